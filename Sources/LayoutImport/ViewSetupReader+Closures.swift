/// Closures kept under a name and read where they run: `let layout = { … };
/// layout()`, Objective-C's `void (^setup)(void) = ^{ … }; setup();`,
/// `self.onLayout = ^{ … }`, a closure passed along by name
/// (`UIView.animate(withDuration: 0.3, animations: layout)`,
/// `v.snp.makeConstraints(pinToEdges)`); and the warning for a block the
/// reader never came to.
struct StoredClosure {
    /// The closure as written.
    var value: Expr
    /// The conditions it was written under (its body's statements have them first).
    var conditions: [String]

    /// The closure with its body's conditions those of a place it runs at:
    /// the conditions it was written under replaced by `conditions`.
    func closure(conditions newConditions: [String]) -> Expr {
        let count = conditions.count
        guard newConditions != conditions else { return value }
        return value.mappingConditions { newConditions + Array($0.dropFirst(count)) }
    }
}

extension ViewSetupReader {
    /// How many times, in all, stored closures are read (a bound for garbled sources).
    static let maximumClosureReads = 1000

    /// The name a value held in `target` goes by: `self.topConstraint`,
    /// `_topConstraint`, `weakSelf.topConstraint` and `topConstraint` are
    /// `topConstraint`; nil for `_` and what is no name.
    func handleName(_ target: Expr) -> String? {
        guard let name = qualifiedName(target), name != "_" else { return nil }
        return cleaned(String(name.split(separator: ".").last ?? ""))
    }

    /// Whether `expr` is `self` or its weak spellings, which a closure
    /// kept in a property is called on (`self.onLayout()`, `weakSelf.onLayout()`).
    private func isSelf(_ expr: Expr) -> Bool {
        if case .name(let name) = expr.kind { return ["self", "weakSelf", "strongSelf", "wself", "sself"].contains(name) }
        return false
    }

    /// The name of a closure kept in a local or a property that `expr` names
    /// (`layout`, `self.onLayout`), or nil.
    func storedClosureName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .name(let name): return storedClosures[cleaned(name)] != nil ? cleaned(name) : nil
        case .member(let base?, let name) where isSelf(base): return storedClosures[name] != nil ? name : nil
        default: return nil
        }
    }

    /// Records the names `statements` call or pass along as a value, so
    /// that a closure kept under a name the file never uses is known as such.
    mutating func noteUsedNames(_ statements: [Stmt]) {
        var names: Set<String> = []
        func note(_ expr: Expr) {
            switch expr.kind {
            case .name(let name): names.insert(cleaned(name))
            case .member(let base?, let name) where isSelf(base): names.insert(name)
            default: break
            }
        }
        Stmt.visitExpressions(statements) { expr, _ in
            guard case .call(let callee, let arguments) = expr.kind else { return }
            note(callee)
            for argument in arguments { note(argument.value) }
        }
        usedNames.formUnion(names)
    }

    /// Keeps the closure `value` under `name`. A closure the sources never
    /// call nor pass along runs when the app calls it (a callback its owner
    /// calls): what it makes is read at once, under the condition `closure
    /// NAME, never called in the sources` (a placeholder and a warning, as
    /// any condition).
    mutating func store(_ value: Expr, as name: String, statement: Stmt) {
        guard case .closure(_, let body) = value.kind else { return }
        storedClosures[name] = StoredClosure(value: value, conditions: statement.conditions)
        guard !usedNames.contains(name) else { return }
        let condition = "closure \(name), never called in the sources"
        let count = statement.conditions.count
        // Its locals are its own (ReaderScopes.swift).
        nested { reader in
            for inner in body {
                reader.interpret(inner.mappingConditions { Array($0.prefix(count)) + [condition] + Array($0.dropFirst(count)) })
            }
        }
    }

    /// Reads the closure kept under `name` where `statement` runs it, under
    /// that statement's conditions; once at a time (a closure calling itself).
    mutating func readStoredClosure(_ name: String, statement: Stmt) {
        guard let stored = storedClosures[name], !readingClosures.contains(name),
              closureReads < Self.maximumClosureReads else { return }
        closureReads += 1
        readingClosures.append(name)
        defer { readingClosures.removeLast() }
        guard case .closure(_, let body) = stored.closure(conditions: statement.conditions).kind else { return }
        nested { reader in
            for inner in body { reader.interpret(inner) }
        }
    }

    /// Warns of every block of `statements` whose closure was never read: it
    /// stands where the reader does not look (an operand, a closure of an
    /// expression it does not read), so that no block is left out without a word.
    mutating func warnUnreadBlocks(in statements: [Stmt]) {
        var unread: [(Expr, Stmt)] = []
        Stmt.visitExpressions(statements) { expr, statement in
            guard case .call(let callee, let arguments) = expr.kind, case .member(let receiver?, let selector) = callee.kind,
                  Self.blockSelectors.contains(selector), let closure = arguments.last?.value,
                  case .closure = closure.kind, !readBlocks.contains(closure.place) else { return }
            if case .member(let view?, "snp") = receiver.kind {
                unread.append((view, statement))
            } else {
                unread.append((receiver, statement))
            }
        }
        for (receiver, statement) in unread {
            warn(receiver.place, "this block of '\(receiver.text)' is not read: it stands in '\(statement.text)', "
                 + "which the importer does not read as a statement; the draft leaves it out")
        }
    }
}
