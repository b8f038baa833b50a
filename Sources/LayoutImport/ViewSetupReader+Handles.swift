import LayoutModel
import LayoutSolver

/// A constraint the code keeps in a property, a local or a list (a
/// handle: `self.heightConstraint = make.height.equalTo(44).constraint`),
/// known by the key its line has in the draft, so that a later change of
/// it is the language's `constraint K offset C`, `deactivate K`, `activate
/// K` or `constraint K priority P` (docs/import.md, "Changes through stored
/// constraints").
struct ConstraintHandle {
    /// The key of its lines, as the draft's constraint lines give it (a name, or any text).
    var key: String
    /// Each row's first attribute and the attribute it is measured against
    /// (the second item's, or the first's), in the order the language
    /// numbers the rows `K[0]`, `K[1]`…; nil when a list target makes the rows
    /// more than the importer counts.
    var rows: [(first: String, second: String)]?
    /// Whether several lines share the key (a list of constraints): their rows cannot be told apart.
    var shared = false
    /// Where the line that keeps it is.
    var place: SourcePlace
}

/// A change of a stored constraint's constant, priority or activation.
enum ConstraintChange {
    /// The constant set as it is: Masonry's `offset = C`, `setOffset:`,
    /// SnapKit's `update(offset:)`, `NSLayoutConstraint`'s `constant = C`.
    case offset(Expr)
    /// The constant set from an inset or insets by each row's attribute
    /// (SnapKit's `update(inset:)`; Masonry's `setInset:`/`setInsets:`).
    case inset(Expr)
    /// Masonry's `setSizeOffset:`, `setCenterOffset:`: width and height, or the centres, from a size or a point.
    case sizeOffset(Expr), centerOffset(Expr)
    /// SnapKit's `update(priority:)`.
    case priority(Expr)
    /// `activate()`, `deactivate()`, Masonry's `install`, `uninstall`, `isActive = …`.
    case active(Expr)
}

extension ViewSetupReader {
    /// The composites the language expands, in its order (language.md, "Attributes").
    static let compositeRows: [String: [String]] = [
        "edges": ["left", "right", "top", "bottom"], "size": ["width", "height"], "center": ["centerX", "centerY"],
        "margins": ["leftMargin", "rightMargin", "topMargin", "bottomMargin"], "horizontalEdges": ["left", "right"],
        "verticalEdges": ["top", "bottom"], "directionalEdges": ["leading", "trailing", "top", "bottom"],
    ]

    /// The methods UIKit calls before a view is first shown: the setup
    /// (with what they call, ``isSetup(_:)``).
    static let setupMethods: Set<String> = [
        "init", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "updateConstraints",
        "updateViewConstraints", "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "didMoveToSuperview", "didMoveToWindow",
    ]

    /// Records the line at `place`, whose key is `key`, as kept under `handle`.
    /// A line of a list (`constraints.append(make.top…)`) shares its key with the list's other lines.
    mutating func keep(handle: String, key: String, attributes: [String], target: String, place: SourcePlace, inList: Bool) {
        let firsts = attributes.flatMap { Self.compositeRows[$0] ?? [$0] }
        // The second attribute: the target's when it names a single one (`v.top`), else the first's.
        var second: String?
        if let dot = target.lastIndex(of: "."), !target.hasPrefix("\"") {
            let word = String(target[target.index(after: dot)...])
            if ConstraintTranslator.attributes.contains(word), Self.compositeRows[word] == nil { second = word }
        }
        let rows = target.hasPrefix("[") ? nil : firsts.map { (first: $0, second: second ?? $0) }
        if inList || lists.contains(handle) { lists.insert(handle) }
        if var existing = handles[handle], existing.key == key, existing.place != place, lists.contains(handle) {
            existing.shared = true
            existing.rows = nil
            existing.place = place
            handles[handle] = existing
        } else {
            handles[handle] = ConstraintHandle(key: key, rows: rows, place: place)
        }
    }

