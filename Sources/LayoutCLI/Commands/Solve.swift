import ArgumentParser
import LayoutModel

extension Coordinates: ExpressibleByArgument {}

/// `layoutdb solve FILE`: parse and solve a layout file with no database.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse and solve a layout file with no database; print its frames.",
        discussion: "Exit status: 0 solved, 1 unsatisfiable (frames still printed), 65 invalid file, 66 missing file or canvas."
    )

    @Argument(help: "The .layout file.")
    var file: String

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

    func run() throws {
        try SolveRun(file: file, canvas: canvas, coordinates: coordinates, json: json, constraints: constraints,
                     strictUpdate: strictUpdate).execute().emit()
    }
}

/// The `solve` verb as a function from its options to its output.
public struct SolveRun: Sendable {
    public var file: String
    public var canvas: String?
    public var coordinates: Coordinates = .parent
    public var json = false
    public var constraints = false
    public var strictUpdate = false

    public init(file: String, canvas: String? = nil, coordinates: Coordinates = .parent, json: Bool = false,
                constraints: Bool = false, strictUpdate: Bool = false) {
        self.file = file
        self.canvas = canvas
        self.coordinates = coordinates
        self.json = json
        self.constraints = constraints
        self.strictUpdate = strictUpdate
    }

    /// Reads the file and solves it.
    public func execute() -> CommandOutput {
        switch readTextFile(file) {
        case .failure(let failure):
            return CommandOutput(stderr: "error: '\(file)': \(failure.reason)\n", status: ExitStatus.missing)
        case .success(let text):
            return execute(text: text)
        }
    }

    /// Solves `text` as the contents of the file.
    public func execute(text: String) -> CommandOutput {
        var output = CommandOutput()
        let outcome = LayoutFile.load(text, file: file, options: EditOptions(strictUpdate: strictUpdate))
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
        var results = LayoutPass.run(layout)
        if let canvas {
            results = results.filter { $0.canvas.name == canvas }
            if results.isEmpty {
                let names = layout.effectiveCanvases.map(\.name)
                let hint = closestName(to: canvas, in: names).map { "; did you mean '\($0)'?" } ?? ""
                output.err("error: unknown canvas '\(canvas)'\(hint)")
                output.status = ExitStatus.missing
                return output
            }
        }
        if json {
            output.out(FramesOutput.json(document: layout.name, revision: nil, layout: layout, canvases: results,
                                         coordinates: coordinates).rendered())
        } else {
            output.out(FramesOutput.table(layout: layout, canvases: results, coordinates: coordinates))
        }
        for result in results where !result.unsatisfiable.isEmpty {
            output.status = ExitStatus.refused
            for set in result.unsatisfiable {
                guard let broken = set.last else { continue }
                output.err("error: unsatisfiable on canvas '\(result.canvas.name)': '\(OneLine.format(broken))' was left out; it conflicts with:")
                for constraint in set {
                    let place = constraint.location.map { "\($0): " } ?? ""
                    output.err("  \(place)\(OneLine.format(constraint))")
                }
            }
        }
        return output
    }
}
