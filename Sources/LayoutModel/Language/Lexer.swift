/// The lexer of the `.layout` language (`language.md`, "Lexical"): cuts the
/// UTF-8 bytes of a file into tokens, one at a time, with exact places.
///
/// - A leading `-` is never part of a number: `-` is always its own token, and
///   the parser reads it as a sign where a number is expected (`offset(-32)`) or
///   as a minus between terms (`a.left == b.left - 32`). An exponent's sign is
///   part of the number (`1e-05`).
/// - Columns count characters from 1; lines are cut at `\n`, `\r\n` or `\r`.
/// - Bad input (a stray character, an unterminated string, a bad escape) is
///   reported once here and becomes an `.invalid` token.
struct Lexer {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The file name used in locations.
    let file: String
    /// The errors found so far.
    private(set) var diagnostics: [Diagnostic] = []

    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The offset of the first non-ASCII byte of the current line (columns before it are byte counts).
    private var firstNonASCII = Int.max
    private let words = WordTable.shared

    /// A lexer at the start of `text`.
    init(_ text: String, file: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.replaceSubrange(0..<3, with: [0x20]) }
        self.bytes = bytes
        self.file = file
    }

    // MARK: Reading tokens back

    /// The source text of a token.
    func text(_ token: Token) -> String {
        let end = min(max(token.end, token.start), bytes.count)
        let start = min(max(token.start, 0), end)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The value of a string token: the text between the quotes with `\"` and `\\` resolved.
    func stringValue(_ token: Token) -> String {
        guard token.kind == .string, token.end - token.start >= 2 else { return text(token) }
        var out: [UInt8] = []
        out.reserveCapacity(token.end - token.start)
        var i = token.start + 1
        while i < token.end - 1 {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < token.end - 1 { i += 1 }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where a token starts.
    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    // MARK: Cutting tokens

    /// The next token; `.end` forever once the bytes are used up.
    mutating func next() -> Token {
        skipBlanks()
        let start = position
        guard start < bytes.count else { return token(.end, from: start) }
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "\n"):
            position += 1
            return newline(from: start)
        case UInt8(ascii: "\r"):
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
            return newline(from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(from: start)
        case UInt8(ascii: "\""):
            return string(from: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return name(from: start)
        case UInt8(ascii: "="):
            if peekByte(1) == UInt8(ascii: "=") { return punctuation(.equalEqual, length: 2) }
            return punctuation(.equal, length: 1)
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if peekByte(1) == UInt8(ascii: "=") {
                return punctuation(byte == UInt8(ascii: "<") ? .lessEqual : .greaterEqual, length: 2)
            }
            let symbol = byte == UInt8(ascii: "<") ? "<" : ">"
            return invalid(from: start, length: 1, "unexpected character '\(symbol)'; did you mean '\(symbol)='?")
        case UInt8(ascii: "."): return punctuation(.dot, length: 1)
        case UInt8(ascii: ","): return punctuation(.comma, length: 1)
        case UInt8(ascii: "("): return punctuation(.leftParen, length: 1)
        case UInt8(ascii: ")"): return punctuation(.rightParen, length: 1)
        case UInt8(ascii: "["): return punctuation(.leftBracket, length: 1)
        case UInt8(ascii: "]"): return punctuation(.rightBracket, length: 1)
        case UInt8(ascii: "{"): return punctuation(.leftBrace, length: 1)
        case UInt8(ascii: "}"): return punctuation(.rightBrace, length: 1)
        case UInt8(ascii: ";"): return punctuation(.semicolon, length: 1)
        case UInt8(ascii: "@"): return punctuation(.at, length: 1)
        case UInt8(ascii: "*"): return punctuation(.star, length: 1)
        case UInt8(ascii: "/"): return punctuation(.slash, length: 1)
        case UInt8(ascii: "+"): return punctuation(.plus, length: 1)
        case UInt8(ascii: "-"):
            if peekByte(1) == UInt8(ascii: ">") { return punctuation(.arrow, length: 2) }
            return punctuation(.minus, length: 1)
        case UInt8(ascii: ":"): return punctuation(.colon, length: 1)
        case UInt8(ascii: "$") where peekByte(1).map(isDigit) == true:
            position += 1
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            return token(.closureArgument, from: start)
        default:
            if byte >= 0x80 {
                let (scalar, length) = decodeScalar(at: start)
                if let scalar, Vocabulary.isNameStart(scalar) { return name(from: start) }
                let shown = scalar.map { String(Character($0)) } ?? "\\u{FFFD}"
                return invalid(from: start, length: length, "unexpected character '\(shown)'")
            }
            let shown = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
            return invalid(from: start, length: 1, "unexpected character '\(shown)'")
        }
    }

    /// Skips spaces, tabs and comments (not newlines).
    private mutating func skipBlanks() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && peekByte(1) == UInt8(ascii: "/")) {
                // `#` and, for pasted Objective-C and Swift lines, `//` begin a comment.
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                    position += 1
                }
            } else if byte >= 0x80 {
                let (scalar, length) = decodeScalar(at: position)
                guard let scalar, scalar.properties.isWhitespace, scalar != "\u{2028}", scalar != "\u{2029}" else { return }
                noteNonASCII(at: position)
                position += length
            } else {
                return
            }
        }
    }

    private func peekByte(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func noteNonASCII(at offset: Int) {
        if offset < firstNonASCII { firstNonASCII = offset }
    }

    /// The column of a byte offset on the current line, in characters.
    private func column(of offset: Int) -> Int {
        if offset <= firstNonASCII { return offset - lineStart + 1 }
        return String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    }

    private func token(_ kind: Token.Kind, from start: Int) -> Token {
        Token(kind: kind, word: nil, start: start, end: position, line: line, column: column(of: start))
    }

    private mutating func punctuation(_ kind: Token.Kind, length: Int) -> Token {
        let start = position
        position += length
        return token(kind, from: start)
    }

    private mutating func newline(from start: Int) -> Token {
        let result = token(.newline, from: start)
        line += 1
        lineStart = position
        firstNonASCII = Int.max
        return result
    }

    private mutating func invalid(from start: Int, length: Int, _ message: String) -> Token {
        if bytes[start] >= 0x80 { noteNonASCII(at: start) }
        position = start + length
        let result = token(.invalid, from: start)
        diagnostics.append(.error(message, at: SourceLocation(file: file, line: result.line, column: result.column)))
        return result
    }

    // MARK: Names

    /// A name, by ``Vocabulary``'s rule of what a name is (the ASCII bytes
    /// that begin one are the `a…z`, `A…Z`, `_` cases of ``next()``).
    private mutating func name(from start: Int) -> Token {
        var asciiOnly = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Vocabulary.isASCIINamePart(byte) else { break }
                position += 1
            } else {
                let (scalar, length) = decodeScalar(at: position)
                guard let scalar, Vocabulary.isNamePart(scalar) else { break }
                if asciiOnly { noteNonASCII(at: position) }
                asciiOnly = false
                position += length
            }
        }
        var result = token(.name, from: start)
        if asciiOnly { result.word = words.word(bytes, start..<position) }
        return result
    }

    /// Decodes the scalar at a byte offset; nil (with length 1) for a malformed sequence.
    private func decodeScalar(at offset: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return (nil, 1)
        }
        guard offset + length <= bytes.count else { return (nil, 1) }
        for i in 1..<length {
            let next = bytes[offset + i]
            guard next & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }

    // MARK: Numbers

    /// `12`, `4.5`, `1e3`, `1e-05`, C's float literals `20.f`, `20.0f`,
    /// `0.5F` (the suffix is part of the number), and sizes `375x812`.
    private mutating func number(from start: Int) -> Token {
        let first = scanNumber()
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "x"), isDigit(bytes[position + 1]) else {
            skipFloatSuffix()
            var result = token(.number, from: start)
            result.number = first
            return result
        }
        position += 1
        let second = scanNumber()
        var result = token(.size, from: start)
        result.number = first
        result.number2 = second
        return result
    }

    /// Moves past C's float suffix after a number: `f` (`20.0f`) or `.f`
    /// (`20.f`), either letter case, when no name character follows it.
    private mutating func skipFloatSuffix() {
        var at = position
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") { at += 1 }
        guard at < bytes.count, bytes[at] == UInt8(ascii: "f") || bytes[at] == UInt8(ascii: "F") else { return }
        guard at + 1 >= bytes.count || !Vocabulary.isASCIINamePart(bytes[at + 1]) && bytes[at + 1] < 0x80 else { return }
        position = at + 1
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Scans digits, an optional fraction and an optional exponent; returns the value
    /// (infinite when out of range; the parser reports it).
    private mutating func scanNumber() -> Double {
        let start = position
        var integer: UInt64 = 0
        var digits = 0
        while position < bytes.count, isDigit(bytes[position]) {
            if digits < 18 { integer = integer * 10 + UInt64(bytes[position] - UInt8(ascii: "0")) }
            digits += 1
            position += 1
        }
        var simple = digits <= 15
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), isDigit(bytes[position + 1]) {
            simple = false
            position += 1
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            var next = position + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") { next += 1 }
            if next < bytes.count, isDigit(bytes[next]) {
                simple = false
                position = next
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
        }
        if simple { return Double(integer) }
        return Double(String(decoding: bytes[start..<position], as: UTF8.self)) ?? .infinity
    }

    // MARK: Strings

    /// `"…"` with `\"` and `\\`; ends at the line's end when unterminated (an error at the opening quote).
    private mutating func string(from start: Int) -> Token {
        position += 1
        var badEscape: (offset: Int, text: String)?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                if let badEscape {
                    let place = SourceLocation(file: file, line: line, column: column(of: badEscape.offset))
                    diagnostics.append(.error("unknown escape '\(badEscape.text)' in a string; only \\\" and \\\\ are allowed",
                                              at: place))
                    return token(.invalid, from: start)
                }
                return token(.string, from: start)
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte >= 0x80 { noteNonASCII(at: position) }
            if byte == UInt8(ascii: "\\") {
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next != UInt8(ascii: "\"") && next != UInt8(ascii: "\\") {
                    if badEscape == nil {
                        let (scalar, _) = position + 1 < bytes.count ? decodeScalar(at: position + 1) : (nil, 1)
                        let shown = next < 0x80 && next >= 0x20 ? String(UnicodeScalar(next)) : scalar.map { String(Character($0)) } ?? ""
                        badEscape = (position, "\\" + shown)
                    }
                    position += 1
                    continue
                }
                position += 2
                continue
            }
            position += 1
        }
        let result = token(.invalid, from: start)
        diagnostics.append(.error("unterminated string: '\"' has no closing '\"' on its line",
                                  at: SourceLocation(file: file, line: result.line, column: result.column)))
        return result
    }
}
