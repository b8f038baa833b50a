import LayoutModel

/// The frames of a layout on its canvases, as JSON (cli.md, "JSON of frames")
/// and as an aligned table for people.
public enum FramesOutput {
    /// The frames JSON: document, revision (null for `solve`), and per canvas its
    /// size, direction, frames (root excluded), ambiguous views and irreducible
    /// conflicting sets in one-line form.
    public static func json(document: String, revision: Int?, layout: Layout, canvases: [CanvasLayout],
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
    public static func table(layout: Layout, canvases: [CanvasLayout], coordinates: Coordinates) -> String {
        var blocks: [String] = []
        for result in canvases {
            let c = result.canvas
            var lines = ["canvas \(c.name) \(Numbers.format(c.width))x\(Numbers.format(c.height)) \(c.direction.rawValue)"]
            var rows = [["view", coordinates == .root ? "space" : "parent", "x", "y", "width", "height"]]
            for entry in framesIn(coordinates, result, layout: layout) {
                let parent = coordinates == .root ? View.rootName : (layout.view(named: entry.view)?.parent ?? View.rootName)
                rows.append([entry.view, parent, Numbers.format(entry.frame.x), Numbers.format(entry.frame.y),
                             Numbers.format(entry.frame.width), Numbers.format(entry.frame.height)])
            }
            lines += Table.align(rows, rightAligned: [2, 3, 4, 5]).map { "  " + $0 }
            for view in result.ambiguous {
                lines.append("  ambiguous: \(view.view) (\(view.free.joined(separator: ", ")) free)")
            }
            for set in result.unsatisfiable {
                lines.append("  unsatisfiable: " + set.map(OneLine.format).joined(separator: "; "))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }
}

/// Column alignment for human output.
public enum Table {
    /// Pads every column to its widest cell (in characters); `rightAligned`
    /// columns are padded on the left, the others on the right except a
    /// row's last; cells are separated by two spaces.
    public static func align(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        // Each cell's width once (counting characters walks the string), and
        // each line built in place: this runs on every line of `blame`.
        let counts = rows.map { row in row.map { cell in cell.count } }
        var widths = [Int](repeating: 0, count: columns)
        for row in counts { for (i, count) in row.enumerated() { widths[i] = max(widths[i], count) } }
        let right = (0..<columns).map(rightAligned.contains)
        let blanks = String(repeating: " ", count: widths.max() ?? 0)
        let lineSize = widths.reduce(0, +) + 2 * columns
        return zip(rows, counts).map { row, count in
            var line = ""
            line.reserveCapacity(lineSize + (row.last?.utf8.count ?? 0))
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                let pad = blanks.prefix(widths[i] - count[i])
                if right[i] {
                    line += pad
                    line += cell
                } else {
                    line += cell
                    if i < row.count - 1 { line += pad }
                }
            }
            return line
        }
    }
}
