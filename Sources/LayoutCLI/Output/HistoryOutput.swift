import LayoutModel
import LayoutStore

/// The history of a view, key or constraint as `history` prints it: one
/// line per change, oldest first, like `log`'s lines followed by what changed
/// and the change in `apply`'s notation (`+ NEW`, `- OLD`, `~ OLD → NEW`).
///
/// ```
/// 1  2023-11-14T22:13:20Z  ada  apply  constraint 4  + header.height == 80
/// 2  2023-11-14T22:14:20Z  ada  apply  constraint 4  ~ header.height == 80 → header.height == 96
/// ```
enum HistoryOutput {
    /// The aligned lines: revision, time (UTC, to the second), author, the
    /// revision's kind, what changed, the change.
    static func table(_ entries: [HistoryEntry]) -> [String] {
        let rows = entries.map { e in
            [String(e.revision), RevisionsOutput.displayTime(e.time), PrintableText.escaped(e.author), e.kind.rawValue, e.subject, changeLine(e)]
        }
        return Table.align(rows, rightAligned: [0])
    }

    /// `+ NEW`, `- OLD` or `~ OLD → NEW`.
    static func changeLine(_ e: HistoryEntry) -> String {
        switch (e.old, e.new) {
        case (nil, let new?): "+ " + new
        case (let old?, nil): "- " + old
        case (let old?, let new?): "~ \(old) → \(new)"
        case (nil, nil): e.change.rawValue
        }
    }

    /// The entries by revision; in one revision the view first, then the
    /// constraints by identity (as numbers: 2 before 11), as `apply` lists changes.
    static func ordered(_ entries: [HistoryEntry]) -> [HistoryEntry] {
        func rank(_ e: HistoryEntry) -> (Int, Int) {
            let words = e.subject.split(separator: " ")
            guard words.first == "constraint", words.count == 2, let id = Int(words[1]) else { return (0, 0) }
            return (1, id)
        }
        return entries.enumerated().sorted { a, b in
            let ka = (a.element.revision, rank(a.element).0, rank(a.element).1, a.offset)
            let kb = (b.element.revision, rank(b.element).0, rank(b.element).1, b.offset)
            return ka < kb
        }.map(\.element)
    }

    /// `{"format", "document", "subject", "changes"}`: what was asked for
    /// (`view NAME`, `key KEY`, `constraint ID`), then an array of
    /// `{"revision", "time", "author", "kind", "subject", "change", "old", "new"}`.
    static func json(document: String, subject: String, _ entries: [HistoryEntry]) -> JSONValue {
        .output([
            ("document", .string(document)),
            ("subject", .string(subject)),
            ("changes", .array(entries.map { e in
                .object([
                    ("revision", .int(e.revision)),
                    ("time", .string(e.time)),
                    ("author", .string(e.author)),
                    ("kind", .string(e.kind.rawValue)),
                    ("subject", .string(e.subject)),
                    ("change", .string(e.change.rawValue)),
                    ("old", .string(orNull: e.old)),
                    ("new", .string(orNull: e.new)),
                ])
            })),
        ])
    }
}
