import ArgumentParser

/// `--canvas NAME`, the option of the verbs that print or draw one canvas
/// of several (`frames`, `solve`, `render`, `diff`): what they do without
/// it (every canvas, or the first) each verb's description says.
struct CanvasOption: ParsableArguments {
    /// The canvas named, if any.
    @Option(name: .customLong("canvas"), help: "Only this canvas.")
    var name: String?
}
