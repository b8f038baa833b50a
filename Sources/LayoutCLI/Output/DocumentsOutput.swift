import LayoutModel
import LayoutStore

/// The documents of a database as `docs` prints them.
enum DocumentsOutput {
    /// An aligned table: document, head revision, number of revisions (a
    /// name stored with a control character before names were checked is
    /// printed escaped, ``PrintableText``).
    static func table(_ documents: [DocumentSummary]) -> [String] {
        let rows = [["document", "head", "revisions"]]
            + documents.map { [PrintableText.escaped($0.name), $0.head.map(String.init) ?? "-", String($0.revisions)] }
        return Table.align(rows, rightAligned: [1, 2])
    }

    /// `{"format", "documents"}`: an array of `{"document", "head", "revisions"}`
    /// (head null before the first revision).
    static func json(_ documents: [DocumentSummary]) -> JSONValue {
        .output([
            ("documents", .array(documents.map { d in
                .object([
                    ("document", .string(d.name)),
                    ("head", .int(d.head)),
                    ("revisions", .int(d.revisions)),
                ])
            })),
        ])
    }
}
