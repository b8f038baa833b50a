/// Walks over the statements the readers give (``Stmt``, ``Expr``): every
/// expression, closures' bodies included, and the same statements with
/// other conditions.
extension Expr {
    /// The expressions directly inside this one: a member's base, a call's
    /// callee and arguments, a list's items, operands (not a closure's body).
    var children: [Expr] {
        switch kind {
        case .member(let base?, _): return [base]
        case .call(let callee, let arguments): return [callee] + arguments.map(\.value)
        case .array(let items): return items
        case .prefix(_, let operand): return [operand]
        case .binary(_, let left, let right): return [left, right]
        case .ternary(let condition, let yes, let no): return [condition, yes, no]
        default: return []
        }
    }

    /// The same expression with every statement of its closures changed by
    /// `transform` (each statement's own closures first).
    func mappingStatements(_ transform: (Stmt) -> Stmt) -> Expr {
        var copy = self
        switch kind {
        case .member(let base?, let name): copy.kind = .member(base.mappingStatements(transform), name)
        case .call(let callee, let arguments):
            copy.kind = .call(callee.mappingStatements(transform), arguments.map {
                Expr.Argument(label: $0.label, value: $0.value.mappingStatements(transform))
            })
        case .array(let items): copy.kind = .array(items.map { $0.mappingStatements(transform) })
        case .closure(let parameters, let body): copy.kind = .closure(parameters, body.map { $0.mappingStatements(transform) })
        case .prefix(let op, let operand): copy.kind = .prefix(op, operand.mappingStatements(transform))
        case .binary(let op, let left, let right):
            copy.kind = .binary(op, left.mappingStatements(transform), right.mappingStatements(transform))
        case .ternary(let condition, let yes, let no):
            copy.kind = .ternary(condition.mappingStatements(transform), yes.mappingStatements(transform),
                                 no.mappingStatements(transform))
        default: break
        }
        return copy
    }

    /// The same expression with the conditions of every statement of its
    /// closures changed by `transform`.
    func mappingConditions(_ transform: ([String]) -> [String]) -> Expr {
        mappingStatements { statement in
            var copy = statement
            copy.conditions = transform(statement.conditions)
            return copy
        }
    }
}

extension Stmt {
    /// The expressions of the statement itself (not those of its closures' bodies).
    var expressions: [Expr] {
        switch kind {
        case .expression(let expr): return [expr]
        case .assignment(let target, _, let value): return [target, value]
        case .declaration(_, _, let value?): return [value]
        case .declaration: return []
        case .returning(let value): return value.map { [$0] } ?? []
        case .loop: return []
        }
    }

    /// The branches of `c ? a : b` standing as a statement (`compact ?
    /// make.height.equalTo(32) : make.height.equalTo(44)`): `a` under `if c`,
    /// `b` under `else of if c`, as `if c { a } else { b }` gives them (a
    /// `nil` or `()` branch left out); nil when `expr` is no `?:`.
    static func branches(of expr: Expr, statement: Stmt) -> [Stmt]? {
        guard case .ternary(let condition, let yes, let no) = expr.kind else { return nil }
        let test = "if \(condition.text)"
        return [(yes, test), (no, "else of \(test)")].compactMap { branch, label in
            if case .name("nil") = branch.kind { return nil }
            if branch.text == "()" || branch.text == "nil" { return nil }
            var copy = statement
            copy.kind = .expression(branch)
            copy.conditions.append(label)
            return copy
        }
    }

    /// The statement's source text, for a warning naming it.
    var text: String {
        switch kind {
        case .expression(let expr): return expr.text
        case .assignment(let target, let op, let value): return "\(target.text) \(op) \(value.text)"
        case .declaration(let name, _, let value): return value.map { "\(name) = \($0.text)" } ?? name
        case .returning(let value): return value.map { "return \($0.text)" } ?? "return"
        case .loop(let loop): return loop.header
        }
    }

    /// The same statement, and the statements of its closures, changed by
    /// `transform` (the closures' first).
    func mappingStatements(_ transform: (Stmt) -> Stmt) -> Stmt {
        var copy = self
        switch kind {
        case .expression(let expr): copy.kind = .expression(expr.mappingStatements(transform))
        case .assignment(let target, let op, let value):
            copy.kind = .assignment(target.mappingStatements(transform), op, value.mappingStatements(transform))
        case .declaration(let name, let type, let value?):
            copy.kind = .declaration(name: name, type: type, value: value.mappingStatements(transform))
        case .returning(let value?): copy.kind = .returning(value.mappingStatements(transform))
        case .loop(var loop):
            // A loop's body (its sequence's closures too).
            loop.body = loop.body.map { $0.mappingStatements(transform) }
            if case .elements(let sequence)? = loop.domain { loop.domain = .elements(sequence.mappingStatements(transform)) }
            copy.kind = .loop(loop)
        default: break
        }
        return transform(copy)
    }

    /// The same statement with its conditions, and those of the statements
    /// of its closures, changed by `transform`.
    func mappingConditions(_ transform: ([String]) -> [String]) -> Stmt {
        mappingStatements { statement in
            var copy = statement
            copy.conditions = transform(statement.conditions)
            return copy
        }
    }

    /// The statements of `function`'s body: each, and those of its closures,
    /// marked as in `function` unless a function nested in it is theirs.
    static func inFunction(_ function: FunctionScope, _ statements: [Stmt]) -> [Stmt] {
        statements.map { statement in
            statement.mappingStatements { inner in
                var copy = inner
                if copy.function == nil { copy.function = function }
                return copy
            }
        }
    }

    /// Calls `visit` with every expression of `statements`, depth first, the
    /// statements of closures' bodies included, each with the statement of
    /// `statements` it stands in.
    static func visitExpressions(_ statements: [Stmt], _ visit: (Expr, Stmt) -> Void) {
        for statement in statements {
            for expr in statement.expressions { visitExpression(expr, in: statement, visit) }
            if case .loop(let loop) = statement.kind { visitExpressions(loop.body, visit) }
        }
    }

    /// A closure's statement (a loop's body's too), its expressions given with `statement`.
    private static func visitStatement(_ inner: Stmt, in statement: Stmt, _ visit: (Expr, Stmt) -> Void) {
        for child in inner.expressions { visitExpression(child, in: statement, visit) }
        if case .loop(let loop) = inner.kind {
            for nested in loop.body { visitStatement(nested, in: statement, visit) }
        }
    }

    private static func visitExpression(_ expr: Expr, in statement: Stmt, _ visit: (Expr, Stmt) -> Void) {
        visit(expr, statement)
        if case .closure(_, let body) = expr.kind {
            for inner in body { visitStatement(inner, in: statement, visit) }
        }
        for child in expr.children { visitExpression(child, in: statement, visit) }
    }
}
