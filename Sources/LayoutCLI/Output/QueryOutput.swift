import LayoutStore

/// The rows of a `sql` query: an aligned table under the column names (as
/// the sqlite3 shell's column mode), or JSON: the column names and an array
/// of typed values per row.
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
        guard !result.columns.isEmpty else { return [] }
        let header = result.columns
        let body = result.rows.map { row in row.map { $0 ?? "NULL" } }
        var widths = header.map(\.count)
        for row in body { for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) } }
        let rule = widths.map { String(repeating: "-", count: $0) }
        var numeric: Set<Int> = []
        for index in result.columns.indices {
            let values = result.values.map { $0[index] }
            let allNumbers = values.allSatisfy { value in
                switch value {
                case .integer, .real, .null: true
                default: false
                }
            }
            if allNumbers && values.contains(where: { $0 != .null }) { numeric.insert(index) }
        }
        return Table.align([header, rule] + body, rightAligned: numeric)
    }

    /// `{"format", "columns", "rows"}`: the column names in order, then one
    /// array per row of its values in the order of the columns (two columns
    /// may have the same name): integers with every digit, reals in their
    /// exact form (null when not finite), text as strings, null as null, a
    /// blob as `"<N bytes>"`.
    static func json(_ result: QueryResult) -> JSONValue {
        .output([
            ("columns", .array(result.columns.map { .string($0) })),
            ("rows", .array(result.values.map { row in
                .array(row.map { value in
                    switch value {
                    case .null: .null
                    case .integer(let i): .integer(i)
                    case .real(let d): .number(d)
                    case .text(let s): .string(s)
                    case .blob(let n): .string("<\(n) bytes>")
                    }
                })
            })),
        ])
    }
}
