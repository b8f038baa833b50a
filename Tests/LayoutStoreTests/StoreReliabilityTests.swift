import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

/// The invariants of a store's history (schema.md), checked from the outside:
/// SQLite's own checks, revisions numbered 1…N without a gap, each document's
/// parents chained, no two versions of one thing valid at the same revision,
/// and for every revision R: the state at R has the digest stored with R, and
/// there is a stored frame for every view on every canvas of that state.
enum StoreAudit {
    /// Every problem found, as sentences (empty when the history is sound).
    /// With `resolve`, every revision's stored frames are also compared with a
    /// fresh solve of its state (to the store's 0.0005 threshold) and its
    /// stored ambiguous views with the fresh ones.
    static func problems(_ store: LayoutStore, resolve: Bool = false) throws -> [String] {
        var problems: [String] = []
        let (integrity, foreignKeys, numbers, overlaps) = try store.queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
            let numbers = try Int.fetchAll(db, sql: "SELECT number FROM revision ORDER BY number")
            var overlaps: [String] = []
            for (table, keys) in [("canvas", ["name"]), ("view", ["name"]), ("layout_constraint", ["constraint_id"]),
                                  ("frame", ["canvas", "view"])] {
                let same = (["document_id"] + keys).map { "a.\($0) = b.\($0)" }.joined(separator: " AND ")
                let count = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM \(table) a JOIN \(table) b ON \(same) AND a.rowid < b.rowid
                    WHERE a.valid_from < COALESCE(b.valid_to, 9223372036854775807)
                      AND b.valid_from < COALESCE(a.valid_to, 9223372036854775807)
                    """) ?? 0
                if count > 0 { overlaps.append("\(count) overlapping versions in \(table)") }
                let reversed = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM \(table) WHERE valid_to IS NOT NULL AND valid_to <= valid_from
                    """) ?? 0
                if reversed > 0 { overlaps.append("\(reversed) empty ranges in \(table)") }
            }
            // Each frame checkpoint lists exactly its document's frame rows valid at its revision.
            let valid = """
                SELECT rowid FROM frame WHERE document_id = k.document_id AND valid_from <= k.revision
                AND (valid_to IS NULL OR valid_to > k.revision)
                """
            let listed = "SELECT frame FROM frame_checkpoint WHERE document_id = k.document_id AND revision = k.revision"
            let wrong = try Int.fetchAll(db, sql: """
                SELECT k.revision FROM (SELECT DISTINCT document_id, revision FROM frame_checkpoint) k
                WHERE EXISTS (\(listed) EXCEPT \(valid)) OR EXISTS (\(valid) EXCEPT \(listed))
                """)
            if !wrong.isEmpty { overlaps.append("frame checkpoints not listing the frames valid at them: \(wrong)") }
            return (integrity, foreignKeys, numbers, overlaps)
        }
        if integrity != ["ok"] { problems.append("integrity_check: \(integrity.joined(separator: "; "))") }
        if foreignKeys > 0 { problems.append("\(foreignKeys) foreign key violations") }
        if numbers != (0..<numbers.count).map({ $0 + 1 }) { problems.append("revision numbers are not 1…N: \(numbers)") }
        problems += overlaps
        for document in try store.documents().map(\.name) {
            var previous: Int?
            for revision in try store.log(document: document).reversed() {
                let r = revision.number
                if revision.parent != previous {
                    problems.append("\(document)@\(r): parent \(revision.parent.map(String.init) ?? "nil"), expected \(previous.map(String.init) ?? "nil")")
                }
                previous = r
                let stored = try store.frames(document: document, at: r)
                if StateDigest.digest(stored.layout) != revision.digest {
                    problems.append("\(document)@\(r): the state's digest is not the revision's")
                }
                let views = stored.layout.views.map(\.name)
                if stored.canvases.map(\.canvas) != stored.layout.effectiveCanvases {
                    problems.append("\(document)@\(r): frames are not given for exactly the state's canvases")
                }
                for canvas in stored.canvases where canvas.frames.map(\.view) != views {
                    let missing = Set(views).subtracting(canvas.frames.map(\.view)).sorted()
                    problems.append("\(document)@\(r): canvas \(canvas.canvas.name) lacks frames of \(missing)")
                }
                guard resolve else { continue }
                for (fresh, kept) in zip(LayoutPass.run(stored.layout), stored.canvases) {
                    for ((view, frame), (_, keptFrame)) in zip(fresh.frames, kept.frames) where !frame.isSame(as: keptFrame) {
                        problems.append("\(document)@\(r): \(fresh.canvas.name).\(view) stored \(keptFrame), solved \(frame)")
                    }
                    if fresh.ambiguous != kept.ambiguous {
                        problems.append("\(document)@\(r): \(fresh.canvas.name) ambiguous views differ from a fresh solve")
                    }
                }
            }
        }
        return problems
    }
}

