import Testing
import TestSupport
import LayoutModel

/// Apple's Visual Format Language. Expected constraints are written by hand
/// from Apple's grammar and the rules in `VisualFormat`'s documentation:
/// `H:` uses leading/trailing/width, `V:` top/bottom/height; `-` is 8 between
/// views and 20 to the superview; the later view (or the only view) is always
/// the first item, so a gap `g` before the trailing bar reads
/// `superview.trailing - view.trailing REL g`, i.e. `view.trailing flip(REL) superview.trailing - g`.
@Suite struct VisualFormatTests {
    /// Where the format's first character sits in the file (column 10).
    static let place = SourceLocation(file: "screen.layout", line: 3, column: 10)

    /// The constraints of `format`, one line each.
    func lines(_ format: String, metrics: [String: Double] = [:], align: Attribute? = nil) throws -> [String] {
        try VisualFormat.constraints(format, metrics: metrics, align: align, at: Self.place).map(OneLine.format)
    }

    /// The diagnostics of a format that must fail (empty when it does not fail).
    func errors(_ format: String, metrics: [String: Double] = [:], align: Attribute? = nil) -> [Diagnostic] {
        do {
            _ = try VisualFormat.constraints(format, metrics: metrics, align: align, at: Self.place)
            return []
        } catch {
            return error.diagnostics
        }
    }

    // MARK: - Connections

