import LayoutSolver

/// One token of a `.layout` file, as the lexer cuts it.
///
/// A plain value (no String inside): the text of a name or string is read back
/// from the source bytes when the parser needs it.
struct Token: Sendable {
    /// What kind of token it is.
    enum Kind: UInt8, Sendable {
        /// A name: a letter or `_`, then letters, digits or `_`; `word` says which word it spells, if any.
        case name
        /// A number without sign (`12`, `4.5`, `1e3`); its value is `number`.
        case number
        /// A size `375x812`; its values are `number` and `number2`.
        case size
        /// A string literal `"…"`, quotes included in the range.
        case string
        case dot, comma, leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
        case semicolon, at, star, slash, plus, minus
        /// `==`, `<=`, `>=`.
        case equalEqual, lessEqual, greaterEqual
        /// `=` (in `metrics NAME=NUMBER`).
        case equal
        /// `:` (an argument label of pasted code: `UIEdgeInsets(top: 8, …)`).
        case colon
        /// `->` (a pasted closure's `(make) -> Void in`).
        case arrow
        /// `$0`, `$1`…: a Swift closure's anonymous argument (a pasted `$0.top…`).
        case closureArgument
        /// The end of a line (outside a comment's text).
        case newline
        /// The end of the file.
        case end
        /// Something the lexer already reported as an error (a bad character, an
        /// unterminated string); the parser skips its statement without saying more.
        case invalid
    }

    var kind: Kind
    /// The word a name spells, if any.
    var word: Word?
    /// The token's bytes in the source: `start ..< end` (UTF-8 offsets).
    var start: Int
    var end: Int
    /// Where the token starts: line and column (in characters), from 1.
    var line: Int
    var column: Int
    /// The value of a number, or the width of a size.
    var number: Double = 0
    /// The height of a size.
    var number2: Double = 0

    /// Whether the token ends a statement or a line of a block (`;`, a newline, the end of the file).
    var endsStatement: Bool { kind == .semicolon || kind == .newline || kind == .end }

    /// The relation a relation symbol writes.
    var relationSymbol: Relation? {
        switch kind {
        case .equalEqual: .equal
        case .lessEqual: .lessThanOrEqual
        case .greaterEqual: .greaterThanOrEqual
        default: nil
        }
    }
}
