import LayoutSolver

/// How a canvas was solved.
enum CanvasSolvePath: Sendable, Equatable {
    /// A new solver: root size fixed first, then every constraint in order.
    case fresh
    /// The previous canvas's solver, re-solved after suggesting the new root size.
    case reSolved
}

/// One solver holding a layout's constraints for one layout direction.
///
/// Created for a canvas by a *fresh* solve: the root size is fixed first
/// (required edit variables), then the sizes rule, then the intrinsic sizes,
/// then the layout's constraints in document order; a required constraint that contradicts
/// those before it is left out (``broken``). When nothing was left out the
/// solver holds every constraint and a later canvas of the same direction is
/// a re-solve (``resize(to:)``): when the required constraints accept the new
/// root size, nothing breaks on that canvas either and the re-solve is exact.
final class CanvasSolver {
    let model: LayoutPassModel
    let direction: LayoutDirection
    let solver: Solver
    /// The entries left out, in order, with the solver's conflicting set for
    /// each; a rule of ``LayoutPassModel/sizeRules`` left out (one that the
    /// canvas size contradicts, as a root's margins wider than the canvas) is
    /// entry `−1 − its index`.
    private(set) var broken: [(entry: Int, conflicts: [Constraint])] = []

    /// The fitting priority of a fitted axis, UIKit's
    /// `UILayoutPriority.fittingSizeLevel`: the root's size on that axis is
    /// pulled toward 0 (the compressed size) at this priority.
    static let fittingPriority = Priority(50)!

    /// Which axes of the canvases this solver lays out are fitted: a solver
    /// serves only canvases of the same shape (a fixed axis is an edit
    /// variable, a fitted one a constraint toward 0).
    let fitsWidth: Bool
    let fitsHeight: Bool

    /// Solves `canvas` from scratch.
    /// `safeInsets` are the safe-area insets of the views of
    /// ``LayoutPassModel/safeInsets``, in that order (zero when left out).
    init(model: LayoutPassModel, canvas: Canvas, direction: LayoutDirection, checksInvariants: Bool,
         safeInsets: [Insets] = []) {
        self.model = model
        self.direction = direction
        fitsWidth = canvas.fitsWidth
        fitsHeight = canvas.fitsHeight
        solver = Solver()
        solver.checksInvariantsInDebugBuilds = checksInvariants
        // Fresh variables are unknown to the solver, so these cannot fail; a
        // non-finite canvas size (refused by the parser) leaves the size at 0.
        // A fitted axis has no edit: its size is pulled toward 0 at the
        // fitting priority, so that every stronger constraint decides it.
        for (variable, fits, size) in [(model.rootWidth, canvas.fitsWidth, canvas.width),
                                       (model.rootHeight, canvas.fitsHeight, canvas.height)] {
            if fits {
                try? solver.add(Constraint(LinearExpression([Term(variable)], constant: 0), .equal,
                                           priority: Self.fittingPriority))
            } else {
                try? solver.addEditVariable(variable, priority: .required)
                try? solver.suggestValue(variable, size)
            }
        }
        for (index, entry) in model.safeInsets.enumerated() {
            let insets = index < safeInsets.count ? safeInsets[index] : .zero
            for (variable, value) in zip(entry.variables, [insets.top, insets.left, insets.bottom, insets.right]) {
                try? solver.addEditVariable(variable, priority: .required)
                try? solver.suggestValue(variable, value)
            }
        }
        // The sizes rule, after the canvas size and before every other
        // constraint, so that a constraint fighting it is the one left out.
        addSizeRules()
        addEntries(direction == .ltr ? model.ltrConstraints : model.rtlConstraints)
    }

    /// Adds the rules of ``LayoutPassModel/sizeRules`` that canvases of this
    /// solver's fitted axes have; one the solver refuses (only the canvas
    /// size can contradict a rule) is left out, at entry `−1 − its index`.
    private func addSizeRules() {
        for (index, rule) in model.sizeRules.enumerated() where rule.applies(fitsWidth: fitsWidth, fitsHeight: fitsHeight) {
            do {
                try solver.add(rule.constraint)
            } catch {
                if case .unsatisfiable(_, let conflicts) = error { broken.append((-1 - index, conflicts)) }
            }
        }
    }

