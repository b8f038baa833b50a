import LayoutSolver

/// `view NAME [in PARENT] [PROPERTY…]` (`language.md`, "Statements").
extension Parser {
    /// Parses a view statement into a `.view` edit.
    mutating func viewStatement() throws(Stop) {
        let keyword = advance()
        let (name, nameToken) = try viewName("a view name after 'view'")
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
            default:
                let suggestion = closestName(to: text(property), in: Word.propertyNames).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown view property '\(text(property))'\(suggestion)", at: property)
            }
        }
        edits.append(Edit(.view(name: name, parent: parent, changes: changes), at: location(keyword),
                          nameAt: location(nameToken)))
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
