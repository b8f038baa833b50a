import ArgumentParser
import LayoutModel

extension Coordinates: ExpressibleByArgument {}

/// `layoutdb solve FILE`: parse and solve a layout file with no database.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Parse and solve a layout file with no database; print its frames.",
        discussion: """
            Several files are applied in order, as revisions of one document \
            (`solve login.layout login-v2.layout`). Exit status: 0 solved, \
            1 unsatisfiable (frames still printed), 65 invalid file, 66 missing file or canvas.
            """
    )

    @Argument(help: "The .layout file, or several applied in order.")
    var files: [String]

    @Option(help: "Only this canvas.")
    var canvas: String?

    @Option(help: "Frames in 'parent' (default) or 'root' coordinates.")
    var coordinates: Coordinates = .parent

    @Flag(help: "Print the frames JSON.")
    var json = false

    @Flag(help: "Print every constraint of the resulting layout in the one-line form instead of frames.")
    var constraints = false

    @Flag(help: "An update that finds no similar constraint is an error.")
    var strictUpdate = false

    @Flag(help: .hidden)
    var timings = false

    func run() throws {
        var run = SolveRun(files: files, canvas: canvas, coordinates: coordinates, json: json, constraints: constraints,
                           strictUpdate: strictUpdate)
        run.timings = timings
        try run.execute().emit()
    }
}

/// The `solve` verb as a function from its options to its output.
public struct SolveRun: Sendable {
    /// The files, applied in order to one document.
    public var files: [String]
    public var canvas: String?
    public var coordinates: Coordinates = .parent
    public var json = false
    public var constraints = false
    public var strictUpdate = false
    /// Print the time of each phase to standard error (for `tools/bench-layout`).
    public var timings = false

    public init(files: [String], canvas: String? = nil, coordinates: Coordinates = .parent, json: Bool = false,
                constraints: Bool = false, strictUpdate: Bool = false) {
        self.files = files
        self.canvas = canvas
        self.coordinates = coordinates
        self.json = json
        self.constraints = constraints
        self.strictUpdate = strictUpdate
    }

    /// Reads the files and solves them.
    public func execute() -> CommandOutput {
        var texts: [String] = []
        for file in files {
            switch readTextFileResult(file) {
            case .failure(let failure):
                return CommandOutput(stderr: "error: '\(file)': \(failure.reason)\n", status: ExitStatus.missing)
            case .success(let text):
                texts.append(text)
            }
        }
        return execute(texts: texts)
    }

    /// Solves `texts` as the contents of the files, in order.
    public func execute(texts: [String]) -> CommandOutput {
        var output = CommandOutput()
        let clock = ContinuousClock()
        let start = clock.now
        let parsed = LayoutFile.parse(zip(files, texts).map { ($0, $1) })
        let parsedAt = clock.now
        let outcome = LayoutFile.apply(parsed, file: files.first ?? "", options: EditOptions(strictUpdate: strictUpdate))
        let editedAt = clock.now
        for diagnostic in outcome.diagnostics { output.err(diagnostic.description) }
        guard outcome.errors.isEmpty else {
            output.status = ExitStatus.invalidFile
            return output
        }
        let layout = outcome.layout
        if constraints {
            for entry in layout.constraints { output.out(OneLine.format(entry.constraint)) }
            return output
        }
        if let canvas, !layout.effectiveCanvases.contains(where: { $0.name == canvas }) {
            let names = layout.effectiveCanvases.map(\.name)
            let hint = closestName(to: canvas, in: names).map { "; did you mean '\($0)'?" } ?? ""
            output.err("error: unknown canvas '\(canvas)'\(hint)")
            output.status = ExitStatus.missing
            return output
        }
        // Invariant checks after every solver change are for the tests; a debug
        // build of the tool would spend minutes on them for a large layout.
        let options = LayoutPass.Options(canvasNames: canvas.map { [$0] }, checksSolverInvariants: false)
        let results = LayoutPass.run(layout, options: options)
        if timings {
            let lines = parsed.edits.reduce(0) { count, edit in
                switch edit.kind {
                case .make(_, let list), .update(_, let list), .remake(_, let list): count + list.count
                default: count
                }
            }
            let parse = parsedAt - start
            let perSecond = Double(lines) / max(seconds(parse), 1e-9)
            output.err("timing: parse \(milliseconds(parse)) ms (\(lines) constraint lines, \(Int(perSecond)) lines/s)")
            output.err("timing: edit \(milliseconds(editedAt - parsedAt)) ms")
            for result in results {
                output.err("timing: canvas \(result.canvas.name) \(milliseconds(result.solveDuration)) ms (\(result.wasReSolved ? "re-solve" : "fresh"))")
            }
        }
        if json {
            output.out(FramesOutput.json(document: layout.name, revision: nil, layout: layout, canvases: results,
                                         coordinates: coordinates).rendered())
        } else {
            output.out(FramesOutput.table(layout: layout, canvases: results, coordinates: coordinates))
        }
        if results.contains(where: { !$0.unsatisfiable.isEmpty }) { output.status = ExitStatus.refused }
        for line in UnsatisfiableOutput.lines(results) { output.err(line) }
        return output
    }
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func milliseconds(_ d: Duration) -> String {
    let ms = seconds(d) * 1000
    return String((ms * 1000).rounded() / 1000)
}
