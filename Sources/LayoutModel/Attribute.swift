/// The axis an attribute lies on.
public enum Axis: Sendable, Hashable {
    /// Left to right: x and widths.
    case horizontal
    /// Top to bottom: y and heights.
    case vertical
}

/// A single layout attribute of a view (`semantics.md`, "Attributes").
public enum Attribute: String, CaseIterable, Sendable, Hashable {
    /// The left edge, `x`.
    case left
    /// The right edge, `x + width`.
    case right
    /// The top edge, `y`.
    case top
    /// The bottom edge, `y + height`.
    case bottom
    /// The left edge in a left-to-right canvas, the right edge in a right-to-left one.
    case leading
    /// The right edge in a left-to-right canvas, the left edge in a right-to-left one.
    case trailing
    /// The view's width.
    case width
    /// The view's height.
    case height
    /// The horizontal centre, `x + width / 2`.
    case centerX
    /// The vertical centre, `y + height / 2`.
    case centerY
    /// The baseline of the first line of text: `y` plus the view's first-baseline offset.
    case firstBaseline
    /// The baseline of the last line of text: `y` plus the last-baseline offset (the bottom edge by default).
    case lastBaseline
    /// The left edge inset by the view's left margin.
    case leftMargin
    /// The right edge inset by the view's right margin.
    case rightMargin
    /// The top edge inset by the view's top margin.
    case topMargin
    /// The bottom edge inset by the view's bottom margin.
    case bottomMargin
    /// The leading edge inset by the margin on that side.
    case leadingMargin
    /// The trailing edge inset by the margin on that side.
    case trailingMargin
    /// The centre between the left and right margins.
    case centerXWithinMargins
    /// The centre between the top and bottom margins.
    case centerYWithinMargins

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
    /// `left`, `right`, `top`, `bottom`.
    case edges
    /// `width`, `height`.
    case size
    /// `centerX`, `centerY`.
    case center
    /// `leftMargin`, `rightMargin`, `topMargin`, `bottomMargin`.
    case margins
    /// `left`, `right`.
    case horizontalEdges
    /// `top`, `bottom`.
    case verticalEdges
    /// `leading`, `trailing`, `top`, `bottom`.
    case directionalEdges

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