    /// Adds the entries' constraints in order, leaving out each required one
    /// that contradicts those before it.
    private func addEntries(_ constraints: [Constraint]) {
        for index in constraints.indices {
            do {
                try solver.add(constraints[index])
            } catch {
                switch error {
                case .unsatisfiable(_, let conflicts): broken.append((index, conflicts))
                default: break   // impossible: every constraint is new and finite
                }
            }
        }
    }

    /// Moves the solver to another canvas size by suggesting the root size.
    /// False when the required constraints refuse it, or the canvas fits
    /// other axes than this solver's (the canvas then needs a fresh solve);
    /// the solver stays valid for later canvases either way.
    func resize(to canvas: Canvas) -> Bool {
        guard broken.isEmpty, canvas.fitsWidth == fitsWidth, canvas.fitsHeight == fitsHeight else { return false }
        do {
            if !fitsWidth { try solver.suggestValue(model.rootWidth, canvas.width) }
            if !fitsHeight { try solver.suggestValue(model.rootHeight, canvas.height) }
            return true
        } catch {
            return false
        }
    }

    /// Suggests the safe-area insets of the views of
    /// ``LayoutPassModel/safeInsets`` (in that order). False when the
    /// required constraints refuse them (a fresh solve is then needed).
    func suggestSafeInsets(_ insets: [Insets]) -> Bool {
        guard broken.isEmpty else { return false }
        do {
            for (entry, value) in zip(model.safeInsets, insets) {
                for (variable, amount) in zip(entry.variables, [value.top, value.left, value.bottom, value.right]) {
                    try solver.suggestValue(variable, amount)
                }
            }
            return true
        } catch {
            return false
        }
    }

    /// The current frame values: `x`, `y`, `width`, `height` of every view, four per view.
    func frameValues() -> [Double] { solver.values(of: model.frameVariables) }

    /// The frames, ambiguity and conflicts of the current solution.
    func result(for canvas: Canvas, reportsAmbiguity: Bool) -> CanvasLayout {
        let names = model.names
        let values = solver.values(of: model.frameVariables)
        var frames: [(view: String, frame: Frame)] = []
        frames.reserveCapacity(names.count)
        for v in names.indices.dropFirst() {
            // `+ 0` turns a −0 into 0, so that no frame prints as "-0".
            frames.append((names[v], Frame(x: values[4 * v] + 0, y: values[4 * v + 1] + 0,
                                           width: values[4 * v + 2] + 0, height: values[4 * v + 3] + 0)))
        }
        let ambiguous = reportsAmbiguity ? ambiguity() : []
        var unsatisfiable: [[LayoutConstraint]] = []
        var brokenSources: [LayoutConstraint] = []
        for (entry, conflicts) in broken {
            let source = model.source(ofEntry: entry)
            unsatisfiable.append(conflicts.compactMap(self.source(of:)) + [source])
            brokenSources.append(source)
        }
        var result = CanvasLayout(canvas: canvas, frames: frames, ambiguous: ambiguous, unsatisfiable: unsatisfiable,
                                  broken: brokenSources)
        if !model.contentViews.isEmpty {
            let content = solver.values(of: model.contentVariables)
            result.contentSizes = model.contentViews.enumerated().map { ordinal, v in
                (names[v], ContentSize(width: content[2 * ordinal] + 0, height: content[2 * ordinal + 1] + 0))
            }
        }
        if canvas.fits {
            // The root's size as laid out (`+ 0`: no −0), and the fitted axes
            // that no constraint reaches (their size is 0 whatever the content).
            let size = solver.values(of: [model.rootWidth, model.rootHeight])
            result.width = canvas.fitsWidth ? size[0] + 0 : canvas.width
            result.height = canvas.fitsHeight ? size[1] + 0 : canvas.height
            let mentioned = mentionedVariables()
            if canvas.fitsWidth && !mentioned[2] { result.unconstrainedFit.append("width") }
            if canvas.fitsHeight && !mentioned[3] { result.unconstrainedFit.append("height") }
            // (−0 and a negative rounding residue read as 0, not "-0".)
            if result.width < 0 && result.width > -1e-9 { result.width = 0 }
            if result.height < 0 && result.height > -1e-9 { result.height = 0 }
        }
        return result
    }

