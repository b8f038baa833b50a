/// A revision as written on the command line, git's way on a linear history:
/// a number or `HEAD`, then any number of steps back: `~N` (N revisions
/// back), `~` (one), `^` (one). `HEAD^^`, `HEAD~2^`, `5~1` are all forms of it.
///
/// ```swift
/// RevisionName.parse("HEAD~2^")  // base .head, back 3
/// RevisionName.parse("5~1")      // base .number(5), back 1
/// RevisionName.parse("HEAD^x")   // nil: malformed
/// ```
///
/// Arithmetic saturates instead of trapping: a number or a count too large
/// for `Int` becomes `Int.max`, which names no revision of any history (the
/// look-up then finds none: an unknown revision, not a crash).
public struct RevisionName: Hashable, Sendable {
    /// Where the steps start from.
    public enum Base: Hashable, Sendable {
        /// A revision number (global to the database).
        case number(Int)
        /// The head of the document.
        case head
    }

    /// Where the steps start from.
    public var base: Base
    /// How many revisions of the document before ``base`` (0: the base itself).
    public var back: Int

    /// The accepted forms, for an error message.
    public static let forms = "a revision number, HEAD, HEAD~N, HEAD~, HEAD^ (any number of ^), "
        + "or any of these followed by more ~N, ~ or ^ (HEAD~2^, 5~1)"

    /// Creates a name.
    public init(base: Base, back: Int = 0) {
        self.base = base
        self.back = back
    }

    /// Reads `text` (surrounding spaces ignored, `HEAD` in any case); nil when
    /// it is not of one of the ``forms``.
    public static func parse(_ text: String) -> RevisionName? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        let base: Base
        if rest.prefix(4).uppercased() == "HEAD" {
            base = .head
            rest = rest.dropFirst(4)
        } else {
            let digits = rest.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty else { return nil }
            base = .number(saturatingNumber(digits))
            rest = rest.dropFirst(digits.count)
        }
        var back = 0
        while let step = rest.first {
            rest = rest.dropFirst()
            switch step {
            case "^":
                back = saturatingSum(back, 1)
            case "~":
                let digits = rest.prefix(while: \.isASCIIDigit)
                rest = rest.dropFirst(digits.count)
                back = saturatingSum(back, digits.isEmpty ? 1 : saturatingNumber(digits))
            default:
                return nil
            }
        }
        return RevisionName(base: base, back: back)
    }

    /// The decimal number `digits`, or `Int.max` when it does not fit.
    private static func saturatingNumber(_ digits: Substring) -> Int {
        var value = 0
        for digit in digits.utf8 {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(digit) - 48)
            if o1 || o2 { return .max }
            value = sum
        }
        return value
    }

    /// `a + b`, or `Int.max` when it does not fit.
    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}

extension Character {
    /// `0` … `9` (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
