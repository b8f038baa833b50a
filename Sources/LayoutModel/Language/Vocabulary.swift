import LayoutSolver

/// The words of the `.layout` language, each spelled once (`language.md`,
/// "Lexical rules" and "Constraint lines"): the statement keywords, the
/// attribute names, the relation calls, the priority names and the view
/// guides' names, each with the typed value it stands for, and the one rule
/// of what a name is (``isName(_:)``, ``isKey(_:)``, ``reservedNames``).
///
/// The lexer, the parser, VFL, the one-line form, the exporter and
/// `layoutdb import` all read these tables and this rule; none spells a word
/// of its own.
///
/// ```swift
/// Vocabulary.attribute(named: "edges")?.attributes   // [.left, .right, .top, .bottom]
/// Vocabulary.isName("café")                         // true
/// Vocabulary.isKey("cells[2]")                      // true
/// ```
public enum Vocabulary {
    // MARK: Statements

    /// A statement keyword: the first word of a statement (`language.md`,
    /// "Statements"). A line of a block that begins with one (not followed
    /// by `.` or `(`) ends a block whose `}` is missing.
    public enum Statement: String, CaseIterable, Sendable {
        /// `layout NAME [dialect D]`: the document the file edits.
        case layout
        /// `canvas NAME WxH …`: a canvas.
        case canvas
        /// `view NAME [in PARENT] …`: a view.
        case view
        /// `remove canvas|view|constraints NAME`.
        case remove
        /// `make NAME { … }`: constraints added.
        case make
        /// `update NAME { … }`: constants changed.
        case update
        /// `remake NAME { … }`: a view's constraints replaced.
        case remake
        /// `vfl "FORMAT" …`: Apple's Visual Format Language.
        case vfl
        /// `distribute [V, …] AXIS …`: views spread along an axis.
        case distribute
        /// `activate K`: a constraint made active.
        case activate
        /// `deactivate K`: a constraint made inactive.
        case deactivate
        /// `constraint K …`: a constraint changed by its key.
        case constraint
        /// `stack NAME … axis A …`: a stack view.
        case stack
        /// `guide NAME [in OWNER]`: a custom layout guide.
        case guide
        /// `dialect masonry|snapkit`: the rules the file is read by.
        case dialect
    }

    // MARK: Attributes

    /// What an attribute name stands for: one attribute, or a composite
    /// that expands to several in a fixed order.
    public enum AttributeWord: Hashable, Sendable {
        /// A single attribute (`top`; `baseline` is `lastBaseline`).
        case single(Attribute)
        /// A composite (`edges`, `size`, `center` …).
        case composite(CompositeAttribute)

        /// The single attributes the name stands for, in expansion order.
        public var attributes: [Attribute] {
            switch self {
            case .single(let attribute): [attribute]
            case .composite(let composite): composite.expansion
            }
        }
    }

    /// Every attribute name of the language, with what it stands for: the
    /// single attributes (``Attribute``'s raw values), `baseline` (the last
    /// baseline), then the composites (``CompositeAttribute``'s raw values).
    public static let attributes: [(name: String, word: AttributeWord)] =
        Attribute.allCases.map { ($0.rawValue, .single($0)) } + [("baseline", .single(.lastBaseline))]
            + CompositeAttribute.allCases.map { ($0.rawValue, .composite($0)) }

    private static let attributesByName: [String: AttributeWord] =
        Dictionary(attributes.map { ($0.name, $0.word) }, uniquingKeysWith: { first, _ in first })

    /// What an attribute name stands for, or nil when `name` is none.
    public static func attribute(named name: String) -> AttributeWord? { attributesByName[name] }

    // MARK: Relations

