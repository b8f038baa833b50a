/// A finding of `layoutdb check`.
public struct CheckFinding: Hashable, Sendable {
    /// What a finding is about (raw values as `check` prints them).
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Required constraints that cannot all hold on a canvas (an error).
        case unsatisfiable
        /// A view whose frame the constraints leave free on a canvas (an error).
        case ambiguous
        /// A canvas whose safe area did not settle in ``LayoutPass/safeAreaPasses`` passes (an error).
        case unsettled
        /// The same constraint twice on one view, keys aside (a warning).
        case duplicate
        /// An inequality implied by a similar equality or tighter inequality (a warning).
        case redundant
        /// An `update` that found no similar constraint and added one (a warning of a file's edits).
        case updateAdded = "update-added"
        /// Any other warning of a file's edits.
        case edit
        /// A fitted axis of a canvas that no constraint reaches: its size is 0 (a warning).
        case unconstrainedFit = "unconstrained-fit"

        /// The raw value, as printed: `unsatisfiable`, `update-added`, ….
        public var description: String { rawValue }
    }

    /// Errors fail the check (exit 1); warnings do not.
    public var severity: Diagnostic.Severity
    /// What the finding is about.
    public var kind: Kind
    /// The canvas, for findings of solving.
    public var canvas: String?
    /// The finding in words, naming the constraints or view concerned.
    public var message: String
    /// The constraints concerned, in the one-line form.
    public var constraints: [String]
    /// Where the constraint concerned was written (the broken one of a set), when known.
    public var location: SourceLocation?
    /// For an unsatisfiable set, the names of the sizes rules it holds
    /// (``LayoutConstraint/ruleName``: `the width of a is never negative
    /// (UIKit)`), in its order; empty otherwise.
    public var rules: [String]

    /// A finding; `canvas` for findings of solving, `constraints` in the
    /// one-line form, `rules` the names of the sizes rules among them.
    public init(severity: Diagnostic.Severity, kind: Kind, canvas: String? = nil, message: String,
                constraints: [String] = [], location: SourceLocation? = nil, rules: [String] = []) {
        self.severity = severity
        self.kind = kind
        self.canvas = canvas
        self.message = message
        self.constraints = constraints
        self.location = location
        self.rules = rules
    }
}

/// What `check` looks for in a layout and its solutions.
public enum LayoutCheck {
    /// Unsatisfiable sets, ambiguous views and unsettled safe areas (errors: CI gates on them),
    /// duplicate and redundant constraints (warnings).
    public static func findings(_ layout: Layout, canvases: [CanvasLayout]) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        for result in canvases {
            for set in result.unsatisfiable {
                let lines = set.map(OneLine.format)
                let broken = set.last?.ruleName.map { "the rule '\($0)'" } ?? "'\(lines.last ?? "")'"
                let negative = OneLine.ruleViolations(set).map { ": \($0)" } ?? ""
                findings.append(CheckFinding(severity: .error, kind: .unsatisfiable, canvas: result.canvas.name,
                                             message: "\(broken) cannot hold together with the others\(negative)",
                                             constraints: lines, location: set.last?.location,
                                             rules: set.compactMap(\.ruleName)))
            }
            for view in result.ambiguous {
                findings.append(CheckFinding(severity: .error, kind: .ambiguous, canvas: result.canvas.name,
                                             message: "view '\(view.view)' is ambiguous: \(view.free.joined(separator: ", ")) free"))
            }
            if result.safeAreaUnsettled {
                findings.append(CheckFinding(severity: .error, kind: .unsettled, canvas: result.canvas.name,
                                             message: "the safe area does not settle: laying out again with the measured "
                                                + "insets still moves them after \(LayoutPass.safeAreaPasses) passes"))
            }
        }
        // A fitted axis the root's size is pulled to 0 on, whatever the content.
        if canvases.contains(where: \.canvas.fits) {
            let model = LayoutPassModel(layout)
            for result in canvases where result.canvas.fits {
                for axis in model.unconstrainedFit(result.canvas) {
                    findings.append(CheckFinding(severity: .warning, kind: .unconstrainedFit, canvas: result.canvas.name,
                                                 message: LayoutCheck.unconstrainedFitMessage(axis)))
                }
            }
        }
        findings += duplicatesAndRedundancies(layout)
        return findings
    }

    /// The words of a fitted axis that no constraint reaches (`height`):
    /// `the fitted height depends on no constraint: it is 0 (nothing reaches the root's bottom)`.
    public static func unconstrainedFitMessage(_ axis: String) -> String {
        "the fitted \(axis) depends on no constraint: it is 0 (nothing reaches the root's "
            + (axis == "width" ? "right" : "bottom") + ")"
    }

    /// Pairs of constraints of one view where one says nothing the other does
    /// not: the same constraint twice (keys aside), or an inequality implied by
    /// a similar equality or a tighter similar inequality. Inactive
    /// constraints are left out: they take no part in the layout (a prepared
    /// alternative is not a duplicate).
    public static func duplicatesAndRedundancies(_ layout: Layout) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        var byItem: [String: [LayoutConstraint]] = [:]
        for (_, c) in layout.constraints where c.isActive { byItem[c.item, default: []].append(c) }
        // The views' constraints, then those of scroll views' guides (`s.contentGuide`).
        let names = layout.viewNames
        let known = Set(names)
        for view in names + byItem.keys.filter({ !known.contains($0) }).sorted() {
            let list = byItem[view] ?? []
            for i in list.indices {
                for j in list.indices where j > i {
                    let a = list[i], b = list[j]
                    guard a.item2 == b.item2, a.attribute == b.attribute, a.attribute2 == b.attribute2,
                          a.multiplier == b.multiplier, a.priority == b.priority else { continue }
                    let la = OneLine.format(a), lb = OneLine.format(b)
                    if a.relation == b.relation && a.constant == b.constant {
                        findings.append(CheckFinding(severity: .warning, kind: .duplicate,
                                                     message: "'\(lb)' repeats '\(la)'", constraints: [la, lb],
                                                     location: b.location))
                    } else if let (kept, implied) = implication(a, b) {
                        findings.append(CheckFinding(severity: .warning, kind: .redundant,
                                                     message: "'\(OneLine.format(implied))' is implied by '\(OneLine.format(kept))'",
                                                     constraints: [OneLine.format(kept), OneLine.format(implied)],
                                                     location: implied.location))
                    }
                }
            }
        }
        return findings
    }

    /// For two constraints alike but for relation and constant: (the stronger, the one it implies), if any.
    static func implication(_ a: LayoutConstraint, _ b: LayoutConstraint) -> (LayoutConstraint, LayoutConstraint)? {
        func implies(_ x: LayoutConstraint, _ y: LayoutConstraint) -> Bool {
            // x: lhs REL_x rhs + cx; y: lhs REL_y rhs + cy.
            switch (x.relation, y.relation) {
            case (.equal, .greaterThanOrEqual), (.greaterThanOrEqual, .greaterThanOrEqual): return x.constant >= y.constant
            case (.equal, .lessThanOrEqual), (.lessThanOrEqual, .lessThanOrEqual): return x.constant <= y.constant
            default: return false
            }
        }
        if implies(a, b) { return (a, b) }
        if implies(b, a) { return (b, a) }
        return nil
    }
}
