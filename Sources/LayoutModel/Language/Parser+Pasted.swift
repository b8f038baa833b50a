import LayoutSolver

/// What a line copied from Masonry or SnapKit code may hold beyond the
/// language's own spelling (docs/language.md, "Pasting Masonry and SnapKit"):
/// a closure's header and receiver, boxed and C values, UIKit's value
/// constructors, receivers of targets, and priorities as code writes them.
extension Parser {
    // MARK: Closure headers and receivers

    /// Consumes a Swift closure header after a block's `{` — `make in`,
    /// `(make) in`, `(make: ConstraintMaker) -> Void in`, with an optional
    /// capture list `[weak self]` first — and returns the receiver's name;
    /// nil, consuming nothing, when the block does not begin with one. The
    /// header may stand on a line of its own after the `{`, as Swift allows.
    mutating func closureHeader() -> String? {
        var k = 0
        while peek(k).kind == .newline { k += 1 }
        if peek(k).kind == .leftBracket {
            // `[weak self]`, `[unowned self]`: names and commas up to `]`.
            k += 1
            let open = k
            while [.name, .comma].contains(peek(k).kind) { k += 1 }
            guard peek(k).kind == .rightBracket, k > open else { return nil }
            k += 1
        }
        var receiver: Token
        if peek(k).kind == .name || peek(k).kind == .closureArgument {
            receiver = peek(k)
            k += 1
        } else if peek(k).kind == .leftParen, peek(k + 1).kind == .name {
            receiver = peek(k + 1)
            k += 2
            if peek(k).kind == .colon {
                // A type annotation: names and dots.
                k += 1
                while peek(k).kind == .name || peek(k).kind == .dot { k += 1 }
            }
            guard peek(k).kind == .rightParen else { return nil }
            k += 1
        } else {
            return nil
        }
        if peek(k).kind == .arrow {
            k += 1
            if peek(k).kind == .name {
                k += 1
            } else if peek(k).kind == .leftParen, peek(k + 1).kind == .rightParen {
                k += 2
            } else {
                return nil
            }
        }
        guard peek(k).kind == .name, peek(k).word == .in else { return nil }
        for _ in 0...k { advance() }
        return text(receiver)
    }

    /// Consumes a receiver before a line of a block (`make.`, `maker.`,
    /// `$0.`): a name that is no attribute, or a closure argument, followed by
    /// a dot. The first receiver of a block (or its closure header's) is the
    /// block's; another one is an error at it.
    mutating func lineReceiver(_ receiver: inout String?) throws(Stop) {
        let token = current
        guard token.kind == .name || token.kind == .closureArgument, peek(1).kind == .dot, peek(2).kind == .name
        else { return }
        if token.kind == .name, token.word?.isAttribute == true || token.word == .with || token.word == .and
            || pastedAttribute(token) != nil {
            return
        }
        let name = text(token)
        // A name is a receiver when it is the block's, a usual one, or when
        // an attribute follows it (`lft.equalTo(b)` stays a misspelt attribute).
        let next = peek(2)
        let attributeFollows = next.word?.isAttribute == true || next.word == .with || next.word == .and
            || pastedAttribute(next) != nil
        guard token.kind == .closureArgument || name == receiver || Parser.usualReceivers.contains(name)
            || attributeFollows else { return }
        if receiver == nil, token.kind == .name { undeclaredReceiver = (name, location(token)) }
        if let receiver, receiver != name {
            throw fail("'\(name).' is not this block's receiver '\(receiver)': every line of a block constrains "
                       + "the block's view; write '\(receiver).ATTRIBUTE…' or the attribute alone", at: token)
        }
        receiver = name
        advance()
        advance()
    }

    /// Moves past the newlines before a line that goes on with `.` (Swift's
    /// chains split over lines: `make.top.equalTo(b)` then `    .offset(8)`).
    mutating func skipNewlinesBeforeDot() {
        var k = 0
        while peek(k).kind == .newline { k += 1 }
        guard k > 0, peek(k).kind == .dot else { return }
        for _ in 0..<k { advance() }
    }

