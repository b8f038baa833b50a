/// Masonry's distribution of views along an axis (`distribute` statements).
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
        []
    }
}
