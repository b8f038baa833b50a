import LayoutModel

/// The other names code gives `self` in blocks and closures, read as `self`:
/// `__weak typeof(self) weakSelf = self;` (also `__typeof`, `__typeof__`, any
/// name: `ws`), `__strong typeof(ws) strongSelf = ws;`, Swift's `guard let
/// strongSelf = self` and `weak var weakSelf = self`, and the usual names
/// (``View/codeSelfNames``: `weakSelf`, `strongSelf` …) when the files declare
/// them as nothing else, as a macro (`WEAKSELF`) declares them out of sight.
/// libextobjc's `@weakify(self)` / `@strongify(self)` keep the name `self`
/// (the Objective-C reader skips them).
enum SelfAliases {
    /// `statements` with every name that stands for `self` written `self`
    /// (each expression keeps its text, so a warning quotes the source).
    static func rewritten(_ statements: [Stmt]) -> [Stmt] {
        var aliases: Set<String> = []
        var otherwise: Set<String> = []
        collect(statements, &aliases, &otherwise)
        aliases.formUnion(View.codeSelfNames.subtracting(otherwise).subtracting(["self"]))
        return statements.map { rewrite($0, aliases) }
    }

    /// The names declared as `self` (or as another such name) in source
    /// order, and the usual names declared as something else.
    private static func collect(_ statements: [Stmt], _ aliases: inout Set<String>, _ otherwise: inout Set<String>) {
        for statement in statements {
            switch statement.kind {
            case .declaration(let name, _, let value):
                if let value, case .name(let named) = value.kind, named == "self" || aliases.contains(named) {
                    aliases.insert(name)
                } else if View.codeSelfNames.contains(name) {
                    otherwise.insert(name)
                }
                if let value { collect(value, &aliases, &otherwise) }
            case .expression(let value), .returning(let value?):
                collect(value, &aliases, &otherwise)
            case .assignment(_, _, let value):
                collect(value, &aliases, &otherwise)
            case .loop(let loop):
                collect(loop.body, &aliases, &otherwise)
            default:
                break
            }
        }
    }

    private static func collect(_ expr: Expr, _ aliases: inout Set<String>, _ otherwise: inout Set<String>) {
        switch expr.kind {
        case .closure(_, let body): collect(body, &aliases, &otherwise)
        case .call(let callee, let arguments):
            collect(callee, &aliases, &otherwise)
            for argument in arguments { collect(argument.value, &aliases, &otherwise) }
        default: break
        }
    }

    private static func rewrite(_ statement: Stmt, _ aliases: Set<String>) -> Stmt {
        var result = statement
        switch statement.kind {
        case .expression(let expr): result.kind = .expression(rewrite(expr, aliases))
        case .assignment(let target, let op, let value):
            result.kind = .assignment(rewrite(target, aliases), op, rewrite(value, aliases))
        case .declaration(let name, let type, let value):
            result.kind = .declaration(name: name, type: type, value: value.map { rewrite($0, aliases) })
        case .returning(let value): result.kind = .returning(value.map { rewrite($0, aliases) })
        case .loop(var loop):
            loop.body = loop.body.map { rewrite($0, aliases) }
            if case .elements(let sequence)? = loop.domain { loop.domain = .elements(rewrite(sequence, aliases)) }
            result.kind = .loop(loop)
        }
        return result
    }

    private static func rewrite(_ expr: Expr, _ aliases: Set<String>) -> Expr {
        var result = expr
        switch expr.kind {
        case .name(let name) where aliases.contains(name): result.kind = .name("self")
        case .member(let base, let name): result.kind = .member(base.map { rewrite($0, aliases) }, name)
        case .call(let callee, let arguments):
            result.kind = .call(rewrite(callee, aliases), arguments.map { .init(label: $0.label, value: rewrite($0.value, aliases)) })
        case .array(let items): result.kind = .array(items.map { rewrite($0, aliases) })
        case .closure(let parameters, let body):
            result.kind = .closure(parameters, body.map { rewrite($0, aliases) })
        case .prefix(let op, let operand): result.kind = .prefix(op, rewrite(operand, aliases))
        case .binary(let op, let left, let right): result.kind = .binary(op, rewrite(left, aliases), rewrite(right, aliases))
        case .ternary(let condition, let yes, let no):
            result.kind = .ternary(rewrite(condition, aliases), rewrite(yes, aliases), rewrite(no, aliases))
        default: break
        }
        return result
    }
}
