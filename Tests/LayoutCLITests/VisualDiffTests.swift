import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb diff --format svg`: the picture of what moved between two
/// revisions, from their stored frames.
@Suite struct VisualDiffTests {
    /// A new database holding examples/login.layout (revision 1) and login-v2.layout (revision 2).
    static func loginDatabase() -> String {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("login.layout", "first"), ("login-v2.layout", "taller header")], to: database)
        return database
    }

    static func golden() throws -> String {
        try String(contentsOfFile: GoldenTests.fixture("diff-login-phone.svg"), encoding: .utf8)
    }

    @Test func thePhoneFromLoginToLoginV2IsDrawnAsItsGoldenFile() throws {
        let database = Self.loginDatabase()
        let out = layoutdb("diff", "1", "2", "--format", "svg", "--canvas", "phone", "--db", database)
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(out.stdout == (try Self.golden()))
        // Two runs write the same bytes; one revision is from it to the head (2 here).
        #expect(layoutdb("diff", "1", "2", "--format", "svg", "--canvas", "phone", "--db", database).stdout == out.stdout)
        #expect(layoutdb("diff", "1", "--format", "svg", "--canvas", "phone", "--db", database).stdout == out.stdout)
        #expect(layoutdb("diff", "1..2", "--format", "svg", "--canvas", "phone", "--db", database).stdout == out.stdout)
    }

    @Test func everyCanvasIsDrawnSideBySideWithItsLegend() {
        let database = Self.loginDatabase()
        let out = layoutdb("diff", "1", "2", "--format", "svg", "--db", database)
        #expect(out.status == 0)
        let svg = out.stdout
        // 8 views on each of phone, tablet and phoneRTL; 3 unchanged (the tabs) and 5 moved on each.
        #expect(svg.matches(of: /<g class="view[ "]/).count == 24)
        #expect(svg.matches(of: /<g class="view unchanged"/).count == 9)
        #expect(svg.matches(of: /<g class="view moved"/).count == 15)
        // The longest legend line on each canvas is button's "button dx +8, dy +20, dw -16,
        // dh +6" (35 characters, 210 wide): the phone's slot is 375 + 20 + 210 = 605, the
        // tablet's 820 + 20 + 210 = 1050. Tablet at 605 + 40 = 645, phoneRTL at
        // 645 + 1050 + 40 = 1735; width 1735 + 605 = 2340. The tablet is the tallest,
        // 1180: the changes start at 20 + 1180 + 20 = 1220, 6 lines: 1220 + 72 = 1292 high.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2340\" height=\"1292\""))
        #expect(svg.contains("<g class=\"canvas\" data-canvas=\"phone\" transform=\"translate(0,20)\">"))
        #expect(svg.contains("<g class=\"canvas\" data-canvas=\"tablet\" transform=\"translate(645,20)\">"))
        #expect(svg.contains("<g class=\"canvas rtl\" data-canvas=\"phoneRTL\" transform=\"translate(1735,20)\">"))
        #expect(svg.contains("<g class=\"changes\" transform=\"translate(0,1220)\">"))
        // The tablet's button (FramesTests derives it): (16, 100, 788, 44) → (24, 120, 772, 50).
        #expect(svg.contains("<rect class=\"frame\" x=\"24\" y=\"120\" width=\"772\" height=\"50\" fill=\"#fff8c5\""))
        #expect(svg.contains("<rect class=\"old\" x=\"16\" y=\"100\" width=\"788\" height=\"44\" fill=\"none\""))
        // phoneRTL's avatar is 16 from the left: (16, 20) → (16, 28).
        #expect(svg.contains("<line class=\"arrow\" x1=\"16\" y1=\"20\" x2=\"16\" y2=\"28\""))
    }

    @Test func aViewAddedAndOneRemovedAreDrawnInTheirColours() {
        // login-v3 adds forgot and removes subtitle: revision 2 → 3.
        let database = Self.loginDatabase()
        StoreCLI.applyExamples([("login-v3.layout", "forgot link")], to: database)
        let svg = layoutdb("diff", "2", "3", "--format", "svg", "--canvas", "phone", "--db", database).stdout
        // forgot (117.5, 182, 140, 18) added, drawn after the views before it in B's order;
        // subtitle (147.5, 63, 80, 16) removed, drawn last, at its old frame.
        #expect(svg.contains("<g class=\"view added\" data-view=\"forgot\">"))
        #expect(svg.contains("<rect class=\"frame\" x=\"117.5\" y=\"182\" width=\"140\" height=\"18\" fill=\"#dafbe1\" stroke=\"#1a7f37\""))
        #expect(svg.contains("<g class=\"view removed\" data-view=\"subtitle\">"))
        #expect(svg.contains("<rect class=\"frame\" x=\"147.5\" y=\"63\" width=\"80\" height=\"16\" fill=\"#ffebe9\" stroke=\"#cf222e\""))
        let views = svg.matches(of: /<g class="view [a-z ]+" data-view="([a-z0-9]+)">/).map { String($0.output.1) }
        #expect(views.last == "subtitle")
        #expect(svg.contains(">+ forgot</text>"))
        #expect(svg.contains(">- subtitle</text>"))
    }

    @Test func outputGoesToTheFileNamedByO() throws {
        let folder = StoreCLI.temporaryDirectory()
        let database = Self.loginDatabase()
        let out = layoutdb("diff", "1", "2", "--format", "svg", "--canvas", "phone", "-o", folder + "/d.svg",
                           "--db", database)
        #expect(out == CommandOutput(stdout: "", stderr: "", status: 0))
        #expect(try String(contentsOfFile: folder + "/d.svg", encoding: .utf8) == (try Self.golden()))
        let missing = layoutdb("diff", "1", "--format", "svg", "-o", folder + "/no/d.svg", "--db", database)
        #expect(missing.status == 66)
        #expect(!FileManager.default.fileExists(atPath: folder + "/no/d.svg"))
    }

    @Test func badOptionsAreRefusedWithTheirStatus() {
        let database = Self.loginDatabase()
        let unknown = layoutdb("diff", "1", "2", "--format", "svg", "--canvas", "phon", "--db", database)
        #expect(unknown.status == 66)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.contains("unknown canvas 'phon' at revision 1 or 2; did you mean 'phone'?"))
        let json = layoutdb("diff", "1", "2", "--format", "svg", "--json", "--db", database)
        #expect(json.status == 64)
        #expect(json.stdout == "")
        #expect(json.stderr.contains("--format svg draws the diff as a picture; --json belongs to the text diff"))
        for option in ["--stat", "--exit-code", "--frames", "--constraints"] {
            let out = layoutdb("diff", "1", "2", "--format", "svg", option, "--db", database)
            #expect(out.status == 64, "\(option)")
            #expect(out.stderr.contains(option), "\(option)")
        }
        #expect(layoutdb("diff", "1", "2", "--format", "svg", "--filter", "added", "--db", database).status == 64)
        #expect(layoutdb("diff", "1", "2", "--format", "png", "--db", database).status == 64)
        // --canvas and -o belong to the picture.
        #expect(layoutdb("diff", "1", "2", "--canvas", "phone", "--db", database).status == 64)
        #expect(layoutdb("diff", "1", "2", "-o", "x.svg", "--db", database).status == 64)
    }

    @Test func aCanvasOnlyOneRevisionHasIsAddedOrRemoved() {
        let database = StoreCLI.newDatabase()
        // Revision 1: canvas a with a view v (10, 10, 20, 20); revision 2 adds canvas b.
        let first = StoreCLI.file("one.layout", """
            layout w
            canvas a 100x50
            view v
            make v { top.left.equalTo(superview).offset(10); size.equalTo(size(20, 20)) }

            """)
        let second = StoreCLI.file("two.layout", """
            layout w
            canvas b 60x40

            """)
        #expect(layoutdb("apply", first, "-q", "--db", database).status == 0)
        #expect(layoutdb("apply", second, "-q", "--db", database).status == 0)
        let forward = layoutdb("diff", "1", "2", "--format", "svg", "--canvas", "b", "--db", database)
        #expect(forward.status == 0)
        #expect(forward.stdout.contains(">b 60x40 ltr (added)</text>"))
        #expect(forward.stdout.contains("<g class=\"view added\" data-view=\"v\">"))
        // Backwards, b is only in the first revision given: removed, its views too. It is
        // looked for in both revisions.
        let backward = layoutdb("diff", "2", "1", "--format", "svg", "--canvas", "b", "--db", database)
        #expect(backward.status == 0)
        #expect(backward.stdout.contains(">b 60x40 ltr (removed)</text>"))
        #expect(backward.stdout.contains("<g class=\"view removed\" data-view=\"v\">"))
        #expect(backward.stdout.contains("<rect class=\"frame\" x=\"10\" y=\"10\" width=\"20\" height=\"20\" fill=\"#ffebe9\""))
    }
}
