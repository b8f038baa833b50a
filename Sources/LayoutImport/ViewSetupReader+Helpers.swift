import LayoutSolver

/// The class's own helper methods (docs/import.md, "Helpers and factories"):
/// a method that takes a view (`+ (UIView *)wrapLabel:(UILabel *)label`,
/// `func style(_ button: UIButton)`) or returns one (`- (UIButton
/// *)p_buttonWithTitle:…`, `func makeLabel() -> UILabel`) is read where the
/// class calls it, as if its body stood there: each parameter the
/// caller's argument, the view it returns the one the call makes (named
/// as the local or property it is stored in), a local view of its a view of
/// each call. One the class never calls is read where it is written, a
/// parameter standing for no known view (a placeholder naming it).
///
/// And which methods run outside the setup: their blocks hold the condition
/// `in METHOD, which the setup does not call` (``outsideSetup(_:)``).

/// One call of a helper being read.
struct InlineFrame {
    var function: FunctionScope
    /// The call's place (it tells the views of one call from another's).
    var call: SourcePlace
    /// The view the call's value is stored in (a local's, a property's), if any.
    var target: String?
    /// The view the helper returns, once read.
    var returned: String?
    /// The function of the code that called it, outermost (the one read in
    /// place): whether the setup runs the call.
    var caller: FunctionScope?
}

extension ViewSetupReader {
    /// The deepest helpers are read in one another.
    static let maximumInlineDepth = 4
    /// How many helper calls one reading reads in all (garbled sources).
    static let maximumInlineCalls = 512

    /// Notes the functions of the class (`statements`, in order) whose body
    /// is read where they are called: a method that takes or returns a view
    /// and that the class calls; none of the setup's own, nor a getter.
    mutating func noteHelpers(_ statements: [Stmt]) {
        var bodies: [FunctionScope: [Stmt]] = [:]
        var order: [FunctionScope] = []
        for statement in statements {
            guard let function = statement.function else { continue }
            if bodies[function] == nil { order.append(function) }
            bodies[function, default: []].append(statement)
        }
        functionBodies = bodies
        var called: Set<FunctionScope> = []
        Stmt.visitExpressions(statements) { expr, _ in
            if let function = self.helper(called: expr, among: order) { called.insert(function) }
        }
        helpers = Set(order.filter { function in
            guard called.contains(function), !Self.isSetupMethodName(function.name), !function.name.contains(".") else { return false }
            // A getter (`- (UILabel *)titleLabel`, read where the property is) is no helper.
            if function.parameters.isEmpty, declared.contains(function.name) || declared.contains("_\(function.name)") { return false }
            let takesView = function.parameterTypes.contains { type in type.map { isViewType(Self.bareType($0)) } ?? false }
            return takesView || returnsView(function)
        })
    }

    /// Whether `function` is declared to return a view (`UILabel *`, `-> UIButton`).
    func returnsView(_ function: FunctionScope) -> Bool {
        guard let type = function.returns else { return false }
        return isViewType(Self.bareType(type))
    }

