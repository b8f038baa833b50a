import LayoutModel
import LayoutSolver

/// Constraints made with UIKit's layout anchors beside Masonry's and
/// SnapKit's blocks (docs/import.md, "Layout anchors"):
/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`,
/// `a.widthAnchor.constraint(equalToConstant: 30)`,
/// `a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)`
/// (Objective-C's `[a.topAnchor constraintEqualToAnchor:b.bottomAnchor
/// constant:8]`), active where the code activates them: `….isActive =
/// true` (`.active = YES`), `NSLayoutConstraint.activate([…])`
/// (`activateConstraints:`).
///
/// Each is read as the SnapKit line it is (`make.top.equalTo(b.snp.bottom).offset(8)`)
/// in a block of its first item, so that its targets, guides, keys and
/// warnings are the blocks' own. One made and kept (`let c = …`,
/// `self.widthConstraint = …`, a list) is a line keyed with the name that
/// keeps it, inactive as UIKit makes it (`.inactive()`), and activated
/// where the code activates it (`activate c`), as a change of a stored
/// constraint; its priority set before (`c.priority = .defaultHigh`) is
/// such a change too.
struct AnchorConstraint {
    /// The first item as a SnapKit receiver (`a.snp`; `snp` for the view's own anchor, `topAnchor`).
    var receiver: Expr
    /// The maker's line: `make.top.equalTo(b.snp.bottom).offset(8)`.
    var line: Expr
    /// The anchor expression as written.
    var source: Expr
}

extension ViewSetupReader {
    /// The anchors' attributes by the anchor's name (`topAnchor` is `top`).
    static func anchorAttribute(_ name: String) -> String? {
        guard name.hasSuffix("Anchor") else { return nil }
        let attribute = String(name.dropLast(6))
        let known: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height",
                                  "centerX", "centerY", "firstBaseline", "lastBaseline"]
        return known.contains(attribute) ? attribute : nil
    }

    /// Whether `expr` is a call making an anchor constraint (read or not):
    /// `X.someAnchor.constraint(…)`, `[X.someAnchor constraint…:…]`.
    static func isAnchorCall(_ expr: Expr) -> Bool {
        guard case .call(let callee, _) = expr.kind, case .member(let anchor?, let selector) = callee.kind,
              selector == "constraint" || selector.hasPrefix("constraint") && selector.hasSuffix(":") else { return false }
        switch anchor.kind {
        case .member(_, let name), .name(let name): return name.hasSuffix("Anchor")
        default: return false
        }
    }

    /// The anchor constraint `expr` makes, as a SnapKit line; nil when it
    /// makes none. A form the importer does not read (`equalToSystemSpacingAfter:`)
    /// is nil too, with a warning (``isAnchorCall(_:)`` tells it from no anchor at all).
    mutating func anchorConstraint(_ expr: Expr) -> AnchorConstraint? {
        guard Self.isAnchorCall(expr), case .call(let callee, let arguments) = expr.kind,
              case .member(let anchor?, let selector) = callee.kind else { return nil }
        // The first item and its attribute.
        var receiver: Expr
        let anchorName: String
        switch anchor.kind {
        case .member(let base?, let name):
            anchorName = name
            receiver = Expr(kind: .member(base, "snp"), text: base.text, place: base.place)
        case .name(let name):
            anchorName = name
            receiver = Expr(kind: .name("snp"), text: "self", place: anchor.place)
        default:
            return nil
        }
        guard let attribute = Self.anchorAttribute(anchorName) else {
            warn(anchor.place, "the anchor '\(anchor.text)' is not one the language has; '\(expr.text)' is left out of the draft")
            return nil
        }
        // The relation, and whether the target is an anchor or a constant, by the labels (Swift) or the selector.
        var labels: [String]
        if selector == "constraint" {
            labels = arguments.map { $0.label ?? "_" }
        } else {
            // `constraintEqualToAnchor:multiplier:constant:` → equalToAnchor, multiplier, constant.
            var parts = selector.split(separator: ":").map(String.init)
            guard let first = parts.first, first.hasPrefix("constraint"), first.count > 10 else { return nil }
            let rest = first.dropFirst(10)
            parts[0] = rest.prefix(1).lowercased() + rest.dropFirst()
            labels = parts
            // `…ToAnchor:` is Swift's `…To:`.
            if labels[0].hasSuffix("ToAnchor") { labels[0] = String(labels[0].dropLast(6)) }
        }
        let relations = [Relation.equal, .greaterThanOrEqual, .lessThanOrEqual].map(Vocabulary.relationName)
        var relation: String?
        var toConstant = false
        if let first = labels.first {
            if relations.contains(first) {
                relation = first
            } else if first.hasSuffix("Constant"), relations.contains(String(first.dropLast(8))) {
                relation = String(first.dropLast(8))
                toConstant = true
            }
        }
        let rest = Array(labels.dropFirst())
        guard let relation, labels.count == arguments.count,
              toConstant ? rest.isEmpty : (rest == [] || rest == ["constant"] || rest == ["multiplier"]
                                           || rest == ["multiplier", "constant"]) else {
            warn(expr.place, "'\(expr.text)' is an anchor constraint the importer does not read; it is left out of the draft")
            return nil
        }
        // The target in SnapKit's spelling: `b.bottomAnchor` is `b.snp.bottom`, `topAnchor` the view's own.
        var target = arguments[0].value
        if !toConstant { target = Self.snapKitTarget(target) }
        let make = Expr(kind: .name("make"), text: "make", place: expr.place)
        var line = Expr(kind: .member(make, attribute), text: "make.\(attribute)", place: expr.place)
        func called(_ name: String, _ value: Expr) {
            let member = Expr(kind: .member(line, name), text: "\(line.text).\(name)", place: expr.place)
            line = Expr(kind: .call(member, [Expr.Argument(label: nil, value: value)]),
                        text: "\(member.text)(\(value.text))", place: expr.place)
        }
        called(relation, target)
        for (label, argument) in zip(labels, arguments).dropFirst() {
            called(label == "multiplier" ? "multipliedBy" : "offset", argument.value)
        }
        if case .member(let base?, _) = anchor.kind, case .name(let name) = base.kind, name == "self" {
            receiver = Expr(kind: .member(base, "snp"), text: "self", place: base.place)
        }
        return AnchorConstraint(receiver: receiver, line: line, source: expr)
    }

    /// An anchor as SnapKit names the attribute: `b.bottomAnchor` → `b.snp.bottom`,
    /// `view.safeAreaLayoutGuide.topAnchor` → `view.safeAreaLayoutGuide.snp.top`,
    /// `topAnchor` → `self.snp.top`; anything else as it is.
    static func snapKitTarget(_ expr: Expr) -> Expr {
        var base: Expr
        let name: String
        switch expr.kind {
        case .member(let owner?, let member):
            base = owner
            name = member
        case .name(let named):
            base = Expr(kind: .name("self"), text: "self", place: expr.place)
            name = named
        default:
            return expr
        }
        guard let attribute = anchorAttribute(name) else { return expr }
        base = Expr(kind: .member(base, "snp"), text: base.text, place: base.place)
        return Expr(kind: .member(base, attribute), text: expr.text, place: expr.place)
    }

    /// Reads `statement` when it makes, activates or keeps anchor
    /// constraints; whether it did (a statement it read is no other's).
    mutating func readAnchors(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .assignment(let target, "=", let value):
            // `a.topAnchor.constraint(…).isActive = true`, `….active = YES`.
            if case .member(let made?, let property) = target.kind, property == "isActive" || property == "active",
               Self.isAnchorCall(made) {
                activating(made, value, statement: statement)
                return true
            }
            // `self.widthConstraint = a.widthAnchor.constraint(…)`, `cs = [a.…, b.…]`: kept, inactive.
            guard let items = anchorItems(value) else { return false }
            keeping(items, under: target, inList: isArrayLiteral(value), statement: statement)
            return true
        case .assignment(let target, "+=", let value):
            guard let items = anchorItems(value) else { return false }
            keeping(items, under: target, inList: true, statement: statement)
            return true
        case .declaration(let name, _, let value?):
            guard let items = anchorItems(value) else { return false }
            if inLocalScope { declareName(name, statement: statement) }
            let holder = Expr(kind: .name(name), text: name, place: statement.place)
            keeping(items, under: holder, inList: isArrayLiteral(value), statement: statement)
            return true
        case .expression(let expr):
            guard case .call(let callee, let arguments) = expr.kind else { return false }
            if Self.isAnchorCall(expr) {
                // Made and dropped: UIKit makes it inactive, and nothing keeps it.
                warn(expr.place, "'\(expr.text)' makes a constraint that nothing activates nor keeps; it is not in the "
                     + "layout, and the draft leaves it out")
                return true
            }
            guard case .member(let receiver?, let selector) = callee.kind else { return false }
            switch selector {
            case "setActive:" where Self.isAnchorCall(receiver) && arguments.count == 1:
                // `[[a.topAnchor constraintEqualToAnchor:…] setActive:YES]`.
                activating(receiver, arguments[0].value, statement: statement)
                return true
            case "activate", "activateConstraints:", "deactivate", "deactivateConstraints:":
                guard case .name("NSLayoutConstraint") = receiver.kind, arguments.count == 1 else { return false }
                switching(arguments[0].value, on: selector.hasPrefix("activate"), statement: statement)
                return true
            case "append", "addObject:", "insert", "insertObject:atIndex:":
                // `constraints.append(a.topAnchor.constraint(…))`: kept in the list, inactive.
                guard let first = arguments.first?.value, let items = anchorItems(first) else { return false }
                keeping(items, under: receiver, inList: true, statement: statement)
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// The anchor constraints `value` makes: one, or a literal list of them; nil otherwise.
    private func anchorItems(_ value: Expr) -> [Expr]? {
        if Self.isAnchorCall(value) { return [value] }
        if case .array(let items) = value.kind, !items.isEmpty, items.allSatisfy({ Self.isAnchorCall($0) }) { return items }
        return nil
    }

    private func isArrayLiteral(_ value: Expr) -> Bool {
        if case .array = value.kind { return true }
        return false
    }

    /// `made.isActive = value`: active lines when `value` is true; under the
    /// condition `if value` when the code computes it; nothing when false.
    private mutating func activating(_ made: Expr, _ value: Expr, statement: Stmt) {
        switch value.kind {
        case .name("true"), .name("YES"):
            anchorBlocks([made], keys: nil, inList: false, inactive: false, statement: statement)
        case .name("false"), .name("NO"):
            warn(made.place, "'\(made.text)' is made inactive and nothing keeps it; it is not in the layout, and the "
                 + "draft leaves it out")
        default:
            var under = statement
            under.conditions.append("if \(value.text)")
            anchorBlocks([made], keys: nil, inList: false, inactive: false, statement: under)
        }
    }

    /// Anchor constraints kept under `holder` (a local, a property, a list): inactive lines keyed with its name.
    private mutating func keeping(_ items: [Expr], under holder: Expr, inList: Bool, statement: Stmt) {
        anchorBlocks(items, keys: holder, inList: inList, inactive: true, statement: statement)
    }

    /// `NSLayoutConstraint.activate([…])` (`deactivate`): each anchor
    /// constraint made in the list is active (made and deactivated, nothing);
    /// each one kept under a name is activated (deactivated) as a change of a
    /// stored constraint; a name of a list of them, all of it.
    private mutating func switching(_ argument: Expr, on: Bool, statement: Stmt) {
        let value = Expr(kind: .name(on ? "true" : "false"), text: on ? "true" : "false", place: statement.place)
        var elements: [Expr]
        switch argument.kind {
        case .array(let items): elements = items
        case .name, .member: elements = [argument]
        default:
            warn(argument.place, "cannot tell which constraints '\(argument.text)' holds; what it \(on ? "" : "de")activates "
                 + "is left out of the draft")
            return
        }
        var made: [Expr] = []
        func flush() {
            if !made.isEmpty, on { anchorBlocks(made, keys: nil, inList: false, inactive: false, statement: statement) }
            made = []
        }
        for element in elements {
            if Self.isAnchorCall(element) {
                if on {
                    made.append(element)
                } else {
                    warn(element.place, "'\(element.text)' is made to be deactivated; it is not in the layout, and the "
                         + "draft leaves it out")
                }
                continue
            }
            flush()
            // `c.isActive = true` at the element's place: a change of the constraint kept under that name.
            let target = Expr(kind: .member(element, "isActive"), text: "\(element.text).isActive", place: element.place)
            var change = statement
            change.kind = .assignment(target, "=", value)
            change.place = element.place
            if !readChange(change) {
                warn(element.place, "cannot tell which constraint '\(element.text)' is (no anchor constraint of the files is "
                     + "kept under that name); its \(on ? "" : "de")activation is left out of the draft")
            }
        }
        flush()
    }

    /// Blocks of the anchor constraints `items`, one per run of the same
    /// first item, as SnapKit's (`prepareConstraints` when `inactive`), each
    /// line at its anchor's place; keyed with `keys`' name when kept.
    private mutating func anchorBlocks(_ items: [Expr], keys holder: Expr?, inList: Bool, inactive: Bool, statement: Stmt) {
        let read = items.compactMap { anchorConstraint($0) }
        var index = 0
        while index < read.count {
            let first = read[index]
            var lines: [Stmt] = []
            while index < read.count, read[index].receiver.text == first.receiver.text {
                let item = read[index]
                var line = statement
                line.place = item.source.place
                if let holder {
                    if inList {
                        // `list.append(make.…)`: a line of the list, keyed with its name.
                        let append = Expr(kind: .member(holder, "append"), text: "\(holder.text).append", place: holder.place)
                        line.kind = .expression(Expr(kind: .call(append, [Expr.Argument(label: nil, value: item.line)]),
                                                     text: item.source.text, place: item.source.place))
                    } else {
                        line.kind = .assignment(holder, "=", item.line)
                    }
                } else {
                    line.kind = .expression(item.line)
                }
                lines.append(line)
                index += 1
            }
            let closure = Expr(kind: .closure(["make"], lines), text: first.source.text, place: first.source.place)
            var block = statement
            block.place = first.source.place
            constraintBlock(receiver: first.receiver, selector: inactive ? "prepareConstraints" : "makeConstraints",
                            arguments: [Expr.Argument(label: nil, value: closure)], statement: block)
        }
    }
}