    /// Notes the calls of each function of `statements`, for ``isSetup(_:)``,
    /// and the names declared as constraints (`MASConstraint *c`, `var c: Constraint?`).
    mutating func noteCalls(_ statements: [Stmt]) {
        Stmt.visitExpressions(statements) { expr, statement in
            // A method by its selector's first part, as its scope names it (`setUpWith:` is `setUpWith`);
            // a property read (`self.stack`, Swift's `stack`) calls its getter, if the class writes one.
            let caller = statement.function?.name ?? ""
            func called(_ name: String) { calls[caller, default: []].insert(String(name.prefix { $0 != ":" })) }
            switch expr.kind {
            case .name(let name): called(name)
            case .member(let base?, let name):
                if case .name("self") = base.kind { called(name) } else { foreignReads.insert(name) }
            default: break
            }
        }
        for statement in statements where statement.isProperty && statement.function == nil {
            guard case .declaration(let name, _, _) = statement.kind else { continue }
            ownProperties.insert(String(name.split(separator: ".").last ?? Substring(name)))
        }
        for statement in statements {
            guard case .declaration(let name, let type?, _) = statement.kind, type.contains("Constraint") else { continue }
            let bare = cleaned(String(name.split(separator: ".").last ?? Substring(name)))
            constraintNames.insert(bare)
            if type.contains("[") || type.hasPrefix("NSArray") || type.hasPrefix("NSMutableArray") { lists.insert(bare) }
        }
    }

