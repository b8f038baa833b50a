import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// An apply handed the trial of a dry run of the same request takes the
/// trial's parse, edit and solve (``ApplyTrial``): what it stores and reports
/// must be exactly what the apply alone gives, and a trial of other options
/// or from another state must not stand in for it.
@Suite struct StoreDryRunTests {
    static let time = Date(timeIntervalSince1970: 1_700_000_000)

    func request(_ text: String, dryRun: Bool = false) -> ApplyRequest {
        var request = ApplyRequest(files: [("d.layout", text)], message: "m", author: "a", dryRun: dryRun)
        request.time = Self.time
        return request
    }

    /// The command line's order on a database that does not exist yet: a dry
    /// run on an empty store in memory, then the apply on the new file.
    func applyAfterDryRun(_ store: LayoutStore, _ request: ApplyRequest) throws -> ApplyResult {
        try store.apply(request, reusing: trial(request))
    }

    /// The trial of `request`: a dry run on an empty store in memory.
    func trial(_ request: ApplyRequest) throws -> ApplyTrial? {
        var tried = request
        tried.dryRun = true
        let trial = try LayoutStore.inMemory().apply(tried).trial
        #expect(trial != nil)
        return trial
    }

    @Test func anApplyAfterADryRunOfTheSameRequestStoresWhatTheApplyAloneStores() throws {
        let text = GeneratedDocument.text(views: 30) + "make r0v0 { width.equalTo(r0v0).key(self) }\n"
        let alone = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let expected = try alone.apply(request(text))
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let result = try applyAfterDryRun(store, request(text))
        #expect(result.revision == 1 && result.parent == nil && result.document == "bench")
        #expect(result.changes.summary == expected.changes.summary)
        #expect(result.warnings.map(\.description) == expected.warnings.map(\.description))
        #expect(result.canvases.map(\.frames.count) == [30, 30, 30])
        #expect(try StoreFixture.dump(store) == StoreFixture.dump(alone))
    }

    @Test func aDryRunFromAnotherStateIsNotTaken() throws {
        // The dry run starts from an empty document; the apply from one that
        // already has a's width: the same file then adds only b.
        let text = "layout d\nview a\nview b\nmake a { width.equalTo(10) }\nmake b { width.equalTo(20) }\n"
        let store = try LayoutStore.inMemory()
        _ = try store.apply(request("layout d\nview a\nmake a { width.equalTo(10) }\n"))
        let result = try applyAfterDryRun(store, request(text))
        #expect(result.changes.summary == "+1 -0 ~0 constraints, +1 -0 ~0 views")
        #expect(result.warnings.map(\.description) == ["d.layout:4:10: warning: duplicate constraint 'a.width == 10' adds nothing"])
        #expect(try store.state(document: "d").constraints.map(\.id) == [1, 2])
    }

    @Test func aDryRunWithoutStrictUpdateDoesNotStandInForAStrictApply() throws {
        // `update` of a constraint a does not have: added with a warning, or refused under --strict-update.
        let text = "layout d\nview a\nupdate a { width.equalTo(10) }\n"
        var strict = request(text)
        strict.strictUpdate = true
        let tried = try trial(request(text))
        let store = try LayoutStore.inMemory()
        #expect(throws: StoreError.self) { try store.apply(strict, reusing: tried) }
        #expect(try store.documents().isEmpty)
    }

    @Test func aDryRunThatAllowedConflictsDoesNotLetAnApplyStoreThem() throws {
        let text = "layout d\nview a\nmake a { width.equalTo(100) }\nmake a { width.equalTo(200) }\n"
        var allowing = request(text)
        allowing.allowConflicts = true
        let tried = try trial(allowing)
        let store = try LayoutStore.inMemory()
        #expect {
            try store.apply(request(text), reusing: tried)
        } throws: { error in
            if case StoreError.unsatisfiable = error { return true }
            return false
        }
        #expect(try store.documents().isEmpty)
    }

    @Test func aMatchingTrialIsTakenAndAnotherStateIsNot() throws {
        // A warning only the trial carries shows whose work the apply took.
        let text = "layout d\nview a\nmake a { width.equalTo(10) }\n"
        var marked = try #require(try trial(request(text)))
        marked.prepared.warnings = [.warning("from the trial", at: nil)]
        let fresh = try LayoutStore.inMemory()
        #expect(try fresh.apply(request(text), reusing: marked).warnings.map(\.message) == ["from the trial"])
        let moved = try LayoutStore.inMemory()
        _ = try moved.apply(request("layout d\nview b\n"))
        #expect(try moved.apply(request(text), reusing: marked).warnings.isEmpty)
    }
}
