/// A method or function whose body the readers read: its name as code
/// calls it (`setupWithHeight:columns:`, `configure`, `init`,
/// `isExpanded.didSet`), its name as a message spells it (the selector;
/// Swift's with its labels, `configure(height:bars:)`, `init(frame:)`) and
/// its parameters' names, so that a warning about a value that is a
/// parameter says whose (``ViewSetupReader/reason(_:)``).
struct FunctionScope: Equatable {
    var name: String
    var spelled: String
    var parameters: [String]

    init(name: String, spelled: String? = nil, parameters: [String]) {
        self.name = name
        self.spelled = spelled ?? name
        self.parameters = parameters
    }

    /// The name Swift gives a function with these argument labels
    /// (`configure(height:bars:)`, `spacing(for:)`, `layout(_:)`).
    static func swiftName(_ base: String, labels: [String?]) -> String {
        "\(base)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }
}

extension Expr {
    /// The names `expr` uses, in order (`i * 70` uses `i`; `CGFloat(index)`, `CGFloat` and `index`).
    var names: [String] {
        var result: [String] = []
        var stack = [self]
        var visited = 0
        while let next = stack.popLast(), visited < 10_000 {
            visited += 1
            if case .name(let name) = next.kind { result.append(name) }
            stack += next.children.reversed()
        }
        return result
    }
}
