import Testing
@testable import LayoutCLI

/// Revisions as git users write them: `HEAD^`, `HEAD~`, `5~1`, ranges for
/// `log` and `diff`; malformed ones are usage errors, far ones unknown.
@Suite struct RevisionTests {
    /// The first line of `show REV`: `revision N of DOC (KIND)`.
    static func shown(_ revision: String, _ database: String, _ options: String...) -> String {
        let out = layoutdb(["show", revision] + options + ["--db", database])
        return out.status == 0 ? String(out.stdout.prefix { $0 != "\n" }) : "exit \(out.status): \(out.stderr)"
    }

    @Test(arguments: [
        // The login history is revisions 1, 2, 3: each ^ or bare ~ steps one back.
        ("HEAD", 3), ("HEAD^", 2), ("HEAD^^", 1), ("HEAD~", 2), ("HEAD~~", 1), ("HEAD~1^", 1), ("head^", 2),
        ("HEAD~0", 3), ("3^", 2), ("3~2", 1), ("2~1", 1), ("2~0", 2),
    ])
    func stepsBackFromTheHeadOrANumber(revision: String, number: Int) {
        #expect(Self.shown(revision, StoreCLI.loginDatabase()) == "revision \(number) of login (apply)")
    }

    @Test func stepsBackFromANumberStayInItsDocument() {
        // Revisions 1–3 are login's, 4 settings', 5 login's: one step back from 5 is 3, not 4.
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(StoreCLI.apply([StoreCLI.file("extra.layout", "layout login\nview extra\n")], to: database, "-q").status == 0)
        #expect(Self.shown("5~1", database) == "revision 3 of login (apply)")
        #expect(Self.shown("5^^", database) == "revision 2 of login (apply)")
        #expect(Self.shown("HEAD^", database, "--doc", "login") == "revision 3 of login (apply)")
        #expect(Self.shown("4~1", database) == "exit 66: error: unknown revision '4~1'\n")
    }

