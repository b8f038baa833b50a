/// Reads an Objective-C file into statements (``Stmt``): declarations of
/// properties, ivars, locals and constants, message sends, assignments and
/// the blocks passed to Masonry, with the conditions (`if`, `#if`) each
/// statement runs under.
///
/// It is a scanner, not a compiler: it knows message sends, dot access,
/// calls, blocks, boxing (`@(…)`, `@[…]`, `@3`), casts, C operators and the
/// statement keywords; whatever else it meets it skips to the next `;` or
/// brace. It never traps on any input: every look-ahead is bounded and the
/// nesting depth is limited.
struct ObjCReader {
    private var tokens: [ObjCToken]
    private let text: [UInt8]
    private var index = 0
    private var depth = 0
    private var conditionStack: [String] = []
    /// The class of the `@interface`/`@implementation` being read (until its `@end`).
    private var owner: String?
    /// Whether the statements read are a class extension's (`@interface Cell ()`), whose
    /// properties only the file's code reads.
    private var inClassExtension = false
    /// The method being read: its selector's first part, and whether it is a
    /// getter (no parameter, a return type), whose lazy idiom `if (!_name)`
    /// the importer knows (``KnownCondition``).
    private var method: (name: String, isGetter: Bool)?
    /// What the reader itself has to say: the availability checks it took (``KnownCondition``).
    /// The superclass of each class declared (`@interface XXLabel : UILabel`).
    private var superclasses: [String: String] = [:]
    private var warnings: [ImportWarning] = []
    /// Whether the last statement read ended with a jump (`break`, `return`, `continue`,
    /// `goto`; a block whose last statement does): a `switch`'s case then does not run on
    /// into the next.
    private var jumped = false
    /// In an initializer (``KnownCondition``), the ivars it may have set so far: those it
    /// assigned (`_x = …`, `self.x = …`) or read through a getter (`self.x`, which may make it
    /// lazily); nil outside an initializer, and once it sends `self` a message (a method of its
    /// own may set any ivar).
    private var freshIvars: Set<String>?
    /// The `@implementation`s read, by class: their build configurations (the `#if` branches
    /// around them) and places.
    private var implementations: [String: [(configuration: [String], place: SourcePlace)]] = [:]
    /// Deeper nesting than this is not read (garbled input).
    private static let maximumDepth = 150

    /// The statements of the file, in source order, and its `#define`s as
    /// declarations at their place; with the warnings of the reading itself.
    /// And the superclass of each class the file declares (`@interface XXLabel : UILabel`).
    static func read(file: String, text: String)
        -> (statements: [Stmt], warnings: [ImportWarning], superclasses: [String: String]) {
        var lexer = ObjCLexer(file: file, text: text)
        lexer.run()
        var reader = ObjCReader(tokens: lexer.tokens, text: Array(text.utf8))
        var statements: [Stmt] = []
        for define in lexer.defines where define.isFunctionLike {
            // A function-like macro is a name the file defines (a call of it is the file's), no constant.
            statements.append(Stmt(kind: .declaration(name: define.name, type: nil, value: nil), place: define.place, conditions: []))
        }
        for define in lexer.defines where !define.tokens.isEmpty {
            // The value's text is the directive's (its tokens' offsets are in it), not the file's.
            var inner = ObjCReader(tokens: define.tokens + [ObjCToken(kind: .end, text: "", place: define.place,
                                                                      start: 0, end: 0, conditions: [])],
                                   text: Array(define.text.utf8))
            if let value = inner.expression(), inner.current.kind == .end {
                statements.append(Stmt(kind: .declaration(name: define.name, type: nil, value: value),
                                       place: define.place, conditions: []))
            } else {
                // A value the reader cannot evaluate is still a known name.
                statements.append(Stmt(kind: .declaration(name: define.name, type: nil, value: nil),
                                       place: define.place, conditions: []))
            }
        }
        statements += reader.statements(until: nil)
        return (statements.sorted { ($0.place.line, $0.place.column) < ($1.place.line, $1.place.column) }, reader.warnings,
                reader.superclasses)
    }

    private init(tokens: [ObjCToken], text: [UInt8]) {
        self.tokens = tokens
        self.text = text
    }

    // MARK: Tokens

