/// A view's frame: origin and size, in parent or root coordinates.
public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The one tolerance of "the same frame" (`semantics.md`, "Frames"):
    /// two values that differ by less than 0.0005 (half a thousandth, the
    /// last decimal the frame tables print) are the same. Every comparison
    /// of frames, content sizes, fitted sizes and safe-area insets uses it,
    /// in the store (which keeps a stored frame while the solved one stays
    /// within it), the pictures, and the pages' script, which receives it
    /// from here (`architecture.md`, "One home for each rule").
    public static let sameFrameTolerance = 0.0005

    /// Whether `a` and `b` differ by less than ``sameFrameTolerance``.
    public static func isSame(_ a: Double, _ b: Double) -> Bool { abs(a - b) < sameFrameTolerance }

    /// Whether every value differs by less than ``sameFrameTolerance``
    /// (0.0005, `semantics.md`).
    public func isSame(as other: Frame) -> Bool {
        Frame.isSame(x, other.x) && Frame.isSame(y, other.y)
            && Frame.isSame(width, other.width) && Frame.isSame(height, other.height)
    }
}

/// The size of a scroll view's content (UIKit's `contentSize`, the size of
/// its content guide) as solved (`semantics.md`, "Scroll views").
public struct ContentSize: Hashable, Sendable {
    /// The content's width.
    public var width: Double
    /// The content's height.
    public var height: Double

    /// A content size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whether both values differ by less than ``Frame/sameFrameTolerance``
    /// (0.0005), as two frames are the same.
    public func isSame(as other: ContentSize) -> Bool {
        Frame.isSame(width, other.width) && Frame.isSame(height, other.height)
    }
}

/// A view some of whose frame values the constraints leave free.
public struct AmbiguousView: Hashable, Sendable {
    /// The view's name.
    public var view: String
    /// Which of `x`, `y`, `width`, `height` are free, in that order, then,
    /// for a scroll view, which of its content size's `contentWidth`,
    /// `contentHeight`.
    public var free: [String]

    /// Creates the report of one ambiguous view.
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
    /// The canvas laid out.
    public var canvas: Canvas
    /// Every view but the root with its frame in parent coordinates, in document order.
    public var frames: [(view: String, frame: Frame)]
    /// Views not fully determined by the constraints, in document order; `x`
    /// and `y` are judged in the parent's space (see ``LayoutPass``).
    public var ambiguous: [AmbiguousView]
    /// Irreducible conflicting sets, one per broken required constraint (the
    /// broken constraint last, the others in the order they were added). A set
    /// may hold constraints that are not stored in the layout, with no
    /// location: the canvas size as `root.width == W` / `root.height == H`,
    /// a required intrinsic size as `view.width >= v` / `view.width <= v`, a
    /// stack's generated constraint (``LayoutConstraint/generatedBy``), and
    /// the sizes rule as `view.width >= 0` (``LayoutConstraint/isSizeRule``,
    /// named by ``LayoutConstraint/ruleName``).
    public var unsatisfiable: [[LayoutConstraint]]
    /// The required constraints left out because they contradict those before them.
    public var broken: [LayoutConstraint]
    /// The root's width as laid out: the canvas's width, or on a fitted axis
    /// (``Canvas/fitsWidth``) the width the content needs.
    public var width: Double
    /// The root's height as laid out: the canvas's height, or the fitted one.
    public var height: Double
    /// The fitted axes (`width`, `height`) that no constraint of the layout
    /// reaches: their size is 0 whatever the content (a warning: the root's
    /// far edge is pinned to nothing).
    public var unconstrainedFit: [String] = []
    /// The canvas at the size it was laid out at: ``canvas`` with a fitted
    /// axis given its fitted size (still flagged as fitted); what a picture draws.
    public var laidOut: Canvas {
        var result = canvas
        result.width = width
        result.height = height
        return result
    }
    /// The content size of every scroll view, in document order
    /// (`semantics.md`, "Scroll views").
    public var contentSizes: [(view: String, size: ContentSize)] = []
    /// The content size of the scroll view `view`, if it is one.
    public func contentSize(of view: String) -> ContentSize? {
        contentSizes.first { $0.view == view }?.size
    }
    /// The safe-area insets the layout found for each view whose safe area a
    /// constraint names (the root's are the canvas's), in that view's own
    /// coordinates (`semantics.md`, "The safe area and layout guides").
    public var safeAreaInsets: [String: Insets] = [:]
    /// Whether the safe area did not settle: laying out again with the
    /// insets measured from the previous pass still moved an inset after
    /// ``LayoutPass/safeAreaPasses`` passes. The frames are those of the
    /// last pass.
    public var safeAreaUnsettled = false
    /// Whether this canvas was a re-solve of an earlier canvas's solver (an
    /// edit of the root size) rather than a fresh solve (`solve --timings`;
    /// visible to the package only).
    package var wasReSolved = false
    /// How long solving this canvas took, translation included for a fresh
    /// solve (`solve --timings`, `apply --timings`; visible to the package only).
    package var solveDuration: Duration = .zero