    /// The names code usually gives a block's receiver.
    static let usualReceivers: Set<String> = ["make", "maker", "m", "mk"]

    /// The attributes a `mas_`-prefixed name spells (`mas_top`, `mas_edges`), if any.
    func pastedAttribute(_ token: Token) -> [Attribute]? {
        guard token.kind == .name, token.end - token.start > 4,
              lexer.bytes[token.start..<token.start + 4].elementsEqual("mas_".utf8) else { return nil }
        return WordTable.shared.word(lexer.bytes, token.start + 4..<token.end)?.attributes
    }

    // MARK: Values

    /// A value of pasted code: a number, or one of UIKit's structures.
    enum PastedValue {
        case number(Double)
        case size(Double, Double)
        case point(Double, Double)
        case insets(Insets)
        case directionalInsets(ConstraintDraft.DirectionalInsets)
    }

    /// The UIKit structures pasted code builds, with their argument labels
    /// (the C functions `…Make` take the same numbers without labels).
    private static let constructors: [String: (kind: String, labels: [String])] = [
        "UIEdgeInsets": ("insets", ["top", "left", "bottom", "right"]),
        "NSEdgeInsets": ("insets", ["top", "left", "bottom", "right"]),
        "ConstraintInsets": ("insets", ["top", "left", "bottom", "right"]),
        "UIEdgeInsetsMake": ("insets", []),
        "NSEdgeInsetsMake": ("insets", []),
        "insets": ("insets", []),
        "NSDirectionalEdgeInsets": ("directional", ["top", "leading", "bottom", "trailing"]),
        "ConstraintDirectionalInsets": ("directional", ["top", "leading", "bottom", "trailing"]),
        "NSDirectionalEdgeInsetsMake": ("directional", []),
        "CGSize": ("size", ["width", "height"]),
        "NSSize": ("size", ["width", "height"]),
        "CGSizeMake": ("size", []),
        "NSMakeSize": ("size", []),
        "size": ("size", []),
        "CGPoint": ("point", ["x", "y"]),
        "NSPoint": ("point", ["x", "y"]),
        "CGPointMake": ("point", []),
        "NSMakePoint": ("point", []),
        "point": ("point", []),
    ]

    /// The zero values pasted code names: `UIEdgeInsetsZero`, `CGSizeZero`, `CGPointZero`…
    private static let zeros: [String: String] = [
        "UIEdgeInsetsZero": "insets", "NSEdgeInsetsZero": "insets", "NSDirectionalEdgeInsetsZero": "directional",
        "CGSizeZero": "size", "NSZeroSize": "size", "CGPointZero": "point", "NSZeroPoint": "point",
    ]

    /// Casts of a number that pasted Swift code writes: `CGFloat(8)`.
    private static let numberCasts: Set<String> = ["CGFloat", "Double", "Float", "Int", "NSNumber"]

    /// Whether the cursor is at a pasted value other than a plain number:
    /// a boxed number (`@10`, `@(10)`), `.zero`, a constructor, a zero
    /// constant or a cast.
    mutating func atPastedValue() -> Bool {
        let token = current
        switch token.kind {
        case .at: return [.number, .minus, .plus, .leftParen].contains(peek(1).kind)
        case .dot: return peek(1).kind == .name && text(peek(1)) == "zero"
        case .name:
            // Every constructor, zero and cast begins with a capital letter but
            // the language's size(…), point(…), insets(…): view names rarely do.
            let initial = lexer.bytes[token.start]
            guard initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z") || token.word == .size
                || token.word == .point || token.word == .insets else { return false }
            let name = text(token)
            if Parser.zeros[name] != nil { return true }
            if peek(1).kind == .dot, peek(2).kind == .name, text(peek(2)) == "zero",
               Parser.constructors[name] != nil { return true }
            guard peek(1).kind == .leftParen else { return false }
            return Parser.constructors[name] != nil || Parser.numberCasts.contains(name)
        default: return false
        }
    }

