import ArgumentParser
import Foundation
import LayoutModel
import LayoutRender
import LayoutStore

/// The formats `render` writes.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    /// One SVG document (docs/render.md).
    case svg
    /// One self-contained HTML page, every canvas switchable (docs/render.md, "Pages").
    case html
}

/// `layoutdb render [REV]`: the picture of a revision's stored frames.
struct Render: Verb {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the frames stored with a revision as SVG (never solved again).",
        discussion: """
            REV is a revision number, HEAD or HEAD~N (default: the head). Draws the first canvas, \
            --canvas NAME, or every canvas side by side with --all (docs/render.md). Exit status: 0; \
            64 bad options, several documents and no --doc; 66 no database, unknown document, \
            revision or canvas, or -o in a missing folder; 74 database unreadable, or the output \
            cannot be written.
            """
    )

    @OptionGroup var revision: RevisionArgument

    @OptionGroup var document: DocumentOptions

    @OptionGroup var canvas: CanvasOption

    @Flag(help: "Every canvas, side by side.")
    var all = false

    @Option(help: "The format: svg, or html (a page; every canvas, --canvas shown first).")
    var format: RenderFormat = .svg

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if all && canvas.name != nil { throw ValidationError("--canvas draws one canvas, --all every one; use one or the other") }
    }

    /// Reads the revision's stored frames and writes their picture.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try revision.selected(document: document, in: store, verb: "render")
        let stored = try store.frames(document: selected.document, at: selected.number, includeConstraints: false)
        let canvases = try RenderOutput.select(stored.canvases, canvas: canvas.name, all: all,
                                               at: "at revision \(selected.number)")
        if format == .html {
            let page = try PageOutput.render(stored, in: store, canvas: canvas.name)
            try RenderOutput.write(page.html(), to: output, in: context)
            return
        }
        let svg = SVGPicture.document(canvases.map { CanvasPicture(layout: stored.layout, canvas: $0) })
        try RenderOutput.write(svg, to: output, in: context)
    }
}

/// What `render` does around the picture: choosing the canvases, writing the file (`-o`).
enum RenderOutput {
    /// The canvases to draw: `canvas` (unknown: 66 with a suggestion, `place`
    /// saying where it was looked for), every one when `all`, else the first.
    static func select(_ canvases: [CanvasLayout], canvas: String?, all: Bool, at place: String?) throws -> [CanvasLayout] {
        if all { return canvases }
        guard let canvas else { return Array(canvases.prefix(1)) }
        let chosen = canvases.filter { $0.canvas.name == canvas }
        if chosen.isEmpty { throw CommandFailure.unknownCanvas(canvas, among: canvases.map(\.canvas.name), at: place) }
        return chosen
    }

    /// Writes `text` to the file `path` (replaced whole, never half-written),
    /// or to standard output when nil.
    /// - Throws: ``CommandFailure``: 66 when the folder does not exist, 74 when the file cannot be written.
    static func write(_ text: String, to path: String?, in context: CommandContext) throws {
        guard let path else {
            try context.stdout.write(text)
            return
        }
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("'\(PrintableText.escaped(path))': no such directory '\(PrintableText.escaped(folder))'",
                                 status: ExitStatus.missing)
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("'\(PrintableText.escaped(path))': cannot be written (\(error.localizedDescription))",
                                 status: ExitStatus.output)
        }
    }
}
