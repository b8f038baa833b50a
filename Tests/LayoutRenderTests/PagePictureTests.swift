import Foundation
import LayoutModel
import LayoutRender
import Testing
import TestSupport

/// The page draws what the SVG draws: for every example the command line's
/// checks use, each canvas of each revision, rebuilt from the page's data as
/// its script rebuilds it (each revision's parts as what changed from the
/// revision before), is the SVG's canvas group, shape for shape (the SVG's
/// legend, which the page lists beside the picture, left out).
@Suite struct PagePictureTests {
    /// The examples, each a document and its files applied one after the other.
    static let examples: [(String, [String])] = [
        ("login", ["login.layout", "login-v2.layout", "login-v3.layout"]),
        ("feed-cell", ["feed-cell.layout"]),
        ("settings", ["settings.layout"]),
        ("cell", ["self-sizing-cell.layout", "self-sizing-cell-hidden.layout"]),
        ("toolbar", ["toolbar.layout"]),
        ("settings-screen", ["settings-screen.layout"]),
    ]

    /// Each revision of an example: its layout and its canvases, solved.
    static func revisions(_ files: [String]) throws -> [(layout: Layout, canvases: [CanvasLayout])] {
        var layout: Layout?
        var result: [(layout: Layout, canvases: [CanvasLayout])] = []
        for file in files {
            let text = try String(contentsOfFile: Repository.example(file), encoding: .utf8)
            let parsed = LayoutParser.parse(text, file: file)
            let outcome = (layout ?? Layout(name: parsed.documentName ?? file)).applying(parsed.edits)
            #expect(outcome.errors.isEmpty, "\(file): \(outcome.errors)")
            layout = outcome.layout
            result.append((outcome.layout, LayoutPass.run(outcome.layout)))
        }
        return result
    }

    /// A record of revision `number` (the page's log; nothing here is drawn from it).
    static func record(_ number: Int) -> PageRevision {
        PageRevision(number: number, author: "a", time: "t", message: "m", kind: "apply", summary: "", changes: [],
                     touched: [])
    }

    @Test(arguments: examples.map(\.0))
    func aReportDrawsEachRevisionAsTheVisualDiffsSVG(example: String) throws {
        let files = try #require(Self.examples.first { $0.0 == example }).1
        let revisions = try Self.revisions(files)
        var page = LayoutPage(kind: .report, title: example, document: example)
        for (index, revision) in revisions.enumerated() {
            page.append(Self.record(index + 1), state: PageState(layout: revision.layout, canvases: revision.canvases),
                        constraints: [:])
        }
        let drawn = try PageDrawing(html: page.html())
        #expect(drawn.revisions == revisions.count)
        for (index, revision) in revisions.enumerated() {
            // Revision 1 against nothing (every view added), each later one against the one before.
            let old = index == 0 ? (revision.layout, []) : revisions[index - 1]
            let svg = SVGDiffPicture.document(DiffPicture(old: old, new: revision, changes: []))
            let expected = Self.canvasGroups(svg)
            #expect(drawn.canvases(index) == expected.map(\.name), "revision \(index + 1)")
            for (name, group) in expected {
                let page = try #require(drawn.svg(index, name), "revision \(index + 1), canvas \(name)")
                #expect(Self.canvasGroups(page).map(\.group) == [group], "revision \(index + 1), canvas \(name)")
            }
        }
    }

    @Test(arguments: examples.map(\.0))
    func aRenderPageDrawsEachCanvasAsRendersSVG(example: String) throws {
        let files = try #require(Self.examples.first { $0.0 == example }).1
        let last = try #require(try Self.revisions(files).last)
        var page = LayoutPage(kind: .render, title: example, document: example)
        page.append(Self.record(1), state: PageState(layout: last.layout, canvases: last.canvases), constraints: [:])
        let drawn = try PageDrawing(html: page.html())
        let svg = SVGPicture.document(last.canvases.map { CanvasPicture(layout: last.layout, canvas: $0) })
        let expected = Self.canvasGroups(svg)
        #expect(expected.count == last.canvases.count && drawn.canvases(0) == expected.map(\.name))
        for (name, group) in expected {
            let page = try #require(drawn.svg(0, name), "canvas \(name)")
            #expect(Self.canvasGroups(page).map(\.group) == [group], "canvas \(name)")
        }
    }

    @Test func aRevisionCarriesOnlyWhatIsDrawnDifferently() throws {
        // login v1, then v2 (header.height 80 → 96: header moved), then v2's state twice more.
        let revisions = try Self.revisions(["login.layout", "login-v2.layout"])
        var page = LayoutPage(kind: .report, title: "login", document: "login")
        for (index, revision) in (revisions + [revisions[1], revisions[1]]).enumerated() {
            page.append(Self.record(index + 1), state: PageState(layout: revision.layout, canvases: revision.canvases),
                        constraints: [:])
        }
        let data = try LayoutPageTests.data(page.html())
        let records = try #require(data["revisions"] as? [[String: Any]])
        #expect(records.count == 4)
        // Revision 3 against 2: every view unchanged. header, drawn moved in revision 2's
        // picture (its old frame dashed, an old height in its tooltip), comes as what changed
        // from that drawing: its template alone, every hole it keeps (its name, its frame) left out.
        let third = try #require((records[2]["pictures"] as? [String: Any])?["phone"] as? [String: Any])
        let header = try #require((third["views"] as? [String: Any])?["header"] as? [String: Any])
        #expect(Array(header.keys) == ["t"])
        // Revision 4 against 3: drawn exactly as revision 3, so it carries no picture, only its canvases.
        #expect((records[3]["pictures"] as? [String: Any])?.isEmpty == true)
        #expect(records[3]["canvases"] as? [String] == revisions[1].canvases.map(\.canvas.name))
        // And it still draws: the page's revision 4 is its revision 3.
        let drawn = try PageDrawing(html: page.html())
        for name in revisions[1].canvases.map(\.canvas.name) {
            #expect(drawn.svg(3, name) != nil && drawn.svg(3, name) == drawn.svg(2, name))
        }
    }

