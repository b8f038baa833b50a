import LayoutSolver

/// A word the language gives a meaning to somewhere: an attribute, a relation,
/// a modifier, a statement keyword, a property. The lexer tags each name with
/// the word it spells (no String is made for that), and the parser decides from
/// the context whether it is that word or a view name (`language.md`: keywords
/// are not reserved as view names). What a statement keyword, an attribute, a
/// relation call, a priority or a guide's name means comes from ``Vocabulary``,
/// whose every word is one of these cases (`VocabularyTests`).
enum Word: String, CaseIterable, Sendable {
    // Single attributes (`Attribute`), and `baseline`.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    // Composite attributes (`CompositeAttribute`); `size` is also a target constructor.
    case edges, size, center, margins, horizontalEdges, verticalEdges, directionalEdges
    // Fillers.
    case with, and
    // Relations.
    case equalTo, greaterThanOrEqualTo, lessThanOrEqualTo
    case mas_equalTo, mas_greaterThanOrEqualTo, mas_lessThanOrEqualTo
    case equalToSuperview, greaterThanOrEqualToSuperview, lessThanOrEqualToSuperview
    // Target constructors and reserved view names.
    case point, insets, superview, root
    // Modifiers.
    case offset, inset, sizeOffset, centerOffset, multipliedBy, dividedBy
    case priority, priorityLow, priorityMedium, priorityHigh, priorityRequired, key, labeled, inactive
    // Priority names.
    case required, high, medium, low
    // Statements.
    case layout, canvas, view, remove, make, update, remake, vfl, distribute, constraints
    case activate, deactivate, constraint, guide
    // Layout guides of a view, and the canvas's safe-area insets.
    case safeArea, marginsGuide, safe
    // Statement arguments.
    case ltr, rtl, `in`, intrinsic, hugging, compression, first, last, noneWord = "none"
    case metrics, align, horizontal, vertical, spacing, length, lead, tail
    // Stacks and the hidden property.
    case stack, axis, distribution, alignment, hidden
    // Dialects.
    case dialect, masonry, snapkit
    // Scroll views and their two guides.
    case scroll, contentGuide, frameGuide

    /// The single attributes the word names (a composite expands in its fixed order).
    var attributes: [Attribute]? { meaning.attribute?.attributes }

    /// The single attribute the word names (`baseline` is `lastBaseline`).
    var attribute: Attribute? {
        if case .single(let attribute)? = meaning.attribute { return attribute }
        return nil
    }

    /// The view's guide the word names after a dot (`root.safeArea`, a scroll view's `s.contentGuide`).
    var viewGuide: ViewGuide? { meaning.guide }

    /// The composite attribute the word names.
    var composite: CompositeAttribute? {
        if case .composite(let composite)? = meaning.attribute { return composite }
        return nil
    }

    /// Whether the word names an attribute, single or composite.
    var isAttribute: Bool { meaning.attribute != nil }

    /// The relation a chain-form relation call makes, and whether it targets the superview itself.
    var relationCall: (relation: Relation, superview: Bool)? { meaning.relation }

    /// Whether the word is a chain-form modifier.
    var isModifier: Bool {
        switch self {
        case .offset, .inset, .insets, .sizeOffset, .centerOffset, .multipliedBy, .dividedBy, .priority,
             .priorityLow, .priorityMedium, .priorityHigh, .priorityRequired, .key, .labeled, .inactive:
            true
        default:
            false
        }
    }

    /// The priority a priority name or a `priorityX()` modifier stands for.
    var namedPriority: Priority? { meaning.priority }

    /// The statement the word begins, when it is a statement keyword.
    var statement: Vocabulary.Statement? { meaning.statement }

    /// Whether the word begins a statement (used to find where an unclosed block ends).
    var isStatementKeyword: Bool { meaning.statement != nil }

    /// What the word means in ``Vocabulary``'s tables, looked up by the
    /// word's place among the cases (no String is hashed).
    private var meaning: WordMeaning { WordMeaning.all[Int(unsafeBitCast(self, to: UInt8.self))] }

