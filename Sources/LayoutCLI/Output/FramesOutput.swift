import LayoutModel

/// The frames of a layout on its canvases, as JSON (cli.md, "JSON of frames")
/// and as an aligned table for people.
enum FramesOutput {
    /// The frames JSON: document, revision (null for `solve`), and per canvas its
    /// size, direction, frames (root excluded), ambiguous views and irreducible
    /// conflicting sets in one-line form.
    static func json(document: String, revision: Int?, layout: Layout, canvases: [CanvasLayout],
                            coordinates: Coordinates) -> JSONValue {
        .object([
            ("document", .string(document)),
            ("revision", revision.map { .number(Double($0)) } ?? .null),
            ("canvases", .array(canvases.map { canvasJSON($0, layout: layout, coordinates: coordinates) })),
        ])
    }

    static func canvasJSON(_ result: CanvasLayout, layout: Layout, coordinates: Coordinates) -> JSONValue {
        let frames = framesIn(coordinates, result, layout: layout)
        return .object([
            ("name", .string(result.canvas.name)),
            ("width", .number(result.canvas.width)),
            ("height", .number(result.canvas.height)),
            ("direction", .string(result.canvas.direction.rawValue)),
            ("frames", .object(frames.map { entry in
                (entry.view, .object([
                    ("parent", .string(layout.view(named: entry.view)?.parent ?? View.rootName)),
                    ("x", .number(entry.frame.x)), ("y", .number(entry.frame.y)),
                    ("width", .number(entry.frame.width)), ("height", .number(entry.frame.height)),
                ]))
            })),
            ("ambiguous", .array(result.ambiguous.map {
                .object([("view", .string($0.view)), ("free", .array($0.free.map { .string($0) }))])
            })),
            ("unsatisfiable", .array(result.unsatisfiable.map { set in .array(set.map { .string(OneLine.format($0)) }) })),
        ])
    }

    /// The frames in the requested space.
    static func framesIn(_ coordinates: Coordinates, _ result: CanvasLayout, layout: Layout) -> [(view: String, frame: Frame)] {
        result.frames(in: coordinates, of: layout)
    }

    /// An aligned table per canvas: view, parent, x, y, width, height; then the
    /// ambiguous views.
    static func table(layout: Layout, canvases: [CanvasLayout], coordinates: Coordinates) -> String {
        var text = ""
        for (index, result) in canvases.enumerated() {
            let c = result.canvas
            if index > 0 { text += "\n" }
            text += "canvas \(c.name) \(Numbers.format(c.width))x\(Numbers.format(c.height)) \(c.direction.rawValue)\n"
            var rows = [["view", coordinates == .root ? "space" : "parent", "x", "y", "width", "height"]]
            for entry in framesIn(coordinates, result, layout: layout) {
                let parent = coordinates == .root ? View.rootName : (layout.view(named: entry.view)?.parent ?? View.rootName)
                rows.append([entry.view, parent, Numbers.format(entry.frame.x), Numbers.format(entry.frame.y),
                             Numbers.format(entry.frame.width), Numbers.format(entry.frame.height)])
            }
            Table.write(rows, rightAligned: [2, 3, 4, 5], indent: "  ", into: &text)
            for view in result.ambiguous {
                text += "  ambiguous: \(view.view) (\(view.free.joined(separator: ", ")) free)\n"
            }
            for set in result.unsatisfiable {
                text += "  unsatisfiable: " + set.map(OneLine.format).joined(separator: "; ") + "\n"
            }
        }
        if text.hasSuffix("\n") { text.removeLast() }  // blocks are separated by a blank line; no newline after the last
        return text
    }
}

/// Column alignment for human output.
enum Table {
    /// Pads every column to its widest cell (in characters); `rightAligned`
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
            counts = rows.map { row in row.map { cell in cell.count } }
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
