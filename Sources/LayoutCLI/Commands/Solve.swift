import ArgumentParser
import LayoutModel
import LayoutRender
import LayoutSolver

extension Coordinates: ExpressibleByArgument {}

/// `layoutdb solve FILE`: parse and solve a layout file with no database.
struct Solve: Verb {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Parse and solve a layout file with no database; print its frames.",
        discussion: """
            Several files are applied in order, as revisions of one document \
            (`solve login.layout login-v2.layout`). Exit status: 0 solved, \
            1 unsatisfiable (frames still printed) or a frame out of range (nothing printed), \
            65 invalid file, 66 missing file or canvas.
            """
    )

    @Argument(help: "The .layout file, or several applied in order ('-': standard input).",
              completion: .file(extensions: ["layout"]))
    var files: [String]

    @Option(help: "Only this canvas.")
    var canvas: String?

    @Option(help: "Frames in 'parent' (default) or 'root' coordinates.")
    var coordinates: Coordinates = .parent

    @Flag(help: "Print the frames JSON.")
    var json = false

    @Flag(help: "Print the SVG picture of the frames (every canvas side by side, or --canvas) instead of the table.")
    var svg = false

    @Flag(help: "Print every constraint of the resulting layout in the one-line form instead of frames.")
    var constraints = false

    @Flag(help: "An update that finds no similar constraint is an error.")
    var strictUpdate = false

    @Flag(help: .hidden)
    var timings = false

    func validate() throws {
        if constraints && json { throw ValidationError("--constraints prints lines, not JSON; use one or the other") }
        if svg && (json || constraints) {
            throw ValidationError("--svg prints a picture, not \(json ? "JSON" : "constraints"); use one or the other")
        }
    }

    /// Reads the files and solves them; exits 1 when a canvas is unsatisfiable
    /// (its frames still printed) or a frame is out of range (nothing
    /// printed, as `apply` refuses it), 65 when a file is invalid.
    func run(in context: CommandContext) throws {
        let texts = try context.readLayoutFiles(files)
        let clock = ContinuousClock()
        let start = clock.now
        let parsed = LayoutFile.parse(texts)
        let parsedAt = clock.now
        // A document read from standard input with no `layout` statement is called `stdin`.
        let named = files.first == "-" ? "stdin" : files.first ?? ""
        let outcome = LayoutFile.apply(parsed, file: named, options: EditOptions(strictUpdate: strictUpdate))
        let editedAt = clock.now
        for diagnostic in outcome.diagnostics { try context.stderr.line(PrintableText.escaped(diagnostic.description)) }
        guard outcome.errors.isEmpty else { throw ExitCode(ExitStatus.invalidFile) }
        let layout = outcome.layout
        if constraints {
            for entry in layout.constraints { try context.stdout.line(OneLine.format(entry.constraint)) }
            return
        }
        if let canvas, !layout.effectiveCanvases.contains(where: { $0.name == canvas }) {
            throw CommandFailure.unknownCanvas(canvas, among: layout.effectiveCanvases.map(\.name))
        }
        // Invariant checks after every solver change are for the tests; a debug
        // build of the tool would spend minutes on them for a large layout.
        let options = LayoutPass.Options(canvasNames: canvas.map { [$0] }, checksSolverInvariants: false)
        let results = LayoutPass.run(layout, options: options)
        // A frame that overflowed is never printed: `apply` refuses the same layout the same way.
        if let frame = OutOfRangeFrame.first(in: results) { throw CommandFailure(frame.description, status: ExitStatus.refused) }
        if timings {
            let lines = parsed.edits.reduce(0) { count, edit in
                switch edit.kind {
                case .make(_, let list), .update(_, let list), .remake(_, let list): count + list.count
                default: count
                }
            }
            let parse = parsedAt - start
            // (Rounded as text: Int(_:) of a rate beyond Int.max would trap.)
            let perSecond = NumberText.format(Double(lines) / max(seconds(parse), 1e-9), decimals: 0)
            try context.stderr.line("timing: parse \(milliseconds(parse)) ms (\(lines) constraint lines, \(perSecond) lines/s)")
            try context.stderr.line("timing: edit \(milliseconds(editedAt - parsedAt)) ms")
            for result in results {
                try context.stderr.line("timing: canvas \(result.canvas.name) \(milliseconds(result.solveDuration)) ms "
                                        + "(\(result.wasReSolved ? "re-solve" : "fresh"))")
            }
        }
        if svg {
            try context.stdout.write(SVGPicture.document(results.map { CanvasPicture(layout: layout, canvas: $0) }))
        } else if json {
            try context.stdout.line(FramesOutput.json(document: layout.name, revision: nil, layout: layout, canvases: results,
                                                      coordinates: coordinates).rendered())
        } else {
            try context.stdout.line(FramesOutput.table(layout: layout, canvases: results, coordinates: coordinates))
        }
        for line in UnsatisfiableOutput.lines(results) { try context.stderr.line(PrintableText.escaped(line)) }
        for line in FitOutput.lines(results) { try context.stderr.line(line) }
        if results.contains(where: { !$0.unsatisfiable.isEmpty }) { throw ExitCode(ExitStatus.refused) }
    }
}

/// A duration in seconds.
func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// A duration in milliseconds, rounded to the microsecond, as `--timings` prints it.
func milliseconds(_ d: Duration) -> String {
    let ms = seconds(d) * 1000
    return String((ms * 1000).rounded() / 1000)
}
