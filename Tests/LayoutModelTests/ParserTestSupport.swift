@testable import LayoutModel

/// Helpers shared by the parser tests.
enum ParserTestSupport {
    /// The diagnostics of parsing `text` as `FILE:LINE:COL: error: MESSAGE` lines.
    static func diagnostics(_ text: String, file: String = "t.layout") -> [String] {
        LayoutParser.parse(text, file: file).diagnostics.map(\.description)
    }

    /// The constraints of a file once its edits are applied to an empty document,
    /// in the one-line form; nil (with the problems recorded) when parsing or applying fails.
    static func constraintLines(_ text: String) -> [String]? {
        let parsed = LayoutParser.parse(text, file: "t.layout")
        guard parsed.diagnostics.isEmpty else { return nil }
        let outcome = Layout(name: "t").applying(parsed.edits)
        guard outcome.errors.isEmpty else { return nil }
        return outcome.layout.constraints.map { OneLine.format($0.constraint) }
    }

    /// The constraints of the edits, in order, without applying them (superview stays `superview`).
    static func constraints(_ text: String) -> [LayoutConstraint] {
        LayoutParser.parse(text, file: "t.layout").edits.flatMap { edit -> [LayoutConstraint] in
            switch edit.kind {
            case .make(_, let list), .update(_, let list), .remake(_, let list): list
            default: []
            }
        }
    }

    /// Every diagnostic of parsing and then applying `text`.
    static func allProblems(_ text: String) -> [String] {
        let parsed = LayoutParser.parse(text, file: "t.layout")
        let outcome = Layout(name: "t").applying(parsed.edits)
        return (parsed.diagnostics + outcome.errors).map(\.description)
    }
}

/// A small seeded random generator (SplitMix64), so that random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
