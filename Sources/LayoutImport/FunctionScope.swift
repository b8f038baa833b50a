/// A method or function whose body the readers read: its name as code
/// names it (`setupWithHeight:columns:`, `configure(height:bars:)`,
/// `init(frame:)`) and its parameters' names, so that a warning about a
/// value that is a parameter says whose (``ViewSetupReader/reason(_:)``).
struct FunctionScope: Equatable {
    var name: String
    var parameters: [String]

    /// The name Swift gives a function with these argument labels
    /// (`configure(height:bars:)`, `spacing(for:)`, `layout(_:)`).
    static func swiftName(_ base: String, labels: [String?]) -> String {
        "\(base)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }
}

extension Stmt {
    /// The statements of a function's body, each (and each of its blocks'
    /// and closures' statements) in `scope` unless a nested function's.
    static func inFunction(_ statements: [Stmt], _ scope: FunctionScope) -> [Stmt] {
        statements.map { $0.inFunction(scope) }
    }

    private func inFunction(_ scope: FunctionScope) -> Stmt {
        guard function == nil else { return self }
        var copy = self
        copy.function = scope
        switch kind {
        case .expression(let expr): copy.kind = .expression(expr.inFunction(scope))
        case .assignment(let target, let op, let value): copy.kind = .assignment(target, op, value.inFunction(scope))
        case .declaration(let name, let type, let value): copy.kind = .declaration(name: name, type: type, value: value?.inFunction(scope))
        case .returning(let value): copy.kind = .returning(value?.inFunction(scope))
        }
        return copy
    }
}

extension Expr {
    /// The expression with its closures' statements in `scope`.
    fileprivate func inFunction(_ scope: FunctionScope) -> Expr {
        var copy = self
        switch kind {
        case .closure(let parameters, let body): copy.kind = .closure(parameters, Stmt.inFunction(body, scope))
        case .call(let callee, let arguments):
            copy.kind = .call(callee.inFunction(scope), arguments.map { .init(label: $0.label, value: $0.value.inFunction(scope)) })
        case .member(let base?, let name): copy.kind = .member(base.inFunction(scope), name)
        case .array(let items): copy.kind = .array(items.map { $0.inFunction(scope) })
        case .binary(let op, let left, let right): copy.kind = .binary(op, left.inFunction(scope), right.inFunction(scope))
        case .ternary(let condition, let yes, let no):
            copy.kind = .ternary(condition.inFunction(scope), yes.inFunction(scope), no.inFunction(scope))
        case .prefix(let op, let operand): copy.kind = .prefix(op, operand.inFunction(scope))
        default: break
        }
        return copy
    }
}

extension Expr {
    /// The names `expr` uses, in order (`i * 70` uses `i`; `CGFloat(index)`, `CGFloat` and `index`).
    var names: [String] {
        var result: [String] = []
        var stack = [self]
        var visited = 0
        while let next = stack.popLast(), visited < 10_000 {
            visited += 1
            if case .name(let name) = next.kind { result.append(name) }
            stack += next.children.reversed()
        }
        return result
    }
}
