import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Values shared between the threads of a test, behind a lock.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func update(_ body: (inout Value) -> Void) { lock.lock(); body(&value); lock.unlock() }
    var current: Value { lock.lock(); defer { lock.unlock() }; return value }
}

/// Runs each body on its own thread and waits for all of them.
func onThreads(_ bodies: [@Sendable () -> Void]) {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }
    group.wait()
}

/// Two `LayoutStore`s on one file, from two threads: SQLite's locking (WAL,
/// `BEGIN IMMEDIATE`, the 10 s busy timeout) is what keeps them apart, as it
/// does two processes. (tools/crash-apply does the same with two processes.)
@Suite struct StoreConcurrencyTests {
    /// A file adding one view, pinned so that it never conflicts.
    static func addition(_ name: String) -> [(file: String, text: String)] {
        [("\(name).layout", "layout conc\nview \(name)\nmake \(name) { left.top.equalTo(superview); width.height.equalTo(10) }\n")]
    }

    static func database() throws -> String {
        let path = StoreFixture.temporaryPath()
        _ = try LayoutStore.open(path: path, create: true).apply(StoreFixture.request(addition("base")))
        return path
    }

    @Test func twoWritersOnOneFileBothSucceedOneAfterTheOtherAndNoRevisionIsLost() throws {
        let path = try Self.database()
        let perThread = 15
        let outcome = Shared<(revisions: [String: Int], errors: [String])>(([:], []))
        onThreads((0..<2).map { thread in {
            do {
                let store = try LayoutStore.open(path: path)
                for k in 0..<perThread {
                    let name = "t\(thread)_\(k)"
                    let result = try store.apply(StoreFixture.request(Self.addition(name), name))
                    outcome.update { $0.revisions[name] = result.revision }
                }
            } catch {
                outcome.update { $0.errors.append("thread \(thread): \(error)") }
            }
        } })
        #expect(outcome.current.errors == [])
        let store = try LayoutStore.open(path: path)
        // 1 base revision + 2 × 15 additions, each its own revision, numbered 1…31.
        #expect(try store.log(document: "conc").map(\.number) == Array((1...31).reversed()))
        #expect(Set(outcome.current.revisions.values) == Set(2...31))
        for (name, revision) in outcome.current.revisions {
            // The revision that added a view has it, the one before does not (so it was not lost or merged).
            #expect(try store.state(document: "conc", at: revision).hasView(name))
            #expect(!(try store.state(document: "conc", at: revision - 1).hasView(name)))
            // Every revision holds every view added before it: base + (R - 1) additions.
            #expect(try store.state(document: "conc", at: revision).views.count == revision)
        }
        // Each thread's revisions come in its own order.
        for thread in 0..<2 {
            let numbers = (0..<perThread).compactMap { outcome.current.revisions["t\(thread)_\($0)"] }
            #expect(numbers == numbers.sorted())
        }
        #expect(try StoreAudit.problems(store, resolve: true) == [])
    }

