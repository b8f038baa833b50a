import LayoutSolver

/// The one printer of the `.layout` language: statements (``LayoutStatement``)
/// and chains (``ConstraintChain``) as text that the parser reads back to
/// the same statements. Numbers are exact (``NumberText``), words are the
/// typed spellings (an attribute's name as ``OneLine/name(of:)`` gives it, a
/// key as ``OneLine/keyText(_:)``), so that a change of spelling reaches
/// every writer at once.
///
/// ```
/// canvas phone 375x812 ltr
/// stack row in card axis horizontal spacing 8 intrinsic 120x22
/// make [a, b] {
///   left.right.equalTo(superview).inset(16)
///   top == header.bottom + 20 @750 key t
/// }
/// ```
public enum LayoutPrinter {
    /// The text of `statements`, one line each (a block on several), every
    /// line ending with a newline.
    public static func text(_ statements: [LayoutStatement]) -> String {
        statements.map { line($0) + "\n" }.joined()
    }

    /// A statement keyword as ``Vocabulary`` spells it.
    private static func word(_ statement: Vocabulary.Statement) -> String { statement.rawValue }

    /// One statement's text, without a final newline (a block's lines
    /// indented by two spaces, its `}` alone on the last).
    public static func line(_ statement: LayoutStatement) -> String {
        switch statement {
        case .layout(let name, let dialect):
            return "\(word(.layout)) \(name)" + (dialect.map { " \(word(.dialect)) \($0.rawValue)" } ?? "")
        case .dialect(let dialect):
            return "\(word(.dialect)) \(dialect.rawValue)"
        case .canvas(let c):
            var text = "\(word(.canvas)) \(c.name) \(c.sizeText) \(c.direction.rawValue)"
            if c.safeArea != .zero { text += " safe " + safeArea(c.safeArea) }
            return text
        case .view(let name, let parent, let changes):
            let keyword = word(changes.contains(where: \.isStackChange) ? .stack : .view)
            return "\(keyword) \(name)" + (parent.map { " in \($0)" } ?? "") + properties(changes)
        case .guide(let name, let owner):
            return "\(word(.guide)) \(name)" + (owner.map { " in \($0)" } ?? "")
        case .removeCanvas(let name):
            return "\(word(.remove)) \(word(.canvas)) \(name)"
        case .removeView(let name):
            return "\(word(.remove)) \(word(.view)) \(name)"
        case .removeConstraints(let name):
            return "remove constraints \(name)"
        case .block(let kind, let items, let lines):
            return blockOpening(kind, items: items) + "\n" + lines.map { "  " + chain($0) + "\n" }.joined() + "}"
        case .line(let item, let chain):
            return "\(item).\(self.chain(chain))"
        case .constraint(let c):
            return oneLine(c)
        case .vfl(let format, let metrics, let align):
            var text = "\(word(.vfl)) \(OneLine.quoted(format))"
            if !metrics.isEmpty {
                text += " metrics " + metrics.sorted { $0.key < $1.key }
                    .map { "\($0.key)=\(NumberText.format($0.value))" }.joined(separator: " ")
            }
            if let align { text += " align \(OneLine.name(of: align))" }
            return text
        case .distribute(let views, let axis, let mode, let lead, let tail):
            var text = "\(word(.distribute)) [\(views.joined(separator: ", "))] \(axis == .horizontal ? "horizontal" : "vertical")"
            switch mode {
            case .spacing(let spacing): text += " spacing \(NumberText.format(spacing))"
            case .length(let length): text += " length \(NumberText.format(length))"
            }
            if lead != 0 { text += " lead \(NumberText.format(lead))" }
            if tail != 0 { text += " tail \(NumberText.format(tail))" }
            return text
        case .activation(let keys, let active):
            return word(active ? .activate : .deactivate) + " " + keys.map(OneLine.keyText).joined(separator: " ")
        case .constraintOffset(let key, let constant):
            return "\(word(.constraint)) \(OneLine.keyText(key)) offset \(NumberText.format(constant))"
        case .constraintPriority(let key, let priority):
            return "\(word(.constraint)) \(OneLine.keyText(key)) priority \(priority.rawValue)"
        case .comment(let text):
            return "# " + text
        }
    }

    /// The first line of a block: `make a {`, or on a list of items `make [a, b] {`.
    public static func blockOpening(_ kind: LayoutStatement.BlockKind, items: [String]) -> String {
        let item = items.count == 1 ? items[0] : "[" + items.joined(separator: ", ") + "]"
        return "\(kind.rawValue) \(item) {"
    }

