/// A function of the sources (a method, an initializer, an accessor, a C
/// function): its name, for the draft's names of its locals' views
/// (docs/import.md, "Names": an Objective-C selector's first part,
/// `setupWithHeight`; a Swift function's base name, `configure`; `init`;
/// `isExpanded.didSet`); its name as a message spells it (the whole
/// selector, `setupWithHeight:columns:`; Swift's with its labels,
/// `configure(height:bars:)`); its parameters' names, so that a warning
/// about a value that is a parameter says whose
/// (``ViewSetupReader/reason(_:)``); the type it returns, as written, so
/// that a view made by calling it has that class (`func titleLabel(_ text:
/// String) -> UILabel`, `- (UILabel *)labelWithText:`), and its parameters'
/// types, so that a method taking or returning a view is read where the
/// class calls it (``ViewSetupReader/inlineCall(_:call:target:statement:)``);
/// and where it begins, which no other function shares.
struct FunctionScope: Hashable {
    var name: String
    var spelled: String
    var parameters: [String]
    var returns: String?
    var place: SourcePlace
    /// Its parameters' types as written, in order (nil where none is written).
    var parameterTypes: [String?] = []
    /// Whether the code marks it as an action: Swift's `@objc` or `@IBAction`,
    /// Objective-C's `IBAction` return type.
    var isAction = false

    init(name: String, spelled: String? = nil, parameters: [String] = [], returns: String? = nil, place: SourcePlace,
         parameterTypes: [String?] = [], isAction: Bool = false) {
        self.name = name
        self.spelled = spelled ?? name
        self.parameters = parameters
        self.returns = returns
        self.place = place
        self.parameterTypes = parameterTypes
        self.isAction = isAction
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
