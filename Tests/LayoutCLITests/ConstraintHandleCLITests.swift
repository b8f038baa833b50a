import Foundation
import Testing
@testable import LayoutCLI

/// Constraint handles on the command line (docs/cli.md, docs/language.md
/// "Constraint handles"): every verb prints an inactive constraint's
/// one-line form with its `inactive` word, `export --json` gives each
/// constraint an `"active"` member, every JSON stays strict, and an unknown
/// key is an error at its place that writes nothing.
@Suite struct ConstraintHandleCLITests {
    static let first = """
        layout t
        canvas c 300x200
        view a
        make a {
          left.top.equalTo(superview).offset(10)
          height.equalTo(20)
          width.equalTo(100).key(narrow)
          width.equalTo(200).key(wide)
        }
        deactivate narrow

        """

    /// A database with revision 1 (`first`) and revision 2, which swaps the two widths.
    func database() -> String {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("t.layout", Self.first)], to: database).status == 0)
        let swap = StoreCLI.file("swap.layout", "layout t\ndeactivate wide\nactivate narrow\n")
        #expect(StoreCLI.apply([swap], to: database).status == 0)
        return database
    }

    @Test func solveListsTheInactiveConstraintAndSolvesWithoutIt() throws {
        let file = StoreCLI.file("t.layout", Self.first)
        let listed = layoutdb("solve", file, "--constraints")
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(StoreCLI.nonEmptyLines(listed.stdout).contains("a.width == 100 key narrow inactive"))
        let json = try StrictJSONTests.strict(layoutdb("solve", file, "--json"), "solve")
        // By hand: a at (10, 10), 200 wide (narrow is inactive), 20 high.
        let frame = json["canvases"]?.items.first?["frames"]?["a"]
        #expect([frame?["x"], frame?["y"], frame?["width"], frame?["height"]].map { $0?.text } == ["10", "10", "200", "20"])
    }

    @Test func exportGivesEachConstraintItsActivation() throws {
        let database = database()
        let export = try StrictJSONTests.strict(layoutdb("export", "--doc", "t", "--json", "--db", database), "export")
        let constraints = export["constraints"]?.items ?? []
        #expect(constraints.map { $0["active"] } == [.bool(true), .bool(true), .bool(true), .bool(true), .bool(false)])
        #expect(constraints.last?["line"] == .string("a.width == 200 key wide inactive"))
        let old = try StrictJSONTests.strict(layoutdb("export", "1", "--doc", "t", "--json", "--db", database), "export 1")
        #expect(old["constraints"]?.items.map { $0["active"] } == [.bool(true), .bool(true), .bool(true), .bool(false), .bool(true)])
    }

    @Test func anExportedFileAppliesBackWithNoChange() {
        let database = database()
        let text = layoutdb("export", "--doc", "t", "--db", database)
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("a.width == 100 key narrow\na.width == 200 key wide inactive\n"))
        let again = StoreCLI.apply([StoreCLI.file("export.layout", text.stdout)], to: database)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("no change"), "\(again.stdout)")
        #expect(StoreCLI.revisionCount(database) == 2)
    }

    @Test func diffHistoryAndBlameShowTheActivationAsAModification() throws {
        let database = database()
        let diff = try StrictJSONTests.strict(layoutdb("diff", "1", "2", "--doc", "t", "--json", "--db", database), "diff")
        let modified = diff["changes"]?["constraints"]?["modified"]?.items ?? []
        #expect(modified.map { $0["id"]?.text } == ["4", "5"])
        #expect(modified.map { $0["new"] } == [.string("a.width == 100 key narrow"), .string("a.width == 200 key wide inactive")])
        #expect(diff["changes"]?["constraints"]?["added"]?.items.isEmpty == true)
        let text = layoutdb("diff", "1", "2", "--doc", "t", "--db", database)
        #expect(text.stdout.contains("~ a.width == 200 key wide → a.width == 200 key wide inactive"), "\(text.stdout)")

        let history = try StrictJSONTests.strict(layoutdb("history", "--key", "wide", "--doc", "t", "--json", "--db", database),
                                                 "history")
        #expect(history["changes"]?.items.map { $0["change"] } == [.string("added"), .string("modified")])
        #expect(history["changes"]?.items.last?["new"] == .string("a.width == 200 key wide inactive"))

        let blame = try StrictJSONTests.strict(layoutdb("blame", "--doc", "t", "--json", "--db", database), "blame")
        #expect(blame["constraints"]?.items.map { $0["revision"]?.text } == ["1", "1", "1", "2", "2"])
    }

    @Test func anUnknownKeyIsAnErrorAtItsPlaceAndWritesNothing() {
        let database = database()
        let file = StoreCLI.file("bad.layout", "layout t\nactivate wid\nconstraint narrow priority 10\n")
        let output = StoreCLI.apply([file], to: database)
        #expect(output.status == 65)
        #expect(output.stderr.contains("bad.layout:2:10: error: unknown constraint key 'wid'; did you mean 'wide'?"),
                "\(output.stderr)")
        // Line 3: narrow is required and active; `10` at column 28.
        #expect(output.stderr.contains("bad.layout:3:28: error: the priority of 'a.width == 100 key narrow' cannot change "
                                       + "from required to optional (10)"), "\(output.stderr)")
        #expect(StoreCLI.revisionCount(database) == 2)
    }

    @Test func checkOfAFileWithADeactivatedConflictFindsNothing() throws {
        let file = StoreCLI.file("t.layout", Self.first)
        let check = try StrictJSONTests.strict(layoutdb("check", file, "--json"), "check")
        #expect(check["errors"]?.text == "0" && check["findings"]?.items.isEmpty == true)
        let conflicting = StoreCLI.file("c.layout", Self.first.replacingOccurrences(of: "deactivate narrow\n", with: ""))
        let refused = try StrictJSONTests.strict(layoutdb("check", conflicting, "--json"), "check", status: 1)
        #expect(refused["errors"]?.text == "1")
    }
}
