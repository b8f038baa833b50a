import LayoutSolver

/// A solved frame with a value that is not finite or is beyond
/// ``NumberBounds/frame`` (docs/semantics.md, "Numbers and their bounds").
///
/// Every number of a layout is within its bounds, yet a chain of multipliers
/// can still multiply a length past any bound (`b.width == a.width * 10000`,
/// `c.width == b.width * 10000`, …), until the solver's doubles overflow to
/// infinity or lose every digit. Such a frame is never printed or stored:
/// `solve`, `check` and `apply` refuse the layout, naming the view and the
/// canvas (exit 1).
public struct OutOfRangeFrame: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas the frame was solved on.
    public var canvas: String
    /// The view whose frame it is.
    public var view: String
    /// The frame as solved (for a content size, `(0, 0, width, height)`).
    public var frame: Frame
    /// Whether the values out of range are a scroll view's content size
    /// (``CanvasLayout/contentSizes``) rather than its frame.
    public var isContentSize = false

    /// A frame of `view` on `canvas`.
    public init(canvas: String, view: String, frame: Frame) {
        self.canvas = canvas
        self.view = view
        self.frame = frame
    }

    /// The first frame out of range of `canvases`, canvas by canvas and view
    /// by view in order; nil when every value of every frame is within bounds.
    /// A fitted canvas's size (``CanvasLayout/width``, ``CanvasLayout/height``)
    /// comes first, as the frame of `root`: it is a canvas side, finite and
    /// from 0 to ``NumberBounds/length``.
    public static func first(in canvases: [CanvasLayout]) -> OutOfRangeFrame? {
        for canvas in canvases {
            if canvas.canvas.fits, !(isFittedSide(canvas.width) && isFittedSide(canvas.height)) {
                return OutOfRangeFrame(canvas: canvas.canvas.name, view: View.rootName,
                                       frame: Frame(x: 0, y: 0, width: canvas.width, height: canvas.height))
            }
            for (view, frame) in canvas.frames
            where ![frame.x, frame.y, frame.width, frame.height].allSatisfy(NumberBounds.isFrameValue) {
                return OutOfRangeFrame(canvas: canvas.canvas.name, view: view, frame: frame)
            }
            // A scroll view's content size is bounded as a frame's size.
            for (view, size) in canvas.contentSizes
            where ![size.width, size.height].allSatisfy(NumberBounds.isFrameValue) {
                var found = OutOfRangeFrame(canvas: canvas.canvas.name, view: view,
                                            frame: Frame(x: 0, y: 0, width: size.width, height: size.height))
                found.isContentSize = true
                return found
            }
        }
        return nil
    }

    /// Whether a fitted size is a canvas side: finite, from 0 to ``NumberBounds/length``.
    static func isFittedSide(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= NumberBounds.length }

    /// `the frame of 'v' on canvas 'phone' is out of range: width inf, …`,
    /// naming each value out of range and the bound; for the root, `the
    /// fitted size of canvas 'cell' is out of range: height 20000000 (…)`.
    public var description: String {
        if view == View.rootName {
            let values = [("width", frame.width), ("height", frame.height)].filter { !Self.isFittedSide($0.1) }
                .map { "\($0.0) \(NumberText.format($0.1))" }
            return "the fitted size of canvas '\(canvas)' is out of range: \(values.joined(separator: ", ")) "
                + "(a fitted size is finite, from 0 to at most 1e7)"
        }
        let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            .filter { !NumberBounds.isFrameValue($0.1) }
            .map { "\($0.0) \(NumberText.format($0.1))" }
        if isContentSize {
            return "the content size of '\(view)' on canvas '\(canvas)' is out of range: \(values.joined(separator: ", ")) "
                + "(a content size's values are finite and at most 1e12 either way)"
        }
        return "the frame of '\(view)' on canvas '\(canvas)' is out of range: \(values.joined(separator: ", ")) "
            + "(a frame's values are finite and at most 1e12 either way; a chain of multipliers grows too fast)"
    }
}
