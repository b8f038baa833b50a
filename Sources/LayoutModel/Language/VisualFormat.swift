/// Apple's Visual Format Language (`language.md`, "VFL").
public enum VisualFormat {
    /// The constraints of a format string such as `H:|-[a(>=70)]-8-[b]-|`.
    ///
    /// Views are named as written; the superview `|` becomes the reserved
    /// name `superview` (resolved when the edit is applied). Every constraint's
    /// first item is a view of the format, never the superview.
    /// - Parameters:
    ///   - format: the format string, without quotes.
    ///   - metrics: named numbers usable in place of a number.
    ///   - align: an `alignAll…` attribute applied to the views of the line.
    ///   - location: the place of the format's first character; errors report
    ///     the column within the format from it.
    /// - Throws: the syntax errors found, each at its column.
    public static func constraints(_ format: String, metrics: [String: Double] = [:], align: Attribute? = nil,
                                   at location: SourceLocation) throws(LayoutErrors) -> [LayoutConstraint] {
        throw LayoutErrors([.error("VFL is not implemented yet", at: location)])
    }
}
