import Testing
@testable import LayoutCLI

/// `check`'s exit status, which CI gates on, from each kind of finding alone,
/// for a file, a stored revision and JSON: 1 when any finding is an error
/// (an unsatisfiable set, an ambiguous view), 0 with warnings only or none.
@Suite struct CheckExitStatusTests {
    /// a's widths 100 and 200 cannot both hold; every view is otherwise determined.
    static let conflictOnly = """
        view a
        make a { left.top.equalTo(0); height.equalTo(10); width.equalTo(100); width.equalTo(200) }

        """
    /// b has a left edge, a width and a height, nothing for y: ambiguous, nothing else.
    static let ambiguousOnly = "view b\nmake b { left.equalTo(0); width.equalTo(10); height.equalTo(10) }\n"
    /// Every view determined, one constraint implied by another: a warning only.
    static let redundantOnly = "view c\nmake c { left.top.equalTo(0); size.equalTo(size(10, 10)); width.lessThanOrEqualTo(20) }\n"
    /// A duplicate make: a warning of the edits only.
    static let duplicateOnly = "view d\nmake d { left.top.equalTo(0); size.equalTo(size(10, 10)) }\nmake d { width.equalTo(10) }\n"
    /// Nothing to say.
    static let clean = "view e\nmake e { left.top.equalTo(0); size.equalTo(size(10, 10)) }\n"

    @Test(arguments: [
        ("conflict", conflictOnly, Int32(1)), ("ambiguous", ambiguousOnly, 1),
        ("redundant", redundantOnly, 0), ("duplicate", duplicateOnly, 0), ("clean", clean, 0),
    ])
    func aFilesStatusFollowsTheSeverityOfItsFindings(_ name: String, _ text: String, _ status: Int32) {
        let file = StoreCLI.file("\(name).layout", text)
        let out = layoutdb("check", "--file", file)
        #expect(out.status == status, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr == "")
        // The summary agrees with the status: errors exactly when it exits 1.
        let summary = StoreCLI.nonEmptyLines(out.stdout).last ?? ""
        #expect(summary.hasSuffix(status == 1 ? ": 1 error, 0 warnings" : (name == "clean" ? ": 0 errors, 0 warnings"
                                                                            : ": 0 errors, 1 warning")), "\(summary)")
        // The JSON form exits the same.
        #expect(layoutdb("check", "--file", file, "--json").status == status)
    }

    @Test func aStoredRevisionWithOnlyAConflictExits1AndACleanLaterOneExits0() {
        // Revision 1 is stored with its conflict (--allow-conflicts); revision 2 removes
        // the 200 width: its head is clean, while revision 1 still exits 1.
        let database = StoreCLI.newDatabase()
        let conflict = StoreCLI.file("s.layout", "layout s\n" + Self.conflictOnly)
        #expect(StoreCLI.apply([conflict], to: database, "--allow-conflicts").status == 0)
        #expect(layoutdb("check", "--db", database).status == 1)
        #expect(layoutdb("check", "1", "--json", "--db", database).status == 1)
        let fix = StoreCLI.file("fix.layout", "layout s\nremake a { left.top.equalTo(0); height.equalTo(10); width.equalTo(100) }\n")
        #expect(StoreCLI.apply([fix], to: database).status == 0)
        #expect(layoutdb("check", "--db", database) == CommandOutput(stdout: "check of s at revision 2: 0 errors, 0 warnings\n"))
        #expect(layoutdb("check", "HEAD~1", "--db", database).status == 1)
        #expect(layoutdb("check", "1", "--db", database).status == 1)
    }

    @Test func aStoredAmbiguousViewAloneExits1() {
        let database = StoreCLI.newDatabase()
        let ambiguous = StoreCLI.file("amb.layout", "layout amb\n" + Self.ambiguousOnly)
        #expect(StoreCLI.apply([ambiguous], to: database).status == 0)  // stored, with a warning
        let out = layoutdb("check", "--db", database)
        #expect(out.status == 1)
        #expect(out.stdout.hasSuffix("check of amb at revision 1: 1 error, 0 warnings\n"))
    }

    @Test func aFileThatWouldConflictWithTheHeadExits1AndOneThatFitsExits0() {
        // On the head of s (a: 100 wide), `make a { width.equalTo(120) }` would conflict
        // with the stored width; `update` changes it instead.
        let database = StoreCLI.newDatabase()
        let base = StoreCLI.file("s.layout", "layout s\n" + "view a\nmake a { left.top.equalTo(0); height.equalTo(10); width.equalTo(100) }\n")
        #expect(StoreCLI.apply([base], to: database).status == 0)
        let make = StoreCLI.file("make.layout", "layout s\nmake a { width.equalTo(120) }\n")
        let update = StoreCLI.file("update.layout", "layout s\nupdate a { width.equalTo(120) }\n")
        #expect(layoutdb("check", make, "--db", database).status == 1)
        #expect(layoutdb("check", update, "--db", database).status == 0)
        // Nothing was written by either.
        #expect(StoreCLI.revisionCount(database) == 1)
    }
}