    /// The statement keywords, for "did you mean" suggestions.
    static let statementKeywords = Vocabulary.Statement.allCases.map(\.rawValue)
    /// The relation calls, for suggestions.
    static let relationNames = Vocabulary.relations.map(\.name)
    /// The modifiers, for suggestions.
    static let modifierNames = ["offset", "inset", "insets", "sizeOffset", "centerOffset", "multipliedBy", "dividedBy",
                                "priority"] + Vocabulary.priorityModifiers.reversed().map(\.name) + ["key", "labeled", "inactive"]
    /// The view properties, for suggestions.
    static let propertyNames = ["in", "intrinsic", "hugging", "compression", "margins", "baseline", "hidden", "scroll"]
    static let stackPropertyNames = ["axis", "spacing", "distribution", "alignment"]
}

/// What a ``Word`` means in ``Vocabulary``'s tables: the attribute, relation
/// call, priority, guide or statement it spells (most words mean one or
/// none; `size` is an attribute and a target constructor, which the parser
/// tells apart).
private struct WordMeaning: Sendable {
    var attribute: Vocabulary.AttributeWord?
    var relation: (relation: Relation, superview: Bool)?
    var priority: Priority?
    var guide: ViewGuide?
    var statement: Vocabulary.Statement?

    /// Every word's meaning, in the order of `Word.allCases` (a word's case
    /// index, which is its tag: checked when the table is built).
    static let all: [WordMeaning] = {
        precondition(MemoryLayout<Word>.size == 1 && Word.allCases.enumerated().allSatisfy { index, word in
            Int(unsafeBitCast(word, to: UInt8.self)) == index
        }, "a Word's tag is its index among the cases")
        return Word.allCases.map { word in
            let name = word.rawValue
            return WordMeaning(attribute: Vocabulary.attribute(named: name),
                               relation: Vocabulary.relation(named: name).map { ($0.relation, $0.toSuperview) },
                               priority: Vocabulary.priority(named: name),
                               guide: Vocabulary.guides.first { $0.name == name }?.guide,
                               statement: Vocabulary.Statement(rawValue: name))
        }
    }()
}

/// Finds the `Word` a name spells, from its UTF-8 bytes, without making a String:
/// an open-addressing hash table over the spellings, stored flat.
struct WordTable: Sendable {
    /// The table everyone shares (built once).
    static let shared = WordTable()

    /// Every spelling, one after the other.
    private let storage: [UInt8]
    /// Per word: where its spelling starts in `storage`, and its length.
    private let starts: [Int]
    private let lengths: [Int]
    private let words: [Word]
    /// Slot → index into `words`, or -1 when empty.
    private let slots: [Int]
    private let mask: Int

    private init() {
        words = Word.allCases
        assert(Vocabulary.spellings.allSatisfy { Word(rawValue: $0) != nil }, "every word of the vocabulary is a Word")
        var storage: [UInt8] = []
        var starts: [Int] = [], lengths: [Int] = []
        for word in words {
            starts.append(storage.count)
            storage += word.rawValue.utf8
            lengths.append(storage.count - starts[starts.count - 1])
        }
        var size = 1
        while size < words.count * 4 { size <<= 1 }
        var slots = [Int](repeating: -1, count: size)
        for index in words.indices {
            var slot = WordTable.hash(storage, starts[index]..<starts[index] + lengths[index]) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index
        }
        self.storage = storage
        self.starts = starts
        self.lengths = lengths
        self.slots = slots
        mask = size - 1
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var h: UInt32 = 2_166_136_261
        for i in range { h = (h ^ UInt32(bytes[i])) &* 16_777_619 }
        return Int(h)
    }

    /// The word spelled by `bytes[range]`, if any.
    func word(_ bytes: [UInt8], _ range: Range<Int>) -> Word? {
        let length = range.count
        guard length >= 2, length <= 32, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        var slot = WordTable.hash(bytes, range) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if lengths[index] == length {
                let start = starts[index]
                var i = 0
                while i < length && storage[start + i] == bytes[range.lowerBound + i] { i += 1 }
                if i == length { return words[index] }
            }
            slot = (slot + 1) & mask
        }
    }
}
