/// The recursive-descent parser behind `LayoutParser.parse`: pulls tokens from
/// the lexer with a few tokens of look-ahead, turns statements into edits and
/// reports every error it finds, recovering at the next statement (or the next
/// line of a block).
///
/// Parsing functions that fail report the error first, then throw `Stop`; the
/// caller skips to a place where parsing can go on.
struct Parser {
    /// Thrown after an error has been reported.
    struct Stop: Error {}

    var lexer: Lexer
    let file: String
    /// Errors found by the parser (the lexer keeps its own).
    var diagnostics: [Diagnostic] = []
    var edits: [Edit] = []
    var documentName: String?
    /// Whether a statement was seen (a later `layout` is then misplaced).
    var sawStatement = false
    var sawLayout = false
    /// The dialect lines are read in from here on (`dialect`, `layout NAME dialect D`).
    var dialect = Dialect.masonry
    /// The first dialect the file declared, if any.
    var declaredDialect: Dialect?
    /// The receiver of the last block's lines, when its closure header did not declare it.
    var undeclaredReceiver: (name: String, location: SourceLocation)?
    /// Whether the numbers read are the terms of a priority, whose own bound
    /// (1…1000) is checked on the whole (``priorityValue()``), not a length's.
    var readingPriority = false
    /// How many pasted values (`@(…)`, `CGFloat(…)`, constructors) enclose
    /// the one being read; bounded so that nesting cannot exhaust the stack.
    var valueDepth = 0

    /// The token under the cursor.
    private(set) var current: Token
    /// The tokens after `current` already cut, from `lookaheadHead` on.
    private var lookahead: [Token] = []
    private var lookaheadHead = 0
    /// When set, the chain of every line read (a block's, a one-line
    /// statement's), in order: what the printer's round trip compares.
    var chains: [ConstraintChain]?
    /// A draft whose buffers are reused from line to line (no allocation per line).
    var scratch = ConstraintDraft(location: SourceLocation(file: "", line: 0, column: 0))
    /// Where the last token moved past ends (a byte offset).
    private(set) var previousEnd = 0
    /// The kind of the last token moved past.
    private(set) var previousKind = Token.Kind.newline

    init(_ text: String, file: String) {
        var lexer = Lexer(text, file: file)
        current = lexer.next()
        self.lexer = lexer
        self.file = file
    }

    // MARK: The cursor

    /// The token `k` places after the cursor (`peek(0)` is `current`).
    mutating func peek(_ k: Int) -> Token {
        if k == 0 { return current }
        while lookahead.count - lookaheadHead < k { lookahead.append(lexer.next()) }
        return lookahead[lookaheadHead + k - 1]
    }

    /// Moves past the current token and returns it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        previousEnd = token.end
        previousKind = token.kind
        if lookaheadHead < lookahead.count {
            current = lookahead[lookaheadHead]
            lookaheadHead += 1
            if lookaheadHead == lookahead.count {
                lookahead.removeAll(keepingCapacity: true)
                lookaheadHead = 0
            }
        } else if current.kind != .end {
            current = lexer.next()
        }
        return token
    }

    /// The source text of a token.
    func text(_ token: Token) -> String { lexer.text(token) }

    /// The source text from a token's start to the end of the last token moved past (`-5`).
    func source(from token: Token) -> String {
        let end = min(max(previousEnd, token.start), lexer.bytes.count)
        let start = min(token.start, end)
        return String(decoding: lexer.bytes[start..<end], as: UTF8.self)
    }

    /// Where a token starts.
    func location(_ token: Token) -> SourceLocation { lexer.location(token) }

    /// The current token for a message: `'foo'`, `the number '12'`, `the end of the line`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: "the end of the line"
        case .end: "the end of the file"
        case .string: "the string \(text(token))"
        case .number: "the number '\(text(token))'"
        case .size: "the size '\(text(token))'"
        default: "'\(text(token))'"
        }
    }

    // MARK: Errors

    /// Reports an error at a token (nothing when the token is one the lexer already reported).
    mutating func report(_ message: String, at token: Token) {
        guard token.kind != .invalid else { return }
        diagnostics.append(.error(message, at: location(token)))
    }

    /// Reports an error at a token and returns `Stop` to throw.
    mutating func fail(_ message: String, at token: Token) -> Stop {
        report(message, at: token)
        return Stop()
    }

    /// Fails with "expected WHAT, found …" at the current token.
    mutating func expected(_ what: String) -> Stop {
        fail("expected \(what), found \(describe(current))", at: current)
    }

    /// Consumes a token of a kind, or fails with "expected WHAT".
    @discardableResult
    mutating func expect(_ kind: Token.Kind, _ what: String) throws(Stop) -> Token {
        guard current.kind == kind else { throw expected(what) }
        return advance()
    }

    // MARK: The file

    /// Parses statements up to the end of the file.
    mutating func parseFile() {
        while true {
            while current.kind == .newline || current.kind == .semicolon { advance() }
            if current.kind == .end { return }
            do {
                try statement()
                // A statement ends at a separator, or at a line start (after an unclosed block).
                if !current.endsStatement && previousKind != .newline {
                    throw fail("expected the end of the statement, found \(describe(current))", at: current)
                }
            } catch {
                skipStatement()
            }
            sawStatement = true
        }
    }

    /// Skips to the end of the statement (a whole `{ … }` block included).
    mutating func skipStatement() {
        while !current.endsStatement {
            if current.kind == .leftBrace {
                skipBlock()
            } else {
                advance()
            }
        }
    }

    /// Skips a `{ … }` block from its `{`, reporting it when it is not closed.
    private mutating func skipBlock() {
        let open = advance()
        var depth = 1
        var atLineStart = false
        while true {
            switch current.kind {
            case .end:
                reportUnterminated(open)
                return
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .name where atLineStart && startsStatement():
                reportUnterminated(open)
                return
            default:
                break
            }
            atLineStart = current.kind == .newline
            advance()
        }
    }

    /// Skips the rest of a line of a block (up to `;`, a newline, `}` or the
    /// end), a `{ … }` in it whole (a pasted closure).
    mutating func skipLine() {
        while !current.endsStatement && current.kind != .rightBrace {
            if current.kind == .leftBrace {
                skipBlock()
            } else {
                advance()
            }
        }
    }

    /// Whether the current name, at the start of a line, begins a statement:
    /// a statement keyword not followed by `.` or `(` (how an unclosed block is found).
    mutating func startsStatement() -> Bool {
        guard current.kind == .name, let word = current.word, word.isStatementKeyword else { return false }
        let next = peek(1).kind
        return next != .dot && next != .leftParen
    }

    /// Reports a block whose `{` has no `}`.
    mutating func reportUnterminated(_ open: Token) {
        report("unterminated block: '{' has no matching '}'", at: open)
    }

    /// The result of the whole file, every diagnostic in file order.
    func result() -> ParseResult {
        var all = (lexer.diagnostics + diagnostics).enumerated().map { ($0.offset, $0.element) }
        all.sort { a, b in
            let (x, y) = (a.1.location, b.1.location)
            if let x, let y, x != y { return x < y }
            return a.0 < b.0
        }
        var result = ParseResult(documentName: documentName, edits: edits, diagnostics: all.map(\.1))
        result.dialect = declaredDialect ?? .masonry
        return result
    }
}
