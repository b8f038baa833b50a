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

