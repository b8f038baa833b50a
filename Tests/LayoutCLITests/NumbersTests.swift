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
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<200_000 {
            let magnitude = Double(generator.next() % 14) - 2  // 10^-2 … 10^11
            let value = (Double(generator.next() % 2_000_001) / 1_000_000 - 1) * pow10(magnitude)
            #expect(Numbers.format(value) == Self.byDescription(value), "\(value)")
        }
        // Halfway cases and their neighbours.
        for thousandths in stride(from: -3000, through: 3000, by: 1) {
            for offset in [-0.5, 0.5, -0.4999, 0.4999] {
                let value = (Double(thousandths) + offset) / 1000
                #expect(Numbers.format(value) == Self.byDescription(value), "\(value)")
            }
        }
    }

    private func pow10(_ e: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(e)) { result *= 10 }
        return e < 0 ? 1 / result : result
    }
}

/// A small seeded generator (SplitMix64), so that a failure reproduces.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
