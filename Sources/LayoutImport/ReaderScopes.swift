/// The scopes of the code ``ViewSetupReader`` reads (docs/import.md, "Names"):
/// a draft is one class's layout; a function's locals are its own, and so are
/// a closure's and a loop iteration's; a local or a property given another
/// view is that view from then on; arrays of views the files spell out are
/// lists; loops over a literal range or list of views are unrolled.

/// An array of views: its elements as the files name them, or why the files
/// cannot enumerate it.
struct ViewList {
    /// One element: its view's name in the draft (nil when it names none), its text and place.
    struct Item {
        var name: String?
        var text: String
        var place: SourcePlace
        /// The class of a view the element makes with no name (`[UIView new]`, `UIView()`).
        var made: String? = nil
    }

    var items: [Item] = []
    /// Why the files cannot say which views the array holds; nil when they can.
    var unknown: String?
    /// The loops not unrolled whose body grows the array (`for (…) { …; [buttons
    /// addObject:button]; }`, the count known when the app runs): it holds the
    /// view of each pass, read once as the loop is, its items the loop's views.
    var loops: [String] = []

    init(items: [Item] = []) { self.items = items }
    init(unknown why: String) { unknown = why }
}

/// A local's view: the local's name, its function's, and the unrolled
/// iterations it was made in, for its name in the draft.
struct LocalView {
    var name: String
    var function: String
    var iterations: [Int]
    /// The preprocessor branches it is made under (`#ifdef X`, `#else of #ifdef X`): two
    /// locals' views of one name in exclusive build configurations are one view.
    var configuration: [String] = []
}

/// The value of a loop's variable in one iteration.
enum LoopValue {
    case number(Double)
    case view(String)
}

extension ViewSetupReader {
    /// The most iterations one loop is unrolled to.
    static let maximumLoopIterations = 64
    /// The most iterations the loops of one reading are unrolled to in all.
    static let maximumUnrolledIterations = 4096

    /// What a function's or a closure's names stand for: saved when it
    /// begins, restored when it ends.
    struct Bindings {
        var constants: [String: Double]
        var structures: [String: Expr]
        var declared: Set<String>
        var aliases: [String: String]
        var locals: Set<String>
        var localDepths: [String: Int]
        var arrays: [String: ViewList]
        var definitions: [String: Expr]
        var assignedUnder: [String: String]
    }

    var bindings: Bindings {
        get { Bindings(constants: constants, structures: structures, declared: declared, aliases: aliases, locals: locals, localDepths: localDepths,
                       arrays: arrays, definitions: definitions, assignedUnder: assignedUnder) }
        set {
            constants = newValue.constants
            structures = newValue.structures
            declared = newValue.declared
            aliases = newValue.aliases
            locals = newValue.locals
            localDepths = newValue.localDepths
            arrays = newValue.arrays
            definitions = newValue.definitions
            assignedUnder = newValue.assignedUnder
        }
    }

    /// Reads `read` as a nested scope (a closure's body, a loop's
    /// iteration): the names it declares are its own, restored when it ends;
    /// what it assigns to the names around it stays.
    @discardableResult
    mutating func nested<T>(_ read: (inout ViewSetupReader) -> T) -> T {
        let saved = bindings
        let savedReturned = returnedLocals
        let wasLocal = inLocalScope
        inLocalScope = true
        scopeDeclarations.append([])
        let result = read(&self)
        for name in scopeDeclarations.removeLast() { restore(name, from: saved) }
        returnedLocals = savedReturned
        inLocalScope = wasLocal
        return result
    }

    private mutating func restore(_ name: String, from saved: Bindings) {
        constants[name] = saved.constants[name]
        structures[name] = saved.structures[name]
        aliases[name] = saved.aliases[name]
        arrays[name] = saved.arrays[name]
        localDepths[name] = saved.localDepths[name]
        definitions[name] = saved.definitions[name]
        assignedUnder[name] = saved.assignedUnder[name]
        if saved.locals.contains(name) { locals.insert(name) } else { locals.remove(name) }
        if saved.declared.contains(name) { declared.insert(name) } else { declared.remove(name) }
    }

    // MARK: Names

    /// `_titleLabel` → `titleLabel` (an ivar is its property).
    static func bare(_ name: String) -> String {
        if name.hasPrefix("_"), name.count > 1, !name.dropFirst().hasPrefix("_") { return String(name.dropFirst()) }
        return name
    }

