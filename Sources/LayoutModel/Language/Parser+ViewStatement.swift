import LayoutSolver

/// `view NAME [in PARENT] [PROPERTY…]` and `stack NAME [in PARENT] axis A
/// [spacing S] [distribution D] [alignment L] [PROPERTY…]` (`language.md`,
/// "Statements" and "Stacks").
extension Parser {
    /// Parses a view or stack statement into a `.view` edit.
    mutating func viewStatement() throws(Stop) {
        let keyword = advance()
        let isStack = keyword.word == .stack
        let (name, nameToken) = try viewName("a view name after '\(isStack ? "stack" : "view")'")
        var parent: String?
        var changes: [PropertyChange] = []
        while current.kind == .name {
            let property = current
            switch property.word {
            case .in:
                advance()
                if parent != nil { throw fail("'in' written twice", at: property) }
                parent = try viewName("a parent view name after 'in'").name
            case .intrinsic:
                advance()
                try intrinsic(&changes)
            case .hugging:
                advance()
                let (horizontal, vertical) = try priorityPair()
                changes.append(.hugging(horizontal, vertical))
            case .compression:
                advance()
                let (horizontal, vertical) = try priorityPair()
                changes.append(.compression(horizontal, vertical))
            case .margins:
                advance()
                if current.word == .noneWord {
                    advance()
                    changes.append(.margins(nil))
                } else {
                    let top = try signedNumber(), left = try signedNumber()
                    let bottom = try signedNumber(), right = try signedNumber()
                    changes.append(.margins(Insets(top: top, left: left, bottom: bottom, right: right)))
                }
            case .baseline:
                advance()
                try baselines(&changes)
            case .hidden:
                advance()
                if current.word == .noneWord {
                    advance()
                    changes.append(.hidden(false))
                } else {
                    changes.append(.hidden(true))
                }
            case .scroll:
                advance()
                if current.word == .noneWord {
                    advance()
                    changes.append(.scroll(false))
                } else {
                    changes.append(.scroll(true))
                }
            case .axis, .spacing, .distribution, .alignment:
                guard isStack else {
                    throw fail("'\(text(property))' is a stack property: write 'stack \(name) \(text(property)) …'",
                               at: property)
                }
                advance()
                try stackProperty(property, &changes)
            default:
                let names = Word.propertyNames + (isStack ? Word.stackPropertyNames : [])
                let suggestion = closestName(to: text(property), in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown \(isStack ? "stack" : "view") property '\(text(property))'\(suggestion)", at: property)
            }
        }
        if isStack && !changes.contains(where: { $0.isStackChange }) {
            throw expected("'axis horizontal' or 'axis vertical' in the stack statement")
        }
        edits.append(Edit(.view(name: name, parent: parent, changes: changes), at: location(keyword),
                          nameAt: location(nameToken)))
    }

    /// `axis A`, `spacing S`, `distribution D`, `alignment L` of a `stack` statement (the word read).
    private mutating func stackProperty(_ property: Token, _ changes: inout [PropertyChange]) throws(Stop) {
        switch property.word {
        case .spacing:
            changes.append(.stackSpacing(try signedNumber()))
        case .axis:
            changes.append(.stackAxis(try choice(StackAxis.self, after: "axis")))
        case .distribution:
            changes.append(.stackDistribution(try choice(StackDistribution.self, after: "distribution")))
        default:
            changes.append(.stackAlignment(try choice(StackAlignment.self, after: "alignment")))
        }
    }

    /// One of an enumeration's raw values, written as a name after `what`;
    /// an error at the name otherwise, with the closest value.
    private mutating func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, after what: String) throws(Stop) -> T
    where T.RawValue == String {
        let token = current
        let values = T.allCases.map(\.rawValue)
        guard token.kind == .name else { throw expected("\(values.joined(separator: ", ")) after '\(what)'") }
        let written = text(token)
        guard let value = T(rawValue: written) else {
            let suggestion = closestName(to: written, in: values).map { "; did you mean '\($0)'?" }
                ?? " (one of \(values.joined(separator: ", ")))"
            throw fail("unknown \(what) '\(written)'\(suggestion)", at: token)
        }
        advance()
        return value
    }

    /// `intrinsic WxH`, `intrinsic none`, `intrinsic width W [height H]`, `intrinsic height H`.
    private mutating func intrinsic(_ changes: inout [PropertyChange]) throws(Stop) {
        let token = current
        switch token.kind {
        case .size:
            try checkSize(token, ofCanvas: false)
            advance()
            changes.append(.intrinsicWidth(token.number))
            changes.append(.intrinsicHeight(token.number2))
            return
        case .name where token.word == .noneWord:
            advance()
            changes.append(.intrinsicWidth(nil))
            changes.append(.intrinsicHeight(nil))
            return
        default:
            break
        }
        var any = false
        while current.word == .width || current.word == .height {
            let axis = advance()
            let value = try sizeOrNone()
            changes.append(axis.word == .width ? .intrinsicWidth(value) : .intrinsicHeight(value))
            any = true
        }
        if !any { throw expected("WxH, 'width W', 'height H' or 'none' after 'intrinsic'") }
    }

    /// A non-negative number or `none`.
    private mutating func sizeOrNone() throws(Stop) -> Double? {
        if current.word == .noneWord {
            advance()
            return nil
        }
        let token = current
        let value = try signedNumber()
        if value < 0 { throw fail("an intrinsic size cannot be negative", at: token) }
        return value
    }

    /// `P` (both axes) or `H V`, each a priority or `none`.
    private mutating func priorityPair() throws(Stop) -> (Priority?, Priority?) {
        let horizontal = try priorityOrNone()
        let next = current
        let startsAnother = next.kind == .number || next.kind == .minus
            || (next.kind == .name && (next.word == .noneWord || next.word?.namedPriority != nil
                && !(next.word?.isModifier ?? false)))
        guard startsAnother else { return (horizontal, horizontal) }
        return (horizontal, try priorityOrNone())
    }

    private mutating func priorityOrNone() throws(Stop) -> Priority? {
        if current.word == .noneWord {
            advance()
            return nil
        }
        return try priorityValue()
    }

    /// `baseline first F last L`, either part alone, each a number or `none`.
    private mutating func baselines(_ changes: inout [PropertyChange]) throws(Stop) {
        var any = false
        while current.word == .first || current.word == .last {
            let part = advance()
            let value: Double?
            if current.word == .noneWord {
                advance()
                value = nil
            } else {
                value = try signedNumber()
            }
            changes.append(part.word == .first ? .firstBaseline(value) : .lastBaseline(value))
            any = true
        }
        if !any { throw expected("'first F' or 'last L' after 'baseline'") }
    }
}
