import LayoutModel

/// Column alignment for human output.
enum Table {
    /// Pads every column to its widest cell (in characters, as
    /// ``CharacterCount`` counts them); `rightAligned`
    /// columns are padded on the left, the others on the right except a
    /// row's last; cells are separated by two spaces.
    static func align(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        let columns = Columns(rows, rightAligned: rightAligned)
        return rows.indices.map { index in
            var line: [UInt8] = []
            line.reserveCapacity(columns.lineSize + (rows[index].last?.utf8.count ?? 0))
            columns.append(rows[index], counts: columns.counts[index], to: &line)
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// The lines of ``align(_:rightAligned:)`` appended to `text`, each after
    /// `indent` and followed by a newline, without an array of lines in
    /// between (`diff` and `frames` print a line per view and canvas).
    static func write(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "",
                             into text: inout String) {
        let columns = Columns(rows, rightAligned: rightAligned)
        // Bytes first, one string at the end: appending bytes costs a copy,
        // appending to a string also its checks and flags (half the time here).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * (indent.utf8.count + columns.lineSize + 1)
                              + rows.reduce(0) { $0 + ($1.last?.utf8.count ?? 0) })
        for (row, counts) in zip(rows, columns.counts) {
            bytes.append(contentsOf: indent.utf8)
            columns.append(row, counts: counts, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// The widths of a table's columns: each cell measured once (counting
    /// characters walks the string).
    private struct Columns {
        let counts: [[Int]]
        let widths: [Int]
        let right: [Bool]
        /// A line's size without its last cell.
        let lineSize: Int

        init(_ rows: [[String]], rightAligned: Set<Int>) {
            counts = rows.map { row in row.map { cell in CharacterCount.of(cell) } }
            var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
            for row in counts { for (i, count) in row.enumerated() { widths[i] = max(widths[i], count) } }
            self.widths = widths
            right = widths.indices.map(rightAligned.contains)
            lineSize = widths.reduce(0, +) + 2 * widths.count
        }

        /// One row, its cells padded and separated, appended to `line` as UTF-8.
        func append(_ row: [String], counts: [Int], to line: inout [UInt8]) {
            let space = UInt8(ascii: " ")
            for (i, cell) in row.enumerated() {
                if i > 0 {
                    line.append(space)
                    line.append(space)
                }
                let pad = widths[i] - counts[i]
                if right[i] {
                    line.append(contentsOf: repeatElement(space, count: pad))
                    line.append(contentsOf: cell.utf8)
                } else {
                    line.append(contentsOf: cell.utf8)
                    if i < row.count - 1 { line.append(contentsOf: repeatElement(space, count: pad)) }
                }
            }
        }
    }
}
