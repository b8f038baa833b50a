import LayoutSolver

/// A line of a block (`language.md`, "Constraint lines"), in the chain form
/// (`left.right.equalTo(superview).inset(16)`) or the equation form
/// (`top == header.bottom + 20 @750 key t`); the one-line statement uses it too.
extension Parser {
    /// Parses a line from its first attribute up to (not including) its end.
    /// The draft reuses the buffers of `scratch`; give it back there when done.
    /// With `inBlock`, a line with no relation is Masonry's: `left.offset(10)`
    /// and a bare `left` are `equalTo(superview)` (a size: a constant).
    mutating func constraintLine(start: SourceLocation, inBlock: Bool = false) throws(Stop) -> ConstraintDraft {
        var draft = ConstraintDraft(location: start)
        swap(&draft, &scratch)
        draft.reset(location: start)
        draft.dialect = dialect
        /// The relation as written, once seen (for "written twice" and "after the relation").
        var relationWritten: String?
        /// The modifier that made the relation Masonry's implicit one (no relation written).
        var implicitModifier: Token?
        var firstSegment = true
        segments: while true {
            let token = current
            guard token.kind == .name else {
                if firstSegment { throw expected("an attribute") }
                throw expected("an attribute, a relation or a modifier after '.'")
            }
            firstSegment = false
            let word = token.word
            if word == .with || word == .and {
                advance()
            } else if let attributes = word?.attributes ?? pastedAttribute(token) {
                if let relationWritten {
                    throw fail("attribute '\(text(token))' after the relation '\(relationWritten)'; attributes come before it",
                               at: token)
                }
                advance()
                draft.attributes += attributes
                if let composite = word?.composite {
                    draft.terms.append(.composite(composite))
                } else {
                    ConstraintChain.appendTerms(of: attributes, to: &draft.terms)
                }
            } else if let word, let call = word.relationCall {
                if let implicitModifier {
                    throw fail("modifier '\(text(implicitModifier))' before the relation; modifiers come after it",
                               at: implicitModifier)
                }
                if let relationWritten {
                    throw fail("relation written twice: '\(text(token))' after '\(relationWritten)'", at: token)
                }
                if draft.attributes.isEmpty { throw fail("expected an attribute before '\(text(token))'", at: token) }
                advance()
                draft.relation = call.relation
                if call.superview {
                    try optionalEmptyParentheses(word)
                    if current.kind == .leftBrace {
                        throw fail("SnapKit's closure form '\(text(token)) { … }' is not read; write "
                                   + "'\(text(token).dropLast("Superview".count))(superview.ATTRIBUTE)'",
                                   at: current)
                    }
                    draft.targets.append(.init(value: .view(View.superviewName, attribute: nil), location: location(token)))
                } else {
                    try expect(.leftParen, "'(' after '\(text(token))'")
                    try rejectRunTimeValue()
                    try targets(into: &draft)
                    try expect(.rightParen, "')' after the target of '\(text(token))'")
                }
                relationWritten = text(token)
            } else if word?.isModifier == true || isPastedModifier(token) {
                if relationWritten == nil {
                    guard inBlock, !draft.attributes.isEmpty else {
                        throw fail("modifier '\(text(token))' before the relation; modifiers come after it", at: token)
                    }
                    try implicitSuperview(&draft, at: token)
                    implicitModifier = token
                    relationWritten = "equalTo(superview)"
                }
                advance()
                try modifier(word, token, &draft)
            } else if relationWritten == nil {
                throw unknownAttribute(token, candidates: attributeNames + Word.relationNames)
            } else {
                let suggestion = closestName(to: text(token), in: Word.modifierNames).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown modifier '\(text(token))'\(suggestion)", at: token)
            }

            if inBlock { skipNewlinesBeforeDot() }
            if current.kind == .dot {
                advance()
                continue segments
            }
            if let relation = current.relationSymbol {
                let symbol = current
                if let implicitModifier {
                    throw fail("modifier '\(text(implicitModifier))' before the relation; modifiers come after it",
                               at: implicitModifier)
                }
                if let relationWritten {
                    throw fail("relation written twice: '\(text(symbol))' after '\(relationWritten)'", at: symbol)
                }
                if draft.attributes.isEmpty { throw fail("expected an attribute before '\(text(symbol))'", at: symbol) }
                advance()
                draft.relation = relation
                try equation(after: symbol, &draft)
                relationWritten = text(symbol)
                try afterEquation(relationWritten: text(symbol))
            }
            break segments
        }
        if relationWritten == nil, inBlock, !draft.attributes.isEmpty, current.endsStatement || current.kind == .rightBrace {
            try implicitSuperview(&draft, at: current)
            relationWritten = "equalTo(superview)"
        }
        guard relationWritten != nil else {
            throw expected("a relation ('.equalTo(…)', '.greaterThanOrEqualTo(…)', '.lessThanOrEqualTo(…)', '==', '>=' or '<=')")
        }
        return draft
    }

