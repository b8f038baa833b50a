/// The tokens of an Objective-C file, with the preprocessor's `#define`s and
/// conditional groups read on the way.
///
/// A scanner of its own, not a C preprocessor: `#define NAME VALUE` is kept
/// as text for the reader to evaluate, and every token carries the
/// conditions of the `#if`/`#ifdef`/`#else` groups around it, so that both
/// branches are read and each line says which branch it came from.
struct ObjCToken {
    enum Kind: Equatable {
        case identifier
        case number
        case string
        /// `@interface`, `@property`, `@end`… (the text holds the `@`).
        case atKeyword
        case punctuation
        case end
    }

    var kind: Kind
    var text: String
    var place: SourcePlace
    /// The byte range of the token in the file.
    var start: Int
    var end: Int
    var conditions: [String]
}

/// A `#define` of the file: its name, its value's tokens and place, and the
/// text of the directive after `define` (the tokens' offsets are in it).
struct ObjCDefine {
    var name: String
    var tokens: [ObjCToken]
    var place: SourcePlace
    var text: String = ""
    /// A function-like macro (`#define kScale(x) …`): a name the file defines, no constant.
    var isFunctionLike = false
}

struct ObjCLexer {
    let file: String
    let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The open conditional groups: each group's condition text as said of
    /// the branch being read.
    private var groups: [(condition: String, branch: String)] = []
    private(set) var tokens: [ObjCToken] = []
    private(set) var defines: [ObjCDefine] = []

    init(file: String, text: String) {
        self.file = file
        self.bytes = Array(text.utf8)
    }

    /// The tokens of the whole file, ending with one ``ObjCToken/Kind/end``.
    mutating func run() {
        var atLineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 { newLine(); atLineStart = true; continue }
            if byte == 32 || byte == 9 || byte == 13 || byte == 12 { index += 1; continue }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { skipLine(); continue }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
            if byte == UInt8(ascii: "#"), atLineStart { directive(); continue }
            atLineStart = false
            tokens.append(token())
        }
        tokens.append(ObjCToken(kind: .end, text: "", place: place(at: bytes.count), start: bytes.count,
                                end: bytes.count, conditions: []))
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
    }

    private func place(at offset: Int) -> SourcePlace {
        // Columns count characters: UTF-8 continuation bytes are not counted.
        var column = 1
        var i = lineStart
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePlace(file: file, line: line, column: column)
    }

    private mutating func skipLine() {
        while index < bytes.count && bytes[index] != 10 { index += 1 }
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { index += 2; return }
            if bytes[index] == 10 { newLine() } else { index += 1 }
        }
    }

    private var conditions: [String] { groups.map(\.branch) }

    /// A preprocessor line: `#define`, a conditional, or one that is skipped
    /// (`#import`, `#pragma`). Continuation lines (`\` at the end) are joined.
    private mutating func directive() {
        let startPlace = place(at: index)
        var text: [UInt8] = []
        while index < bytes.count && bytes[index] != 10 {
            if bytes[index] == UInt8(ascii: "\\"), peek(1) == 10 {
                index += 1
                newLine()
                text.append(32)
                continue
            }
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { skipLine(); break }
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                text.append(32)
                continue
            }
            text.append(bytes[index])
            index += 1
        }
        let line = String(decoding: text, as: UTF8.self).dropFirst().trimmingSpaces()
        let word = String(line.prefix { $0.isLetter })
        let rest = String(line.dropFirst(word.count)).trimmingSpaces()
        switch word {
        case "if":
            groups.append(("#if \(rest)", "#if \(rest)"))
        case "ifdef":
            groups.append(("#ifdef \(rest)", "#ifdef \(rest)"))
        case "ifndef":
            groups.append(("#ifndef \(rest)", "#ifndef \(rest)"))
        case "elif":
            // The group's chain grows (`#if A / #elif B`): its `#else` runs when none of it held.
            if let last = groups.popLast() {
                groups.append(("\(last.condition) / #elif \(rest)", "#elif \(rest) (after \(last.condition))"))
            }
        case "else":
            if let last = groups.popLast() { groups.append((last.condition, "#else of \(last.condition)")) }
        case "endif":
            _ = groups.popLast()
        case "define":
            var inner = ObjCLexer(file: file, text: rest)
            inner.line = startPlace.line
            inner.run()
            let name = inner.tokens.first
            if let name, name.kind == .identifier {
                var value = Array(inner.tokens.dropFirst().dropLast())
                // A function-like macro (`#define M(x) …`) is not a constant.
                var functionLike = false
                if let open = value.first, open.text == "(", open.start == name.end {
                    value = []
                    functionLike = true
                }
                defines.append(ObjCDefine(name: name.text, tokens: value, place: startPlace, text: rest,
                                          isFunctionLike: functionLike))
            }
        default:
            break  // #import, #pragma, #error, #undef: nothing to read
        }
    }

    private mutating func token() -> ObjCToken {
        let start = index
        let at = place(at: start)
        let byte = bytes[index]
        func make(_ kind: ObjCToken.Kind) -> ObjCToken {
            ObjCToken(kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), place: at,
                      start: start, end: index, conditions: conditions)
        }
        if isIdentifierStart(byte) {
            while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
            return make(.identifier)
        }
        if isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
            number()
            return make(.number)
        }
        if byte == UInt8(ascii: "\"") {
            string()
            return make(.string)
        }
        if byte == UInt8(ascii: "'") {
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "'") && bytes[index] != 10 {
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                index += 1
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: "'") { index += 1 }
            return make(.number)
        }
        if byte == UInt8(ascii: "@") {
            if let next = peek(1), isIdentifierStart(next) {
                index += 1
                while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
                return make(.atKeyword)
            }
            if peek(1) == UInt8(ascii: "\"") {
                index += 1
                string()
                return make(.string)
            }
            index += 1
            return make(.punctuation)
        }
        let pairs = ["->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "|=", "&=", "++", "--", "<<", ">>"]
        if let next = peek(1) {
            let two = String(decoding: [byte, next], as: UTF8.self)
            if pairs.contains(two) {
                index += 2
                return make(.punctuation)
            }
        }
        // One byte, or one whole UTF-8 character.
        index += 1
        while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
        return make(.punctuation)
    }

    private mutating func number() {
        if bytes[index] == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            index += 2
            while index < bytes.count && (isHexDigit(bytes[index])) { index += 1 }
        } else {
            while index < bytes.count && (isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".")) { index += 1 }
            if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
                let save = index
                index += 1
                if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
                if index < bytes.count && isDigit(bytes[index]) {
                    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
                } else {
                    index = save
                }
            }
        }
        // Suffixes: 16.0f, 10u, 3L, 2.0F.
        while index < bytes.count && "fFlLuU".utf8.contains(bytes[index]) { index += 1 }
    }

    private mutating func string() {
        index += 1
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != 10 {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: "\"") { index += 1 }
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> String {
        let characters = Array(self)
        var start = 0, end = characters.count
        while start < end && (characters[start] == " " || characters[start] == "\t" || characters[start] == "\r") { start += 1 }
        while end > start && (characters[end - 1] == " " || characters[end - 1] == "\t" || characters[end - 1] == "\r") { end -= 1 }
        return String(characters[start..<end])
    }
}
