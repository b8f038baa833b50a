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
    /// last): revision (right-aligned), time (UTC, to the second), author,
    /// kind, `constraint ID`, the constraint's one-line form.
    static func table(_ lines: [BlameLine]) -> String {
        let rows = lines.map { l in
            [String(l.revision), RevisionsOutput.displayTime(l.time), PrintableText.escaped(l.author), l.kind.rawValue, "constraint \(l.constraint)", l.line]
        }
        var text = ""
        Table.write(rows, rightAligned: [0], into: &text)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// `{"format", "document", "revision", "view", "constraints"}`: the
    /// revision blamed, the `--view` (or null), then an array of
    /// `{"constraint", "line", "revision", "time", "author", "kind"}`.
    static func json(document: String, revision: Int, view: String?, _ lines: [BlameLine]) -> JSONValue {
        .output([
            ("document", .string(document)),
            ("revision", .int(revision)),
            ("view", .string(orNull: view)),
            ("constraints", .array(lines.map { l in
                .object([
                    ("constraint", .int(l.constraint)),
                    ("line", .string(l.line)),
                    ("revision", .int(l.revision)),
                    ("time", .string(l.time)),
                    ("author", .string(l.author)),
                    ("kind", .string(l.kind.rawValue)),
                ])
            })),
        ])
    }
}
