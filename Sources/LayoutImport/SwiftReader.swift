import SwiftParser
import SwiftSyntax

/// Reads a Swift file, through swift-syntax's parser, into statements
/// (``Stmt``): declarations of properties, locals and constants (`static let`
/// in a nested `enum Metrics` is `Metrics.name`), calls, assignments and
/// the closures passed to SnapKit, with the conditions (`if`, `#if`, `for`,
/// `switch`) each statement runs under.
///
/// swift-syntax's parser accepts any text (a broken file gives a tree with
/// missing and unexpected nodes); this reader keeps what it understands and
/// turns the rest into ``Expr/Kind/other``.
struct SwiftReader {
    private let file: String
    private let converter: SourceLocationConverter
    private var conditions: [String] = []
    /// What the reader itself has to say: the availability checks it took (``KnownCondition``).
    private var warnings: [ImportWarning] = []
    /// The superclass of each class declared (`class TitleLabel: UILabel`).
    private var superclasses: [String: String] = [:]
    /// The enclosing enums, structs and extensions' names, for qualified constants.
    private var scopes: [String] = []
    /// The class (or extension of one) being read, whose static members are
    /// also named by it (`InboxHeaderView.badgeSize`).
    private var className: String?
    private var depth = 0
    private static let maximumDepth = 150

    /// The statements of the file, in source order, with the warnings of the reading itself.
    /// And the superclass of each class the file declares (`class TitleLabel: UILabel`).
    static func read(file: String, text: String)
        -> (statements: [Stmt], warnings: [ImportWarning], superclasses: [String: String]) {
        let tree = Parser.parse(source: text)
        var reader = SwiftReader(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        let statements = reader.items(tree.statements)
        return (statements, reader.warnings, reader.superclasses)
    }

    /// The deepest nesting of `[` the reader hands to swift-syntax's parser,
    /// whose look-ahead for a type (`[T]`, `[N of T]`) takes time exponential
    /// in it (20 levels take seconds); view code nests a few.
    static let maximumBracketNesting = 12

    /// Where `text` first nests `[` deeper than ``maximumBracketNesting``
    /// (outside strings and comments), or nil.
    static func tooDeepBrackets(in text: String, file: String) -> SourcePlace? {
        var depth = 0, line = 1, column = 0
        var inString = false, inLineComment = false, blockComments = 0
        var previous: Character = " "
        for character in text {
            column += 1
            defer { previous = character }
            if character == "\n" {
                line += 1
                column = 0
                inLineComment = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && character == "/" { blockComments -= 1 }
                continue
            }
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments += 1
            case "[":
                depth += 1
                if depth > maximumBracketNesting { return SourcePlace(file: file, line: line, column: column) }
            case "]": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    private init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
    }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter)
        return SourcePlace(file: file, line: location.line, column: location.column)
    }

    // MARK: Statements

    private mutating func items(_ list: CodeBlockItemListSyntax) -> [Stmt] {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { return [] }
        var result: [Stmt] = []
        // `defer { … }` runs when the scope ends: its statements come last, the last deferred first.
        var deferred: [Stmt] = []
        for item in list {
            switch item.item {
            case .decl(let decl): result += declaration(decl)
            case .stmt(let stmt):
                if let block = stmt.as(DeferStmtSyntax.self) {
                    deferred = items(block.body.statements) + deferred
                } else {
                    result += statement(stmt)
                }
            case .expr(let expr): result += expressionStatement(expr)
            }
        }
        return result + deferred
    }

    private mutating func under(_ condition: String, _ read: (inout SwiftReader) -> [Stmt]) -> [Stmt] {
        conditions.append(condition)
        defer { conditions.removeLast() }
        return read(&self)
    }