/// Random but always valid edits of one small document: every view is pinned
/// to its superview with a fixed size, so no edit can conflict; views may
/// nest, be added, updated, remade and removed, canvases changed.
struct RandomEdits {
    var generator: SeededGenerator
    /// Live views and their parents (nil: the root).
    private(set) var views: [String: String?] = [:]
    private var nextView = 0
    var document = "rel"

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    private mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    private mutating func pinned(_ view: String) -> String {
        "make \(view) { left.equalTo(superview).offset(\(number(0...40))); top.equalTo(superview).offset(\(number(0...40))); width.equalTo(\(number(1...60))); height.equalTo(\(number(1...60))) }"
    }

    /// The first file: a few views on two canvases.
    mutating func initial() -> String {
        var lines = ["layout \(document)", "canvas phone 375x812", "canvas tablet 820x1180"]
        for _ in 0..<4 { lines += addView() }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func addView() -> [String] {
        let name = "v\(nextView)"
        nextView += 1
        let parent: String? = views.isEmpty || number(0...2) > 0 ? nil : views.keys.sorted().randomElement(using: &generator)
        views[name] = parent
        return ["view \(name)" + (parent.map { " in \($0)" } ?? ""), pinned(name)]
    }

    private mutating func removeView(_ name: String) {
        views[name] = nil
        for (child, parent) in views where parent == name { removeView(child) }
    }

    /// One request's files: usually one file of one or two edits, sometimes two files.
    mutating func next() -> [(file: String, text: String)] {
        let files = number(0...4) == 0 ? 2 : 1
        return (0..<files).map { index in
            var lines = ["layout \(document)"]
            for _ in 0..<number(1...2) { lines += edit() }
            return ("edit\(index).layout", lines.joined(separator: "\n") + "\n")
        }
    }

    private mutating func edit() -> [String] {
        let names = views.keys.sorted()
        guard let view = names.randomElement(using: &generator), names.count > 2 else { return addView() }
        switch number(0...9) {
        case 0...3: return ["update \(view) { width.equalTo(\(number(1...60))) }"]
        case 4: return ["update \(view) { top.equalTo(superview).offset(\(number(0...40))) }"]
        case 5: return ["re" + pinned(view)]
        case 6: return addView()
        case 7:
            removeView(view)
            return ["remove view \(view)"]
        case 8: return ["canvas tablet \(number(600...1100))x\(number(600...1400))"]
        default: return ["view \(view) intrinsic \(number(1...99))x\(number(1...99))"]
        }
    }
}

/// A failure injected by a test between the writes of a revision.
struct InjectedCrash: Error {}

@Suite struct StoreReliabilityTests {
    static let phases = ["revision", "views", "constraints", "frames", "issues"]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomAppliesWithInjectedFailuresKeepExactlyTheRevisionsThatSucceeded(seed: UInt64) throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        // The reference: a store in memory that is only given the applies that must succeed.
        let reference = try LayoutStore.inMemory()
        var edits = RandomEdits(seed: seed)
        var generator = SeededGenerator(seed: seed &* 7919)
        var files = [("rel.layout", edits.initial())]
        var injected = 0
        for step in 0..<60 {
            let request = StoreFixture.request(files, "step \(step)")
            let phase = Int.random(in: 0..<3, using: &generator) == 0 ? Self.phases.randomElement(using: &generator) : nil
            if let phase {
                injected += 1
                let before = try StoreFixture.dump(store)
                store.failpoint = { if $0 == phase { throw InjectedCrash() } }
                // The store reports the failure as its own error; what matters is that nothing stays.
                #expect(throws: (any Error).self) { try store.apply(request) }
                store.failpoint = nil
                #expect(try StoreFixture.dump(store) == before, "step \(step): a failure at '\(phase)' left rows behind")
            } else {
                let expected = try reference.apply(request)
                let result = try store.apply(request)
                #expect(result.revision == expected.revision)
                files = edits.next()
            }
        }
        // About a third of the 60 steps inject a failure (derived from the 1-in-3 draw).
        #expect(injected > 5)
        #expect(try store.log(document: "rel").map(\.digest) == reference.log(document: "rel").map(\.digest))
        #expect(try StoreAudit.problems(store, resolve: true) == [])
    }

