import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// ``LayoutStore/apply(_:toDatabaseAt:)``: a library user's apply to a path
/// creates the database only when it writes a revision (docs/schema.md,
/// "Refusals: nothing written") — the rule `layoutdb apply` follows.
@Suite struct StoreApplyToPathTests {
    static func files(_ path: String) -> [String] { StoreCreatedFileTests.files(path) }

    @Test func applyingNothingNewToAMissingDatabaseCreatesNoFile() throws {
        // A document with no canvas, view or constraint is the empty document: no change.
        let path = StoreFixture.temporaryPath()
        let result = try LayoutStore.apply(StoreFixture.request([("empty.layout", "layout empty\n")]), toDatabaseAt: path)
        #expect(result.revision == nil)
        #expect(result.changes.isEmpty)
        #expect(result.document == "empty")
        #expect(Self.files(path) == [])
    }

    @Test func editsThatCancelOutOnAMissingDatabaseCreateNoFile() throws {
        // A view declared and removed again in the same file: the net change is nothing.
        let path = StoreFixture.temporaryPath()
        let undone = ("undone.layout", "layout undone\nview a\nremove view a\n")
        let result = try LayoutStore.apply(StoreFixture.request([undone]), toDatabaseAt: path)
        #expect(result.revision == nil)
        #expect(Self.files(path) == [])
    }

    @Test func aDryRunOnAMissingDatabaseCreatesNoFile() throws {
        let path = StoreFixture.temporaryPath()
        var request = StoreFixture.request(StoreConcurrencyTests.addition("a"))
        request.dryRun = true
        let result = try LayoutStore.apply(request, toDatabaseAt: path)
        // The change is reported (view a; left and top, width and height: four constraints), nothing written.
        #expect(result.revision == nil)
        #expect(result.changes.addedViews.map(\.name) == ["a"])
        #expect(result.changes.addedConstraints.count == 4)
        #expect(Self.files(path) == [])
    }

    @Test func aRefusedApplyOnAMissingDatabaseCreatesNoFile() throws {
        // 10 and 20 for the same width cannot both hold.
        let path = StoreFixture.temporaryPath()
        let conflict = ("c.layout", "layout c\nview a\nmake a { width.equalTo(10); width.equalTo(20) }\n")
        let error = #expect(throws: StoreError.self) {
            try LayoutStore.apply(StoreFixture.request([conflict]), toDatabaseAt: path)
        }
        guard case .unsatisfiable? = error else {
            Issue.record("\(String(describing: error)) is not a refusal of unsatisfiable constraints")
            return
        }
        #expect(Self.files(path) == [])
    }

    @Test func anApplyThatWritesCreatesTheDatabaseWithItsFirstRevision() throws {
        let path = StoreFixture.temporaryPath()
        let result = try LayoutStore.apply(StoreFixture.request(StoreConcurrencyTests.addition("a")), toDatabaseAt: path)
        // The first revision of a new database is number 1, with no parent.
        #expect(result.revision == 1)
        #expect(result.parent == nil)
        #expect(FileManager.default.fileExists(atPath: path))
        let store = try LayoutStore.openReadOnly(path: path)
        #expect(try store.head(of: "conc") == 1)
    }

    @Test func applyingNothingNewToAnExistingDatabaseWritesNothing() throws {
        let path = StoreFixture.temporaryPath()
        _ = try LayoutStore.apply(StoreFixture.request(StoreConcurrencyTests.addition("a")), toDatabaseAt: path)
        let again = try LayoutStore.apply(StoreFixture.request([("same.layout", "layout conc\n")]), toDatabaseAt: path)
        #expect(again.revision == nil)
        #expect(try LayoutStore.openReadOnly(path: path).head(of: "conc") == 1)
    }
}
