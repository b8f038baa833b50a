/// The statements of `language.md` ("Statements"), each parsed into edits.
extension Parser {
    /// Parses one statement at the cursor (which is not a separator).
    mutating func statement() throws(Stop) {
        let first = current
        guard first.kind == .name else {
            switch first.kind {
            case .number, .size:
                if peek(1).kind == .dot { throw fail("a number where a view is needed: '\(text(first))'", at: first) }
                throw expected("a statement")
            case .rightBrace:
                throw fail("unexpected '}' outside a block", at: first)
            default:
                throw expected("a statement")
            }
        }
        let next = peek(1).kind
        if next == .dot { return try oneLineStatement() }
        // Every statement keyword of the vocabulary, each read by its statement.
        switch first.word?.statement {
        case .layout: try layoutStatement()
        case .canvas: try canvasStatement()
        case .view: try viewStatement()
        case .stack: try viewStatement()
        case .guide: try guideStatement()
        case .remove: try removeStatement()
        case .make, .update, .remake: try blockStatement()
        case .vfl: try vflStatement()
        case .distribute: try distributeStatement()
        case .activate, .deactivate: try activationStatement()
        case .constraint: try constraintStatement()
        case .dialect: try dialectStatement()
        case nil:
            if next == .equalEqual || next == .lessEqual || next == .greaterEqual {
                throw fail("a constraint needs an attribute: write '\(text(first)).ATTRIBUTE \(text(peek(1))) …'",
                           at: first)
            }
            let name = text(first)
            let suggestion = closestName(to: name, in: Word.statementKeywords).map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown statement '\(name)'\(suggestion)", at: first)
        }
    }

    /// A name where a view is needed; the number case is reported as such.
    mutating func viewName(_ what: String) throws(Stop) -> (name: String, token: Token) {
        let token = current
        switch token.kind {
        case .name:
            advance()
            return (text(token), token)
        case .number, .size:
            throw fail("a number where a view is needed: '\(text(token))'", at: token)
        default:
            throw expected(what)
        }
    }

    /// A name (of a canvas, a document, a metric).
    mutating func plainName(_ what: String) throws(Stop) -> (name: String, token: Token) {
        let token = try expect(.name, what)
        return (text(token), token)
    }

    // MARK: layout, canvas, remove

    /// `layout NAME [dialect masonry|snapkit]`: at most once, first.
    private mutating func layoutStatement() throws(Stop) {
        let keyword = advance()
        let (name, _) = try plainName("a document name after 'layout'")
        if current.word == .dialect {
            advance()
            try dialectName()
        }
        if sawLayout {
            report("'layout' may appear only once", at: keyword)
        } else if sawStatement {
            report("'layout' must be the first statement", at: keyword)
        }
        if !sawLayout { documentName = name }
        sawLayout = true
    }

    /// `canvas NAME WxH [ltr|rtl]`, where either side may be `fit`
    /// (`375xfit`, `fitx44`, `fitxfit`).
    private mutating func canvasStatement() throws(Stop) {
        let keyword = advance()
        let (name, nameToken) = try plainName("a canvas name after 'canvas'")
        let size = current
        var width: Double?, height: Double?
        if size.kind == .size {
            try checkSize(size, ofCanvas: true)
            advance()
            (width, height) = (size.number, size.number2)
        } else if let sides = try fittedSize() {
            (width, height) = sides
        } else {
            throw expected("a size WxH after the canvas name")
        }
        var direction = LayoutDirection.ltr
        if current.word == .ltr || current.word == .rtl {
            direction = advance().word == .rtl ? .rtl : .ltr
        }
        var safeArea = Insets.zero
        if current.word == .safe {
            let safe = advance()
            var values: [Double] = []
            for _ in 0..<4 {
                guard current.kind == .number || current.kind == .minus || current.kind == .plus else {
                    throw expected("four numbers T L B R after 'safe'")
                }
                values.append(try signedNumber())
            }
            safeArea = Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            let probe = Canvas(name: name, width: width, height: height, safeArea: safeArea)
            if let problem = NumberBounds.safeAreaProblem(probe) { throw fail(problem, at: safe) }
        }
        let canvas = Canvas(name: name, width: width, height: height, direction: direction, safeArea: safeArea)
        edits.append(Edit(.canvas(canvas), at: location(keyword), nameAt: location(nameToken)))
    }

