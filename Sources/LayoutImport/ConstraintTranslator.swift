import LayoutSolver
import LayoutModel

/// Turns the statements of one Masonry or SnapKit block into constraint
/// lines of the language, in its chain form: `make.top.equalTo(v.mas_bottom).offset(8)`
/// and `make.top.equalTo(v.snp.bottom).offset(8)` both become
/// `top.equalTo(v.bottom).offset(8)`. The dialect of the draft keeps the
/// meaning each library gives a line (docs/import.md).
///
/// What it cannot read becomes a placeholder in the line and a warning at
/// its place, never a guess.
struct ConstraintTranslator {
    var reader: ViewSetupReader
    /// The block's parameter: `make`, or `$0`.
    let maker: String
    /// The view the block constrains, as the draft names it (for warnings).
    let subject: String
    /// SnapKit's `prepareConstraints`: every line is made inactive.
    let inactive: Bool
    /// Why the last target ``viewTarget(_:)`` refused names nothing of the
    /// language, when it knows better than ``ViewSetupReader/reason(_:)``
    /// (a view controller's layout guide's height).
    private var targetProblem: String?

    init(reader: ViewSetupReader, maker: String, subject: String, inactive: Bool) {
        self.reader = reader
        self.maker = maker
        self.subject = subject
        self.inactive = inactive
    }

