import Foundation
import Testing
@testable import LayoutCLI

/// Colour in diff, log and show: on a terminal unless NO_COLOR, or as
/// --color says; the plain text otherwise, and the same text under the colour.
@Suite struct ColorTests {
    // ANSI (ECMA-48) select-graphic-rendition codes: 1 bold, 31 red, 32 green,
    // 33 yellow, 0 reset.
    static let bold = "\u{1B}[1m", red = "\u{1B}[31m", green = "\u{1B}[32m", yellow = "\u{1B}[33m", reset = "\u{1B}[0m"

    /// The text without its escape sequences (ESC [ digits/semicolons m).
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func diffColoursAdditionsRemovalsAndModificationsOnATerminal() {
        let database = StoreCLI.loginDatabase()
        let coloured = layoutdb("diff", "1", "3", "--db", database, terminal: true)
        let lines = coloured.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == Self.bold + "diff of login from revision 1 to revision 3" + Self.reset)
        #expect(lines.contains(Self.green + "  + view forgot intrinsic 140x18" + Self.reset))
        #expect(lines.contains(Self.red + "  - subtitle.top == title.bottom + 4" + Self.reset))
        #expect(lines.contains(Self.yellow + "  ~ header.height == 80 → header.height == 96" + Self.reset))
        #expect(lines.contains(Self.bold + "canvas phone" + Self.reset))
        // Under the colour, exactly the plain text.
        let plain = layoutdb("diff", "1", "3", "--db", database)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(Self.plain(coloured.stdout) == plain.stdout)
    }

    @Test func logColoursTheRevisionNumbersAndShowItsTitle() {
        let database = StoreCLI.loginDatabase()
        let log = layoutdb("log", "-n", "1", "--db", database, terminal: true)
        #expect(log.stdout == Self.yellow + "3" + Self.reset + "  2023-11-14T22:15:20Z  ada  apply  forgot link\n")
        let show = layoutdb("show", "2", "--db", database, terminal: true)
        #expect(show.stdout.hasPrefix(Self.yellow + "revision 2 of login (apply)" + Self.reset + "\nparent:   1\n"))
        #expect(show.stdout.contains(Self.yellow + "  ~ header.height == 80 → header.height == 96" + Self.reset + "\n"))
        #expect(Self.plain(show.stdout) == layoutdb("show", "2", "--db", database).stdout)
    }

    @Test(arguments: [
        // (terminal, NO_COLOR, --color, coloured)
        (true, nil, nil, true), (false, nil, nil, false), (true, "1", nil, false), (true, "", nil, true),
        (true, nil, "never", false), (false, nil, "always", true), (false, "1", "always", true),
        (true, "1", "auto", false), (true, nil, "auto", true),
    ] as [(Bool, String?, String?, Bool)])
    func colourIsDecidedByTheTerminalNoColorAndTheOption(terminal: Bool, noColor: String?, option: String?,
                                                         coloured: Bool) {
        let database = StoreCLI.loginDatabase()
        for verb in [["diff", "1"], ["log"], ["show", "HEAD"]] {
            let out = layoutdb(verb + (option.map { ["--color", $0] } ?? []) + ["--db", database],
                               environment: noColor.map { ["NO_COLOR": $0] } ?? [:], terminal: terminal)
            #expect(out.status == 0)
            #expect(out.stdout.contains("\u{1B}[") == coloured, "\(verb)")
        }
    }

    @Test func jsonIsNeverColoured() {
        let database = StoreCLI.loginDatabase()
        for verb in [["diff", "1", "--json"], ["log", "--json"], ["show", "2", "--json"]] {
            #expect(!layoutdb(verb + ["--color", "always", "--db", database], terminal: true).stdout.contains("\u{1B}"))
        }
    }

    @Test func aBadChoiceIsAUsageError() {
        #expect(layoutdb("log", "--color", "sometimes").status == 64)
    }

    @Test func colouredAndPlainCommandsRunTogetherWithoutInterfering() async {
        // The decision is per command: many at once, half coloured, each as it asked.
        let database = StoreCLI.loginDatabase()
        let plain = layoutdb("diff", "1", "--db", database).stdout
        await withTaskGroup(of: (Bool, String).self) { group in
            for i in 0..<40 {
                group.addTask { (i % 2 == 0, layoutdb("diff", "1", "--db", database, terminal: i % 2 == 0).stdout) }
            }
            for await (coloured, text) in group {
                #expect(text.contains("\u{1B}[") == coloured)
                #expect(Self.plain(text) == plain)
            }
        }
    }
}