    /// The views whose parent-space frame values the solution leaves free.
    ///
    /// A frame variable is free when the solver reports it ambiguous, or when
    /// no constraint in the solver mentions it at all.
    private func ambiguity() -> [AmbiguousView] {
        var free = mentionedVariables().map { !$0 }
        let ambiguous = solver.ambiguousVariables()
        for variable in ambiguous {
            if let index = model.frameVariableIndex(of: variable) { free[index] = true }
        }
        // A scroll view's content size is free in the same two ways.
        var freeContent = mentionedContent().map { !$0 }
        if !model.contentVariables.isEmpty {
            var index: [ObjectIdentifier: Int] = [:]
            for (i, variable) in model.contentVariables.enumerated() { index[ObjectIdentifier(variable)] = i }
            for variable in ambiguous {
                if let i = index[ObjectIdentifier(variable)] { freeContent[i] = true }
            }
        }
        var contentOrdinal: [Int: Int] = [:]
        for (ordinal, v) in model.contentViews.enumerated() { contentOrdinal[v] = ordinal }
        let labels = ["x", "y", "width", "height"]
        var result: [AmbiguousView] = []
        for v in model.names.indices.dropFirst() {
            var axes: [String] = []
            for k in 0..<4 where free[4 * v + k] { axes.append(labels[k]) }
            if let ordinal = contentOrdinal[v] {
                if freeContent[2 * ordinal] { axes.append("contentWidth") }
                if freeContent[2 * ordinal + 1] { axes.append("contentHeight") }
            }
            if !axes.isEmpty { result.append(AmbiguousView(view: model.names[v], free: axes)) }
        }
        return result
    }

    /// Which content variables (``LayoutPassModel/contentVariables``) the
    /// constraints held by the solver mention.
    private func mentionedContent() -> [Bool] {
        guard !broken.isEmpty else { return direction == .ltr ? model.mentionedContentLTR : model.mentionedContentRTL }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, variable) in model.contentVariables.enumerated() { index[ObjectIdentifier(variable)] = i }
        var mentioned = [Bool](repeating: false, count: model.contentVariables.count)
        let left = Set(broken.map(\.entry))
        for (i, entry) in model.entries.enumerated() where !left.contains(i) {
            for term in entry.constraint(for: direction).expression.terms {
                if let c = index[ObjectIdentifier(term.variable)] { mentioned[c] = true }
            }
        }
        return mentioned
    }

    /// Which frame variables the constraints held by the solver mention.
    private func mentionedVariables() -> [Bool] {
        guard !broken.isEmpty else { return direction == .ltr ? model.mentionedLTR : model.mentionedRTL }
        var mentioned = [Bool](repeating: false, count: model.frameVariables.count)
        var left = Set(broken.map(\.entry))
        for (index, entry) in model.entries.enumerated() {
            if left.remove(index) != nil { continue }
            for term in entry.constraint(for: direction).expression.terms {
                if let i = model.frameVariableIndex(of: term.variable) { mentioned[i] = true }
            }
        }
        return mentioned
    }

    /// The layout constraint a solver constraint of a conflicting set stands
    /// for: the layout's constraint, a synthesised intrinsic-size constraint,
    /// the sizes rule, or, for the canvas size, `root.width == W` /
    /// `root.height == H`.
    private func source(of constraint: Constraint) -> LayoutConstraint? {
        if let index = model.entryIndex(of: constraint) { return model.source(ofEntry: index) }
        if let index = model.ruleIndex(of: constraint) { return model.ruleSource(index) }
        let expression = constraint.expression
        guard expression.terms.count == 1, let term = expression.terms.first, term.coefficient != 0 else { return nil }
        let attribute: Attribute
        if term.variable === model.rootWidth {
            attribute = .width
        } else if term.variable === model.rootHeight {
            attribute = .height
        } else {
            return nil
        }
        return LayoutConstraint(item: View.rootName, attribute: attribute,
                                constant: -expression.constant / term.coefficient)
    }
}
