import Testing
@testable import LayoutCLI

/// How every number is printed: rounded to 3 decimals, no trailing zeros, no `-0`.
@Suite struct NumbersTests {
    @Test func valuesAreRoundedToThreeDecimalsWithoutTrailingZeros() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.0004, "0"), (0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"),
            (127.5, "127.5"), (-3.3333, "-3.333"), (2.0 / 3, "0.667"), (-0.5, "-0.5"), (-1.5, "-1.5"),
            (0.05, "0.05"), (0.005, "0.005"), (0.12, "0.12"), (375, "375"), (-16, "-16"), (812.0001, "812"),
            (999_999_999.9994, "999999999.999"), (1e9, "1000000000"), (123_456_789_012.25, "123456789012.25"),
            (1e16, "1e+16"), (.infinity, "null"), (.nan, "null"),
        ]
        for (value, text) in cases { #expect(Numbers.format(value) == text, "\(value)") }
    }

    /// Swift's own shortest form of the value rounded to 3 decimals, trailing
    /// zeros removed: what the arithmetic above must agree with.
    static func byDescription(_ value: Double) -> String {
        var rounded = (value * 1000).rounded() / 1000
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
                #expect(Numbers.format(value) == Self.byDescription(value), "\(value)")
            }
            scale *= 10
        }
        // Halfway cases and their neighbours.
        for thousandths in stride(from: -3000, through: 3000, by: 1) {
            for offset in [-0.5, 0.5, -0.4999, 0.4999] {
                let value = (Double(thousandths) + offset) / 1000
                #expect(Numbers.format(value) == Self.byDescription(value), "\(value)")
            }
        }
    }
}
