/// Masonry's distribution of views along an axis (`distribute` statements),
/// after `NSArray+MASAdditions.m`.
///
/// Horizontal uses `left`/`right`/`width` (Masonry's `mas_left`, `mas_right`,
/// `mas_width`, not leading/trailing); vertical uses `top`/`bottom`/`height`.
/// The constraints come view by view, each view's in the order Masonry's
/// `mas_makeConstraints` block makes them:
///
/// - fixed spacing `s`: the first view `left == superview.left + lead`; each
///   later view `width == previous.width`, `left == previous.right + s`, and
///   the last also `right == superview.right - tail`.
/// - fixed length `L`: every view first `width == L`; then the first
///   `left == superview.left + lead`, the last `right == superview.right - tail`,
///   and a middle view `i` of `n` (from 0) `right == superview.right * i/(n-1) + offset`
///   with `offset = (1 - i/(n-1))·(L + lead) - i·tail/(n-1)`.
///
/// Fewer than two views (Masonry asserts, then makes nothing): an empty list
/// makes no constraints; a single view is both first and last, so it gets both
/// the first view's and the last view's constraints (fixed spacing: it spans
/// from `lead` to `tail`; fixed length: `width == L` plus both edges, which
/// holds only when the superview is exactly `lead + L + tail` long). The
/// parser may prefer to reject such a statement, as Masonry's assertion does.
public enum Distribution {
    /// How the views share the axis.
    public enum Mode: Hashable, Sendable {
        /// Fixed spacing between the views, equal lengths (Masonry's `withFixedSpacing`).
        case spacing(Double)
        /// Fixed length of every view, equal gaps (Masonry's `withFixedItemLength`).
        case length(Double)
    }

    /// The constraints Masonry makes for `distribute [views] axis mode lead L tail T`,
    /// with the superview written as `superview`.
    public static func constraints(views: [String], axis: Axis, mode: Mode, lead: Double, tail: Double,
                                   at location: SourceLocation?) -> [LayoutConstraint] {
        let (leadEdge, tailEdge, size): (Attribute, Attribute, Attribute) =
            axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
        let superview = View.superviewName
        var made: [LayoutConstraint] = []
        func add(_ item: String, _ attribute: Attribute, _ item2: String?, _ attribute2: Attribute?,
                 multiplier: Double = 1, _ constant: Double) {
            made.append(LayoutConstraint(item: item, attribute: attribute, item2: item2, attribute2: attribute2,
                                         multiplier: multiplier, constant: constant, location: location))
        }
        let last = views.count - 1
        for (i, view) in views.enumerated() {
            switch mode {
            case .spacing(let spacing):
                if i == 0 {
                    add(view, leadEdge, superview, leadEdge, lead)
                } else {
                    let previous = views[i - 1]
                    add(view, size, previous, size, 0)
                    add(view, leadEdge, previous, tailEdge, spacing)
                }
                if i == last { add(view, tailEdge, superview, tailEdge, 0 - tail) }
            case .length(let length):
                add(view, size, nil, nil, length)
                if i == 0 { add(view, leadEdge, superview, leadEdge, lead) }
                if i == last {
                    add(view, tailEdge, superview, tailEdge, 0 - tail)
                } else if i > 0 {
                    let fraction = Double(i) / Double(last)
                    let offset = (1 - fraction) * (length + lead) - Double(i) * tail / Double(last)
                    add(view, tailEdge, superview, tailEdge, multiplier: fraction, offset)
                }
            }
        }
        return made
    }
}
