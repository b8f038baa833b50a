import LayoutModel

/// The report of required constraints that cannot all hold, as `solve` and
/// `apply` print it on standard error: per irreducible conflicting set, the
/// constraint left out, then every constraint of the set with its source
/// location (Auto Layout's "Unable to simultaneously satisfy constraints").
/// A set found on several canvases is reported once, with its canvases.
enum UnsatisfiableOutput {
    /// The report's lines for every canvas with conflicts, e.g.
    ///
    /// ```
    /// error: unsatisfiable on canvases 'phone', 'tablet': 'a.width == 200' was left out; it conflicts with:
    ///   u.layout:2:10: a.width == 100
    ///   u.layout:3:10: a.width == 200
    /// ```
    ///
    /// The sizes rule (``LayoutConstraint/isSizeRule``) is listed by its
    /// name, with no place, and the first line says which size would be
    /// negative without it:
    ///
    /// ```
    /// error: unsatisfiable on canvas 'phone': 'label.right == header.right - 8' was left out (the width of label would be negative); it conflicts with:
    ///   h.layout:3:10: header.width == 0
    ///   h.layout:5:3: label.left == header.left + 8
    ///   rule: the width of label is never negative (UIKit)
    ///   h.layout:6:3: label.right == header.right - 8
    /// ```
    ///
    /// With `stored` (the head the edits were applied on), a constraint of
    /// the edits that conflicts with a similar stored one (docs/semantics.md:
    /// all but the constant and the key equal) gets a hint to `update` it:
    ///
    /// ```
    /// hint: header.height == 64 (u.layout:3:15) conflicts with the stored header.height == 96; to change that constraint, use 'update header { … }'
    /// ```
    static func lines(_ canvases: [CanvasLayout], severity: Diagnostic.Severity = .error, stored: Layout? = nil)
        -> [String] {
        var lines: [String] = []
        for (set, names) in grouped(canvases) {
            guard let broken = set.last else { continue }
            let what = broken.ruleName.map { "the rule '\($0)'" } ?? "'\(OneLine.format(broken))'"
            let negative = OneLine.ruleViolations(set).map { " (\($0))" } ?? ""
            lines.append("\(severity.rawValue): unsatisfiable on \(canvasList(names)): "
                         + "\(what) was left out\(negative); it conflicts with:")
            for constraint in set {
                let place = constraint.location.map { "\($0): " } ?? ""
                lines.append("  \(place)\(OneLine.reportLine(constraint))")
            }
            if let stored { lines += updateHints(set, stored: stored) }
        }
        return lines
    }

    /// `canvas 'phone'`, or `canvases 'phone', 'tablet'`.
    static func canvasList(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
        return names.count == 1 ? "canvas \(quoted)" : "canvases \(quoted)"
    }

    /// The distinct conflicting sets of all canvases, in the order first
    /// found, each with the canvases it was found on. Two sets are the same
    /// when they list the same constraints, written at the same places, in the same order.
    static func grouped(_ canvases: [CanvasLayout]) -> [(set: [LayoutConstraint], canvases: [String])] {
        let entries = canvases.flatMap { result in
            result.unsatisfiable.map { (item: $0, canvas: Optional(result.canvas.name)) }
        }
        return CanvasGroups.grouped(entries) { set in
            set.map { "\($0.location.map(String.init(describing:)) ?? "") \(OneLine.format($0))" }
        }.map { ($0.item, $0.canvases) }
    }

    /// For each constraint of `set` that is not a stored one and follows, in
    /// the set's document order, a similar constraint with another constant
    /// or key whose identity is stored (similar to a constraint of `stored`,
    /// perhaps changed by the same edits): a hint that `update` changes the
    /// stored one instead of adding another.
    static func updateHints(_ set: [LayoutConstraint], stored: Layout) -> [String] {
        func isStored(_ c: LayoutConstraint) -> Bool { stored.constraints.contains { $0.constraint == c } }
        func hasStoredIdentity(_ c: LayoutConstraint) -> Bool {
            stored.constraints.contains { $0.constraint.isSimilar(to: c) }
        }
        var hints: [String] = []
        for (index, new) in set.enumerated() where !isStored(new) {
            guard let old = set[..<index].first(where: { $0.isSimilar(to: new) && $0 != new && hasStoredIdentity($0) })
            else { continue }
            let place = new.location.map { " (\($0))" } ?? ""
            hints.append("hint: \(OneLine.format(new))\(place) conflicts with the stored \(OneLine.format(old)); "
                         + "to change that constraint, use 'update \(new.item) { … }'")
        }
        return hints
    }
}

extension UnsatisfiableOutput {
    /// The same sets as JSON: per set, its canvas and its constraints (the
    /// one left out last), each with its place or null and, for the sizes
    /// rule, its name (else null):
    /// `[{"canvas", "constraints": [{"line", "location", "rule"}]}]`.
    static func json(_ canvases: [CanvasLayout]) -> JSONValue {
        .array(canvases.flatMap { result in
            result.unsatisfiable.map { set in
                .object([
                    ("canvas", .string(result.canvas.name)),
                    ("constraints", .array(set.map { constraint in
                        .object([
                            ("line", .string(OneLine.format(constraint))),
                            ("location", .string(orNull: constraint.location?.description)),
                            ("rule", .string(orNull: constraint.ruleName)),
                        ])
                    })),
                ])
            }
        })
    }
}
