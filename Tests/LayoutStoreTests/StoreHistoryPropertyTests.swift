import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

// Seeded property tests of the store's history: random edit sequences on a
// small random document, applied through `store.apply` (edits the store
// refuses are skipped and counted), then rollback, restore, rollback of a
// rollback, diff, history, log, blame and show are checked against a model
// computed from the states read back after each revision.
//
// In this file, the properties. The model is in StoreHistoryModel.swift
// (it knows nothing of the store's tables: what a revision changed is
// computed by comparing two states identity by identity, and every expected
// answer is derived from that); the random edits in
// StoreHistoryEditScript.swift; one random history and its checks in
// StoreHistoryRandomHistory.swift; what the histories found, shrunk by hand,
// in StoreHistoryPropertyReproductions.swift.

// MARK: - The properties

/// Seeds: fixed, so that every run replays the same histories. Setting
/// `LAYOUTDB_HISTORY_SWEEP=N` runs N other seeds instead (a wider search,
/// minutes; the known bugs of StoreHistoryPropertyReproductions.swift fail in
/// about one history in five).
private let historySeeds: [UInt64] = ProcessInfo.processInfo.environment["LAYOUTDB_HISTORY_SWEEP"]
    .flatMap { UInt64($0) }.map { n in (1...max(n, 1)).map { $0 * 1000 + 7 } } ?? [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]

@Suite struct StoreHistoryPropertyTests {
    /// Random edits, rollbacks of random revisions (mostly ones the model says
    /// are free of conflicts) and rollbacks of those rollbacks.
    @Test(arguments: historySeeds)
    func aRollbackUndoesExactlyItsRevisionKeepsLaterChangesAndIsRefusedOnlyOnConflicts(seed: UInt64) throws {
        try Self.rollbacks(seed: seed)
    }

    private static func rollbacks(seed: UInt64) throws {
        let history = try RandomHistory(seed: seed)
        for _ in 0..<40 {
            if history.revisions.count > 3 && history.random.chance(0.25) {
                let free = history.revisions.filter(history.isFreeToRollBack)
                let target = history.random.chance(0.7) && !free.isEmpty
                    ? history.random.pick(free, or: history.head) : history.random.pick(history.revisions, or: history.head)
                if let rolledBack = try history.rollBack(target), history.random.chance(0.5) {
                    try rollBackTheRollback(rolledBack, history)
                }
            } else {
                try history.applyRandomEdits()
            }
        }
        // Last, the head (nothing later: never a conflict, and its parent's state
        // was stored, so it holds) and then that rollback.
        let head = history.head
        let rolledBack = try history.rollBack(head)
        #expect(rolledBack != nil, "the rollback of the head \(head) wrote nothing; \(history.context)")
        if let rolledBack { try rollBackTheRollback(rolledBack, history) }
        try history.checkOldStatesUnchanged()
        // Each history has accepted rollbacks (free ones are picked first) and real edits.
        #expect(history.counts["rollback", default: 0] >= 3, "\(history.counts)")
        #expect(history.counts["apply", default: 0] >= 10, "\(history.counts)")
    }