    /// A value as pasted code writes it: a number (with a sign, C's float
    /// suffix, boxed `@10` or `@(10)`, or cast `CGFloat(10)`), `.zero`,
    /// `UIEdgeInsetsMake(t, l, b, r)`, `UIEdgeInsets(top:left:bottom:right:)`,
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
    /// `CGSizeMake(w, h)`, `CGSize(width:height:)`, `CGPointMake(x, y)`,
    /// `CGPoint(x:y:)`, the language's `size(…)`, `point(…)`, `insets(…)`,
    /// and the zero constants (`UIEdgeInsetsZero`, `CGSize.zero`).
    /// `.zero` alone is the number 0, which every structure's zero gives.
    mutating func pastedValue() throws(Stop) -> PastedValue {
        let token = current
        // A box or a call nests another value: one level more.
        if token.kind == .at || token.kind == .name, valueDepth >= Parser.valueDepthLimit {
            let construct = token.kind == .name ? "\(text(token))(…)" : "@(…)"
            throw fail("'\(construct)' nested more than \(Parser.valueDepthLimit) deep; write the number", at: token)
        }
        valueDepth += 1
        defer { valueDepth -= 1 }
        switch token.kind {
        case .minus where peek(1).kind == .name, .plus where peek(1).kind == .name:
            let sign = advance()
            let name = text(current)
            if Parser.numberCasts.contains(name), peek(1).kind == .leftParen {
                // `-CGFloat(20)`: the cast's number, signed.
                let value = try pastedNumber()
                return .number(sign.kind == .minus ? -value : value)
            }
            if Parser.constructors[name] != nil, peek(1).kind == .leftParen {
                throw fail("'\(name)(…)' cannot take a sign; write the negative numbers inside it", at: current)
            }
            throw unknownValue(current)
        case .number, .minus, .plus:
            return .number(try signedNumber())
        case .at:
            advance()
            return .number(try boxedNumber())
        case .dot where peek(1).kind == .name && text(peek(1)) == "zero":
            advance()
            advance()
            return .number(0)
        case .name:
            let name = text(token)
            if let kind = Parser.zeros[name] {
                advance()
                return zero(kind)
            }
            if let constructor = Parser.constructors[name], peek(1).kind == .dot, text(peek(2)) == "zero" {
                advance(); advance(); advance()
                return zero(constructor.kind)
            }
            if Parser.numberCasts.contains(name), peek(1).kind == .leftParen {
                advance()
                advance()
                let value = try pastedNumber()
                try expect(.rightParen, "')' after the number of '\(name)(…)'")
                return .number(value)
            }
            if let constructor = Parser.constructors[name], peek(1).kind == .leftParen {
                advance()
                return try constructed(name, constructor.kind, labels: constructor.labels)
            }
            throw unknownValue(token)
        default:
            throw expected("a value (a number, CGSizeMake(…), CGPointMake(…), UIEdgeInsetsMake(…) …)")
        }
    }

    /// How deep pasted values may nest (`@(@(1))` is 2): far more than code
    /// writes, few enough for any stack.
    static let valueDepthLimit = 32

    /// A number as pasted code writes it: `12`, `-4.5`, `20.f`, `@12`, `@(12)`, `CGFloat(12)`.
    mutating func pastedNumber() throws(Stop) -> Double {
        switch try pastedValue() {
        case .number(let value): return value
        default: throw fail("expected a number, found '\(source(from: current))'", at: current)
        }
    }

    /// The number of a boxed value after its `@`: `@12`, `@-4`, `@(12)`, `@(-4.5f)`.
    private mutating func boxedNumber() throws(Stop) -> Double {
        guard current.kind == .leftParen else { return try signedNumber() }
        advance()
        let value = try pastedNumber()
        try expect(.rightParen, "')' after the boxed number")
        return value
    }

    /// "'kPadding' is not a number…" at a name where a value is needed.
    mutating func unknownValue(_ token: Token) -> Stop {
        let name = text(token)
        if peek(1).kind == .leftParen {
            return fail("'\(name)(…)' is not a value layoutdb knows; write a number, size(W, H), point(X, Y) or "
                        + "insets(T, L, B, R)", at: token)
        }
        return fail("'\(name)' is not a number: a constant of the code has no value here; write the number", at: token)
    }