    /// Masonry's line without a relation (`make.left.offset(10)`, `make.left;`):
    /// the relation is `==` and the target the superview's same attribute (a
    /// size: the constant alone), as Masonry installs it. SnapKit makes no
    /// constraint of such a line: under its dialect it is an error.
    private mutating func implicitSuperview(_ draft: inout ConstraintDraft, at token: Token) throws(Stop) {
        if dialect == .snapkit {
            throw fail("a line without a relation makes no constraint in SnapKit; write '.equalToSuperview()' (or "
                       + "'dialect masonry', where it means equalTo(superview))", at: token)
        }
        draft.relation = .equal
        draft.targets.append(.init(value: .number(0), location: location(token)))
    }

    /// `()` after a call that takes no argument; optional.
    private mutating func optionalEmptyParentheses(_ word: Word) throws(Stop) {
        guard current.kind == .leftParen else { return }
        advance()
        try expect(.rightParen, "')': '\(word.rawValue)' takes no argument")
    }

    /// One chain-form modifier, its name already consumed.
    private mutating func modifier(_ word: Word?, _ token: Token, _ draft: inout ConstraintDraft) throws(Stop) {
        let place = location(token)
        let modifier: ConstraintDraft.Modifier
        let name = text(token)
        if name == "mas_offset" || name == "valueOffset" {
            try expect(.leftParen, "'(' after '\(name)'")
            try rejectRunTimeValue()
            modifier = offsetModifier(try pastedValue())
            try expect(.rightParen, "')' after the argument of '\(name)'")
            draft.modifiers.append((modifier, place))
            return
        }
        if name == "mas_key" {
            try expect(.leftParen, "'(' after 'mas_key'")
            let key = try keyValue()
            try expect(.rightParen, "')' after the argument of 'mas_key'")
            draft.modifiers.append((.key(key), place))
            return
        }
        guard let word else { throw fail("unknown modifier '\(name)'", at: token) }
        switch word {
        case .offset:
            try expect(.leftParen, "'(' after 'offset'")
            try rejectRunTimeValue()
            modifier = offsetModifier(try pastedValue())
            try expect(.rightParen, "')' after the argument of 'offset'")
        case .inset, .insets:
            try expect(.leftParen, "'(' after '\(name)'")
            try rejectRunTimeValue()
            if word == .insets, [.number, .minus, .plus].contains(current.kind) {
                var v: [Double] = []
                for index in 0..<4 {
                    if index > 0 { try expect(.comma, "',' and 4 numbers in 'insets(…)'") }
                    v.append(try pastedNumber())
                }
                modifier = .insets(Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
            } else {
                let valueToken = current
                switch try pastedValue() {
                case .number(let v) where word == .inset: modifier = .inset(v)
                case .insets(let insets): modifier = .insets(insets)
                case .directionalInsets(let insets): modifier = .directionalInsets(insets)
                default:
                    throw fail("'\(name)' takes \(word == .inset ? "a number or " : "")insets: write insets(T, L, B, R) "
                               + "or UIEdgeInsetsMake(T, L, B, R)", at: valueToken)
                }
            }
            try expect(.rightParen, "')' after the argument\(word == .insets ? "s" : "") of '\(name)'")
        case .sizeOffset, .centerOffset:
            try expect(.leftParen, "'(' after '\(name)'")
            try rejectRunTimeValue()
            var pair: (Double, Double)
            if [.number, .minus, .plus].contains(current.kind) {
                let a = try pastedNumber()
                try expect(.comma, "',' and 2 numbers in '\(name)(…)'")
                pair = (a, try pastedNumber())
            } else {
                let valueToken = current
                switch (word, try pastedValue()) {
                case (.sizeOffset, .size(let w, let h)): pair = (w, h)
                case (.centerOffset, .point(let x, let y)): pair = (x, y)
                default:
                    throw fail("'\(name)' takes \(word == .sizeOffset ? "a size: write size(W, H) or CGSizeMake(W, H)" : "a point: write point(X, Y) or CGPointMake(X, Y)")",
                               at: valueToken)
                }
            }
            try expect(.rightParen, "')' after the 2 arguments of '\(name)'")
            modifier = word == .sizeOffset ? .sizeOffset(pair.0, pair.1) : .centerOffset(pair.0, pair.1)
        case .multipliedBy:
            try expect(.leftParen, "'(' after 'multipliedBy'")
            try rejectRunTimeValue()
            let value = try pastedNumber()
            try expect(.rightParen, "')' after the argument of 'multipliedBy'")
            modifier = .multiplier(try multiplier(value, at: token))
        case .dividedBy:
            try expect(.leftParen, "'(' after 'dividedBy'")
            try rejectRunTimeValue()
            let divisor = try divisor()
            try expect(.rightParen, "')' after the argument of 'dividedBy'")
            _ = try multiplier(1 / divisor, at: token)
            modifier = .dividedBy(divisor)
        case .priority:
            try expect(.leftParen, "'(' after 'priority'")
            let priority = try priorityValue(arithmetic: true)
            try expect(.rightParen, "')' after the argument of 'priority'")
            modifier = .priority(priority)
        case .key, .labeled:
            try expect(.leftParen, "'(' after '\(word.rawValue)'")
            let key = try keyValue()
            try expect(.rightParen, "')' after the argument of '\(word.rawValue)'")
            modifier = .key(key)
        case .inactive:
            try optionalEmptyParentheses(word)
            modifier = .inactive
        default:
            // priorityLow(), priorityMedium(), priorityHigh(), priorityRequired()
            try optionalEmptyParentheses(word)
            modifier = .priority(word.namedPriority ?? .required)
        }
        draft.modifiers.append((modifier, place))
    }

    /// `value` as the multiplier written at `token`, when it is one
    /// (``NumberBounds/isMultiplier(_:)``).
    private mutating func multiplier(_ value: Double, at token: Token) throws(Stop) -> Double {
        if let problem = NumberBounds.multiplierProblem(value) { throw fail(problem, at: token) }
        return value
    }

    /// A divisor: a number that is not 0 (as pasted code writes it too: `CGFloat(3)`).
    private mutating func divisor() throws(Stop) -> Double {
        let token = current
        let value = try pastedNumber()
        if value == 0 { throw fail("division by zero", at: token) }
        return value
    }

    /// The equation form after its relation symbol:
    /// `[TARGET [* N | / N]] [+ N | - N] [@PRIORITY] [key NAME] [inactive]`
    /// (the last three in any order).
    private mutating func equation(after symbol: Token, _ draft: inout ConstraintDraft) throws(Stop) {
        var hasTarget = false
        if current.kind != .plus && current.kind != .minus {
            if current.endsStatement || current.kind == .rightBrace || current.kind == .at {
                throw expected("a target after '\(text(symbol))'")
            }
            try targets(into: &draft)
            hasTarget = true
            if current.kind == .star || current.kind == .slash {
                let operation = advance()
                let place = location(operation)
                if operation.kind == .star {
                    draft.modifiers.append((.multiplier(try multiplier(try signedNumber(), at: operation)), place))
                } else {
                    let divisor = try divisor()
                    _ = try multiplier(1 / divisor, at: operation)
                    draft.modifiers.append((.dividedBy(divisor), place))
                }
            }
        }
        if current.kind == .plus || current.kind == .minus {
            let sign = advance()
            let token = current
            guard token.kind == .number else { throw expected("a number after '\(text(sign))'") }
            let value = try signedNumber()
            let constant = sign.kind == .minus ? -value : value
            if hasTarget {
                draft.modifiers.append((.addConstant(constant), location(sign)))
            } else {
                draft.targets.append(.init(value: .number(constant), location: location(sign)))
            }
        }
        while true {
            if current.kind == .at {
                let at = advance()
                draft.modifiers.append((.priority(try priorityValue()), location(at)))
            } else if current.word == .key, [.name, .string, .invalid].contains(peek(1).kind) {
                let key = advance()
                draft.modifiers.append((.key(try keyValue()), location(key)))
            } else if current.word == .inactive, peek(1).kind != .dot, peek(1).kind != .leftParen {
                draft.modifiers.append((.inactive, location(advance())))
            } else {
                return
            }
        }
    }

    /// Reports what may not follow an equation: a second relation, an attribute, a chain modifier.
    private mutating func afterEquation(relationWritten: String) throws(Stop) {
        if current.relationSymbol != nil {
            throw fail("relation written twice: '\(text(current))' after '\(relationWritten)'", at: current)
        }
        guard current.kind == .dot else { return }
        let next = peek(1)
        guard next.kind == .name, let word = next.word else { return }
        if word.isAttribute {
            throw fail("attribute '\(text(next))' after the relation '\(relationWritten)'; attributes come before it",
                       at: next)
        }
        if word.relationCall != nil {
            throw fail("relation written twice: '\(text(next))' after '\(relationWritten)'", at: next)
        }
        if word.isModifier {
            throw fail("'.\(text(next))(…)' cannot follow '\(relationWritten)'; write '+ N', '* N', '@PRIORITY', 'key K' or 'inactive'",
                       at: next)
        }
    }
}
