import Testing
import TestSupport
@testable import LayoutModel
import LayoutSolver

/// `OneLine.format` prints a constraint so that it parses back as a statement
/// giving the same constraint: what the tool prints can be pasted back
/// (language.md, "The one-line form").
@Suite struct OneLineRoundTripTests {
    /// The single constraint a one-line statement makes, or nil when it makes something else.
    private func parseBack(_ line: String) -> (constraint: LayoutConstraint?, problems: [Diagnostic]) {
        let result = LayoutParser.parse(line, file: "r")
        guard result.edits.count == 1, case .make(let view, let list) = result.edits[0].kind, list.count == 1,
              list[0].item == view else {
            return (nil, result.diagnostics)
        }
        return (list[0], result.diagnostics)
    }

    @Test func theLanguagesOwnExamplesParseBack() {
        // language.md, "The one-line form".
        for line in ["title.width <= header.width - 32 @750 key titleMax", "avatar.width == 40",
                     "button.top == header.bottom + 20", "a.left >= b.left key left[0]",
                     "a.width == b.height * 0.5 + 10 @345", "a.height == -2.5", "a.width == 1e-05"] {
            let (constraint, problems) = parseBack(line)
            #expect(problems.isEmpty, "\(line)")
            #expect(constraint.map(OneLine.format) == line)
        }
    }