    /// The canvas groups of an SVG document, on one line each, without their
    /// `transform` (where the group is placed) nor their legend (which a page
    /// lists beside the picture): `[(name, group)]` in order.
    static func canvasGroups(_ svg: String) -> [(name: String, group: String)] {
        let compact = svg.replacingOccurrences(of: #">\n *<"#, with: "><", options: .regularExpression)
        let marker = "<g class=\"canvas"
        var starts: [String.Index] = []
        var search = compact.startIndex
        while let found = compact.range(of: marker, range: search..<compact.endIndex) {
            starts.append(found.lowerBound)
            search = found.upperBound
        }
        let end = compact.range(of: "<g class=\"changes\"")?.lowerBound ?? compact.range(of: "</svg>")?.lowerBound
            ?? compact.endIndex
        return starts.enumerated().map { index, start in
            var group = String(compact[start..<(index + 1 < starts.count ? starts[index + 1] : end)])
            group = group.replacingOccurrences(of: #" transform="translate\([^)]*\)""#, with: "",
                                               options: .regularExpression, range: group.startIndex..<group.endIndex)
            group = group.replacingOccurrences(of: #"<g class="legend">.*?</g>"#, with: "", options: .regularExpression)
            let name = group.firstMatch(of: #/data-canvas="([^"]*)"/#).map { String($0.1) } ?? ""
            return (name, group)
        }
    }
}

/// A page's pictures rebuilt from its data, as its script rebuilds them: each
/// revision's canvases, each canvas's parts from the same canvas's parts at
/// the revision before and what changed, each part a template's pieces with
/// its holes, by key, between them.
struct PageDrawing {
    /// A part: its template (`t`) and its holes by key.
    typealias Part = [String: Any]
    struct Picture {
        var shell: [String] = []
        var head: [Part] = []
        var order: [String] = []
        var views: [String: Part] = [:]
        var labels: [String: Part] = [:]
        var contents: Part?
    }

    /// Each template: `[piece, key, piece, …, piece]`.
    let templates: [[Any]]
    var pictures: [[String: Picture]] = []
    var names: [[String]] = []

    init(html: String) throws {
        let data = try LayoutPageTests.data(html)
        templates = try #require(data["templates"] as? [[Any]])
        var previous: [String: Picture] = [:]
        for revision in try #require(data["revisions"] as? [[String: Any]]) {
            let canvases = try #require(revision["canvases"] as? [String])
            let changes = revision["pictures"] as? [String: Any] ?? [:]
            var current: [String: Picture] = [:]
            for name in canvases {
                guard let delta = changes[name] as? [String: Any] else {
                    let before: Picture = try #require(previous[name], "canvas \(name) left out but not drawn before")
                    current[name] = before
                    continue
                }
                var picture = previous[name] ?? Picture()
                if let shell = delta["shell"] as? [String] { picture.shell = shell }
                if let head = delta["head"] as? [Part] { picture.head = head }
                if let order = delta["order"] as? [String] { picture.order = order }
                picture.views = try apply(delta["views"], to: picture.views)
                picture.labels = try apply(delta["labels"], to: picture.labels)
                if let contents = delta["contents"] {
                    picture.contents = contents is NSNull ? nil : try part(contents, from: picture.contents)
                }
                current[name] = picture
            }
            pictures.append(current)
            names.append(canvases)
            previous = current
        }
    }

    /// A part from the one before and what changed: the holes sent replace
    /// those of the part before, the template too.
    func part(_ delta: Any, from old: Part?) throws -> Part {
        let changed = try #require(delta as? [String: Any])
        return (old ?? [:]).merging(changed) { _, new in new }
    }

    func apply(_ delta: Any?, to parts: [String: Part]) throws -> [String: Part] {
        guard let changes = delta as? [String: Any] else { return parts }
        var parts = parts
        for (name, change) in changes {
            parts[name] = change is NSNull ? nil : try part(change, from: parts[name])
        }
        return parts
    }

    func markup(_ part: Part) -> String {
        guard let index = part["t"] as? Int else { return "" }
        let template = templates[index]
        var text = template[0] as? String ?? ""
        for position in stride(from: 1, to: template.count, by: 2) {
            let key = (template[position] as? Int).map(String.init) ?? ""
            text += (part[key] as? String ?? "\u{0}missing") + (template[position + 1] as? String ?? "")
        }
        return text
    }

    var revisions: Int { pictures.count }
    func canvases(_ revision: Int) -> [String] { names[revision] }

    /// The `svg` element of canvas `name` at revision (index) `revision`, as the page shows it.
    func svg(_ revision: Int, _ name: String) -> String? {
        guard let picture = pictures[revision][name], picture.shell.count == 3 else { return nil }
        var text = picture.shell[0] + picture.head.map(markup).joined()
        text += picture.order.map { picture.views[$0].map(markup) ?? "" }.joined()
        text += picture.contents.map(markup) ?? ""
        text += picture.shell[1] + picture.order.map { picture.labels[$0].map(markup) ?? "" }.joined()
        return text + picture.shell[2]
    }
}