    /// `dialect masonry|snapkit`: the rules the following lines are read by.
    private mutating func dialectStatement() throws(Stop) {
        advance()
        try dialectName()
    }

    /// The name after `dialect`, which becomes the parser's dialect.
    private mutating func dialectName() throws(Stop) {
        let token = current
        guard token.kind == .name, let word = token.word, word == .masonry || word == .snapkit else {
            let written = token.kind == .name ? text(token) : ""
            let suggestion = closestName(to: written.lowercased(), in: Dialect.allCases.map(\.rawValue))
                .map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown dialect \(token.kind == .name ? "'\(written)'" : describe(token)); "
                       + "expected 'masonry' or 'snapkit'\(suggestion)", at: token)
        }
        advance()
        dialect = word == .snapkit ? .snapkit : .masonry
        if declaredDialect == nil { declaredDialect = dialect }
    }

    /// A canvas size with a fitted side: `375xfit`, `fitx44`, `fitxfit`
    /// (nil for nil: a fitted side). The lexer cuts such a spelling into
    /// several touching tokens (`375` `xfit`; `fitx44`; `fitx44` `.` `5`):
    /// they are read back as one text, each side a number or `fit`. Returns
    /// nil, consuming nothing, when the text at the cursor holds no `fit`.
    private mutating func fittedSize() throws(Stop) -> (Double?, Double?)? {
        let first = current
        guard first.kind == .name || first.kind == .number else { return nil }
        let joinable: Set<Token.Kind> = [.name, .number, .size, .dot, .plus, .minus]
        var count = 1
        var end = first.end
        while case let next = peek(count), joinable.contains(next.kind), next.start == end {
            end = next.end
            count += 1
        }
        let spelling = String(decoding: lexer.bytes[first.start..<end], as: UTF8.self)
        guard spelling.contains("fit") else { return nil }
        for _ in 0..<count { advance() }
        let parts = spelling.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        func side(_ text: Substring) -> Double?? {
            if text == "fit" { return .some(nil) }
            guard text.first?.isASCII == true, text.first?.isNumber == true,
                  text.allSatisfy({ $0.isASCII && ($0.isNumber || "eE.+-".contains($0)) }),
                  let value = Double(text) else { return nil }
            return .some(value)
        }
        guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else {
            throw fail("canvas size '\(spelling)' is not WxH (each side a number or 'fit')", at: first)
        }
        for value in [width, height] {
            guard let value else { continue }
            guard value.isFinite else { throw fail("number '\(spelling)' is not finite", at: first) }
            guard NumberBounds.isCanvasSide(value) else {
                throw fail("canvas size '\(spelling)' is out of range \(NumberBounds.canvasRule)", at: first)
            }
        }
        return (width, height)
    }

    /// `guide NAME [in OWNER]`: a custom layout guide.
    private mutating func guideStatement() throws(Stop) {
        let keyword = advance()
        let (name, nameToken) = try viewName("a guide name after 'guide'")
        var owner: String?
        if current.word == .in {
            advance()
            owner = try viewName("an owner view name after 'in'").name
        } else if current.kind == .name {
            throw fail("a guide has no properties: expected 'in OWNER' or the end of the statement, found "
                       + describe(current), at: current)
        }
        edits.append(Edit(.guide(name: name, owner: owner), at: location(keyword), nameAt: location(nameToken)))
    }

    /// `remove canvas NAME`, `remove view NAME`, `remove constraints NAME`.
    private mutating func removeStatement() throws(Stop) {
        let keyword = advance()
        let what = current
        switch what.word {
        case .canvas:
            advance()
            let (name, token) = try plainName("a canvas name after 'remove canvas'")
            edits.append(Edit(.removeCanvas(name), at: location(keyword), nameAt: location(token)))
        case .view:
            advance()
            let (name, token) = try viewName("a view name after 'remove view'")
            edits.append(Edit(.removeView(name), at: location(keyword), nameAt: location(token)))
        case .constraints:
            advance()
            let (name, token) = try viewName("a view name after 'remove constraints'")
            edits.append(Edit(.removeConstraints(name), at: location(keyword), nameAt: location(token)))
        default:
            throw expected("'canvas', 'view' or 'constraints' after 'remove'")
        }
    }

    /// The views of a list, `a, b, c]`, after its `[` (`opened`): one name at
    /// least, separated by commas. With `asItems`, each is the first item of
    /// constraints: a scroll view's guide (`s.contentGuide`) is one too, a
    /// view's other guides (`a.safeArea`) are refused at them.
    private mutating func viewNameList(opened: Token, asItems: Bool = false) throws(Stop) -> [(name: String, token: Token)] {
        if current.kind == .rightBracket { throw fail("an empty list has no view", at: opened) }
        var names: [(name: String, token: Token)] = []
        while true {
            var named = try viewName("a view name in the list")
            if asItems { named.name = try firstItem(named.name) }
            names.append(named)
            if current.kind == .comma {
                advance()
            } else if current.kind == .rightBracket {
                advance()
                return names
            } else {
                throw expected("',' or ']' in the list of views")
            }
        }
    }

    // MARK: make, update, remake, one-line constraints

    /// `make NAME { LINE… }`, `update NAME { … }`, `remake NAME { … }`, and
    /// the same on a list of views, `make [a, b] { … }` (Masonry's
    /// `mas_makeConstraints:` on an array): one edit per view, in order.
    private mutating func blockStatement() throws(Stop) {
        let keyword = advance()
        var names: [(name: String, token: Token)] = []
        if current.kind == .leftBracket || (current.kind == .at && peek(1).kind == .leftBracket) {
            if current.kind == .at { advance() }
            names = try viewNameList(opened: advance(), asItems: true)
        } else {
            var named = try viewName("a view name after '\(text(keyword))'")
            named.name = try firstItem(named.name)
            names.append(named)
        }
        let name = names.count == 1 ? names[0].name : "[…]"
        // Allow the `{` on a following line.
        var blank = 0
        while peek(blank).kind == .newline { blank += 1 }
        if blank > 0 && peek(blank).kind == .leftBrace {
            for _ in 0..<blank { advance() }
        }
        guard current.kind == .leftBrace else { throw expected("'{' after '\(text(keyword)) \(name)'") }
        let constraints = block(item: names[0].name)
        for (index, named) in names.enumerated() {
            let own = index == 0 ? constraints : constraints.map { constraint in
                var copy = constraint
                copy.item = named.name
                return copy
            }
            let kind: Edit.Kind = switch keyword.word {
            case .update: .update(named.name, own)
            case .remake: .remake(named.name, own)
            default: .make(named.name, own)
            }
            var edit = Edit(kind, at: location(keyword), nameAt: location(named.token))
            edit.dialect = dialect
            edit.receiver = undeclaredReceiver
            edits.append(edit)
        }
    }

    /// The lines of a `{ … }` block, from its `{`, as constraints of `item`:
    /// after an optional Swift closure header (`make in`), each line with an
    /// optional receiver (`make.`, `$0.`) and an optional `;`.
    private mutating func block(item: String) -> [LayoutConstraint] {
        let open = advance()
        var receiver = closureHeader()
        undeclaredReceiver = nil
        var constraints: [LayoutConstraint] = []
        while true {
            while current.kind == .newline || current.kind == .semicolon { advance() }
            switch current.kind {
            case .rightBrace:
                advance()
                return constraints
            case .end:
                reportUnterminated(open)
                return constraints
            default:
                if startsStatement() {
                    reportUnterminated(open)
                    return constraints
                }
                do {
                    let start = location(current)
                    try lineReceiver(&receiver)
                    let draft = try constraintLine(start: start, inBlock: true)
                    guard current.endsStatement || current.kind == .rightBrace else {
                        throw fail("expected the end of the line, found \(describe(current))", at: current)
                    }
                    draft.appendConstraints(item: item, to: &constraints, problems: &diagnostics)
                    if chains != nil { chains?.append(draft.chain) }
                    scratch = draft
                } catch {
                    skipLine()
                }
            }
        }
    }

    /// The one constraint of a text that is a single one-line statement
    /// (`OneLine.parse`): `ITEM.ATTR REL …` making exactly one constraint,
    /// nothing else but blank lines and comments. Nil after reporting why not.
    mutating func singleConstraint() -> LayoutConstraint? {
        while current.kind == .newline { advance() }
        let start = current
        guard start.kind == .name, peek(1).kind == .dot else {
            if start.kind == .end {
                report("an empty line is not a constraint", at: start)
            } else {
                _ = expected("a constraint 'ITEM.ATTR REL …'")
            }
            return nil
        }
        do {
            try oneLineStatement()
        } catch {
            return nil
        }
        while current.kind == .newline { advance() }
        guard current.kind == .end else {
            report("expected the end of the line after the constraint, found \(describe(current))", at: current)
            return nil
        }
        guard let edit = edits.first, case .make(_, let constraints) = edit.kind else { return nil }
        guard constraints.count == 1 else {
            if !diagnostics.contains(where: { $0.severity == .error }) {
                report("the line makes \(constraints.count) constraints; the one-line form is one", at: start)
            }
            return nil
        }
        return constraints[0]
    }

    /// `ITEM.ATTR REL …` (or any line of a block after `ITEM.`): a make of its constraints.
    private mutating func oneLineStatement() throws(Stop) {
        let itemToken = advance()
        if itemToken.word == .superview {
            throw fail("'superview' cannot be the first item of a constraint; name the view", at: itemToken)
        }
        let item = try firstItem(text(itemToken))
        advance() // the dot
        let start = location(itemToken)
        let draft = try constraintLine(start: start)
        guard current.endsStatement else {
            throw fail("expected the end of the statement, found \(describe(current))", at: current)
        }
        let constraints = draft.constraints(item: item, problems: &diagnostics)
        if chains != nil { chains?.append(draft.chain) }
        scratch = draft
        edits.append(Edit(.make(item, constraints), at: start, nameAt: start))
    }

    /// The first item of constraints named `view` (the cursor after it): the
    /// view, or a scroll view's content or frame guide (`s.contentGuide`,
    /// consumed), as UIKit lets code constrain them. Refuses `VIEW.safeArea`
    /// or `VIEW.marginsGuide`: UIKit lays those guides out itself from the
    /// view, so a constraint of theirs could only fight it.
    private mutating func firstItem(_ view: String) throws(Stop) -> String {
        guard current.kind == .dot, let word = peek(1).word, let guide = word.viewGuide else { return view }
        let guideToken = peek(1)
        if guide.mayBeFirstItem {
            advance()
            advance()
            return ItemName(view: view, guide: guide).name
        }
        throw fail(Parser.guideAsFirstItemProblem("\(view).\(text(guideToken))", guide), at: guideToken)
    }

    /// Why `written`, a view's safe area or margins guide (`guide`), cannot
    /// be the first item of constraints (the parser's message and the Swift builder's).
    static func guideAsFirstItemProblem(_ written: String, _ guide: ViewGuide) -> String {
        let what = guide == .safeArea ? "safe area" : "margins"
        return "'\(written)' cannot be the first item of a constraint: UIKit lays out a view's "
            + "\(what) guide from the view itself; constrain other items "
            + "to it, or declare a custom guide with 'guide NAME'"
    }

    // MARK: constraint handles

    /// `activate K…`, `deactivate K…`: one edit per key, in order.
    private mutating func activationStatement() throws(Stop) {
        let keyword = advance()
        let active = keyword.word == .activate
        guard !current.endsStatement else { throw expected("a constraint key after '\(text(keyword))'") }
        while !current.endsStatement {
            let token = current
            let key = try keyValue()
            edits.append(Edit(.activation(handle: key, active: active), at: location(keyword), nameAt: location(token)))
        }
    }

    /// `constraint K offset C`, `constraint K priority P`.
    private mutating func constraintStatement() throws(Stop) {
        let keyword = advance()
        let keyToken = current
        let key = try keyValue()
        let what = current
        switch what.word {
        case .offset:
            advance()
            let value = current
            let constant = try signedNumber()
            edits.append(Edit(.constraintOffset(handle: key, constant: constant), at: location(keyword),
                              nameAt: location(keyToken), valueAt: location(value)))
        case .priority:
            advance()
            let value = current
            let priority = try priorityValue()
            edits.append(Edit(.constraintPriority(handle: key, priority: priority), at: location(keyword),
                              nameAt: location(keyToken), valueAt: location(value)))
        default:
            throw expected("'offset' or 'priority' after 'constraint \(OneLine.keyText(key))'")
        }
        guard current.endsStatement else {
            throw fail("expected the end of the statement, found \(describe(current))", at: current)
        }
    }

    // MARK: vfl, distribute

    /// `vfl "FORMAT" [metrics NAME=NUMBER …] [align ATTR]`: one make per first item, in order.
    private mutating func vflStatement() throws(Stop) {
        let keyword = advance()
        let format = current
        guard format.kind == .string else { throw expected("a format string after 'vfl'") }
        advance()
        var metrics: [String: Double] = [:]
        var align: Attribute?
        while true {
            if current.word == .metrics && !(peek(1).kind == .equal) {
                advance()
                var count = 0
                while current.kind == .name && peek(1).kind == .equal {
                    let name = text(advance())
                    advance()
                    metrics[name] = try signedNumber()
                    count += 1
                }
                if count == 0 { throw expected("NAME=NUMBER after 'metrics'") }
            } else if current.word == .align {
                advance()
                align = try alignAttribute()
            } else {
                break
            }
        }
        let formatStart = SourceLocation(file: file, line: format.line, column: format.column + 1)
        let constraints: [LayoutConstraint]
        do {
            constraints = try VisualFormat.constraints(lexer.stringValue(format), metrics: metrics, align: align,
                                                       at: formatStart)
        } catch {
            diagnostics += error.diagnostics
            return
        }
        appendMakes(constraints, at: location(keyword)) { $0.location ?? formatStart }
    }

    /// The attribute of `align ATTR` (Apple's `alignAllX` spelling accepted too).
    private mutating func alignAttribute() throws(Stop) -> Attribute {
        let token = current
        guard token.kind == .name else { throw expected("an attribute after 'align'") }
        var name = text(token)
        if name.hasPrefix("alignAll"), let first = name.dropFirst(8).first {
            name = first.lowercased() + name.dropFirst(9)
        }
        guard let attribute = Attribute(name: name) else {
            throw unknownAttribute(token, candidates: Attribute.allCases.map(\.rawValue) + ["baseline"])
        }
        advance()
        return attribute
    }

    /// `distribute [V, …] horizontal|vertical spacing S|length N lead L tail T`.
    private mutating func distributeStatement() throws(Stop) {
        let keyword = advance()
        let open = try expect(.leftBracket, "'[' and the views to distribute")
        let views = try viewNameList(opened: open).map { (name: $0.name, location: location($0.token)) }
        let axis: Axis
        switch current.word {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        default: throw expected("'horizontal' or 'vertical'")
        }
        advance()
        var mode: Distribution.Mode?
        var lead = 0.0, tail = 0.0
        while current.kind == .name {
            let word = current.word
            guard word == .spacing || word == .length || word == .lead || word == .tail else { break }
            advance()
            let value = try signedNumber()
            switch word {
            case .spacing: mode = .spacing(value)
            case .length: mode = .length(value)
            case .lead: lead = value
            default: tail = value
            }
        }
        guard let mode else { throw expected("'spacing S' or 'length N'") }
        guard views.count >= 2 else { throw fail("distribute needs at least two views", at: open) }
        let statementStart = location(keyword)
        var places: [String: SourceLocation] = [:]
        for view in views where places[view.name] == nil { places[view.name] = view.location }
        var constraints = Distribution.constraints(views: views.map(\.name), axis: axis, mode: mode, lead: lead,
                                                   tail: tail, at: statementStart)
        for index in constraints.indices {
            if constraints[index].location == nil { constraints[index].location = statementStart }
            if constraints[index].targetLocation == nil, let item2 = constraints[index].item2 {
                constraints[index].targetLocation = places[item2]
            }
        }
        appendMakes(constraints, at: statementStart) { places[$0.item] ?? statementStart }
    }

    /// Appends one make edit per first item of `constraints`, in order of first appearance.
    private mutating func appendMakes(_ constraints: [LayoutConstraint], at place: SourceLocation,
                                      nameAt: (LayoutConstraint) -> SourceLocation) {
        var order: [String] = []
        var groups: [String: [LayoutConstraint]] = [:]
        var firstOf: [String: LayoutConstraint] = [:]
        for constraint in constraints {
            if groups[constraint.item] == nil {
                order.append(constraint.item)
                firstOf[constraint.item] = constraint
            }
            groups[constraint.item, default: []].append(constraint)
        }
        for item in order {
            let name = firstOf[item].map(nameAt) ?? place
            edits.append(Edit(.make(item, groups[item] ?? []), at: place, nameAt: name))
        }
    }
}