    @Test func anotherSQLiteFailureIsADatabaseErrorOfPlainValues() throws {
        // A trigger that refuses every new revision makes SQLite fail the apply's INSERT with
        // a constraint error, which the store maps to no error of its own: .database, with
        // the path, SQLite's message (the trigger's) and the statement's SQL, as strings.
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        try store.queue.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON revision BEGIN SELECT RAISE(ABORT, 'no revision today'); END")
        }
        let error = #expect(throws: StoreError.self) { try store.apply(StoreFixture.request([StoreFixture.example("login.layout")])) }
        guard case .database(let culprit, let message, let sql)? = error else {
            Issue.record("\(String(describing: error)) is not a database error")
            return
        }
        #expect(culprit == path)
        #expect(message == "no revision today")
        #expect(sql?.hasPrefix("INSERT INTO revision") == true, "\(sql ?? "no SQL")")
        #expect(error?.description == "database '\(path)': no revision today (SQL: \(sql ?? ""))")
    }

    @Test func theAuditFindsAMissingFrameAWrongDigestAndAGapInTheNumbers() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")]))
        #expect(try StoreAudit.problems(store, resolve: true) == [])
        try store.queue.write { db in
            // Revision 1 wrote every frame; take the header's on phone away.
            try db.execute(sql: "DELETE FROM frame WHERE view = 'header' AND canvas = 'phone' AND valid_from = 1")
            try db.execute(sql: "UPDATE revision SET digest = '0000000000000000' WHERE number = 2")
        }
        let problems = try StoreAudit.problems(store)
        #expect(problems.contains { $0.hasPrefix("login@1: canvas phone lacks frames of [\"header\"]") })
        #expect(problems.contains("login@2: the state's digest is not the revision's"))
        try store.queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "UPDATE revision SET number = 5, parent = 1 WHERE number = 2")
        }
        #expect(try StoreAudit.problems(store).contains("revision numbers are not 1…N: [1, 5]"))
    }

    /// A crash copied at each write phase: the database file and its WAL are
    /// copied while the transaction is open (with a tiny page cache, so that
    /// uncommitted pages have already spilled into the WAL), as a kill would
    /// leave them. Opening the copy must show the history before the apply.
    @Test(arguments: phases)
    func aCopyTakenInTheMiddleOfAnApplyOpensAsTheDatabaseBeforeIt(phase: String) throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        let document = GeneratedDocument.text(views: 200)
        _ = try store.apply(StoreFixture.request([("bench.layout", document)]))
        let before = try StoreFixture.dump(store)
        try store.queue.writeWithoutTransaction { db in
            // An empty WAL to start with: whatever the copy's WAL holds is the unfinished apply's.
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            try db.execute(sql: "PRAGMA cache_size = 2")
        }
        let copy = StoreFixture.temporaryPath()
        store.failpoint = { name in
            guard name == phase else { return }
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
            }
            throw InjectedCrash()
        }
        // Every view's preferred height changes: every frame moves, on every canvas.
        let edit = (0..<200).map { "update \(GeneratedDocument.view($0)) { height.equalTo(50).priority(high) }" }
        #expect(throws: (any Error).self) {
            try store.apply(StoreFixture.request([("e.layout", "layout bench\n" + edit.joined(separator: "\n"))]))
        }
        let walBytes = (try? FileManager.default.attributesOfItem(atPath: copy + "-wal")[.size] as? Int) ?? 0
        // After the revision row and the views (none changed: nothing written), the
        // constraints' and frames' uncommitted pages have spilled into the WAL.
        #expect(phase == "revision" || phase == "views" || walBytes > 0)
        let reopened = try LayoutStore.open(path: copy)
        #expect(try StoreFixture.dump(reopened) == before)
        #expect(try StoreAudit.problems(reopened) == [])
        // And the copy takes the same apply.
        #expect(try reopened.apply(StoreFixture.request([("e.layout", "layout bench\n" + edit.joined(separator: "\n"))])).revision == 2)
        #expect(try StoreAudit.problems(reopened) == [])
    }

    @Test func aFullDiskRefusesTheRevisionWithExit74AndLeavesTheDatabaseAsItWas() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let before = try StoreFixture.dump(store)
        // SQLite's page limit stands in for a full disk: not one more page may be allocated.
        try store.queue.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let big = GeneratedDocument.text(views: 100).replacingOccurrences(of: "layout bench", with: "layout login")
        #expect {
            try store.apply(StoreFixture.request([("big.layout", big)]))
        } throws: { error in
            guard let error = error as? StoreError, case .full = error else { return false }
            return error.description.contains("the disk is full; nothing was written")
        }
        #expect(try StoreFixture.dump(store) == before)
        #expect(try StoreAudit.problems(store) == [])
        try store.queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA max_page_count = 1073741823") }
        #expect(try store.apply(StoreFixture.request([("big.layout", big)])).revision == 2)
    }
}

