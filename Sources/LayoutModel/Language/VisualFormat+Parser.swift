import LayoutSolver

extension VisualFormat {
    /// A recursive-descent parser of Apple's VFL grammar:
    ///
    /// ```
    /// format     ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
    /// orientation::= 'H' | 'V'
    /// view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
    /// connection ::= ε | '-' | '-' simple '-' | '-' '(' predicate (',' predicate)* ')' '-'
    /// simple     ::= positiveNumber | metric
    /// predicate  ::= ('==' | '<=' | '>=')? (number | metric | view) ('@' (number | metric))?
    /// ```
    ///
    /// Whitespace between tokens is skipped, as `NSScanner` does. A syntax error
    /// stops the parse; problems that do not confuse the grammar (an unknown
    /// metric, a priority out of range, a reserved name) are collected in
    /// `problems` and the parse goes on, so that one run reports them all.
    struct Parser {
        /// A syntax error: the parse cannot go on.
        struct Stop: Error {
            var message: String
            var index: Int
        }

        /// Where an object of a predicate appears; decides what a name may mean.
        enum Context {
            /// Inside `[view(…)]`: a name that is not a metric is a view.
            case view
            /// Inside a connection: a name must be a metric.
            case spacing
        }

        let chars: [Character]
        let metrics: [String: Double]
        var index = 0
        /// Problems found so far that did not stop the parse: (message, index).
        var problems: [(message: String, index: Int)] = []
        /// The views read so far.
        var seenViews: Set<String> = []

        init(_ format: String, metrics: [String: Double]) {
            chars = Array(format)
            self.metrics = metrics
        }

        // MARK: - The line

        /// Parses the whole format.
        mutating func parseLine() throws(Stop) -> Line {
            var line = Line()
            skipSpace()
            if isAtEnd { throw Stop(message: "empty format; expected at least one view such as '[name]'", index: 0) }
            line.axis = try parseOrientation()
            skipSpace()
            if isAtEnd {
                throw Stop(message: "the format has no view; expected '|' or '[name]' after the orientation", index: index)
            }
            if peek == "|" {
                let bar = index
                advance()
                skipSpace()
                if peek == "|" {
                    throw Stop(message: "two superview bars '|' at the start of the format; expected one", index: index)
                }
                let connection = try parseConnection(after: "'|'")
                line.leading = Bar(index: bar, connection: connection)
                skipSpace()
                try expectView(after: connection, what: "'|'")
            } else if peek == "-" {
                throw Stop(message: "connection '-' has no view before it; expected '|' or '[name]' first", index: index)
            } else if peek != "[" {
                throw Stop(message: "expected '|' or '[name]' to start the format, found \(found)", index: index)
            }
            while true {
                let item = try parseView()
                line.views.append(item)
                skipSpace()
                if isAtEnd { return line }
                let connection = try parseConnection(after: "view '\(item.name)'")
                skipSpace()
                if peek == "[" {
                    line.between.append(connection)
                    continue
                }
                if peek == "|" {
                    line.trailing = Bar(index: index, connection: connection)
                    advance()
                    skipSpace()
                    if peek == "|" {
                        throw Stop(message: "two superview bars '|' at the end of the format; expected one", index: index)
                    }
                    if !isAtEnd {
                        throw Stop(message: "the superview bar '|' must end the format; found \(found) after it",
                                   index: index)
                    }
                    return line
                }
                try expectView(after: connection, what: "view '\(item.name)'")
            }
        }

        /// `H:` or `V:`, or horizontal when the format starts with `|` or `[`.
        mutating func parseOrientation() throws(Stop) -> Axis {
            guard let first = peek, isNameStart(first) else { return .horizontal }
            let start = index
            let name = scanName()
            skipSpace()
            guard peek == ":" else {
                if name == "H" || name == "V" {
                    throw Stop(message: "expected ':' after the orientation '\(name)', found \(found)", index: index)
                }
                throw Stop(message: "expected 'H:', 'V:', '|' or '[name]' at the start of the format, found '\(name)'",
                           index: start)
            }
            advance()
            switch name {
            case "H": return .horizontal
            case "V": return .vertical
            default:
                throw Stop(message: "unknown orientation '\(name)'; expected 'H:' or 'V:'", index: start)
            }
        }

