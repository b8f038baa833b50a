import LayoutSolver

extension Priority {
    /// The named priority levels of the layout language, as Masonry and UIKit name them.
    public static let names: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .high), ("medium", .medium), ("low", .low),
    ]

    /// A priority written as a name (`required`, `high`, `medium`, `low`) or a
    /// number 1…1000; `nil` for anything else.
    ///
    /// ```swift
    /// Priority(text: "high")   // 750
    /// Priority(text: "999")    // 999
    /// ```
    public init?(text: String) {
        if let named = Priority.names.first(where: { $0.name == text }) {
            self = named.priority
        } else if let number = Int(text), let priority = Priority(number) {
            self = priority
        } else {
            return nil
        }
    }
}
