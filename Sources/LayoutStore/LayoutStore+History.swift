import GRDB
import LayoutModel

/// One change in the history of a view, key or constraint.
public struct HistoryEntry: Equatable, Sendable {
    /// What happened to the subject in a revision (raw values as printed).
    public enum Change: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// It first appears (or appears again after a removal).
        case added
        /// It is removed.
        case removed
        /// It stays, changed (a constraint's constant, a view's parent or properties).
        case modified

        /// The raw value: `added`, `removed` or `modified`.
        public var description: String { rawValue }
    }

    /// The revision that made the change.
    public var revision: Int
    /// Whether the subject was added, removed or modified.
    public var change: Change
    /// What changed: `constraint 12` or `view header`.
    public var subject: String
    /// The one-line form (or the view's description) before, nil for an addition.
    public var old: String?
    /// After, nil for a removal.
    public var new: String?
    /// What made the revision: an apply, a rollback or a restore.
    public var kind: RevisionKind
    /// Who made the revision.
    public var author: String
    /// When the revision was made (UTC, ISO 8601 with milliseconds).
    public var time: String
}

/// A change found in the versioned rows, before its revision's metadata is read.
struct FoundChange {
    var revision: Int
    var change: HistoryEntry.Change
    var subject: String
    var old: String?
    var new: String?
}

/// What `history` and `log` can be narrowed to.
public enum HistorySubject: Sendable, Equatable {
    /// A view: its own versions and every constraint naming it (as first or second item).
    case view(String)
    /// Every constraint that has (or had) this key.
    case key(String)
    /// One constraint, by identity.
    case constraint(ConstraintID)
}

/// History, blame and the changes of one revision: indexed look-ups whose
/// cost follows the size of the answer, not the length of the history.
extension LayoutStore {
    /// Every change to the subject, oldest first.
    public func history(of subject: HistorySubject, document: String) throws(StoreError) -> [HistoryEntry] {
        try read { db in
            try Self.requireDocument(db, document)
            return try Self.history(db, subject, document: document)
        }
    }

    /// The revisions touching the subject, newest first: at most `limit`
    /// (all when nil), after skipping the newest `offset`.
    ///
    /// The revisions are found on indexes, newest first, and only those kept
    /// are read (see ``revisionsTouching(_:_:_:count:)``): the cost follows
    /// `offset + limit`, not the length of the subject's history.
    public func log(document: String, touching subject: HistorySubject, limit: Int? = nil, offset: Int = 0)
        throws(StoreError) -> [Revision] {
        try read { db in
            try Self.requireDocument(db, document)
            guard let doc = try Self.documentID(db, document) else { return [] }
            let skip = max(offset, 0)
            // (Saturated: offset and limit near Int.max ask for every revision, not an overflow.)
            let wanted = limit.map { skip.addingReportingOverflow(max($0, 0)) }.map { $0.overflow ? Int.max : $0.partialValue }
            let numbers = Array(try Self.revisionsTouching(db, doc, subject, count: wanted).dropFirst(skip))
            let meta = try Self.revisionMeta(db, Set(numbers))
            return numbers.compactMap { meta[$0] }
        }
    }

