import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb report`, `render --format html`: one self-contained HTML page
/// made from the stored frames, its data checked by value.
@Suite struct ReportTests {
    /// The login history: login.layout (1), login-v2.layout (2), login-v3.layout (3).
    static func loginDatabase() -> String {
        let database = StoreCLI.newDatabase()
        for (file, author) in [("login.layout", "ada"), ("login-v2.layout", "bob"), ("login-v3.layout", "cy")] {
            let applied = layoutdb("apply", StoreCLI.example(file), "-m", file, "--author", author, "-q", "--db", database)
            #expect(applied.status == 0, "\(applied.stderr)")
        }
        return database
    }

    /// The page's data (the JSON in its `page-data` script) of a command's output.
    static func data(_ out: CommandOutput) throws -> [String: Any] {
        #expect(out.status == 0, "\(out.stderr)")
        let open = "<script type=\"application/json\" id=\"page-data\">"
        let start = try #require(out.stdout.range(of: open)).upperBound
        let end = try #require(out.stdout.range(of: "</script>", range: start..<out.stdout.endIndex)).lowerBound
        return try #require(try JSONSerialization.jsonObject(with: Data(out.stdout[start..<end].utf8)) as? [String: Any])
    }

    static func revisions(_ data: [String: Any]) throws -> [[String: Any]] {
        try #require(data["revisions"] as? [[String: Any]])
    }

    @Test func theWholeHistoryIsEveryRevisionAgainstItsParent() throws {
        let data = try Self.data(layoutdb("report", "--db", Self.loginDatabase()))
        #expect(data["kind"] as? String == "report")
        #expect(data["title"] as? String == "login: revisions 1 to 3")
        #expect(data["base"] == nil)  // the first revision is the document's first: against nothing
        let revisions = try Self.revisions(data)
        #expect(revisions.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(revisions.map { $0["author"] as? String } == ["ada", "bob", "cy"])
        #expect(revisions.map { $0["message"] as? String } == ["login.layout", "login-v2.layout", "login-v3.layout"])
        // Revision 2 (login-v2.layout): header 80 → 96 high, button's constraints remade (top + 24,
        // insets 24, height 50). On phone (375 wide), root space, by hand:
        //   header (0, 0, 375, 96); title centred in header: y = 96/2 − 22/2 = 37 (was 29);
        //   subtitle 4 under title: 37 + 22 + 4 = 63 (was 55); avatar centred: 48 − 20 = 28 (was 20);
        //   button at y 96 + 24 = 120, x 24, width 375 − 48 = 327, height 50. The tabs do not move.
        let second = try #require(revisions[1]["delta"] as? [String: Any])
        let phone = try #require((second["frames"] as? [String: Any])?["phone"] as? [String: [Double]])
        #expect(phone == ["header": [0, 0, 375, 96], "title": [127.5, 37, 120, 22], "subtitle": [147.5, 63, 80, 16],
                          "avatar": [319, 28, 40, 40], "button": [24, 120, 327, 50]])
        #expect(second["views"] == nil && second["canvases"] == nil)  // neither changed
        #expect(revisions[1]["touched"] as? [String] == ["header", "button"])
        #expect(revisions[1]["summary"] as? String == "+0 -0 ~5 constraints")
        #expect((revisions[1]["changes"] as? [String])?.first == "~ header.height == 80 → header.height == 96")
        // Revision 3 (login-v3.layout): forgot added, subtitle removed (and its two constraints).
        let third = try #require(revisions[2]["delta"] as? [String: Any])
        #expect(Set(revisions[2]["touched"] as? [String] ?? []) == ["forgot", "subtitle", "button", "title"])
        let phone3 = try #require((third["frames"] as? [String: Any])?["phone"] as? [String: Any])
        #expect(phone3["subtitle"] is NSNull)
        // forgot: 12 under the button (120 + 50 + 12 = 182), centred on it (24 + 327/2 − 70 = 117.5), 140 x 18.
        #expect(phone3["forgot"] as? [Double] == [117.5, 182, 140, 18])
    }

    @Test func aRangeStartsFromItsFirstRevisionsParentWithItsConstraintsBlamed() throws {
        let database = Self.loginDatabase()
        let data = try Self.data(layoutdb("report", "1..3", "--db", database))
        #expect(try Self.revisions(data).map { $0["number"] as? Int } == [2, 3])
        #expect(data["baseNumber"] as? Int == 1)
        let base = try #require(data["base"] as? [String: Any])
        let constraints = try #require(base["constraints"] as? [String: [Any]])
        // login.layout makes 30 constraints; each was last changed by revision 1, of ada.
        #expect(constraints.count == 30)
        #expect(constraints.values.allSatisfy { $0[2] as? Int == 1 && $0[3] as? String == "ada" })
        // Revision 2 changes header's height: constraint entry changed, blamed on 2, of bob.
        let second = try #require(try Self.revisions(data)[0]["delta"] as? [String: Any])
        let changed = try #require(second["constraints"] as? [String: [Any]])
        #expect(changed.count == 5)
        #expect(changed.values.contains { $0[0] as? String == "header.height == 96" && $0[1] as? [String] == ["header"]
                                          && $0[2] as? Int == 2 && $0[3] as? String == "bob" })
        // One revision: it and those before it, as log.
        #expect(try Self.revisions(try Self.data(layoutdb("report", "2", "--db", database))).map { $0["number"] as? Int }
                == [1, 2])
        // An empty range is a page with no revision.
        let empty = try Self.data(layoutdb("report", "3..", "--db", database))
        #expect(try Self.revisions(empty).isEmpty)
        #expect(empty["title"] as? String == "login: no revision")
    }

    @Test func renderAsHTMLIsOneRevisionDrawnPlainly() throws {
        let database = Self.loginDatabase()
        let data = try Self.data(layoutdb("render", "2", "--format", "html", "--canvas", "tablet", "--db", database))
        #expect(data["kind"] as? String == "render")
        #expect(data["initialCanvas"] as? String == "tablet")
        let revisions = try Self.revisions(data)
        #expect(revisions.map { $0["number"] as? Int } == [2])
        let delta = try #require(revisions[0]["delta"] as? [String: Any])
        #expect(delta["canvases"] as? [[AnyHashable]] == [["phone", 375, 812, "ltr"], ["tablet", 820, 1180, "ltr"],
                                                          ["phoneRTL", 375, 812, "rtl"]])
        // The constraints at revision 2 (30: v2 changes five, adds and removes none), each blamed.
        let constraints = try #require(delta["constraints"] as? [String: [Any]])
        #expect(constraints.count == 30)
        #expect(constraints.values.filter { $0[2] as? Int == 2 }.count == 5)
    }

    @Test func diffAsHTMLIsTheLastRevisionAgainstTheFirst() throws {
        let database = Self.loginDatabase()
        let data = try Self.data(layoutdb("diff", "1", "3", "--format", "html", "--db", database))
        #expect(data["kind"] as? String == "diff")
        #expect(data["baseNumber"] as? Int == 1)
        #expect(data["title"] as? String == "login: revision 1 → revision 3")
        let revisions = try Self.revisions(data)
        #expect(revisions.map { $0["number"] as? Int } == [3])
        // From 1 to 3: v2's five modified constraints, v3's two added and two removed.
        #expect(revisions[0]["summary"] as? String == "+2 -2 ~5 constraints, +1 -1 ~0 views")
        let delta = try #require(revisions[0]["delta"] as? [String: Any])
        let constraints = try #require(delta["constraints"] as? [String: Any])
        #expect(constraints.count == 9)
        #expect(constraints.values.filter { $0 is NSNull }.count == 2)
        // Against revision 1 on phone, by hand (as above): header 16 taller, button at (24, 120,
        // 327, 50), forgot added at (117.5, 182, 140, 18), subtitle removed.
        let phone = try #require((delta["frames"] as? [String: Any])?["phone"] as? [String: Any])
        #expect(phone["header"] as? [Double] == [0, 0, 375, 96])
        #expect(phone["forgot"] as? [Double] == [117.5, 182, 140, 18])
        #expect(phone["subtitle"] is NSNull)
        // --canvas: the canvas shown first; one neither revision has is 66.
        let tablet = try Self.data(layoutdb("diff", "1", "3", "--format", "html", "--canvas", "tablet", "--db", database))
        #expect(tablet["initialCanvas"] as? String == "tablet")
        #expect(layoutdb("diff", "1", "3", "--format", "html", "--canvas", "tv", "--db", database).status == 66)
    }

    @Test func theFileIsWrittenWholeOrNotAtAll() throws {
        let database = Self.loginDatabase()
        let folder = StoreCLI.temporaryDirectory()
        let out = layoutdb("report", "-o", folder + "/report.html", "--db", database)
        #expect(out == CommandOutput(stdout: "", stderr: "", status: 0))
        let text = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(text == layoutdb("report", "--db", database).stdout)  // the same bytes each time
        let missing = layoutdb("report", "-o", folder + "/no/report.html", "--db", database)
        #expect(missing.status == 66)
        #expect(!FileManager.default.fileExists(atPath: folder + "/no/report.html"))
    }

    @Test func badSelectionsAreRefusedWithTheirStatus() {
        let database = Self.loginDatabase()
        let unknown = layoutdb("report", "--canvas", "phon", "--db", database)
        #expect(unknown.status == 66)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.contains("unknown canvas 'phon' at revision 3; did you mean 'phone'?"))
        #expect(layoutdb("report", "9", "--db", database).status == 66)
        #expect(layoutdb("report", "1..x", "--db", database).status == 64)
        #expect(layoutdb("report", "--db", StoreCLI.newDatabase()).status == 66)
        #expect(layoutdb("render", "--format", "html", "--canvas", "nope", "--db", database).status == 66)
        // Two documents: --doc is needed.
        let two = Self.loginDatabase()
        #expect(layoutdb("apply", StoreCLI.example("settings.layout"), "-q", "--db", two).status == 0)
        #expect(layoutdb("report", "--db", two).status == 64)
        #expect(layoutdb("report", "--doc", "settings", "--db", two).status == 0)
    }
}
