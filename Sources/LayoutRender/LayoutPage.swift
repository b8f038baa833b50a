import Foundation
import LayoutModel
import LayoutSolver

/// One self-contained HTML page showing revisions of a document
/// (docs/render.md, "Pages"): `render --format html` (one revision),
/// `diff --format html` (one revision against another) and `report` (a
/// range of revisions, each against its parent).
///
/// The page carries its pictures drawn by the code that writes the SVG
/// (``SVGPicture`` on a render page, ``SVGDiffPicture`` otherwise): each
/// canvas of each revision in parts, as templates and holes, per revision
/// only what is drawn differently from the revision before; and, for the
/// selection, the first state in full and per revision only what changed
/// (frames, views, canvases, constraints). Its script draws nothing of its
/// own: it joins the parts of the revision shown, shows that one canvas
/// and handles the interaction. The page needs nothing outside the file: no
/// network, no external script, font or style.
///
/// Built in order: ``init(kind:title:document:base:constraints:)``, then
/// ``append(_:state:constraints:)`` for each revision, oldest first; ``html()`` writes it.
public struct LayoutPage: Sendable {
    /// What the page shows.
    public enum Kind: String, Sendable {
        /// One revision, drawn as `render` draws it (no comparison).
        case render
        /// One revision against another (the base), drawn as the visual diff.
        case diff
        /// A range of revisions, each against the one before it, with the log.
        case report
    }

    /// What the page shows.
    public var kind: Kind
    /// The page's title (its `<title>` and heading).
    public var title: String
    /// The document's name.
    public var document: String
    /// The canvas shown first (nil: the first canvas of the last revision).
    public var initialCanvas: String?
    /// The number of the revision the base state is (nil: none).
    public var baseNumber: Int?

    private var base: PageData.Delta?
    private var revisions: [PageData.Revision] = []
    private var last: PageState?
    /// The pictures of the last revision appended, by canvas (each
    /// revision's are kept as what changed from them).
    private var lastPictures: [String: PageCanvasPicture] = [:]
    private var templates = MarkupTemplates()

    /// An empty page; `base` is the state the first revision appended is
    /// compared with, `constraints` its constraints (nil: none — the first
    /// revision is drawn as added from nothing, or plainly for a
    /// ``Kind/render`` page).
    public init(kind: Kind, title: String, document: String, base: PageState? = nil,
                constraints: [ConstraintID: PageConstraint] = [:]) {
        self.kind = kind
        self.title = title
        self.document = document
        if let base {
            self.base = PageData.Delta(from: nil, to: base, constraints: constraints)
            last = base
        }
    }

    /// Adds the next revision: its record, and its state, kept only as what
    /// changed from the state before it; `constraints` are the constraints
    /// that changed from the state before (added or changed; nil: removed).
    public mutating func append(_ revision: PageRevision, state: PageState,
                                constraints: [ConstraintID: PageConstraint?]) {
        var record = PageData.Revision(revision, delta: PageData.Delta(from: last, to: state, constraints: constraints))
        let pictures = self.pictures(of: state)
        record.canvases = pictures.map(\.name)
        for (name, picture) in pictures {
            let delta = PageCanvasPicture.Delta(from: lastPictures[name], to: picture)
            if !delta.isEmpty { record.pictures[name] = delta }
        }
        lastPictures = Dictionary(pictures.map { ($0.name, $0.picture) }, uniquingKeysWith: { first, _ in first })
        revisions.append(record)
        last = state
    }