    private func zero(_ kind: String) -> PastedValue {
        switch kind {
        case "insets": .insets(.zero)
        case "directional": .directionalInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
        case "size": .size(0, 0)
        default: .point(0, 0)
        }
    }

    /// The arguments of a constructor after its name: `(N, N, …)`, or with
    /// the labels of its Swift initialiser (`(top: 8, left: 16, …)`).
    private mutating func constructed(_ name: String, _ kind: String, labels: [String]) throws(Stop) -> PastedValue {
        let count = kind == "size" || kind == "point" ? 2 : 4
        try expect(.leftParen, "'(' after '\(name)'")
        var values: [Double] = []
        for index in 0..<count {
            if index > 0 { try expect(.comma, "',' and \(count) numbers in '\(name)(…)'") }
            if !labels.isEmpty {
                let label = current
                guard label.kind == .name, text(label) == labels[index], peek(1).kind == .colon else {
                    throw fail("expected '\(labels[index]):' in '\(name)(\(labels.map { "\($0):" }.joined()))', "
                               + "found \(describe(label))", at: label)
                }
                advance()
                advance()
            }
            values.append(try pastedNumber())
        }
        try expect(.rightParen, "')' after the \(count) arguments of '\(name)'")
        switch kind {
        case "insets": return .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case "directional":
            return .directionalInsets(.init(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
        case "size": return .size(values[0], values[1])
        default: return .point(values[0], values[1])
        }
    }

    /// The modifier a value sets when given to `offset`, `mas_offset` or
    /// `valueOffset`, as Masonry dispatches a boxed value: a number is an
    /// offset, a size a `sizeOffset`, a point a `centerOffset`, insets `insets`.
    func offsetModifier(_ value: PastedValue) -> ConstraintDraft.Modifier {
        switch value {
        case .number(let c): .offset(c)
        case .size(let w, let h): .sizeOffset(w, h)
        case .point(let x, let y): .centerOffset(x, y)
        case .insets(let insets): .insets(insets)
        case .directionalInsets(let insets): .directionalInsets(insets)
        }
    }

    /// The target a value is (`equalTo(CGSizeMake(40, 30))`).
    func valueTarget(_ value: PastedValue) -> ConstraintDraft.TargetValue {
        switch value {
        case .number(let c): .number(c)
        case .size(let w, let h): .size(w, h)
        case .point(let x, let y): .point(x, y)
        case .insets(let insets): .insets(insets)
        case .directionalInsets(let insets): .directionalInsets(insets)
        }
    }

    // MARK: Values of the running app

    /// Why a value of pasted code is one of the running app, the strongest
    /// reason first: a random number, the device, a view's frame, a method's result.
    private enum RunTimeValue: Int, Comparable {
        case method, frame, device, random

        static func < (a: RunTimeValue, b: RunTimeValue) -> Bool { a.rawValue < b.rawValue }

        var reason: String {
            switch self {
            case .method: "is computed when the app runs (what a method returns)"
            case .frame: "is computed when the app runs (a view's frame)"
            case .device: "depends on the device the app runs on"
            case .random: "is a random number, drawn when the app runs"
            }
        }
    }

    /// The names of the device in code, and the properties whose value is the device's.
    private static let deviceNames: Set<String> = ["UIScreen", "UIDevice", "UIApplication", "NSScreen"]
    private static let deviceProperties: Set<String> = ["mainScreen", "scale", "nativeScale", "displayScale",
                                                        "statusBarFrame", "safeAreaInsets"]
    /// A view's geometry, known once it is laid out.
    private static let frameProperties: Set<String> = ["frame", "bounds", "contentSize", "intrinsicContentSize"]
    /// The functions whose value is a random number.
    private static let randomFunctions: Set<String> = ["arc4random", "arc4random_uniform", "rand", "random", "drand48"]

    /// Refuses the argument at the cursor (up to its call's `)`, or a `,` of
    /// that call) when it is a value of the running app: the device's
    /// (`[UIScreen mainScreen].bounds.size.width`, `1 / UIScreen.main.scale`),
    /// a view's frame (`self.view.frame.size.height`), a random number
    /// (`arc4random_uniform(40)`), a message's result (`[self topInset]`).
    /// The error quotes the whole argument as written, at its first token.
    mutating func rejectRunTimeValue() throws(Stop) {
        var found: RunTimeValue?
        var depth = 0
        var last = -1
        var k = 0
        scan: while k < 256 {
            let token = peek(k)
            switch token.kind {
            case .newline, .end, .semicolon, .leftBrace, .rightBrace, .invalid: break scan
            case .rightParen, .rightBracket:
                if depth == 0 { break scan }
                depth -= 1
            case .comma where depth == 0: break scan
            case .leftParen: depth += 1
            case .leftBracket:
                depth += 1
                // `[receiver message]`: a message send, not a list.
                if peek(k + 1).kind == .name, peek(k + 2).kind == .name { found = max(found ?? .method, .method) }
            case .name:
                let name = text(token)
                let member = k > 0 && peek(k - 1).kind == .dot
                if Parser.randomFunctions.contains(name), peek(k + 1).kind == .leftParen, !member || name == "random" {
                    found = .random
                } else if !member && Parser.deviceNames.contains(name) || member && Parser.deviceProperties.contains(name)
                            || name == "mainScreen" {
                    found = max(found ?? .device, .device)
                } else if member && Parser.frameProperties.contains(name) {
                    found = max(found ?? .frame, .frame)
                }
            default: break
            }
            last = k
            k += 1
        }
        guard let found, last >= 0 else { return }
        let first = current
        let end = peek(last).end
        let written = String(decoding: lexer.bytes[min(first.start, end)..<end], as: UTF8.self)
        throw fail("'\(written)' \(found.reason), which a layout file cannot know; write the number", at: first)
    }

    // MARK: Targets written as code

    /// Receivers of a target in pasted code that stand for the view
    /// controller or a copy of `self`; what follows names the view.
    private static var selfNames: Set<String> { View.codeSelfNames }

    /// A guide by the name code gives it (``ViewGuide/codeNames``: `safeAreaLayoutGuide`,
    /// `mas_safeAreaLayoutGuideTop`, `topLayoutGuide`, `mas_topLayoutGuide` …) or by the
    /// language's own (`safeArea`, `marginsGuide`, `contentGuide`, `frameGuide`).
    private static func guide(named name: String) -> CodeGuide? {
        ViewGuide.codeNames[name] ?? ViewGuide(rawValue: name).map { .viewGuide($0, nil) }
    }

    /// What a target names so far, segment after segment.
    private struct TargetState {
        var view: String
        var guide: ViewGuide?
        var attribute: Attribute?
        var composite: CompositeAttribute?
        /// A view controller's old layout guide whose attribute is still to come (`topLayoutGuide.snp.…`).
        var controllerGuide: ControllerLayoutGuide?
    }

    /// A target that names a view as code does, its first name at the
    /// cursor: `VIEW`, `self.VIEW`, `weakSelf.VIEW`, `self.view` (the root),
    /// `VIEW.superview`, `VIEW.snp.ATTR`, `VIEW.mas_ATTR`, `VIEW.safeArea`,
    /// `VIEW.safeAreaLayoutGuide.snp.ATTR`, `VIEW.mas_safeAreaLayoutGuideTop`,
    /// the root's guides with or without `self.` (`safeAreaLayoutGuide.snp.bottom`),
    /// and a view controller's old layout guides (`self.mas_topLayoutGuide`,
    /// `self.topLayoutGuide.snp.bottom`: the safe area's top). A view `_name`
    /// or `view` that the document does not have is resolved when the edit is
    /// applied (to `name`, to the root).
    mutating func viewTarget() throws(Stop) -> ConstraintDraft.TargetValue {
        if peek(1).kind == .leftParen { throw unknownValue(current) }
        let first = advance()
        var state = TargetState(view: text(first))
        if Parser.selfNames.contains(state.view) {
            guard current.kind == .dot, peek(1).kind == .name else {
                throw fail("'\(state.view)' alone is not a view; write '\(state.view).view' (the root) or '\(state.view).NAME'",
                           at: first)
            }
            state.view = View.rootName
            // `self.safeAreaLayoutGuide`, `self.mas_topLayoutGuide`: the root's guide, read below.
            if ViewGuide.codeNames[text(peek(1))] == nil {
                advance()
                let name = advance()
                if text(name) != "view" { state.view = text(name) }
            }
        } else if ViewGuide.codeNames[state.view] != nil {
            // A guide without `self.`: a view's (or view controller's) own, the root's.
            state.view = View.rootName
            try targetSegment(first, &state)
        }
        while current.kind == .dot, peek(1).kind == .name {
            let segment = peek(1)
            let word = segment.word
            if let word, word.relationCall != nil || word.isModifier || word == .with || word == .and { break }
            if isPastedModifier(segment) { break }
            // After the attribute the target ends; the line says what follows is wrong.
            if state.attribute != nil || state.composite != nil { break }
            advance()
            advance()
            try targetSegment(segment, &state)
        }
        if let pending = state.controllerGuide {
            let written = source(from: first)
            throw fail("'\(written)' needs an attribute: \(Parser.edges(of: pending)); write '\(written).snp.\(pending == .top ? "bottom" : "top")'",
                       at: first)
        }
        let item = ItemName(view: state.view, guide: state.guide).name
        if let composite = state.composite { return .viewComposite(item, composite) }
        return .view(item, attribute: state.attribute)
    }

    /// What an old layout guide's edges are in the language, for messages.
    private static func edges(of guide: ControllerLayoutGuide) -> String {
        guide == .top ? "its top is root.top, its bottom root.safeArea.top"
            : "its top is root.safeArea.bottom, its bottom root.bottom"
    }

    /// One name of a target after its view (`snp`, `superview`, a guide, an attribute).
    private mutating func targetSegment(_ segment: Token, _ state: inout TargetState) throws(Stop) {
        let name = text(segment)
        let word = segment.word
        if name == "snp" { return }
        if word == .superview {
            guard state.guide == nil, state.controllerGuide == nil else { throw fail("a layout guide has no superview", at: segment) }
            state.view += ".superview"
            return
        }
        let attributes = word?.attribute != nil || word?.composite != nil ? word : nil
        let unprefixed = attributes ?? pastedWord(segment)
        if let pending = state.controllerGuide {
            // `topLayoutGuide.snp.bottom`: the guide's attribute, on the root.
            guard let single = unprefixed?.attribute, let (guide, attribute) = pending.rootItem(single) else {
                throw fail("the \(pending.rawValue) layout guide's '\(name)'\(name == "height" ? " (the safe area's inset)" : "") "
                           + "has no item in the language; \(Parser.edges(of: pending))", at: segment)
            }
            state.controllerGuide = nil
            state.guide = guide
            state.attribute = attribute
            return
        }
        if let spelled = Parser.guide(named: name) {
            guard state.guide == nil else { throw fail("'\(name)' after a layout guide", at: segment) }
            switch spelled {
            case .viewGuide(let guide, let attribute):
                state.guide = guide
                state.attribute = attribute
            case .controllerGuide(let guide, let attribute):
                guard state.view == View.rootName else {
                    throw fail("'\(name)' is a view controller's layout guide, not a view's: write 'self.\(name)'", at: segment)
                }
                if let attribute, let (rootGuide, rootAttribute) = guide.rootItem(attribute) {
                    state.guide = rootGuide
                    state.attribute = rootAttribute
                } else {
                    state.controllerGuide = guide
                }
            }
            return
        }
        if let single = unprefixed?.attribute {
            state.attribute = single
        } else if let many = unprefixed?.composite {
            state.composite = many
        } else if name.hasPrefix("mas_") {
            // Suggest among Masonry's spellings: `mas_botom` → `mas_bottom`.
            let candidates = attributeNames.map { "mas_" + $0 } + ViewGuide.codeNames.keys.sorted()
            let suggestion = closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown attribute '\(name)'\(suggestion)", at: segment)
        } else {
            throw unknownAttribute(segment, candidates: attributeNames + [View.superviewName, ViewGuide.safeArea.rawValue,
                                                                           ViewGuide.marginsGuide.rawValue,
                                                                           "snp", "safeAreaLayoutGuide"])
        }
    }

    /// The word a `mas_`-prefixed name spells without its prefix.
    func pastedWord(_ token: Token) -> Word? {
        guard token.kind == .name, token.end - token.start > 4,
              lexer.bytes[token.start..<token.start + 4].elementsEqual("mas_".utf8) else { return nil }
        return WordTable.shared.word(lexer.bytes, token.start + 4..<token.end)
    }

    /// Whether a name is a modifier only pasted code writes (`mas_offset`, `valueOffset`, `mas_key`).
    func isPastedModifier(_ token: Token) -> Bool {
        guard token.kind == .name else { return false }
        return Parser.pastedModifiers.contains(text(token))
    }

    /// The modifiers only pasted code writes.
    static let pastedModifiers: Set<String> = ["mas_offset", "valueOffset", "mas_key"]

    // MARK: Priorities

    /// The types code names a priority through: `UILayoutPriority.defaultHigh`,
    /// `ConstraintPriority.high`, `UILayoutPriority(rawValue: 999)`.
    private static let priorityTypes: Set<String> = ["UILayoutPriority", "ConstraintPriority", "NSLayoutConstraint",
                                                     "LayoutPriority", "MASLayoutPriority"]

    /// A priority as code writes it, as a number to be checked: a number, a
    /// name (`high`, `.defaultHigh`, `UILayoutPriority.defaultLow`,
    /// `UILayoutPriorityDefaultHigh`, `MASLayoutPriorityDefaultLow`),
    /// `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(999)`, then any
    /// `.advanced(by: N)` and, with `arithmetic`, `+ N` / `- N`.
    mutating func priorityExpression(arithmetic: Bool) throws(Stop) -> Double {
        var value = try priorityTerm()
        while true {
            if current.kind == .dot, peek(1).kind == .name, text(peek(1)) == "advanced", peek(2).kind == .leftParen {
                advance(); advance(); advance()
                guard current.kind == .name, text(current) == "by", peek(1).kind == .colon else {
                    throw expected("'by:' in '.advanced(by: N)'")
                }
                advance(); advance()
                value += try pastedNumber()
                try expect(.rightParen, "')' after the number of '.advanced(by:)'")
            } else if arithmetic, current.kind == .plus || current.kind == .minus, peek(1).kind == .number {
                let sign = advance()
                let number = try signedNumber()
                value += sign.kind == .minus ? -number : number
            } else {
                return value
            }
        }
    }

    private mutating func priorityTerm() throws(Stop) -> Double {
        let token = current
        switch token.kind {
        case .number, .minus, .plus:
            return try signedNumber()
        case .dot where peek(1).kind == .name:
            advance()
            return try priorityName(advance())
        case .name:
            let name = text(token)
            if Parser.priorityTypes.contains(name) {
                advance()
                if current.kind == .dot, peek(1).kind == .name, text(peek(1)) == "Priority" {
                    advance(); advance()  // NSLayoutConstraint.Priority
                }
                if current.kind == .leftParen {
                    advance()
                    if current.kind == .name, text(current) == "rawValue", peek(1).kind == .colon {
                        advance(); advance()
                    }
                    let value = try pastedNumber()
                    try expect(.rightParen, "')' after the number of '\(name)(…)'")
                    return value
                }
                guard current.kind == .dot, peek(1).kind == .name else {
                    throw expected("'.NAME' or '(N)' after '\(name)'")
                }
                advance()
                return try priorityName(advance())
            }
            if Parser.numberCasts.contains(name), peek(1).kind == .leftParen { return try pastedNumber() }
            return try priorityName(advance())
        default:
            throw expected("a priority (1…1000, required, high, medium or low)")
        }
    }

    private mutating func priorityName(_ token: Token) throws(Stop) -> Double {
        let name = text(token)
        guard token.kind == .name, let value = Priority.codeNames[name] else {
            let suggestion = closestName(to: name, in: Priority.codeNames.keys.sorted())
                .map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown priority '\(name)'; expected a number 1…1000 or required, high, medium, low\(suggestion)",
                       at: token)
        }
        return Double(value)
    }
}
