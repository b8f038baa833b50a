import LayoutSolver

/// The one-line form of a constraint, used by every output of the tool and
/// accepted back as a statement of a file (`language.md`, "The one-line form"):
/// ``format(_:)`` prints it, ``parse(_:file:)`` reads it back.
///
/// ```
/// ITEM.ATTR REL [ITEM2.ATTR2 [* M]] [+ C | - C] [@P] [key K] [inactive]
/// title.width <= header.width - 32 @750 key titleMax
/// ```
public enum OneLine {
    /// The constraint on one line; multiplier 1, constant 0 (with a second
    /// item) and priority 1000 are left out; numbers in their exact form
    /// (``NumberText``), so that the line parses back to the same constraint;
    /// an inactive constraint ends with the word `inactive`.
    public static func format(_ c: LayoutConstraint) -> String {
        var text = "\(c.item).\(name(of: c.attribute)) \(c.relation.symbol)"
        if let item2 = c.item2, let attribute2 = c.attribute2 {
            text += " \(item2).\(name(of: attribute2))"
            if c.multiplier != 1 { text += " * \(NumberText.format(c.multiplier))" }
            if c.constant > 0 { text += " + \(NumberText.format(c.constant))" }
            if c.constant < 0 { text += " - \(NumberText.format(-c.constant))" }
        } else {
            text += " \(NumberText.format(c.constant))"
        }
        if !c.priority.isRequired { text += " @\(c.priority.rawValue)" }
        if let key = c.key { text += " key \(keyText(key))" }
        if !c.isActive { text += " inactive" }
        return text
    }

    /// A constraint from its one-line form: the inverse of ``format(_:)``
    /// (`OneLine.parse(OneLine.format(c)) == c`), read by the language's
    /// parser as a statement of a file. The constraint has no source
    /// location; a second item written `superview` stays so named.
    /// - Parameters:
    ///   - line: one `ITEM.ATTR REL …` statement making one constraint
    ///     (blank lines and comments around it allowed).
    ///   - file: the name given to the line in a diagnostic's place.
    /// - Throws: the first problem, with its column: anything but one such
    ///   statement (another statement, a composite attribute, two
    ///   statements, an empty line) or an error of the statement itself.
    public static func parse(_ line: String, file: String = "line") throws(Diagnostic) -> LayoutConstraint {
        var parser = Parser(line, file: file)
        let constraint = parser.singleConstraint()
        if let problem = parser.result().diagnostics.first(where: { $0.severity == .error }) { throw problem }
        guard var constraint else { throw Diagnostic.error("not a constraint: '\(line)'", at: nil) }
        constraint.location = nil
        constraint.targetLocation = nil
        return constraint
    }

    /// An attribute's name as printed.
    public static func name(of attribute: Attribute) -> String { attribute.rawValue }

    /// A key as printed: bare when it is a name with optional `[i]` suffixes, else quoted.
    public static func keyText(_ key: String) -> String {
        isBareKey(key) ? key : quoted(key)
    }

    /// A string literal with `\"` and `\\` escapes.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for ch in text {
            if ch == "\"" || ch == "\\" { out.append("\\") }
            out.append(ch)
        }
        return out + "\""
    }

    /// Whether a key can be written without quotes: a name, then `[digits]` groups.
    public static func isBareKey(_ key: String) -> Bool {
        var chars = Array(key)[...]
        guard let first = chars.first, first.isLetter || first == "_" else { return false }
        while let ch = chars.first, ch.isLetter || ch.isNumber || ch == "_" { chars.removeFirst() }
        while let open = chars.first, open == "[" {
            chars.removeFirst()
            var digits = 0
            while let ch = chars.first, ch.isASCII, ch.isNumber { chars.removeFirst(); digits += 1 }
            guard digits > 0, chars.first == "]" else { return false }
            chars.removeFirst()
        }
        return chars.isEmpty
    }
}
