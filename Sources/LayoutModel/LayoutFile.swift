/// Reading a whole `.layout` file into a layout: parse, then apply its edits
/// to an empty document.
public enum LayoutFile {
    /// The layout a file describes on its own, with every diagnostic of parsing
    /// and applying it. The document is named by its `layout` statement, else
    /// after the file (its base name without `.layout`).
    public static func load(_ text: String, file: String, options: EditOptions = EditOptions()) -> EditOutcome {
        apply(LayoutParser.parse(text, file: file), file: file, options: options)
    }

    /// Parses several files meant for one document, in order: their edits
    /// concatenated, the document named by the first `layout` statement, and
    /// an error where a later file names another document.
    public static func parse(_ files: [(file: String, text: String)]) -> ParseResult {
        var combined = ParseResult()
        for (file, text) in files {
            let parsed = LayoutParser.parse(text, file: file)
            combined.edits += parsed.edits
            combined.diagnostics += parsed.diagnostics
            guard let name = parsed.documentName else { continue }
            if let existing = combined.documentName, existing != name {
                combined.diagnostics.append(.error("'\(file)' edits document '\(name)', not '\(existing)'",
                                                   at: SourceLocation(file: file, line: 1, column: 1)))
            } else {
                combined.documentName = name
            }
        }
        return combined
    }

    /// Applies a parsed file to an empty document (the second half of ``load(_:file:options:)``).
    public static func apply(_ parsed: ParseResult, file: String, options: EditOptions = EditOptions()) -> EditOutcome {
        let name = parsed.documentName ?? documentName(forFile: file)
        guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else {
            return EditOutcome(layout: Layout(name: name), diagnostics: parsed.diagnostics)
        }
        var outcome = Layout(name: name).applying(parsed.edits, options: options)
        outcome.diagnostics = parsed.diagnostics + outcome.diagnostics
        return outcome
    }

    /// A file's base name without its `.layout` extension.
    public static func documentName(forFile path: String) -> String {
        var base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if base.hasSuffix(".layout") { base.removeLast(".layout".count) }
        return base
    }
}
