import LayoutStore
import Testing
@testable import LayoutCLI

/// `layoutdb history`: every change to a view, key or constraint, oldest
/// first. Constraint identities are those of login.layout (DiffTests).
@Suite struct HistoryTests {
    @Test func aKeysHistoryShowsItsConstraintAddedThenModified() {
        let out = layoutdb("history", "--key", "buttonHeight", "--db", StoreCLI.loginDatabase())
        // button.height is constraint 15; login-v2's remake changes its constant 44 → 50.
        #expect(out == CommandOutput(stdout: """
            1  2023-11-14T22:13:20Z  ada  apply  constraint 15  + button.height == 44 @750 key buttonHeight
            2  2023-11-14T22:14:20Z  ada  apply  constraint 15  ~ button.height == 44 @750 key buttonHeight → button.height == 50 @750 key buttonHeight

            """))
    }

    @Test func aViewsHistoryHoldsTheViewAndEveryConstraintNamingIt() {
        let out = layoutdb("history", "--view", "subtitle", "--db", StoreCLI.loginDatabase())
        // login.layout adds the view and the two constraints naming it (the VFL line's 17 and
        // subtitle.centerX 18); login-v3's `remove view subtitle` removes all three. In one
        // revision the view comes first, then the constraints by identity.
        #expect(out == CommandOutput(stdout: """
            1  2023-11-14T22:13:20Z  ada  apply  view subtitle  + view subtitle in header intrinsic 80x16
            1  2023-11-14T22:13:20Z  ada  apply  constraint 17  + subtitle.top == title.bottom + 4
            1  2023-11-14T22:13:20Z  ada  apply  constraint 18  + subtitle.centerX == title.centerX
            3  2023-11-14T22:15:20Z  ada  apply  view subtitle  - view subtitle in header intrinsic 80x16
            3  2023-11-14T22:15:20Z  ada  apply  constraint 17  - subtitle.top == title.bottom + 4
            3  2023-11-14T22:15:20Z  ada  apply  constraint 18  - subtitle.centerX == title.centerX

            """))
    }

    @Test func constraintsAreOrderedByIdentityAsNumbers() {
        let out = layoutdb("history", "--view", "header", "--db", StoreCLI.loginDatabase())
        let subjects = StoreCLI.nonEmptyLines(out.stdout).map { line in
            line.split(separator: " ", omittingEmptySubsequences: true)[4...5].joined(separator: " ")
        }
        // Naming header at revision 1: its own 1–4, the title's centring 5, 6 and width 7, the
        // avatar's centerY 11, the button's top 12 and the avatar's trailing 16 (its leading,
        // 10, was remade away before the file ended). Revision 2 modifies 4 and 12.
        #expect(subjects == ["view header"] + [1, 2, 3, 4, 5, 6, 7, 11, 12, 16, 4, 12].map { "constraint \($0)" })
        #expect(StoreCLI.nonEmptyLines(out.stdout).last
                == "2  2023-11-14T22:14:20Z  ada  apply  constraint 12  ~ button.top == header.bottom + 20 → button.top == header.bottom + 24")
    }

    @Test func aConstraintsHistoryAsJSON() {
        let out = layoutdb("history", "--constraint", "4", "--json", "--db", StoreCLI.loginDatabase())
        // header.height: 64 then updated to 80 in the same file (stored as 80), then 96.
        #expect(out == CommandOutput(stdout: """
            {
              "format": 1,
              "document": "login",
              "subject": "constraint 4",
              "changes": [
                {
                  "revision": 1,
                  "time": "2023-11-14T22:13:20.000Z",
                  "author": "ada",
                  "kind": "apply",
                  "subject": "constraint 4",
                  "change": "added",
                  "old": null,
                  "new": "header.height == 80"
                },
                {
                  "revision": 2,
                  "time": "2023-11-14T22:14:20.000Z",
                  "author": "ada",
                  "kind": "apply",
                  "subject": "constraint 4",
                  "change": "modified",
                  "old": "header.height == 80",
                  "new": "header.height == 96"
                }
              ]
            }

            """))
    }

    @Test func aRollbackIsAChangeOfItsOwnKind() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database).status == 0)
        let lines = StoreCLI.nonEmptyLines(layoutdb("history", "--constraint", "4", "--db", database).stdout)
        #expect(lines.count == 3)
        // Revision 4 takes header.height back to 80; its time is now, so only the rest is compared.
        let last = lines.last?.split(separator: " ", omittingEmptySubsequences: true).map(String.init) ?? []
        #expect(last.first == "4")
        #expect(Array(last.dropFirst(2)) == ["bob", "rollback", "constraint", "4", "~", "header.height", "==", "96", "→",
                                             "header.height", "==", "80"])
    }

    @Test(arguments: [
        (HistorySubject.view("headr"), "error: no view 'headr' in the history of 'login'; did you mean 'header'?\n"),
        (.key("titleMx"), "error: no key 'titleMx' in the history of 'login'; did you mean 'titleMax'?\n"),
        (.key("nothing"), "error: no key 'nothing' in the history of 'login'\n"),
        (.constraint(99), "error: no constraint 99 in the history of 'login'\n"),
    ])
    func somethingNeverInTheHistoryExits66(subject: HistorySubject, message: String) {
        #expect(layoutdb(["history"] + subject.arguments + ["--db", StoreCLI.loginDatabase()])
                == CommandOutput(stderr: message, status: 66))
    }

    @Test func theDocumentIsChosenAsForLog() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("history", "--key", "buttonHeight", "--db", database).status == 64)
        #expect(layoutdb("history", "--key", "buttonHeight", "--doc", "login", "--db", database).status == 0)
        #expect(layoutdb("history", "--key", "buttonHeight", "--doc", "logn", "--db", database) == CommandOutput(
            stderr: "error: unknown document 'logn'; did you mean 'login'?\n", status: 66))
        #expect(layoutdb("history", "--key", "k", "--db", StoreCLI.newDatabase()).status == 66)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let byView = try #require(try LayoutDBCommand.parseAsRoot(["history", "--view", "header", "--doc", "login", "--json"])
            as? History)
        #expect(byView.subject == .view("header") && byView.document.doc == "login" && byView.json.enabled)
        let byKey = try #require(try LayoutDBCommand.parseAsRoot(["history", "--key", "k"]) as? History)
        #expect(byKey.subject == .key("k"))
        let byID = try #require(try LayoutDBCommand.parseAsRoot(["history", "--constraint", "12"]) as? History)
        #expect(byID.subject == .constraint(12))
    }

    @Test(arguments: [
        ["history"], ["history", "--view", "a", "--key", "b"], ["history", "--constraint", "x"],
        ["history", "--view", "a", "--constraint", "1"], ["history", "--view"],
    ])
    func notExactlyOneSubjectIsAUsageError(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }
}

extension HistorySubject {
    /// The option naming the subject: `--view NAME`, `--key KEY` or `--constraint ID`.
    var arguments: [String] {
        switch self {
        case .view(let name): ["--view", name]
        case .key(let key): ["--key", key]
        case .constraint(let id): ["--constraint", String(id)]
        }
    }
}