    /// The properties a `view` or `stack` statement writes for `changes`, in
    /// their order, each after a space: `intrinsic WxH` for an intrinsic
    /// width followed by an intrinsic height (`intrinsic none` for two nils),
    /// `baseline first F last L` for a first baseline followed by a last.
    public static func properties(_ changes: [PropertyChange]) -> String {
        var text = ""
        var index = 0
        func sizeOrNone(_ value: Double?) -> String { value.map { NumberText.format($0) } ?? "none" }
        func priorityOrNone(_ value: Priority?) -> String { value.map { String($0.rawValue) } ?? "none" }
        while index < changes.count {
            let change = changes[index]
            let next = index + 1 < changes.count ? changes[index + 1] : nil
            index += 1
            switch (change, next) {
            case (.intrinsicWidth(let w?), .intrinsicHeight(let h?)?):
                text += " intrinsic \(NumberText.format(w))x\(NumberText.format(h))"
                index += 1
            case (.intrinsicWidth(nil), .intrinsicHeight(nil)?):
                text += " intrinsic none"
                index += 1
            case (.intrinsicWidth(let w), .intrinsicHeight(let h)?):
                text += " intrinsic width \(sizeOrNone(w)) height \(sizeOrNone(h))"
                index += 1
            case (.intrinsicWidth(let w), _):
                text += " intrinsic width \(sizeOrNone(w))"
            case (.intrinsicHeight(let h), _):
                text += " intrinsic height \(sizeOrNone(h))"
            case (.hugging(let h, let v), _):
                text += " hugging \(priorityOrNone(h)) \(priorityOrNone(v))"
            case (.compression(let h, let v), _):
                text += " compression \(priorityOrNone(h)) \(priorityOrNone(v))"
            case (.margins(let m), _):
                text += " margins " + (m.map { numbers($0, separator: " ") } ?? "none")
            case (.firstBaseline(let f), .lastBaseline(let l)?):
                text += " baseline first \(sizeOrNone(f)) last \(sizeOrNone(l))"
                index += 1
            case (.firstBaseline(let f), _):
                text += " baseline first \(sizeOrNone(f))"
            case (.lastBaseline(let l), _):
                text += " baseline last \(sizeOrNone(l))"
            case (.hidden(let hidden), _):
                text += hidden ? " hidden" : " hidden none"
            case (.scroll(let scroll), _):
                text += scroll ? " scroll" : " scroll none"
            case (.stackAxis(let axis), _):
                text += " axis \(axis.rawValue)"
            case (.stackSpacing(let spacing), _):
                text += " spacing \(NumberText.format(spacing))"
            case (.stackDistribution(let distribution), _):
                text += " distribution \(distribution.rawValue)"
            case (.stackAlignment(let alignment), _):
                text += " alignment \(alignment.rawValue)"
            }
        }
        return text
    }

    /// A chain as a line of a block, without its item. A chain holding
    /// `+ c` (``ConstraintChain/Modifier/addConstant(_:)``) is written in the
    /// equation form (`top == header.bottom * 2 + 20 @750 key t inactive`),
    /// whose modifiers are the multiplier, the divisor, the constant, the
    /// priority, the key and `inactive`, printed in the order held; every
    /// other chain in the chain form (`edges.equalTo(superview).inset(16)`).
    public static func chain(_ chain: ConstraintChain) -> String {
        let attributes = chain.attributes.map { term in
            switch term {
            case .single(let attribute): OneLine.name(of: attribute)
            case .composite(let composite): composite.rawValue
            }
        }.joined(separator: ".")
        let targets = chain.isList || chain.targets.count != 1
            ? "[" + chain.targets.map(target).joined(separator: ", ") + "]"
            : target(chain.targets[0])
        if chain.modifiers.contains(where: { if case .addConstant = $0 { true } else { false } }) {
            var text = "\(attributes) \(chain.relation.symbol) \(targets)"
            for modifier in chain.modifiers {
                switch modifier {
                case .multiplier(let m): text += " * \(NumberText.format(m))"
                case .dividedBy(let d): text += " / \(NumberText.format(d))"
                case .addConstant(let c): text += c < 0 ? " - \(NumberText.format(-c))" : " + \(NumberText.format(c))"
                case .priority(let p): text += " @\(p.rawValue)"
                case .key(let key): text += " key \(OneLine.keyText(key))"
                case .inactive: text += " inactive"
                default: text += "." + self.modifier(modifier)
                }
            }
            return text
        }
        let call = Vocabulary.relationName(chain.relation)
        return "\(attributes).\(call)(\(targets))" + chain.modifiers.map { "." + modifier($0) }.joined()
    }