    /// Creates the layout of one canvas; `width` and `height`, the root's
    /// size as laid out, are the canvas's own unless given (a fitted axis).
    public init(canvas: Canvas, frames: [(view: String, frame: Frame)], ambiguous: [AmbiguousView] = [],
                unsatisfiable: [[LayoutConstraint]] = [], broken: [LayoutConstraint] = [],
                width: Double? = nil, height: Double? = nil) {
        self.canvas = canvas
        self.width = width ?? canvas.width
        self.height = height ?? canvas.height
        self.frames = frames
        self.ambiguous = ambiguous
        self.unsatisfiable = unsatisfiable
        self.broken = broken
    }
}

/// The layout pass: a layout and its canvases in, frames out (`semantics.md`,
/// "Coordinates" and "Solving").
///
/// **One solver per direction.** The layout is translated once (see
/// `ExpressionBuilder` for the attributes). The first canvas is a *fresh*
/// solve: the root size is fixed first with required edit variables, then the
/// sizes rule and the intrinsic sizes are added, then the constraints in document order; a
/// required constraint that contradicts those before it is left out, reported
/// in ``CanvasLayout/broken`` with its irreducible conflicting set. When
/// nothing broke, each further canvas of the same direction is a re-solve of
/// that solver (`suggestValue` of the root size, a dual-simplex repair): if
/// the required constraints accept the new size, nothing breaks on that
/// canvas either and the re-solve is exact. Otherwise (constraints broke on an
/// earlier canvas, or the new size is refused) the canvas gets a fresh solve,
/// because which constraints break can depend on the canvas size. Leading and
/// trailing read differently under rtl, so a document that uses them keeps one
/// such solver per direction; one that does not uses one solver for all.
///
/// **The sizes rule** (`semantics.md`, "Sizes are never negative") comes
/// right after the canvas size, before everything else: a required `size >=
/// 0` for every view's width and height, every scroll view's content size,
/// each margins guide and safe area a constraint measures (per axis), and
/// the root on a fitted axis, as UIKit's engine never gives a negative size.
/// An optional constraint that needs a negative size gives way; a required
/// one that does is the one left out, its set naming the rule.
///
/// **Generated constraints**, those stacks make (``StackLayout``), come after
/// the intrinsic sizes and before the document's constraints, so that a
/// document constraint fighting one is the one left out.
///
/// **Intrinsic sizes** come before the stored constraints: `size >= v` at the
/// compression resistance priority and `size <= v` at the hugging priority.
/// They can only conflict with stored constraints when one of those
/// priorities is 1000, and then the stored constraint is the one left out.
///
/// **Ambiguity** is judged in parent space, the space frames are printed in:
/// `x` is free when the view's position relative to its parent is not fixed.
/// A child pinned inside an ambiguous parent is therefore not ambiguous (its
/// frame does not move; the parent's does), and the parent is reported.
public enum LayoutPass {
    /// The most layout passes a canvas gets for its safe area to settle
    /// (`semantics.md`, "The safe area and layout guides"): the first with
    /// the root's insets from the canvas and every other view's at 0, each
    /// further one with the insets measured from the pass before.
    public static let safeAreaPasses = 8

