/// Control characters: the characters that names may not contain and that
/// the command line's text output escapes (docs/cli.md, "Output";
/// docs/language.md, "Names").
///
/// They are the C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F:
/// newline, tab, escape, which starts a terminal's escape sequences, …),
/// the line and paragraph separators U+2028 and U+2029, and the bidirectional
/// formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), which reorder what a terminal shows.
package enum PrintableText {
    /// Whether `scalar` is a control character.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first control character of `text`, if any.
    package static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    /// `text` with every control character written as an escape: `\n`,
    /// `\r`, `\t`, or `\u{1b}` (its code in hex); everything else as it is.
    /// Text without one is returned unchanged. With `keepingNewlines`, a
    /// newline stays (a message of several lines the tool itself wrote).
    package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        let escapes = { (scalar: Unicode.Scalar) in isControl(scalar) && !(keepingNewlines && scalar == "\n") }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// One control character as ``escaped(_:)`` writes it.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16))}"
        }
    }

    /// `U+001B`: a character's code as Unicode writes it.
    package static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Why `name` cannot be a name (of a document, canvas or view), or nil
    /// when it can: it is empty, or it holds a control character
    /// (``controlProblem(_:)``).
    package static func nameProblem(_ name: String) -> String? {
        name.isEmpty ? "it is empty" : controlProblem(name)
    }

    /// Why `text` cannot be a name or a key, or nil when it can: it holds a
    /// control character (named by its code), which would break the line
    /// of a file or of the output that writes it. (A key may be empty.)
    package static func controlProblem(_ text: String) -> String? {
        guard let control = firstControl(in: text) else { return nil }
        return "it contains the control character \(code(control)); names and keys cannot hold control characters"
    }
}