    @Test func keysWithIndexesNegativeAndTinyNumbersRoundTrip() {
        let samples = [
            LayoutConstraint(item: "a", attribute: .left, relation: .greaterThanOrEqual, item2: "b", attribute2: .left,
                             key: "left[0]"),
            LayoutConstraint(item: "a", attribute: .width, constant: 1e-05),
            LayoutConstraint(item: "a", attribute: .width, constant: -1e-05),
            LayoutConstraint(item: "a", attribute: .top, item2: "root", attribute2: .bottom, multiplier: -0.25,
                             constant: -32.5, priority: Priority(1) ?? .low, key: "say \"hi\" \\ there"),
            // The bounds themselves (NumberBounds): the largest multiplier and constant, the smallest multiplier.
            LayoutConstraint(item: "a", attribute: .height, item2: "b", attribute2: .width, multiplier: 1e4,
                             constant: 9_999_999.875),
            LayoutConstraint(item: "a", attribute: .height, item2: "b", attribute2: .width, multiplier: -1e-4,
                             constant: -1e7),
        ]
        for sample in samples {
            let line = OneLine.format(sample)
            let (constraint, problems) = parseBack(line)
            #expect(problems.isEmpty, "\(line): \(problems)")
            #expect(constraint == sample, "\(line)")
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func randomConstraintsRoundTripThroughTheOneLineForm(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<400 {
            let sample = randomConstraint(&random)
            let line = OneLine.format(sample)
            let (constraint, problems) = parseBack(line)
            #expect(problems.isEmpty, "\(line): \(problems)")
            #expect(constraint == sample, "\(line) came back as \(constraint.map(OneLine.format) ?? "nothing")")
            if constraint != sample { return }
        }
    }

    // MARK: OneLine.parse, the inverse of OneLine.format

    @Test func oneLineParseReadsBackTheLanguagesOwnExamples() throws {
        // language.md, "The one-line form": each line by hand.
        #expect(try OneLine.parse("title.width <= header.width - 32 @750 key titleMax") == LayoutConstraint(
            item: "title", attribute: .width, relation: .lessThanOrEqual, item2: "header", attribute2: .width,
            constant: -32, priority: .high, key: "titleMax"))
        #expect(try OneLine.parse("avatar.width == 40") == LayoutConstraint(item: "avatar", attribute: .width, constant: 40))
        #expect(try OneLine.parse("button.top == header.bottom + 20") == LayoutConstraint(
            item: "button", attribute: .top, item2: "header", attribute2: .bottom, constant: 20))
        #expect(try OneLine.parse("a.width == b.height * 0.5 + 10 @345") == LayoutConstraint(
            item: "a", attribute: .width, item2: "b", attribute2: .height, multiplier: 0.5, constant: 10,
            priority: Priority(345) ?? .required))
        // A quoted key with an escaped quote; an exponent; a negative constant alone.
        #expect(try OneLine.parse(#"a.left >= b.left key "say \"hi\"""#) == LayoutConstraint(
            item: "a", attribute: .left, relation: .greaterThanOrEqual, item2: "b", attribute2: .left, key: #"say "hi""#))
        #expect(try OneLine.parse("a.width == 1e-05") == LayoutConstraint(item: "a", attribute: .width, constant: 0.00001))
        #expect(try OneLine.parse("a.height == -2.5") == LayoutConstraint(item: "a", attribute: .height, constant: -2.5))
    }

    @Test func oneLineParseGivesNoPlace() throws {
        let constraint = try OneLine.parse("a.left == b.right + 8")
        #expect(constraint.location == nil && constraint.targetLocation == nil)
    }

    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func oneLineParseIsTheInverseOfFormat(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &+ 17)
        for _ in 0..<400 {
            let sample = randomConstraint(&random)
            let line = OneLine.format(sample)
            let back = try OneLine.parse(line)
            #expect(back == sample, "\(line) came back as \(OneLine.format(back))")
            if back != sample { return }
        }
    }

    // MARK: Random constraints the language can write

    /// View names, some of them keywords or Unicode (never `superview` as the first item).
    private static let names = ["a", "header", "title_2", "root", "view", "make", "key", "size", "in", "none", "high",
                                "vue_été", "e\u{301}cran", "Ω", "x²", "_private"]

    /// Lengths of every kind the bounds allow (at most 1e7 either way, NumberBounds), the bounds included.
    private static let specialNumbers: [Double] = [0, 1, -1, 0.5, -32, 44, 1e-05, -1e-05, 0.1, 1e7, -1e7, 9_999_999.999999998,
                                                   .leastNonzeroMagnitude, -0.0, 2.5e-8, 1234.5678]
    /// Multipliers of every kind the bounds allow (0, or 1e-4 to 1e4 either way), the bounds included.
    private static let specialMultipliers: [Double] = [1, -1, 0.5, 2, 1e-4, -1e-4, 1e4, -1e4, 0.1, 1.0 / 3, 16.0 / 9]

    private func pick<T>(_ list: [T], _ random: inout SeededGenerator) -> T {
        list[Int(random.next() % UInt64(list.count))]
    }

    private func randomNumber(_ random: inout SeededGenerator) -> Double {
        switch random.next() % 3 {
        case 0: return pick(Self.specialNumbers, &random)
        case 1: return Double(Int64(bitPattern: random.next()) % 100_000) / 8
        default:
            // Any double a constant may be.
            while true {
                let value = Double(bitPattern: random.next())
                if NumberBounds.isLength(value) { return value }
            }
        }
    }

    private func randomMultiplier(_ random: inout SeededGenerator) -> Double {
        guard random.next() % 2 == 0 else { return pick(Self.specialMultipliers, &random) }
        // Any double a multiplier other than 0 may be.
        while true {
            let value = Double(bitPattern: random.next())
            if value != 0 && NumberBounds.isMultiplier(value) { return value }
        }
    }

    private func randomKey(_ random: inout SeededGenerator) -> String? {
        switch random.next() % 5 {
        case 0: return nil
        case 1: return pick(["k", "titleMax", "left[0]", "k[1][12]", "h_2", "été", "a[01]"], &random)
        case 2: return pick(["my key", "say \"hi\"", "back\\slash", "12", "🙂", "a-b", "[0]", "", "k[", "k[x]"], &random)
        default:
            let letters = Array("ab_Z9 \"\\é[]0")
            let length = 1 + Int(random.next() % 8)
            return String((0..<length).map { _ in pick(letters, &random) })
        }
    }

    private func randomConstraint(_ random: inout SeededGenerator) -> LayoutConstraint {
        let attribute = pick(Attribute.allCases, &random)
        var constraint = LayoutConstraint(item: pick(Self.names, &random), attribute: attribute,
                                          relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual], &random))
        constraint.constant = randomNumber(&random)
        constraint.priority = Priority(1 + Int(random.next() % 1000)) ?? .required
        if random.next() % 3 == 0 { constraint.priority = .required }
        constraint.key = randomKey(&random)
        // A constraint without a second item is a size with a constant (what the language writes).
        if attribute.isSize && random.next() % 3 == 0 { return constraint }
        let partners = Attribute.allCases.filter { attribute.incompatibility(with: $0) == nil }
        constraint.item2 = pick(Self.names + ["superview"], &random)
        constraint.attribute2 = pick(partners, &random)
        if random.next() % 2 == 0 {
            constraint.multiplier = attribute.isSize && random.next() % 8 == 0 ? 0 : randomMultiplier(&random)
        }
        return constraint
    }
}
