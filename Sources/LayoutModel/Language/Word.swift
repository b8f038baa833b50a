import LayoutSolver

/// A word the language gives a meaning to somewhere: an attribute, a relation,
/// a modifier, a statement keyword, a property. The lexer tags each name with
/// the word it spells (no String is made for that), and the parser decides from
/// the context whether it is that word or a view name (`language.md`: keywords
/// are not reserved as view names).
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
    var attributes: [Attribute]? {
        if let single = attribute { return [single] }
        return composite?.expansion
    }

    /// The single attribute the word names (`baseline` is `lastBaseline`).
    var attribute: Attribute? {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline, .baseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        default: nil
        }
    }

    /// The view's guide the word names after a dot (`root.safeArea`, a scroll view's `s.contentGuide`).
    var viewGuide: ViewGuide? {
        switch self {
        case .safeArea: .safeArea
        case .marginsGuide: .marginsGuide
        case .contentGuide: .contentGuide
        case .frameGuide: .frameGuide
        default: nil
        }
    }

    /// The composite attribute the word names.
    var composite: CompositeAttribute? {
        switch self {
        case .edges: .edges
        case .size: .size
        case .center: .center
        case .margins: .margins
        case .horizontalEdges: .horizontalEdges
        case .verticalEdges: .verticalEdges
        case .directionalEdges: .directionalEdges
        default: nil
        }
    }

    /// Whether the word names an attribute, single or composite.
    var isAttribute: Bool { attribute != nil || composite != nil }

    /// The relation a chain-form relation call makes, and whether it targets the superview itself.
    var relationCall: (relation: Relation, superview: Bool)? {
        switch self {
        case .equalTo, .mas_equalTo: (.equal, false)
        case .greaterThanOrEqualTo, .mas_greaterThanOrEqualTo: (.greaterThanOrEqual, false)
        case .lessThanOrEqualTo, .mas_lessThanOrEqualTo: (.lessThanOrEqual, false)
        case .equalToSuperview: (.equal, true)
        case .greaterThanOrEqualToSuperview: (.greaterThanOrEqual, true)
        case .lessThanOrEqualToSuperview: (.lessThanOrEqual, true)
        default: nil
        }
    }

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
    var namedPriority: Priority? {
        switch self {
        case .required, .priorityRequired: .required
        case .high, .priorityHigh: .high
        case .medium, .priorityMedium: .medium
        case .low, .priorityLow: .low
        default: nil
        }
    }

    /// Whether the word begins a statement (used to find where an unclosed block ends).
    var isStatementKeyword: Bool {
        switch self {
        case .layout, .canvas, .view, .remove, .make, .update, .remake, .vfl, .distribute, .activate, .deactivate,
             .constraint, .stack, .dialect:
            true
        default: false
        }
    }

    /// The statement keywords, for "did you mean" suggestions.
    static let statementKeywords = ["layout", "canvas", "view", "remove", "make", "update", "remake", "vfl",
                                    "distribute", "activate", "deactivate", "constraint", "stack", "guide", "dialect"]
    /// The relation calls, for suggestions.
    static let relationNames = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_equalTo",
                                "mas_greaterThanOrEqualTo", "mas_lessThanOrEqualTo", "equalToSuperview",
                                "greaterThanOrEqualToSuperview", "lessThanOrEqualToSuperview"]
    /// The modifiers, for suggestions.
    static let modifierNames = ["offset", "inset", "insets", "sizeOffset", "centerOffset", "multipliedBy",
                                "dividedBy", "priority", "priorityLow", "priorityMedium", "priorityHigh",
                                "priorityRequired", "key", "labeled", "inactive"]
    /// The view properties, for suggestions.
    static let propertyNames = ["in", "intrinsic", "hugging", "compression", "margins", "baseline", "hidden", "scroll"]
    static let stackPropertyNames = ["axis", "spacing", "distribution", "alignment"]
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
