import LayoutSolver

extension Priority {
    /// The named priority levels of the layout language, as Masonry and UIKit
    /// name them (``Vocabulary/priorities``).
    public static let names: [(name: String, priority: Priority)] = Vocabulary.priorities

    /// Priorities by the names Objective-C and Swift code gives them: UIKit's
    /// (`defaultHigh`, `UILayoutPriorityDefaultLow`), SnapKit's (`high`,
    /// `medium`) and Masonry's (`MASLayoutPriorityDefaultMedium`), as the
    /// numbers they stand for. Pasted lines and `layoutdb import` read them.
    /// The language's own names (``Vocabulary/priorities``) are among them.
    public static let codeNames: [String: Int] = Dictionary(
        uniqueKeysWithValues: Vocabulary.priorities.map { ($0.name, $0.priority.rawValue) }
    ).merging([
        "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50,
        "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
        "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250,
        "MASLayoutPriorityFittingSizeLevel": 50,
    ]) { language, _ in language }

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
