import Foundation
import GRDB
import Testing
@testable import LayoutCLI

/// Every verb's JSON is JSON (docs/cli.md, "JSON output"): each parses with
/// a strict RFC 8259 parser (no `inf`, `nan`, `Infinity`, no leading zeros
/// or trailing commas, no raw control characters, no repeated key), and
/// with Foundation's; integers keep every digit up to 2⁶³ − 1; and the
/// tables print the same values as the JSON.
@Suite struct StrictJSONTests {
    // MARK: A strict parser

    /// A JSON value as RFC 8259 reads it, each number kept as its text.
    indirect enum Value: Equatable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Value])
        case object([String], [String: Value])

        subscript(_ key: String) -> Value? {
            guard case .object(_, let members) = self else { return nil }
            return members[key]
        }

        var items: [Value] {
            guard case .array(let items) = self else { return [] }
            return items
        }

        /// A number's text, or nil.
        var text: String? {
            guard case .number(let text) = self else { return nil }
            return text
        }

        /// Every number's text, in document order.
        var numbers: [String] {
            switch self {
            case .number(let text): [text]
            case .array(let items): items.flatMap(\.numbers)
            case .object(let keys, let members): keys.flatMap { members[$0]!.numbers }
            default: []
            }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var offset: Int
        var reason: String
        var description: String { "at byte \(offset): \(reason)" }
    }

    /// RFC 8259's grammar, byte by byte: one value between optional white space.
    struct Parser {
        let bytes: [UInt8]
        var index = 0

        static func parse(_ text: String) throws -> Value {
            var parser = Parser(bytes: Array(text.utf8))
            parser.skipSpace()
            let value = try parser.value()
            parser.skipSpace()
            guard parser.index == parser.bytes.count else { throw parser.error("text after the value") }
            return value
        }

        func error(_ reason: String) -> ParseError { ParseError(offset: index, reason: reason) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func literal(_ word: String) throws {
            for byte in word.utf8 {
                guard current == byte else { throw error("expected '\(word)'") }
                index += 1
            }
        }

        mutating func value() throws -> Value {
            switch current {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
            default: throw error("expected a value")
            }
        }

        mutating func object() throws -> Value {
            index += 1
            var keys: [String] = []
            var members: [String: Value] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object(keys, members) }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                guard members[key] == nil else { throw error("key '\(key)' repeated") }
                skipSpace()
                try literal(":")
                skipSpace()
                members[key] = try value()
                keys.append(key)
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try literal("}")
                return .object(keys, members)
            }
        }

        mutating func array() throws -> Value {
            index += 1
            var items: [Value] = []
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value())
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try literal("]")
                return .array(items)
            }
        }

        mutating func string() throws -> String {
            index += 1
            var out: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { throw error("unterminated escape") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                        else { throw error("bad \\u escape") }
                        index += 4
                        // (Surrogate pairs are not needed here: the tool escapes only control characters.)
                        out.append(contentsOf: Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                    default: throw error("bad escape")
                    }
                case 0x00..<0x20:
                    throw error("raw control character \(byte) in a string")
                default:
                    out.append(byte)
                }
            }
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws -> String {
            let start = index
            func digits(_ parser: inout Parser) -> Int {
                var count = 0
                while let byte = parser.current, (0x30...0x39).contains(byte) { parser.index += 1; count += 1 }
                return count
            }
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
                if let byte = current, (0x30...0x39).contains(byte) { throw error("leading zero") }
            } else if digits(&self) == 0 {
                throw error("expected digits")
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw error("expected digits after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw error("expected exponent digits") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }

    @Test func theParserIsStrict() throws {
        for bad in ["inf", "nan", "-inf", "NaN", "Infinity", "{\"a\": nan}", "[1,]", "{\"a\":1,}", "01", "1.", ".5",
                    "+1", "1e", "[1 2]", "{\"a\":1,\"a\":2}", "\"a\u{01}b\"", "\"\\x\"", "{} {}", "[1e999x]", ""] {
            #expect(throws: ParseError.self, "\(bad.debugDescription)") { try Parser.parse(bad) }
        }
        let good = try Parser.parse(#" {"a": [1, -0.5, 1e+308, 9223372036854775807, true, null, "q\"\u001f"]} "#)
        #expect(good.numbers == ["1", "-0.5", "1e+308", "9223372036854775807"])
        #expect(good["a"]?.items.last == .string("q\"\u{1F}"))
    }

    // MARK: Every verb

    /// Revision numbers and constraint identities far beyond 2⁵³ (where a
    /// double stops holding every integer), near 2⁶³ − 1: a database altered
    /// by hand (with GRDB, as with `sqlite3`) to hold an earlier revision
    /// numbered 2⁶³ − 101, and a head whose next constraint identity is
    /// 2⁶² − 1000 (the store's greatest identity is 2⁶², docs/schema.md).
    static let padding: Int64 = Int64.max - 100
    static let nextID: Int64 = (1 << 62) - 1000

    /// Checks that `output` succeeded and is strict JSON that Foundation
    /// reads too, every integer within Int64; returns it parsed.
    @discardableResult
    static func strict(_ output: CommandOutput, _ what: String, status: Int32 = 0,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        #expect(output.status == status, "\(what): \(output.stderr)", sourceLocation: sourceLocation)
        let value: Value
        do {
            value = try Parser.parse(output.stdout)
        } catch {
            Issue.record("\(what): \(error)\n\(output.stdout)", sourceLocation: sourceLocation)
            throw error
        }
        #expect((try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil, "\(what)",
                sourceLocation: sourceLocation)
        for number in value.numbers where !number.contains(where: { ".eE".contains($0) }) {
            #expect(Int64(number) != nil, "\(what): integer \(number) beyond 64 bits", sourceLocation: sourceLocation)
        }
        for number in value.numbers {
            #expect(Double(number)?.isFinite == true, "\(what): \(number)", sourceLocation: sourceLocation)
        }
        return value
    }

    @Test func everyVerbsJSONIsStrictAndItsIntegersExactNear2To63() throws {
        let database = StoreCLI.newDatabase()
        let p = Self.padding
        try Self.strict(layoutdb("init", "--json", "--db", database), "init")
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "INSERT INTO document(name) VALUES ('pad')")
            try db.execute(sql: """
                INSERT INTO revision(number, document_id, parent, time, author, message, kind, digest, next_constraint_id, target)
                VALUES (?, 1, NULL, '2023-11-14T22:00:00.000Z', 'ada', 'pad', 'apply', '0000000000000000', 1, NULL)
                """, arguments: [p])
        }
        var covered: Set<String> = ["init"]
        func run(_ arguments: String..., status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
            covered.insert(arguments[0])
            return try Self.strict(layoutdb(arguments + ["--db", database]), arguments.joined(separator: " "),
                                   status: status, sourceLocation: sourceLocation)
        }
        let login = StoreCLI.example("login.layout")
        let first = try run("apply", login, "--author", "ada", "--json")
        #expect(first["revision"]?.text == String(p + 1) && first["parent"] == .null)
        _ = try run("apply", StoreCLI.example("login-v2.layout"), "--author", "ada", "--json")
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "UPDATE revision SET next_constraint_id = ? WHERE number = ?", arguments: [Self.nextID, p + 2])
        }
        let dry = try run("apply", StoreCLI.example("login-v3.layout"), "--author", "ada", "--json", "--dry-run")
        #expect(dry["revision"] == .null && dry["parent"]?.text == String(p + 2))
        // login-v3 adds forgot's two constraints: they take the identities 2^62 − 1000 and 2^62 − 999.
        let third = try run("apply", StoreCLI.example("login-v3.layout"), "--author", "ada", "--json")
        #expect(third["revision"]?.text == "9223372036854775710" && third["parent"]?.text == "9223372036854775709")
        let added = third["changes"]?["constraints"]?["added"]?.items ?? []
        #expect(added.compactMap { $0["id"]?.text } == ["4611686018427386904", "4611686018427386905"])

        // Read verbs, on revisions numbered p + 1 … p + 3.
        let docs = try run("docs", "--json")
        #expect(docs["documents"]?.items.map { $0["head"]?.text } == [String(p + 3), String(p)])
        let log = try run("log", "--doc", "login", "--json")
        #expect(log["revisions"]?.items.map { $0["revision"]?.text } == [p + 3, p + 2, p + 1].map { String($0) })
        #expect(log["revisions"]?.items.map { $0["parent"]?.text } == [String(p + 2), String(p + 1), nil])
        _ = try run("log", "\(p + 1)..\(p + 3)", "--json")
        let frames = try run("frames", "--doc", "login", "--json")
        #expect(frames["revision"]?.text == String(p + 3))
        _ = try run("frames", "HEAD~1", "--doc", "login", "--canvas", "phone", "--coordinates", "root", "--json")
        let export = try run("export", "--doc", "login", "--format", "json")
        _ = try run("export", "\(p + 1)", "--json")
        let ids = export["constraints"]?.items.compactMap { $0["id"]?.text } ?? []
        #expect(ids.suffix(2) == ["4611686018427386904", "4611686018427386905"])
        let show = try run("show", String(p + 3), "--json")
        #expect(show["revision"]?.text == String(p + 3) && show["parent"]?.text == String(p + 2))
        let history = try run("history", "--constraint", String(Self.nextID), "--doc", "login", "--json")
        #expect(history["changes"]?.items.compactMap { $0["revision"]?.text } == [String(p + 3)])
        _ = try run("history", "--view", "header", "--doc", "login", "--json")
        _ = try run("diff", "\(p + 1)..\(p + 3)", "--json")
        _ = try run("diff", "HEAD~2", "HEAD", "--doc", "login", "--frames", "--json")
        let blame = try run("blame", "--doc", "login", "--view", "forgot", "--json")
        #expect(blame["constraints"]?.items.compactMap { $0["constraint"]?.text }
                == ["4611686018427386904", "4611686018427386905"])
        #expect(blame["constraints"]?.items.compactMap { $0["revision"]?.text } == [String(p + 3), String(p + 3)])
        _ = try run("check", "--doc", "login", "--json")
        _ = try run("check", StoreCLI.example("login-v2.layout"), "--json")
        // solve takes no database.
        covered.insert("solve")
        try Self.strict(layoutdb("solve", login, "--json"), "solve")
        let sql = try run("sql", "SELECT MAX(number) AS head, 9007199254740993 AS odd, 1e308 AS big, 1e999 AS inf, "
                                 + "0.1 + 0.2 AS sum FROM revision", "--json")
        #expect(sql["rows"]?.items.first?.items.map { $0.text } == [String(p + 3), "9007199254740993", "1e+308", nil,
                                                                    "0.30000000000000004"])
        #expect(sql["rows"]?.items.first?.items[3] == .null)

        // Verbs that write: a rollback and a restore, numbered on from the head.
        let rollback = try run("rollback", String(p + 2), "--doc", "login", "--json")
        #expect(rollback["revision"]?.text == String(p + 4) && rollback["target"]?.text == String(p + 2))
        let restore = try run("restore", "--to", String(p + 1), "--doc", "login", "--json")
        #expect(restore["revision"]?.text == String(p + 5) && restore["parent"]?.text == String(p + 4))

        // render prints a picture (SVG, docs/render.md), never JSON; its frames are those of `frames --json`.
        covered.insert("render")
        // report writes an HTML page (docs/render.md), never JSON on standard output; its data is ReportTests'.
        covered.insert("report")
        // import prints a .layout draft (docs/import.md), never JSON; it reads sources, not the store.
        covered.insert("import")

        // Every verb was run.
        #expect(covered == Set(LayoutDBCommand.verbNames))

        // The tables print the same integers as the JSON.
        let table = StoreCLI.nonEmptyLines(layoutdb("log", "--doc", "login", "--db", database).stdout)
        #expect(table.map { String($0.prefix { $0 != " " }) } == [p + 5, p + 4, p + 3, p + 2, p + 1].map { String($0) })
        let docsTable = StoreCLI.nonEmptyLines(layoutdb("docs", "--db", database).stdout).map(Self.words)
        #expect(docsTable.contains(["login", String(p + 5), "5"]) && docsTable.contains(["pad", String(p), "1"]))
    }

    // MARK: The tables and the JSON print the same values

    /// The words of a table's line.
    static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

    @Test func theTablesAndTheJSONPrintTheSameValues() throws {
        // Widths of 10^7 and 10^7 × 10^4 = 10^11 (within a frame's 10^12), a third
        // of 100 (33.333…: the table rounds it to 3 decimals, the JSON has the
        // solver's double, 16 or 17 digits), and 100.
        let file = StoreCLI.file("wide.layout", """
            layout wide
            canvas phone 375x812
            view a
            view b
            view c
            view d
            make a { left.top.equalTo(superview); height.equalTo(10); width.equalTo(10000000) }
            make b { left.top.equalTo(superview); height.equalTo(10); width.equalTo(a).multipliedBy(10000) }
            make c { left.top.equalTo(superview); height.equalTo(10); width.equalTo(d).dividedBy(3) }
            make d { left.top.equalTo(superview); height.equalTo(10); width.equalTo(100) }

            """)
        let database = StoreCLI.newDatabase()
        #expect(layoutdb("apply", file, "--author", "ada", "-q", "--db", database).status == 0)
        // A frame no layoutdb writes, which a database altered by hand may hold: 1e308 wide
        // (finite: the table prints it as the JSON does, not as `inf`).
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "UPDATE frame SET width = 1e308 WHERE view = 'd'")
        }
        let json = try Self.strict(layoutdb("frames", "--json", "--db", database), "frames")
        let table = layoutdb("frames", "--db", database).stdout
        let views = json["canvases"]?.items.first?["frames"]
        #expect(views?["a"]?["width"]?.text == "10000000")
        #expect(views?["b"]?["width"]?.text == "100000000000")
        #expect(views?["c"]?["width"]?.text?.hasPrefix("33.33333333333333") == true)
        #expect(views?["d"]?["width"]?.text == "1e+308")
        #expect(StoreCLI.nonEmptyLines(table).map(Self.words) == [
            ["canvas", "phone", "375x812", "ltr"],
            ["view", "parent", "x", "y", "width", "height"],
            ["a", "root", "0", "0", "10000000", "10"],
            ["b", "root", "0", "0", "100000000000", "10"],
            ["c", "root", "0", "0", "33.333", "10"],
            ["d", "root", "0", "0", "1e+308", "10"],
        ])
        // sql: the same text in the table as in the JSON, for integers past 2^53 and reals alike.
        let query = "SELECT 9007199254740993 AS i, 1e308 AS r, 0.1 + 0.2 AS s, 100.0 / 3 AS t"
        let rows = try Self.strict(layoutdb("sql", query, "--json", "--db", database), "sql")["rows"]?.items.first?.items
        let texts = (rows ?? []).compactMap { $0.text }
        #expect(texts == ["9007199254740993", "1e+308", "0.30000000000000004", "33.333333333333336"])
        let line = StoreCLI.nonEmptyLines(layoutdb("sql", query, "--db", database).stdout).last ?? ""
        #expect(Self.words(line) == texts)
    }
}
