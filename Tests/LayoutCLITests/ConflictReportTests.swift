import Testing
@testable import LayoutCLI

/// A conflicting set found on several canvases is reported once with its
/// canvases (apply, solve, check); a `make` contradicting a similar stored
/// constraint is pointed at `update`.
@Suite struct ConflictReportTests {
    /// Two canvases; a's width 100 and 200 cannot both hold on either.
    static let twoCanvases = """
        canvas phone 375x812
        canvas tablet 768x1024
        view a
        make a { top.left.equalTo(superview); height.equalTo(10); width.equalTo(100); width.equalTo(200) }
        """

    @Test func solveReportsTheSameSetOnceWithItsCanvases() {
        let u = StoreCLI.file("u.layout", Self.twoCanvases)
        // "make a { " 9, "top.left.equalTo(superview); " 29, "height.equalTo(10); " 20,
        // "width.equalTo(100); " 20 characters: the widths start at columns 59 and 79.
        #expect(layoutdb("solve", u).stderr == """
            error: unsatisfiable on canvases 'phone', 'tablet': 'a.width == 200' was left out; it conflicts with:
              \(u):4:59: a.width == 100
              \(u):4:79: a.width == 200

            """)
    }

    @Test func checkReportsItOnceAndCountsItOnce() {
        let u = StoreCLI.file("u.layout", Self.twoCanvases)
        #expect(layoutdb("check", u, "--db", StoreCLI.newDatabase()) == CommandOutput(stdout: """
            \(u):4:79: error: unsatisfiable on canvases 'phone', 'tablet': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
            check of '\(u)': 1 error, 0 warnings

            """, status: 1))
        // The JSON keeps a finding per canvas.
        let json = layoutdb("check", u, "--json", "--db", StoreCLI.newDatabase()).stdout
        #expect(json.contains("\"canvas\": \"phone\"") && json.contains("\"canvas\": \"tablet\""))
    }

    @Test func reapplyingTheFirstLoginFileIsRefusedOncePerSetWithUpdateHints() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        let login = StoreCLI.example("login.layout")
        let out = layoutdb("apply", login, "--author", "ada", "--db", database)
        #expect(out.status == 1 && out.stdout == "")
        let lines = out.stderr.split(separator: "\n").map(String.init)
        let titles = lines.filter { $0.hasPrefix("error: unsatisfiable") }
        // login.layout's makes of header's height and button's top, left and right sit next
        // to revision 2's constants: four sets, each on all three canvases, once.
        #expect(titles == [
            "error: unsatisfiable on canvases 'phone', 'tablet', 'phoneRTL': 'header.height == 80' was left out; it conflicts with:",
            "error: unsatisfiable on canvases 'phone', 'tablet', 'phoneRTL': 'button.top == header.bottom + 20' was left out; it conflicts with:",
            "error: unsatisfiable on canvases 'phone', 'tablet', 'phoneRTL': 'button.left == root.left + 16' was left out; it conflicts with:",
            "error: unsatisfiable on canvases 'phone', 'tablet', 'phoneRTL': 'button.right == root.right - 16' was left out; it conflicts with:",
        ])
        // login.layout's make of header's height (line 18) adds 64 next to the stored 96;
        // the file's own later update (line 34, the constant at column 17) changes the newest
        // similar constraint, that 64, to 80 (Masonry's update searches from the last
        // installed), which then collides with the stored 96.
        #expect(lines.contains("hint: header.height == 80 (\(login):34:17) conflicts with the stored header.height == 96; "
                               + "to change that constraint, use 'update header { … }'"))
        #expect(lines.filter { $0.hasPrefix("hint: button.") && $0.hasSuffix("use 'update button { … }'") }.count == 3)
        #expect(lines.last == "error: required constraints cannot all hold; the revision was refused "
                + "(apply --allow-conflicts or rollback --force stores it anyway)")
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func aConstraintOfAnotherPriorityGetsNoHint() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("a.layout", "view a\nmake a { width.equalTo(100) }\n")], to: database)
            .status == 0)
        // width >= 200 is not similar to width == 100 (another relation): update would not change it.
        let out = StoreCLI.apply([StoreCLI.file("b.layout", "layout a\nmake a { width.greaterThanOrEqualTo(200) }\n")],
                                 to: database)
        #expect(out.status == 1)
        #expect(!out.stderr.contains("hint:"))
    }
}
