import LayoutSolver

/// A line of a block (`language.md`, "Constraint lines"), in the chain form
/// (`left.right.equalTo(superview).inset(16)`) or the equation form
/// (`top == header.bottom + 20 @750 key t`); the one-line statement uses it too.
extension Parser {
    /// Parses a line from its first attribute up to (not including) its end.
    /// The draft reuses the buffers of `scratch`; give it back there when done.
    mutating func constraintLine(start: SourceLocation) throws(Stop) -> ConstraintDraft {
        var draft = ConstraintDraft(location: start)
        swap(&draft, &scratch)
        draft.reset(location: start)
        /// The relation as written, once seen (for "written twice" and "after the relation").
        var relationWritten: String?
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
            } else if let attributes = word?.attributes {
                if let relationWritten {
                    throw fail("attribute '\(text(token))' after the relation '\(relationWritten)'; attributes come before it",
                               at: token)
                }
                advance()
                draft.attributes += attributes
            } else if let word, let call = word.relationCall {
                if let relationWritten {
                    throw fail("relation written twice: '\(text(token))' after '\(relationWritten)'", at: token)
                }
                if draft.attributes.isEmpty { throw fail("expected an attribute before '\(text(token))'", at: token) }
                advance()
                draft.relation = call.relation
                if call.superview {
                    try optionalEmptyParentheses(word)
                    draft.targets.append(.init(value: .view(View.superviewName, attribute: nil), location: location(token)))
                } else {
                    try expect(.leftParen, "'(' after '\(text(token))'")
                    try targets(into: &draft)
                    try expect(.rightParen, "')' after the target of '\(text(token))'")
                }
                relationWritten = text(token)
            } else if let word, word.isModifier {
                guard relationWritten != nil else {
                    throw fail("modifier '\(text(token))' before the relation; modifiers come after it", at: token)
                }
                advance()
                try modifier(word, token, &draft)
            } else if relationWritten == nil {
                throw unknownAttribute(token, candidates: attributeNames + Word.relationNames)
            } else {
                let suggestion = closestName(to: text(token), in: Word.modifierNames).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown modifier '\(text(token))'\(suggestion)", at: token)
            }

            if current.kind == .dot {
                advance()
                continue segments
            }
            if let relation = current.relationSymbol {
                let symbol = current
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
        guard relationWritten != nil else {
            throw expected("a relation ('.equalTo(…)', '.greaterThanOrEqualTo(…)', '.lessThanOrEqualTo(…)', '==', '>=' or '<=')")
        }
        return draft
    }

    /// `()` after a call that takes no argument; optional.
    private mutating func optionalEmptyParentheses(_ word: Word) throws(Stop) {
        guard current.kind == .leftParen else { return }
        advance()
        try expect(.rightParen, "')': '\(word.rawValue)' takes no argument")
    }

    /// One chain-form modifier, its name already consumed.
    private mutating func modifier(_ word: Word, _ token: Token, _ draft: inout ConstraintDraft) throws(Stop) {
        let place = location(token)
        let modifier: ConstraintDraft.Modifier
        switch word {
        case .offset:
            modifier = .offset(try arguments(count: 1, of: word, wrapper: nil)[0])
        case .inset:
            let v = try arguments(count: 1, of: word, wrapper: nil)[0]
            modifier = .insets(Insets(top: v, left: v, bottom: v, right: v))
        case .insets:
            let v = try arguments(count: 4, of: word, wrapper: .insets)
            modifier = .insets(Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        case .sizeOffset:
            let v = try arguments(count: 2, of: word, wrapper: .size)
            modifier = .sizeOffset(v[0], v[1])
        case .centerOffset:
            let v = try arguments(count: 2, of: word, wrapper: .point)
            modifier = .centerOffset(v[0], v[1])
        case .multipliedBy:
            modifier = .multiplier(try multiplier(arguments(count: 1, of: word, wrapper: nil)[0], at: token))
        case .dividedBy:
            try expect(.leftParen, "'(' after 'dividedBy'")
            let divisor = try divisor()
            try expect(.rightParen, "')' after the argument of 'dividedBy'")
            modifier = .multiplier(try multiplier(1 / divisor, at: token))
        case .priority:
            try expect(.leftParen, "'(' after 'priority'")
            let priority = try priorityValue()
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

    /// A divisor: a number that is not 0.
    private mutating func divisor() throws(Stop) -> Double {
        let token = current
        let value = try signedNumber()
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
                let value = operation.kind == .star ? try signedNumber() : 1 / (try divisor())
                draft.modifiers.append((.multiplier(try multiplier(value, at: operation)), place))
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
