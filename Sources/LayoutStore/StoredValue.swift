import GRDB
import LayoutModel
import LayoutSolver

/// Values read back from the store's rows, checked against what the schema
/// and the model allow.
///
/// SQLite checks a row's types and CHECK constraints when it is written,
/// never when it is read: a file changed byte by byte outside layoutdb (a
/// disk fault, a tool that wrote into it) can hold a kind `applq`, a
/// priority 0, a NaN or a number where text belongs, and SQLite reads it
/// back without a word. Each such value is an error naming it, reported as
/// a damaged database (``StoreError/unreadable(_:reason:)``, "the file is
/// corrupt", exit 74 on the command line), never printed or used as if it
/// were right. The closures that name the value run only on a failure.
enum StoredValue {
    /// The error for a value that cannot be right, naming it.
    static func damaged(_ what: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a stored value is damaged: \(what)")
    }

    /// A name (of a view, canvas, or an item): not empty, no control character.
    static func name(_ text: String, _ what: @autoclosure () -> String) throws -> String {
        if let problem = PrintableText.nameProblem(text) {
            throw damaged("\(what()) has the name '\(PrintableText.escaped(text))': \(problem)")
        }
        return text
    }

    /// The priority at `index`: an integer 1…1000.
    static func priority(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Priority {
        let value: Int = try row.decode(atIndex: index)
        guard let priority = Priority(value) else { throw damaged("\(what()) is \(value), not 1…1000") }
        return priority
    }

    /// The flag at `index`: the integer 1 (true) or 0 (false).
    static func flag(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Bool {
        let value: Int = try row.decode(atIndex: index)
        guard value == 0 || value == 1 else { throw damaged("\(what()) is \(value), not 0 or 1") }
        return value == 1
    }

    /// The number at `index`: finite.
    static func finite(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Double {
        let value: Double = try row.decode(atIndex: index)
        guard value.isFinite else { throw damaged("\(what()) is \(value), not a finite number") }
        return value
    }

    /// The number at `index`, or nil for NULL: finite.
    static func finiteOrNull(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Double? {
        let value: Double? = try row.decode(atIndex: index)
        if let value, !value.isFinite { throw damaged("\(what()) is \(value), not a finite number") }
        return value
    }

    /// A size at `index` (or nil for NULL): finite and not negative.
    static func sizeOrNull(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Double? {
        let value: Double? = try row.decode(atIndex: index)
        if let value, !(value.isFinite && value >= 0) {
            throw damaged("\(what()) is \(value), not a finite size of 0 or more")
        }
        return value
    }

    /// A size at `index` that cannot be NULL.
    static func size(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> Double {
        let value: Double = try row.decode(atIndex: index)
        guard value.isFinite && value >= 0 else { throw damaged("\(what()) is \(value), not a finite size of 0 or more") }
        return value
    }

    /// The stack properties in the four columns from `index` (axis, spacing,
    /// distribution, alignment): all NULL for a view that is not a stack, else
    /// each set, a value the language has and a finite spacing.
    static func stack(_ row: Row, _ index: Int, _ what: @autoclosure () -> String) throws -> StackProperties? {
        let axis: String? = try row.decode(atIndex: index)
        let spacing: Double? = try row.decode(atIndex: index + 1)
        let distribution: String? = try row.decode(atIndex: index + 2)
        let alignment: String? = try row.decode(atIndex: index + 3)
        if axis == nil && spacing == nil && distribution == nil && alignment == nil { return nil }
        guard let axis, let spacing, let distribution, let alignment else {
            throw damaged("\(what()) has some of its stack properties and not the others")
        }
        guard let a = StackAxis(rawValue: axis) else {
            throw damaged("\(what()) has the stack axis '\(PrintableText.escaped(axis))', not horizontal or vertical")
        }
        guard spacing.isFinite else { throw damaged("\(what()) stack spacing is \(spacing), not a finite number") }
        guard let d = StackDistribution(rawValue: distribution) else {
            throw damaged("\(what()) has the stack distribution '\(PrintableText.escaped(distribution))', which the language does not have")
        }
        guard let l = StackAlignment(rawValue: alignment) else {
            throw damaged("\(what()) has the stack alignment '\(PrintableText.escaped(alignment))', which the language does not have")
        }
        return StackProperties(axis: a, spacing: spacing, distribution: d, alignment: l)
    }

    /// An attribute of the language, by its name.
    static func attribute(_ text: String, _ what: @autoclosure () -> String) throws -> Attribute {
        guard let attribute = Attribute(rawValue: text) else {
            throw damaged("\(what()) has the attribute '\(PrintableText.escaped(text))', which the language does not have")
        }
        return attribute
    }
}
