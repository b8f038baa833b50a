import LayoutSolver

/// The bounds on a layout's numbers (docs/language.md, "Numbers";
/// docs/semantics.md, "Numbers and their bounds"): every number of a layout
/// is finite and within them, wherever it comes from — a `.layout` file, the
/// Swift builder, a `Layout` value handed to the store, or a stored state —
/// so that nothing the solver computes from them overflows, and a solved
/// frame outside ``frame`` is refused rather than stored.
///
/// No real layout comes near them: the largest screens are a few thousand
/// points wide, and a scrolling document of a million rows of 100 points is
/// 10⁸ points long only when laid out as one view, which no layout does.
public enum NumberBounds {
    /// The largest magnitude of a length, 10⁷ points: a constraint's constant
    /// (after its modifiers), a canvas's width and height, an intrinsic size,
    /// a margin, a baseline offset, any number written in a file but a
    /// multiplier or a priority.
    public static let length = 1e7

    /// The largest magnitude of a multiplier, 10⁴; a multiplier that is not 0
    /// is at least its inverse, 10⁻⁴, in magnitude (the solver takes
    /// coefficients below 10⁻⁸ for 0, and a location multiplied by 0 is
    /// refused).
    public static let multiplier = 1e4

    /// The largest magnitude of a solved frame value, 10¹² points. A frame
    /// beyond it (possible only through a long chain of multipliers) or not
    /// finite is refused: not stored, not printed.
    public static let frame = 1e12

    /// Whether `value` is a length: finite, at most ``length`` either way.
    public static func isLength(_ value: Double) -> Bool { value.isFinite && abs(value) <= length }

    /// Whether `value` is a multiplier: 0, or from 1/``multiplier`` to
    /// ``multiplier`` either way.
    public static func isMultiplier(_ value: Double) -> Bool {
        value == 0 || (value.isFinite && abs(value) <= multiplier && abs(value) >= 1 / multiplier)
    }

    /// Whether `value` is a canvas side: more than 0, at most ``length``.
    public static func isCanvasSide(_ value: Double) -> Bool { value.isFinite && value > 0 && value <= length }

    /// Whether `value` is a frame value: finite, at most ``frame`` either way.
    public static func isFrameValue(_ value: Double) -> Bool { value.isFinite && abs(value) <= frame }

    /// "(at most 1e7 either way)": the bound of a length, as messages give it.
    static let lengthRule = "(at most 1e7 either way)"
    /// The bound of a multiplier, as messages give it.
    static let multiplierRule = "(0, or from 1e-4 to 1e4 either way)"
    /// The bound of a canvas side, as messages give it.
    static let canvasRule = "(each side more than 0 and at most 1e7)"

    /// What is wrong with a length called `what` (`constant`, `margin`), or nil.
    static func lengthProblem(_ what: String, _ value: Double) -> String? {
        if !value.isFinite { return "\(what) is not a finite number" }
        if abs(value) > length { return "\(what) \(NumberText.format(value)) is out of range \(lengthRule)" }
        return nil
    }

    /// What is wrong with a multiplier, or nil.
    static func multiplierProblem(_ value: Double) -> String? {
        if !value.isFinite { return "multiplier is not a finite number" }
        if !isMultiplier(value) { return "multiplier \(NumberText.format(value)) is out of range \(multiplierRule)" }
        return nil
    }

    /// What is wrong with the size of canvas `name`, or nil. A fitted axis
    /// has no declared size to check (its laid-out size is checked as a
    /// frame is, ``OutOfRangeFrame``).
    static func canvasProblem(_ canvas: Canvas) -> String? {
        guard !((canvas.fitsWidth || isCanvasSide(canvas.width)) && (canvas.fitsHeight || isCanvasSide(canvas.height)))
        else { return safeAreaProblem(canvas) }
        return "canvas '\(canvas.name)' has the size \(canvas.sizeText), "
            + "out of range \(canvasRule)"
    }

    /// What is wrong with a canvas's safe-area insets: one negative or not
    /// finite, or two opposite ones that together exceed the canvas's side
    /// (the safe area would have a negative size).
    static func safeAreaProblem(_ canvas: Canvas) -> String? {
        let s = canvas.safeArea
        let all = [s.top, s.left, s.bottom, s.right]
        let text = all.map { NumberText.format($0) }.joined(separator: " ")
        if all.contains(where: { !$0.isFinite || $0 < 0 }) {
            return "canvas '\(canvas.name)' has the safe-area insets \(text): each must be a number from 0 up"
        }
        // (A fitted side's size is known only once laid out: its insets are not compared with it.)
        if (!canvas.fitsHeight && s.top + s.bottom > canvas.height) || (!canvas.fitsWidth && s.left + s.right > canvas.width) {
            return "canvas '\(canvas.name)' has the safe-area insets \(text), more than its size "
                + "\(NumberText.format(canvas.width))x\(NumberText.format(canvas.height)) can hold"
        }
        return nil
    }
}

extension Layout {
    /// Every number of the layout outside ``NumberBounds``, as errors: a
    /// canvas's size, a view's intrinsic size, margins or baselines, a
    /// constraint's constant or multiplier (at the constraint's place). A
    /// layout made by the language or the builder has none; one read from a
    /// database written by an older layoutdb may, and the store refuses to
    /// solve or write such a state until they are changed.
    public func numberProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for canvas in canvases {
            if let problem = NumberBounds.canvasProblem(canvas) { problems.append(.error(problem, at: nil)) }
        }
        for view in views {
            if let problem = view.properties.problem { problems.append(.error("view '\(view.name)': \(problem)", at: nil)) }
        }
        for (_, constraint) in constraints {
            let problem = NumberBounds.lengthProblem("constant", constraint.constant)
                ?? NumberBounds.multiplierProblem(constraint.multiplier)
            if let problem {
                problems.append(.error("constraint '\(OneLine.format(constraint))': \(problem)", at: constraint.location))
            }
        }
        return problems
    }
}