        /// After a connection, the next thing must be a view; throws the right complaint otherwise.
        func expectView(after connection: Connection, what: String) throws(Stop) {
            if peek == "[" { return }
            if case .flush = connection.spacing {
                throw Stop(message: "unexpected \(found) after \(what); expected '-', '[name]', '|' or the end of the format",
                           index: index)
            }
            if isAtEnd {
                throw Stop(message: "connection '-' is not followed by a view; expected '[name]' or '|'",
                           index: connection.index)
            }
            throw Stop(message: "expected a view '[name]' after the connection, found \(found)", index: index)
        }

        // MARK: - Views

        /// `[name]` or `[name(predicates)]`, at a `[`.
        mutating func parseView() throws(Stop) -> Item {
            let open = index
            advance()
            skipSpace()
            guard let first = peek, isNameStart(first) else {
                if isAtEnd { throw Stop(message: "'[' is never closed; expected a view name and ']'", index: open) }
                throw Stop(message: "expected a view name after '[', found \(found)", index: index)
            }
            let nameIndex = index
            let name = scanName()
            if name == View.superviewName {
                problems.append(("'\(name)' is reserved and cannot be a view of the format; write '|' for the superview",
                                 nameIndex))
            }
            if seenViews.contains(name) {
                problems.append(("view '\(name)' appears more than once in the format; each view may appear once",
                                 nameIndex))
            }
            seenViews.insert(name)
            var item = Item(name: name, index: nameIndex)
            skipSpace()
            if peek == "(" {
                item.predicates = try parsePredicateList(.view)
                skipSpace()
            }
            guard peek == "]" else {
                if isAtEnd { throw Stop(message: "'[' of view '\(name)' is never closed; expected ']'", index: open) }
                throw Stop(message: "expected '(' or ']' after the view '\(name)', found \(found)", index: index)
            }
            advance()
            return item
        }

        // MARK: - Connections

        /// A connection at the current place: flush (nothing), `-`, `-N-`, `-metric-` or `-(…)-`.
        /// `what` names the element before it, for messages.
        mutating func parseConnection(after what: String) throws(Stop) -> Connection {
            let start = index
            guard peek == "-" else {
                if peek == "[" || peek == "|" { return Connection(spacing: .flush, index: start) }
                if peek == "(" {
                    throw Stop(message: "unexpected '(' after \(what); predicates go inside the view's brackets, "
                               + "as in '[name(>=70)]'", index: index)
                }
                throw Stop(message: "unexpected \(found) after \(what); expected '-', '[name]', '|' or the end of the format",
                           index: index)
            }
            advance()
            skipSpace()
            guard let next = peek else {
                throw Stop(message: "connection '-' is not followed by a view; expected '[name]' or '|'", index: start)
            }
            if next == "[" || next == "|" { return Connection(spacing: .standard, index: start) }
            let predicates: [Predicate]
            let spacingText: String
            if next == "(" {
                predicates = try parsePredicateList(.spacing)
                spacingText = "the spacing"
            } else if isNumberStart(allowSign: false) {
                let objectIndex = index
                let value = scanNumber()
                predicates = [Predicate(object: .constant(value.value ?? 0), objectIndex: objectIndex)]
                spacingText = "the spacing '\(value.text)'"
            } else if isNameStart(next) {
                let objectIndex = index
                let name = scanName()
                predicates = [Predicate(object: .constant(metric(name, at: objectIndex)), objectIndex: objectIndex)]
                spacingText = "the spacing '\(name)'"
            } else {
                throw Stop(message: "expected a spacing (a number, a metric or '(…)'), '[name]' or '|' after '-', found \(found)",
                           index: index)
            }
            skipSpace()
            guard peek == "-" else {
                if isAtEnd {
                    throw Stop(message: "expected '-' after \(spacingText), found the end of the format", index: index)
                }
                let hint = peek == "@" ? "; a priority needs parentheses, as in '-(8@750)-'" : ""
                throw Stop(message: "expected '-' after \(spacingText), found \(found)\(hint)", index: index)
            }
            advance()
            return Connection(spacing: .predicates(predicates), index: start)
        }

