/// The axis an attribute lies on.
public enum Axis: Sendable, Hashable {
    /// Left to right: x and widths.
    case horizontal
    /// Top to bottom: y and heights.
    case vertical
}

/// Where an attribute lies along its axis, for a view whose frame spans
/// `origin … origin + size` on that axis and whose margins on that axis are
/// `start` (left or top) and `end` (right or bottom).
public enum AttributePosition: Hashable, Sendable {
    /// The view's size along the axis (`width`, `height`).
    case size
    /// The point at `fraction` (0, 0.5 or 1) of the view's extent, counted
    /// from its left or top edge: `origin + fraction × size`. Within
    /// margins, of the frame inset by the margins: `origin + start +
    /// fraction × (size − start − end)`, that is `origin + fraction × size +`
    /// ``marginInset(start:end:)``.
    case point(fraction: Double, withinMargins: Bool)
    /// A baseline: `origin` plus the view's first (or last) baseline offset,
    /// or its bottom edge, `origin + size`, when it has no such offset.
    case baseline(first: Bool)

    /// For a point within margins, how far it lies from the same fraction of
    /// the frame: `(1 − fraction) × start − fraction × end` (the left margin
    /// at 0, minus the right one at 1, half their difference at 0.5); 0 for
    /// a point of the frame, a size or a baseline.
    public func marginInset(start: Double, end: Double) -> Double {
        guard case .point(let fraction, true) = self else { return 0 }
        // At 0 and 1 one margin alone, so that no margin is multiplied by zero.
        if fraction == 0 { return start }
        if fraction == 1 { return -end }
        return (1 - fraction) * start - fraction * end
    }
}

/// A single layout attribute of a view (`semantics.md`, "Attributes"). Its
/// geometry (``axis``, ``position(direction:)``, ``isDirectional``) comes
/// from one table.
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

    /// The axis of the attribute (from ``geometry``).
    public var axis: Axis { geometry.axis }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool { geometry.position == .size }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool { geometry.directional }

    /// Whether the attribute is an absolute left/right edge (or its margin):
    /// a horizontal point at 0 or 1 that does not follow the direction.
    public var isAbsoluteHorizontalEdge: Bool {
        guard axis == .horizontal, !isDirectional, case .point(let fraction, _) = geometry.position else { return false }
        return fraction == 0 || fraction == 1
    }

    /// Where the attribute lies on its axis under a layout direction: a
    /// size, a point of the view (a fraction of its extent, on its frame or
    /// within its margins), or a baseline. Only the directional attributes
    /// depend on the direction: under rtl, leading is the right edge
    /// (fraction 1), trailing the left edge (0), and their margins the right
    /// and left margins (docs/semantics.md, "Attributes").
    public func position(direction: LayoutDirection) -> AttributePosition {
        let position = geometry.position
        guard direction == .rtl, isDirectional, case .point(let fraction, let withinMargins) = position else {
            return position
        }
        return .point(fraction: 1 - fraction, withinMargins: withinMargins)
    }

    /// The geometry of every attribute, in one table: its axis, its
    /// position under ltr, and whether it follows the layout direction. The
    /// layout pass builds solver expressions from it and the store chooses
    /// frame anchors from it.
    private var geometry: (axis: Axis, position: AttributePosition, directional: Bool) {
        switch self {
        case .left: (.horizontal, .point(fraction: 0, withinMargins: false), false)
        case .centerX: (.horizontal, .point(fraction: 0.5, withinMargins: false), false)
        case .right: (.horizontal, .point(fraction: 1, withinMargins: false), false)
        case .leftMargin: (.horizontal, .point(fraction: 0, withinMargins: true), false)
        case .centerXWithinMargins: (.horizontal, .point(fraction: 0.5, withinMargins: true), false)
        case .rightMargin: (.horizontal, .point(fraction: 1, withinMargins: true), false)
        case .leading: (.horizontal, .point(fraction: 0, withinMargins: false), true)
        case .trailing: (.horizontal, .point(fraction: 1, withinMargins: false), true)
        case .leadingMargin: (.horizontal, .point(fraction: 0, withinMargins: true), true)
        case .trailingMargin: (.horizontal, .point(fraction: 1, withinMargins: true), true)
        case .width: (.horizontal, .size, false)
        case .top: (.vertical, .point(fraction: 0, withinMargins: false), false)
        case .centerY: (.vertical, .point(fraction: 0.5, withinMargins: false), false)
        case .bottom: (.vertical, .point(fraction: 1, withinMargins: false), false)
        case .topMargin: (.vertical, .point(fraction: 0, withinMargins: true), false)
        case .centerYWithinMargins: (.vertical, .point(fraction: 0.5, withinMargins: true), false)
        case .bottomMargin: (.vertical, .point(fraction: 1, withinMargins: true), false)
        case .height: (.vertical, .size, false)
        case .firstBaseline: (.vertical, .baseline(first: true), false)
        case .lastBaseline: (.vertical, .baseline(first: false), false)
        }
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

    /// An attribute by its name in the language (`baseline` is
    /// `lastBaseline`; ``Vocabulary/attributes``); nil for a composite.
    public init?(name: String) {
        guard case .single(let attribute)? = Vocabulary.attribute(named: name) else { return nil }
        self = attribute
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

/// Every attribute name the language accepts, single and composite (for
/// suggestions): the names of ``Vocabulary/attributes``.
public let attributeNames: [String] = Vocabulary.attributes.map(\.name)

/// Expands an attribute name, single or composite, to single attributes (``Vocabulary/attribute(named:)``).
public func expandAttribute(_ name: String) -> [Attribute]? {
    Vocabulary.attribute(named: name)?.attributes
}
