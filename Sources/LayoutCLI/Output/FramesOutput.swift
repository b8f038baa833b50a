import LayoutModel
import LayoutSolver

/// The frames of a layout on its canvases, as JSON (cli.md, "The frames JSON")
/// and as an aligned table for people.
enum FramesOutput {
    /// How many decimals a solved frame value is written with in the tables
    /// (a thousandth of a point): `127.5`, `-3.333`. JSON writes every value
    /// in its exact form (``json(_:)``).
    static let decimals = 3

    /// The frames JSON (docs/cli.md, "The frames JSON"): format, document,
    /// revision (null for `solve`), the coordinates, and per canvas its size
    /// as laid out (a fitted canvas's fitted size, with `fit`, the size as
    /// declared: `"375xfit"`), direction, frames (root excluded, at full precision), ambiguous
    /// views and irreducible conflicting sets in one-line form, whether the
    /// safe area did not settle, and each scroll view's content size.
    static func json(document: String, revision: Int?, layout: Layout, canvases: [CanvasLayout],
                     coordinates: Coordinates) -> JSONValue {
        .output([
            ("document", .string(document)),
            ("revision", .int(revision)),
            ("coordinates", .string(coordinates.rawValue)),
            ("canvases", .array(canvases.map { canvasJSON($0, layout: layout, coordinates: coordinates) })),
        ])
    }

    static func canvasJSON(_ result: CanvasLayout, layout: Layout, coordinates: Coordinates) -> JSONValue {
        let frames = framesIn(coordinates, result, layout: layout)
        return .object([
            ("name", .string(result.canvas.name)),
            ("width", .number(result.width)),
            ("height", .number(result.height)),
        ] + (result.canvas.fits ? [("fit", .string(result.canvas.sizeText))] : []) + [
            ("direction", .string(result.canvas.direction.rawValue)),
            ("safeArea", StateOutput.insetsJSON(result.canvas.safeArea)),
            ("frames", .object(frames.map { entry in
                (entry.view, .object([
                    ("parent", .string(layout.view(named: entry.view)?.parent ?? View.rootName)),
                    ("guide", .bool(layout.view(named: entry.view)?.isGuide == true)),
                    ("x", json(entry.frame.x)), ("y", json(entry.frame.y)),
                    ("width", json(entry.frame.width)), ("height", json(entry.frame.height)),
                ]))
            })),
            ("ambiguous", .array(result.ambiguous.map {
                .object([("view", .string($0.view)), ("free", .array($0.free.map { .string($0) }))])
            })),
            ("unsatisfiable", .array(result.unsatisfiable.map { set in .array(set.map { .string(OneLine.format($0)) }) })),
            // Per set, the names of the sizes rules it holds (the rule's line ends with `# rule: NAME`).
            ("unsatisfiableRules", .array(result.unsatisfiable.map { set in
                .array(set.compactMap { $0.ruleName.map { .string($0) } })
            })),
            ("unsettled", .bool(result.safeAreaUnsettled)),
            ("contentSizes", .object(result.contentSizes.map { entry in
                (entry.view, .object([("width", json(entry.size.width)), ("height", json(entry.size.height))]))
            })),
        ])
    }

    /// A solved value (a frame's, a movement) in JSON, at full precision: the
    /// exact shortest form of the double (`127.5`, `63.00000000000001`), as
    /// every number of the JSON is; the tables round to ``decimals`` places.
    static func json(_ value: Double) -> JSONValue { .number(value) }

    /// A frame value (or the canvas's size) as the table writes it, to
    /// ``decimals`` places; `null`, as the JSON writes it, for a value that is
    /// not finite (which no frame layoutdb solves or stores is, but a
    /// database written by an older one may hold): no table prints `inf` or `nan`.
    static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value, decimals: decimals) : "null"
    }

    /// The frames in the requested space.
    static func framesIn(_ coordinates: Coordinates, _ result: CanvasLayout, layout: Layout) -> [(view: String, frame: Frame)] {
        result.frames(in: coordinates, of: layout)
    }

    /// What the tables say of a canvas whose safe area did not settle.
    static let unsettledText = "the safe area does not settle (still moving after \(LayoutPass.safeAreaPasses) passes)"

    /// An aligned table per canvas under its title (`canvas phone 375x812
    /// ltr`; a fitted canvas at the size it was laid out at, then as declared:
    /// `canvas cell 375x36 (375xfit) ltr`; the safe-area insets when not 0):
    /// view (a guide's marked `(guide)`), parent, x, y, width, height; then
    /// each scroll view's content size (`content: scroll 390x1200`), the
    /// ambiguous views, the unsatisfiable sets and whether the safe area
    /// did not settle.
    static func table(layout: Layout, canvases: [CanvasLayout], coordinates: Coordinates) -> String {
        var text = ""
        for (index, result) in canvases.enumerated() {
            let c = result.canvas
            if index > 0 { text += "\n" }
            // A fitted canvas: the size it was laid out at, then what was declared.
            let declared = c.fits ? " (\(c.sizeText))" : ""
            text += "canvas \(c.name) \(number(result.width))x\(number(result.height))\(declared) \(c.direction.rawValue)"
            if c.safeArea != .zero { text += " safe " + LayoutExporter.safeAreaText(c.safeArea) }
            text += "\n"
            var rows = [["view", coordinates == .root ? "space" : "parent", "x", "y", "width", "height"]]
            for entry in framesIn(coordinates, result, layout: layout) {
                let parent = coordinates == .root ? View.rootName : (layout.view(named: entry.view)?.parent ?? View.rootName)
                let name = layout.view(named: entry.view)?.isGuide == true ? entry.view + " (guide)" : entry.view
                rows.append([name, parent, number(entry.frame.x), number(entry.frame.y),
                             number(entry.frame.width), number(entry.frame.height)])
            }
            Table.write(rows, rightAligned: [2, 3, 4, 5], indent: "  ", into: &text)
            for (view, size) in result.contentSizes {
                text += "  content: \(view) \(number(size.width))x\(number(size.height))\n"
            }
            for view in result.ambiguous {
                text += "  ambiguous: \(view.view) (\(view.free.joined(separator: ", ")) free)\n"
            }
            for set in result.unsatisfiable {
                text += "  unsatisfiable: " + set.map(OneLine.reportLine).joined(separator: "; ") + "\n"
            }
            if result.safeAreaUnsettled { text += "  unsettled: " + unsettledText + "\n" }
        }
        if text.hasSuffix("\n") { text.removeLast() }  // blocks are separated by a blank line; no newline after the last
        return text
    }
}
