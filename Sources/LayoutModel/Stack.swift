import LayoutSolver

/// The axis a stack arranges its views along (UIStackView's `axis`).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    /// Side by side, leading to trailing.
    case horizontal
    /// One above the other, top to bottom.
    case vertical
}

/// How a stack sizes its arranged views along its axis (UIStackView's `distribution`).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// The views fill the stack; hugging and compression resistance decide which one gives way.
    case fill
    /// Every visible view has the same size along the axis.
    case fillEqually
    /// Sizes along the axis proportional to the views' intrinsic sizes.
    case fillProportionally
    /// Equal gaps between the views, at least the spacing.
    case equalSpacing
    /// Equal distances between the views' centres, the gaps at least the spacing.
    case equalCentering
}

/// Where a stack places its arranged views across its axis (UIStackView's `alignment`).
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// Pinned to both edges across the axis.
    case fill
    /// Pinned to the leading edge (a vertical stack's; the same as `top` in a horizontal one).
    case leading
    /// Pinned to the trailing edge (a vertical stack's; the same as `bottom` in a horizontal one).
    case trailing
    /// Centred across the axis.
    case center
    /// Pinned to the top edge (a horizontal stack's; the same as `leading` in a vertical one).
    case top
    /// Pinned to the bottom edge (a horizontal stack's; the same as `trailing` in a vertical one).
    case bottom
    /// First baselines aligned (a horizontal stack); `leading` in a vertical stack.
    case firstBaseline
    /// Last baselines aligned (a horizontal stack); `trailing` in a vertical stack.
    case lastBaseline
}

/// What makes a view a stack: the properties of a `stack` statement
/// (`language.md`, "Stacks"). Its arranged views are its children, in
/// declaration order.
public struct StackProperties: Hashable, Sendable {
    /// The axis the views are arranged along.
    public var axis: StackAxis
    /// The space between neighbouring visible views (the least space for
    /// `equalSpacing` and `equalCentering`); 0 by default, may be negative.
    public var spacing: Double
    /// How the views are sized along the axis; `fill` by default.
    public var distribution: StackDistribution
    /// Where the views are placed across the axis; `fill` by default.
    public var alignment: StackAlignment

    /// A stack along `axis`, with spacing 0, distribution `fill` and alignment `fill` unless given.
    public init(axis: StackAxis, spacing: Double = 0, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
    }
}