    /// Whether two insets are the same within ``Frame/sameFrameTolerance``
    /// (0.0005) on every side.
    static func settled(_ a: Insets, _ b: Insets) -> Bool {
        Frame.isSame(a.top, b.top) && Frame.isSame(a.left, b.left)
            && Frame.isSame(a.bottom, b.bottom) && Frame.isSame(a.right, b.right)
    }

    /// The safe-area insets of the views of ``LayoutPassModel/safeInsets``
    /// from frame values: the root's are the canvas's; another view's are how
    /// far the root's unsafe bands reach into its frame (in root
    /// coordinates), on each side, from 0 up to the view's size.
    static func measureSafeInsets(model: LayoutPassModel, values: [Double], canvas: Canvas) -> [Insets] {
        let s = canvas.safeArea
        return model.safeInsets.map { entry in
            let v = entry.view
            guard v != 0 else { return s }
            var x = 0.0, y = 0.0
            var u = v, steps = 0
            while u != 0 && steps <= model.parents.count {
                x += values[4 * u]
                y += values[4 * u + 1]
                u = model.parents[u]
                steps += 1
            }
            let w = values[4 * v + 2], h = values[4 * v + 3]
            func clamp(_ amount: Double, _ size: Double) -> Double { max(0, min(size, amount)) + 0 }
            return Insets(top: clamp(s.top - y, h), left: clamp(s.left - x, w),
                          bottom: clamp(y + h - (canvas.height - s.bottom), h),
                          right: clamp(x + w - (canvas.width - s.right), w))
        }
    }

    /// Options of a run.
    public struct Options: Sendable {
        /// Only the canvases with these names, in the layout's order (nil: every canvas).
        public var canvasNames: [String]?
        /// Whether to compute ``CanvasLayout/ambiguous`` (a scan of the whole tableau per canvas).
        public var reportsAmbiguity: Bool
        /// Whether debug builds check the solver's invariants after every change
        /// (costly on large layouts; never done in release builds).
        public var checksSolverInvariants: Bool

        /// Creates options; the defaults solve every canvas and report ambiguity.
        public init(canvasNames: [String]? = nil, reportsAmbiguity: Bool = true, checksSolverInvariants: Bool = true) {
            self.canvasNames = canvasNames
            self.reportsAmbiguity = reportsAmbiguity
            self.checksSolverInvariants = checksSolverInvariants
        }
    }

    /// Solves the layout on every canvas (`effectiveCanvases`).
    public static func run(_ layout: Layout) -> [CanvasLayout] {
        run(layout, options: Options())
    }

    /// Solves the layout on the canvases the options select.
    public static func run(_ layout: Layout, options: Options) -> [CanvasLayout] {
        let (canvases, solvers) = runKeepingSolvers(layout, options: options)
        solvers.release()
        return canvases
    }

    /// ``run(_:options:)``, handing the run's model and solvers to the caller
    /// instead of releasing them: no result refers to them, and releasing the
    /// solvers of a large layout frees tens of thousands of small blocks
    /// (2–5 ms for the 8000 constraints of the benchmark document), which a
    /// caller with more urgent work can do later (the store does it after its
    /// transaction has committed, in the background). Speed plumbing for the
    /// store: visible to the package only.
    package static func runKeepingSolvers(_ layout: Layout, options: Options)
        -> (canvases: [CanvasLayout], solvers: SolverRetention) {
        let retention = SolverRetention()
        let canvases = runTraced(layout, options: options, retention: retention).map { entry in
            var result = entry.layout
            result.wasReSolved = entry.path == .reSolved
            return result
        }
        return (canvases, retention)
    }

    /// ``run(_:options:)`` with how each canvas was solved (for tests).
    static func runTraced(_ layout: Layout, options: Options) -> [(layout: CanvasLayout, path: CanvasSolvePath)] {
        let retention = SolverRetention()
        let results = runTraced(layout, options: options, retention: retention)
        retention.release()
        return results
    }

