import LayoutSolver

/// A change to a view's properties, as a `view` statement writes it.
public enum PropertyChange: Hashable, Sendable {
    /// Intrinsic width, or nil to remove it.
    case intrinsicWidth(Double?)
    /// Intrinsic height, or nil to remove it.
    case intrinsicHeight(Double?)
    /// Hugging priorities (horizontal, vertical); nil restores the default 250.
    case hugging(Priority?, Priority?)
    /// Compression resistance priorities (horizontal, vertical); nil restores 750.
    case compression(Priority?, Priority?)
    /// Layout margins; nil restores 8 on every side.
    case margins(Insets?)
    /// The first baseline's offset from the top; nil removes it.
    case firstBaseline(Double?)
    /// The last baseline's offset from the top; nil removes it.
    case lastBaseline(Double?)
    /// Hidden (`hidden`) or shown again (`hidden none`).
    case hidden(Bool)
    /// A scroll view (`scroll`, UIKit's `UIScrollView`) or a plain view again (`scroll none`).
    case scroll(Bool)
    /// Makes the view a stack along this axis, or changes its axis (`stack NAME axis A`).
    case stackAxis(StackAxis)
    /// The stack's spacing (`spacing S`); the view must be a stack.
    case stackSpacing(Double)
    /// The stack's distribution (`distribution D`); the view must be a stack.
    case stackDistribution(StackDistribution)
    /// The stack's alignment (`alignment A`); the view must be a stack.
    case stackAlignment(StackAlignment)

    /// Whether the change is one of a stack's properties other than its axis,
    /// which only a view that is (or becomes) a stack can take.
    var needsStack: Bool {
        switch self {
        case .stackSpacing, .stackDistribution, .stackAlignment: true
        default: false
        }
    }

    /// Whether the change is one of a stack's properties, its axis included.
    var isStackChange: Bool {
        if case .stackAxis = self { return true }
        return needsStack
    }

    /// What is wrong with the change's numbers (``NumberBounds``): an
    /// intrinsic size not from 0 to 10⁷, a margin or a baseline offset
    /// beyond 10⁷ either way; nil when nothing is.
    var problem: String? {
        switch self {
        case .intrinsicWidth(let size?), .intrinsicHeight(let size?):
            if let problem = NumberBounds.lengthProblem("intrinsic size", size) { return problem }
            return size < 0 ? "an intrinsic size cannot be negative" : nil
        case .margins(let m?):
            return [m.top, m.left, m.bottom, m.right].lazy.compactMap { NumberBounds.lengthProblem("margin", $0) }.first
        case .firstBaseline(let offset?), .lastBaseline(let offset?):
            return NumberBounds.lengthProblem("baseline offset", offset)
        case .stackSpacing(let spacing):
            return NumberBounds.lengthProblem("stack spacing", spacing)
        default:
            return nil
        }
    }

    func apply(to properties: inout ViewProperties) {
        switch self {
        case .intrinsicWidth(let w): properties.intrinsicWidth = w
        case .intrinsicHeight(let h): properties.intrinsicHeight = h
        case .hugging(let h, let v):
            properties.huggingHorizontal = h ?? .low
            properties.huggingVertical = v ?? .low
        case .compression(let h, let v):
            properties.compressionHorizontal = h ?? .high
            properties.compressionVertical = v ?? .high
        case .margins(let m): properties.margins = m ?? ViewProperties().margins
        case .firstBaseline(let offset): properties.firstBaseline = offset
        case .lastBaseline(let offset): properties.lastBaseline = offset
        case .hidden(let hidden): properties.isHidden = hidden
        case .scroll(let scroll): properties.isScroll = scroll
        case .stackAxis(let axis):
            if properties.stack == nil { properties.stack = StackProperties(axis: axis) }
            properties.stack?.axis = axis
        case .stackSpacing(let spacing): properties.stack?.spacing = spacing
        case .stackDistribution(let distribution): properties.stack?.distribution = distribution
        case .stackAlignment(let alignment): properties.stack?.alignment = alignment
        }
    }
}

/// One edit of a layout: what a statement of a `.layout` file, or a call of the
/// Swift builder, asks for. Edits are values; `Layout.applying(_:)` performs them.
public struct Edit: Hashable, Sendable {
    /// What the edit does.
    public enum Kind: Hashable, Sendable {
        /// Adds a canvas or changes the one of that name.
        case canvas(Canvas)
        /// Drops a canvas.
        case removeCanvas(String)
        /// Adds a view (parent `root` when nil) or changes an existing one's parent or properties.
        case view(name: String, parent: String?, changes: [PropertyChange])
        /// Removes a view, its subtree and every constraint naming any of them
        /// (a custom layout guide too: `remove view NAME` removes guides).
        case removeView(String)
        /// Adds a custom layout guide owned by a view (`root` when nil), or
        /// moves an existing guide to another owner: `guide NAME [in OWNER]`.
        case guide(name: String, owner: String?)
        /// Adds each constraint (the view is their first item).
        case make(String, [LayoutConstraint])
        /// Changes the constant of each similar constraint; adds the others with a warning.
        case update(String, [LayoutConstraint])
        /// Replaces the view's own constraints, keeping the identity of those re-created.
        case remake(String, [LayoutConstraint])
        /// Removes every constraint whose first item is the view.
        case removeConstraints(String)
        /// Activates (`true`) or deactivates (`false`) every constraint the
        /// handle names (``LayoutConstraint/hasHandle(_:)``): `activate K`,
        /// `deactivate K`.
        case activation(handle: String, active: Bool)
        /// Sets the constant of every constraint the handle names:
        /// `constraint K offset C` (Masonry's `constraint.offset = C`).
        case constraintOffset(handle: String, constant: Double)
        /// Sets the priority of every constraint the handle names:
        /// `constraint K priority P` (SnapKit's `update(priority:)`).
        case constraintPriority(handle: String, priority: Priority)
    }

    /// What the edit does.
    public var kind: Kind
    /// Where the statement starts.
    public var location: SourceLocation?
    /// Where the name the statement acts on is written (for "unknown view" errors).
    public var nameLocation: SourceLocation?
    /// Where the value the statement sets is written (the priority of
    /// `constraint K priority P`, for the error refusing it); the
    /// statement's start when nil.
    public var valueLocation: SourceLocation?
    /// The dialect the statement was written in: under ``Dialect/snapkit``
    /// an `update` never adds a constraint (docs/language.md, "Dialects").
    public var dialect: Dialect = .masonry
    /// The receiver a block's lines were written with (`maker` of
    /// `maker.top…`) when no closure header declared it, and where it is
    /// first written: applying the edit refuses one that names another view
    /// of the document (`make a { header.top … }` is not a line of `header`).
    public var receiver: (name: String, location: SourceLocation?)? {
        get { receiverName.map { ($0, receiverLocation) } }
        set {
            receiverName = newValue?.name
            receiverLocation = newValue?.location
        }
    }
    private var receiverName: String?
    private var receiverLocation: SourceLocation?

    /// An edit written at `location`, naming its subject at `nameLocation`
    /// and its value at `valueLocation` (the statement's start when nil).
    public init(_ kind: Kind, at location: SourceLocation? = nil, nameAt nameLocation: SourceLocation? = nil,
                valueAt valueLocation: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.nameLocation = nameLocation ?? location
        self.valueLocation = valueLocation ?? location
    }
}