        // MARK: - Predicates

        /// `(predicate, predicate, …)`, at a `(`.
        mutating func parsePredicateList(_ context: Context) throws(Stop) -> [Predicate] {
            let open = index
            advance()
            skipSpace()
            if peek == ")" {
                throw Stop(message: "empty predicate list; expected a predicate such as '>=70'", index: index)
            }
            var predicates: [Predicate] = []
            while true {
                predicates.append(try parsePredicate(context))
                skipSpace()
                switch peek {
                case ",":
                    advance()
                    skipSpace()
                    if peek == ")" || isAtEnd {
                        throw Stop(message: "expected a predicate after ',', found \(found)", index: index)
                    }
                case ")":
                    advance()
                    return predicates
                case nil:
                    throw Stop(message: "'(' is never closed; expected ')'", index: open)
                default:
                    throw Stop(message: "expected ',' or ')' after a predicate, found \(found)", index: index)
                }
            }
        }

        /// `relation? object ('@' priority)?`
        mutating func parsePredicate(_ context: Context) throws(Stop) -> Predicate {
            var relation = Relation.equal
            var relationText = ""
            if let first = peek, first == "=" || first == "<" || first == ">" {
                guard let symbol = Relation(symbol: String([first, peek(1) ?? " "])) else {
                    throw Stop(message: "'\(first)' is not a relation; expected '==', '<=' or '>='", index: index)
                }
                relation = symbol
                relationText = " after '\(symbol.symbol)'"
                advance()
                advance()
                skipSpace()
            }
            let objectIndex = index
            let object: Predicate.Object
            if isNumberStart(allowSign: true) {
                object = .constant(scanNumber().value ?? 0)
            } else if let first = peek, isNameStart(first) {
                let name = scanName()
                if let value = metrics[name] {
                    object = .constant(checkedMetric(name, value, at: objectIndex))
                } else if context == .view {
                    object = .view(name)
                } else {
                    object = .constant(metric(name, at: objectIndex))
                }
            } else {
                let expected = context == .view ? "a number, a metric or a view name" : "a number or a metric"
                throw Stop(message: "expected \(expected)\(relationText), found \(found)", index: index)
            }
            var predicate = Predicate(relation: relation, object: object, objectIndex: objectIndex)
            skipSpace()
            if peek == "@" {
                advance()
                skipSpace()
                predicate.priority = try parsePriority()
            }
            return predicate
        }

        /// A priority after `@`: a number or a metric, a whole number from 1 to 1000.
        mutating func parsePriority() throws(Stop) -> Priority {
            let start = index
            let value: Double
            let text: String
            if isNumberStart(allowSign: true) {
                let number = scanNumber()
                // A number out of range was reported by scanNumber.
                guard let numberValue = number.value else { return .required }
                (value, text) = (numberValue, "'\(number.text)'")
            } else if let first = peek, isNameStart(first) {
                let name = scanName()
                guard let metricValue = metrics[name] else {
                    _ = metric(name, at: start)
                    return .required
                }
                value = metricValue
                text = "'\(name)' (\(NumberText.format(metricValue)))"
            } else {
                throw Stop(message: "expected a priority (a number or a metric) after '@', found \(found)", index: index)
            }
            if value.isFinite, value == value.rounded(), value >= 1, value <= 1000, let priority = Priority(Int(value)) {
                return priority
            }
            problems.append(("priority \(text) is out of range; expected a whole number from 1 to 1000", start))
            return .required
        }

        // MARK: - Names, numbers and metrics

