import LayoutModel
import LayoutStore

/// The blame of a revision's constraints as `blame` prints it: per
/// constraint, `history`'s columns for the revision that last changed it,
/// then the constraint as it is at the revision.
///
/// ```
/// 1  2023-11-14T22:13:20Z  ada  apply  constraint 1   header.top == root.top
/// 2  2023-11-14T22:14:20Z  ada  apply  constraint 4   header.height == 96
/// ```
enum BlameOutput {
    /// The aligned table, lines separated by newlines (none after the
    /// last): revision, time (UTC, to the second), author, kind, `constraint
    /// ID`, the constraint's one-line form — what ``Table/align(_:rightAligned:)``
    /// makes of those cells (the revision right-aligned), written straight
    /// into one string: a blame has a line per constraint of the document,
    /// and the cells of one revision are measured once, not once per line.
    static func table(_ lines: [BlameLine]) -> String {
        /// One revision's cells and their widths (a class: shared by its lines, not copied).
        final class Cells {
            let source: BlameLine
            let number: String, time: String
            let widths: (Int, Int, Int, Int)
            init(_ l: BlameLine) {
                source = l
                number = String(l.revision)
                time = RevisionsOutput.displayTime(l.time)
                widths = (number.count, time.count, l.author.count, l.kind.rawValue.count)
            }
        }
        var revisions: [Int: Cells] = [:]
        var cells: [Cells] = []
        var ids: [String] = []
        cells.reserveCapacity(lines.count)
        ids.reserveCapacity(lines.count)
        var widths = (0, 0, 0, 0), idWidth = 0
        var size = 0
        for l in lines {
            let c: Cells
            if let known = revisions[l.revision], known.source.time == l.time, known.source.author == l.author,
               known.source.kind == l.kind {
                c = known
            } else {
                c = Cells(l)
                revisions[l.revision] = c
            }
            let id = "constraint \(l.constraint)"
            widths = (max(widths.0, c.widths.0), max(widths.1, c.widths.1), max(widths.2, c.widths.2),
                      max(widths.3, c.widths.3))
            idWidth = max(idWidth, id.count)
            cells.append(c)
            ids.append(id)
            size += l.line.utf8.count
        }
        // Bytes first, one string at the end (as Table.write).
        var text: [UInt8] = []
        text.reserveCapacity(size + lines.count * (widths.0 + widths.1 + widths.2 + widths.3 + idWidth + 11) + 64)
        let space = UInt8(ascii: " ")
        func pad(_ count: Int) { text.append(contentsOf: repeatElement(space, count: count)) }
        func gap() { text.append(space); text.append(space) }
        for index in lines.indices {
            let c = cells[index], id = ids[index]
            if index > 0 { text.append(UInt8(ascii: "\n")) }
            pad(widths.0 - c.widths.0)
            text.append(contentsOf: c.number.utf8)
            gap()
            text.append(contentsOf: c.time.utf8)
            pad(widths.1 - c.widths.1)
            gap()
            text.append(contentsOf: c.source.author.utf8)
            pad(widths.2 - c.widths.2)
            gap()
            text.append(contentsOf: c.source.kind.rawValue.utf8)
            pad(widths.3 - c.widths.3)
            gap()
            text.append(contentsOf: id.utf8)
            pad(idWidth - id.count)
            gap()
            text.append(contentsOf: lines[index].line.utf8)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// An array of `{"constraint", "line", "revision", "time", "author", "kind"}`.
    static func json(_ lines: [BlameLine]) -> JSONValue {
        .array(lines.map { l in
            .object([
                ("constraint", .number(Double(l.constraint))),
                ("line", .string(l.line)),
                ("revision", .number(Double(l.revision))),
                ("time", .string(l.time)),
                ("author", .string(l.author)),
                ("kind", .string(l.kind.rawValue)),
            ])
        })
    }
}
