/// An XML element: a name, attributes in the order given, and children. The
/// one way the package writes markup: every text and attribute value is
/// escaped when written (``rendered()``), so a view named `<script>` is text,
/// never markup. Element and attribute names are the program's own constants
/// and are written as they are.
public struct MarkupElement: Hashable, Sendable {
    /// The element's name (`rect`, `text`).
    public var name: String
    /// The attributes, written in this order (deterministic bytes).
    public var attributes: [MarkupAttribute]
    /// The children: elements and text.
    public var children: [MarkupNode]

    /// An element with these attributes and children.
    public init(_ name: String, _ attributes: [MarkupAttribute] = [], _ children: [MarkupNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The element as text, indented two spaces per level, one element a
    /// line. An element whose children are all text is written on one line
    /// with its text unchanged (no whitespace is added inside it); an empty
    /// element is written `<name/>`.
    public func rendered() -> String {
        var text = ""
        write(into: &text, indent: "", html: false)
        return text
    }

    /// The element as HTML text: as ``rendered()``, except that an empty
    /// element is written `<name></name>` (HTML reads `<div/>` as an open
    /// tag), but for HTML's void elements (`meta`, `br`, `link`, `img`,
    /// `input`, `hr`), written `<meta …>`.
    public func renderedHTML() -> String {
        var text = ""
        write(into: &text, indent: "", html: true)
        return text
    }

    /// HTML's elements that have no end tag (among those the package writes).
    static let voidElements: Set<String> = ["meta", "br", "link", "img", "input", "hr"]

    private func write(into text: inout String, indent: String, html: Bool) {
        text += indent + "<" + name
        for attribute in attributes {
            text += " " + attribute.name + "=\"" + XMLEscaping.attribute(attribute.value) + "\""
        }
        if children.isEmpty {
            if !html { text += "/>\n" } else if Self.voidElements.contains(name) { text += ">\n" } else {
                text += "></" + name + ">\n"
            }
            return
        }
        text += ">"
        let elements = children.compactMap { if case .element(let e) = $0 { e } else { nil } }
        if elements.isEmpty {
            for child in children {
                switch child {
                case .text(let string): text += XMLEscaping.text(string)
                case .raw(let string): text += string
                case .element: break
                }
            }
            text += "</" + name + ">\n"
            return
        }
        // An element holding elements: one child a line. Text between them
        // would gain the indentation, so it is only allowed in text-only elements.
        text += "\n"
        for child in children {
            switch child {
            case .element(let element): element.write(into: &text, indent: indent + "  ", html: html)
            case .text(let string): text += indent + "  " + XMLEscaping.text(string) + "\n"
            case .raw(let string): text += string + "\n"
            }
        }
        text += indent + "</" + name + ">\n"
    }
}

/// One attribute of an ``MarkupElement``: a name and its value (escaped when written).
public struct MarkupAttribute: Hashable, Sendable {
    /// The attribute's name.
    public var name: String
    /// Its value, as text (not escaped yet).
    public var value: String

    /// An attribute `name="value"`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A child of an ``MarkupElement``.
public enum MarkupNode: Hashable, Sendable {
    /// A nested element.
    case element(MarkupElement)
    /// Character data, escaped when written.
    case text(String)
    /// Text written as it is, unescaped: only for the content of a page's
    /// `<script>` and `<style>` elements (the package's own constants, and
    /// JSON whose every `<` is written `\u003c`), which HTML reads as raw text.
    case raw(String)
}

/// XML 1.0 escaping of character data and of double-quoted attribute values.
public enum XMLEscaping {
    /// `string` as character data: `&`, `<` and `>` as entities; a character
    /// XML 1.0 cannot hold (a control character other than tab, line feed and
    /// carriage return, U+FFFE, U+FFFF) as U+FFFD.
    public static func text(_ string: String) -> String {
        escaped(string, attribute: false)
    }

    /// `string` as a double-quoted attribute value: as ``text(_:)``, and `"`
    /// as `&quot;`; tab, line feed and carriage return as character
    /// references, which a parser keeps (it would turn them into spaces otherwise).
    public static func attribute(_ string: String) -> String {
        escaped(string, attribute: true)
    }

    private static func escaped(_ string: String, attribute: Bool) -> String {
        // Most values (numbers, names) hold nothing to escape: kept as they are.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 }) {
            return string
        }
        var out = ""
        out.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