        /// The value of metric `name`, or 0 after recording an "unknown metric" problem.
        mutating func metric(_ name: String, at start: Int) -> Double {
            if let value = metrics[name] { return checkedMetric(name, value, at: start) }
            var message = "unknown metric '\(name)'"
            if let suggestion = closestName(to: name, in: metrics.keys), editDistance(name, suggestion) < name.count {
                message += "; did you mean '\(suggestion)'?"
            } else if metrics.isEmpty {
                message += "; expected a number, or define it with 'metrics \(name)=NUMBER'"
            } else {
                message += "; expected a number or one of the metrics " + metrics.keys.sorted().map { "'\($0)'" }
                    .joined(separator: ", ")
            }
            problems.append((message, start))
            return 0
        }

        /// A metric's value, recording a problem when it is not finite or is
        /// beyond ``NumberBounds/length``.
        mutating func checkedMetric(_ name: String, _ value: Double, at start: Int) -> Double {
            if NumberBounds.isLength(value) { return value }
            problems.append((value.isFinite ? "metric '\(name)' (\(NumberText.format(value))) is out of range \(NumberBounds.lengthRule)"
                                             : "metric '\(name)' is not a finite number", start))
            return 0
        }

        /// Scans a name (``Vocabulary``'s rule: the names the language's
        /// lexer reads); call only at a name start.
        mutating func scanName() -> String {
            var name = ""
            while let ch = peek, Vocabulary.isNamePart(ch) {
                name.append(ch)
                advance()
            }
            return name
        }

        /// Whether a number starts here: a digit, or `.` then a digit, after an optional sign.
        func isNumberStart(allowSign: Bool) -> Bool {
            var offset = 0
            if allowSign, let sign = peek, sign == "+" || sign == "-" { offset = 1 }
            guard let ch = peek(offset) else { return false }
            if isDigit(ch) { return true }
            if ch == ".", let next = peek(offset + 1), isDigit(next) { return true }
            return false
        }

        /// Scans a number as `strtod` reads it (sign, digits, fraction, exponent);
        /// call only where ``isNumberStart(allowSign:)`` holds. A value beyond
        /// ``NumberBounds/length`` (a double or not) is recorded as a problem
        /// and read as nil.
        mutating func scanNumber() -> (value: Double?, text: String) {
            let start = index
            var text = ""
            if let sign = peek, sign == "+" || sign == "-" {
                text.append(sign)
                advance()
            }
            while let ch = peek, isDigit(ch) { text.append(ch); advance() }
            if peek == ".", let next = peek(1), isDigit(next) {
                text.append(".")
                advance()
                while let ch = peek, isDigit(ch) { text.append(ch); advance() }
            }
            if let e = peek, e == "e" || e == "E" {
                var offset = 1
                if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
                if let digit = peek(offset), isDigit(digit) {
                    for _ in 0..<offset { text.append(peek ?? "e"); advance() }
                    while let ch = peek, isDigit(ch) { text.append(ch); advance() }
                }
            }
            guard let value = Double(text), NumberBounds.isLength(value) else {
                problems.append(("number '\(text)' is out of range \(NumberBounds.lengthRule)", start))
                return (nil, text)
            }
            return (value, text)
        }

        // MARK: - Cursor

        /// The current character, or nil at the end.
        var peek: Character? { peek(0) }

        /// The character `offset` places ahead, or nil past the end.
        func peek(_ offset: Int) -> Character? {
            let position = index + offset
            return position >= 0 && position < chars.count ? chars[position] : nil
        }

        /// Whether the whole format has been read.
        var isAtEnd: Bool { index >= chars.count }

        /// The current character quoted for a message, or "the end of the format".
        var found: String {
            guard let ch = peek else { return "the end of the format" }
            return ch == "'" ? "\"'\"" : "'\(ch)'"
        }

        /// Moves one character on (never past the end).
        mutating func advance() { if index < chars.count { index += 1 } }

        /// Skips spaces, tabs and newlines.
        mutating func skipSpace() {
            while let ch = peek, ch.isWhitespace { advance() }
        }

        /// Whether a name (of a view or a metric) starts with `ch` (``Vocabulary``'s rule).
        func isNameStart(_ ch: Character) -> Bool { Vocabulary.isNameStart(ch) }

        func isDigit(_ ch: Character) -> Bool { ch.isASCII && ch.isNumber }
    }
}