    /// Whether the setup runs `function`: none (a property's value, a
    /// file's constant), a method UIKit calls before the view is first shown
    /// (``setupMethods``; Objective-C's `init…` too), or one such a method
    /// calls, however deep, in the sources read.
    func isSetup(_ function: String?) -> Bool {
        guard let function else { return true }
        var reached: Set<String> = []
        var pending = [""] + calls.keys.filter { Self.isSetupMethod($0) }
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            if next == function { return true }
            pending += calls[next] ?? []
        }
        return reached.contains(function) || Self.isSetupMethod(function)
    }

    private static func isSetupMethod(_ function: String) -> Bool {
        let base = function.split(separator: ":").first.map(String.init) ?? function
        return setupMethods.contains(base) || base.hasPrefix("initWith")
    }

    /// The handle `holder` names (`heightConstraint`, `self.heightConstraint`), if it is one.
    private func handleName(of holder: Expr) -> String? {
        switch holder.kind {
        case .name(let name): return cleaned(name)
        case .member(let base?, let name):
            if case .name("self") = base.kind { return name }
            return nil
        default: return nil
        }
    }

    /// The change `statement` makes to a stored constraint, and the holder it makes it on.
    private func change(in statement: Stmt) -> (Expr, ConstraintChange)? {
        switch statement.kind {
        case .expression(let expr):
            guard case .call(let callee, let arguments) = expr.kind, case .member(let holder?, let selector) = callee.kind else {
                return nil
            }
            let value = arguments.first?.value
            // `constraints.forEach { $0.deactivate() }`: the change of every constraint of the list.
            if selector == "forEach", case .closure(let parameters, let body)? = value?.kind, body.count == 1,
               let (inner, change) = change(in: body[0]), case .name(let name) = inner.kind, name == parameters.first {
                return (holder, change)
            }
            // Masonry's `[constraints makeObjectsPerformSelector:@selector(uninstall)]`.
            if selector == "makeObjectsPerformSelector:", let value {
                switch value.text {
                case "@selector(uninstall)", "@selector(deactivate)":
                    return (holder, .active(Expr(kind: .name("false"), text: "false", place: expr.place)))
                case "@selector(install)", "@selector(activate)":
                    return (holder, .active(Expr(kind: .name("true"), text: "true", place: expr.place)))
                default: return nil
                }
            }
            switch (selector, arguments.first?.label, value) {
            case ("update", "offset", let value?), ("updateOffset", _, let value?), ("setOffset:", _, let value?):
                return (holder, .offset(value))
            case ("update", "inset", let value?), ("updateInsets", _, let value?), ("setInset:", _, let value?),
                 ("setInsets:", _, let value?):
                return (holder, .inset(value))
            case ("update", "priority", let value?), ("updatePriority", _, let value?): return (holder, .priority(value))
            case ("setSizeOffset:", _, let value?): return (holder, .sizeOffset(value))
            case ("setCenterOffset:", _, let value?): return (holder, .centerOffset(value))
            case ("activate", _, nil), ("install", _, nil):
                return (holder, .active(Expr(kind: .name("true"), text: "true", place: expr.place)))
            case ("deactivate", _, nil), ("uninstall", _, nil):
                return (holder, .active(Expr(kind: .name("false"), text: "false", place: expr.place)))
            default: return nil
            }
        case .loop(let loop):
            // `for c in constraints { c.deactivate() }`, `for (MASConstraint *c in self.constraints) [c uninstall];`:
            // the change of every constraint of the list.
            guard case .elements(let list)? = loop.domain, loop.body.count == 1, let variable = loop.variable,
                  let (inner, change) = change(in: loop.body[0]), case .name(variable) = inner.kind else { return nil }
            return (list, change)
        case .assignment(let target, "=", let value):
            guard case .member(let holder?, let property) = target.kind else { return nil }
            switch property {
            case "offset", "constant": return (holder, .offset(value))
            case "inset", "insets": return (holder, .inset(value))
            case "sizeOffset": return (holder, .sizeOffset(value))
            case "centerOffset": return (holder, .centerOffset(value))
            case "isActive", "active": return (holder, .active(value))
            // An `NSLayoutConstraint`'s priority, set before it is activated (UIKit refuses a change
            // between required and optional on an active one, as the language does).
            case "priority": return (holder, .priority(value))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Reads `statement` as a change of a stored constraint, if it is one of
    /// a handle the blocks keep (or of a name declared as a constraint, then
    /// read at the end, ``readPendingChanges()``); whether it was.
    mutating func readChange(_ statement: Stmt) -> Bool {
        guard let (holder, change) = change(in: statement) else { return false }
        var name = handleName(of: holder)
        var statement = statement
        // `for (MASConstraint *c in self.constraints) [c uninstall];`, `for c in constraints { c.deactivate() }`:
        // the change of every constraint of the list, the loop no condition.
        if let variable = name, let loop = statement.conditions.last, let list = Self.loopList(loop, variable: variable),
           handles[list] != nil || lists.contains(list) {
            name = list
            statement.conditions.removeLast()
        }
        guard let name else { return false }
        guard handles[name] != nil else {
            // A name declared as a constraint, or that says it is one (`self.tailConstraint`).
            guard constraintNames.contains(name) || name.lowercased().contains("constraint") else { return false }
            pendingChanges.append(PendingChange(statement: statement, name: name, change: change, at: layout.blocks.count))
            return true
        }
        write(change, of: name, statement: statement, at: nil)
        return true
    }

    /// The list a `for` loop's condition runs `variable` over (`for c in self.constraints`,
    /// `for MASConstraint *c in _constraints`), by its name; nil for any other condition.
    static func loopList(_ condition: String, variable: String) -> String? {
        guard condition.hasPrefix("for ") else { return nil }
        // `for (MASConstraint *c in self.constraints)`: the loop's header, its parentheses aside.
        var header = condition.dropFirst(4)
        if header.hasPrefix("("), header.hasSuffix(")") { header = header.dropFirst().dropLast() }
        let words = header.split(separator: " ")
        guard let inWord = words.firstIndex(of: "in"), inWord + 1 == words.count - 1 else { return nil }
        let last = words[..<inWord].joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "*" }).last.map(String.init)
        guard last == variable else { return nil }
        var list = String(words[inWord + 1])
        if list.hasPrefix("self.") { list.removeFirst(5) }
        if list.hasPrefix("_") { list.removeFirst() }
        return list.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !list.isEmpty ? list : nil
    }

    /// Reads the changes of names the blocks kept only later in the sources
    /// (a method above the one that makes the constraint), each after the
    /// block that keeps it; warns of those no block keeps.
    mutating func readPendingChanges() {
        let pending = pendingChanges
        pendingChanges = []
        var written: Set<SourcePlace> = []
        for change in pending {
            guard let handle = handles[change.name] else {
                warn(change.statement.place, "'\(change.statement.text)' changes '\(change.name)', which no block of the sources "
                     + "read keeps a constraint in; the change is left out of the draft")
                continue
            }
            // After the block that keeps it, and the changes already written after that block.
            var after = layout.blocks.lastIndex { block in block.lines.contains { $0.place == handle.place } }.map { $0 + 1 }
            while let index = after, index < layout.blocks.count, layout.blocks[index].isChange,
                  written.contains(layout.blocks[index].place) {
                after = index + 1
            }
            write(change.change, of: change.name, statement: change.statement, at: after)
            written.insert(change.statement.place)
        }
    }

    /// Writes `change` of the handle `name` as statements of the draft (at
    /// `index` of the blocks, or last), under `statement`'s conditions and,
    /// outside the setup, the condition of its method.
    private mutating func write(_ change: ConstraintChange, of name: String, statement: Stmt, at index: Int?) {
        guard let handle = handles[name] else { return }
        var conditions = statement.conditions
        let under = conditions.joined(separator: ", ")
        if let scope = statement.function, !isSetup(scope.name) {
            // Named as the code spells it: `keyboardWillShow:`, `toggle()`, `isExpanded.didSet`.
            let function = scope.spelled
            conditions.append("in \(function), which the setup does not call")
            warn(statement.place, "this change of '\(name)' is made in '\(function)'\(under.isEmpty ? "" : " (under '\(under)')"), "
                 + "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) "
                 + "does not call: it runs when the app calls it; the draft holds a TODO placeholder before it")
        } else if !under.isEmpty {
            warn(statement.place, "this change of '\(name)' is made under '\(under)', which the source alone cannot tell; "
                 + "the draft holds a TODO placeholder before it")
        }
        var changes: [DraftChange] = []
        let key = handle.key
        switch change {
        case .active(let value):
            switch value.kind {
            case .name("true"), .name("YES"): changes = [.activation(key: key, active: true)]
            case .name("false"), .name("NO"): changes = [.activation(key: key, active: false)]
            default:
                // `c.isActive = expanded`: activated under the condition, deactivated otherwise.
                let test = "if \(value.text)"
                add([.activation(key: key, active: true)], conditions: conditions + [test], statement: statement, at: index)
                add([.activation(key: key, active: false)], conditions: conditions + ["else of \(test)"], statement: statement,
                    at: index.map { $0 + 1 })
                warn(value.place, "whether '\(name)' is active depends on '\(value.text)', known only when the app runs; "
                     + "the draft holds both, each under a TODO placeholder")
                return
            }
        case .priority(let value):
            changes = [.priority(key: key, priority(value))]
        case .offset(let value):
            changes = [.offset(key: key, number(value, what: "the offset"))]
        case .inset, .sizeOffset, .centerOffset:
            guard let rows = handle.rows, !handle.shared else {
                warn(statement.place, "'\(statement.text)' sets each constraint of '\(name)' by its attribute, and the draft "
                     + "cannot tell them apart (several lines or a list share the key); the change is left out of the draft")
                return
            }
            let constants = rowConstants(change, rows: rows)
            let known = constants.compactMap { $0 }
            if known.isEmpty { return }
            if constants.count == known.count, Set(known.map(\.text)).count == 1 {
                changes = [.offset(key: key, known[0])]
            } else {
                for (index, constant) in constants.enumerated() {
                    guard let constant else { continue }
                    // `K[i]`: the row's key, the key with its index (printed bare or as a string).
                    let row = rows.count == 1 ? key : "\(key)[\(index)]"
                    changes.append(.offset(key: row, constant))
                }
            }
        }
        add(changes, conditions: conditions, statement: statement, at: index)
    }

    /// The constant each row gets from an inset, a size or a point (nil:
    /// unchanged), as SnapKit's `update(inset:)` (by the attribute measured
    /// against) or Masonry's `setInset(s):`, `setSizeOffset:`,
    /// `setCenterOffset:` (by the first attribute) set it.
    private mutating func rowConstants(_ change: ConstraintChange, rows: [(first: String, second: String)]) -> [DraftValue?] {
        switch change {
        case .inset(let value):
            let parts: [DraftValue]
            if let insets = edgeInsets(value) {
                parts = insets.map { number($0, what: "an inset") }
            } else {
                let single = number(value, what: "the inset")
                parts = [single, single, single, single]
            }
            let snapKit = layout.dialect == .snapkit
            return rows.map { row in
                let attribute = snapKit ? row.second : row.first
                let (top, left, bottom, right) = (parts[0], parts[1], parts[2], parts[3])
                switch attribute {
                case "left", "leading": return left
                case "top": return top
                case "right", "trailing": return negated(right)
                case "bottom": return negated(bottom)
                case "leftMargin", "leadingMargin": return snapKit ? left : nil
                case "topMargin", "firstBaseline": return snapKit ? top : nil
                case "rightMargin", "trailingMargin": return snapKit ? negated(right) : nil
                case "bottomMargin", "lastBaseline", "baseline": return snapKit ? negated(bottom) : nil
                case "width": return snapKit ? combined(left, right, -1, -1) : nil
                case "height": return snapKit ? combined(top, bottom, -1, -1) : nil
                case "centerX", "centerXWithinMargins": return snapKit ? combined(left, right, 0.5, -0.5) : nil
                case "centerY", "centerYWithinMargins": return snapKit ? combined(top, bottom, 0.5, -0.5) : nil
                default: return nil
                }
            }
        case .sizeOffset(let value), .centerOffset(let value):
            let names = { if case .sizeOffset = change { return ["width", "height"] } else { return ["centerX", "centerY"] } }()
            guard case .call(_, let arguments) = value.kind, arguments.count == 2 else {
                let whole = number(value, what: "the offset")
                return rows.map { names.contains($0.first) ? whole : nil }
            }
            let parts = arguments.map { number($0.value, what: "the offset") }
            return rows.map { row in names.firstIndex(of: row.first).map { parts[$0] } }
        default:
            return rows.map { _ in nil }
        }
    }

    private func negated(_ value: DraftValue) -> DraftValue {
        combined(value, .known("0"), -1, 0)
    }

    /// `a × x + b × y` for the draft: a number, or a placeholder naming the sum.
    private func combined(_ x: DraftValue, _ y: DraftValue, _ a: Double, _ b: Double) -> DraftValue {
        if !x.isPlaceholder, !y.isPlaceholder, let u = Double(x.text), let v = Double(y.text) {
            let sum = a * u + b * v
            return .known(NumberText.format(sum == 0 ? 0 : sum))
        }
        func term(_ value: DraftValue, _ factor: Double) -> String? {
            guard factor != 0 else { return nil }
            var text = value.text
            if value.isPlaceholder { text = String(text.dropFirst(7).dropLast()) }   // "TODO: x" → x
            return factor == 1 ? text : factor == -1 ? "-(\(text))" : "\(NumberText.format(factor)) × (\(text))"
        }
        return .placeholder([term(x, a), term(y, b)].compactMap { $0 }.joined(separator: " + "))
    }

    /// Appends the statements `changes`, each at `statement`'s place under
    /// `conditions`, at `index` of the blocks (or last). The line holds the
    /// change's text (whose words ``ViewSetupReader/dropUnusedViews()`` notes);
    /// ``DraftWriter`` prints the change.
    private mutating func add(_ changes: [DraftChange], conditions: [String], statement: Stmt, at index: Int?) {
        for (offset, change) in changes.enumerated() {
            let text = change.text
            let line = ImportedLine(text: text, place: statement.place, conditions: conditions,
                                    hasPlaceholder: text.contains("\"TODO: "), notes: [])
            var block = ImportedBlock(kind: .make, view: .known(""), place: statement.place, lines: [line], statement: nil)
            block.change = change
            block.isChange = true
            if let index, index + offset <= layout.blocks.count {
                layout.blocks.insert(block, at: index + offset)
            } else {
                layout.blocks.append(block)
            }
        }
    }
}

/// A change of a name declared as a constraint that no block kept yet when
/// it was read: read at the end (``ViewSetupReader/readPendingChanges()``).
struct PendingChange {
    var statement: Stmt
    var name: String
    var change: ConstraintChange
    var at: Int
}
