/// Conditions whose outcome the importer knows without running the app
/// (docs/import.md, "Conditions it knows"):
///
/// - the initializer's idioms, true whenever the code runs at all: `self`,
///   `self != nil`, `nil != self`, `(self = [super init…])`, and Swift's
///   `let self` / `let self = self` bindings (`guard let self else { return }`);
///   their opposites (`!self`, `self == nil`) are false;
/// - an availability check, `@available(iOS 11, *)` / `#available(iOS 11, *)`:
///   read as true, the app running on a current system, with a warning naming
///   the choice;
/// - the one-time setup's flag, `!didSetupConstraints` (`updateConstraints`'
///   idiom; ``isSetupFlag(_:)``), true the first time, when the setup runs;
/// - in an Objective-C getter `- (UIView *)name`, the lazy test of its ivar,
///   `!_name` / `_name == nil` (true: the getter builds the view), and its
///   opposite `_name` / `_name != nil` (false);
/// - in an Objective-C initializer (`- (instancetype)init…`), the same tests of
///   an ivar it has not set yet (nor read through its getter, nor possibly
///   set by sending `self` a message): alloc zeroes the object, so the ivar is nil.
enum KnownCondition: Equatable {
    /// Holds whenever the code runs: the branch is read as unconditional, its `else` left out.
    case alwaysTrue
    /// Never holds: the branch is left out, its `else` read as unconditional.
    case alwaysFalse
    /// An availability check (its text): the branch is taken, its `else` left out, with a warning.
    case available(String)

    /// The warning at an availability check taken.
    static func availabilityWarning(_ check: String, droppingElse: Bool) -> String {
        "'\(check)' is read as true (the app running on a current system): the draft takes its branch"
            + (droppingElse ? " and leaves out the other" : "")
    }

