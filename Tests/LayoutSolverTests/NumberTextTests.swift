import Testing
import LayoutSolver

/// How every number is written (``NumberText``): exact, or rounded to a number
/// of decimals without trailing zeros and without `-0`.
@Suite struct NumberTextTests {
    // MARK: rounded (frames: 3 decimals; the solver's dumps: 6)

    @Test func valuesAreRoundedToThreeDecimalsWithoutTrailingZeros() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.0004, "0"), (0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"),
            (127.5, "127.5"), (-3.3333, "-3.333"), (2.0 / 3, "0.667"), (-0.5, "-0.5"), (-1.5, "-1.5"),
            (0.05, "0.05"), (0.005, "0.005"), (0.12, "0.12"), (375, "375"), (-16, "-16"), (812.0001, "812"),
            (999_999_999.9994, "999999999.999"), (1e9, "1000000000"), (123_456_789_012.25, "123456789012.25"),
            // Whole numbers up to 2^53 keep every digit; above, Swift's exponent form.
            (1e15, "1000000000000000"), (-4_503_599_627_370_497, "-4503599627370497"), (0x1p53, "9007199254740992"),
            (0x1p53 + 2, "9.007199254740994e+15"), (1e16, "1e+16"),
            (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
        ]
        for (value, text) in cases { #expect(NumberText.format(value, decimals: 3) == text, "\(value)") }
    }

    @Test func valuesTooLargeToScaleAreWrittenExactlyNotAsInfinity() {
        // 1e308 × 10³ is past a double's largest (1.8e308): scaling it to round
        // would give infinity. Every double from 2^52 on is whole, so rounding it to
        // any number of decimals leaves it as it is: its exact form.
        let cases: [(Double, Int, String)] = [
            (1e308, 3, "1e+308"), (-1e308, 3, "-1e+308"), (1e306, 6, "1e+306"), (-1e300, 15, "-1e+300"),
            (.greatestFiniteMagnitude, 3, "1.7976931348623157e+308"), (1e306, 0, "1e+306"),
        ]
        for (value, places, text) in cases {
            #expect(NumberText.format(value, decimals: places) == text, "\(value) to \(places)")
        }
        // A sweep over bit patterns: rounded and exact forms agree on every double of 2^52 or more.
        var checked = 0
        for index in 0..<100_000 as Range<UInt64> {
            let value = Double(bitPattern: index &* 0x9E37_79B9_7F4A_7C15)
            guard value.isFinite, abs(value) >= 0x1p52 else { continue }
            for places in [0, 3, 6, 15] {
                #expect(NumberText.format(value, decimals: places) == NumberText.format(value), "\(value)")
            }
            checked += 1
        }
        #expect(checked > 20_000)
    }

    @Test func sixDecimalsAreWrittenOutWithoutAnExponent() {
        let cases: [(Double, String)] = [
            (1e-5, "0.00001"), (-1e-5, "-0.00001"), (1e-7, "0"), (-1e-7, "0"), (0.1234565, "0.123457"),
            (2.0000000001, "2"), (1.0 / 3, "0.333333"), (-2.5e-6, "-0.000003"), (1_234_567.1234567, "1234567.123457"),
        ]
        for (value, text) in cases { #expect(NumberText.format(value, decimals: 6) == text, "\(value)") }
    }

    @Test func noDecimalsRoundsHalvesAwayFromZero() {
        #expect(NumberText.format(2.5, decimals: 0) == "3")
        #expect(NumberText.format(-2.5, decimals: 0) == "-3")
        #expect(NumberText.format(-0.4, decimals: 0) == "0")
    }

    /// Swift's own shortest form of the value rounded to `places` decimals,
    /// trailing zeros removed: what the integer arithmetic must agree with
    /// (while that form has no exponent: values of 10^-4 and more).
    static func byDescription(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test func theIntegerArithmeticAgreesWithTheShortestDescriptionAtEveryMagnitude() {
        // 14 magnitudes (10^-2 … 10^11), at each 14 287 values across [-1, 1] times it,
        // on a step that is no round decimal (so every digit varies).
        var scale = 0.01
        for _ in 0..<14 {
            for step in 0..<14_287 {
                let value = (Double(step) / 7_143.3 - 1) * scale
                #expect(NumberText.format(value, decimals: 3) == Self.byDescription(value, places: 3), "\(value)")
            }
            scale *= 10
        }
        // Halfway cases and their neighbours.
        for thousandths in stride(from: -3000, through: 3000, by: 1) {
            for offset in [-0.5, 0.5, -0.4999, 0.4999] {
                let value = (Double(thousandths) + offset) / 1000
                #expect(NumberText.format(value, decimals: 3) == Self.byDescription(value, places: 3), "\(value)")
            }
        }
        // Six decimals, from 10^-3 (rounded values of 10^-4 and more) to 10^5.
        scale = 0.001
        for _ in 0..<9 {
            for step in 0..<2_001 {
                let value = (Double(step) / 1_000.7 - 1) * scale
                let rounded = (value * 1e6).rounded() / 1e6
                guard abs(rounded) >= 1e-4 || rounded == 0 else { continue }
                #expect(NumberText.format(value, decimals: 6) == Self.byDescription(value, places: 6), "\(value)")
            }
            scale *= 10
        }
    }

    // MARK: exact

    @Test func exactNumbersAreTheShortestTextReadingBackAsTheSameDouble() {
        let cases: [(Double, String)] = [
            (44, "44"), (0.5, "0.5"), (-32, "-32"), (0, "0"), (-0.0, "0"), (1.0 / 3, "0.3333333333333333"),
            (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"), (0.0001, "0.0001"), (127.123456789, "127.123456789"),
            (1e15, "1000000000000000"), (0x1p53 - 1, "9007199254740991"),
            (Double(1 << 53) + 1, "9007199254740992"),  // 2^53 + 1 is no double: it rounds to 2^53
            (0x1p53 + 2, "9.007199254740994e+15"),
            (1e16, "1e+16"), (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.infinity, "inf"), (.nan, "nan"),
        ]
        for (value, text) in cases { #expect(NumberText.format(value) == text, "\(value)") }
    }

    @Test func everyFiniteDoubleReadsBackFromItsExactText() {
        // A sweep over bit patterns (a multiplicative step through all 2^64), so
        // every exponent and sign is met; and whole numbers from 9 × 10^14 to 2^53.
        var checked = 0
        for index in 0..<200_000 as Range<UInt64> {
            let value = Double(bitPattern: index &* 0x9E37_79B9_7F4A_7C15)
            guard value.isFinite else { continue }
            let text = NumberText.format(value)
            #expect(Double(text) == value, "\(text)")
            if value == value.rounded(), abs(value) <= 0x1p53 {
                // A whole number: Swift's shortest description without its ".0".
                #expect(text + ".0" == "\(value == 0 ? 0 : value)", "\(value)")
            } else {
                #expect(text == "\(value)", "\(value)")
            }
            checked += 1
        }
        for whole in stride(from: 9e14, through: 0x1p53, by: 3.3e13) + [0x1p53] {
            #expect(NumberText.format(whole) + ".0" == "\(whole)")
        }
        #expect(checked > 190_000)
    }
}