    /// The relation calls of the chain form, as Masonry and SnapKit spell
    /// them: `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo`,
    /// Masonry's `mas_` synonyms, and the calls against the superview
    /// itself (`equalToSuperview` …, `toSuperview` true).
    public static let relations: [(name: String, relation: Relation, toSuperview: Bool)] = [
        ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false),
        ("lessThanOrEqualTo", .lessThanOrEqual, false),
        ("mas_equalTo", .equal, false), ("mas_greaterThanOrEqualTo", .greaterThanOrEqual, false),
        ("mas_lessThanOrEqualTo", .lessThanOrEqual, false),
        ("equalToSuperview", .equal, true), ("greaterThanOrEqualToSuperview", .greaterThanOrEqual, true),
        ("lessThanOrEqualToSuperview", .lessThanOrEqual, true),
    ]

    /// The relation call named `name`, or nil when it is none.
    public static func relation(named name: String) -> (relation: Relation, toSuperview: Bool)? {
        relations.first { $0.name == name }.map { ($0.relation, $0.toSuperview) }
    }

    /// The language's own call for a relation against a target: `equalTo`,
    /// `greaterThanOrEqualTo` or `lessThanOrEqualTo`.
    public static func relationName(_ relation: Relation) -> String {
        relations.first { $0.relation == relation && !$0.toSuperview }!.name
    }

    // MARK: Priorities

    /// The priority names of the language (`@high`, `priority(low)`), as
    /// Masonry and SnapKit name the levels: `required` 1000, `high` 750,
    /// `medium` 500, `low` 250.
    public static let priorities: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .high), ("medium", .medium), ("low", .low),
    ]

    /// The modifiers that set a named priority, as Masonry spells them:
    /// `priorityRequired()`, `priorityHigh()`, `priorityMedium()`,
    /// `priorityLow()` (`priority` and the name, capitalised).
    public static let priorityModifiers: [(name: String, priority: Priority)] = priorities.map { entry in
        ("priority" + entry.name.prefix(1).uppercased() + entry.name.dropFirst(), entry.priority)
    }

    /// The priority a name or a priority modifier stands for, or nil.
    public static func priority(named name: String) -> Priority? {
        (priorities + priorityModifiers).first { $0.name == name }?.priority
    }

    // MARK: Guides

    /// The names of a view's layout guides after a dot (`root.safeArea`,
    /// `s.contentGuide`): ``ViewGuide``'s raw values.
    public static let guides: [(name: String, guide: ViewGuide)] = ViewGuide.allCases.map { ($0.rawValue, $0) }

    /// Every word of the tables above, once: the statement keywords, the
    /// attribute names, the relation calls, the priority names and
    /// modifiers, and the guides' names. The lexer recognises each of them.
    public static let spellings: [String] = {
        var seen: Set<String> = []
        let all = Statement.allCases.map(\.rawValue) + attributes.map(\.name) + relations.map(\.name)
            + priorities.map(\.name) + priorityModifiers.map(\.name) + guides.map(\.name)
        return all.filter { seen.insert($0).inserted }
    }()

    // MARK: Names

    /// The names no view or guide may be declared with: `root` (the root
    /// view) and `superview` (a view's parent). They are names all the same:
    /// a key or a canvas may be called so.
    public static let reservedNames: Set<String> = [View.rootName, View.superviewName]

    /// Whether `name` is reserved (``reservedNames``).
    public static func isReserved(_ name: String) -> Bool { reservedNames.contains(name) }

    /// Whether `text` is one name as the lexer reads it: a letter (Unicode
    /// `Alphabetic`) or `_`, then letters, numbers, combining marks,
    /// connector punctuation (`_`, `‿`) or U+200D (zero-width joiner),
    /// scalar by scalar. `root` and `superview` are names
    /// (``isReserved(_:)`` says they cannot be declared); keywords are names.
    public static func isName(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isNameStart(first) else { return false }
        while let scalar = scalars.next() {
            guard isNamePart(scalar) else { return false }
        }
        return true
    }

    /// Whether `text` can be written as a key without quotes: a name
    /// (``isName(_:)``) then any number of `[digits]` groups (`cells[2]`,
    /// `k[0][1]`), as the parser reads a key.
    public static func isKey(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] != "[" { index += 1 }
        guard isName(String(String.UnicodeScalarView(scalars[..<index]))) else { return false }
        while index < scalars.count {
            guard scalars[index] == "[" else { return false }
            index += 1
            let digits = index
            while index < scalars.count, scalars[index].isASCII, isDigit(UInt8(scalars[index].value)) { index += 1 }
            guard index > digits, index < scalars.count, scalars[index] == "]" else { return false }
            index += 1
        }
        return true
    }

    /// Whether a scalar may begin a name: an ASCII letter, `_`, or a
    /// non-ASCII letter (Unicode `Alphabetic`).
    public static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIINameStart(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }

    /// Whether a scalar may continue a name: a letter, a number, a combining
    /// mark (so that a decomposed `é` stays one name), connector
    /// punctuation, or U+200D.
    public static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIINamePart(UInt8(scalar.value)) }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return scalar == "\u{200D}"
        }
    }

    /// Whether a character (a grapheme cluster) may begin a name: its
    /// first scalar begins one and the others continue it.
    public static func isNameStart(_ character: Character) -> Bool {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isNameStart(first) else { return false }
        while let scalar = scalars.next() {
            guard isNamePart(scalar) else { return false }
        }
        return true
    }

    /// Whether a character (a grapheme cluster) may continue a name: each of
    /// its scalars does.
    public static func isNamePart(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isNamePart)
    }

    /// The ASCII bytes that begin a name: `a`–`z`, `A`–`Z`, `_`.
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    /// The ASCII bytes that continue a name: those that begin one, and digits.
    static func isASCIINamePart(_ byte: UInt8) -> Bool { isASCIINameStart(byte) || isDigit(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