    /// The pictures of `state`'s canvases as the page shows them, drawn by
    /// the code that writes the SVG: `render`'s (``CanvasPicture``,
    /// ``SVGPicture``) on a render page; otherwise the visual diff against the
    /// state before (``CanvasDiffPicture``, ``SVGDiffPicture``; against
    /// nothing for the first revision of a page without a base), the
    /// canvases only the state before had drawn as removed.
    private mutating func pictures(of state: PageState) -> [(name: String, picture: PageCanvasPicture)] {
        if kind == .render {
            return state.canvases.compactMap { canvas in
                guard let source = state.source(canvas.name) else { return nil }
                let picture = CanvasPicture(source)
                return (canvas.name, PageCanvasPicture(SVGPicture.parts(picture), width: picture.width,
                                                       height: picture.height, defs: SVGPicture.defs, legend: [],
                                                       previous: lastPictures[canvas.name], templates: &templates))
            }
        }
        let names = state.canvases.map(\.name)
            + (last?.canvases.map(\.name).filter { name in !state.canvases.contains { $0.name == name } } ?? [])
        return names.compactMap { name in
            guard let picture = CanvasDiffPicture(old: last?.source(name), new: state.source(name)) else { return nil }
            return (name, PageCanvasPicture(SVGDiffPicture.parts(picture), width: picture.width, height: picture.height,
                                            defs: SVGDiffPicture.defs, legend: picture.legend,
                                            previous: lastPictures[name], templates: &templates))
        }
    }

    /// How many revisions the page holds.
    public var count: Int { revisions.count }

