import GRDB
import LayoutModel

/// One change in the history of a view, key or constraint.
public struct HistoryEntry: Equatable, Sendable {
    /// The revision that made the change.
    public var revision: Int
    /// `added`, `removed` or `modified`.
    public var change: String
    /// What changed: `constraint 12` or `view header`.
    public var subject: String
    /// The one-line form (or the view's description) before, nil for an addition.
    public var old: String?
    /// After, nil for a removal.
    public var new: String?
    /// The revision's kind, author and time.
    public var kind: String
    public var author: String
    public var time: String
}

/// What `history` and `log` can be narrowed to.
public enum HistorySubject: Sendable, Equatable {
    case view(String)
    case key(String)
    case constraint(ConstraintID)
}

/// History, blame and the changes of one revision: indexed look-ups whose
/// cost follows the size of the answer, not the length of the history.
extension LayoutStore {
    /// Every change to the subject, oldest first.
    public func history(of subject: HistorySubject, document: String) throws(StoreError) -> [HistoryEntry] {
        let known = try documents().map(\.name)
        guard known.contains(document) else { throw .unknownDocument(document, known: known) }
        return try read { db in try Self.history(db, subject, document: document) }
    }

    /// The revisions touching the subject, newest first, at most `limit`.
    public func log(document: String, touching subject: HistorySubject, limit: Int? = nil) throws(StoreError) -> [Revision] {
        let numbers = Array(Set(try history(of: subject, document: document).map(\.revision))).sorted(by: >)
        var result: [Revision] = []
        for number in numbers.prefix(limit ?? numbers.count) {
            if let revision = try revision(number) { result.append(revision) }
        }
        return result
    }

    static func history(_ db: Database, _ subject: HistorySubject, document: String) throws -> [HistoryEntry] {
        guard let doc = try documentID(db, document) else { return [] }
        var entries: [HistoryEntry] = []
        switch subject {
        case .constraint(let id):
            entries = try constraintHistory(db, doc, ids: [id], touching: nil)
        case .key(let key):
            let ids = try Int.fetchAll(db, sql: """
                SELECT DISTINCT constraint_id FROM layout_constraint INDEXED BY constraint_by_key
                WHERE document_id = ? AND key = ? AND key IS NOT NULL
                """, arguments: [doc, key])
            entries = try constraintHistory(db, doc, ids: ids) { $0?["key"] == key }
        case .view(let name):
            let ids = try Int.fetchAll(db, sql: """
                SELECT constraint_id FROM layout_constraint WHERE document_id = ? AND item = ?
                UNION SELECT constraint_id FROM layout_constraint WHERE document_id = ? AND item2 = ?
                """, arguments: [doc, name, doc, name])
            entries = try constraintHistory(db, doc, ids: ids) { row in
                guard let row else { return false }
                return (row["item"] as String) == name || (row["item2"] as String?) == name
            }
            entries += try viewHistory(db, doc, name)
        }
        let meta = try revisionMeta(db, Set(entries.map(\.revision)))
        for index in entries.indices {
            if let m = meta[entries[index].revision] {
                entries[index].kind = m.kind
                entries[index].author = m.author
                entries[index].time = m.time
            }
        }
        // By revision; within one, views before constraints, constraints by identity.
        func order(_ e: HistoryEntry) -> (Int, Int, Int, String) {
            let parts = e.subject.split(separator: " ")
            let number = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
            return (e.revision, parts.first == "view" ? 0 : 1, number, e.subject)
        }
        return entries.sorted { order($0) < order($1) }
    }