    /// The attributes of a maker (and of a view's `mas_`/`snp.` attributes):
    /// the language's (``Vocabulary/attributes``), which Masonry and SnapKit
    /// spell alike.
    static let attributes: Set<String> = Set(Vocabulary.attributes.map(\.name))
    /// The baseline attributes (`baseline` is the last).
    static let baselines: Set<String> = Set(Vocabulary.attributes.filter { entry in
        entry.word == .single(.firstBaseline) || entry.word == .single(.lastBaseline)
    }.map(\.name))
    /// SnapKit's composites the language spells as chains.
    static let expansions: [String: [String]] = [
        "directionalHorizontalEdges": [Attribute.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom],
        "directionalMargins": [.leadingMargin, .trailingMargin, .topMargin, .bottomMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ].mapValues { $0.map(OneLine.name(of:)) }

    /// Whether the attributes (as the draft names them) are sizes only:
    /// `width`, `height`, `size`.
    static func areSizes(_ attributes: [String]) -> Bool {
        attributes.allSatisfy { Vocabulary.attribute(named: $0)?.attributes.allSatisfy(\.isSize) == true }
    }

    /// The lines of a block's statements; `blockConditions` are the block's
    /// own (a line's further conditions are its own).
    ///
    /// A statement that is no line of the maker (an `addSubview`, a block of
    /// another view, a change of a stored constraint) is read as the setup's
    /// own; one that gives nothing at all is a warning naming it, so that no
    /// statement of a block is left out without a word.
    mutating func lines(_ body: [Stmt], blockConditions: [String]) -> [ImportedLine] {
        var result: [ImportedLine] = []
        for statement in body {
            // What a warning's reason reads: the line's loops and method.
            reader.context = (statement.conditions, statement.function ?? reader.context.function)
            let extra = Array(statement.conditions.dropFirst(min(blockConditions.count, statement.conditions.count)))
            let conditions = statement.conditions.count > blockConditions.count ? extra : []
            let count = result.count
            let warnings = reader.layout.warnings.count
            var readElsewhere = false
            switch statement.kind {
            case .expression(let expr):
                if let branches = Stmt.branches(of: expr, statement: statement) {
                    // `compact ? make.height.equalTo(32) : make.height.equalTo(44)`: each branch under its condition.
                    let lines = lines(branches, blockConditions: blockConditions)
                    result += lines
                    readElsewhere = true
                } else if isConstraint(expr) {
                    if let line = line(expr, key: nil, place: statement.place, conditions: conditions) { result.append(line) }
                } else if let (collection, items) = collected(expr) {
                    // `constraints.append(make.top….constraint)`, `[array addObject:make.top…]`.
                    for item in items {
                        if let line = line(item, key: collection, place: statement.place, conditions: conditions, inList: true) {
                            result.append(line)
                        }
                    }
                } else {
                    readElsewhere = readAsSetup(statement)
                }
            case .assignment(let target, let op, let expr) where op == "=" || op == "+=":
                // `self.topConstraint = make.top.equalTo(…)`, `constraints += [make.top….constraint]`:
                // the handle's name is the key.
                let key = reader.handleName(target)
                if let items = constraintItems(expr) {
                    let inList = op == "+=" || items.count > 1 || isList(expr)
                    for item in items {
                        if let line = line(item, key: key, place: statement.place, conditions: conditions, inList: inList) {
                            result.append(line)
                        }
                    }
                } else {
                    readElsewhere = readAsSetup(statement)
                }
            case .declaration(let name, let type, let value?):
                if let items = constraintItems(value) {
                    for item in items {
                        if let line = line(item, key: reader.cleaned(name), place: statement.place, conditions: conditions,
                                           inList: isList(value)) {
                            result.append(line)
                        }
                    }
                } else if reader.evaluate(value) != nil || reader.isStructure(value) || Self.isSelf(value) {
                    // A local of the block (`CGFloat gap = 8;`, `let insets = UIEdgeInsets(…)`,
                    // `__strong typeof(ws) strongSelf = ws;`, another name of `self`: ``SelfAliases``).
                    reader.declareLocal(name, type: type, value: value, statement: statement)
                } else {
                    _ = readAsSetup(statement)
                }
                // A local the lines use (a number, a structure, `strongSelf = self`), a view,
                // a closure: read, never a warning (nothing of it is left out).
                readElsewhere = !isConstraint(value)
            case .declaration(_, _, nil), .returning(nil):
                // `MASConstraint *c;`, an early `return`: nothing to read.
                continue
            case .loop(let loop):
                result += loopLines(loop, statement: statement, blockConditions: blockConditions)
            default:
                readElsewhere = readAsSetup(statement)
            }
            if result.count == count && reader.layout.warnings.count == warnings && !readElsewhere {
                reader.warn(statement.place, "'\(statement.text)' in the block of '\(subject)' makes no constraint "
                            + "the importer reads; the draft leaves it out")
            }
            if !conditions.isEmpty, let last = result.last, last.place == statement.place {
                reader.warn(statement.place, "this constraint is made under '\(conditions.joined(separator: ", "))', "
                            + "which the source alone cannot tell; the draft holds a TODO placeholder before it")
            }
        }
        return result
    }

    /// A loop in a block: its lines once per iteration (``ViewSetupReader/unrolling(_:)``),
    /// else once, each under the loop's header, with a warning naming the loop.
    private mutating func loopLines(_ loop: Loop, statement: Stmt, blockConditions: [String]) -> [ImportedLine] {
        var result: [ImportedLine] = []
        switch reader.unrolling(loop) {
        case .success(let values):
            for (index, value) in values.enumerated() {
                let outer = reader.bindings
                reader.iterations.append(index)
                reader.bindLoopVariable(loop.index, to: .number(Double(index)), statement: statement)
                reader.bindLoopVariable(loop.variable, to: value, statement: statement)
                result += lines(loop.body, blockConditions: blockConditions)
                reader.iterations.removeLast()
                reader.bindings = outer
            }
        case .failure(let refusal):
            let outer = reader.bindings
            if let variable = loop.variable { reader.declareName(variable, statement: statement) }
            if let index = loop.index { reader.declareName(index, statement: statement) }
            result = lines(loop.body.map { $0.under(loop.header, after: statement.conditions.count) },
                           blockConditions: blockConditions)
            reader.bindings = outer
            if !result.isEmpty { reader.warnNotUnrolled(loop, refusal, at: statement.place) }
        }
        return result
    }

    /// `self` (after ``SelfAliases``, every other name of it).
    private static func isSelf(_ value: Expr) -> Bool {
        if case .name("self") = value.kind { return true }
        return false
    }

    /// A statement of a block that is no line of its maker, read as a
    /// statement of the setup; whether it gave the draft something (a view,
    /// a property, a block, a statement).
    private mutating func readAsSetup(_ statement: Stmt) -> Bool {
        let views = reader.layout.views
        let blocks = reader.layout.blocks.count
        reader.interpret(statement)
        return reader.layout.views != views || reader.layout.blocks.count != blocks
    }

    /// Whether `expr` is a chain on the block's maker (`make.top…`).
    func isConstraint(_ expr: Expr) -> Bool {
        let (base, links) = expr.chain()
        if case .name(let name) = base.kind { return name == maker && !links.isEmpty }
        return false
    }

    /// The maker's lines a value holds: the line itself, or a list of them
    /// (`[make.top….constraint, make.bottom….constraint]`, `@[make.top…]`).
    func constraintItems(_ expr: Expr) -> [Expr]? {
        if isConstraint(expr) { return [expr] }
        if case .array(let items) = expr.kind, !items.isEmpty, items.allSatisfy({ isConstraint($0) }) { return items }
        return nil
    }

    private func isList(_ expr: Expr) -> Bool {
        if case .array = expr.kind { return true }
        return false
    }

    /// A line collected into a list: `constraints.append(make.top…)`,
    /// `constraints.append(contentsOf: [make.top…])`, `[array addObject:make.top…]`,
    /// `[array addObjectsFromArray:@[make.top…]]`: the list's name and the lines.
    func collected(_ expr: Expr) -> (String?, [Expr])? {
        guard case .call(let callee, let arguments) = expr.kind, case .member(let list?, let selector) = callee.kind,
              let first = arguments.first?.value,
              ["append", "insert", "addObject:", "addObjectsFromArray:", "insertObject:atIndex:"].contains(selector),
              let items = constraintItems(first) else { return nil }
        return (reader.handleName(list), items)
    }

    /// One line, or nil when the statement is no constraint of the maker.
    private mutating func line(_ expr: Expr, key handle: String?, place: SourcePlace, conditions: [String],
                               inList: Bool = false) -> ImportedLine? {
        let (base, links) = expr.chain()
        guard case .name(let name) = base.kind, name == maker, !links.isEmpty else { return nil }
        var attributes: [String] = []
        var relation: String?
        var target: DraftValue?
        var modifiers: [String] = []
        var notes: [String] = []
        var placeholder = false
        var keyed = false
        var explicitKey: String?
        var position = 0
        // The attributes.
        while position < links.count, links[position].arguments == nil {
            let word = links[position].name
            if word == "with" || word == "and" { position += 1; continue }
            if Self.attributes.contains(word) {
                attributes.append(word)
            } else if let parts = Self.expansions[word] {
                attributes += parts
            } else {
                break
            }
            position += 1
        }
        guard !attributes.isEmpty else {
            reader.warn(place, "'\(expr.text)' starts with no attribute the language knows; the line is left out of the draft")
            return nil
        }
        // The relation, then the modifiers.
        while position < links.count {
            let link = links[position]
            position += 1
            let arguments = link.arguments ?? []
            if let call = Vocabulary.relation(named: link.name) {
                let spelled = Vocabulary.relationName(call.relation)
                guard relation == nil else {
                    reader.warn(link.place, "a second relation '\(link.name)'; the line is left out of the draft, as Masonry refuses it")
                    return nil
                }
                relation = spelled
                if call.toSuperview {
                    target = .known("superview")
                    if !arguments.isEmpty {
                        reader.warn(link.place, "'\(link.text)' with a closure cannot be read; the target is a TODO placeholder")
                        target = .placeholder(link.text)
                    }
                } else if let first = arguments.first?.value {
                    target = self.target(first)
                } else {
                    target = .placeholder(link.text)
                    reader.warn(link.place, "'\(link.name)' has no target; the draft holds a TODO placeholder")
                }
                continue
            }
            if Vocabulary.priorityModifiers.contains(where: { $0.name == link.name }) {
                // `priorityHigh()`, Masonry's priority modifiers, as the language spells them.
                modifiers.append("\(link.name)()")
                continue
            }
            switch link.name {
            case "with", "and", "constraint", "priorityValue":
                continue
            case "offset", "mas_offset", "valueOffset":
                guard let value = arguments.first?.value else { continue }
                // Masonry's dispatch of a boxed value: a size is a size offset, a point a
                // centre offset, insets insets (`mas_offset(CGSizeMake(…))`).
                if let (isSize, parts) = reader.sizeOrPoint(value) {
                    let name = isSize ? "sizeOffset" : "centerOffset"
                    modifiers.append("\(name)(\(numbers(parts, what: isSize ? "a size offset" : "a centre offset")))")
                } else if let parts = reader.edgeInsets(value), !ViewSetupReader.isBareZero(value) {
                    modifiers.append("insets(\(numbers(parts, what: "an inset")))")
                } else {
                    let number = reader.number(value, what: "the offset")
                    modifiers.append("offset(\(number.text))")
                }
            case "inset":
                guard let value = arguments.first?.value else { continue }
                if let parts = reader.edgeInsets(value) {
                    modifiers.append("insets(\(numbers(parts, what: "an inset")))")
                    if case .call(let callee, _) = value.kind, callee.text.contains("Directional"),
                       attributes.contains(where: { name in
                           Vocabulary.attribute(named: name)?.attributes.contains(where: \.isAbsoluteHorizontalEdge) == true
                       }) {
                        reader.warn(value.place, "directional insets on left or right attributes follow the layout direction in SnapKit; "
                                    + "the draft gives leading to left and trailing to right, as under ltr")
                        notes.append("directional insets read as ltr")
                    }
                } else {
                    modifiers.append("inset(\(reader.number(value, what: "the inset").text))")
                }
            case "insets":
                guard let value = arguments.first?.value else { continue }
                if let parts = reader.edgeInsets(value) {
                    modifiers.append("insets(\(numbers(parts, what: "an inset")))")
                } else {
                    modifiers.append("insets(\(reader.number(value, what: "the insets").text))")
                }
            case "sizeOffset":
                guard let value = arguments.first?.value else { continue }
                let parts = pair(value, names: ["CGSizeMake", "CGSize"])
                modifiers.append("sizeOffset(\(parts.map { numbers($0, what: "a size offset") } ?? reader.number(value, what: "the size offset").text))")
            case "centerOffset":
                guard let value = arguments.first?.value else { continue }
                let parts = pair(value, names: ["CGPointMake", "CGPoint"])
                modifiers.append("centerOffset(\(parts.map { numbers($0, what: "a centre offset") } ?? reader.number(value, what: "the centre offset").text))")
            case "multipliedBy", "dividedBy":
                guard let value = arguments.first?.value else { continue }
                modifiers.append("\(link.name)(\(reader.number(value, what: "the multiplier").text))")
            case "priority":
                guard let value = arguments.first?.value else { continue }
                let spelled = reader.priority(value)
                modifiers.append("priority(\(named(spelled, source: value)))")
            case "key", "labeled":
                guard let value = arguments.first?.value else { continue }
                keyed = true
                switch value.kind {
                case .string(let text):
                    modifiers.append("key(\(Self.keyText(text)))")
                    explicitKey = text
                default:
                    // A key is a debugging name: left out, it changes no frame (a string
                    // placeholder would be read as a key).
                    reader.warn(value.place, "the key '\(value.text)' is not a string literal; the draft leaves the key out")
                    notes.append("key '\(value.text)' left out")
                }
            default:
                reader.warn(link.place, "'\(link.name)' is not read by the importer; the line holds a TODO placeholder")
                notes.append("'\(link.name)' not read")
                modifiers.append(DraftValue.placeholder(link.text).text)
            }
        }
        var text = attributes.joined(separator: ".")
        var targetText = target?.text ?? "superview"
        // The baselines a line constrains, its view's (and a view target's, the same attribute): their fonts'.
        for attribute in attributes where Self.baselines.contains(attribute) {
            reader.noteBaseline(of: subject, first: attribute == "firstBaseline", at: place)
            if let target, !target.isPlaceholder, reader.layout.index(of: target.text) != nil {
                reader.noteBaseline(of: target.text, first: attribute == "firstBaseline", at: place)
            }
        }
        if relation == nil && reader.layout.dialect == .snapkit {
            reader.warn(place, "'\(expr.text)' has no relation: SnapKit makes no constraint of it; the line is left out of the draft")
            return nil
        }
        // Masonry makes a constraint with no relation: equal to the superview's same attribute
        // for a location, the constant alone for a size (no second item: `make.width.offset(44)`
        // is `width == 44`). The language reads a line with no relation as Masonry installs it,
        // so the draft keeps it as written (`height.width.offset(22)`, `top.left.offset(10)`).
        if relation == nil { targetText = "superview" }
        let sizesOnly = Self.areSizes(attributes)
        if subject == "root" && (relation != nil || !sizesOnly) && Self.isAgainstSuperview(attributes, targetText) {
            reader.warn(place, "'\(expr.text)' relates the root to its superview, which is not in the sources (the root's "
                        + "frame is the canvas); the line holds a TODO placeholder for it")
            targetText = DraftValue.placeholder("the root's superview").text
            text += ".\(relation ?? "equalTo")(\(targetText))"
        } else if let relation {
            text += ".\(relation)(\(targetText))"
        }
        if Self.namesRootMargins(targetText), let kind = reader.rootWithSystemMargins() {
            reader.warn(place, "'\(expr.text)' measures from the root's layout margins, which UIKit gives \(kind) when it is "
                        + "shown, not the language's default 8 the draft is laid out with (the root takes no margins in the "
                        + "language): check the frames against the app's margins")
        }
        for modifier in modifiers { text += ".\(modifier)" }
        if !keyed, let handle, Vocabulary.isName(handle) { text += ".key(\(handle))" }
        if let handle, !handle.isEmpty, let key = keyed ? explicitKey : (Vocabulary.isName(handle) ? handle : nil) {
            // The property, local or list that keeps the constraint: its later changes name the key.
            reader.keep(handle: handle, key: key, attributes: attributes, target: targetText, place: place, inList: inList)
        }
        if inactive { text += ".inactive()" }
        placeholder = text.contains("\"TODO: ")
        return ImportedLine(text: text, place: place, conditions: conditions, hasPlaceholder: placeholder, notes: notes)
    }

    /// Whether a line of `attributes` against `target` (as the draft writes
    /// it) relates its view to its superview: `superview` itself, or a value
    /// the language measures from it (a number, a size, a point, insets, but
    /// for a size's constants).
    static func isAgainstSuperview(_ attributes: [String], _ target: String) -> Bool {
        if target == "superview" || target.hasPrefix("superview.") || target.hasPrefix("[") && target.contains("superview") {
            return true
        }
        let sizesOnly = areSizes(attributes)
        if Double(target) != nil || target.hasPrefix("size(") { return !sizesOnly }
        return target.hasPrefix("point(") || target.hasPrefix("insets(")
    }

    /// Whether a target (as the draft writes it) measures from the root's
    /// layout margins: `root.marginsGuide…`, `root.leftMargin`, `root.centerXWithinMargins` ….
    static func namesRootMargins(_ target: String) -> Bool {
        guard target.hasPrefix("root.") else { return false }
        return target.hasPrefix("root.marginsGuide") || target.hasSuffix("Margin") || target.hasSuffix("WithinMargins")
            || target == "root.margins"
    }

    /// A priority as the source named it (`high`) when it is one of the
    /// language's names, else its number.
    private func named(_ value: DraftValue, source: Expr) -> String {
        guard !value.isPlaceholder else { return value.text }
        switch source.kind {
        case .member, .name:
            return Vocabulary.priorities.first { String($0.priority.rawValue) == value.text }?.name ?? value.text
        default:
            return value.text
        }
    }

    /// The arguments of `CGSizeMake(w, h)`, `CGSize(width:height:)` (`names` holding
    /// `CGSize`), or of `CGPointMake(x, y)`, `CGPoint(x:y:)`; their zeros; a constant naming one.
    private func pair(_ value: Expr, names: [String]) -> [Expr]? {
        guard let (isSize, parts) = reader.sizeOrPoint(value), isSize == names.contains("CGSize") else { return nil }
        return parts
    }

    private mutating func numbers(_ parts: [Expr], what: String) -> String {
        parts.map { reader.number($0, what: what).text }.joined(separator: ", ")
    }

    /// A relation's target in the language: a number, a view, a view's
    /// attribute or guide, a list, `size(…)`, `point(…)`, `insets(…)`.
    private mutating func target(_ expr: Expr) -> DraftValue {
        if let value = reader.evaluate(expr) { return .known(NumberText.format(value == 0 ? 0 : value)) }
        if case .array(let items) = expr.kind {
            let parts = items.map { target($0) }
            return DraftValue(text: "[\(parts.map(\.text).joined(separator: ", "))]", isPlaceholder: parts.contains { $0.isPlaceholder })
        }
        if let parts = reader.edgeInsets(expr) {
            let text = numbers(parts, what: "an inset")
            return DraftValue(text: "insets(\(text))", isPlaceholder: text.contains("\"TODO: "))
        }
        if let parts = pair(expr, names: ["CGSizeMake", "CGSize"]) {
            let text = numbers(parts, what: "a size")
            return DraftValue(text: "size(\(text))", isPlaceholder: text.contains("\"TODO: "))
        }
        if let parts = pair(expr, names: ["CGPointMake", "CGPoint"]) {
            let text = numbers(parts, what: "a point")
            return DraftValue(text: "point(\(text))", isPlaceholder: text.contains("\"TODO: "))
        }
        targetProblem = nil
        if let view = viewTarget(expr) { return .known(view) }
        warn(expr, "the target '\(expr.text)' \(targetReason(expr)); the draft holds a TODO placeholder in its place")
        return .placeholder(expr.text)
    }

    private func targetReason(_ expr: Expr) -> String {
        if let targetProblem { return targetProblem }
        switch expr.kind {
        case .name, .member, .binary, .prefix, .ternary, .call: return reader.reason(expr)
        default: return "cannot be read"
        }
    }

    private mutating func warn(_ expr: Expr, _ message: String) { reader.warn(expr.place, message) }

    /// `v`, `self.v`, `v.mas_top`, `v.top` (Masonry's shorthand), `v.snp.top`,
    /// `v.safeAreaLayoutGuide`, `v.mas_safeAreaLayoutGuideTop`,
    /// `v.safeAreaLayoutGuide.snp.top`, `v.layoutMarginsGuide.snp.bottom`,
    /// `superview` — in the language: `v`, `v.top`, `v.safeArea`,
    /// `v.safeArea.top`, `v.marginsGuide.bottom`, `superview`.
    private mutating func viewTarget(_ expr: Expr) -> String? {
        // The view: the longest start of the chain that names one.
        var links: [String] = []
        var current = expr
        var view: String?
        while true {
            if case .name(let name) = current.kind {
                if name == View.superviewName { view = name; break }
                // A view subclass's (or a view controller's) own guides, without `self.`.
                if (ViewGuide.codeNames[name] != nil || name == "snp") && reader.viewClasses[name] == nil {
                    links.insert(name, at: 0)
                    view = "root"
                    break
                }
            }
            // …and with it (`self.safeAreaLayoutGuide.snp.top`, as a `[weak self]` closure spells it).
            if case .member(let base?, let name) = current.kind, case .name("self") = base.kind,
               ViewGuide.codeNames[name] != nil && reader.viewClasses[name] == nil {
                links.insert(name, at: 0)
                view = "root"
                break
            }
            if let name = reader.viewName(current),
               name == "root" || reader.isKnownView(name) || (!links.isEmpty && isViewSuffix(links)) {
                view = name
                break
            }
            if case .member(let base?, let name) = current.kind {
                links.insert(name, at: 0)
                current = base
                continue
            }
            return nil
        }
        guard var result = view else { return nil }
        if result != "root" && result != "superview" && reader.layout.index(of: result) == nil {
            _ = reader.ensureView(result, at: expr.place)
        }
        var attribute = false
        // A view controller's old layout guide whose attribute is still to come (`topLayoutGuide.snp.bottom`).
        var pendingGuide: ControllerLayoutGuide?
        for link in links {
            guard !attribute else { return nil }
            var word = link
            if word == "snp" { continue }
            if let pending = pendingGuide {
                if word.hasPrefix("mas_") { word.removeFirst(4) }
                guard let named = Attribute(name: word), let (guide, rootAttribute) = pending.rootItem(named) else {
                    targetProblem = "is the \(word) of the view controller's \(pending.rawValue) layout guide"
                        + (word == "height" ? " (the safe area's \(pending.rawValue) inset)" : "") + ", which the language has no item for"
                    return nil
                }
                result = ItemName(view: "root", guide: guide).name + ".\(rootAttribute.rawValue)"
                pendingGuide = nil
                attribute = true
                continue
            }
            // The guides by the names code gives them (`safeAreaLayoutGuide`, `mas_safeAreaLayoutGuideTop`,
            // `layoutMarginsGuide`, `contentLayoutGuide`, `mas_topLayoutGuide`, `topLayoutGuide` …).
            switch ViewGuide.codeNames[word] ?? ViewGuide.codeNames["mas_" + word] {
            case .viewGuide(let guide, let named)?:
                result += ".\(guide.rawValue)"
                if let named {
                    result += ".\(named.rawValue)"
                    attribute = true
                }
                continue
            case .controllerGuide(let guide, let named)?:
                // The root's: `self.mas_topLayoutGuide` is the safe area's top.
                guard result == "root" else { return nil }
                if let named, let (rootGuide, rootAttribute) = guide.rootItem(named) {
                    result = ItemName(view: "root", guide: rootGuide).name + ".\(rootAttribute.rawValue)"
                    attribute = true
                } else {
                    pendingGuide = guide
                }
                continue
            case nil:
                break
            }
            if word.hasPrefix("mas_") { word.removeFirst(4) }
            if Self.attributes.contains(word) {
                // A view's baseline (`title.snp.firstBaseline`, `title.mas_baseline`): its font's.
                if Self.baselines.contains(word), !result.contains(".") {
                    reader.noteBaseline(of: result, first: word == "firstBaseline", at: expr.place)
                }
                result += ".\(word)"
                attribute = true
            } else {
                // SnapKit's directional composites have no target form in the language.
                return nil
            }
        }
        if let pending = pendingGuide {
            targetProblem = "names the view controller's \(pending.rawValue) layout guide without an attribute ("
                + (pending == .top ? "its top is the root's top, its bottom the safe area's top"
                                   : "its top is the safe area's bottom, its bottom the root's bottom") + ")"
            return nil
        }
        return result
    }

    /// Whether the members after a name make it a view: `x.snp…`, `x.mas_…`.
    private func isViewSuffix(_ links: [String]) -> Bool {
        guard let first = links.first else { return false }
        if case .viewGuide? = ViewGuide.codeNames[first] { return true }
        return first == "snp" || first.hasPrefix("mas_")
    }

    /// A key as the language writes it: a name with `[i]` suffixes
    /// (``Vocabulary/isKey(_:)``), else a string.
    static func keyText(_ text: String) -> String { Vocabulary.isKey(text) ? text : DraftValue.quoted(text) }
}
