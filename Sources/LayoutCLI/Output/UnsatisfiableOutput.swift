import LayoutModel

/// The report of required constraints that cannot all hold, as `solve` and
/// `apply` print it on standard error: per irreducible conflicting set, the
/// constraint left out, then every constraint of the set with its source
/// location (Auto Layout's "Unable to simultaneously satisfy constraints").
enum UnsatisfiableOutput {
    /// The report's lines for every canvas with conflicts, e.g.
    ///
    /// ```
    /// error: unsatisfiable on canvas 'default': 'a.width == 200' was left out; it conflicts with:
    ///   u.layout:2:10: a.width == 100
    ///   u.layout:3:10: a.width == 200
    /// ```
    static func lines(_ canvases: [CanvasLayout], severity: Diagnostic.Severity = .error) -> [String] {
        var lines: [String] = []
        for result in canvases {
            for set in result.unsatisfiable {
                guard let broken = set.last else { continue }
                lines.append("\(severity.rawValue): unsatisfiable on canvas '\(result.canvas.name)': "
                             + "'\(OneLine.format(broken))' was left out; it conflicts with:")
                for constraint in set {
                    let place = constraint.location.map { "\($0): " } ?? ""
                    lines.append("  \(place)\(OneLine.format(constraint))")
                }
            }
        }
        return lines
    }
}

extension UnsatisfiableOutput {
    /// The same sets as JSON: per set, its canvas and its constraints (the
    /// one left out last), each with its place or null:
    /// `[{"canvas", "constraints": [{"line", "location"}]}]`.
    static func json(_ canvases: [CanvasLayout]) -> JSONValue {
        .array(canvases.flatMap { result in
            result.unsatisfiable.map { set in
                .object([
                    ("canvas", .string(result.canvas.name)),
                    ("constraints", .array(set.map { constraint in
                        .object([
                            ("line", .string(OneLine.format(constraint))),
                            ("location", .string(orNull: constraint.location?.description)),
                        ])
                    })),
                ])
            }
        })
    }
}
