import LayoutModel
import LayoutStore

/// The metadata of one revision as `show` prints it above its changes.
///
/// ```
/// revision 2 of login (apply)
/// parent:   1
/// author:   ada
/// time:     2023-11-14T22:14:20Z
/// message:  taller header
/// ```
enum ShowOutput {
    /// The title line (number, document, kind with its target), then parent,
    /// author, time (UTC, to the second) and message, aligned; the document,
    /// author and message with their control characters escaped (``PrintableText``).
    static func header(_ r: Revision) -> [String] {
        let kind = r.kind.rawValue + (r.target.map { " \($0)" } ?? "")
        let rows = [
            ["parent:", r.parent.map(String.init) ?? "none"],
            ["author:", PrintableText.escaped(r.author)],
            ["time:", RevisionsOutput.displayTime(r.time)],
            ["message:", PrintableText.escaped(r.message)],
        ]
        return ["revision \(r.number) of \(PrintableText.escaped(r.document)) (\(kind))"] + Table.align(rows)
    }
}
