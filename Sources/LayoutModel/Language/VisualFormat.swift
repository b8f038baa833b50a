/// Apple's Visual Format Language (`language.md`, "VFL").
///
/// ```swift
/// try VisualFormat.constraints("H:|-[a(>=70)]-8-[b]-|", at: place)
/// // a.leading == superview.leading + 20
/// // a.width >= 70
/// // b.leading == a.trailing + 8
/// // b.trailing == superview.trailing - 20
/// ```
///
/// - `H:` (the default) works leading to trailing, as Apple's default
///   `NSLayoutFormatDirectionLeadingToTrailing`: edges `leading`/`trailing`,
///   size `width`. `V:` uses `top`/`bottom` and `height`.
/// - Standard spacing `-` is 8 between two views and 20 to the superview's edge;
///   no connection (`][`, `|[`, `]|`) is a spacing of 0.
/// - A connection's predicates relate the gap: `[a]-(>=8)-[b]` is
///   `b.leading >= a.trailing + 8`. Every constraint's first item is a view of
///   the format, never the superview, so a trailing gap is normalised:
///   `[a]-(>=20)-|` is `a.trailing <= superview.trailing - 20`.
/// - A view's predicates relate its size: `[a(>=70,<=100@750)]`, `[a(==b)]`
///   (`a.width == b.width`). A name in a predicate is a metric when `metrics`
///   has it, else a view (inside `[…]`) or an unknown metric (in a connection).
/// - Priorities `@N` or `@metric` are whole numbers from 1 to 1000.
/// - Order of the constraints: as the text reads (the connection before a
///   view, then the view's predicates, the trailing connection last), then the
///   alignment constraints.
/// - `align` is one of Apple's `alignAll…` attributes (left, right, top, bottom,
///   leading, trailing, centerX, centerY, firstBaseline, lastBaseline) across
///   the line's axis: each view after the first gets `view.ATTR == first.ATTR`.
/// - Whitespace between tokens is ignored, as Apple's scanner does.
/// - A view may appear once per format (a second `[a]` would relate `a` to
///   itself); `superview` is not a view name (write `|`).
public enum VisualFormat {
    /// The constraints of a format string such as `H:|-[a(>=70)]-8-[b]-|`.
    ///
    /// Views are named as written; the superview `|` becomes the reserved
    /// name `superview` (resolved when the edit is applied). Every constraint's
    /// first item is a view of the format, never the superview. Each
    /// constraint's `location` is `location`; its `targetLocation` is the place
    /// in the format of its second item (the view's name, or the `|`).
    /// - Parameters:
    ///   - format: the format string, without quotes.
    ///   - metrics: named numbers usable in place of a number.
    ///   - align: an `alignAll…` attribute applied to the views of the line.
    ///   - location: the place of the format's first character; errors report
    ///     the column within the format from it.
    /// - Throws: the syntax errors found, each at its column: `location.column`
    ///   plus the offset of the offending character in `format` (a problem with
    ///   `align` is reported at `location` itself). A syntax error stops the
    ///   parse; unknown metrics, priorities out of range and reserved names are
    ///   all reported together with it.
    public static func constraints(_ format: String, metrics: [String: Double] = [:], align: Attribute? = nil,
                                   at location: SourceLocation) throws(LayoutErrors) -> [LayoutConstraint] {
        var parser = Parser(format, metrics: metrics)
        var problems: [(message: String, index: Int)] = []
        var line: Line?
        do {
            line = try parser.parseLine()
        } catch {
            problems.append((error.message, error.index))
        }
        problems += parser.problems
        if let align, let axis = line?.axis, let problem = alignmentProblem(align, axis: axis) {
            problems.append((problem, 0))
        }
        guard problems.isEmpty, let line else {
            let sorted = problems.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
            throw LayoutErrors(sorted.map { entry in
                let column = location.column + entry.element.index
                return .error(entry.element.message,
                              at: SourceLocation(file: location.file, line: location.line, column: column))
            })
        }
        return constraints(of: line, align: align, at: location)
    }
}
