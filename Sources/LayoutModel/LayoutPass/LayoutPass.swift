/// A view's frame: origin and size, in parent or root coordinates.
public struct Frame: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether every value differs by less than 0.0005 (`semantics.md`).
    public func isSame(as other: Frame) -> Bool {
        abs(x - other.x) < 0.0005 && abs(y - other.y) < 0.0005
            && abs(width - other.width) < 0.0005 && abs(height - other.height) < 0.0005
    }
}

/// A view some of whose frame values the constraints leave free.
public struct AmbiguousView: Hashable, Sendable {
    public var view: String
    /// Which of `x`, `y`, `width`, `height` are free, in that order.
    public var free: [String]

    public init(view: String, free: [String]) {
        self.view = view
        self.free = free
    }
}

/// Which space frames are expressed in.
public enum Coordinates: String, Sendable, CaseIterable {
    /// The parent's space, as UIKit's `frame`.
    case parent
    /// The root's space.
    case root
}

/// The layout of a document on one canvas.
public struct CanvasLayout: Sendable {
    public var canvas: Canvas
    /// Every view but the root with its frame in parent coordinates, in document order.
    public var frames: [(view: String, frame: Frame)]
    /// Views not fully determined by the constraints.
    public var ambiguous: [AmbiguousView]
    /// Irreducible conflicting sets, one per broken required constraint (the
    /// broken constraint last).
    public var unsatisfiable: [[LayoutConstraint]]
    /// The required constraints left out because they contradict those before them.
    public var broken: [LayoutConstraint]

    public init(canvas: Canvas, frames: [(view: String, frame: Frame)], ambiguous: [AmbiguousView] = [],
                unsatisfiable: [[LayoutConstraint]] = [], broken: [LayoutConstraint] = []) {
        self.canvas = canvas
        self.frames = frames
        self.ambiguous = ambiguous
        self.unsatisfiable = unsatisfiable
        self.broken = broken
    }
}

/// The layout pass: a layout and its canvases in, frames out.
public enum LayoutPass {
    /// Solves the layout on every canvas (`effectiveCanvases`).
    public static func run(_ layout: Layout) -> [CanvasLayout] {
        []
    }
}