    private mutating func declaration(_ decl: DeclSyntax) -> [Stmt] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            var result: [Stmt] = []
            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                var name = (scopes + [pattern.identifier.text]).joined(separator: ".")
                // A class's static constant, by the class's name too (`Self.x` and `x` still find it).
                if isStatic, scopes.isEmpty, let className { name = "\(className).\(name)" }
                let type = binding.typeAnnotation.map { typeName($0.type) }
                let value = binding.initializer.map { expression($0.value) }
                // A property only the file reads (`private`, `fileprivate`; not `private(set)`, read
                // elsewhere), neither a local nor an override of a superclass's or UIKit's.
                let isOverride = variable.modifiers.contains { $0.name.text == "override" }
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
                result.append(Stmt(kind: .declaration(name: name, type: type, value: value), place: place(pattern),
                                   conditions: conditions, isProperty: isPrivate && !isOverride && !isStatic,
                                   isLazy: variable.modifiers.contains { $0.name.text == "lazy" }))
                // A computed property's body is read as code too, a function of the property's name.
                if let accessors = binding.accessorBlock {
                    let function = FunctionScope(name: pattern.identifier.text, place: place(binding))
                    switch accessors.accessors {
                    case .getter(let list): result += Stmt.inFunction(function, items(list))
                    case .accessors(let list):
                        for accessor in list {
                            guard let body = accessor.body else { continue }
                            // A setter or an observer runs when the property is set: a function of its own
                            // (`isExpanded.didSet`), its parameter `newValue` or `oldValue` unless named.
                            let kind = accessor.accessorSpecifier.text
                            let read = items(body.statements)
                            guard kind != "get" else { result += Stmt.inFunction(function, read); continue }
                            let implicit = accessor.parameters.map { [$0.name.text] } ?? [kind == "didSet" ? "oldValue" : "newValue"]
                            let scope = FunctionScope(name: "\(pattern.identifier.text).\(kind)", parameters: implicit,
                                                      place: place(accessor))
                            result += Stmt.inFunction(scope, read)
                        }
                    }
                }
            }
            return result
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            var scope = functionScope(function.name.text, function.signature.parameterClause.parameters,
                                      place: place(function.name))
            // `func titleLabel(_ text: String) -> UILabel`: a view made by calling it is a label.
            scope.returns = function.signature.returnClause.map { typeName($0.type) }
            scope.isAction = function.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                return name == "objc" || name == "IBAction"
            }
            return Stmt.inFunction(scope, function.body.map { items($0.statements) } ?? [])
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            let scope = functionScope("init", initializer.signature.parameterClause.parameters,
                                   place: place(initializer.initKeyword))
            return Stmt.inFunction(scope, initializer.body.map { items($0.statements) } ?? [])
        }
        // A class's members are its own (a nested class's, the nested class's);
        // a struct or an enum is a namespace for constants (`Metrics.margin`).
        if let type = decl.as(ClassDeclSyntax.self) {
            // Its first inherited type: the superclass (or a protocol, which names no view class).
            if let inherited = type.inheritanceClause?.inheritedTypes.first {
                superclasses[type.name.text] = typeName(inherited.type)
            }
            let outer = className
            className = scopes.isEmpty ? type.name.text : nil
            defer { className = outer }
            return owned(members(type.memberBlock, scope: nil), by: type.name.text)
        }
        if let type = decl.as(StructDeclSyntax.self) { return members(type.memberBlock, scope: type.name.text) }
        if let type = decl.as(EnumDeclSyntax.self) { return members(type.memberBlock, scope: type.name.text) }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            let name = typeName(type.extendedType)
            // An extension of the view class itself adds its members; of another type, a namespace.
            let outer = className
            className = scopes.isEmpty ? name : nil
            defer { className = outer }
            return owned(members(type.memberBlock, scope: scopes.isEmpty ? nil : name), by: name)
        }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) { return self.ifConfig(ifConfig) }
        return []
    }

    /// A function's name as Swift spells it (`configure(height:bars:)`) and its parameters' names.
    private func functionScope(_ name: String, _ parameters: FunctionParameterListSyntax, place: SourcePlace) -> FunctionScope {
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        return FunctionScope(name: name, spelled: FunctionScope.swiftName(name, labels: labels),
                             parameters: parameters.map { ($0.secondName ?? $0.firstName).text }, place: place,
                             parameterTypes: parameters.map { typeName($0.type) })
    }

    /// `statements` marked as `owner`'s (those of a nested class keep theirs).
    private mutating func owned(_ statements: [Stmt], by owner: String) -> [Stmt] {
        statements.map { statement in
            var marked = statement
            if marked.owner == nil { marked.owner = owner }
            return marked
        }
    }

    private mutating func members(_ block: MemberBlockSyntax, scope: String?) -> [Stmt] {
        if let scope { scopes.append(scope) }
        defer { if scope != nil { scopes.removeLast() } }
        var result: [Stmt] = []
        for member in block.members { result += declaration(member.decl) }
        return result
    }

    private mutating func ifConfig(_ decl: IfConfigDeclSyntax) -> [Stmt] {
        var result: [Stmt] = []
        // The chain so far, `#if A / #elseif B`: an `#else` runs when none of it held.
        var before: [String] = []
        for clause in decl.clauses {
            let keyword = clause.poundKeyword.text
            let condition = clause.condition?.trimmedDescription ?? ""
            let label: String
            switch keyword {
            case "#if": label = "#if \(condition)"
            case "#elseif": label = "#elseif \(condition) (after \(before.joined(separator: " / ")))"
            default: label = "#else of \(before.joined(separator: " / "))"
            }
            if !condition.isEmpty { before.append("\(keyword) \(condition)") }
            result += under(label) { reader in
                switch clause.elements {
                case .statements(let list): return reader.items(list)
                case .decls(let list):
                    var stmts: [Stmt] = []
                    for member in list { stmts += reader.declaration(member.decl) }
                    return stmts
                default: return []
                }
            }
        }
        return result
    }

    private mutating func statement(_ stmt: StmtSyntax) -> [Stmt] {
        if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
            return self.expressionStatement(expressionStatement.expression)
        }
        if let returning = stmt.as(ReturnStmtSyntax.self) {
            return [Stmt(kind: .returning(returning.expression.map { expression($0) }), place: place(returning),
                         conditions: conditions)]
        }
        if let loop = stmt.as(ForStmtSyntax.self) {
            var header = "for \(loop.pattern.trimmedDescription) in \(loop.sequence.trimmedDescription)"
            if let clause = loop.whereClause { header += " \(clause.trimmedDescription)" }
            var variable: String?
            var index: String?
            var sequence = loop.sequence
            var simple = loop.whereClause == nil && loop.caseKeyword == nil && loop.tryKeyword == nil && loop.awaitKeyword == nil
            if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
                variable = identifier.identifier.text
            } else if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                      let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "enumerated", let base = member.base {
                // `for (i, v) in views.enumerated()`: the index and the element.
                let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                index = names[0]
                variable = names[1]
                sequence = base
            } else if !loop.pattern.is(WildcardPatternSyntax.self) {
                simple = false
            }
            let domain = simple ? self.domain(sequence) : nil
            let body = items(loop.body.statements)
            return [Stmt(kind: .loop(Loop(header: header, variable: variable, domain: domain, body: body, index: index)),
                         place: place(loop), conditions: conditions)]
        }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            let body = items(loop.body.statements)
            return [Stmt(kind: .loop(Loop(header: "while \(loop.conditions.trimmedDescription)", variable: nil, domain: nil,
                                          body: body)), place: place(loop), conditions: conditions)]
        }
        if let loop = stmt.as(RepeatStmtSyntax.self) {
            let body = items(loop.body.statements)
            return [Stmt(kind: .loop(Loop(header: "repeat … while \(loop.condition.trimmedDescription)", variable: nil,
                                          domain: nil, body: body)), place: place(loop), conditions: conditions)]
        }
        if let guarded = stmt.as(GuardStmtSyntax.self) {
            switch known(guarded.conditions) {
            case .alwaysTrue?:
                // `guard let self else { return }`: the else never runs; `guard let strongSelf = self`
                // names `self` `strongSelf` from here on.
                return selfBindings(guarded.conditions)
            case .available(let check)?:
                // `guard #available(iOS 15, *) else { … }`: what follows is the available branch.
                warnings.append(ImportWarning(place: place(guarded),
                                              message: KnownCondition.availabilityWarning(check, droppingElse: true)))
                return []
            case .alwaysFalse?, nil:
                break
            }
            return under("else of guard \(guarded.conditions.trimmedDescription)") { $0.items(guarded.body.statements) }
        }
        if let block = stmt.as(DoStmtSyntax.self) {
            return items(block.body.statements)
        }
        return []
    }

    private mutating func expressionStatement(_ expr: ExprSyntax) -> [Stmt] {
        if let ifExpr = expr.as(IfExprSyntax.self) { return self.ifExpr(ifExpr, before: []) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var result: [Stmt] = []
            for item in switchExpr.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
                // `switch style case .compact`, `switch style default`: the label without its colon,
                // as the Objective-C reader names a case.
                var caseLabel = switchCase.label.trimmedDescription
                if caseLabel.hasSuffix(":") { caseLabel = String(caseLabel.dropLast()).trimmingSpaces() }
                let label = "switch \(switchExpr.subject.trimmedDescription) \(caseLabel)"
                result += under(label) { $0.items(switchCase.statements) }
            }
            return result
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let assignment = elements.firstIndex(where: { isAssignment($0) }), assignment > 0 {
                let op = elements[assignment].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
                let target = fold(Array(elements[..<assignment]))
                let value = fold(Array(elements[(assignment + 1)...]))
                return [Stmt(kind: .assignment(target, op, value), place: place(expr), conditions: conditions)]

            }
        }
        let value = expression(expr)
        return [Stmt(kind: .expression(value), place: place(expr), conditions: conditions)]
    }


    /// What a `for … in` runs over: `A..<B`, `A...B`, `stride(from: A, to: B, by: 1)`
    /// (`through:`), an array literal or a name of one; nil for another form.
    private mutating func domain(_ sequence: ExprSyntax) -> Loop.Domain? {
        if let tuple = sequence.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return domain(only.expression)
        }
        if let folded = sequence.as(SequenceExprSyntax.self) {
            let elements = Array(folded.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  op == "..<" || op == "..." else { return nil }
            return .range(from: expression(elements[0]), to: expression(elements[2]), inclusive: op == "...", ascending: true)
        }
        if let infix = sequence.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            return .range(from: expression(infix.leftOperand), to: expression(infix.rightOperand), inclusive: op == "...",
                          ascending: true)
        }
        if let call = sequence.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" {
            let arguments = Array(call.arguments)
            guard arguments.count == 3, arguments[0].label?.text == "from", let end = arguments[1].label?.text,
                  end == "to" || end == "through", arguments[2].label?.text == "by" else { return nil }
            let step = arguments[2].expression.trimmedDescription
            guard step == "1" || step == "-1" else { return nil }
            return .range(from: expression(arguments[0].expression), to: expression(arguments[1].expression),
                          inclusive: end == "through", ascending: step == "1")
        }
        if sequence.is(ArrayExprSyntax.self) || sequence.is(DeclReferenceExprSyntax.self)
            || sequence.is(MemberAccessExprSyntax.self) {
            return .elements(expression(sequence))
        }
        return nil
    }

    private func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        if let op = element.as(BinaryOperatorExprSyntax.self) {
            return ["+=", "-=", "*=", "/=", "|="].contains(op.operator.text)
        }
        return false
    }

    /// What the importer knows of a condition list: every element a `let self`
    /// binding (always true), or a single `#available` check; nil otherwise.
    private func known(_ list: ConditionElementListSyntax) -> KnownCondition? {
        if list.count == 1, let check = list.first?.condition.as(AvailabilityConditionSyntax.self),
           check.availabilityKeyword.text == "#available" {
            return .available(check.trimmedDescription)
        }
        if list.count == 1, case .expression(let condition)? = list.first?.condition,
           let outcome = KnownCondition.swift(condition.trimmedDescription) {
            return outcome
        }
        let allSelf = !list.isEmpty && list.allSatisfy { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
            // `let self` or `let self = self`, not `let self = other`; `let strongSelf = self` too.
            guard let value = binding.initializer?.value.trimmedDescription else { return Self.unquoted(name) == "self" }
            return value == "self"
        }
        return allSelf ? .alwaysTrue : nil
    }

    /// `let strongSelf = self` of a condition list that always holds, as
    /// declarations: the reader takes `strongSelf.x` for `self.x`.
    private mutating func selfBindings(_ list: ConditionElementListSyntax) -> [Stmt] {
        var result: [Stmt] = []
        for element in list {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                  Self.unquoted(pattern.identifier.text) != "self", let value = binding.initializer?.value else { continue }
            result.append(Stmt(kind: .declaration(name: pattern.identifier.text, type: nil, value: expression(value)),
                               place: place(pattern), conditions: conditions))
        }
        return result
    }

    /// A name without its backquotes (`` `self` `` is `self`).
    private static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    private mutating func ifExpr(_ ifExpr: IfExprSyntax, before: [String]) -> [Stmt] {
        if before.isEmpty, let outcome = known(ifExpr.conditions) {
            // `if let self { … }`, `if #available(iOS 15, *) { … } else { … }`: the branch, without the else.
            let result = selfBindings(ifExpr.conditions) + items(ifExpr.body.statements)
            if case .available(let check) = outcome {
                warnings.append(ImportWarning(place: place(ifExpr), message: KnownCondition.availabilityWarning(
                    check, droppingElse: ifExpr.elseBody != nil)))
            }
            return result
        }
        // `before`: the chain so far (`if A`, `else if B`); an `else` runs when none of it held.
        let condition = "\(before.isEmpty ? "" : "else ")if \(ifExpr.conditions.trimmedDescription)"
        let label = before.isEmpty ? condition : KnownCondition.elseIfLabel(condition, after: before)
        var result = under(label) { $0.items(ifExpr.body.statements) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?:
            result += self.ifExpr(next, before: before + [condition])
        case .codeBlock(let block)?:
            result += under(KnownCondition.elseLabel(after: before + [condition])) { $0.items(block.statements) }
        case nil:
            break
        }
        return result
    }

    // MARK: Expressions

    private func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    private mutating func expression(_ expr: ExprSyntax) -> Expr {
        depth += 1
        defer { depth -= 1 }
        let text = expr.trimmedDescription
        let at = place(expr)
        func make(_ kind: Expr.Kind) -> Expr { Expr(kind: kind, text: text, place: at) }
        guard depth < Self.maximumDepth else { return make(.other) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return make(.name(reference.baseName.text)) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return make(.member(member.base.map { expression($0) }, member.declName.baseName.text))
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            var arguments = call.arguments.map { Expr.Argument(label: $0.label?.text, value: expression($0.expression)) }
            if let closure = call.trailingClosure {
                arguments.append(.init(label: nil, value: self.closure(closure)))
            }
            for extra in call.additionalTrailingClosures {
                arguments.append(.init(label: extra.label.text, value: self.closure(extra.closure)))
            }
            // `Type(frame: .zero)` and `{ … }()` alike: the callee, then the call.
            return make(.call(expression(call.calledExpression), arguments))
        }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = integer.literal.text.replacingUnderscores()
            let value: Double? = digits.hasPrefix("0x") ? UInt64(digits.dropFirst(2), radix: 16).map { Double($0) } : Double(digits)
            return make(value.map { .number($0) } ?? .other)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return make(Double(float.literal.text.replacingUnderscores()).map { .number($0) } ?? .other)
        }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            var value = ""
            for segment in string.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return make(.other) }
                value += piece.content.text
            }
            return make(.string(value))
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return make(.array(array.elements.map { expression($0.expression) }))
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return self.closure(closure) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            return make(.prefix(prefix.operator.text, expression(prefix.expression)))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            var folded = fold(Array(sequence.elements))
            folded.text = text
            return folded
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return make(.binary(op.operator.text, expression(infix.leftOperand), expression(infix.rightOperand)))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            var inner = expression(only.expression)
            inner.text = text
            return inner
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return expression(unwrap.expression) }
        // `try f { … }`, `await f { … }`: the expression itself.
        if let tried = expr.as(TryExprSyntax.self) { return expression(tried.expression) }
        if let awaited = expr.as(AwaitExprSyntax.self) { return expression(awaited.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return expression(optional.expression) }
        if let cast = expr.as(AsExprSyntax.self) { return expression(cast.expression) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return make(.ternary(expression(ternary.condition), expression(ternary.thenExpression),
                                 expression(ternary.elseExpression)))
        }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return make(.name(boolean.literal.text)) }
        if expr.is(SuperExprSyntax.self) { return make(.name("super")) }
        return make(.other)
    }

    private mutating func closure(_ closure: ClosureExprSyntax) -> Expr {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: parameters = list.map(\.name.text)
        case .parameterClause(let clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameters = ["$0"]
        }
        let body = items(closure.statements)
        return Expr(kind: .closure(parameters, body), text: closure.trimmedDescription, place: place(closure))
    }

    /// An unfolded operator sequence (`a + b * c`, `x as CGFloat`, `a ? b : c`)
    /// as one expression, by the usual precedences.
    private mutating func fold(_ elements: [ExprSyntax]) -> Expr {
        // `c ? a : b` binds loosest (but for assignments, split off before): the
        // condition before the first `?`, the rest after its `:`.
        if let question = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), question > 0,
           question + 1 < elements.count, let then = elements[question].as(UnresolvedTernaryExprSyntax.self) {
            let condition = fold(Array(elements[..<question]))
            let otherwise = fold(Array(elements[(question + 1)...]))
            return Expr(kind: .ternary(condition, expression(then.thenExpression), otherwise),
                        text: elements.map(\.trimmedDescription).joined(separator: " "), place: condition.place)
        }
        // Operands and operators, casts (`as T`) dropped.
        var operands: [Expr] = []
        var operators: [String] = []
        var index = 0
        var ternary = false
        while index < elements.count {
            let element = elements[index]
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                index += 2
                continue
            }
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else if element.is(UnresolvedTernaryExprSyntax.self) {
                ternary = true
                operators.append("?")
            } else if element.is(AssignmentExprSyntax.self) {
                operators.append("=")
            } else {
                operands.append(expression(element))
            }
            index += 1
        }
        let text = elements.map(\.trimmedDescription).joined(separator: " ")
        let at = elements.first.map { place($0) } ?? SourcePlace(file: file, line: 1, column: 1)
        guard !ternary, operands.count == operators.count + 1, !operands.isEmpty else {
            return Expr(kind: .other, text: text, place: at)
        }
        let precedence: [String: Int] = ["||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3,
                                         "+": 4, "-": 4, "|": 4, "*": 5, "/": 5, "%": 5, "&": 5]
        // Precedence climbing over the flat lists.
        var position = 0
        func climb(_ minimum: Int) -> Expr {
            var left = operands[position]
            while position < operators.count, let level = precedence[operators[position]], level > minimum {
                let op = operators[position]
                position += 1
                let right = climb(level)
                left = Expr(kind: .binary(op, left, right), text: "\(left.text) \(op) \(right.text)", place: left.place)
            }
            return left
        }
        let result = climb(0)
        guard position == operators.count else { return Expr(kind: .other, text: text, place: at) }
        return result
    }
}

private extension String {
    func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