    @Test(arguments: ["x", "HEAD~x", "HEAD^2", "HEAD-1", "~1", "tip"])
    func aMalformedRevisionIsAUsageErrorShowingTheForms(revision: String) {
        #expect(layoutdb("frames", revision, "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: malformed revision '\(revision)': write a revision number, HEAD, HEAD~N, HEAD~, "
                + "HEAD^ (any number of ^), or any of these followed by more ~N, ~ or ^ (HEAD~2^, 5~1)\n",
            status: 64))
    }

    /// Every verb that takes a revision, with its arguments around it.
    static let verbs: [[String]] = [
        ["frames", "R"], ["export", "R"], ["show", "R"], ["blame", "R"], ["check", "R"], ["diff", "R"],
        ["diff", "1", "R"], ["diff", "R..3"], ["rollback", "R", "--author", "bob"],
        ["restore", "--to", "R", "--author", "bob"], ["log", "R"], ["log", "R.."], ["log", "..R"],
    ]

    @Test(arguments: verbs)
    func aRevisionBeyondAnyHistoryIsUnknownInEveryVerb(arguments: [String]) {
        // Int.max steps back, and one more: no trap, the history is only 3 long.
        for revision in ["HEAD~9223372036854775807", "HEAD~9223372036854775807^", "9223372036854775807",
                         "99999999999999999999", "1~9223372036854775807", "HEAD~4"] {
            let database = StoreCLI.loginDatabase()
            let before = StoreCLI.contents(database)
            let out = layoutdb(arguments.map { $0.replacingOccurrences(of: "R", with: revision) } + ["--db", database])
            #expect(out == CommandOutput(stderr: "error: unknown revision '\(revision)'\n", status: 66), "\(arguments)")
            #expect(StoreCLI.contents(database) == before)
        }
    }

    @Test func logWithARevisionListsItAndThoseBefore() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("log", "HEAD^", "--db", database).stdout == """
            2  2023-11-14T22:14:20Z  ada  apply  taller header
            1  2023-11-14T22:13:20Z  ada  apply  first

            """)
    }

    @Test func logRangesAreTheRevisionsAfterTheFirstUpToTheSecond() {
        let database = StoreCLI.loginDatabase()
        let three = "3  2023-11-14T22:15:20Z  ada  apply  forgot link\n"
        let two = "2  2023-11-14T22:14:20Z  ada  apply  taller header\n"
        #expect(layoutdb("log", "1..3", "--db", database).stdout == three + two)
        #expect(layoutdb("log", "HEAD~2..HEAD^", "--db", database).stdout == two)
        #expect(layoutdb("log", "3..1", "--db", database) == CommandOutput(stdout: ""))
        #expect(layoutdb("log", "HEAD..HEAD", "--db", database) == CommandOutput(stdout: ""))
        // -n and --view apply within the range.
        #expect(layoutdb("log", "1..3", "-n", "1", "--db", database).stdout == three)
        #expect(layoutdb("log", "1..3", "--view", "subtitle", "--db", database).stdout == three)
    }

    @Test func anOmittedEndOfALogRangeIsTheHeadAsInGit() {
        // git log A.. is A..HEAD; git log ..B is HEAD..B, the revisions after the head up to
        // B: none on a linear history, B being at or before the head (3); .. is HEAD..HEAD.
        let database = StoreCLI.loginDatabase()
        let three = "3  2023-11-14T22:15:20Z  ada  apply  forgot link\n"
        let two = "2  2023-11-14T22:14:20Z  ada  apply  taller header\n"
        for (range, same, expected) in [("1..", "1..HEAD", three + two), ("2..", "2..HEAD", three), ("3..", "3..HEAD", ""),
                                         ("..2", "HEAD..2", ""), ("..3", "HEAD..3", ""), ("..", "HEAD..HEAD", "")] {
            let out = layoutdb("log", range, "--db", database)
            #expect(out == CommandOutput(stdout: expected), "log \(range)")
            #expect(out == layoutdb("log", same, "--db", database), "log \(range) is log \(same)")
        }
        // The JSON of an empty range is an empty list.
        #expect(layoutdb("log", "..2", "--json", "--db", database).stdout.contains("\"revisions\": []"))
    }

    @Test func theHeadOfAnOmittedEndIsThatOfTheWrittenEndsDocument() {
        // With login (1-3) and settings (4): 1.. is after 1 up to login's head, without --doc;
        // 4.. is empty (4 is settings' head); .. names no document, so it needs --doc.
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("log", "1..", "--db", database).stdout == """
            3  2023-11-14T22:15:20Z  ada  apply  forgot link
            2  2023-11-14T22:14:20Z  ada  apply  taller header

            """)
        #expect(layoutdb("log", "4..", "--db", database) == CommandOutput(stdout: ""))
        #expect(layoutdb("log", "..", "--db", database).status == 64)
        #expect(layoutdb("log", "..", "--doc", "settings", "--db", database) == CommandOutput(stdout: ""))
        #expect(layoutdb("diff", "..2", "--stat", "--db", database).stdout.hasPrefix("diff of login from revision 3 to revision 2\n"))
    }

    @Test func logRangeEndsMustBeOfOneDocument() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("log", "1..4", "--db", database) == CommandOutput(
            stderr: "error: revision 1 is of document 'login', not 'settings'\n",
            status: 66))
        // Numbers name the document: no --doc needed, even with two documents.
        #expect(layoutdb("log", "1..2", "--db", database).stdout == "2  2023-11-14T22:14:20Z  ada  apply  taller header\n")
        #expect(layoutdb("log", "1..x", "--db", database).status == 64)
    }

    @Test func diffRangesAreTheTwoRevisions() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("diff", "1..3", "--db", database) == layoutdb("diff", "1", "3", "--db", database))
        #expect(layoutdb("diff", "HEAD~2..HEAD^", "--stat", "--db", database)
            == layoutdb("diff", "1", "2", "--stat", "--db", database))
        #expect(layoutdb("diff", "1..3", "--db", database).stdout.hasPrefix("diff of login from revision 1 to revision 3\n"))
        #expect(layoutdb("diff", "1..3", "2", "--db", database).status == 64)
    }

    @Test func anOmittedEndOfADiffRangeIsTheHeadAsInGit() {
        // git diff A.. is git diff A HEAD; git diff ..B is git diff HEAD B; .. is HEAD HEAD.
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("diff", "2..", "--db", database) == layoutdb("diff", "2", "HEAD", "--db", database))
        #expect(layoutdb("diff", "2..", "--db", database) == layoutdb("diff", "2", "--db", database))
        #expect(layoutdb("diff", "..2", "--db", database) == layoutdb("diff", "HEAD", "2", "--db", database))
        #expect(layoutdb("diff", "..2", "--db", database).stdout.hasPrefix("diff of login from revision 3 to revision 2\n"))
        #expect(layoutdb("diff", "..", "--db", database) == layoutdb("diff", "HEAD", "HEAD", "--db", database))
        #expect(layoutdb("diff", "..", "--db", database).stdout == """
            diff of login from revision 3 to revision 3
            changes: no change

            frames: none changed

            """)
    }

    @Test(arguments: ["log", "diff"])
    func threeDotsAreRefusedNamingTwoDots(verb: String) {
        #expect(layoutdb(verb, "1...3", "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: '1...3': '...' (git's symmetric difference) is not accepted; "
                + "write a range with '..' (A..B: the revisions after A up to B)\n",
            status: 64))
        #expect(layoutdb(verb, "1..2..3", "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: malformed range '1..2..3': write A..B, A.. or ..B (one '..')\n", status: 64))
    }

    @Test(arguments: [["show"], ["frames"], ["export"], ["blame"], ["check"], ["rollback", "--author", "bob"]])
    func aVerbOfOneRevisionRefusesARangeByName(arguments: [String]) {
        let database = StoreCLI.loginDatabase()
        let before = StoreCLI.contents(database)
        #expect(layoutdb([arguments[0], "1..3"] + arguments.dropFirst() + ["--db", database]) == CommandOutput(
            stderr: "error: \(arguments[0]) takes one revision, not a range ('1..3')\n", status: 64))
        #expect(layoutdb("restore", "--to", "2..", "--author", "bob", "--db", database) == CommandOutput(
            stderr: "error: restore takes one revision, not a range ('2..')\n", status: 64))
        #expect(layoutdb("diff", "1", "2..3", "--db", database) == CommandOutput(
            stderr: "error: the second revision of diff is one revision, not a range ('2..3'); "
                + "write 'diff A B' or 'diff A..B'\n", status: 64))
        #expect(StoreCLI.contents(database) == before)
    }
}
