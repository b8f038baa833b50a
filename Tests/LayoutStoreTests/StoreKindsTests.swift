import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The kinds the store reports are enums whose raw values are the strings
/// the database stores and the command line prints.
@Suite struct StoreKindsTests {
    @Test func revisionKindsAreExactlyWhatTheSchemaAllows() throws {
        // migrations/0001_initial.sql: kind TEXT NOT NULL CHECK (kind IN ('apply', 'rollback', 'restore')).
        let sql = try #require(Migrations.embedded.files.first { $0.identifier == "0001_initial" }?.sql)
        let check = try #require(sql.range(of: "CHECK (kind IN (")).upperBound
        let list = sql[check...].prefix { $0 != ")" }
        let allowed = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '")) }
        #expect(allowed == RevisionKind.allCases.map(\.rawValue))
        #expect(allowed == ["apply", "rollback", "restore"])
    }

    @Test func eachVerbStoresItsKindAndReadsItBack() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        _ = try store.apply(StoreFixture.request([("a.layout", "layout a\nview box\nmake box { width.equalTo(10) }\n")]))
        _ = try store.apply(StoreFixture.request([("a.layout", "update box { width.equalTo(20) }\n")]))
        _ = try store.rollback(2, message: "", author: "t")
        _ = try store.restore(to: 2, message: "", author: "t")
        #expect(try store.log(document: "a").map(\.kind) == [.restore, .rollback, .apply, .apply])
        let stored = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT kind FROM revision ORDER BY number")
        }
        #expect(stored == ["apply", "apply", "rollback", "restore"])
        // History and blame carry the same kinds: the width was set in 1, changed in 2, 3 and 4.
        #expect(try store.history(of: .constraint(1), document: "a").map(\.kind) == [.apply, .apply, .rollback, .restore])
        #expect(try store.history(of: .constraint(1), document: "a").map(\.change) == [.added, .modified, .modified, .modified])
        #expect(try store.blame(document: "a").map(\.kind) == [.restore])
    }

    @Test func aKindTheSchemaForbidsIsReportedAsACorruptFileNamingTheRevision() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        _ = try store.apply(StoreFixture.request([("a.layout", "layout a\nview box\nmake box { width.equalTo(10) }\n")]))
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE revision SET kind = 'merge' WHERE number = 1")
        }
        do {
            _ = try store.log(document: "a")
            Issue.record("an unknown kind must not be read as a revision")
        } catch {
            guard case .unreadable(let p, let reason) = error else { Issue.record("\(error)"); return }
            #expect(p == path)
            #expect(reason.contains("revision 1 has an unknown kind 'merge'"))
        }
    }

    @Test func rollbackConflictsReadAsTheyAlwaysHave() {
        let conflicts: [(RollbackConflict.Subject, String)] = [
            (.constraint(id: 12, line: "a.width == 10"), "constraint 12 'a.width == 10'"),
            (.view("header"), "view header"),
            (.canvas("phone"), "canvas phone"),
            (.viewInsideItself(view: "a", parent: "b"),
             "view a would be inside itself: it goes back in view b, moved under it since"),
            (.constraintNamingRemovedView(id: 3, line: "a.left == b.right", view: "b"),
             "constraint 3 'a.left == b.right' names view b, since removed"),
            (.viewInRemovedParent(view: "a", parent: "p"), "view a is in view p, since removed"),
            (.constraintNamingGuideOfPlainView(id: 7, line: "c.top == s.contentGuide.top", view: "s"),
             "constraint 7 'c.top == s.contentGuide.top' names a guide of view s, which would no longer be a scroll view"),
        ]
        for (subject, text) in conflicts { #expect(subject.description == text) }
        let error = StoreError.rollbackConflicts(revision: 1, conflicts: [
            RollbackConflict(what: .view("header"), revision: 3),
            RollbackConflict(what: .constraint(id: 12, line: "a.width == 10"), revision: 2),
        ])
        #expect(error.description == """
            cannot roll back revision 1: later revisions changed the same things:
              view header (changed in revision 3)
              constraint 12 'a.width == 10' (changed in revision 2)
            """)
    }

    @Test func checkFindingKindsPrintAsBefore() {
        #expect(CheckFinding.Kind.allCases.map(\.rawValue)
                == ["unsatisfiable", "ambiguous", "unsettled", "duplicate", "redundant", "update-added", "edit",
                    "unconstrained-fit"])
        #expect("\(CheckFinding.Kind.updateAdded)" == "update-added")
    }
}
