import LayoutModel
import LayoutStore

/// Revisions as `log` prints them: an aligned table for people, an array of
/// objects for programs.
enum RevisionsOutput {
    /// One line per revision: number, time (UTC, to the second), author, kind,
    /// message; the author and message with their control characters escaped
    /// (``PrintableText``: a message's newline as `\n`, a terminal's escape as `\u{1b}`).
    ///
    /// ```
    /// 2  2025-01-02T03:04:05Z  ada  apply  taller header
    /// ```
    static func table(_ revisions: [Revision]) -> [String] {
        let rows = revisions.map { r in
            [String(r.number), displayTime(r.time), PrintableText.escaped(r.author),
             r.kind.rawValue + (r.target.map { " \($0)" } ?? ""), PrintableText.escaped(r.message)]
        }
        return Table.align(rows, rightAligned: [0])
    }

    /// `log --json`: the document, then its revisions (``jsonMembers(_:)``), newest first.
    static func json(document: String, _ revisions: [Revision]) -> JSONValue {
        .output([
            ("document", .string(document)),
            ("revisions", .array(revisions.map { .object(jsonMembers($0)) })),
        ])
    }

    /// The revision as JSON members: revision, document, parent, time, author, kind,
    /// message, digest, target (the revision rolled back or restored to; null for an apply).
    static func jsonMembers(_ r: Revision) -> [(String, JSONValue)] {
        [
            ("revision", .int(r.number)),
            ("document", .string(r.document)),
            ("parent", .int(r.parent)),
            ("time", .string(r.time)),
            ("author", .string(r.author)),
            ("kind", .string(r.kind.rawValue)),
            ("message", .string(r.message)),
            ("digest", .string(r.digest)),
            ("target", .int(r.target)),
        ]
    }

    /// A stored ISO 8601 time without its fraction of a second:
    /// `2025-01-02T03:04:05.250Z` → `2025-01-02T03:04:05Z`.
    static func displayTime(_ time: String) -> String {
        guard let dot = time.firstIndex(of: "."), let zone = time[dot...].firstIndex(where: { !$0.isNumber && $0 != "." })
        else { return time }
        return String(time[..<dot] + time[zone...])
    }
}