    /// A property's or ivar's view: `x`, `_x` and `self.x` are one; one
    /// assigned another view is that view.
    func classView(_ name: String) -> String {
        let bare = Self.bare(name)
        return classAliases[bare] ?? bare
    }

    /// The view `expr` names when it is one the files know: the root, a
    /// local's, a property's declared with a view's class or already in the
    /// draft; nil otherwise (a parameter, a value).
    func knownView(_ expr: Expr) -> String? {
        if isRoot(expr) { return "root" }
        let name: String
        switch expr.kind {
        case .call:
            return inlinedResults[expr.place]
        case .name(let local):
            if let alias = aliases[local] { return alias }
            if locals.contains(local) { return nil }
            name = local
        case .member(let base?, let member):
            guard case .name("self") = base.kind else { return nil }
            name = member
        default:
            return nil
        }
        let view = classView(name)
        return classViews.contains(Self.bare(name)) || viewClasses[view] != nil || layout.index(of: view) != nil ? view : nil
    }

    /// The view of a local `name` made at `place` (in the iterations around):
    /// its key in a first reading, its name in the draft in the second.
    mutating func localView(_ name: String, at place: SourcePlace, conditions: [String] = []) -> String {
        let key = "\(name)@\(place)" + callSiteSuffix + iterations.map { "#\($0)" }.joined()
        localViews[key] = LocalView(name: name, function: functionName, iterations: iterations,
                                    configuration: conditions.filter { $0.hasPrefix("#") })
        guard let localNames else { return key }
        return localNames[key] ?? name
    }

