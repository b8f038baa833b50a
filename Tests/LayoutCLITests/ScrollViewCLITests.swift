import Foundation
import Testing
@testable import LayoutCLI

/// Scroll views on the command line (docs/cli.md): the content size in the
/// frames table and JSON, a content size change in `diff` (text and JSON),
/// the `scroll` member of `export --format json`, and `check` failing on a
/// content size left free.
@Suite struct ScrollViewCLITests {
    // A scroll view filling the 375x812 canvas; the content view pinned by its
    // edges (on the content) and its width (on the frame), 1000 high by its
    // intrinsic height: content 375 × 1000.
    let first = """
        layout scroll
        canvas phone 375x812
        view s scroll
        view c in s intrinsic height 1000
        make s { edges.equalTo(superview) }
        make c { edges.equalTo(superview); width.equalTo(superview) }

        """

    @Test func framesPrintTheContentSizeAndDiffShowsItChanging() throws {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("s.layout", first)], to: database).status == 0)
        #expect(StoreCLI.apply([StoreCLI.file("t.layout", "layout scroll\nview c intrinsic height 1250.5\n")],
                               to: database).status == 0)
        let table = layoutdb("frames", "1", "--db", database)
        #expect(table.stdout == """
            canvas phone 375x812 ltr
              view  parent  x  y  width  height
              s     root    0  0    375     812
              c     s       0  0    375    1000
              content: s 375x1000

            """, "\(table.stdout)")
        // Revision 2: 1250.5 high, 250.5 more.
        let diff = layoutdb("diff", "1", "2", "--db", database)
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("""
            content sizes: 1 changed
              phone  s  375x1000  →  375x1250.5
            """), "\(diff.stdout)")
        let json = layoutdb("diff", "1", "2", "--json", "--db", database)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sizes = try #require(object["contentSizes"] as? [[String: Any]])
        #expect(sizes.count == 1)
        #expect(sizes.first?["canvas"] as? String == "phone" && sizes.first?["view"] as? String == "s")
        #expect(sizes.first?["change"] as? String == "modified")
        #expect(sizes.first?["old"] as? [String: Double] == ["width": 375, "height": 1000])
        #expect(sizes.first?["new"] as? [String: Double] == ["width": 375, "height": 1250.5])
        // --stat counts it per canvas: one modified content size on phone.
        let stat = layoutdb("diff", "1", "2", "--stat", "--db", database)
        #expect(stat.stdout.contains("content sizes phone      0        0         1"), "\(stat.stdout)")
        let statJSON = layoutdb("diff", "1", "2", "--stat", "--json", "--db", database)
        let statObject = try #require(try JSONSerialization.jsonObject(with: Data(statJSON.stdout.utf8)) as? [String: Any])
        let counted = try #require((statObject["stat"] as? [String: Any])?["contentSizes"] as? [String: [String: Int]])
        #expect(counted == ["phone": ["added": 0, "removed": 0, "modified": 1]])
        // A diff that leaves the content size alone prints no content size section.
        #expect(!layoutdb("diff", "1", "1", "--db", database).stdout.contains("content sizes"))
    }

    @Test func exportJSONCarriesTheScrollMember() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("s.layout", first)], to: database).status == 0)
        let out = layoutdb("export", "--format", "json", "--db", database)
        #expect(out.status == 0)
        #expect(out.stdout.contains("""
                    "stack": null,
                    "scroll": true
            """), "\(out.stdout)")
        #expect(out.stdout.contains("""
                    "stack": null,
                    "scroll": false
            """))
        #expect(layoutdb("export", "--db", database).stdout.contains("view s scroll\n"))
    }

    @Test func checkFailsOnAContentSizeLeftFree() {
        let file = StoreCLI.file("free.layout", """
            layout free
            canvas phone 375x812
            view s scroll
            view c in s intrinsic 100x50
            make s { edges.equalTo(superview) }
            make c { top.left.equalTo(superview); width.equalTo(superview) }

            """)
        // c's left is on the content's left; nothing reaches the content's
        // right or bottom: both are free.
        let out = layoutdb("check", file)
        #expect(out.status == 1)
        #expect(out.stdout.contains("view 's' is ambiguous: contentWidth, contentHeight free")
                    || out.stderr.contains("view 's' is ambiguous: contentWidth, contentHeight free"), "\(out)")
        let solved = layoutdb("solve", file)
        #expect(solved.stdout.contains("  ambiguous: s (contentWidth, contentHeight free)\n"), "\(solved.stdout)")
    }

    @Test func renderDrawsTheContentDashedAtTheScrollViewsOrigin() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("settings-screen.layout", "settings screen")], to: database)
        let svg = layoutdb("render", "--canvas", "phoneLandscape", "--db", database)
        #expect(svg.status == 0)
        // The scroll view at (47, 0) in the root, its content 750 × 404: one dashed
        // rectangle there, outside the view groups (which stay one per view).
        let contents = svg.stdout.matches(of: /<rect class="content" data-view="scroller" x="47" y="0" width="750" height="404"/)
        #expect(contents.count == 1, "\(svg.stdout)")
        #expect(svg.stdout.contains("<title>content of scroller: 750 x 404</title>"))
        #expect(svg.stdout.matches(of: /<rect class="content"/).count == 1)
        // A document without a scroll view draws no content rectangle.
        let plain = layoutdb("solve", StoreCLI.example("toolbar.layout"), "--svg")
        #expect(plain.status == 0 && !plain.stdout.contains("class=\"content\""))
    }

    @Test func theVisualDiffAndThePagesCarryTheContent() throws {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("s.layout", first)], to: database).status == 0)
        #expect(StoreCLI.apply([StoreCLI.file("t.layout", "layout scroll\nview c intrinsic height 1250.5\n")],
                               to: database).status == 0)
        // The visual diff: s (0, 0) in the root, its content 375 × 1250.5 in revision 2, changed
        // from 375 × 1000; the changes block lists it as `diff` does.
        let svg = layoutdb("diff", "1", "2", "--format", "svg", "--db", database)
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.matches(of: /<rect class="content changed" data-view="s" x="0" y="0" width="375" height="1250.5"/)
            .count == 1, "\(svg.stdout)")
        #expect(svg.stdout.contains("<title>content of s: 375 x 1250.5\nwas 375 x 1000</title>"))
        #expect(svg.stdout.contains(">content sizes: 1 changed</text>"))
        #expect(svg.stdout.contains(">  phone  s  375x1000  →  375x1250.5</text>"))
        // The report: the base is nothing, revision 1 brings 375 × 1000, revision 2 1250.5 high,
        // and its changes list the content size.
        let report = try ReportTests.data(layoutdb("report", "--db", database))
        let revisions = try ReportTests.revisions(report)
        #expect(revisions.count == 2)
        let deltas = revisions.compactMap { $0["delta"] as? [String: Any] }
        #expect(deltas.map { $0["contents"] as? [String: [String: [Double]]] }
                == [["phone": ["s": [375, 1000]]], ["phone": ["s": [375, 1250.5]]]])
        #expect((revisions[1]["changes"] as? [String])?.suffix(2)
                == ["content sizes: 1 changed", "  phone  s  375x1000  →  375x1250.5"])
        // The diff page: revision 1 whole in the base, revision 2's change; a render page the size whole.
        let diffPage = try ReportTests.data(layoutdb("diff", "1", "2", "--format", "html", "--db", database))
        #expect((diffPage["base"] as? [String: Any])?["contents"] as? [String: [String: [Double]]]
                == ["phone": ["s": [375, 1000]]])
        let diffRevision = try #require(try ReportTests.revisions(diffPage).first)
        #expect((diffRevision["delta"] as? [String: Any])?["contents"] as? [String: [String: [Double]]]
                == ["phone": ["s": [375, 1250.5]]])
        #expect((diffRevision["changes"] as? [String])?.last == "  phone  s  375x1000  →  375x1250.5")
        let render = try ReportTests.data(layoutdb("render", "1", "--format", "html", "--db", database))
        let only = try #require(try ReportTests.revisions(render).first)
        #expect((only["delta"] as? [String: Any])?["contents"] as? [String: [String: [Double]]]
                == ["phone": ["s": [375, 1000]]])
    }
}