    /// A target as a chain writes it: `VIEW`, `VIEW.ATTR`, a number,
    /// `size(W, H)`, `point(X, Y)`, `insets(T, L, B, R)`,
    /// `NSDirectionalEdgeInsetsMake(T, LEADING, B, TRAILING)`.
    public static func target(_ target: ConstraintChain.Target) -> String {
        switch target {
        case .view(let item, let attribute): item + (attribute.map { "." + OneLine.name(of: $0) } ?? "")
        case .viewComposite(let item, let composite): "\(item).\(composite.rawValue)"
        case .number(let value): NumberText.format(value)
        case .size(let w, let h): "size(\(NumberText.format(w)), \(NumberText.format(h)))"
        case .point(let x, let y): "point(\(NumberText.format(x)), \(NumberText.format(y)))"
        case .insets(let insets): "insets(\(numbers(insets, separator: ", ")))"
        case .directionalInsets(let i): "NSDirectionalEdgeInsetsMake(\(directional(i)))"
        }
    }

    /// A chain-form modifier without its leading dot: `offset(8)`, `priority(750)`, `inactive()`.
    /// `+ c` has no chain form: it is written `offset(c)`, its meaning only
    /// after a target that gives no constant (a view); ``chain(_:)`` writes a
    /// chain that holds it in the equation form instead.
    public static func modifier(_ modifier: ConstraintChain.Modifier) -> String {
        switch modifier {
        case .offset(let c): "offset(\(NumberText.format(c)))"
        case .addConstant(let c): "offset(\(NumberText.format(c)))"
        case .inset(let v): "inset(\(NumberText.format(v)))"
        case .insets(let insets): "insets(\(numbers(insets, separator: ", ")))"
        case .directionalInsets(let i): "inset(NSDirectionalEdgeInsetsMake(\(directional(i))))"
        case .sizeOffset(let w, let h): "sizeOffset(\(NumberText.format(w)), \(NumberText.format(h)))"
        case .centerOffset(let x, let y): "centerOffset(\(NumberText.format(x)), \(NumberText.format(y)))"
        case .multiplier(let m): "multipliedBy(\(NumberText.format(m)))"
        case .dividedBy(let d): "dividedBy(\(NumberText.format(d)))"
        case .priority(let p): "priority(\(p.rawValue))"
        case .key(let key): "key(\(OneLine.keyText(key)))"
        case .inactive: "inactive()"
        }
    }

    /// The one-line form of a constraint (``OneLine/format(_:)``): multiplier
    /// 1, constant 0 (with a second item) and priority 1000 left out; an
    /// inactive constraint ends with `inactive`; a generated one and the
    /// sizes rule end with their comment markers.
    public static func oneLine(_ c: LayoutConstraint) -> String {
        var text = "\(c.item).\(OneLine.name(of: c.attribute)) \(c.relation.symbol)"
        if let item2 = c.item2, let attribute2 = c.attribute2 {
            text += " \(item2).\(OneLine.name(of: attribute2))"
            if c.multiplier != 1 { text += " * \(NumberText.format(c.multiplier))" }
            if c.constant > 0 { text += " + \(NumberText.format(c.constant))" }
            if c.constant < 0 { text += " - \(NumberText.format(-c.constant))" }
        } else {
            text += " \(NumberText.format(c.constant))"
        }
        if !c.priority.isRequired { text += " @\(c.priority.rawValue)" }
        if let key = c.key { text += " key \(OneLine.keyText(key))" }
        if !c.isActive { text += " inactive" }
        if let stack = c.generatedBy { text += OneLine.generatedMarker + stack }
        if let rule = c.ruleName { text += OneLine.ruleMarker + rule }
        return text
    }

    /// Safe-area insets as `canvas … safe` writes them: `T L B R`.
    public static func safeArea(_ insets: Insets) -> String { numbers(insets, separator: " ") }

    private static func numbers(_ i: Insets, separator: String) -> String {
        [i.top, i.left, i.bottom, i.right].map { NumberText.format($0) }.joined(separator: separator)
    }

    private static func directional(_ i: ConstraintChain.DirectionalInsets) -> String {
        [i.top, i.leading, i.bottom, i.trailing].map { NumberText.format($0) }.joined(separator: ", ")
    }
}