    /// The revisions that touched the subject, newest first, the first
    /// `count` of them (all when nil).
    ///
    /// A constraint touches a revision where one of its versions begins
    /// (`valid_from`: added, or modified from the previous version) or ends
    /// (`valid_to`: modified into the next version, or removed); so the
    /// revisions touching a view through its constraints are the
    /// `valid_from` and `valid_to` of the versions naming it, those of a key
    /// of the versions having it. ``history(_:_:document:)`` lists exactly
    /// these (an entry where the version or the one before it touches). Each
    /// of the four is an index scan in revision order (`constraint_by_item`,
    /// `constraint_by_item_end`, and the same for `item2` or for the key),
    /// merged newest first by SQLite (`MERGE (UNION)`, no sort) and stopped
    /// after `count`. A view's own versions are read newest first on
    /// `view_by_name`, until `count` of its revisions are found.
    static func revisionsTouching(_ db: Database, _ doc: Int64, _ subject: HistorySubject, count: Int?) throws -> [Int] {
        let limit = count ?? -1  // SQLite: a negative LIMIT is none
        var constraintRevisions: [Int] = []
        var viewRevisions: [Int] = []
        switch subject {
        case .view(let name):
            // ?4…: the names of the view's guides as a second item (``StoreSQL/guideItems(of:firstItem:from:)``).
            let guides = StoreSQL.guideItems(of: name, firstItem: false, from: 4)
            constraintRevisions = try Int.fetchAll(db, sql: """
                SELECT valid_from AS revision FROM layout_constraint INDEXED BY constraint_by_item
                WHERE document_id = ?1 AND item = ?2
                UNION SELECT valid_to FROM layout_constraint INDEXED BY constraint_by_item_end
                WHERE document_id = ?1 AND item = ?2 AND valid_to IS NOT NULL
                UNION SELECT valid_from FROM layout_constraint INDEXED BY constraint_by_item2
                WHERE document_id = ?1 AND item2 IN (?2, \(guides.list))
                UNION SELECT valid_to FROM layout_constraint INDEXED BY constraint_by_item2_end
                WHERE document_id = ?1 AND item2 IN (?2, \(guides.list)) AND valid_to IS NOT NULL
                ORDER BY revision DESC LIMIT ?3
                """, arguments: [doc, name, limit] + StatementArguments(guides.names))
            viewRevisions = try viewRevisionsNewestFirst(db, doc, name, count: count)
        case .key(let key):
            constraintRevisions = try Int.fetchAll(db, sql: """
                SELECT valid_from AS revision FROM layout_constraint INDEXED BY constraint_by_key
                WHERE document_id = ?1 AND key = ?2 AND key IS NOT NULL
                UNION SELECT valid_to FROM layout_constraint INDEXED BY constraint_by_key_end
                WHERE document_id = ?1 AND key = ?2 AND key IS NOT NULL AND valid_to IS NOT NULL
                ORDER BY revision DESC LIMIT ?3
                """, arguments: [doc, key, limit])
        case .constraint(let id):
            // One identity's versions: few, sorted in memory.
            constraintRevisions = try Int.fetchAll(db, sql: """
                SELECT valid_from AS revision FROM layout_constraint INDEXED BY constraint_by_id
                WHERE document_id = ?1 AND constraint_id = ?2
                UNION SELECT valid_to FROM layout_constraint INDEXED BY constraint_by_id
                WHERE document_id = ?1 AND constraint_id = ?2 AND valid_to IS NOT NULL
                ORDER BY revision DESC LIMIT ?3
                """, arguments: [doc, id, limit])
        }
        let merged = Set(constraintRevisions).union(viewRevisions).sorted(by: >)
        return count.map { Array(merged.prefix($0)) } ?? merged
    }

