import LayoutSolver

/// Numbers, priorities, keys and targets: the values inside statements and lines.
extension Parser {
    /// Fails when a size token holds a non-finite value (`1e999x10`) or a
    /// side out of range: a canvas's sides are more than 0 and at most
    /// ``NumberBounds/length``, an intrinsic size's at most that.
    mutating func checkSize(_ token: Token, ofCanvas: Bool) throws(Stop) {
        guard token.number.isFinite && token.number2.isFinite else {
            throw fail("number '\(text(token))' is not finite", at: token)
        }
        if ofCanvas {
            guard NumberBounds.isCanvasSide(token.number) && NumberBounds.isCanvasSide(token.number2) else {
                throw fail("canvas size '\(text(token))' is out of range \(NumberBounds.canvasRule)", at: token)
            }
        } else if !(NumberBounds.isLength(token.number) && NumberBounds.isLength(token.number2)) {
            throw fail("size '\(text(token))' is out of range \(NumberBounds.lengthRule)", at: token)
        }
    }

    /// A number with an optional sign: `12`, `-4.5`, `+1e3`; finite and at
    /// most ``NumberBounds/length`` either way (the widest bound of any
    /// number of a file; multipliers and priorities have narrower ones).
    mutating func signedNumber() throws(Stop) -> Double {
        var sign = 1.0
        let first = current
        if current.kind == .minus || current.kind == .plus {
            sign = advance().kind == .minus ? -1 : 1
        }
        let token = current
        switch token.kind {
        case .number:
            guard token.number.isFinite else { throw fail("number '\(text(token))' is not finite", at: token) }
            advance()
            guard readingPriority || NumberBounds.isLength(token.number) else {
                throw fail("number '\(source(from: first))' is out of range \(NumberBounds.lengthRule)", at: first)
            }
            return sign * token.number
        case .size:
            throw fail("expected a number, found the size '\(text(token))'", at: token)
        default:
            throw expected("a number")
        }
    }

    /// A priority: a whole number 1…1000 or `required`, `high`, `medium`,
    /// `low`, or as code writes it (``priorityExpression(arithmetic:)``: `.defaultHigh`,
    /// `UILayoutPriority(rawValue: 999)`, `.high - 1` …).
    /// With `arithmetic` (inside code's `.priority(…)`), `+ N` and `- N` may
    /// follow (`.high + 1`); elsewhere a sign after a priority is what comes next
    /// (`hugging 250 -1` is two priorities, the second out of range).
    mutating func priorityValue(arithmetic: Bool = false) throws(Stop) -> Priority {
        let first = current
        if first.kind == .name, let word = first.word, word.isModifier {
            throw fail("unknown priority '\(text(first))'; expected a number 1…1000 or required, high, medium, low",
                       at: first)
        }
        readingPriority = true
        defer { readingPriority = false }
        let value = try priorityExpression(arithmetic: arithmetic)
        let written = source(from: first)
        guard value == value.rounded(), value >= 1, value <= 1000, let priority = Priority(Int(value)) else {
            throw fail("priority \(written) is out of range 1…1000", at: first)
        }
        return priority
    }

    /// A key: a name with optional `[digits]` suffixes (`left[0]`), or a string.
    mutating func keyValue() throws(Stop) -> String {
        if current.kind == .at, peek(1).kind == .string { advance() }  // Objective-C's @"key"
        let token = current
        if token.kind == .string {
            advance()
            return lexer.stringValue(token)
        }
        guard token.kind == .name else { throw expected("a key (a name or a string)") }
        advance()
        var key = text(token)
        while current.kind == .leftBracket, peek(1).kind == .number, peek(2).kind == .rightBracket,
              isDigits(peek(1)) {
            advance()
            key += "[" + text(advance()) + "]"
            advance()
        }
        return key
    }

    private func isDigits(_ token: Token) -> Bool {
        let bytes = lexer.bytes
        guard token.start < token.end, token.end <= bytes.count else { return false }
        return bytes[token.start..<token.end].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// "unknown attribute 'x'; did you mean 'y'?" at a token.
    mutating func unknownAttribute(_ token: Token, candidates: [String] = attributeNames) -> Stop {
        let name = text(token)
        let suggestion = closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return fail("unknown attribute '\(name)'\(suggestion)", at: token)
    }

    // MARK: Targets

    /// A target or a list of targets, added to the draft.
    mutating func targets(into draft: inout ConstraintDraft) throws(Stop) {
        if current.kind == .at, peek(1).kind == .leftBracket { advance() }  // Objective-C's @[a, b]
        guard current.kind == .leftBracket else {
            draft.targets.append(try target())
            return
        }
        let open = advance()
        draft.isList = true
        if current.kind == .rightBracket { throw fail("an empty list has no target", at: open) }
        while true {
            draft.targets.append(try target())
            if current.kind == .comma {
                advance()
            } else if current.kind == .rightBracket {
                advance()
                return
            } else {
                throw expected("',' or ']' in the list of targets")
            }
        }
    }

    /// One target: `VIEW`, `VIEW.ATTR`, a number, `size(W, H)`, `point(X, Y)`, `insets(T, L, B, R)`.
    mutating func target() throws(Stop) -> ConstraintDraft.Target {
        let token = current
        let place = location(token)
        if atPastedValue() {
            return .init(value: valueTarget(try pastedValue()), location: place)
        }
        switch token.kind {
        case .number, .minus, .plus:
            let value = try signedNumber()
            if current.kind == .dot && peek(1).kind == .name {
                throw fail("a number where a view is needed: '\(source(from: token))'", at: token)
            }
            return .init(value: .number(value), location: place)
        case .name:
            if peek(1).kind == .leftParen, let word = token.word, word == .size || word == .point || word == .insets {
                advance()
                let values = try arguments(count: word == .insets ? 4 : 2, of: word, wrapper: nil)
                let value: ConstraintDraft.TargetValue = switch word {
                case .size: .size(values[0], values[1])
                case .point: .point(values[0], values[1])
                default: .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
                }
                return .init(value: value, location: place)
            }
            return .init(value: try viewTarget(), location: place)
        case .leftBracket:
            throw fail("a list cannot contain another list", at: token)
        case .size:
            throw fail("expected a target, found the size '\(text(token))'; write size(W, H)", at: token)
        default:
            throw expected("a target (a view, VIEW.ATTRIBUTE, a number, size(…), point(…), insets(…) or a list)")
        }
    }

    /// `(N, N, …)` after a call's name, or `(WRAPPER(N, N, …))` when a wrapper is allowed
    /// (`insets(insets(0, 16, 0, 16))`); exactly `count` numbers.
    mutating func arguments(count: Int, of word: Word, wrapper: Word?) throws(Stop) -> [Double] {
        try expect(.leftParen, "'(' after '\(word.rawValue)'")
        if let wrapper, current.word == wrapper, peek(1).kind == .leftParen {
            advance()
            let values = try arguments(count: count, of: wrapper, wrapper: nil)
            try expect(.rightParen, "')' after the argument of '\(word.rawValue)'")
            return values
        }
        var values: [Double] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 {
                try expect(.comma, "',' and \(count) numbers in '\(word.rawValue)(…)'")
            }
            values.append(try signedNumber())
        }
        try expect(.rightParen, "')' after the \(count == 1 ? "argument" : "\(count) arguments") of '\(word.rawValue)'")
        return values
    }
}