    @Test func standardSpacingIsTwentyToTheSuperviewAndEightBetweenViews() throws {
        #expect(try lines("H:|-[a]-[b]-|") == [
            "a.leading == superview.leading + 20",
            "b.leading == a.trailing + 8",
            "b.trailing == superview.trailing - 20",
        ])
    }

    @Test func theOrientationDefaultsToHorizontal() throws {
        #expect(try lines("[a]-[b]") == ["b.leading == a.trailing + 8"])
    }

    @Test func verticalFormatsUseTopBottomAndHeight() throws {
        // |-10-[a]: a.top - superview.top == 10; [a]-(>=5)-[b]: b.top - a.bottom >= 5;
        // [b]-0-|: superview.bottom - b.bottom == 0.
        #expect(try lines("V:|-10-[a]-(>=5)-[b(44)]-0-|") == [
            "a.top == superview.top + 10",
            "b.top >= a.bottom + 5",
            "b.height == 44",
            "b.bottom == superview.bottom",
        ])
    }

    @Test func noConnectionMeansFlush() throws {
        #expect(try lines("|[a][b]|") == [
            "a.leading == superview.leading",
            "b.leading == a.trailing",
            "b.trailing == superview.trailing",
        ])
    }

    @Test func aSpacingWithSeveralPredicatesMakesOneConstraintEach() throws {
        #expect(try lines("[a]-(>=8@750,<=20)-[b]") == [
            "b.leading >= a.trailing + 8 @750",
            "b.leading <= a.trailing + 20",
        ])
    }

    @Test func aGapBeforeTheTrailingBarIsNormalisedWithTheViewFirst() throws {
        // superview.trailing - a.trailing >= 20  ⇔  a.trailing <= superview.trailing - 20
        #expect(try lines("[a]-(>=20)-|") == ["a.trailing <= superview.trailing - 20"])
        // superview.trailing - a.trailing <= 10  ⇔  a.trailing >= superview.trailing - 10
        #expect(try lines("[a]-(<=10@500)-|") == ["a.trailing >= superview.trailing - 10 @500"])
        #expect(try lines("V:[a]-30-|") == ["a.bottom == superview.bottom - 30"])
    }

    @Test func aGapAfterTheLeadingBarKeepsItsRelation() throws {
        #expect(try lines("|-(>=20)-[a]") == ["a.leading >= superview.leading + 20"])
    }

    @Test func negativeSpacingsAreAllowedInParentheses() throws {
        #expect(try lines("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
        // superview.trailing - a.trailing == -5  ⇔  a.trailing == superview.trailing + 5
        #expect(try lines("[a]-(-5)-|") == ["a.trailing == superview.trailing + 5"])
    }

    @Test func numbersAreReadAsStrtodReadsThem() throws {
        #expect(try lines("[a]-1e1-[b(.5)]") == ["b.leading == a.trailing + 10", "b.width == 0.5"])
        #expect(try lines("[a]-2.25-[b(+3)]") == ["b.leading == a.trailing + 2.25", "b.width == 3"])
    }

    // MARK: - Metrics

    @Test func metricsStandForNumbersInSpacingsPredicatesAndPriorities() throws {
        let metrics = ["margin": 16, "gap": 4.5, "minimum": 70, "p": 250]
        #expect(try lines("|-margin-[a(>=minimum@p)]-gap-[b]-(margin)-|", metrics: metrics) == [
            "a.leading == superview.leading + 16",
            "a.width >= 70 @250",
            "b.leading == a.trailing + 4.5",
            "b.trailing == superview.trailing - 16",
        ])
    }

    @Test func aMetricWinsOverAViewOfTheSameName() throws {
        #expect(try lines("[a(==b)]", metrics: ["b": 12]) == ["a.width == 12"])
    }

    // MARK: - Views and their predicates

    @Test func viewPredicatesConstrainTheSize() throws {
        #expect(try lines("[a(>=70,<=100@750)]") == ["a.width >= 70", "a.width <= 100 @750"])
        #expect(try lines("V:[a(50)]") == ["a.height == 50"])
    }

    @Test func aViewInAPredicateRelatesTheTwoSizes() throws {
        #expect(try lines("[a(==b)]") == ["a.width == b.width"])
        #expect(try lines("V:[a(>=b@500)]") == ["a.height >= b.height @500"])
        #expect(try lines("[a(b)]") == ["a.width == b.width"])
    }

    @Test func constraintsComeInTheOrderOfTheText() throws {
        #expect(try lines("H:|-[a(>=70)]-8-[b(==a)]-|") == [
            "a.leading == superview.leading + 20",
            "a.width >= 70",
            "b.leading == a.trailing + 8",
            "b.width == a.width",
            "b.trailing == superview.trailing - 20",
        ])
    }

    @Test func aLoneViewWithoutPredicatesMakesNothing() throws {
        #expect(try lines("[a]") == [])
        #expect(try lines("V:[a]") == [])
    }

    @Test func whitespaceBetweenTokensIsIgnored() throws {
        #expect(try lines(" H: | - [ a ( >= 70 , <= 100 @ 750 ) ] - ( >= 8 ) - [b] - | ") == [
            "a.leading == superview.leading + 20",
            "a.width >= 70",
            "a.width <= 100 @750",
            "b.leading >= a.trailing + 8",
            "b.trailing == superview.trailing - 20",
        ])
    }

    @Test func viewNamesMayUseUnicodeLettersDigitsAndUnderscores() throws {
        #expect(try lines("[標題]-[_b2]") == ["_b2.leading == 標題.trailing + 8"])
    }

    // MARK: - Alignment

    @Test func alignRelatesEveryLaterViewToTheFirst() throws {
        #expect(try lines("H:[a]-[b]-[c]", align: .centerY) == [
            "b.leading == a.trailing + 8",
            "c.leading == b.trailing + 8",
            "b.centerY == a.centerY",
            "c.centerY == a.centerY",
        ])
        #expect(try lines("V:[a][b]", align: .leading) == ["b.top == a.bottom", "b.leading == a.leading"])
        #expect(try lines("[a]-[b]", align: .lastBaseline) == [
            "b.leading == a.trailing + 8", "b.lastBaseline == a.lastBaseline",
        ])
    }

    @Test func alignOnASingleViewMakesNothing() throws {
        #expect(try lines("[a]", align: .top) == [])
    }

    // MARK: - Places

    @Test func everyConstraintCarriesTheStatementsPlaceAndItsTargetsColumn() throws {
        // "H:|-[a]-[b]": the bar is at offset 2, 'a' at offset 5.
        let made = try VisualFormat.constraints("H:|-[a]-[b]", at: Self.place)
        #expect(made.count == 2)
        #expect(made.allSatisfy { $0.location == Self.place })
        #expect(made.first?.targetLocation == SourceLocation(file: "screen.layout", line: 3, column: 12))
        #expect(made.last?.targetLocation == SourceLocation(file: "screen.layout", line: 3, column: 15))
        // "[a(==b)]": 'b' at offset 5; a constant has no target.
        let sizes = try VisualFormat.constraints("[a(==b,>=3)]", at: Self.place)
        #expect(sizes.map(\.targetLocation) == [SourceLocation(file: "screen.layout", line: 3, column: 15), nil])
    }

    @Test func theFirstItemIsNeverTheSuperview() throws {
        // two leading predicates, one standard spacing, one trailing predicate
        let made = try VisualFormat.constraints("V:|-(>=1,<=2)-[a]-[b]-(>=3@20)-|", at: Self.place)
        #expect(made.count == 4)
        #expect(made.allSatisfy { $0.item != View.superviewName })
    }

    // MARK: - Errors

    /// (format, metrics, align, a fragment of the message, offset of the culprit in the format)
    static let errorCases: [(String, [String: Double], Attribute?, String, Int)] = [
        ("", [:], nil, "empty format; expected at least one view", 0),
        ("X:[a]", [:], nil, "unknown orientation 'X'; expected 'H:' or 'V:'", 0),
        ("h:[a]", [:], nil, "unknown orientation 'h'", 0),
        ("H[a]", [:], nil, "expected ':' after the orientation 'H', found '['", 1),
        ("H:", [:], nil, "the format has no view", 2),
        ("abc", [:], nil, "expected 'H:', 'V:', '|' or '[name]' at the start of the format, found 'abc'", 0),
        ("H:[a", [:], nil, "'[' of view 'a' is never closed; expected ']'", 2),
        ("H:[", [:], nil, "'[' is never closed", 2),
        ("H:[]", [:], nil, "expected a view name after '[', found ']'", 3),
        ("H:[1a]", [:], nil, "expected a view name after '[', found '1'", 3),
        ("H:[a b]", [:], nil, "expected '(' or ']' after the view 'a', found 'b'", 5),
        ("[a(>=5]", [:], nil, "expected ',' or ')' after a predicate, found ']'", 6),
        ("[a(>=5", [:], nil, "'(' is never closed; expected ')'", 2),
        ("[a()]", [:], nil, "empty predicate list", 3),
        ("[a(>=)]", [:], nil, "expected a number, a metric or a view name after '>=', found ')'", 5),
        ("[a]-(>=)-[b]", [:], nil, "expected a number or a metric after '>=', found ')'", 7),
        ("[a(=5)]", [:], nil, "'=' is not a relation; expected '==', '<=' or '>='", 3),
        ("[a(>=5,)]", [:], nil, "expected a predicate after ',', found ')'", 7),
        ("[a(>=5@)]", [:], nil, "expected a priority (a number or a metric) after '@', found ')'", 7),
        ("[a(>=5@1001)]", [:], nil, "priority '1001' is out of range; expected a whole number from 1 to 1000", 7),
        ("[a(>=5@0)]", [:], nil, "priority '0' is out of range", 7),
        ("[a(>=5@7.5)]", [:], nil, "priority '7.5' is out of range", 7),
        ("[a]-(>=5@p)-[b]", ["p": 2000], nil, "priority 'p' (2000) is out of range", 9),
        ("[a]-gap-[b]", [:], nil, "unknown metric 'gap'; expected a number, or define it with 'metrics gap=NUMBER'", 4),
        ("[a]-gapp-[b]", ["gap": 4], nil, "unknown metric 'gapp'; did you mean 'gap'?", 4),
        ("[a]-zz-[b]", ["gap": 4, "pad": 2], nil, "unknown metric 'zz'; expected a number or one of the metrics 'gap', 'pad'", 4),
        ("[a]-(>=b)-[c]", [:], nil, "unknown metric 'b'", 7),
        ("[a(>=5@q)]", [:], nil, "unknown metric 'q'", 7),
        ("[a]-", [:], nil, "connection '-' is not followed by a view; expected '[name]' or '|'", 3),
        ("|-", [:], nil, "connection '-' is not followed by a view", 1),
        ("H:-[a]", [:], nil, "connection '-' has no view before it", 2),
        ("[a]-8", [:], nil, "expected '-' after the spacing '8', found the end of the format", 5),
        ("[a]-8[b]", [:], nil, "expected '-' after the spacing '8', found '['", 5),
        ("[a]-8@750-[b]", [:], nil, "a priority needs parentheses", 5),
        ("[a]-(8-[b]", [:], nil, "expected ',' or ')' after a predicate, found '-'", 6),
        ("[a]-(8)[b]", [:], nil, "expected '-' after the spacing, found '['", 7),
        ("||[a]", [:], nil, "two superview bars '|' at the start of the format", 1),
        ("[a]||", [:], nil, "two superview bars '|' at the end of the format", 4),
        ("|[a]|[b]", [:], nil, "the superview bar '|' must end the format; found '[' after it", 5),
        ("[a]-|-[b]", [:], nil, "the superview bar '|' must end the format; found '-'", 5),
        ("[a](>=5)", [:], nil, "predicates go inside the view's brackets", 3),
        ("[a]x", [:], nil, "unexpected 'x' after view 'a'; expected '-', '[name]', '|' or the end of the format", 3),
        ("[a]]", [:], nil, "unexpected ']' after view 'a'", 3),
        ("|-|", [:], nil, "expected a view '[name]' after the connection, found '|'", 2),
        ("[a]--[b]", [:], nil, "expected a spacing (a number, a metric or '(…)'), '[name]' or '|' after '-', found '-'", 4),
        ("[superview]", [:], nil, "'superview' is reserved", 1),
        ("[a]-(5)-[a]", [:], nil, "view 'a' appears more than once in the format", 9),
        ("[a]-(>=b)-[c]", ["m": 1], nil, "unknown metric 'b'; expected a number or one of the metrics 'm'", 7),
        ("[a(>=5@1e999)]", [:], nil, "number '1e999' is out of range", 7),
        ("[a]-1e400-[b]", [:], nil, "number '1e400' is out of range", 4),
        ("[a]-m-[b]", ["m": .infinity], nil, "metric 'm' is not a finite number", 4),
        ("H:[a][b]", [:], .leading, "align 'leading' lies along the 'H:' format's own axis; expected 'top', 'bottom', 'centerY', 'firstBaseline' or 'lastBaseline'", 0),
        ("V:[a][b]", [:], .top, "align 'top' lies along the 'V:' format's own axis; expected 'left', 'right', 'leading', 'trailing' or 'centerX'", 0),
        ("[a][b]", [:], .width, "align 'width' is not one of Apple's alignAll options", 0),
    ]

    @Test(arguments: errorCases.indices)
    func badFormatsAreReportedAtTheCulpritsColumn(_ index: Int) {
        let (format, metrics, align, fragment, offset) = Self.errorCases[index]
        let found = errors(format, metrics: metrics, align: align)
        #expect(found.count == 1, "\(format): \(found)")
        guard let first = found.first else { return }
        #expect(first.severity == .error)
        #expect(first.message.contains(fragment), "\(format): \(first.message)")
        #expect(first.location == SourceLocation(file: "screen.layout", line: 3, column: 10 + offset), "\(format)")
    }

    @Test func everyUnknownMetricAndBadPriorityIsReportedInColumnOrder() {
        // [0 a1 ]2 -3 x4 -5 [6 b7 ]8 -9 y10 -11 [12 c13 (14 >15 =16 5(17) @18 2(19)…
        let found = errors("[a]-x-[b]-y-[c(>=5@2000)]")
        #expect(found.map { $0.location?.column } == [14, 20, 29])
        #expect(found.map(\.message).map { $0.hasPrefix("unknown metric 'x'") } == [true, false, false])
        #expect(found.last?.message.hasPrefix("priority '2000'") == true)
    }

    @Test func aSyntaxErrorIsReportedWithTheProblemsFoundBeforeIt() {
        // unknown metric 'x' at offset 4, then the unclosed '[' at offset 6.
        let found = errors("[a]-x-[b")
        #expect(found.map { $0.location?.column } == [14, 16])
        #expect(found.last?.message.contains("never closed") == true)
    }

    // MARK: - Fuzzing

    @Test func randomStringsNeverCrashAndErrorsStayInsideTheFormat() {
        var random = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("HV:|-[]()<>=@,.+0123456789abexyz_ é標\n\t\"'!*")
        let metrics: [String: Double] = ["a": 5, "x": 1e308, "p": 750, "e": 2]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &random)
            var format = ""
            for _ in 0..<length { format.append(alphabet.randomElement(using: &random) ?? "[") }
            let align = Bool.random(using: &random) ? VisualFormat.alignmentAttributes.randomElement(using: &random) : nil
            checkAnswer(format, metrics: metrics, align: align)
        }
    }

    /// Checks what must hold of any answer, good or bad, for `format`.
    func checkAnswer(_ format: String, metrics: [String: Double], align: Attribute?) {
        do {
            let made = try VisualFormat.constraints(format, metrics: metrics, align: align, at: Self.place)
            for constraint in made {
                #expect(constraint.item != View.superviewName, "\(format)")
                #expect(constraint.location == Self.place, "\(format)")
                #expect(constraint.validationError() == nil, "\(format)")
                #expect(format.contains(constraint.item), "\(format)")
            }
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(format)")
            let columns = error.diagnostics.compactMap { $0.location?.column }
            #expect(columns.count == error.diagnostics.count, "\(format)")
            #expect(columns == columns.sorted(), "\(format)")
            #expect(columns.allSatisfy { (10...10 + format.count).contains($0) }, "\(format): \(columns)")
            #expect(error.diagnostics.allSatisfy { !$0.message.isEmpty && $0.location?.line == 3 }, "\(format)")
        }
    }

    @Test func wellFormedLinesWithOneCharacterChangedNeverCrash() {
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("HV:|-[]()<>=@,.+09amp_ \n")
        var changed = 0
        for _ in 0..<5_000 {
            var chars = Array(randomValidFormat(&random).format)
            let position = Int.random(in: 0...chars.count, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0 where position < chars.count: chars.remove(at: position)
            case 1 where position < chars.count: chars[position] = alphabet.randomElement(using: &random) ?? "-"
            default: chars.insert(alphabet.randomElement(using: &random) ?? "-", at: position)
            }
            let format = String(chars)
            if (try? VisualFormat.constraints(format, metrics: ["m": 6, "p": 300], at: Self.place)) == nil { changed += 1 }
            checkAnswer(format, metrics: ["m": 6, "p": 300], align: Bool.random(using: &random) ? .centerY : nil)
        }
        // Most single-character changes break the grammar; the error paths are exercised.
        #expect(changed > 1_000)
    }

    /// A random well-formed line, with the number of constraints it must make,
    /// counted from the grammar: one per predicate, one per flush or standard
    /// connection, and one per view after the first when aligned.
    func randomValidFormat(_ random: inout SeededGenerator) -> (format: String, views: [String], expected: Int) {
        var expected = 0
        func predicates(view: Bool) -> String {
            let count = Int.random(in: 1...3, using: &random)
            expected += count
            let items = (0..<count).map { _ in
                let relation = ["", "==", "<=", ">="].randomElement(using: &random) ?? ""
                let object = (view ? ["12", "-3.5", "m", "other"] : ["12", "-3.5", "m", "0"]).randomElement(using: &random) ?? "1"
                let priority = ["", "@750", "@1", "@1000", "@p"].randomElement(using: &random) ?? ""
                return relation + object + priority
            }
            return "(" + items.joined(separator: ",") + ")"
        }
        func connection() -> String {
            switch Int.random(in: 0...3, using: &random) {
            case 0: expected += 1; return ""
            case 1: expected += 1; return "-"
            case 2: expected += 1; return ["-8-", "-m-", "-0.5-"].randomElement(using: &random) ?? "-1-"
            default: return "-" + predicates(view: false) + "-"
            }
        }
        var format = Bool.random(using: &random) ? "V:" : (Bool.random(using: &random) ? "H:" : "")
        if Bool.random(using: &random) { format += "|" + connection() }
        let views = (0..<Int.random(in: 1...4, using: &random)).map { "v\($0)" }
        for (i, view) in views.enumerated() {
            if i > 0 { format += connection() }
            format += "[" + view + (Bool.random(using: &random) ? predicates(view: true) : "") + "]"
        }
        if Bool.random(using: &random) { format += connection() + "|" }
        return (format, views, expected)
    }

    @Test func randomWellFormedLinesMakeOneConstraintPerPredicateAndConnection() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let (format, views, expected) = randomValidFormat(&random)
            let align: Attribute = format.hasPrefix("V:") ? .centerX : .centerY
            let made = try VisualFormat.constraints(format, metrics: ["m": 6, "p": 300], align: align, at: Self.place)
            #expect(made.count == expected + views.count - 1, "\(format)")
            #expect(made.allSatisfy { views.contains($0.item) && $0.validationError() == nil }, "\(format)")
        }
    }
}