    /// The revisions that changed a view itself, newest first, the first
    /// `count` (all when nil): where a version begins with no version just
    /// before it (added) or with another description than that one
    /// (modified: a row rewritten only to keep the declaration order is no
    /// change), and where a version ends with none after it (removed) — as
    /// ``viewHistory(_:_:_:)`` lists them. The versions are read newest first
    /// and the reading stops once `count` revisions are found.
    static func viewRevisionsNewestFirst(_ db: Database, _ doc: Int64, _ name: String, count: Int?) throws -> [Int] {
        if count == 0 { return [] }
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT \(ViewRow.columns), valid_from, valid_to FROM view INDEXED BY view_by_name
            WHERE document_id = ? AND name = ? ORDER BY valid_from DESC
            """, arguments: [doc, name])
        var result: [Int] = []
        var newer: (from: Int, text: String, to: Int?)?  // the version read before (the next one in time)
        while let row = try cursor.next() {
            let (from, to) = try validity(row)
            let text = describe(try ViewRow.view(from: row))
            // The newer version's beginning, now that the one before it is known.
            if let newer, !(to == newer.from && text == newer.text) { result.append(newer.from) }
            // This version's end, when no version begins there.
            if let to, newer?.from != to { result.append(to) }
            newer = (from, text, to)
            if let count, result.count >= count { return Array(result.prefix(count)) }
        }
        if let newer { result.append(newer.from) }  // the oldest version: an addition
        return count.map { Array(result.prefix($0)) } ?? result
    }

    static func history(_ db: Database, _ subject: HistorySubject, document: String) throws -> [HistoryEntry] {
        guard let doc = try documentID(db, document) else { return [] }
        var found: [FoundChange] = []
        switch subject {
        case .constraint(let id):
            found = try constraintHistory(db, doc, ids: [id], touching: nil)
        case .key(let key):
            let ids = try Int.fetchAll(db, sql: """
                SELECT DISTINCT constraint_id FROM layout_constraint INDEXED BY constraint_by_key
                WHERE document_id = ? AND key = ? AND key IS NOT NULL
                """, arguments: [doc, key])
            found = try constraintHistory(db, doc, ids: ids) { row in
                guard let row else { return false }
                return try row.decode(String?.self, forColumn: "key") == key
            }
        case .view(let name):
            // ?3…: the names of the view's guides as a first item, then as a second item.
            let first = StoreSQL.guideItems(of: name, firstItem: true, from: 3)
            let second = StoreSQL.guideItems(of: name, firstItem: false, from: 3 + first.names.count)
            let ids = try Int.fetchAll(db, sql: """
                SELECT constraint_id FROM layout_constraint WHERE document_id = ?1
                    AND item IN (?2, \(first.list))
                UNION SELECT constraint_id FROM layout_constraint WHERE document_id = ?1
                    AND item2 IN (?2, \(second.list))
                """, arguments: [doc, name] + StatementArguments(first.names + second.names))
            found = try constraintHistory(db, doc, ids: ids) { row in
                guard let row else { return false }
                let item = try row.decode(String.self, forColumn: "item")
                let item2 = try row.decode(String?.self, forColumn: "item2")
                // (A view's guide, `card.safeArea`, `scroller.contentGuide`, names the view.)
                return ItemName(item).view == name || item2.map { ItemName($0).view } == name
            }
            found += try viewHistory(db, doc, name)
        }
        // Every change's revision exists (a foreign key of every versioned row).
        let meta = try revisionMeta(db, Set(found.map(\.revision)))
        let entries = found.compactMap { f -> HistoryEntry? in
            guard let m = meta[f.revision] else { return nil }
            return HistoryEntry(revision: f.revision, change: f.change, subject: f.subject, old: f.old, new: f.new,
                                kind: m.kind, author: m.author, time: m.time)
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
    static func constraintHistory(_ db: Database, _ doc: Int64, ids: [Int], touching: ((Row?) throws -> Bool)?) throws
        -> [FoundChange] {
        var entries: [FoundChange] = []
        for id in ids {
            let rows = try Row.fetchAll(db, sql: """
                SELECT line_text, key, item, item2, valid_from, valid_to FROM layout_constraint
                WHERE document_id = ? AND constraint_id = ? ORDER BY valid_from
                """, arguments: [doc, id])
            let spans = try rows.map(validity)
            let starts = Set(spans.map(\.from))
            var previous: (row: Row, to: Int?, text: String)?
            for (row, (from, to)) in zip(rows, spans) {
                let text = try row.decode(String.self, forColumn: "line_text")
                let continues = previous.map { $0.to == from } ?? false
                if try touching == nil || touching?(row) == true || (continues && touching?(previous?.row) == true) {
                    entries.append(FoundChange(revision: from, change: continues ? .modified : .added,
                                               subject: "constraint \(id)",
                                               old: continues ? previous?.text : nil, new: text))
                }
                if let to, !starts.contains(to), try touching == nil || touching?(row) == true {
                    entries.append(FoundChange(revision: to, change: .removed, subject: "constraint \(id)",
                                               old: text, new: nil))
                }
                previous = (row, to, text)
            }
        }
        return entries
    }

    /// The revisions a version row is valid over, `valid_from` and
    /// `valid_to` (nil while it is live), decoded with their types checked:
    /// a NULL or a value of another type (in a file altered outside
    /// layoutdb) is a damaged value, not a trap.
    static func validity(_ row: Row) throws -> (from: Int, to: Int?) {
        (try row.decode(Int.self, forColumn: "valid_from"), try row.decode(Int?.self, forColumn: "valid_to"))
    }

    static func viewHistory(_ db: Database, _ doc: Int64, _ name: String) throws -> [FoundChange] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(ViewRow.columns), valid_from, valid_to FROM view WHERE document_id = ? AND name = ? ORDER BY valid_from
            """, arguments: [doc, name])
        let spans = try rows.map(validity)
        let starts = Set(spans.map(\.from))
        var entries: [FoundChange] = []
        var previous: (to: Int?, text: String)?
        for (row, (from, to)) in zip(rows, spans) {
            let continues = previous.map { $0.to == from } ?? false
            let text = describe(try ViewRow.view(from: row))
            let old = previous?.text
            if !continues || old != text {
                entries.append(FoundChange(revision: from, change: continues ? .modified : .added, subject: "view \(name)",
                                           old: continues ? old : nil, new: text))
            }
            if let to, !starts.contains(to) {
                entries.append(FoundChange(revision: to, change: .removed, subject: "view \(name)", old: text, new: nil))
            }
            previous = (to, text)
        }
        return entries
    }

    /// A view as its `view` statement (a stack's: its `stack` statement).
    public static func describe(_ view: View) -> String {
        let parent = view.parent.map { $0 == View.rootName ? "" : " in \($0)" } ?? ""
        if view.isGuide { return "guide \(view.name)\(parent)" }
        return "\(LayoutExporter.keyword(view)) \(view.name)\(parent)\(LayoutExporter.properties(view.properties))"
    }

    /// The metadata of the given revisions, by number: a query per 500.
    static func revisionMeta(_ db: Database, _ numbers: Set<Int>) throws -> [Int: Revision] {
        let all = Array(numbers)
        var result: [Int: Revision] = [:]
        var start = 0
        while start < all.count {
            let chunk = Array(all[start..<min(start + 500, all.count)])
            let rows = try Row.fetchAll(db, sql: RevisionRow.select + " WHERE r.number IN (\(databaseQuestionMarks(count: chunk.count)))",
                                        arguments: StatementArguments(chunk))
            for row in rows {
                let revision = try RevisionRow.revision(from: row)
                result[revision.number] = revision
            }
            start += chunk.count
        }
        return result
    }

    /// For every constraint at `revision` (the head when nil; optionally
    /// only those naming `view`): the revision that last changed it, with
    /// author and time, in document order (the order of identities).
    ///
    /// Each constraint's version valid at the revision began where it was
    /// last changed, so this is that version joined with the revision of its
    /// `valid_from`. The versions are found on indexes: at the head the live
    /// rows (`constraint_live`; with `view`, the live rows naming it, first in
    /// `constraint_by_item_end` and `constraint_by_item2_end`); at an older
    /// revision as ``state(document:at:)`` finds them (``ValidRowsPlan``), with
    /// `view` among the view's versions begun up to the revision
    /// (`constraint_by_item`, `constraint_by_item2`).
    public func blame(document: String, at revision: Int? = nil, view: String? = nil) throws(StoreError) -> [BlameLine] {
        try blame(document: document, at: revision, view: view, plan: nil)
    }

    /// ``blame(document:at:view:)`` with the plan for an old revision's rows
    /// forced (tests compare the two).
    func blame(document: String, at revision: Int?, view: String?, plan: ValidRowsPlan?) throws(StoreError) -> [BlameLine] {
        try read { db in
            try Self.requireDocument(db, document)
            guard let doc = try Self.documentID(db, document) else { return [] }
            let head = try Self.head(db, document)
            let at = revision == head ? nil : revision
            // The revisions' author, time and kind are read once each, not once per constraint.
            let select = ConstraintRow.blameColumns
            let sql: String
            var arguments: StatementArguments = [doc]
            switch (at, view) {
            case (_, nil):
                (sql, arguments) = try Self.constraintsValid(db, doc, at: at, next: Self.nextConstraintID(db, doc, at: at),
                                                             plan: plan, select: select)
            case (nil, let view?):
                // ?3…: the names of the view's guides as a first item, then as a second item.
                let first = StoreSQL.guideItems(of: view, firstItem: true, from: 3)
                let second = StoreSQL.guideItems(of: view, firstItem: false, from: 3 + first.names.count)
                sql = """
                    SELECT \(select) FROM layout_constraint c INDEXED BY constraint_by_item_end
                    WHERE c.document_id = ?1 AND c.item IN (?2, \(first.list)) AND c.valid_to IS NULL
                    UNION
                    SELECT \(select) FROM layout_constraint c INDEXED BY constraint_by_item2_end
                    WHERE c.document_id = ?1 AND c.item2 IN (?2, \(second.list)) AND c.valid_to IS NULL
                    ORDER BY 1
                    """
                arguments += [view] + StatementArguments(first.names + second.names)
            case (let at?, let view?):
                // ?4…: as above, after the revision (?3).
                let first = StoreSQL.guideItems(of: view, firstItem: true, from: 4)
                let second = StoreSQL.guideItems(of: view, firstItem: false, from: 4 + first.names.count)
                let valid = "c.valid_from <= ?3 AND (c.valid_to IS NULL OR c.valid_to > ?3)"
                sql = """
                    SELECT \(select) FROM layout_constraint c INDEXED BY constraint_by_item
                    WHERE c.document_id = ?1 AND c.item IN (?2, \(first.list)) AND \(valid)
                    UNION
                    SELECT \(select) FROM layout_constraint c INDEXED BY constraint_by_item2
                    WHERE c.document_id = ?1 AND c.item2 IN (?2, \(second.list)) AND \(valid)
                    ORDER BY 1
                    """
                arguments += [view, at] + StatementArguments(first.names + second.names)
            }
            var found: [(constraint: ConstraintID, line: String, revision: Int)] = []
            let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try cursor.next() { found.append(try ConstraintRow.blamed(from: row)) }
            var meta: [Int: (number: Int, author: String, time: String, kind: RevisionKind)] = [:]
            let numbers = Array(Set(found.map(\.revision)))
            var start = 0
            while start < numbers.count {
                let chunk = Array(numbers[start..<min(start + 500, numbers.count)])
                let rows = try Row.fetchCursor(db, sql: """
                    SELECT \(RevisionRow.blameColumns) FROM revision WHERE number IN (\(databaseQuestionMarks(count: chunk.count)))
                    """, arguments: StatementArguments(chunk))
                while let row = try rows.next() {
                    let revision = try RevisionRow.blamed(from: row)
                    meta[revision.number] = revision
                }
                start += chunk.count
            }
            let lines = found.compactMap { f -> BlameLine? in
                guard let m = meta[f.revision] else { return nil }
                return BlameLine(constraint: f.constraint, line: f.line, revision: f.revision, author: m.author,
                                 time: m.time, kind: m.kind)
            }
            return Self.inIdentityOrder(lines) { $0.constraint }
        }
    }
}

/// A constraint and the revision that last changed it.
public struct BlameLine: Equatable, Sendable {
    /// The constraint's identity.
    public var constraint: ConstraintID
    /// The constraint as it is at the revision blamed, in the one-line form.
    public var line: String
    /// The revision that last added or changed it (up to the revision blamed).
    public var revision: Int
    /// Who made that revision.
    public var author: String
    /// When that revision was made (UTC, ISO 8601 with milliseconds).
    public var time: String
    /// What made that revision: an apply, a rollback or a restore.
    public var kind: RevisionKind

    /// A blame line (the store makes them; tests and other outputs may too).
    public init(constraint: ConstraintID, line: String, revision: Int, author: String, time: String, kind: RevisionKind) {
        self.constraint = constraint
        self.line = line
        self.revision = revision
        self.author = author
        self.time = time
        self.kind = kind
    }
}