    /// Entries from the versions of each constraint: an addition at its first
    /// row, a modification where a row follows another, a removal where a row
    /// ends with no successor. `touching` keeps an entry when the old or the
    /// new version satisfies it (nil: every entry).
    static func constraintHistory(_ db: Database, _ doc: Int64, ids: [Int], touching: ((Row?) -> Bool)?) throws
        -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        for id in ids {
            let rows = try Row.fetchAll(db, sql: """
                SELECT line_text, key, item, item2, valid_from, valid_to FROM layout_constraint
                WHERE document_id = ? AND constraint_id = ? ORDER BY valid_from
                """, arguments: [doc, id])
            var previous: Row?
            for row in rows {
                let from: Int = row["valid_from"]
                let continues = previous.map { ($0["valid_to"] as Int?) == from } ?? false
                if touching == nil || touching?(row) == true || (continues && touching?(previous) == true) {
                    entries.append(HistoryEntry(revision: from, change: continues ? "modified" : "added",
                                                subject: "constraint \(id)",
                                                old: continues ? previous?["line_text"] : nil, new: row["line_text"],
                                                kind: "", author: "", time: ""))
                }
                if let to: Int = row["valid_to"], rows.first(where: { ($0["valid_from"] as Int) == to }) == nil,
                   touching == nil || touching?(row) == true {
                    entries.append(HistoryEntry(revision: to, change: "removed", subject: "constraint \(id)",
                                                old: row["line_text"], new: nil, kind: "", author: "", time: ""))
                }
                previous = row
            }
        }
        return entries
    }

    static func viewHistory(_ db: Database, _ doc: Int64, _ name: String) throws -> [HistoryEntry] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(viewColumns), valid_from, valid_to FROM view WHERE document_id = ? AND name = ? ORDER BY valid_from
            """, arguments: [doc, name])
        var entries: [HistoryEntry] = []
        var previous: Row?
        for row in rows {
            let from: Int = row["valid_from"]
            let continues = previous.map { ($0["valid_to"] as Int?) == from } ?? false
            let text = describe(view(from: row))
            let old = previous.map { describe(view(from: $0)) }
            if !continues || old != text {
                entries.append(HistoryEntry(revision: from, change: continues ? "modified" : "added", subject: "view \(name)",
                                            old: continues ? old : nil, new: text, kind: "", author: "", time: ""))
            }
            if let to: Int = row["valid_to"], rows.first(where: { ($0["valid_from"] as Int) == to }) == nil {
                entries.append(HistoryEntry(revision: to, change: "removed", subject: "view \(name)", old: text, new: nil,
                                            kind: "", author: "", time: ""))
            }
            previous = row
        }
        return entries
    }

    /// A view as its `view` statement.
    public static func describe(_ view: View) -> String {
        let parent = view.parent.map { $0 == View.rootName ? "" : " in \($0)" } ?? ""
        return "view \(view.name)\(parent)\(LayoutExporter.properties(view.properties))"
    }

    static func revisionMeta(_ db: Database, _ numbers: Set<Int>) throws -> [Int: Revision] {
        var result: [Int: Revision] = [:]
        for number in numbers {
            if let row = try Row.fetchOne(db, sql: Revision.select + " WHERE r.number = ?", arguments: [number]) {
                result[number] = Revision(row: row)
            }
        }
        return result
    }

    /// For every constraint at `revision` (optionally only those naming
    /// `view`): the revision that last changed it, with author and time.
    public func blame(document: String, at revision: Int? = nil, view: String? = nil) throws(StoreError) -> [BlameLine] {
        let known = try documents().map(\.name)
        guard known.contains(document) else { throw .unknownDocument(document, known: known) }
        return try read { db in
            guard let doc = try Self.documentID(db, document) else { return [] }
            let atHead = try revision == nil || revision == Self.head(db, document)
            let (valid, arguments) = Self.validity(atHead ? nil : revision)
            // At the head, the live rows come from their partial index (not a scan of every version).
            let index = atHead ? "INDEXED BY constraint_live" : ""
            var sql = """
                SELECT c.constraint_id, c.line_text, c.valid_from, r.author, r.time, r.kind
                FROM layout_constraint c \(index) JOIN revision r ON r.number = c.valid_from
                WHERE c.document_id = ? AND \(valid.replacingOccurrences(of: "valid_", with: "c.valid_"))
                """
            var all: StatementArguments = [doc] + arguments
            if let view {
                sql += " AND (c.item = ? OR c.item2 = ?)"
                all += [view, view]
            }
            sql += " ORDER BY c.constraint_id"
            return try Row.fetchAll(db, sql: sql, arguments: all).map { row in
                BlameLine(constraint: row["constraint_id"], line: row["line_text"], revision: row["valid_from"],
                          author: row["author"], time: row["time"], kind: row["kind"])
            }
        }
    }
}

/// A constraint and the revision that last changed it.
public struct BlameLine: Equatable, Sendable {
    public var constraint: ConstraintID
    public var line: String
    public var revision: Int
    public var author: String
    public var time: String
    public var kind: String
}