    /// Writer A stops inside its transaction (at its failpoint after the
    /// frames) until B has prepared its revision outside the lock (B's
    /// failpoint "solved", just before B's `BEGIN IMMEDIATE`); A then gives B
    /// up to 0.3 s to get into a write transaction of its own (B's failpoint
    /// "revision", its first inside one), which it must not, before
    /// finishing. Every failpoint of both writers is recorded, in the order
    /// they run, as "A solved", "B revision", …: the order, not a duration,
    /// is what the tests assert. (The 0.3 s only gives a broken lock the time
    /// to show; with a sound one B cannot get in whatever the delay.)
    func race(expectHeadOfB: Int?) throws -> (store: LayoutStore, a: Result<Int?, Error>, b: Result<Int?, Error>, events: [String]) {
        let path = try Self.database()
        let aInside = DispatchSemaphore(value: 0)
        let bSolved = DispatchSemaphore(value: 0)
        let bInside = DispatchSemaphore(value: 0)
        let events = Shared<[String]>([])
        let results = Shared<(a: Result<Int?, Error>?, b: Result<Int?, Error>?)>((nil, nil))
        onThreads([
            {
                let result = Result<Int?, Error> {
                    let store = try LayoutStore.open(path: path)
                    store.failpoint = { phase in
                        events.update { $0.append("A \(phase)") }
                        guard phase == "frames" else { return }
                        aInside.signal()
                        bSolved.wait()
                        _ = bInside.wait(timeout: .now() + 0.3)
                    }
                    var request = StoreFixture.request(Self.addition("a"), "a")
                    request.expectHead = 1
                    return try store.apply(request).revision
                }
                results.update { $0.a = result }
            },
            {
                aInside.wait()
                let result = Result<Int?, Error> {
                    let store = try LayoutStore.open(path: path)
                    store.failpoint = { phase in
                        events.update { $0.append("B \(phase)") }
                        if phase == "solved" { bSolved.signal() }
                        if phase == "revision" { bInside.signal() }
                    }
                    var request = StoreFixture.request(Self.addition("b"), "b")
                    request.expectHead = expectHeadOfB
                    return try store.apply(request).revision
                }
                // B failed before its "solved" failpoint: A must not wait for it for ever.
                if case .failure = result { bSolved.signal() }
                results.update { $0.b = result }
            },
        ])
        let done = results.current
        return (try LayoutStore.open(path: path), try #require(done.a), try #require(done.b), events.current)
    }

    @Test func aSecondWriterWaitsForTheFirstAndBuildsOnItsRevision() throws {
        let (store, a, b, events) = try race(expectHeadOfB: nil)
        #expect(try a.get() == 2)
        #expect(try b.get() == 3)
        #expect(try store.revision(3)?.parent == 2)
        // B was ready to write (solved, about to take the lock) while A held its transaction
        // (between A's "frames" and "issues"); B's transaction began ("B revision") only after
        // A's last failpoint, so after A's commit: B waited for the lock. A's own failpoints
        // run in RevisionWriter's order (revision, views, constraints, frames, issues), after
        // A's "solved", before it takes the lock; then B's, in the same order.
        #expect(events == ["A solved", "A revision", "A views", "A constraints", "A frames", "B solved", "A issues",
                           "B revision", "B views", "B constraints", "B frames", "B issues"])
        let head = try store.state(document: "conc")
        #expect(head.hasView("a") && head.hasView("b"))
        #expect(try StoreAudit.problems(store) == [])
    }

    @Test func withExpectHeadTheSecondOfTwoWritersThatSawTheSameHeadIsRefused() throws {
        let (store, a, b, events) = try race(expectHeadOfB: 1)
        #expect(try a.get() == 2)
        // B read head 1 while A held its transaction, and was refused under the lock after A's
        // commit: it never began writing a revision.
        #expect(events == ["A solved", "A revision", "A views", "A constraints", "A frames", "B solved", "A issues"])
        guard case .failure(let error) = b, let error = error as? StoreError,
              case .headMoved(document: "conc", expected: 1, actual: 2) = error else {
            Issue.record("B was not refused for its head: \(b)")
            return
        }
        // The message names the document, the actual head and the expected one.
        #expect(error.description == "the head of 'conc' is 2, not the expected 1; nothing was written")
        #expect(try store.log(document: "conc").map(\.number) == [2, 1])
        #expect(!(try store.state(document: "conc").hasView("b")))
    }

    /// Whether another connection can take the write lock at once (`BEGIN
    /// IMMEDIATE` with no busy timeout: SQLite answers busy while a writer holds it).
    static func writeLockIsFree(_ path: String) throws -> Bool {
        var config = Configuration()
        config.busyMode = .immediateError
        let probe = try DatabaseQueue(path: path, configuration: config)
        do {
            try probe.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "ROLLBACK")
            }
            return true
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return false
        }
    }

    @Test func anApplyHoldsTheWriteLockForTheWriteOnlyNotWhileItSolves() throws {
        let path = try Self.database()
        let store = try LayoutStore.open(path: path)
        // Asked of another connection at two moments of one apply: once it has
        // solved (before its write), and while it writes its revision row.
        let free = Shared<[String: Bool]>([:])
        store.failpoint = { phase in
            guard phase == "solved" || phase == "revision" else { return }
            let answer = try Self.writeLockIsFree(path)
            free.update { $0[phase] = answer }
        }
        #expect(try store.apply(StoreFixture.request(Self.addition("a"))).revision == 2)
        #expect(free.current == ["solved": true, "revision": false])
    }

    /// Also what a second writer sees of a long solve: it is not blocked. The
    /// other store's apply runs while the first one holds after solving, and
    /// commits at once; had the first taken the write lock before solving,
    /// that apply would wait out the 10 s busy timeout and fail busy, and so
    /// would this test (no timing is measured).
    @Test func aHeadThatMovedWhileAnApplySolvedIsBuiltOnUnderTheLock() throws {
        let path = try Self.database()
        let store = try LayoutStore.open(path: path)
        let other = try LayoutStore.open(path: path)
        // Another writer commits revision 2 between the apply's solve and its write.
        store.failpoint = { phase in
            guard phase == "solved" else { return }
            _ = try other.apply(StoreFixture.request(Self.addition("b")))
        }
        let result = try store.apply(StoreFixture.request(Self.addition("a")))
        #expect(result.revision == 3 && result.parent == 2)
        // Its edit was made again on revision 2: both views are there, and the frames stored are those of that state.
        let head = try store.state(document: "conc")
        #expect(head.views.map(\.name) == ["base", "b", "a"])
        #expect(result.canvases.first?.frames.map(\.view) == ["base", "b", "a"])
        #expect(try StoreAudit.problems(store, resolve: true) == [])
    }

    @Test func withExpectHeadAHeadThatMovedWhileAnApplySolvedRefusesIt() throws {
        let path = try Self.database()
        let store = try LayoutStore.open(path: path)
        let other = try LayoutStore.open(path: path)
        store.failpoint = { phase in
            guard phase == "solved" else { return }
            _ = try other.apply(StoreFixture.request(Self.addition("b")))
        }
        var request = StoreFixture.request(Self.addition("a"))
        request.expectHead = 1
        #expect {
            try store.apply(request)
        } throws: { error in
            guard let error = error as? StoreError, case .headMoved(document: "conc", expected: 1, actual: 2) = error else {
                return false
            }
            return true
        }
        #expect(try store.log(document: "conc").map(\.number) == [2, 1])
        #expect(!(try store.state(document: "conc").hasView("a")))
    }

    /// A reader asking for the head's frames while a writer commits must get
    /// one revision's frames, state and metadata, never a mix of two.
    @Test
    func framesOfTheHeadAreOneRevisionsEvenWhileAWriterCommits() throws {
        let path = try Self.database()
        let mixed = Shared<[String]>([])
        let done = Shared(false)
        onThreads([
            {
                do {
                    let store = try LayoutStore.open(path: path)
                    for k in 0..<150 { _ = try store.apply(StoreFixture.request(Self.addition("w\(k)"))) }
                } catch {
                    mixed.update { $0.append("writer: \(error)") }
                }
                done.update { $0 = true }
            },
            {
                do {
                    let store = try LayoutStore.open(path: path)
                    while !done.current {
                        let stored = try store.frames(document: "conc")
                        let views = stored.layout.views.map(\.name)
                        // Revision R holds base + (R - 1) views; its digest is that of its state.
                        if views.count != stored.revision.number || stored.canvases[0].frames.map(\.view) != views
                            || StateDigest.digest(stored.layout) != stored.revision.digest {
                            mixed.update { $0.append("revision \(stored.revision.number): \(views.count) views, \(stored.canvases[0].frames.count) frames") }
                        }
                    }
                } catch {
                    mixed.update { $0.append("reader: \(error)") }
                }
            },
        ])
        #expect(mixed.current == [])
    }

    /// The first apply on a missing database creates it; two of them at once
    /// must not both try to create the schema, nor fail to turn WAL on.
    @Test
    func twoFirstAppliesOnAMissingDatabaseBothSucceed() throws {
        for attempt in 0..<60 {
            let path = StoreFixture.temporaryPath()
            let errors = Shared<[String]>([])
            onThreads((0..<2).map { thread in {
                do {
                    _ = try LayoutStore.open(path: path, create: true).apply(StoreFixture.request(Self.addition("t\(thread)")))
                } catch {
                    errors.update { $0.append("attempt \(attempt), thread \(thread): \(error)") }
                }
            } })
            #expect(errors.current == [])
            let store = try LayoutStore.open(path: path)
            #expect(try store.log(document: "conc").map(\.number) == [2, 1])
            if !errors.current.isEmpty { break }
        }
    }

    /// A database whose schema is complete but not yet in WAL mode is what a
    /// first apply leaves between its migration and its `PRAGMA journal_mode
    /// = WAL`; a second opener must wait for a writer there like anywhere
    /// else (busy timeout 10 s), not fail with "busy" at once.
    @Test
    func openingADatabaseNotYetInWALModeWaitsForAWriter() throws {
        let path = StoreFixture.temporaryPath()
        try Migrations.embedded.migrator.migrate(DatabaseQueue(path: path))
        let holding = DispatchSemaphore(value: 0)
        let outcome = Shared<(error: String?, events: [String])>((nil, []))
        onThreads([
            {
                do {
                    try DatabaseQueue(path: path).writeWithoutTransaction { db in
                        try db.execute(sql: "BEGIN IMMEDIATE")
                        holding.signal()
                        Thread.sleep(forTimeInterval: 0.5)
                        outcome.update { $0.events.append("holder releases") }
                        try db.execute(sql: "ROLLBACK")
                    }
                } catch {
                    outcome.update { $0.error = "holder: \(error)" }
                    holding.signal()
                }
            },
            {
                holding.wait()
                do {
                    _ = try LayoutStore.open(path: path).apply(StoreFixture.request(Self.addition("a")))
                } catch {
                    outcome.update { $0.error = "\(error)" }
                }
                outcome.update { $0.events.append("opener done") }
            },
        ])
        #expect(outcome.current.error == nil)
        // The opener started while the holder had the lock and finished only after the holder
        // let it go (the 0.5 s sleep only gives an opener that does not wait the time to
        // finish first): it waited, and then succeeded.
        #expect(outcome.current.events == ["holder releases", "opener done"])
    }
}
