/// The axis an attribute lies on.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical
}

/// A single layout attribute of a view (`semantics.md`, "Attributes").
public enum Attribute: String, CaseIterable, Sendable, Hashable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis of the attribute.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute left/right edge (or its margin).
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Why `self` may not be related to `other`, or nil when it may: a
    /// location with a size, a horizontal location with a vertical one, or
    /// leading/trailing with left/right. Width and height may be related to
    /// each other (aspect ratios), as in Auto Layout.
    public func incompatibility(with other: Attribute) -> String? {
        if isSize != other.isSize { return "cannot relate a location and a size ('\(self)' and '\(other)')" }
        if !isSize && axis != other.axis {
            return "cannot relate horizontal and vertical attributes ('\(self)' and '\(other)')"
        }
        if (isDirectional && other.isAbsoluteHorizontalEdge) || (isAbsoluteHorizontalEdge && other.isDirectional) {
            return "cannot relate leading/trailing and left/right ('\(self)' and '\(other)')"
        }
        return nil
    }

    /// An attribute by its name in the language (`baseline` is `lastBaseline`).
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }
}

/// A composite attribute and its fixed expansion order (`semantics.md`).
public enum CompositeAttribute: String, CaseIterable, Sendable {
    case edges, size, center, margins, horizontalEdges, verticalEdges, directionalEdges

    /// The single attributes, in the order that fixes key suffixes.
    public var expansion: [Attribute] {
        switch self {
        case .edges: [.left, .right, .top, .bottom]
        case .size: [.width, .height]
        case .center: [.centerX, .centerY]
        case .margins: [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
        case .horizontalEdges: [.left, .right]
        case .verticalEdges: [.top, .bottom]
        case .directionalEdges: [.leading, .trailing, .top, .bottom]
        }
    }
}

/// Every attribute name the language accepts, single and composite (for suggestions).
public let attributeNames: [String] = Attribute.allCases.map(\.rawValue) + ["baseline"]
    + CompositeAttribute.allCases.map(\.rawValue)

/// Expands an attribute name, single or composite, to single attributes.
public func expandAttribute(_ name: String) -> [Attribute]? {
    if let single = Attribute(name: name) { return [single] }
    return CompositeAttribute(rawValue: name)?.expansion
}