    /// ``runTraced(_:options:)``, leaving the model and solvers in `retention`.
    static func runTraced(_ layout: Layout, options: Options, retention: SolverRetention)
        -> [(layout: CanvasLayout, path: CanvasSolvePath)] {
        var canvases = layout.effectiveCanvases
        if let names = options.canvasNames { canvases.removeAll { !names.contains($0.name) } }
        guard !canvases.isEmpty else { return [] }
        let clock = ContinuousClock()
        var start = clock.now
        let model = LayoutPassModel(layout)
        var solvers: [SolverShape: CanvasSolver] = [:]
        var spent: [CanvasSolver] = []
        var results: [(layout: CanvasLayout, path: CanvasSolvePath)] = []
        /// Keeps a fresh solver for later canvases of its shape when nothing broke.
        func keep(_ solver: CanvasSolver, as shape: SolverShape) {
            if solver.broken.isEmpty {
                if let previous = solvers.updateValue(solver, forKey: shape) { spent.append(previous) }
            } else {
                spent.append(solver)
            }
        }
        for canvas in canvases {
            let direction = model.hasDirectionalConstraints ? canvas.direction : .ltr
            let shape = SolverShape(direction: direction, fitsWidth: canvas.fitsWidth, fitsHeight: canvas.fitsHeight)
            var safe = model.safeInsets.map { $0.view == 0 ? canvas.safeArea : Insets.zero }
            var path = CanvasSolvePath.fresh
            var solver: CanvasSolver
            if let existing = solvers[shape], existing.resize(to: canvas), existing.suggestSafeInsets(safe) {
                solver = existing
                path = .reSolved
            } else {
                solver = CanvasSolver(model: model, canvas: canvas, direction: direction,
                                      checksInvariants: options.checksSolverInvariants, safeInsets: safe)
                keep(solver, as: shape)
            }
            // The safe area: lay out again with the measured insets until they settle.
            var unsettled = false
            if model.safeInsets.contains(where: { $0.view != 0 }) {
                var pass = 1
                while true {
                    // A fitted side is measured at its laid-out size.
                    var measuredOn = canvas
                    if canvas.fits { measuredOn = solver.result(for: canvas, reportsAmbiguity: false).laidOut }
                    let measured = measureSafeInsets(model: model, values: solver.frameValues(), canvas: measuredOn)
                    if zip(measured, safe).allSatisfy({ settled($0, $1) }) { break }
                    if pass == safeAreaPasses {
                        unsettled = true
                        break
                    }
                    pass += 1
                    safe = measured
                    if !solver.suggestSafeInsets(safe) {
                        solver = CanvasSolver(model: model, canvas: canvas, direction: direction,
                                              checksInvariants: options.checksSolverInvariants, safeInsets: safe)
                        keep(solver, as: shape)
                        path = .fresh
                    }
                }
            }
            var result = solver.result(for: canvas, reportsAmbiguity: options.reportsAmbiguity)
            for (entry, insets) in zip(model.safeInsets, safe) { result.safeAreaInsets[model.names[entry.view]] = insets }
            result.safeAreaUnsettled = unsettled
            result.solveDuration = clock.now - start
            results.append((result, path))
            start = clock.now
        }
        retention.keep(model: model, solvers: Array(solvers.values) + spent)
        return results
    }
}

/// What a solver can be reused for: the canvases of one layout direction
/// whose fitted axes are the same.
struct SolverShape: Hashable {
    let direction: LayoutDirection
    let fitsWidth: Bool
    let fitsHeight: Bool
}

/// The model and solvers of a finished layout pass
/// (``LayoutPass/runKeepingSolvers(_:options:)``), kept by the caller until it
/// releases them. (`@unchecked Sendable`: the run hands them over and keeps no
/// reference to them, so whichever thread releases them is the only one to
/// touch them.) Visible to the package only.
package final class SolverRetention: @unchecked Sendable {
    private var model: LayoutPassModel?
    private var solvers: [CanvasSolver] = []

    init() {}

    func keep(model: LayoutPassModel, solvers: [CanvasSolver]) {
        self.model = model
        self.solvers = solvers
    }

    /// Releases the model and solvers now.
    package func release() {
        solvers = []
        model = nil
    }

    /// Releases the model and solvers on a background task. Best done once
    /// the caller allocates little more: freeing on another thread contends
    /// for the allocator with the caller's own allocations.
    package func releaseInBackground() {
        Task.detached(priority: .background) { self.release() }
    }
}