    /// What the importer knows of an Objective-C `if`'s condition, given as
    /// the text between its parentheses; nil when it cannot know.
    /// `getter` is the name of the getter being read, if it is one.
    static func objC(_ condition: String, getter: String? = nil, setIvars: Set<String>? = nil) -> KnownCondition? {
        let text = withoutOuterParentheses(condition)
        if let flag = negatedOperand(text), isSetupFlag(flag) { return .alwaysTrue }
        if let getter, let outcome = nilTest(text, of: { $0 == "_\(getter)" }) { return outcome }
        // In an initializer, an ivar it has not set yet is nil (alloc zeroes the object):
        // `if (!_titleLabel) { … }` makes the view.
        if let setIvars, let outcome = nilTest(text, of: { name in
            name.hasPrefix("_") && name.count > 1 && name.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                && !setIvars.contains(name)
        }) {
            return outcome
        }
        if text.hasPrefix("@available(") || text.hasPrefix("__builtin_available(") {
            return closes(text, at: text.firstIndex(of: "(")!, with: "(", ")") ? .available(text) : nil
        }
        if text == "self" || isSuperInitialization(text) { return .alwaysTrue }
        if text.hasPrefix("!") && isSelf(String(text.dropFirst())) { return .alwaysFalse }
        for (op, outcome) in [("!=", KnownCondition.alwaysTrue), ("==", .alwaysFalse)] {
            let sides = text.split(separator: op, omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2 else { continue }
            let left = withoutOuterParentheses(sides[0]), right = withoutOuterParentheses(sides[1])
            if (right == "nil" || right == "NULL") && isSelf(left) { return outcome }
            if (left == "nil" || left == "NULL") && isSelf(right) { return outcome }
        }
        return nil
    }

    /// The outcome of a test that an ivar `isNil` says is nil: `!_x`, `_x == nil`, `nil == _x`
    /// hold; `_x`, `_x != nil` do not; nil for any other condition.
    private static func nilTest(_ text: String, of isNil: (String) -> Bool) -> KnownCondition? {
        if text.hasPrefix("!"), !text.hasPrefix("!="), isNil(withoutOuterParentheses(String(text.dropFirst()))) {
            return .alwaysTrue
        }
        if isNil(text) { return .alwaysFalse }
        for (op, outcome) in [("==", KnownCondition.alwaysTrue), ("!=", .alwaysFalse)] {
            let sides = text.split(separator: op, omittingEmptySubsequences: false).map { withoutOuterParentheses(String($0)) }
            guard sides.count == 2 else { continue }
            if sides.contains(where: isNil) && sides.contains(where: { $0 == "nil" || $0 == "NULL" }) { return outcome }
        }
        return nil
    }

    /// What a Swift `if`'s or `guard`'s single condition, as written, is known
    /// to be beyond the self idioms: the setup flag's negation.
    static func swift(_ condition: String) -> KnownCondition? {
        if let flag = negatedOperand(withoutOuterParentheses(condition)), isSetupFlag(flag) { return .alwaysTrue }
        return nil
    }

    /// `X` of `!X`, `X == NO`, `X == false`, `NO == X` (in parentheses or not); nil otherwise.
    static func negatedOperand(_ text: String) -> String? {
        if text.hasPrefix("!"), !text.hasPrefix("!=") {
            let operand = withoutOuterParentheses(String(text.dropFirst()))
            return operand.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? operand : nil
        }
        let sides = text.split(separator: "==", omittingEmptySubsequences: false).map { withoutOuterParentheses(String($0)) }
        guard sides.count == 2 else { return nil }
        let falses: Set<String> = ["NO", "false", "FALSE"]
        if falses.contains(sides[1]) { return sides[0] }
        if falses.contains(sides[0]) { return sides[1] }
        return nil
    }

    /// Whether `name` (`didSetupConstraints`, `self.didSetupConstraints`,
    /// `_didSetUpConstraints`, `hasSetupConstraints`, `constraintsSetUp`) is
    /// the flag of a one-time setup: a Boolean, false until the setup ran,
    /// that `updateConstraints` tests to make its constraints once. Its
    /// last component, without `_`, lower-cased, holds `setup` and
    /// `constraint`, or is `didsetup…`, `hassetup…`, `issetup…`.
    static func isSetupFlag(_ name: String) -> Bool {
        var last = String(name.split(separator: ".").last ?? Substring(name))
        if name.contains(".") && !name.hasPrefix("self.") { return false }
        last = last.filter { $0 != "_" }.lowercased()
        guard last.allSatisfy({ $0.isLetter || $0.isNumber }), last.contains("setup") else { return false }
        return last.contains("constraint") || ["didsetup", "hassetup", "issetup"].contains { last.hasPrefix($0) }
    }

    /// The label of an `else if` branch after `chain` (`if A`, `else if B`…):
    /// `else if C (after if A / else if B)`.
    static func elseIfLabel(_ branch: String, after chain: [String]) -> String {
        "\(branch) (after \(chain.joined(separator: " / ")))"
    }

    /// The label of the `else` after `chain`: `else of if A / else if B`, the
    /// branch that runs when none of the chain held.
    static func elseLabel(after chain: [String]) -> String {
        "else of \(chain.joined(separator: " / "))"
    }

    /// The conditional group a preprocessor branch's label is of, named by its first
    /// branch: `#if A` (and `#ifdef A`, `#ifndef A`) is its own; `#elif B (after #if A)`,
    /// `#else of #if A / #elif B` (Swift's `#elseif`) are `#if A`'s; nil for no such label.
    static func configurationGroup(_ label: String) -> String? {
        if label.hasPrefix("#else of ") {
            return label.dropFirst("#else of ".count).split(separator: " / ").first.map(String.init)
        }
        if label.hasPrefix("#elif ") || label.hasPrefix("#elseif "), label.hasSuffix(")"),
           let after = label.ranges(of: " (after ").last {
            return label[after.upperBound...].dropLast().split(separator: " / ").first.map(String.init)
        }
        if label.hasPrefix("#if ") || label.hasPrefix("#ifdef ") || label.hasPrefix("#ifndef ") { return label }
        return nil
    }

    /// Whether two lists of preprocessor branches (the `#if` groups around code) can never
    /// both hold: one holds a branch of a group and the other another branch of it (`#ifdef
    /// X` and `#else of #ifdef X`, `#if A` and `#elif B (after #if A)`), or `#ifdef X` and
    /// `#ifndef X`. Code under the one is in another build configuration than code under
    /// the other.
    static func exclusiveConfigurations(_ a: [String], _ b: [String]) -> Bool {
        for x in a where x.hasPrefix("#") {
            for y in b where y.hasPrefix("#") && x != y {
                if let group = configurationGroup(x), group == configurationGroup(y) { return true }
                if x.hasPrefix("#ifdef "), y == "#ifndef " + x.dropFirst("#ifdef ".count) { return true }
                if y.hasPrefix("#ifdef "), x == "#ifndef " + y.dropFirst("#ifdef ".count) { return true }
            }
        }
        return false
    }

    /// `self`, or `self = [super …]`, in parentheses or not.
    private static func isSelf(_ text: String) -> Bool {
        let inner = withoutOuterParentheses(text)
        return inner == "self" || isSuperInitialization(inner)
    }

    /// `self = [super init…]`: the initializer's assignment, true once the superclass made the object.
    private static func isSuperInitialization(_ text: String) -> Bool {
        guard text.hasPrefix("self"), let equals = text.firstIndex(of: "=") else { return false }
        guard text[text.index(text.startIndex, offsetBy: 4)..<equals].allSatisfy(\.isWhitespace) else { return false }
        let value = text[text.index(after: equals)...].drop { $0.isWhitespace }
        guard value.hasPrefix("["), value.dropFirst().drop(while: \.isWhitespace).hasPrefix("super"),
              value.dropFirst().drop(while: \.isWhitespace).dropFirst(5).first?.isWhitespace == true else { return false }
        let call = String(value)
        return closes(call, at: call.startIndex, with: "[", "]")
    }

    /// `text` trimmed, without the parentheses that enclose it whole (`((x))` is `x`, `(a) && (b)` stays).
    static func withoutOuterParentheses(_ text: String) -> String {
        var result = text.trimmingSpaces()
        while result.hasPrefix("("), closes(result, at: result.startIndex, with: "(", ")") {
            result = String(result.dropFirst().dropLast()).trimmingSpaces()
        }
        return result
    }

    /// Whether the bracket `open` at `start` closes at the last character of `text`.
    private static func closes(_ text: String, at start: String.Index, with open: Character, _ close: Character) -> Bool {
        var level = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open { level += 1 } else if text[index] == close { level -= 1 }
            if level == 0 { return text.index(after: index) == text.endIndex }
            index = text.index(after: index)
        }
        return false
    }
}