    /// Rolling back a rollback (the head: nothing later) gives the state before it.
    private static func rollBackTheRollback(_ rolledBack: Int, _ history: RandomHistory) throws {
        let before = history.layout(history.parents[rolledBack])
        let again = try history.rollBack(rolledBack)
        #expect(again != nil, "the rollback of rollback \(rolledBack) wrote nothing; \(history.context)")
        #expect(Snapshot(history.layout(history.head)) == Snapshot(before),
                "rollback of rollback \(rolledBack); \(history.context)")
        #expect(declarationOrder(history.layout(history.head)) == declarationOrder(before),
                "rollback of rollback \(rolledBack): declaration order; \(history.context)")
        history.count("rollback of a rollback")
    }

    /// Random edits with restores of random revisions and rollbacks of those restores.
    @Test(arguments: historySeeds)
    func restoreGivesExactlyTheOldStateAndRollingItBackGivesTheStateBefore(seed: UInt64) throws {
        let history = try RandomHistory(seed: seed)
        for _ in 0..<40 {
            if history.revisions.count > 2 && history.random.chance(0.2) {
                let before = history.layout(history.head)
                if let restored = try history.restore(history.random.pick(history.revisions, or: history.head)),
                   history.random.chance(0.5) {
                    let again = try history.rollBack(restored)
                    #expect(again != nil, "the rollback of restore \(restored) wrote nothing; \(history.context)")
                    #expect(Snapshot(history.layout(history.head)) == Snapshot(before),
                            "rollback of restore \(restored); \(history.context)")
                    #expect(declarationOrder(history.layout(history.head)) == declarationOrder(before),
                            "rollback of restore \(restored): declaration order; \(history.context)")
                }
            } else {
                try history.applyRandomEdits()
            }
        }
        try history.checkOldStatesUnchanged()
        #expect(history.counts["restore", default: 0] >= 2, "\(history.counts)")
    }

    /// Diffs of random pairs of revisions (either order, and from the empty
    /// document) in a history with rollbacks and restores.
    @Test(arguments: historySeeds)
    func aDiffAppliedToItsFirstStateGivesItsSecond(seed: UInt64) throws {
        try Self.withMixedHistory(seed: seed) { history in
            let revisions = history.revisions
            try history.checkDiff(from: nil, to: history.head)
            for _ in 0..<30 {
                let a = history.random.pick(revisions, or: history.head), b = history.random.pick(revisions, or: history.head)
                try history.checkDiff(from: a, to: b)
                try history.checkDiff(from: a, to: b, plan: .perIdentity)
            }
            for revision in revisions { try history.checkShow(revision) }
            // The old revisions' frames were read from checkpoints too (migration 0004).
            let checkpoints = try history.store.queue.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT revision) FROM frame_checkpoint") ?? 0
            }
            #expect(checkpoints > 0, "no frame checkpoint in \(revisions.count) revisions; \(history.counts)")
        }
    }

    /// History of every key of the pool and of every view, log by key, and blame
    /// at every revision, in a history with rollbacks and restores.
    @Test(arguments: historySeeds)
    func theHistoryOfAKeyListsExactlyTheRevisionsWhoseDiffTouchesIt(seed: UInt64) throws {
        try Self.withMixedHistory(seed: seed) { history in
            try history.checkKeyHistories()
            try history.checkViewHistories()
            for revision in history.revisions { try history.checkBlame(at: revision) }
            // Keys are in use: some key's history is not empty.
            let keyed = history.revisionsTouchingConstraints { $0.key != nil }
            #expect(!keyed.isEmpty, "no revision touched a keyed constraint; \(history.counts)")
        }
    }

    /// The state at every revision of a history with rollbacks and restores,
    /// read by the range of versions and by one look-up per identity, is the
    /// state read when it was the head and the state by the schema's
    /// definition; its frames, read by either plan (from frame checkpoints
    /// where there are some), are those read when it was the head.
    @Test(arguments: historySeeds)
    func theStateAtAnOldRevisionIsTheSameByRangeByIdentityAndByDefinition(seed: UInt64) throws {
        try Self.withMixedHistory(seed: seed) { history in
            try history.checkOldStatesByEachPlan()
            try history.checkOldFramesUnchanged()
            #expect(history.revisions.count >= 20, "\(history.counts)")
        }
    }

    /// Every revision's export, read back, is the same state in the same
    /// order (docs/cli.md, "export"), also where a view was moved under a
    /// view declared after it.
    @Test(arguments: historySeeds)
    func everyRevisionsExportReadsBackAsTheSameStateInTheSameOrder(seed: UInt64) throws {
        _ = try Self.withMixedHistory(seed: seed) { history in try history.checkExportRoundTrips() }
    }

    /// Over all seeds, states with a view declared before its parent are
    /// exported too (else the test above would not test the moves).
    @Test func someRandomStatesHaveAViewDeclaredBeforeItsParent() throws {
        var total = 0
        for seed in historySeeds.prefix(4) { total += try Self.withMixedHistory(seed: seed) { try $0.checkExportRoundTrips() } }
        #expect(total > 0, "no random state had a view declared before its parent")
    }

    /// The mixed history of `seed`, built once per test process (``MixedHistories``):
    /// four properties and the count of moved views check the same histories,
    /// one test at a time per seed, each from the generator's state the build
    /// left, as if it had built the history itself.
    private static func withMixedHistory<T>(seed: UInt64, _ body: (RandomHistory) throws -> T) throws -> T {
        let history = try MixedHistories.shared.checkOut(seed: seed)
        defer { MixedHistories.shared.checkIn(seed: seed) }
        return try body(history)
    }

    /// A history of random edits with a few rollbacks and restores among them.
    fileprivate static func buildMixedHistory(seed: UInt64) throws -> RandomHistory {
        let history = try RandomHistory(seed: seed &* 31 &+ 7)
        for _ in 0..<35 {
            let roll = history.random.int(0..<100)
            if history.revisions.count > 3 && roll < 12 {
                let free = history.revisions.filter(history.isFreeToRollBack)
                try history.rollBack(history.random.pick(free, or: history.head))
            } else if history.revisions.count > 3 && roll < 18 {
                try history.restore(history.random.pick(history.revisions, or: history.head))
            } else {
                try history.applyRandomEdits()
            }
        }
        return history
    }}

/// The mixed histories of the seeds, each built on first use and kept for
/// the process: building one is most of what a property of it costs.
///
/// A test checks out the history of its seed and holds it until it returns
/// it (``checkOut(seed:)`` / ``checkIn(seed:)``, through `withMixedHistory`):
/// two tests of one seed take turns (a history's counters and generator are
/// not shared), tests of different seeds run side by side. At each check-out
/// the generator and edit script are put back to where the build left them,
/// so every test draws exactly what it drew when it built the history alone.
private final class MixedHistories: @unchecked Sendable {
    static let shared = MixedHistories()

    private final class Entry {
        let lock = NSLock()
        var history: RandomHistory?
        var random: SeededGenerator?
        var script: EditScript?
    }

    private let lock = NSLock()
    private var entries: [UInt64: Entry] = [:]

    private func entry(_ seed: UInt64) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[seed] { return entry }
        let entry = Entry()
        entries[seed] = entry
        return entry
    }

    /// The history of `seed`, built if it is the first use, locked for the caller.
    func checkOut(seed: UInt64) throws -> RandomHistory {
        let entry = entry(seed)
        entry.lock.lock()
        do {
            if entry.history == nil {
                let history = try StoreHistoryPropertyTests.buildMixedHistory(seed: seed)
                (entry.history, entry.random, entry.script) = (history, history.random, history.script)
            }
            let history = entry.history!
            history.random = entry.random!
            history.script = entry.script!
            return history
        } catch {
            entry.lock.unlock()
            throw error
        }
    }

    /// Lets the next test of `seed` check its history out.
    func checkIn(seed: UInt64) { entry(seed).lock.unlock() }
}

