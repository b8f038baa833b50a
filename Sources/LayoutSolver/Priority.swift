/// How much a constraint matters: 1…1000, where 1000 is required.
///
/// Priorities are strict: no amount of improvement at lower priorities is ever
/// bought with a larger violation at a higher one. Constraints of the same
/// priority share one level, on which the sum of their violations is minimised.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value, 1…1000.
    public let rawValue: Int

    /// Creates a priority, or `nil` when `value` is outside 1…1000.
    public init?(_ value: Int) {
        guard (1...1000).contains(value) else { return nil }
        rawValue = value
    }

    private init(unchecked value: Int) { rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(unchecked: 1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Priority(unchecked: 750)
    /// 500.
    public static let medium = Priority(unchecked: 500)
    /// 250, UIKit's `defaultLow`.
    public static let low = Priority(unchecked: 250)

    /// Whether this is the required priority (1000).
    public var isRequired: Bool { rawValue == 1000 }

    /// Weaker: the smaller number.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number, `750`.
    public var description: String { String(rawValue) }
}