    private var current: ObjCToken { tokens[max(0, min(index, tokens.count - 1))] }
    private func peek(_ offset: Int) -> ObjCToken { tokens[max(0, min(index + offset, tokens.count - 1))] }
    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }
    private func isPunctuation(_ text: String) -> Bool { current.kind == .punctuation && current.text == text }
    private mutating func take(_ punctuation: String) -> Bool {
        if isPunctuation(punctuation) { advance(); return true }
        return false
    }

    private func source(from start: ObjCToken, to end: ObjCToken) -> String {
        guard start.start <= end.end, end.end <= text.count, start.start >= 0 else { return start.text }
        return String(decoding: text[start.start..<end.end], as: UTF8.self)
    }

    private func conditions(of token: ObjCToken) -> [String] { token.conditions + conditionStack }

    // MARK: Statements

    /// Statements until the `}` that closes the current block (consumed), or
    /// the end of the file.
    private mutating func statements(until closing: String?) -> [Stmt] {
        var result: [Stmt] = []
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { skipToEnd(); return result }
        while current.kind != .end {
            if closing != nil && take("}") { return result }
            if closing == nil && isPunctuation("}") { advance(); continue }
            let before = index
            if closing == nil {
                // The file's level: each statement belongs to the class being read, if any.
                result += statement().map { statement in
                    var owned = statement
                    if owned.owner == nil { owned.owner = owner }
                    return owned
                }
            } else {
                result += statement()
            }
            if index == before { advance() }
        }
        return result
    }

    private mutating func skipToEnd() {
        index = tokens.count - 1
    }

    /// One statement (or a block of them: an `if`, a method's body).
    private mutating func statement() -> [Stmt] {
        let first = current
        if take(";") { return [] }
        if isPunctuation("{") {
            // A block ends with a jump when its last statement does (``jumped``).
            advance()
            return statements(until: "}")
        }
        let isJump = first.kind == .identifier && ["break", "continue", "return", "goto"].contains(first.text)
        defer { jumped = isJump }
        if first.kind == .atKeyword { return atStatement() }
        if first.kind == .identifier {
            switch first.text {
            case "if": return ifStatement()
            case "for":
                return forStatement()
            case "while":
                advance()
                let condition = parenthesised()
                let body = self.body(under: nil)
                return [Stmt(kind: .loop(Loop(header: "while (\(condition))", variable: nil, domain: nil, body: body)),
                             place: first.place, conditions: conditions(of: first))]
            case "switch":
                advance()
                let subject = parenthesised()
                return switchStatement(subject)
            case "do":
                advance()
                let body = self.body(under: nil)
                var header = "do … while"
                if current.text == "while" { advance(); header = "do … while (\(parenthesised()))"; _ = take(";") }
                return [Stmt(kind: .loop(Loop(header: header, variable: nil, domain: nil, body: body)),
                             place: first.place, conditions: conditions(of: first))]
            case "else":
                advance()
                return body(under: "else")
            case "return":
                advance()
                if take(";") { return [Stmt(kind: .returning(nil), place: first.place, conditions: conditions(of: first))] }
                let value = expression()
                skipStatementRest()
                return [Stmt(kind: .returning(value), place: first.place, conditions: conditions(of: first))]
            case "case", "default":
                while current.kind != .end && !isPunctuation(":") { advance() }
                _ = take(":")
                return []
            case "break", "continue", "typedef", "goto":
                skipStatementRest()
                return []
            default: break
            }
        }
        // A method's header (`- (void)setupWithHeight:(CGFloat)height {`): its selector and
        // parameters' names kept (its selector's first part names the function), its body read.
        if (isPunctuation("-") || isPunctuation("+")) && peek(1).text == "(" {
            let (scope, returnType) = methodHeader(at: first.place)
            while current.kind != .end && !isPunctuation("{") && !isPunctuation(";") && !isPunctuation("}") { advance() }
            guard take("{") else { _ = take(";"); return [] }
            let outer = method
            let outerIvars = freshIvars
            method = (scope.name, scope.parameters.isEmpty && returnType != "void" && !returnType.isEmpty)
            // An instance method of the `init` family returning the object (`- (instancetype)initWithStyle:…`,
            // not `- (void)initSubviews`): its ivars are nil until it assigns them.
            let family = scope.name == "init" || (scope.name.hasPrefix("init") && scope.name.dropFirst(4).first?.isUppercase == true)
            let returnsObject = ["instancetype", "id"].contains(returnType) || returnType.hasSuffix("*")
            freshIvars = first.text == "-" && family && returnsObject ? [] : nil
            defer {
                method = outer
                freshIvars = outerIvars
            }
            // A getter (`- (UIButton *)leftBtn`, no parameter) declares its property's class, which
            // the file may not (`_leftBtn = [self p_buttonWithTitle:…]`, the property in the header).
            var getter: [Stmt] = []
            if first.text == "-", scope.parameters.isEmpty, returnType.hasSuffix("*") {
                let type = returnType.split { $0 == " " || $0 == "*" }.last { !Self.qualifiers.contains(String($0)) }
                if let type, type.first?.isUppercase == true {
                    getter = [Stmt(kind: .declaration(name: scope.name, type: String(type), value: nil), place: first.place,
                                   conditions: conditions(of: first))]
                }
            }
            return getter + Stmt.inFunction(scope, statements(until: "}"))
        }
        if let declaration = declaration() { return declaration }
        return expressionStatement()
    }

    /// A method's selector and parameters, from its `-` or `+`, and its return type: `- (void)setupWithHeight:(CGFloat)height
    /// columns:(NSInteger)columns` is `setupWithHeight:columns:` of `height` and `columns`, named
    /// `setupWithHeight`; stops at what is no part of them (an attribute, `{`).
    private mutating func methodHeader(at place: SourcePlace) -> (scope: FunctionScope, returnType: String) {
        advance()
        let returnType = isPunctuation("(") ? parenthesised() : ""
        var selector = ""
        var parameters: [String] = []
        if current.kind == .identifier && peek(1).text != ":" {
            // A selector of no argument: `- (void)viewDidLoad`.
            selector = current.text
            advance()
            return (FunctionScope(name: selector, parameters: [], returns: Self.className(returnType), place: place,
                                  isAction: returnType == "IBAction"), returnType)
        }
        var types: [String?] = []
        while current.kind == .identifier && peek(1).text == ":" || isPunctuation(":") {
            if current.kind == .identifier {
                selector += current.text
                advance()
            }
            guard take(":") else { break }
            selector += ":"
            let type = isPunctuation("(") ? parenthesised() : nil
            if current.kind == .identifier && peek(1).text != ":" {
                parameters.append(current.text)
                types.append(type)
                advance()
            }
        }
        // The function's name is the selector's first part (`setupWithHeight`), as locals' views are named.
        let name = selector.split(separator: ":").first.map(String.init) ?? "method"
        return (FunctionScope(name: name, spelled: selector, parameters: parameters, returns: Self.className(returnType),
                              place: place, parameterTypes: types, isAction: returnType == "IBAction"), returnType)
    }

    /// The class a method's return type names (`UILabel *` is `UILabel`, `__kindof UIView *` is `UIView`);
    /// nil for `void`, `id` and what is no single class.
    static func className(_ returnType: String) -> String? {
        let words = returnType.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .filter { !["__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "const"].contains($0) }
        guard words.count == 1, let word = words.first, word != "void", word != "id", returnType.contains("*") else { return nil }
        return String(word)
    }

    /// `@property (…) Type *name;`, `@interface`/`@implementation` lines, `@end`.
    private mutating func atStatement() -> [Stmt] {
        let first = current
        advance()
        switch first.text.dropFirst() {
        case "property":
            if isPunctuation("(") { _ = parenthesised() }
            guard var declared = declaration() else { skipStatementRest(); return [] }
            for index in declared.indices { declared[index].isProperty = inClassExtension }
            return declared
        case "interface", "implementation", "protocol":
            // The rest of the line: the class, its superclass, protocols, a category.
            // What follows, to its `@end`, is the class's (a category's, a class
            // extension's too).
            inClassExtension = first.text == "@interface" && peek(1).text == "(" && peek(2).text == ")"
            if current.kind == .identifier {
                owner = current.text
                if first.text == "@implementation" { implementation(of: current.text, at: first) }
                // `@interface XXLabel : UILabel`: the superclass.
                if first.text == "@interface", peek(1).text == ":", peek(2).kind == .identifier {
                    superclasses[current.text] = peek(2).text
                }
            }
            while current.kind != .end && current.place.line == first.place.line && !isPunctuation("{") { advance() }
            if take("{") { return statements(until: "}") }
            return []
        case "end":
            owner = nil
            inClassExtension = false
            return []
        default:
            // @synthesize x = _x;, @autoreleasepool { … }
            if ["@synthesize", "@dynamic", "@class"].contains(first.text) { skipStatementRest() }
            // libextobjc's @weakify(self) / @strongify(self), with or without a `;`: `self` stays `self`.
            if isPunctuation("(") {
                _ = parenthesised()
                _ = take(";")
            }
            return []
        }
    }

    /// Notes an `@implementation` of `name`: one implemented again in another build
    /// configuration (`#ifdef X` … `#else` … `#endif`) is a warning saying that the draft holds
    /// both, each under its configuration, their locals' views of one name one view
    /// (``ViewSetupReader/localNames(after:)``).
    private mutating func implementation(of name: String, at keyword: ObjCToken) {
        let configuration = keyword.conditions.filter { $0.hasPrefix("#") }
        if let other = implementations[name]?.first(where: {
            KnownCondition.exclusiveConfigurations($0.configuration, configuration)
        }) {
            warnings.append(ImportWarning(place: keyword.place, message:
                "'\(name)' is implemented under '\(configuration.joined(separator: ", "))' and, at line \(other.place.line), "
                + "under '\(other.configuration.joined(separator: ", "))': each build configuration compiles one of them; "
                + "the draft holds both, each line under its configuration (a TODO placeholder), "
                + "their views of one name one view"))
        }
        implementations[name, default: []].append((configuration, keyword.place))
    }

    private mutating func ifStatement() -> [Stmt] {
        let keyword = current
        advance()
        let condition = parenthesised()
        switch KnownCondition.objC(condition, getter: method?.isGetter == true ? method?.name : nil, setIvars: freshIvars) {
        case .alwaysTrue?:
            // `if (self)`, `if ((self = [super init]))`: the branch runs whenever the code does.
            let result = body(under: nil)
            skipElses()
            return result
        case .alwaysFalse?:
            // `if (!self) return nil;`: the branch never runs; an `else` always does.
            _ = discarded { $0.body(under: nil) }
            guard current.kind == .identifier && current.text == "else" else { return [] }
            advance()
            if current.kind == .identifier && current.text == "if" { return ifStatement() }
            return body(under: nil)
        case .available(let check)?:
            let result = body(under: nil)
            let droppingElse = current.kind == .identifier && current.text == "else"
            skipElses()
            warnings.append(ImportWarning(place: keyword.place,
                                          message: KnownCondition.availabilityWarning(check, droppingElse: droppingElse)))
            return result
        case nil:
            break
        }
        var result = body(under: "if \(condition)")
        // The chain so far, `if A / else if B`: an `else` runs when none of it held.
        var chain = ["if \(condition)"]
        while current.kind == .identifier && current.text == "else" {
            advance()
            if current.kind == .identifier && current.text == "if" {
                advance()
                let next = parenthesised()
                result += body(under: KnownCondition.elseIfLabel("else if \(next)", after: chain))
                chain.append("else if \(next)")
            } else {
                result += body(under: KnownCondition.elseLabel(after: chain))
                break
            }
        }
        return result
    }

    /// `for (…) body`: a C loop or a fast enumeration, with its variable and
    /// domain when they are of the simple forms a ``Loop`` knows.
    private mutating func forStatement() -> [Stmt] {
        let first = current
        advance()
        let open = index
        let header = parenthesised()
        let close = index
        var variable: String?
        var domain: Loop.Domain?
        if close - 1 > open + 1, tokens[open].text == "(" {
            let inside = Array(tokens[(open + 1)..<(close - 1)])
            (variable, domain) = Self.loopHeader(inside, text: text)
        }
        let body = self.body(under: nil)
        return [Stmt(kind: .loop(Loop(header: "for (\(header))", variable: variable, domain: domain, body: body)),
                     place: first.place, conditions: conditions(of: first))]
    }

    /// The variable and domain of a `for` header's tokens (between its
    /// parentheses): `Type *v in X`, or `[int] i = A; i < B; i++` (`<=`,
    /// `++i`, `i += 1`; descending with `>`, `>=` and `--`).
    private static func loopHeader(_ tokens: [ObjCToken], text: [UInt8]) -> (String?, Loop.Domain?) {
        guard let last = tokens.last else { return (nil, nil) }
        let end = ObjCToken(kind: .end, text: "", place: last.place, start: last.end, end: last.end, conditions: [])
        // Fast enumeration: the identifier before `in` is the variable.
        if let position = tokens.firstIndex(where: { $0.kind == .identifier && $0.text == "in" }), position > 0,
           tokens[position - 1].kind == .identifier {
            var reader = ObjCReader(tokens: Array(tokens[(position + 1)...]) + [end], text: text)
            guard let sequence = reader.expression(), reader.current.kind == .end else { return (tokens[position - 1].text, nil) }
            return (tokens[position - 1].text, .elements(sequence))
        }
        // Three parts split at the `;`s of the header's level.
        var parts: [[ObjCToken]] = [[]]
        var level = 0
        for token in tokens {
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { level += 1 }
                if [")", "]", "}"].contains(token.text) { level -= 1 }
                if token.text == ";" && level == 0 { parts.append([]); continue }
            }
            parts[parts.count - 1].append(token)
        }
        guard parts.count == 3 else { return (nil, nil) }
        // The start: `[Type] i = A`.
        var start = parts[0]
        while start.count > 3, start[0].kind == .identifier, start[1].kind == .identifier || start[1].text == "*" {
            start.removeFirst()
        }
        if start.first?.text == "*" { start.removeFirst() }
        guard start.count >= 3, start[0].kind == .identifier, start[1].text == "=" else { return (nil, nil) }
        let name = start[0].text
        var fromReader = ObjCReader(tokens: Array(start.dropFirst(2)) + [end], text: text)
        guard let from = fromReader.expression(), fromReader.current.kind == .end else { return (name, nil) }
        // The test: `i < B`, `i <= B`, `i > B`, `i >= B`.
        let test = parts[1]
        guard test.count >= 3, test[0].kind == .identifier, test[0].text == name,
              ["<", "<=", ">", ">="].contains(test[1].text) else { return (name, nil) }
        var toReader = ObjCReader(tokens: Array(test.dropFirst(2)) + [end], text: text)
        guard let to = toReader.expression(), toReader.current.kind == .end else { return (name, nil) }
        // The step: by one, in the test's direction.
        let step = parts[2].map(\.text).joined(separator: " ")
        let ascending = test[1].text.hasPrefix("<")
        let steps = ascending ? ["\(name) ++", "++ \(name)", "\(name) += 1", "\(name) = \(name) + 1"]
                              : ["\(name) --", "-- \(name)", "\(name) -= 1", "\(name) = \(name) - 1"]
        guard steps.contains(step) else { return (name, nil) }
        return (name, .range(from: from, to: to, inclusive: test[1].text.count == 2, ascending: ascending))
    }

    /// A `switch`'s body: each statement under the case it runs in, `switch style case
    /// StyleDefault` (`switch style default`), as the Swift reader names Swift's cases. Labels
    /// with nothing between them are one case (`case A: case B:` is `case A, B`), and so is
    /// a case whose statements fall through into the next one (no `break` or `return` at
    /// its end). Statements before any label are under `switch style`.
    private mutating func switchStatement(_ subject: String) -> [Stmt] {
        guard take("{") else { return body(under: "switch \(subject)") }
        conditionStack.append("switch \(subject)")
        defer { conditionStack.removeLast() }
        var result: [Stmt] = []
        var cases: [String] = []
        var hasDefault = false
        // Whether the statements read since the last label may run on into the next.
        var fallsThrough = true
        while current.kind != .end {
            if take("}") { break }
            let before = index
            if current.kind == .identifier, current.text == "case" || (current.text == "default" && peek(1).text == ":") {
                if !fallsThrough {
                    cases = []
                    hasDefault = false
                }
                if current.text == "default" {
                    advance()
                    hasDefault = true
                } else {
                    advance()
                    let start = current
                    var last = current
                    var level = 0
                    while current.kind != .end {
                        if level == 0 && isPunctuation(":") { break }
                        if isPunctuation("(") || isPunctuation("[") { level += 1 }
                        if isPunctuation(")") || isPunctuation("]") { level -= 1 }
                        if isPunctuation("{") || isPunctuation("}") || isPunctuation(";") { break }
                        last = current
                        advance()
                    }
                    if last.start >= start.start { cases.append(source(from: start, to: last).trimmingSpaces()) }
                }
                _ = take(":")
                var label = cases.isEmpty ? [] : ["case \(cases.joined(separator: ", "))"]
                if hasDefault { label.append("default") }
                conditionStack[conditionStack.count - 1] = "switch \(subject) \(label.joined(separator: " / "))"
                fallsThrough = true
                jumped = false
                continue
            }
            result += statement()
            fallsThrough = !jumped
            if index == before { advance() }
        }
        jumped = false
        return result
    }

    /// Consumes the `else if …` and `else` branches that follow, reading nothing of them.
    private mutating func skipElses() {
        while current.kind == .identifier && current.text == "else" {
            advance()
            if current.kind == .identifier && current.text == "if" {
                advance()
                _ = parenthesised()
                _ = discarded { $0.body(under: nil) }
            } else {
                _ = discarded { $0.body(under: nil) }
                return
            }
        }
    }

    /// Runs `read`, then forgets the warnings it gave (code left out warns of nothing).
    private mutating func discarded(_ read: (inout ObjCReader) -> [Stmt]) -> [Stmt] {
        let count = warnings.count
        let result = read(&self)
        warnings.removeSubrange(count...)
        return result
    }

    /// The text of a `( … )` group, consumed, without its parentheses.
    private mutating func parenthesised() -> String {
        guard isPunctuation("(") else { return "" }
        let open = current
        var level = 0
        var last = open
        repeat {
            if isPunctuation("(") { level += 1 } else if isPunctuation(")") { level -= 1 }
            last = current
            advance()
        } while level > 0 && current.kind != .end
        let whole = source(from: open, to: last)
        return String(whole.dropFirst().dropLast()).trimmingSpaces()
    }

    /// A statement or block run under `condition` (nil: under no more conditions than the current ones).
    private mutating func body(under condition: String?) -> [Stmt] {
        if let condition { conditionStack.append(condition) }
        defer { if condition != nil { conditionStack.removeLast() } }
        if take("{") { return statements(until: "}") }
        return statement()
    }

    /// Skips to after the next `;` at this level, or to a `}` (not consumed);
    /// a `{` at this level opens a body (a C function's), whose statements
    /// are returned.
    @discardableResult
    private mutating func skipStatementRest() -> [Stmt] {
        var level = 0
        var name = "function"
        let start = current
        while current.kind != .end {
            if level == 0 && isPunctuation(";") { advance(); return [] }
            if level == 0 && isPunctuation("}") { return [] }
            if level == 0 && isPunctuation("{") {
                advance()
                // A C function's body at the file's level (`static UIView *MakeLine(void) { … }`).
                let body = statements(until: "}")
                return method == nil ? Stmt.inFunction(FunctionScope(name: name, parameters: [], place: start.place), body) : body
            }
            if level == 0 && isPunctuation("("), peek(-1).kind == .identifier { name = peek(-1).text }
            if isPunctuation("(") || isPunctuation("[") || isPunctuation("{") { level += 1 }
            if isPunctuation(")") || isPunctuation("]") || isPunctuation("}") { level -= 1 }
            advance()
        }
        return []
    }

    private static let qualifiers: Set<String> = [
        "static", "const", "extern", "__weak", "__strong", "__block", "__unsafe_unretained", "nonnull",
        "nullable", "_Nonnull", "_Nullable", "__kindof", "volatile", "register", "inline", "FOUNDATION_EXPORT",
        "UIKIT_EXTERN", "unsigned", "signed",
    ]

    /// `[qualifiers] Type [*] name [= value] [, name [= value]]… ;` — a local,
    /// an ivar, a property, a constant; nil (nothing consumed) when the tokens
    /// are not one.
    private mutating func declaration() -> [Stmt]? {
        let save = index
        while current.kind == .identifier && Self.qualifiers.contains(current.text) { advance() }
        guard current.kind == .identifier else { index = save; return nil }
        var type = current.text
        advance()
        // `__weak typeof(self) weakSelf = self;`: the type is an expression's.
        if ["typeof", "__typeof", "__typeof__"].contains(type) {
            guard isPunctuation("(") else { index = save; return nil }
            _ = parenthesised()
        }
        // Generic arguments: NSArray<UIView *> *views.
        if isPunctuation("<") {
            var level = 0
            repeat {
                if isPunctuation("<") { level += 1 } else if isPunctuation(">") { level -= 1 } else if isPunctuation(">>") { level -= 2 }
                advance()
            } while level > 0 && current.kind != .end
        }
        var result: [Stmt] = []
        // A block variable: `void (^setup)(void) = ^{ … };` — kept under its name, read where it is called.
        if isPunctuation("("), peek(1).text == "^", peek(2).kind == .identifier, peek(3).text == ")" {
            advance()
            advance()
            let name = current
            advance()
            advance()
            if isPunctuation("(") { _ = parenthesised() }
            var value: Expr?
            if take("=") { value = expression() }
            if !take(";") { skipStatementRest() }
            return [Stmt(kind: .declaration(name: name.text, type: nil, value: value), place: name.place,
                         conditions: conditions(of: name))]
        }
        while true {
            while isPunctuation("*") || (current.kind == .identifier && Self.qualifiers.contains(current.text)) { advance() }
            guard current.kind == .identifier, [";", "=", ",", "["].contains(peek(1).text) else {
                index = save
                return result.isEmpty ? nil : result
            }
            let name = current
            advance()
            if isPunctuation("[") { _ = bracketed() }   // a C array: CGFloat widths[3]
            var value: Expr?
            if take("=") {
                // `static UIEdgeInsets const kInsets = {10, 12, 10, 12};`: the structure's constructor.
                value = Self.structFields[type] != nil && isPunctuation("{") ? structLiteral(type) : expression()
                if freshIvars != nil, let value { noteIvars(in: value) }
            }
            if type == "struct" || type == "enum" { type = name.text }
            result.append(Stmt(kind: .declaration(name: name.text, type: type, value: value),
                               place: name.place, conditions: conditions(of: name)))
            if take(",") { continue }
            if take(";") { return result }
            skipStatementRest()
            return result
        }
    }

    private mutating func bracketed() -> String {
        var level = 0
        let open = current
        var last = open
        repeat {
            if isPunctuation("[") { level += 1 } else if isPunctuation("]") { level -= 1 }
            last = current
            advance()
        } while level > 0 && current.kind != .end
        return source(from: open, to: last)
    }

    private mutating func expressionStatement() -> [Stmt] {
        let first = current
        guard let target = expression() else {
            return skipStatementRest()
        }
        defer { if freshIvars != nil { noteIvars(in: target) } }
        let operators = ["=", "+=", "-=", "*=", "/=", "|=", "&="]
        if current.kind == .punctuation, operators.contains(current.text) {
            let op = current.text
            advance()
            if var value = expression() {
                if freshIvars != nil { noteIvars(in: value) }
                // A chain, `a.hidden = b.hidden = hideBottom;`: C assigns from the right, and
                // each assignment's value is the one assigned (`b.hidden = hideBottom`, then
                // `a.hidden = hideBottom`), never the target before it.
                var targets: [(target: Expr, op: String)] = [(target, op)]
                while isPunctuation("=") {
                    advance()
                    guard let next = expression() else { break }
                    targets.append((value, "="))
                    value = next
                }
                skipStatementRest()
                return targets.reversed().map { assigned in
                    Stmt(kind: .assignment(assigned.target, assigned.op, value), place: first.place,
                         conditions: conditions(of: first))
                }
            }
        }
        let body = skipStatementRest()
        return [Stmt(kind: .expression(target), place: first.place, conditions: conditions(of: first))] + body
    }

    /// What an initializer's statement (its target, or the expression it evaluates) does to
    /// its ivars (``freshIvars``): `_x` assigned or `self.x` read may set `_x`; a message to
    /// `self` may set any.
    private mutating func noteIvars(in expr: Expr) {
        var stack = [expr]
        var visited = 0
        while let next = stack.popLast(), visited < 10_000 {
            visited += 1
            switch next.kind {
            case .name(let name) where name.hasPrefix("_"):
                freshIvars?.insert(name)
            case .member(let base?, let name):
                if case .name("self") = base.kind { freshIvars?.insert("_" + name) }
            case .call(let callee, _):
                if case .member(let base?, _) = callee.kind, case .name("self") = base.kind {
                    freshIvars = nil
                    return
                }
            default:
                break
            }
            stack += next.children
        }
    }

    // MARK: Expressions

    private static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// An expression, or nil (nothing sensible consumed) when there is none here.
    private mutating func expression() -> Expr? {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { skipToEnd(); return nil }
        let start = current
        guard let condition = binary(0) else { return nil }
        if take("?") {
            let yes = expression() ?? condition
            _ = take(":")
            let no = expression() ?? condition
            return Expr(kind: .ternary(condition, yes, no), text: source(from: start, to: peek(-1)), place: start.place)
        }
        return condition
    }

    private mutating func binary(_ minimum: Int) -> Expr? {
        let start = current
        guard var left = unary() else { return nil }
        while current.kind == .punctuation, let precedence = Self.binaryPrecedence[current.text], precedence > minimum {
            let op = current.text
            advance()
            guard let right = binary(precedence) else { break }
            left = Expr(kind: .binary(op, left, right), text: source(from: start, to: peek(-1)), place: start.place)
        }
        return left
    }

    private mutating func unary() -> Expr? {
        let start = current
        if current.kind == .punctuation, ["-", "+", "!", "~", "&", "*"].contains(current.text) {
            let op = current.text
            advance()
            guard let operand = unary() else { return nil }
            return Expr(kind: .prefix(op, operand), text: source(from: start, to: peek(-1)), place: start.place)
        }
        // A compound literal: (UIEdgeInsets){.top = 4, .left = 0, …}, (CGSize){40, 40}.
        if isPunctuation("("), peek(1).kind == .identifier, Self.structFields[peek(1).text] != nil,
           peek(2).text == ")", peek(3).text == "{" {
            let type = peek(1).text
            advance(); advance(); advance()
            return structLiteral(type, from: start)
        }
        // A cast: (CGFloat)x, (UIView *)view, (id)obj.
        if isPunctuation("("), peek(1).kind == .identifier, isCast() {
            advance()
            while current.kind != .end && !isPunctuation(")") { advance() }
            advance()
            return unary()
        }
        return postfix()
    }

    /// Whether the `(` at the current token opens a cast: a type's name,
    /// maybe pointers, `)`, then something an expression can start with.
    private func isCast() -> Bool {
        var offset = 1
        let type = peek(offset)
        guard type.kind == .identifier else { return false }
        let scalar: Set<String> = ["CGFloat", "int", "float", "double", "long", "NSInteger", "NSUInteger", "id",
                                   "BOOL", "CGRect", "CGSize", "CGPoint", "UILayoutPriority", "unsigned"]
        guard scalar.contains(type.text) || type.text.first?.isUppercase == true else { return false }
        offset += 1
        while peek(offset).text == "*" || Self.qualifiers.contains(peek(offset).text) { offset += 1 }
        guard peek(offset).text == ")" else { return false }
        let after = peek(offset + 1)
        switch after.kind {
        case .identifier, .number, .string: return true
        case .punctuation: return ["(", "[", "@", "^"].contains(after.text)
        default: return false
        }
    }

    private mutating func postfix() -> Expr? {
        let start = current
        guard var value = primary() else { return nil }
        while true {
            if isPunctuation("."), peek(1).kind == .identifier || peek(1).kind == .atKeyword {
                advance()
                let name = current.text
                advance()
                value = Expr(kind: .member(value, name), text: source(from: start, to: peek(-1)), place: start.place)
            } else if isPunctuation("->"), peek(1).kind == .identifier {
                advance()
                let name = current.text
                advance()
                value = Expr(kind: .member(value, name), text: source(from: start, to: peek(-1)), place: start.place)
            } else if isPunctuation("(") {
                advance()
                let arguments = list(closing: ")")
                value = Expr(kind: .call(value, arguments.map { .init(label: nil, value: $0) }),
                             text: source(from: start, to: peek(-1)), place: start.place)
            } else if isPunctuation("[") {
                _ = bracketed()
                value = Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
            } else if isPunctuation("++") || isPunctuation("--") {
                advance()
            } else {
                return value
            }
        }
    }

    /// Comma-separated expressions up to `closing` (consumed).
    private mutating func list(closing: String) -> [Expr] {
        var items: [Expr] = []
        while current.kind != .end && !isPunctuation(closing) {
            let before = index
            if let item = expression() { items.append(item) }
            if take(",") { continue }
            if index == before || !isPunctuation(closing) {
                // Something this reader does not know: skip to the closing token.
                var level = 0
                while current.kind != .end {
                    if level == 0 && isPunctuation(closing) { break }
                    if isPunctuation("(") || isPunctuation("[") || isPunctuation("{") { level += 1 }
                    if isPunctuation(")") || isPunctuation("]") || isPunctuation("}") {
                        if level == 0 { break }
                        level -= 1
                    }
                    advance()
                }
                break
            }
        }
        _ = take(closing)
        return items
    }

    private mutating func primary() -> Expr? {
        let start = current
        switch current.kind {
        case .identifier:
            advance()
            return Expr(kind: .name(start.text), text: start.text, place: start.place)
        case .number:
            advance()
            return Expr(kind: .number(Self.number(start.text) ?? .nan), text: start.text, place: start.place)
        case .string:
            advance()
            // Adjacent literals concatenate: @"a" @"b".
            while current.kind == .string { advance() }
            var body = start.text
            if body.hasPrefix("@") { body.removeFirst() }
            return Expr(kind: .string(String(body.dropFirst().dropLast())), text: source(from: start, to: peek(-1)),
                        place: start.place)
        case .atKeyword:
            // @YES, @NO, @selector(…), @encode(…)
            advance()
            let name = String(start.text.dropFirst())
            if !["selector", "encode", "protocol", "available", "YES", "NO", "true", "false"].contains(name) {
                // `@kScale(20)`, `@kPadding`: a macro boxed (it expands to a parenthesised
                // expression, which `@` boxes as `@(…)`): the macro's call or name.
                let callee = Expr(kind: .name(name), text: name, place: start.place)
                guard take("(") else { return Expr(kind: .name(name), text: start.text, place: start.place) }
                let arguments = list(closing: ")")
                return Expr(kind: .call(callee, arguments.map { .init(label: nil, value: $0) }),
                            text: source(from: start, to: peek(-1)), place: start.place)
            }
            if isPunctuation("(") { _ = parenthesised() }
            if name == "YES" || name == "NO" || name == "true" || name == "false" {
                return Expr(kind: .name(name), text: source(from: start, to: peek(-1)), place: start.place)
            }
            return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
        case .end:
            return nil
        case .punctuation:
            break
        }
        switch current.text {
        case "(" where peek(1).kind == .punctuation && peek(1).text == "{":
            return statementExpression()
        case "(":
            advance()
            let inner = expression()
            while current.kind != .end && !isPunctuation(")") && !isPunctuation(";") && !isPunctuation("}") { advance() }
            _ = take(")")
            guard var inner else { return nil }
            inner.text = source(from: start, to: peek(-1))
            return inner
        case "@":
            advance()
            if take("(") {
                let inner = expression()
                _ = list(closing: ")")
                guard var inner else { return nil }
                inner.text = source(from: start, to: peek(-1))
                return inner
            }
            if take("[") {
                let items = list(closing: "]")
                return Expr(kind: .array(items), text: source(from: start, to: peek(-1)), place: start.place)
            }
            if current.kind == .number {
                // @3, @16.5
                let number = current
                advance()
                return Expr(kind: .number(Self.number(number.text) ?? .nan), text: source(from: start, to: number),
                            place: start.place)
            }
            if isPunctuation("-"), peek(1).kind == .number {
                advance()
                let number = current
                advance()
                return Expr(kind: .number(-(Self.number(number.text) ?? .nan)), text: source(from: start, to: number),
                            place: start.place)
            }
            if isPunctuation("{") {
                advance()
                _ = list(closing: "}")
                return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
            }
            return Expr(kind: .other, text: "@", place: start.place)
        case "[":
            return messageSend()
        case "^":
            return block()
        case "{":
            // A compound literal or initialiser list: {0, 0, 10, 10}.
            advance()
            _ = list(closing: "}")
            return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
        default:
            return nil
        }
    }

    /// A GCC statement expression at `(`, `({ UILabel *item = [UILabel new]; …; item; })`: its
    /// statements run at once and its value is its last statement's, so it is read as a closure
    /// called at once whose last expression statement is returned (`{ let item = UILabel(); …;
    /// return item }()`): the local it returns is the view it makes, as a lazy closure's.
    private mutating func statementExpression() -> Expr {
        let start = current
        advance()
        advance()
        var body = statements(until: "}")
        _ = take(")")
        if let last = body.indices.last, case .expression(let value) = body[last].kind {
            body[last].kind = .returning(value)
        }
        let text = source(from: start, to: peek(-1))
        let closure = Expr(kind: .closure([], body), text: text, place: start.place)
        return Expr(kind: .call(closure, []), text: text, place: start.place)
    }

    /// The structures a brace initialiser builds, their constructor and their fields in order.
    static let structFields: [String: (constructor: String, fields: [String])] = [
        "UIEdgeInsets": ("UIEdgeInsetsMake", ["top", "left", "bottom", "right"]),
        "NSDirectionalEdgeInsets": ("NSDirectionalEdgeInsetsMake", ["top", "leading", "bottom", "trailing"]),
        "CGSize": ("CGSizeMake", ["width", "height"]),
        "CGPoint": ("CGPointMake", ["x", "y"]),
    ]

    /// A brace initialiser of a structure at the current `{`: `{10, 12, 10, 12}`,
    /// `{.top = 4, .left = 0}` (a field not named is 0), as its constructor's call
    /// (`UIEdgeInsetsMake(10, 12, 10, 12)`), its text the source's.
    private mutating func structLiteral(_ type: String, from start: ObjCToken? = nil) -> Expr {
        let first = start ?? current
        guard let (constructor, fields) = Self.structFields[type], take("{") else {
            return Expr(kind: .other, text: current.text, place: first.place)
        }
        var values: [Expr?] = Array(repeating: nil, count: fields.count)
        var position = 0
        var understood = true
        while current.kind != .end && !isPunctuation("}") {
            let before = index
            if isPunctuation("."), peek(1).kind == .identifier, peek(2).text == "=" {
                // A designated field: `.top = 4`.
                advance()
                position = fields.firstIndex(of: current.text) ?? fields.count
                advance()
                advance()
            }
            if let value = expression(), position < fields.count {
                values[position] = value
            } else {
                understood = false
            }
            position += 1
            if take(",") { continue }
            if index == before || !isPunctuation("}") { understood = false; break }
        }
        _ = list(closing: "}")
        let text = source(from: first, to: peek(-1))
        guard understood else { return Expr(kind: .other, text: text, place: first.place) }
        let arguments = values.map { value in
            Expr.Argument(label: nil, value: value ?? Expr(kind: .number(0), text: "0", place: first.place))
        }
        let callee = Expr(kind: .name(constructor), text: text, place: first.place)
        return Expr(kind: .call(callee, arguments), text: text, place: first.place)
    }

    /// `[receiver selector]` or `[receiver part: arg part: arg, vararg]`.
    private mutating func messageSend() -> Expr? {
        let start = current
        advance()
        guard let receiver = expression() else {
            _ = list(closing: "]")
            return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
        }
        var selector = ""
        var arguments: [Expr.Argument] = []
        let selectorPlace = current.place
        if current.kind == .identifier && peek(1).text == "]" {
            selector = current.text
            advance()
        } else {
            while current.kind == .identifier || isPunctuation(":") {
                if current.kind == .identifier {
                    selector += current.text
                    advance()
                }
                guard take(":") else { break }
                selector += ":"
                if let argument = expression() { arguments.append(.init(label: nil, value: argument)) }
                while take(",") {
                    if let argument = expression() { arguments.append(.init(label: nil, value: argument)) }
                }
            }
        }
        if !isPunctuation("]") {
            _ = list(closing: "]")
            return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place)
        }
        advance()
        let text = source(from: start, to: peek(-1))
        let callee = Expr(kind: .member(receiver, selector), text: text, place: selectorPlace)
        return Expr(kind: .call(callee, arguments), text: text, place: start.place)
    }

    /// `^(Type *name, …) { … }`, `^{ … }`, `^ReturnType (…) { … }`.
    private mutating func block() -> Expr? {
        let start = current
        advance()
        var parameters: [String] = []
        if current.kind == .identifier && peek(1).text != "(" && peek(1).text != "{" { advance() }  // a return type
        if isPunctuation("(") {
            advance()
            var lastName: String?
            var level = 0
            while current.kind != .end {
                if isPunctuation("(") { level += 1 }
                if isPunctuation(")") {
                    if level == 0 { break }
                    level -= 1
                }
                if level == 0 && isPunctuation(",") {
                    if let lastName { parameters.append(lastName) }
                    lastName = nil
                } else if current.kind == .identifier {
                    lastName = current.text
                }
                advance()
            }
            if let lastName { parameters.append(lastName) }
            _ = take(")")
        }
        guard take("{") else { return Expr(kind: .other, text: source(from: start, to: peek(-1)), place: start.place) }
        let body = statements(until: "}")
        return Expr(kind: .closure(parameters, body), text: source(from: start, to: peek(-1)), place: start.place)
    }

    /// A C number literal's value: decimals, exponents, hex, suffixes.
    static func number(_ text: String) -> Double? {
        var digits = Substring(text)
        while let last = digits.last, "fFlLuU".contains(last), !(digits.hasPrefix("0x") || digits.hasPrefix("0X")) || "lLuU".contains(last) {
            digits = digits.dropLast()
        }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
        }
        return Double(digits)
    }
}
