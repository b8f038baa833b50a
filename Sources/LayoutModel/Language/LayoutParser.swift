/// What parsing a `.layout` file gives: its edits, the document it names, and
/// every error and warning found.
public struct ParseResult: Sendable {
    /// The name given by a `layout NAME` statement, if any.
    public var documentName: String?
    /// The edits, in file order.
    public var edits: [Edit]
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]
    /// The dialect the file declares first (`layout NAME dialect snapkit`,
    /// or a `dialect` statement); ``Dialect/masonry`` when it declares none.
    public var dialect: Dialect = .masonry

    /// A parse result; empty by default (no name, no edit, no problem).
    public init(documentName: String? = nil, edits: [Edit] = [], diagnostics: [Diagnostic] = []) {
        self.documentName = documentName
        self.edits = edits
        self.diagnostics = diagnostics
    }
}

/// The `.layout` language: a hand-written lexer and recursive-descent parser.
public enum LayoutParser {
    /// Parses a file's text into edits, reporting every error (not only the first).
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the name used in diagnostics (`FILE:LINE:COL: error: …`).
    public static func parse(_ text: String, file: String) -> ParseResult {
        var parser = Parser(text, file: file)
        parser.parseFile()
        return parser.result()
    }
}