    /// The draft's names of the locals' views a first reading met
    /// (docs/import.md, "Names"):
    ///
    /// - a local's view stored in one property or ivar, the only local's view
    ///   stored there (`_avatar = imageView` in a lazy getter), is the
    ///   property's view and takes its name;
    /// - a view made in an unrolled loop ends with its iterations' indices,
    ///   from 0 (`dot_0`, `dot_1`; `cell_1_2` in nested loops);
    /// - a local's view whose name another view of the draft shares (a
    ///   property's, another function's local's) is qualified by its
    ///   function, `name_function` (`container_setUpHeader`,
    ///   `dot_layOutDots_0`), and by a number from 2 when that is not enough
    ///   (`container_setUp_2`); the properties' views keep their names (a
    ///   property the class declares with a view's class takes its name
    ///   whether or not the draft holds it).
    static func localNames(after first: ViewSetupReader) -> [String: String] {
        let views = first.layout.views.map(\.name)
        var taken: Set<String> = ["root", "superview"]
        for name in views where first.localViews[name] == nil { taken.insert(name) }
        taken.formUnion(first.classViews)
        var result: [String: String] = [:]
        var storers: [String: Set<String>] = [:]
        for (property, keys) in first.stores {
            for key in Set(keys) { storers[key, default: []].insert(property) }
        }
        for (property, keys) in first.stores.sorted(by: { $0.key < $1.key }) {
            let distinct = Set(keys)
            if distinct.count == 1, let key = distinct.first, storers[key]?.count == 1 {
                result[key] = property
                taken.insert(property)
            }
        }
        let locals = views.filter { first.localViews[$0] != nil && result[$0] == nil }
        func plain(_ local: LocalView) -> String { local.name + local.iterations.map { "_\($0)" }.joined() }
        // Two locals' views of one name are one view when they are made in exclusive build
        // configurations (a class implemented under `#ifdef X` and again under its `#else`):
        // each configuration has one such view, and the draft holds both configurations. Such
        // twins (of one function's name) are named alike: qualified both when either is.
        func exclusive(_ a: String, _ b: String) -> Bool {
            KnownCondition.exclusiveConfigurations(first.localViews[a]!.configuration, first.localViews[b]!.configuration)
        }
        var sharers: [String: [String]] = [:]
        for key in locals { sharers[plain(first.localViews[key]!), default: []].append(key) }
        func clashes(_ key: String) -> Bool {
            sharers[plain(first.localViews[key]!)]!.contains { $0 != key && !exclusive(key, $0) }
        }
        func twins(_ key: String) -> [String] {
            sharers[plain(first.localViews[key]!)]!.filter { other in
                other != key && exclusive(key, other) && first.localViews[other]!.function == first.localViews[key]!.function
            }
        }
        // A name another local took is free to those exclusive with every local that took it.
        var localTaken: [String: [String]] = [:]
        func free(_ name: String, for key: String) -> Bool {
            !taken.contains(name) || (localTaken[name].map { keys in keys.allSatisfy { exclusive(key, $0) } } ?? false)
        }
        for key in locals {
            let local = first.localViews[key]!
            var name = plain(local)
            if clashes(key) || twins(key).contains(where: clashes) || !free(name, for: key) {
                // `isExpanded.didSet` → `isExpanded_didSet`.
                var function = String(local.function.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                while function.hasSuffix("_") { function.removeLast() }
                if function.isEmpty { function = "code" }
                let qualified = "\(local.name)_\(function)" + local.iterations.map { "_\($0)" }.joined()
                name = qualified
                var number = 2
                while !free(name, for: key) {
                    name = "\(qualified)_\(number)"
                    number += 1
                }
            }
            taken.insert(name)
            localTaken[name, default: []].append(key)
            result[key] = name
        }
        return result
    }

    // MARK: Locals

    /// `Type *name = value;`, `let name = value` in a function or closure:
    /// the local's binding (``bindLocal(_:type:value:statement:)``).
    mutating func declareLocal(_ name: String, type: String?, value: Expr?, statement: Stmt) {
        declareName(name, statement: statement)
        if let view = returnedLocals[name] {
            // The local a lazy closure returns is its property's view.
            aliases[name] = view
            if let value {
                // What the closure or helper makes, more precise than a property declared `UIView`.
                if viewClasses[view] == nil || viewClasses[view] == "UIView", let made = constructedClass(value) {
                    viewClasses[view] = made
                }
                created(view, value: value, statement: statement)
            }
            return
        }
        guard let value else {
            if let type, Self.isArrayType(type), !Self.isOtherArrayType(type) {
                arrays[name] = ViewList(unknown: "it is assigned no literal array of views in the files")
            } else if type.map({ Self.isViewClass($0) }) ?? true {
                // `UIView *v;`: a view of its own until it is assigned one.
                newLocalView(name, type: type, value: nil, statement: statement)
            }
            return
        }
        bindLocal(name, type: type, value: value, statement: statement)
    }

    /// Forgets what `name` stood for (a view it aliased, a list, a constant, a structure, a
    /// closure, the conditions it was assigned under), before a declaration or a binding gives it
    /// a new meaning.
    mutating func forgetMeanings(of name: String) {
        aliases[name] = nil
        arrays[name] = nil
        constants[name] = nil
        structures[name] = nil
        definitions[name] = nil
        assignedUnder[name] = nil
    }

    /// `name` declared in the current scope (its former meaning restored when the scope ends).
    mutating func declareName(_ name: String, statement: Stmt) {
        if !scopeDeclarations.isEmpty { scopeDeclarations[scopeDeclarations.count - 1].insert(name) }
        locals.insert(name)
        declared.insert(name)
        localDepths[name] = statement.conditions.count
        forgetMeanings(of: name)
    }

    /// A local given `value`: a number is a constant, and so is a structure
    /// (insets, a size, a point); a closure is kept to be read where it is
    /// called (``store(_:as:statement:)``); `nil` no view; an
    /// array of views a list; another view (`self.contentView`, `lastView`,
    /// `label`) that view, as of this statement; anything else (a view made,
    /// a value of the running app) a view of its own.
    mutating func bindLocal(_ name: String, type: String?, value: Expr, statement: Stmt) {
        forgetMeanings(of: name)
        if let number = evaluate(value) {
            constants[name] = number
            return
        }
        if isStructure(value) {
            structures[name] = value
            return
        }
        if case .closure = value.kind {
            store(value, as: cleaned(name), statement: statement)
            return
        }
        if case .name(let word) = value.kind, ["nil", "NULL", "Nil"].contains(word) { return }
        if Self.isOtherArrayType(type) { return }
        if let list = viewList(value) {
            arrays[name] = list
            return
        }
        if let type, Self.isArrayType(type) {
            arrays[name] = ViewList(unknown: "'\(value.text)' is no literal array of views")
            return
        }
        if constructedClass(value) == nil, !Self.isClosureCall(value), let view = viewName(value) {
            aliases[name] = view
            return
        }
        if let (array, _) = Self.subscripted(value), viewList(array) != nil {
            // `let button = buttons[index]`: an element of an array of views the files do not say
            // (when they do, `viewName` above made it that view): no view the files name (a
            // placeholder where it is used), never one of its own.
            definitions[name] = value
            return
        }
        // A value of the running app (`CGFloat w = self.view.frame.size.width;`), for a warning's reason.
        if constructedClass(value) == nil, !Self.isClosureCall(value) { definitions[name] = value }
        newLocalView(name, type: type, value: value, statement: statement)
    }

    private mutating func newLocalView(_ name: String, type: String?, value: Expr?, statement: Stmt) {
        let view = localView(name, at: statement.place, conditions: statement.conditions)
        aliases[name] = view
        if let made = value.flatMap({ constructedClass($0) }) ?? type.flatMap({ Self.isViewClass($0) ? $0 : nil }) {
            viewClasses[view] = made
        }
        // Where the view is made (a property's view made by its lazy getter's local too).
        if value.map({ constructedClass($0) != nil }) == true || viewPlaces[view] == nil { viewPlaces[view] = statement.place }
        guard let value else { return }
        if constructedClass(value) != nil || Self.isClosureCall(value) || arrangedSubviews(in: value) != nil {
            created(view, value: value, statement: statement)
        } else {
            // A view of a class the importer does not know, made with a frame (`[[iCarousel alloc] initWithFrame:…]`).
            if let parts = constructionFrame(value) { noteFrame(view, parts, statement: statement) }
            closureBodies(value, statement: statement)
        }
    }

    /// `buttons[index]`, `self.cells[0]`, `_tabs[i]`: the array and the index of a
    /// subscript (read as text, the readers keeping it whole); nil for anything else.
    static func subscripted(_ value: Expr) -> (array: Expr, index: Expr)? {
        guard case .other = value.kind, value.text.hasSuffix("]"), let open = value.text.lastIndex(of: "["),
              open != value.text.startIndex else { return nil }
        let base = String(value.text[..<open]).trimmingSpaces()
        let inside = String(value.text[value.text.index(after: open)..<value.text.index(before: value.text.endIndex)])
            .trimmingSpaces()
        let parts = base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !inside.isEmpty, !inside.contains("["), parts.allSatisfy({ part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else { return nil }
        var array = Expr(kind: .name(parts[0]), text: parts[0], place: value.place)
        for part in parts.dropFirst() {
            array = Expr(kind: .member(array, part), text: "\(array.text).\(part)", place: value.place)
        }
        let index: Expr
        if let number = Double(inside) {
            index = Expr(kind: .number(number), text: inside, place: value.place)
        } else if inside.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            index = Expr(kind: .name(inside), text: inside, place: value.place)
        } else {
            index = Expr(kind: .other, text: inside, place: value.place)
        }
        return (array, index)
    }

    /// `{ … }()`: a closure called at once.
    static func isClosureCall(_ value: Expr) -> Bool {
        if case .call(let callee, _) = value.kind, case .closure = callee.kind { return true }
        return false
    }

    /// An assignment that binds a name anew: a local (`lastView = label`,
    /// `x += 8`: under more conditions than it was declared under, its value
    /// is no longer known), or a property or ivar given an array or another
    /// view (`_avatar = imageView`). False when the assignment is another's
    /// (a view made into a property, a view's property set).
    mutating func bindAssignment(_ target: Expr, _ op: String, _ value: Expr, statement: Stmt) -> Bool {
        if case .name(let name) = target.kind, locals.contains(name) {
            let conditional = statement.conditions.count > (localDepths[name] ?? 0)
            if conditional {
                let why = "it is assigned under '\(statement.conditions.joined(separator: ", "))'"
                if arrays[name] != nil { arrays[name] = ViewList(unknown: why) }
                aliases[name] = nil
                constants[name] = nil
                structures[name] = nil
                definitions[name] = nil
                assignedUnder[name] = statement.conditions.joined(separator: ", ")
                return true
            }
            switch op {
            case "=":
                bindLocal(name, type: nil, value: value, statement: statement)
            case "+=" where arrays[name] != nil:
                _ = appended(to: target, Expr.Argument(label: "contentsOf", value: value), statement: statement)
            default:
                if let old = constants[name], let operand = evaluate(value) {
                    switch op {
                    case "+=": constants[name] = old + operand
                    case "-=": constants[name] = old - operand
                    case "*=": constants[name] = old * operand
                    case "/=": constants[name] = operand == 0 ? nil : old / operand
                    default: constants[name] = nil
                    }
                } else {
                    constants[name] = nil
                }
            }
            return true
        }
        guard op == "=", let property = classTarget(target) else { return false }
        if var list = viewList(value) {
            if !statement.conditions.isEmpty {
                list = ViewList(unknown: "it is assigned under '\(statement.conditions.joined(separator: ", "))'")
            } else if list.unknown != nil, case .array = value.kind {} else if list.unknown != nil {
                // `self.chips = chips` (a parameter of the property's name), `self.all = self.other`.
                list = ViewList(unknown: "it is assigned '\(value.text)', no literal array of views of the files")
            }
            classArrays[property] = list
            return true
        }
        if classArrays[property] != nil && viewClasses[property] == nil {
            classArrays[property] = ViewList(unknown: "'\(value.text)' is no literal array of views")
            return true
        }
        if constructedClass(value) == nil, !Self.isClosureCall(value), let view = knownView(value) {
            if view != property {
                if localViews[view] != nil { stores[property, default: []].append(view) }
                classAliases[property] = view
            }
            return true
        }
        classAliases[property] = nil
        return false
    }

    /// The property or ivar an assignment's target names (`self.x`, `_x`,
    /// Swift's `x` without `self.`), without its `_`; nil for a local or
    /// anything else.
    func classTarget(_ target: Expr) -> String? {
        if isRoot(target) { return nil }
        switch target.kind {
        case .member(let base?, let name):
            if case .name("self") = base.kind { return Self.bare(name) }
            return nil
        case .name(let name):
            return locals.contains(name) || aliases[name] != nil || name == "self" ? nil : Self.bare(name)
        default:
            return nil
        }
    }

    /// The first reading of the functions' assignments to properties and
    /// ivars (`self.avatar = [UIImageView new]`, `_buttons = @[_a, _b]`), so
    /// that a method read before the one that makes a view knows its class.
    mutating func declareStores(_ statements: [Stmt]) {
        var localsOf: [FunctionScope: Set<String>] = [:]
        func collect(_ statements: [Stmt], in function: FunctionScope) {
            for statement in statements {
                switch statement.kind {
                case .declaration(let name, _, _): localsOf[function, default: []].insert(name)
                case .loop(let loop):
                    if let variable = loop.variable { localsOf[function, default: []].insert(variable) }
                    collect(loop.body, in: function)
                default: break
                }
            }
        }
        for statement in statements {
            if let function = statement.function { collect([statement], in: function) }
        }
        func store(_ statements: [Stmt], in function: FunctionScope) {
            for statement in statements {
                if case .loop(let loop) = statement.kind { store(loop.body, in: function) }
                guard case .assignment(let target, "=", let value) = statement.kind else { continue }
                let locals = localsOf[function] ?? []
                var name: String?
                switch target.kind {
                case .member(let base?, let member): if case .name("self") = base.kind { name = member }
                case .name(let word): if !locals.contains(word) && word != "self" { name = word }
                default: break
                }
                guard let name, viewName(target) != "root" else { continue }
                let property = Self.bare(name)
                assignedProperties.insert(property)
                if let made = constructedClass(value) {
                    viewClasses[property] = made
                    viewPlaces[property] = statement.place
                } else if case .array(let items) = value.kind, statement.conditions.isEmpty, classArrays[property] == nil,
                          items.allSatisfy({ item in
                              if case .name(let word) = item.kind { return !locals.contains(word) }
                              if case .member(let base?, _) = item.kind, case .name("self") = base.kind { return true }
                              return false
                          }) {
                    classArrays[property] = viewList(value)
                }
            }
        }
        for statement in statements {
            if let function = statement.function { store([statement], in: function) }
        }
    }

    // MARK: Arrays of views

    /// Whether a declared type is an array's: `NSArray`, `NSMutableArray`
    /// (generic or not), Swift's `[T]` and `Array<T>`.
    static func isArrayType(_ type: String) -> Bool {
        type.hasPrefix("NSArray") || type.hasPrefix("NSMutableArray") || type.hasPrefix("[") || type.hasPrefix("Array<")
    }

    /// Whether a declared type is that of an array of something else than
    /// views: constraints (`[Constraint]`, `NSArray<MASConstraint *>`),
    /// strings, numbers.
    static func isOtherArrayType(_ type: String?) -> Bool {
        guard let type, isArrayType(type) else { return false }
        return ["Constraint", "String", "Number", "CGFloat", "Int", "Double", "Float", "Bool"].contains { type.contains($0) }
    }

    /// The views of an array expression: a literal (`@[a, b]`, `[a, b]`), a
    /// local or property holding one, an empty mutable array (`[NSMutableArray
    /// array]`, `[UIView]()`), a copy (`[x mutableCopy]`); nil when `expr` is
    /// none of these (a view, a value).
    func viewList(_ expr: Expr) -> ViewList? {
        switch expr.kind {
        case .array(let items):
            return ViewList(items: items.map { item in
                let name = viewName(item)
                return ViewList.Item(name: name, text: item.text, place: item.place,
                                     made: name == nil ? constructedClass(item) : nil)
            })
        case .name(let name):
            if locals.contains(name) { return arrays[name] }
            if aliases[name] != nil { return nil }
            return classArrays[Self.bare(name)]
        case .member(let base?, let member):
            if case .name("self") = base.kind { return classArrays[Self.bare(member)] }
            if member == "mutableCopy" || member == "copy" { return viewList(base) }
            return nil
        case .call(let callee, let arguments):
            switch callee.kind {
            case .member(let base?, let selector):
                if case .name(let type) = base.kind, type == "NSMutableArray" || type == "NSArray",
                   ["array", "new", "arrayWithCapacity:"].contains(selector) {
                    return ViewList()
                }
                if selector == "init", case .call(let allocation, _) = base.kind,
                   case .member(let type?, "alloc") = allocation.kind, case .name(let name) = type.kind,
                   name == "NSMutableArray" || name == "NSArray" {
                    return ViewList()
                }
                if ["mutableCopy", "copy"].contains(selector), arguments.isEmpty { return viewList(base) }
                if case .name(let type) = base.kind, type == "NSMutableArray" || type == "NSArray",
                   selector == "arrayWithArray:", let first = arguments.first {
                    return viewList(first.value)
                }
                return nil
            case .array(let element) where arguments.isEmpty && element.count == 1:
                // `[UIView]()`
                return ViewList()
            case .name(let name) where name.hasPrefix("Array<") && arguments.isEmpty:
                return ViewList()
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `[list addObject:v]`, `list.append(v)`, `list.append(contentsOf: […])`,
    /// `[list addObjectsFromArray:…]`, `list += […]`: the array a local or a
    /// property holds grows (under more conditions than it was declared
    /// under, its views are no longer known). False when `receiver` holds no
    /// known array.
    mutating func appended(to receiver: Expr, _ argument: Expr.Argument, statement: Stmt) -> Bool {
        var local: String?
        var property: String?
        switch receiver.kind {
        case .name(let name) where locals.contains(name):
            guard arrays[name] != nil else { return false }
            local = name
        case .name, .member:
            guard let name = classTarget(receiver), classArrays[name] != nil else { return false }
            property = name
        default:
            return false
        }
        var list = local.map { arrays[$0]! } ?? classArrays[property!]!
        let depth = local.map { localDepths[$0] ?? 0 } ?? 0
        let extra = Array(statement.conditions.dropFirst(depth))
        if !extra.isEmpty, list.unknown == nil, extra.allSatisfy({ readOnceLoops.contains($0) }), argument.label != "contentsOf",
           let name = viewName(argument.value) {
            // Grown in a loop read once (its count known when the app runs): the loop's view, each pass.
            list.items.append(ViewList.Item(name: name, text: argument.value.text, place: argument.value.place))
            for loop in extra where !list.loops.contains(loop) { list.loops.append(loop) }
        } else if statement.conditions.count > depth {
            list = ViewList(unknown: "it grows under '\(statement.conditions.joined(separator: ", "))'")
        } else if list.unknown == nil {
            let many = argument.label == "contentsOf" || argument.value.text.hasPrefix("@[")
                || (argument.label == nil && viewList(argument.value) != nil && viewName(argument.value) == nil)
            if many {
                if let more = viewList(argument.value), more.unknown == nil {
                    list.items += more.items
                } else {
                    list = ViewList(unknown: "it grows by '\(argument.value.text)', which is no literal array of views")
                }
            } else {
                list.items.append(ViewList.Item(name: viewName(argument.value), text: argument.value.text,
                                                place: argument.value.place))
            }
        }
        if let local { arrays[local] = list } else if let property { classArrays[property] = list }
        return true
    }

    /// A list for the draft (`[a, b, c]`; one view alone is its name but
    /// for a distribution): a placeholder, with a warning naming the array
    /// and why, when the files cannot enumerate it; each element that names
    /// no view a placeholder of its own. Nil (with a warning) for an empty one.
    mutating func listText(_ list: ViewList, of expr: Expr, what: String, single: Bool = true) -> DraftValue? {
        if let why = list.unknown {
            warn(expr.place, "cannot tell which views the array '\(expr.text)' holds: \(why); "
                 + "\(what) are a TODO placeholder")
            return .placeholder(expr.text)
        }
        if case .array = expr.kind {} else if let item = list.items.first(where: { $0.name == nil }) {
            // An array held by a name: one element the files do not name makes the whole list unknown.
            return listText(ViewList(unknown: "its element '\(item.text)' names no view of the files"), of: expr, what: what)
        }
        if list.items.isEmpty {
            warn(expr.place, "the array '\(expr.text)' holds no view in the files; it constrains nothing and is left out of the draft")
            return nil
        }
        var parts: [DraftValue] = []
        for item in list.items {
            if let name = item.name, name != "root" {
                _ = ensureView(name, at: item.place)
                parts.append(.known(name))
            } else if item.name == "root" {
                warn(item.place, "the root view's own constraints are not in the language (its size is the canvas's); "
                     + "it stands in the list as a TODO placeholder")
                parts.append(.placeholder(item.text))
            } else {
                warn(item.place, "cannot tell which view '\(item.text)' is; it stands in the list as a TODO placeholder")
                parts.append(.placeholder(item.text))
            }
        }
        if single, parts.count == 1 { return parts[0] }
        return DraftValue(text: "[\(parts.map(\.text).joined(separator: ", "))]", isPlaceholder: parts.contains { $0.isPlaceholder })
    }

    // MARK: Loops

    /// The values of a loop's variable, one per iteration, or why the loop
    /// is not unrolled (its count or its views are not in the files).
    mutating func unrolling(_ loop: Loop) -> Result<[LoopValue], LoopRefusal> {
        guard let domain = loop.domain else {
            if loop.header.hasPrefix("for") {
                return .failure(LoopRefusal("its header is not a literal range or a list of views the importer unrolls"))
            }
            return .failure(LoopRefusal("how many times it runs is known only when the app runs"))
        }
        var values: [LoopValue]
        switch domain {
        case .range(let from, let to, let inclusive, let ascending):
            guard let start = evaluate(from) else { return .failure(LoopRefusal("its start '\(from.text)' \(reason(from))")) }
            guard let end = evaluate(to) else { return .failure(LoopRefusal("its bound '\(to.text)' \(reason(to))")) }
            guard start == start.rounded(), end == end.rounded(), abs(start) < 1e9, abs(end) < 1e9 else {
                return .failure(LoopRefusal("its bounds are not whole numbers"))
            }
            let span = ascending ? end - start : start - end
            let count = max(0, Int(span) + (inclusive ? 1 : 0))
            guard count <= Self.maximumLoopIterations else {
                return .failure(LoopRefusal("it runs \(count) times, more than the \(Self.maximumLoopIterations) the importer unrolls"))
            }
            values = (0..<count).map { .number(ascending ? start + Double($0) : start - Double($0)) }
        case .elements(let sequence):
            guard let list = viewList(sequence) else {
                return .failure(LoopRefusal("'\(sequence.text)' is no literal array of views, nor a local or property assigned one in the files"))
            }
            if let why = list.unknown { return .failure(LoopRefusal("cannot tell which views '\(sequence.text)' holds: \(why)")) }
            if list.items.isEmpty {
                // Nothing the files append to it in a way the importer reads: its views are not known.
                return .failure(LoopRefusal("'\(sequence.text)' holds no view the importer reads"))
            }
            if let item = list.items.first(where: { $0.name == nil }) {
                return .failure(LoopRefusal("its element '\(item.text)' names no view of the files"))
            }
            guard list.items.count <= Self.maximumLoopIterations else {
                return .failure(LoopRefusal("it runs \(list.items.count) times, more than the \(Self.maximumLoopIterations) the importer unrolls"))
            }
            values = list.items.map { .view($0.name!) }
        }
        guard values.count <= unrollBudget else {
            return .failure(LoopRefusal("the files' loops unroll to more than \(Self.maximumUnrolledIterations) iterations in all"))
        }
        unrollBudget -= values.count
        return .success(values)
    }

    /// The loop's variable bound to one iteration's value, as a local of the iteration.
    mutating func bindLoopVariable(_ variable: String?, to value: LoopValue, statement: Stmt) {
        guard let variable else { return }
        declareName(variable, statement: statement)
        switch value {
        case .number(let number): constants[variable] = number
        case .view(let view): aliases[variable] = view
        }
    }

    /// A loop: its body read once per iteration, the variable bound (each
    /// view made in it a view of its own, its name ending with the
    /// iteration's index); else read once, each statement under the loop's
    /// header (placeholders), with a warning naming the loop and why when
    /// the body makes views or constraints.
    mutating func loop(_ loop: Loop, statement: Stmt) {
        switch unrolling(loop) {
        case .success(let values):
            for (index, value) in values.enumerated() {
                nested { reader in
                    reader.iterations.append(index)
                    reader.bindLoopVariable(loop.index, to: .number(Double(index)), statement: statement)
                    reader.bindLoopVariable(loop.variable, to: value, statement: statement)
                    for inner in loop.body { reader.interpret(inner) }
                    reader.iterations.removeLast()
                }
            }
        case .failure(let refusal):
            let views = layout.views, blocks = layout.blocks.count, deferred = outsideBlocks.count
            readOnceLoops.insert(loop.header)
            let body = loop.body.map { $0.under(loop.header, after: statement.conditions.count) }
            nested { reader in
                if let variable = loop.variable { reader.declareName(variable, statement: statement) }
                if let index = loop.index { reader.declareName(index, statement: statement) }
                for inner in body { reader.interpret(inner) }
            }
            // Views made or added, or lines made under the loop (a change of every stored
            // constraint of a list is no longer under it: ViewSetupReader+Handles.swift).
            let made = layout.blocks[min(blocks, layout.blocks.count)...] + outsideBlocks[min(deferred, outsideBlocks.count)...]
            let underLoop = made.contains { block in
                block.conditions.contains(loop.header) || block.lines.contains { $0.conditions.contains(loop.header) }
            }
            if layout.views != views || underLoop {
                warnNotUnrolled(loop, refusal, at: statement.place)
            }
        }
    }

    /// The warning at a loop that is not unrolled.
    mutating func warnNotUnrolled(_ loop: Loop, _ refusal: LoopRefusal, at place: SourcePlace) {
        warn(place, "the loop '\(loop.header)' is not unrolled: \(refusal.why); its body is read once, "
             + "under the loop (a TODO placeholder)")
    }

    /// `views.forEach { v in … }`, `[a, b].forEach(addSubview)`: a loop over the views.
    mutating func forEach(_ receiver: Expr, _ argument: Expr, statement: Stmt) {
        var variable: String?
        var body: [Stmt]
        switch argument.kind {
        case .closure(let parameters, let statements):
            variable = parameters.first
            body = statements
        case .name, .member:
            // `forEach(addSubview)`, `forEach(stack.addArrangedSubview)`: the function called with each view.
            variable = "$0"
            let element = Expr(kind: .name("$0"), text: "$0", place: argument.place)
            let call = Expr(kind: .call(argument, [Expr.Argument(label: nil, value: element)]), text: argument.text,
                            place: argument.place)
            body = [Stmt(kind: .expression(call), place: statement.place, conditions: statement.conditions)]
        default:
            closureBodies(argument, statement: statement)
            return
        }
        let loop = Loop(header: "\(receiver.text).forEach", variable: variable, domain: .elements(receiver), body: body)
        self.loop(loop, statement: statement)
    }
}

/// Why a loop is not unrolled.
struct LoopRefusal: Error {
    var why: String
    init(_ why: String) { self.why = why }
}

extension Stmt {
    /// The statement run under `condition` too (its closures' and loops'
    /// statements as well), put after its first `index` conditions (those
    /// of the loop that adds it).
    func under(_ condition: String, after index: Int) -> Stmt {
        var result = self
        result.conditions.insert(condition, at: Swift.min(index, conditions.count))
        switch kind {
        case .expression(let expr): result.kind = .expression(expr.under(condition, after: index))
        case .assignment(let target, let op, let value):
            result.kind = .assignment(target, op, value.under(condition, after: index))
        case .declaration(let name, let type, let value):
            result.kind = .declaration(name: name, type: type, value: value?.under(condition, after: index))
        case .returning(let value): result.kind = .returning(value?.under(condition, after: index))
        case .loop(var loop):
            loop.body = loop.body.map { $0.under(condition, after: index) }
            result.kind = .loop(loop)
        }
        return result
    }
}

extension Expr {
    /// The expression with its closures' statements run under `condition` too.
    func under(_ condition: String, after index: Int) -> Expr {
        var result = self
        switch kind {
        case .closure(let parameters, let body):
            result.kind = .closure(parameters, body.map { $0.under(condition, after: index) })
        case .call(let callee, let arguments):
            result.kind = .call(callee.under(condition, after: index),
                                arguments.map { Expr.Argument(label: $0.label, value: $0.value.under(condition, after: index)) })
        case .member(let base?, let name):
            result.kind = .member(base.under(condition, after: index), name)
        default:
            break
        }
        return result
    }
}
