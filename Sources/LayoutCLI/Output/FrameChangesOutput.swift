import LayoutModel
import LayoutSolver
import LayoutStore

/// The frames that changed between two revisions, per canvas, as `show` and
/// `diff` print them: a table per canvas with the old and new frames in the
/// parent's space (as stored) and the movement `dx dy dw dh = new − old`.
///
/// ```
/// frames: 2 changed on 1 canvas
/// canvas phone
///   view      old                    new                  dx  dy  dw   dh
///   header    (0, 0, 375, 80)     →  (0, 0, 375, 96)       0   0   0  +16
///   subtitle  (147.5, 55, 80, 16) →  none
/// ```
enum FrameChangesOutput {
    /// The summary line, then a block per canvas (a blank line between
    /// blocks), appended to `text`, each line followed by a newline.
    static func write(_ frames: [FrameChange], into text: inout String) {
        guard !frames.isEmpty else {
            text += "frames: none changed\n"
            return
        }
        let canvases = canvasOrder(frames)
        text += "frames: \(frames.count) changed on \(canvases.count) canvas\(canvases.count == 1 ? "" : "es")\n"
        for (index, canvas) in canvases.enumerated() {
            if index > 0 { text += "\n" }
            text += "canvas \(canvas)\n"
            var rows = [["view", "old", "", "new", "dx", "dy", "dw", "dh"]]
            for change in frames where change.canvas == canvas {
                var row = [change.view, frameText(change.old), "→", frameText(change.new)]
                if change.kind == .modified {
                    let d = change.delta
                    row += [signed(d.dx), signed(d.dy), signed(d.dw), signed(d.dh)]
                }
                rows.append(row)
            }
            Table.write(rows, rightAligned: [4, 5, 6, 7], indent: "  ", into: &text)
        }
    }

    /// An array of `{"canvas", "view", "change", "old", "new", "dx", "dy", "dw", "dh"}`;
    /// `old` (`new`) is null for an added (removed) frame, the deltas null unless modified.
    static func json(_ frames: [FrameChange]) -> JSONValue {
        .array(frames.map { change in
            let d = change.delta
            let modified = change.kind == .modified
            func delta(_ value: Double) -> JSONValue { modified ? FramesOutput.json(value) : .null }
            return .object([
                ("canvas", .string(change.canvas)),
                ("view", .string(change.view)),
                ("change", .string(change.kind.rawValue)),
                ("old", frameJSON(change.old)),
                ("new", frameJSON(change.new)),
                ("dx", delta(d.dx)), ("dy", delta(d.dy)), ("dw", delta(d.dw)), ("dh", delta(d.dh)),
            ])
        })
    }

    /// The canvases of the changes, in their first appearance's order.
    static func canvasOrder(_ frames: [FrameChange]) -> [String] {
        var seen: Set<String> = []
        return frames.map(\.canvas).filter { seen.insert($0).inserted }
    }

    /// `(x, y, width, height)`, or `none`.
    static func frameText(_ frame: Frame?) -> String {
        guard let f = frame else { return "none" }
        var text = "("
        text += FramesOutput.number(f.x)
        text += ", "
        text += FramesOutput.number(f.y)
        text += ", "
        text += FramesOutput.number(f.width)
        text += ", "
        text += FramesOutput.number(f.height)
        text += ")"
        return text
    }

    /// A movement with its sign: `+16`, `-8`, `0`; `null` when it is not finite.
    static func signed(_ value: Double) -> String {
        let text = FramesOutput.number(value)
        return text == "0" || text == "null" || text.hasPrefix("-") ? text : "+" + text
    }

    private static func frameJSON(_ frame: Frame?) -> JSONValue {
        guard let f = frame else { return .null }
        return .object([("x", FramesOutput.json(f.x)), ("y", FramesOutput.json(f.y)),
                        ("width", FramesOutput.json(f.width)), ("height", FramesOutput.json(f.height))])
    }
}
