import Foundation
import LayoutModel
import LayoutStore

/// The rows of a `sql` query: an aligned table under the column names (as
/// the sqlite3 shell's column mode), or JSON: the column names and an array
/// of typed values per row. ``Printer`` prints them as the statement yields
/// them; ``table(_:)`` and ``json(_:)`` format a whole result.
///
/// ```
/// number  author  kind
/// ------  ------  -----
///      1  ada     apply
/// ```
enum QueryOutput {
    /// The column names, a rule, then the rows; `NULL` for a null, `<N bytes>`
    /// for a blob, numbers as the JSON writes them (``QueryResult/rows``);
    /// columns whose values are all numbers (or null) are right-aligned.
    static func table(_ result: QueryResult) -> [String] {
        table(columns: result.columns, values: result.values)
    }

    /// ``table(_:)`` of the rows `values` under `columns`.
    static func table(columns: [String], values: [[QueryValue]]) -> [String] {
        guard !columns.isEmpty else { return [] }
        let body = values.map { row in row.map(cell) }
        let rule = widths(columns: columns, values: values).map { String(repeating: "-", count: $0) }
        return Table.align([columns, rule] + body, rightAligned: numericColumns(columns.count, values))
    }

    /// A value as the table writes it: `NULL` for a null.
    static func cell(_ value: QueryValue) -> String { value.text ?? "NULL" }

    /// Each column's width: its name's or its widest cell's.
    static func widths(columns: [String], values: [[QueryValue]]) -> [Int] {
        var widths = columns.map(CharacterCount.of)
        for row in values {
            for (index, value) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], CharacterCount.of(cell(value)))
            }
        }
        return widths
    }

    /// The columns (of `count`) whose values are all numbers (or null), at least one a number.
    static func numericColumns(_ count: Int, _ rows: [[QueryValue]]) -> Set<Int> {
        var numeric: Set<Int> = []
        for index in 0..<count {
            let values = rows.map { $0[index] }
            let allNumbers = values.allSatisfy { value in
                switch value {
                case .integer, .real, .null: true
                default: false
                }
            }
            if allNumbers && values.contains(where: { $0 != .null }) { numeric.insert(index) }
        }
        return numeric
    }

    /// `{"format", "columns", "rows"}`: the column names in order, then one
    /// array per row of its values in the order of the columns (two columns
    /// may have the same name): integers with every digit, reals in their
    /// exact form (null when not finite), text as strings, null as null, a
    /// blob as `"<N bytes>"`.
    static func json(_ result: QueryResult) -> JSONValue {
        .output([
            ("columns", .array(result.columns.map { .string($0) })),
            ("rows", .array(result.values.map(JSONOutput.row))),
        ])
    }

    /// How many rows the table's column widths are measured on; the rows
    /// after them are printed as they come, in those widths.
    static let measuredRows = 1000

    /// Prints a query's rows while the statement runs: the JSON row by row;
    /// the table once its first ``measuredRows`` rows (or all, when fewer)
    /// have set the columns' widths and alignment, then row by row in them (a
    /// wider cell widens its own line only). What was printed is what
    /// ``table(_:)`` and ``json(_:)`` print for the same rows when there are
    /// no more than ``measuredRows``.
    final class Printer {
        private let json: Bool
        private let out: OutputSink
        private var columns: [String] = []
        /// The table's first rows, until they are measured.
        private var measured: [[QueryValue]] = []
        /// The table's widths, once measured: a blank cell per column.
        private var template: [String]?
        private var rightAligned: Set<Int> = []
        private var rows = 0
        /// The first output failure; printing stops there.
        private var failure: (any Error)?

        /// A printer of JSON (`json`) or of a table to `out`.
        init(json: Bool, to out: OutputSink) {
            self.json = json
            self.out = out
        }

        /// Takes the column names (before any row).
        func begin(_ names: [String]) {
            columns = names
            guard json else { return }
            // The JSON of ``json(_:)`` up to the rows' opening bracket.
            let head = JSONValue.output([("columns", .array(names.map { .string($0) }))]).rendered()
            attempt { try out.write(String(head.dropLast(2)) + ",\n  \"rows\": [") }
        }

        /// Prints (or keeps, for the table's measure) one row; false once printing failed.
        func print(_ row: [QueryValue]) -> Bool {
            defer { rows += 1 }
            if json {
                let text = JSONOutput.row(row).rendered().replacingOccurrences(of: "\n", with: "\n    ")
                attempt { try out.write((rows == 0 ? "\n    " : ",\n    ") + text) }
            } else if columns.isEmpty {
                return failure == nil
            } else if let template {
                attempt { try out.line(Table.align([template, row.map(QueryOutput.cell)], rightAligned: rightAligned)[1]) }
            } else {
                measured.append(row)
                if measured.count == QueryOutput.measuredRows { printMeasured() }
            }
            return failure == nil
        }

        /// The statement ended: prints what is left and closes the JSON.
        /// - Throws: the first ``OutputFailure``.
        func end() throws {
            if json {
                attempt { try out.line(rows == 0 ? "]\n}" : "\n  ]\n}") }
            } else if template == nil {
                printMeasured()
            }
            if let failure { throw failure }
        }

        /// The statement failed: prints the table's rows read so far; ends the JSON's line but leaves it open.
        /// - Throws: the first ``OutputFailure``.
        func stop() throws {
            if json {
                attempt { try out.line("") }
            } else if template == nil && !measured.isEmpty {
                printMeasured()
            }
            if let failure { throw failure }
        }

        /// Measures the kept rows and prints them under the names and rule.
        private func printMeasured() {
            rightAligned = QueryOutput.numericColumns(columns.count, measured)
            let lines = QueryOutput.table(columns: columns, values: measured)
            // A row of blanks as wide as each column, set beside each later row.
            template = QueryOutput.widths(columns: columns, values: measured).map { String(repeating: " ", count: $0) }
            measured = []
            for line in lines { attempt { try out.line(line) } }
        }

        private func attempt(_ body: () throws -> Void) {
            guard failure == nil else { return }
            do { try body() } catch { failure = error }
        }
    }
}

/// The JSON of one row of a query (``QueryOutput/json(_:)``).
private enum JSONOutput {
    static func row(_ values: [QueryValue]) -> JSONValue {
        .array(values.map { value in
            switch value {
            case .null: .null
            case .integer(let i): .integer(i)
            case .real(let d): .number(d)
            case .text(let s): .string(s)
            case .blob(let n): .string("<\(n) bytes>")
            }
        })
    }
}
