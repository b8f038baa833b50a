import ArgumentParser
import Foundation
@preconcurrency import Rainbow

/// `--color auto|always|never`: whether `diff`, `log` and `show` colour their output.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// When standard output is a terminal and `NO_COLOR` is not set (or empty).
    case auto
    /// Always (`NO_COLOR` and a pipe notwithstanding).
    case always
    /// Never.
    case never
}

/// The option of the verbs that colour their output.
struct ColorOptions: ParsableArguments {
    @Option(name: .customLong("color"),
            help: ArgumentHelp("Colour the output: auto (on a terminal, unless $NO_COLOR), always or never.",
                               valueName: "when"))
    var color: ColorChoice = .auto
}

/// The colours of the human output, as git uses them: additions green,
/// removals red, modifications yellow, revision numbers yellow, titles bold.
/// A disabled palette returns every text unchanged.
///
/// The escape codes come from Rainbow's `String` extensions. Rainbow decides
/// with two global switches (whether it is enabled, and whether the output
/// is a console) that are set once, to "colour", before its first use; the
/// decision whether to colour is the palette's, made per command from its
/// ``CommandContext``, so that commands run at once (the tests) never touch
/// shared state.
struct Palette: Sendable {
    /// Whether texts are coloured.
    let enabled: Bool

    /// Rainbow's switches, set once (a `static let` is initialised once, safely).
    private static let rainbowReady: Bool = {
        Rainbow.outputTarget = .console
        Rainbow.enabled = true
        return true
    }()

    /// A palette colouring when `enabled`.
    init(enabled: Bool) {
        self.enabled = enabled && Self.rainbowReady
    }

    /// Something added: green.
    func added(_ text: String) -> String { enabled ? text.green : text }
    /// Something removed: red.
    func removed(_ text: String) -> String { enabled ? text.red : text }
    /// Something modified: yellow.
    func modified(_ text: String) -> String { enabled ? text.yellow : text }
    /// A revision number or a revision's title line: yellow.
    func revision(_ text: String) -> String { enabled ? text.yellow : text }
    /// A title: bold.
    func title(_ text: String) -> String { enabled ? text.bold : text }

    /// A line of `show`'s or `diff`'s text coloured by what it is: a change
    /// (`  + …`, `  - …`, `  ~ …`), a part's title (`changes:`, `frames:`,
    /// `canvas …`), or a row of the frame table (`→  none` for a view that
    /// disappeared, `none  →` for one that appeared, else a movement).
    func diffLine(_ line: String) -> String {
        guard enabled else { return line }
        if line.hasPrefix("  + ") { return added(line) }
        if line.hasPrefix("  - ") { return removed(line) }
        if line.hasPrefix("  ~ ") { return modified(line) }
        if line.hasPrefix("changes:") || line.hasPrefix("frames:") || line.hasPrefix("canvas ") { return title(line) }
        if line.hasPrefix("  "), let arrow = line.firstIndex(of: "→") {
            if line[..<arrow].trimmingCharacters(in: .whitespaces).hasSuffix(" none") { return added(line) }
            if line[line.index(after: arrow)...].trimmingCharacters(in: .whitespaces).hasPrefix("none") { return removed(line) }
            return modified(line)
        }
        return line
    }
}

extension CommandContext {
    /// The palette of a verb with `--color choice`: `always`, `never`, or
    /// (`auto`) colour when standard output is a terminal and `NO_COLOR` is
    /// unset or empty (no-color.org).
    func palette(_ choice: ColorChoice) -> Palette {
        switch choice {
        case .always: Palette(enabled: true)
        case .never: Palette(enabled: false)
        case .auto: Palette(enabled: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
        }
    }
}