    /// The page's data as JSON (what the script reads; sorted keys, so the
    /// same revisions give the same bytes).
    public func dataJSON() -> String {
        let data = PageData(kind: kind.rawValue, title: title, document: document, initialCanvas: initialCanvas,
                            baseNumber: baseNumber, base: base, revisions: revisions,
                            templates: templates.templates.map(PageData.Template.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The data holds names, numbers and strings only: it always encodes.
        guard let bytes = try? encoder.encode(data) else { return "{}" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole page, as HTML text: the data in a `<script type="application/json">`
    /// (every `<` written `\u003c`, so no text in it can end the element), the
    /// style and the script inline.
    public func html() -> String {
        let data = dataJSON().replacingOccurrences(of: "<", with: "\\u003c")
        let page = MarkupElement("html", [.init("lang", "en")], [
            .element(MarkupElement("head", [], [
                .element(MarkupElement("meta", [.init("charset", "utf-8")])),
                .element(MarkupElement("meta", [.init("name", "viewport"),
                                                .init("content", "width=device-width, initial-scale=1")])),
                .element(MarkupElement("link", [.init("rel", "icon"), .init("href", "data:,")])),
                .element(MarkupElement("title", [], [.text(title)])),
                .element(MarkupElement("style", [], [.raw(PageAssets.style)])),
            ])),
            .element(MarkupElement("body", [.init("class", kind.rawValue)], [
                .element(MarkupElement("header", [], [
                    .element(MarkupElement("h1", [], [.text(title)])),
                ])),
                .element(MarkupElement("main", [], [
                    .element(MarkupElement("section", [.init("id", "log")], [
                        .element(MarkupElement("table", [], [
                            .element(MarkupElement("thead", [], [
                                .element(MarkupElement("tr", [], ["revision", "author", "time", "message", "changes"]
                                    .map { .element(MarkupElement("th", [], [.text($0)])) })),
                            ])),
                            .element(MarkupElement("tbody", [.init("id", "log-rows")])),
                        ])),
                    ])),
                    .element(MarkupElement("section", [.init("id", "revision")], [
                        .element(MarkupElement("h2", [.init("id", "revision-title")])),
                        .element(MarkupElement("nav", [.init("id", "canvases")])),
                        .element(MarkupElement("div", [.init("id", "stage")], [
                            .element(MarkupElement("div", [.init("id", "picture")])),
                            .element(MarkupElement("div", [.init("id", "side")], [
                                .element(MarkupElement("aside", [.init("id", "selection")], [
                                    .element(MarkupElement("p", [.init("class", "hint")],
                                                           [.text("Select a view (its rectangle or its name).")])),
                                ])),
                                .element(MarkupElement("div", [.init("id", "legend")])),
                                .element(MarkupElement("pre", [.init("id", "changes")])),
                            ])),
                        ])),
                    ])),
                ])),
                .element(MarkupElement("script", [.init("type", "application/json"), .init("id", "page-data")],
                                       [.raw(data)])),
                .element(MarkupElement("script", [], [.raw(PageAssets.script)])),
            ])),
        ])
        return "<!DOCTYPE html>\n" + page.renderedHTML()
    }
}

/// The state of a document at one revision, as a page shows it: canvases,
/// views (document order, with parents), root-space frames per canvas, and
/// the problems stored with the frames (its constraints are handed over
/// apart, as what changed: ``LayoutPage/append(_:state:constraints:)``).
public struct PageState: Sendable, Equatable {
    /// The canvases, in the document's order.
    public var canvases: [Canvas]
    /// Every view but the root, in document order (a parent before its children).
    public var views: [View]
    /// Per canvas name: each view's frame in the root's space.
    public var frames: [String: [String: Frame]]
    /// Per canvas name: the ambiguous views and their free values.
    public var ambiguous: [String: [String: [String]]]
    /// Per canvas name: each unsatisfiable set, in the one-line form, and the views its constraints name.
    public var unsatisfiable: [String: [PageConflict]]
    /// Per canvas name: each scroll view's content size (its content
    /// rectangle is drawn at the scroll view's origin, dashed, as render draws it).
    public var contents: [String: [String: ContentSize]] = [:]
    /// Per canvas name: the views in the order of its frames (document
    /// order); a canvas left out follows ``views``.
    var order: [String: [String]] = [:]

    /// A state from its parts.
    public init(canvases: [Canvas], views: [View], frames: [String: [String: Frame]],
                ambiguous: [String: [String: [String]]] = [:], unsatisfiable: [String: [PageConflict]] = [:]) {
        self.canvases = canvases
        self.views = views
        self.frames = frames
        self.ambiguous = ambiguous
        self.unsatisfiable = unsatisfiable
    }

    /// The state of `layout` (canvases and views) with the frames of
    /// `canvases` (solved or stored, parent space; turned into root space).
    public init(layout: Layout, canvases: [CanvasLayout]) {
        var frames: [String: [String: Frame]] = [:]
        var order: [String: [String]] = [:]
        var ambiguous: [String: [String: [String]]] = [:]
        var unsatisfiable: [String: [PageConflict]] = [:]
        for result in canvases {
            let name = result.canvas.name
            var byView: [String: Frame] = [:]
            byView.reserveCapacity(result.frames.count)
            let entries = result.frames(in: .root, of: layout)
            for entry in entries { byView[entry.view] = entry.frame }
            frames[name] = byView
            order[name] = entries.map(\.view)
            if !result.ambiguous.isEmpty {
                ambiguous[name] = Dictionary(result.ambiguous.map { ($0.view, $0.free) }, uniquingKeysWith: { a, _ in a })
            }
            if !result.unsatisfiable.isEmpty {
                unsatisfiable[name] = result.unsatisfiable.map { set in
                    var named: [String] = []
                    for constraint in set {
                        for view in constraint.views where layout.hasView(view) && view != View.rootName
                            && !named.contains(view) { named.append(view) }
                    }
                    return PageConflict(line: set.map(OneLine.reportLine).joined(separator: "; "), views: named)
                }
            }
        }
        self.init(canvases: canvases.map(\.laidOut), views: layout.views, frames: frames, ambiguous: ambiguous,
                  unsatisfiable: unsatisfiable)
        self.order = order
        for result in canvases where !result.contentSizes.isEmpty {
            contents[result.canvas.name] = Dictionary(result.contentSizes.map { ($0.view, $0.size) },
                                                      uniquingKeysWith: { a, _ in a })
        }
    }
}

extension PageState {
    /// What the picture of canvas `name` is drawn from (nil: no such
    /// canvas): the same values a layout and its frames give
    /// (``PictureSource/init(layout:canvas:)``).
    func source(_ name: String) -> PictureSource? {
        guard let canvas = canvases.first(where: { $0.name == name }) else { return nil }
        let byView = frames[name] ?? [:]
        let names = order[name] ?? views.map(\.name).filter { byView[$0] != nil }
        let parents = Dictionary(views.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var conflicts: [String: [String]] = [:]
        for set in unsatisfiable[name] ?? [] {
            for view in set.views { conflicts[view, default: []].append(set.line) }
        }
        let drawn = Set(names)
        return PictureSource(
            canvas: canvas,
            frames: names.compactMap { view in byView[view].map { (view, $0) } },
            depths: Dictionary(names.map { view in
                (view, PictureSource.depth(of: view, count: views.count) { parents[$0] ?? nil })
            }, uniquingKeysWith: { first, _ in first }),
            free: ambiguous[name] ?? [:], conflicts: conflicts,
            guides: Set(views.lazy.filter { $0.isGuide && drawn.contains($0.name) }.map(\.name)),
            hidden: Set(views.lazy.filter { $0.properties.isHidden && drawn.contains($0.name) }.map(\.name)),
            contentSizes: contents[name] ?? [:])
    }
}

/// A constraint as a page lists it: its one-line form and where it came from.
public struct PageConstraint: Sendable, Equatable {
    /// The constraint in the one-line form (keys and priorities included).
    public var line: String
    /// The views it names (first and second item), the root left out.
    public var views: [String]
    /// The revision that last added or changed it (as `blame` says).
    public var revision: Int
    /// Who made that revision.
    public var author: String

    /// A constraint's entry.
    public init(line: String, views: [String], revision: Int, author: String) {
        self.line = line
        self.views = views
        self.revision = revision
        self.author = author
    }

    /// The entry of `constraint`, last changed by `revision` of `author`.
    public init(_ constraint: LayoutConstraint, revision: Int, author: String) {
        var views: [String] = []
        for view in constraint.views where view != View.rootName && !views.contains(view) { views.append(view) }
        self.init(line: OneLine.format(constraint), views: views, revision: revision, author: author)
    }
}

/// One unsatisfiable set stored with a canvas's frames.
public struct PageConflict: Sendable, Equatable, Codable {
    /// The set's constraints in the one-line form, separated by `; `.
    public var line: String
    /// The views they name.
    public var views: [String]

    /// A set's entry.
    public init(line: String, views: [String]) {
        self.line = line
        self.views = views
    }
}

/// A revision as a page lists it.
public struct PageRevision: Sendable, Equatable {
    /// Its number.
    public var number: Int
    /// Who made it.
    public var author: String
    /// When (UTC, ISO 8601).
    public var time: String
    /// Its message.
    public var message: String
    /// What made it (`apply`, `rollback`, `restore`).
    public var kind: String
    /// The counts of its changes (`+1 -0 ~2 constraints, …`).
    public var summary: String
    /// Its changes, one line each, as `diff` prints them.
    public var changes: [String]
    /// The views it touched: changed themselves, or named by a changed constraint.
    public var touched: [String]

    /// A revision's record.
    public init(number: Int, author: String, time: String, message: String, kind: String, summary: String,
                changes: [String], touched: [String]) {
        self.number = number
        self.author = author
        self.time = time
        self.message = message
        self.kind = kind
        self.summary = summary
        self.changes = changes
        self.touched = touched
    }
}

/// The page's data as its script reads it (docs/render.md, "Pages").
struct PageData: Encodable {
    var kind: String
    var title: String
    var document: String
    var initialCanvas: String?
    /// The number of the base state's revision (nil: none).
    var baseNumber: Int?
    /// The state before the first revision (nil: none).
    var base: Delta?
    var revisions: [Revision]
    /// The templates of the pictures' parts (``MarkupTemplates``).
    var templates: [Template]

    /// A template as the script reads it: `[piece, key, piece, key, …, piece]`.
    struct Template: Encodable {
        var template: MarkupTemplates.Template

        init(_ template: MarkupTemplates.Template) { self.template = template }

        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(template.pieces[0])
            for (key, piece) in zip(template.keys, template.pieces.dropFirst()) {
                try container.encode(key)
                try container.encode(piece)
            }
        }
    }

    /// A revision: its record and what changed in the state.
    struct Revision: Encodable {
        var number: Int
        var author: String
        var time: String
        var message: String
        var kind: String
        var summary: String
        var changes: [String]
        var touched: [String]
        var delta: Delta
        /// The canvases the page can show at this revision, in order.
        var canvases: [String] = []
        /// Each canvas's picture, as what changed from the same canvas's
        /// picture at the revision before in the page (whole when it had
        /// none); a canvas left out is drawn as at the revision before.
        var pictures: [String: PageCanvasPicture.Delta] = [:]

        init(_ revision: PageRevision, delta: Delta) {
            number = revision.number
            author = revision.author
            time = revision.time
            message = revision.message
            kind = revision.kind
            summary = revision.summary
            changes = revision.changes
            touched = revision.touched
            self.delta = delta
        }
    }

    /// What changed from one state to the next. Nil members did not change;
    /// in `frames` and `constraints`, a null value is a removal.
    struct Delta: Encodable {
        /// The canvases as `[name, width, height, direction]`, when they changed.
        var canvases: [[Scalar]]?
        /// The views as `[name, parent]` in document order (`[name, parent,
        /// "guide"]` for a custom layout guide, `[name, parent, "hidden"]` for a
        /// hidden view), when they changed.
        var views: [[String]]?
        /// Per canvas: the frames `[x, y, width, height]` that changed (null: gone).
        var frames: [String: [String: [Double]?]]
        /// The ambiguous views per canvas, when they changed.
        var ambiguous: [String: [String: [String]]]?
        /// The unsatisfiable sets per canvas, when they changed.
        var unsatisfiable: [String: [PageConflict]]?
        /// Per canvas: the scroll views' content sizes `[width, height]` that
        /// changed (null: no longer a scroll view, or gone); nil when none did.
        var contents: [String: [String: [Double]?]]?
        /// The constraints that changed, by identity (null: removed):
        /// `[line, views, revision, author]`.
        var constraints: [String: [Scalar]?]

        /// What changed from `old` (nil: nothing) to `new`, whose constraints changed by `changed`.
        init(from old: PageState?, to new: PageState, constraints changed: [ConstraintID: PageConstraint?]) {
            canvases = old?.canvases == new.canvases ? nil : new.canvases.map {
                [.string($0.name), .number(Self.rounded($0.width)), .number(Self.rounded($0.height)),
                 .string($0.direction.rawValue)]
            }
            // `[name, parent]`, and `guide` or `hidden` third for a custom layout guide or a hidden view.
            views = old?.views == new.views ? nil : new.views.map { view in
                let entry = [view.name, view.parent ?? View.rootName]
                return view.isGuide ? entry + ["guide"] : view.properties.isHidden ? entry + ["hidden"] : entry
            }
            frames = [:]
            for (canvas, byView) in new.frames {
                let before = old?.frames[canvas] ?? [:]
                var changed: [String: [Double]?] = [:]
                for (view, frame) in byView where before[view].map({ !$0.isSame(as: frame) }) ?? true {
                    changed[view] = [frame.x, frame.y, frame.width, frame.height].map(Self.rounded)
                }
                for view in before.keys where byView[view] == nil { changed[view] = .some(nil) }
                if !changed.isEmpty { frames[canvas] = changed }
            }
            var contents: [String: [String: [Double]?]] = [:]
            for canvas in Set(new.contents.keys).union(old.map { Array($0.contents.keys) } ?? []) {
                let before = old?.contents[canvas] ?? [:], after = new.contents[canvas] ?? [:]
                var changed: [String: [Double]?] = [:]
                for (view, size) in after where before[view].map({ !$0.isSame(as: size) }) ?? true {
                    changed[view] = [size.width, size.height].map(Self.rounded)
                }
                for view in before.keys where after[view] == nil { changed[view] = .some(nil) }
                if !changed.isEmpty { contents[canvas] = changed }
            }
            self.contents = contents.isEmpty ? nil : contents
            ambiguous = old?.ambiguous == new.ambiguous ? nil : new.ambiguous
            unsatisfiable = old?.unsatisfiable == new.unsatisfiable ? nil : new.unsatisfiable
            constraints = [:]
            for (id, entry) in changed {
                // (A nil entry is kept, as JSON's null: a removal.)
                constraints[String(id)] = .some(entry.map {
                    [.string($0.line), .strings($0.views), .number(Double($0.revision)), .string($0.author)]
                })
            }
        }

        /// A number rounded to a thousandth, as the frame tables write it
        /// (``NumberText/rounded(_:decimals:)``).
        static func rounded(_ value: Double) -> Double { NumberText.rounded(value, decimals: 3) }
    }

    /// A member of a mixed array.
    enum Scalar: Encodable {
        case string(String)
        case number(Double)
        case strings([String])

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .number(let value):
                if value == value.rounded(), abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
            case .strings(let value): try container.encode(value)
            }
        }
    }
}