/// The benchmark's document (tools/gen-layout-doc's shape) written from Swift:
/// views in rows of 10 on three canvases, each with its preferred height
/// `height.equalTo(44).priority(high)`.
enum GeneratedDocument {
    static func view(_ index: Int) -> String { "r\(index / 10)v\(index % 10)" }

    static func text(views n: Int) -> String {
        var lines = ["layout bench", "canvas phone 375x812", "canvas tablet 820x1180", "canvas wide 1024x768"]
        lines += (0..<n).map { "view \(view($0))" }
        for index in 0..<n {
            let (r, i) = (index / 10, index % 10)
            var body: [String]
            if i == 0 {
                body = ["left.equalTo(superview).offset(8)",
                        r == 0 ? "top.equalTo(superview).offset(8)" : "top.equalTo(r\(r - 1)v0.bottom).offset(8)"]
            } else {
                body = ["left.equalTo(r\(r)v\(i - 1).right).offset(8)", "top.equalTo(r\(r)v0)", "width.equalTo(r\(r)v0)"]
            }
            if i == 9 || index == n - 1 { body.append("right.lessThanOrEqualTo(superview).offset(-8)") }
            body += ["width.lessThanOrEqualTo(60)", "width.greaterThanOrEqualTo(1000).priority(medium)",
                     "height.equalTo(44).priority(high)", "height.greaterThanOrEqualTo(30)",
                     "height.equalTo(\(view(index)).width).multipliedBy(0.5).priority(low)"]
            lines.append("make \(view(index)) { " + body.joined(separator: "; ") + " }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
