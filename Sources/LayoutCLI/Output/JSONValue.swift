import LayoutSolver

/// A JSON value with ordered object keys: the one JSON writer of the command
/// line, without Foundation, so that output is stable and reads in the
/// documented key order (docs/cli.md).
///
/// Numbers: ``integer(_:)`` every digit of an `Int64`; ``number(_:)`` the
/// exact shortest form of a `Double` (``NumberText``), solved values
/// included. A number that is not finite is written `null`.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// An integer, every digit (`9007199254740993`).
    case integer(Int64)
    /// A number in its exact form: the shortest text that reads back as the same `Double`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// An `Int` (a revision, an identity, a count), or null.
    static func int(_ value: Int?) -> JSONValue { value.map { .integer(Int64($0)) } ?? .null }

    /// A string, or null.
    static func string(orNull value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// The version of the JSON shapes docs/cli.md describes: every verb's JSON
    /// begins with `"format": 1`; a change that could break a reader raises it.
    static let format: Int64 = 1

    /// The JSON a verb prints: an object whose first member is `"format"`, then `members`.
    static func output(_ members: [(String, JSONValue)]) -> JSONValue {
        .object([("format", .integer(format))] + members)
    }

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// The value as JSON text; `indent` spaces per level, or compact with 0.
    func rendered(indent: Int = 2) -> String {
        var out = ""
        out.reserveCapacity(4096)
        write(into: &out, indent: indent, level: 0)
        return out
    }

    /// Writes the value into one growing string (no temporary strings per member).
    private func write(into out: inout String, indent: Int, level: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .integer(let i): out.append(String(i))
        case .number(let n): out.append(n.isFinite ? NumberText.format(n) : "null")
        case .string(let s): JSONValue.appendEscaped(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                JSONValue.newline(&out, indent: indent, level: level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append("]")
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{")
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(",") }
                JSONValue.newline(&out, indent: indent, level: level + 1)
                JSONValue.appendEscaped(key, into: &out)
                out.append(indent > 0 ? ": " : ":")
                value.write(into: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append("}")
        }
    }

    private static func newline(_ out: inout String, indent: Int, level: Int) {
        guard indent > 0 else { return }
        let width = indent * level
        if width < margins.count {
            out.append(margins[width])
        } else {
            out.append("\n" + String(repeating: " ", count: width))
        }
    }

    /// A newline and 0…31 spaces, so that indenting is one append.
    private static let margins: [String] = (0..<32).map { "\n" + String(repeating: " ", count: $0) }

    /// A JSON string literal.
    static func escape(_ s: String) -> String {
        var out = ""
        appendEscaped(s, into: &out)
        return out
    }

    /// Appends `s` as a JSON string literal; plain text is copied as it is.
    static func appendEscaped(_ s: String, into out: inout String) {
        out.append("\"")
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            out.append(s)
            out.append("\"")
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}
