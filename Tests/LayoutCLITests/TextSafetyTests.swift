import Foundation
import Testing
@testable import LayoutCLI

/// Names are checked where they enter the store, and control characters in
/// the text output are escaped (docs/cli.md, "Common rules" and "Exit codes";
/// docs/language.md, "Names").
@Suite struct TextSafetyTests {
    /// ESC, the start of every terminal escape sequence.
    static let escape = "\u{1B}"

    @Test func aDocumentNamedAfterAFileWithANewlineIsRefusedAndNothingIsWritten() throws {
        let folder = StoreCLI.temporaryDirectory()
        let path = folder + "/we\nird.layout"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("view a\nmake a { width == 10; height == 10; left == 0; top == 0 }\n".utf8)))
        let database = StoreCLI.newDatabase()
        let out = StoreCLI.apply([path], to: database)
        // The name is shown escaped, the file it came from named (escaped too).
        #expect(out == CommandOutput(stderr: "error: invalid document name 'we\\nird' (from the file name "
                                     + "'\(folder)/we\\nird.layout'): it contains the control character U+000A; names and keys cannot hold "
                                     + "control characters; name the document with --doc NAME or a 'layout NAME' statement\n",
                                     status: 64))
        #expect(!StoreCLI.exists(database))
        // With --doc, the same file is applied, and its export reads back.
        #expect(StoreCLI.apply([path], to: database, "--doc", "weird").status == 0)
        let exported = layoutdb("export", "--db", database)
        let copy = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("copy.layout", exported.stdout)], to: copy).status == 0)
        #expect(layoutdb("export", "--db", copy) == exported)
    }

    @Test func aDocNameWithAControlCharacterIsRefused() {
        let database = StoreCLI.newDatabase()
        let file = StoreCLI.file("card.layout", "view a\n")
        let out = StoreCLI.apply([file], to: database, "--doc", "red\(Self.escape)[31m")
        #expect(out.status == 64)
        #expect(out.stderr.contains("invalid document name 'red\\u{1b}[31m': it contains the control character U+001B"))
        #expect(!out.stderr.contains(Self.escape))
        #expect(!StoreCLI.exists(database))
    }

    @Test func aKeyWithAControlCharacterIsAnErrorOfTheFileAtItsPlace() {
        let database = StoreCLI.newDatabase()
        // A tab inside the key's string (the lexer allows any character but a newline in a string).
        let file = StoreCLI.file("k.layout", "view a\nmake a { width == 10 key \"a\tb\" }\n")
        let out = StoreCLI.apply([file], to: database)
        #expect(out.status == 65)
        #expect(out.stderr.hasPrefix("\(file):2:10: error: "), "\(out.stderr)")
        #expect(out.stderr.contains("key \"a\\tb\" cannot be used: it contains the control character U+0009"), "\(out.stderr)")
        #expect(!StoreCLI.exists(database))
    }

    /// A revision whose message and author hold a newline, a tab and terminal escapes.
    func hostileDatabase() -> String {
        let database = StoreCLI.newDatabase()
        let file = StoreCLI.file("card.layout", "layout card\nview a\nmake a { width == 10; height == 10; left == 0; top == 0 }\n")
        let out = layoutdb("apply", file, "-q", "-m", "fix\n\(Self.escape)[2J\twiped", "--author", "eve\(Self.escape)]0;owned\u{07}",
                           "--db", database)
        #expect(out.status == 0, "\(out.stderr)")
        return database
    }

    @Test func logShowBlameAndHistoryEscapeControlCharactersOfMessagesAndAuthors() {
        let database = hostileDatabase()
        // By hand: \n, \t as such; ESC as \u{1b}; BEL (U+0007) as \u{7}.
        let author = "eve\\u{1b}]0;owned\\u{7}", message = "fix\\n\\u{1b}[2J\\twiped"
        #expect(layoutdb("log", "--db", database) == CommandOutput(stdout: """
            1  2023-11-14T22:13:20Z  \(author)  apply  \(message)

            """))
        let show = layoutdb("show", "1", "--db", database)
        #expect(show.status == 0)
        #expect(show.stdout.contains("author:   \(author)\n"), "\(show.stdout)")
        #expect(show.stdout.contains("message:  \(message)\n"), "\(show.stdout)")
        let blame = layoutdb("blame", "--db", database)
        #expect(blame.stdout.hasPrefix("1  2023-11-14T22:13:20Z  \(author)  apply  constraint 1"), "\(blame.stdout)")
        let history = layoutdb("history", "--view", "a", "--db", database)
        #expect(history.stdout.hasPrefix("1  2023-11-14T22:13:20Z  \(author)  apply  view a"), "\(history.stdout)")
        for out in [show, blame, history] {
            #expect(!out.stdout.contains(Self.escape) && !out.stdout.contains("\u{07}") && !out.stdout.contains("\t"))
        }
    }

    @Test func theJSONKeepsTheTextAsItIsEscapedTheJSONWay() throws {
        let out = layoutdb("log", "--json", "--db", hostileDatabase())
        #expect(out.stdout.contains("\"message\": \"fix\\n\\u001b[2J\\twiped\""), "\(out.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let revision = try #require((object["revisions"] as? [[String: Any]])?.first)
        #expect(revision["author"] as? String == "eve\(Self.escape)]0;owned\u{07}")
    }

    @Test func errorsEscapeTheControlCharactersTheyQuote() {
        let out = layoutdb("log", "--doc", "x\(Self.escape)[31m", "--db", hostileDatabase())
        #expect(out == CommandOutput(stderr: "error: unknown document 'x\\u{1b}[31m'\n", status: 66))
    }

    @Test func aPlaceNamingAFileWithAnEscapePrintsItEscaped() {
        let file = StoreCLI.file("red\(Self.escape)[31m.layout", "view a\nmake b { width == 10 }\n")
        let escaped = file.replacingOccurrences(of: Self.escape, with: "\\u{1b}")
        // By hand: line 2, column 6 is the 'b' of 'make b', which is not declared.
        let solve = layoutdb("solve", file)
        #expect(solve.status == 65)
        #expect(solve.stderr.hasPrefix("\(escaped):2:6: error: unknown view 'b'"), "\(solve.stderr)")
        let check = layoutdb("check", file, "--db", StoreCLI.newDatabase())
        #expect(check.status == 65)
        #expect(check.stderr.hasPrefix("\(escaped):2:6: error: unknown view 'b'"), "\(check.stderr)")
        for out in [solve, check] { #expect(!out.stderr.contains(Self.escape) && !out.stdout.contains(Self.escape)) }
    }
}