    /// `UILabel *`, `UILabel*`, `__kindof UIView *`, `UILabel!` → `UILabel`.
    static func bareType(_ type: String) -> String {
        var words = type.split { $0 == " " || $0 == "*" || $0 == "!" || $0 == "?" }.map(String.init)
        words.removeAll { ["__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "const", "__strong"].contains($0) }
        return words.first ?? type
    }

    /// Whether `name` (a method's first part) is one of the methods UIKit calls to set a view up.
    static func isSetupMethodName(_ name: String) -> Bool {
        setupMethods.contains(name) || name.hasPrefix("initWith") || name == "init"
    }

    /// The function of `functions` that `expr` calls on the class itself:
    /// `[self f:x]`, `[self.class f]`, `[[self class] f]`, `[Cls f:x]` (the
    /// class's name), `f(x)`, `self.f(x)`, `Self.f()`, `Cls.f()`; nil for
    /// any other call.
    func helper(called expr: Expr, among functions: [FunctionScope]) -> FunctionScope? {
        guard case .call(let callee, let arguments) = expr.kind else { return nil }
        let labels = arguments.map(\.label)
        switch callee.kind {
        case .name(let name):
            guard !locals.contains(name) else { return nil }
            return functions.first { $0.name == name && $0.spelled == FunctionScope.swiftName(name, labels: labels) }
        case .member(let receiver?, let name):
            guard isClassItself(receiver) else { return nil }
            if name.contains(":") || expr.text.hasPrefix("[") {
                // Objective-C: the whole selector.
                return functions.first { $0.spelled == name && !$0.spelled.contains("(") }
            }
            return functions.first { $0.name == name && $0.spelled == FunctionScope.swiftName(name, labels: labels) }
        default:
            return nil
        }
    }

    /// `self`, `Self`, the class's name, `self.class`, `[self class]`, `type(of: self)`.
    private func isClassItself(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .name(let name): return name == "self" || name == "Self" || (owner != nil && name == owner)
        case .member(let base?, "class"): return isClassItself(base)
        case .call(let callee, let arguments):
            if case .member(let base?, "class") = callee.kind, arguments.isEmpty { return isClassItself(base) }
            if case .name("type") = callee.kind, arguments.count == 1 { return isClassItself(arguments[0].value) }
            return false
        default: return false
        }
    }

    /// The helper `expr` calls, if it is one of the class's.
    func calledHelper(_ expr: Expr) -> FunctionScope? {
        guard case .call = expr.kind, !helpers.isEmpty else { return nil }
        return helper(called: expr, among: Array(helpers))
    }

    /// Reads the helper `function` where `call` calls it (in `statement`):
    /// its body as if written here, under the statement's conditions, each
    /// parameter bound to the caller's argument (a view, a number, a list of
    /// views; anything else stands for no known view), its locals its own.
    /// The view it returns is `target`'s when given (the local or property
    /// the call's value is stored in), else a view of the call. Nil when it
    /// is not read here (a helper calling itself, too deep, too many calls).
    @discardableResult
    mutating func inlineCall(_ function: FunctionScope, call: Expr, target: String?, statement: Stmt) -> String? {
        guard case .call(_, let arguments) = call.kind,
              inlineStack.count < Self.maximumInlineDepth, !inlineStack.contains(where: { $0.function == function }),
              inlineCalls < Self.maximumInlineCalls else { return nil }
        inlineCalls += 1
        // The arguments, in the caller's scope.
        enum Bound { case view(String), number(Double), list(ViewList), structure(Expr), unknown(Expr) }
        var bound: [(String, Bound)] = []
        for (index, parameter) in function.parameters.enumerated() where index < arguments.count {
            let value = arguments[index].value
            if let view = viewName(value) ?? knownView(value), localViews[view] != nil || isKnownView(view) {
                bound.append((parameter, .view(view)))
            } else if let number = evaluate(value) {
                bound.append((parameter, .number(number)))
            } else if isStructure(value) {
                bound.append((parameter, .structure(resolved(value))))
            } else if let list = viewList(value) {
                bound.append((parameter, .list(list)))
            } else {
                bound.append((parameter, .unknown(value)))
            }
        }
        // The helper's own conditions name its parameters: one the call gives a number is that
        // number in them (`if (items.count > index)` read for index 1 is `if items.count > 1`), so
        // that each call's placeholder says which call it is and can be filled on its own.
        var numbers: [String: Double] = [:]
        for (parameter, value) in bound { if case .number(let number) = value { numbers[parameter] = number } }
        let body = (functionBodies[function] ?? []).map { inner in
            inner.mappingConditions { statement.conditions + $0.map { Self.substituting(numbers, in: $0) } }
        }
        // The local each `return NAME` gives back stands for the target.
        var returnedNames: [String] = []
        for inner in body {
            if case .returning(let value?) = inner.kind, case .name(let name) = value.kind { returnedNames.append(name) }
        }
        let caller = inlineStack.first?.caller ?? statement.function
        // A fresh scope: the caller's locals are not the helper's.
        let saved = bindings
        let savedReturned = returnedLocals, savedScopes = scopeDeclarations
        let savedFunction = functionName, savedLocal = inLocalScope
        bindings = classLevelBindings ?? saved
        returnedLocals = [:]
        scopeDeclarations = []
        functionName = function.name
        inLocalScope = true
        inlineStack.append(InlineFrame(function: function, call: call.place, target: target, returned: nil, caller: caller))
        for (parameter, value) in bound {
            declareName(parameter, statement: statement)
            localDepths[parameter] = statement.conditions.count
            switch value {
            case .view(let view): aliases[parameter] = view
            case .number(let number): constants[parameter] = number
            case .list(let list): arrays[parameter] = list
            case .structure(let structure): structures[parameter] = structure
            case .unknown(let expr): if Self.isDefinition(expr) { definitions[parameter] = expr }
            }
        }
        for parameter in function.parameters.dropFirst(bound.count) { declareName(parameter, statement: statement) }
        if let target {
            for name in returnedNames { returnedLocals[name] = target }
        }
        for inner in body { interpret(inner) }
        let frame = inlineStack.removeLast()
        bindings = saved
        returnedLocals = savedReturned
        scopeDeclarations = savedScopes
        functionName = savedFunction
        inLocalScope = savedLocal
        let result = target ?? frame.returned
        if let result, let type = function.returns.map(Self.bareType), isViewType(type),
           viewClasses[result] == nil || viewClasses[result] == "UIView" {
            viewClasses[result] = type
        }
        return result
    }

    /// `condition` with each name of `numbers` standing alone (not a member, `x.index`, nor part
    /// of a longer name, nor in a string) written as its number.
    static func substituting(_ numbers: [String: Double], in condition: String) -> String {
        guard !numbers.isEmpty else { return condition }
        let characters = Array(condition)
        var result = ""
        var index = 0
        var quoted = false
        func isNamePart(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }
        while index < characters.count {
            let c = characters[index]
            if c == "\"" { quoted.toggle() }
            guard !quoted, c == "_" || c.isLetter, index == 0 || !isNamePart(characters[index - 1]) else {
                result.append(c)
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isNamePart(characters[end]) { end += 1 }
            let name = String(characters[index..<end])
            let afterDot = index > 0 && characters[index - 1] == "."
            if !afterDot, let number = numbers[name] {
                result += NumberText.format(number == 0 ? 0 : number)
            } else {
                result += name
            }
            index = end
        }
        return result
    }

    /// Reads, before `statement` itself, every helper call it holds (not in
    /// its closures, read where they run) whose value is no statement's own
    /// (an array's element, an argument): each call's view is then what the
    /// call names (``viewName(_:)``).
    mutating func inlineNestedCalls(in statement: Stmt, skipping skipped: SourcePlace? = nil) {
        guard !helpers.isEmpty else { return }
        var calls: [(Expr, FunctionScope)] = []
        func visit(_ expr: Expr, depth: Int) {
            guard depth < 64 else { return }
            if case .closure = expr.kind { return }
            for child in expr.children { visit(child, depth: depth + 1) }
            if expr.place != skipped, inlinedResults[expr.place] == nil, let function = calledHelper(expr) {
                calls.append((expr, function))
            }
        }
        for expr in statement.expressions { visit(expr, depth: 0) }
        for (call, function) in calls {
            if let view = inlineCall(function, call: call, target: nil, statement: statement) {
                inlinedResults[call.place] = view
            }
        }
    }

    /// The key of a local's view: its iterations, and the helper calls it was made in.
    var callSiteSuffix: String {
        inlineStack.map { "<\($0.call)" }.joined()
    }

    // MARK: The setup

    /// Whether the setup surely does not run `function`, whose blocks then
    /// hold the condition `in METHOD, which the setup does not call`: one
    /// the setup does not call (``isSetup(_:)``) that is an action (named in
    /// a `@selector`/`#selector`, `@objc`, `IBAction`), a setter or a
    /// property's observer, a method UIKit calls on an event
    /// (`prepareForReuse`, `traitCollectionDidChange(_:)`…), or a method
    /// taking parameters (its caller gives them when the app runs), the
    /// getter of a property the files declare (``isUnreadGetter(_:)``) that
    /// nothing reads, or one only such methods call. A method of no
    /// parameter the class never calls (`installConstraints()`, `makeUI()`:
    /// a superclass's initializer calls it) is read as the setup's.
    func outsideSetup(_ function: FunctionScope?) -> Bool {
        guard let function else { return false }
        var visiting: Set<String> = []
        return outsideSetup(function.name, scope: function, visiting: &visiting)
    }

    private func outsideSetup(_ name: String, scope: FunctionScope?, visiting: inout Set<String>) -> Bool {
        guard !isSetup(name), visiting.insert(name).inserted, visiting.count < 256 else { return false }
        let scope = scope ?? functionBodies.keys.first { $0.name == name }
        if let scope {
            if scope.isAction || actionNames.contains(scope.name) || actionNames.contains(scope.spelled) { return true }
            if Self.isEventMethod(scope.name) || Self.isSetter(scope) { return true }
        }
        let callers = calls.filter { $0.value.contains(name) && $0.key != name }.map(\.key)
        if callers.isEmpty { return !(scope?.parameters.isEmpty ?? true) || scope.map(isUnreadGetter) == true }
        return callers.allSatisfy { outsideSetup($0, scope: nil, visiting: &visiting) }
    }

    /// Whether `scope` is the getter of a property only the files can read
    /// (``Stmt/isProperty``: an Objective-C class extension's `@property`, a
    /// Swift `private` `var` of no `override`; not UIKit's nor a superclass's,
    /// `textLabel`, `inputAccessoryView`, which they read, nor a public one,
    /// which other files may read) that no code of the files reads (`self.x`,
    /// `[self x]`, Swift's `x`, nor `other.x`): it never runs (the ivar `_x`
    /// does not call it).
    func isUnreadGetter(_ scope: FunctionScope) -> Bool {
        scope.parameters.isEmpty && ownProperties.contains(scope.name) && !foreignReads.contains(scope.name)
    }

    /// Methods UIKit calls on an event, after the view is shown (their first part).
    static let eventMethods: Set<String> = [
        "prepareForReuse", "traitCollectionDidChange", "setSelected", "setHighlighted", "setEditing",
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillTransition", "willTransition", "prepareForInterfaceBuilder", "dealloc", "deinit",
        "didReceiveMemoryWarning", "observeValue", "observeValueForKeyPath", "scrollViewDidScroll",
    ]

    static func isEventMethod(_ name: String) -> Bool { eventMethods.contains(name) }

    /// A setter (`setTableRow:`, one parameter) or a property's observer or setter (`x.didSet`, `x.set`).
    static func isSetter(_ scope: FunctionScope) -> Bool {
        if scope.name.hasSuffix(".didSet") || scope.name.hasSuffix(".willSet") || scope.name.hasSuffix(".set") { return true }
        guard scope.parameters.count == 1, scope.spelled.hasSuffix(":"), scope.spelled.filter({ $0 == ":" }).count == 1,
              scope.name.hasPrefix("set"), let next = scope.name.dropFirst(3).first else { return false }
        return next.isUppercase
    }

    /// The names the class's code gives actions: `@selector(tap:)`, `#selector(closeTab)`, `#selector(self.closeTab(_:))`.
    mutating func noteActions(_ statements: [Stmt]) {
        var names: Set<String> = []
        Stmt.visitExpressions(statements) { expr, _ in
            for marker in ["@selector(", "#selector("] {
                guard expr.text.hasPrefix(marker), expr.text.hasSuffix(")") else { continue }
                var inner = String(expr.text.dropFirst(marker.count).dropLast()).trimmingSpaces()
                if inner.hasPrefix("self.") { inner.removeFirst(5) }
                if let dot = inner.lastIndex(of: "."), !inner.contains("(") || dot < inner.firstIndex(of: "(")! {
                    inner = String(inner[inner.index(after: dot)...])
                }
                names.insert(inner)
                names.insert(String(inner.prefix { $0 != "(" && $0 != ":" }))
            }
        }
        actionNames = names
    }
}
