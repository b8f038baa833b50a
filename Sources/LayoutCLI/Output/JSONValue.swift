/// A JSON value with ordered object keys, written without Foundation so that
/// output is stable and reads in the documented key order.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// The value as JSON text; `indent` spaces per level, or compact with 0.
    public func rendered(indent: Int = 2) -> String {
        var out = ""
        write(into: &out, indent: indent, level: 0)
        return out
    }

    private func write(into out: inout String, indent: Int, level: Int) {
        let newline = indent > 0 ? "\n" : ""
        let pad = String(repeating: " ", count: indent * (level + 1))
        let closePad = String(repeating: " ", count: indent * level)
        let colon = indent > 0 ? ": " : ":"
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Numbers.format(n)
        case .string(let s): out += JSONValue.escape(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent, level: level + 1)
                out += (i + 1 < items.count ? "," : "") + newline
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, value)) in members.enumerated() {
                out += pad + JSONValue.escape(key) + colon
                value.write(into: &out, indent: indent, level: level + 1)
                out += (i + 1 < members.count ? "," : "") + newline
            }
            out += closePad + "}"
        }
    }

    /// A JSON string literal.
    public static func escape(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Numbers as layoutdb prints them.
public enum Numbers {
    /// A frame value with at most 3 decimals and no trailing zeros (`127.5`, `0`, `-3.333`).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }  // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
