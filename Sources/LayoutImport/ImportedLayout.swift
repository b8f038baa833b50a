/// What the importer read from the sources: the views and their hierarchy,
/// the constraint blocks in source order, and what it could not read.
///
/// ``DraftWriter`` writes it as a `.layout` draft.
struct ImportedLayout {
    var document: String
    var dialect: ImportDialect
    var canvases: [String] = []
    /// The views in the order they were first met.
    var views: [ImportedView] = []
    var blocks: [ImportedBlock] = []
    var warnings: [ImportWarning] = []

    func index(of name: String) -> Int? { views.firstIndex { $0.name == name } }
}

import LayoutModel
import LayoutSolver

/// A value the draft writes: its text, or a placeholder the author must fill
/// in, written as the string `"TODO: …"`: the language takes no string where
/// a placeholder stands (a number, a view, a target, an attribute, a size),
/// so a draft applied with one is refused with an error that quotes it.
struct DraftValue: Equatable {
    var text: String
    var isPlaceholder: Bool

    static func known(_ text: String) -> DraftValue { DraftValue(text: text, isPlaceholder: false) }
    static func placeholder(_ what: String) -> DraftValue {
        DraftValue(text: quoted("TODO: \(what)"), isPlaceholder: true)
    }

    /// `text` as a string of the language: in quotes, `"` and `\` escaped
    /// (``OneLine/quoted(_:)``), control characters (which no line may hold)
    /// as spaces.
    static func quoted(_ text: String) -> String { OneLine.quoted(printable(text)) }

    /// `text` with its control characters (which no line may hold) as spaces.
    static func printable(_ text: String) -> String {
        String(text.map { character in
            character.unicodeScalars.allSatisfy { $0.value >= 32 && $0.value != 127 } ? character : " "
        })
    }

    /// The number a known value's text writes, when printing it gives the
    /// same text back (``NumberText/format(_:decimals:)``); nil for a
    /// placeholder.
    var number: Double? {
        guard !isPlaceholder, let value = Double(text), NumberText.format(value) == text else { return nil }
        return value
    }
}

/// A change of a stored constraint as the draft writes it, a statement of
/// its own: `activate K`, `deactivate K`, `constraint K offset C`,
/// `constraint K priority P` (``LayoutStatement/activation(keys:active:)``,
/// ``LayoutStatement/constraintOffset(key:constant:)``,
/// ``LayoutStatement/constraintPriority(key:priority:)``), printed by
/// ``LayoutPrinter``. A value that is no number of the language (a
/// placeholder, or a priority outside 1…1000 kept as the source gave it)
/// stands in the printed statement in place of its number.
enum DraftChange: Equatable {
    /// `activate K` (`active` true) or `deactivate K`.
    case activation(key: String, active: Bool)
    /// `constraint K offset C`.
    case offset(key: String, DraftValue)
    /// `constraint K priority P`.
    case priority(key: String, DraftValue)

    /// The statement's text: the printer's line, with the value's text in
    /// place of a stand-in number when the value is no number of the language.
    var text: String {
        switch self {
        case .activation(let key, let active):
            return LayoutPrinter.line(.activation(keys: [DraftValue.printable(key)], active: active))
        case .offset(let key, let value):
            let key = DraftValue.printable(key)
            if let number = value.number { return LayoutPrinter.line(.constraintOffset(key: key, constant: number)) }
            return Self.replacingLastWord(of: LayoutPrinter.line(.constraintOffset(key: key, constant: 0)), with: value.text)
        case .priority(let key, let value):
            let key = DraftValue.printable(key)
            if let number = value.number, let whole = Int(exactly: number), let priority = Priority(whole) {
                return LayoutPrinter.line(.constraintPriority(key: key, priority: priority))
            }
            return Self.replacingLastWord(of: LayoutPrinter.line(.constraintPriority(key: key, priority: .required)),
                                          with: value.text)
        }
    }

    /// `line` with its last word (the stand-in number, after the last space) replaced by `text`.
    private static func replacingLastWord(of line: String, with text: String) -> String {
        guard let space = line.lastIndex(of: " ") else { return text }
        return String(line[...space]) + text
    }
}

/// A view of the sources.
struct ImportedView: Equatable {
    var name: String
    var className: String?
    /// The parent's name (`root` for the root); nil when no `addSubview` was read.
    var parent: String?
    var place: SourcePlace
    /// Where it was added to its parent.
    var addedAt: SourcePlace?
    var isStack = false
    /// A `UIScrollView`: the language's `scroll` property.
    var isScroll = false
    /// A `UILayoutGuide` added with `addLayoutGuide`: the language's `guide`.
    var isGuide = false
    var axis: DraftValue?
    var spacing: DraftValue?
    var distribution: DraftValue?
    var alignment: DraftValue?
    var hidden: DraftValue?
    var hugging: [DraftValue?] = [nil, nil]
    var compression: [DraftValue?] = [nil, nil]
    var margins: DraftValue?
    /// Set for views whose class has an intrinsic size the sources cannot say.
    var intrinsic: DraftValue?
    /// The first and last baselines, set for a view with text whose
    /// baseline a constraint names (they depend on its font).
    var firstBaseline: DraftValue?
    var lastBaseline: DraftValue?
    /// Whether a warning already said its parent is unknown.
    var warnedParent = false
}

/// A `make`, `update` or `remake` block of one view.
struct ImportedBlock {
    enum Kind: String { case make, update, remake }
    var kind: Kind
    var view: DraftValue
    var place: SourcePlace
    var lines: [ImportedLine]
    /// Masonry's `mas_distributeViewsAlongAxis…`: the whole statement, no block.
    var statement: String?
    /// A change of a stored constraint (``isChange``): the statement, no block.
    var change: DraftChange? = nil
    /// The conditions the whole block runs under (each of its lines has them too).
    var conditions: [String] = []
    /// A change of a stored constraint (`deactivate K`, `constraint K offset C`): a statement, no block.
    var isChange = false
    /// The lines of a frame set by hand (ViewSetupReader+Frames.swift), no block of the sources.
    var isFrame = false
    /// The placeholder for the constraints the code that adds a view, code the files do not
    /// hold, may give it (`"TODO: constraints of V, by the code that adds it"`), no block of the sources.
    var isPlacedElsewhere = false
    /// The header's note for a frame's block of another kind than one set by hand (a superclass's view).
    var frameNote: String? = nil
}

/// One constraint line of a block.
struct ImportedLine {
    /// The line in the language's chain form (may hold placeholders).
    var text: String
    var place: SourcePlace
    /// Conditions the line runs under, beyond its block's: written as a
    /// placeholder in front of the line.
    var conditions: [String]
    /// Whether a placeholder stands in the line.
    var hasPlaceholder: Bool
    /// A reason the line is only a draft of its source (a placeholder, an
    /// unread part), for the trailing comment.
    var notes: [String]
}

/// The library a source file uses, and the meaning its constraints keep:
/// the draft begins `layout NAME dialect masonry` or `… dialect snapkit`.
public enum ImportDialect: String, Sendable {
    /// Objective-C with Masonry.
    case masonry
    /// Swift with SnapKit.
    case snapkit
}

/// Something the sources alone cannot say, at its place.
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
    /// Where in the source.
    public var place: SourcePlace
    /// What cannot be read, and what the draft holds instead.
    public var message: String

    /// A warning at `place`.
    public init(place: SourcePlace, message: String) {
        self.place = place
        self.message = message
    }

    /// `file:line:col: warning: message`.
    public var description: String { "\(place): warning: \(message)" }
}
