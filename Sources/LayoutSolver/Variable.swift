/// An unknown of a constraint system: a number the solver chooses.
///
/// Variables compare by identity: two variables with the same name are still
/// two unknowns. A variable can take part in several solvers at once.
///
/// ```swift
/// let width = Variable("title.width")
/// try solver.add(width >= 44)
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for dumps and error messages; it need not be unique.
    public let name: String

    /// Creates a variable with a name used only for display.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether the two are the same object (names do not count).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `v@` and a number identifying the object when it has none.
    public var description: String { name.isEmpty ? "v@\(ObjectIdentifier(self).hashValue)" : name }
}
