import Foundation
@testable import LayoutCLI
import LayoutImport
import LayoutModel
import LayoutStore
import Testing
import TestSupport

/// `layoutdb import` forwarding to `layoutdb-import`, and the importer's
/// command line: `-o`, warnings on standard error, `--apply` refusing a
/// draft with placeholders, `--allow-todo` (docs/import.md, docs/cli.md).
@Suite struct ImportCommandTests {
    /// A context whose outputs keep what is printed, looking for the importer in `directory`.
    func context(beside directory: String?, path: String = "") -> CommandContext {
        CommandContext(now: Date.init, environment: ["PATH": path], readInput: { Data() },
                       stdout: .capturing("standard output"), stderr: .capturing("standard error"),
                       executableDirectory: directory)
    }

    /// The folder of a stand-in `layoutdb-import` (Fixtures/stand-in, kept
    /// executable in the repository): it prints its arguments one a line, a
    /// line on standard error, and exits with 3.
    func fakeImporter() throws -> String {
        let folder = Repository.path("Tests/LayoutImportTests/Fixtures/stand-in")
        #expect(FileManager.default.isExecutableFile(atPath: folder + "/layoutdb-import"))
        return folder
    }

    @Test func importForwardsItsArgumentsStreamsAndStatus() throws {
        let folder = try fakeImporter()
        let run = context(beside: folder)
        let status = LayoutDBCommand.run(["import", "A.m", "-o", "a draft.layout", "--doc", "d", "--apply", "--db", "x.db"], in: run)
        #expect(status == 3)
        #expect(run.stdout.text == "arg: A.m\narg: -o\narg: a draft.layout\narg: --doc\narg: d\narg: --apply\narg: --db\narg: x.db\n")
        #expect(run.stderr.text == "warned\n")
    }

    @Test func theImporterIsFoundOnPathWhenNotBesideLayoutdb() throws {
        let folder = try fakeImporter()
        let run = context(beside: TemporaryFolder.new(), path: "/nonexistent:" + folder)
        #expect(LayoutDBCommand.run(["import", "B.swift"], in: run) == 3)
        #expect(run.stdout.text == "arg: B.swift\n")
    }

    @Test func aMissingImporterSaysHowToBuildIt() {
        let empty = TemporaryFolder.new()
        let run = context(beside: empty, path: "")
        #expect(LayoutDBCommand.run(["import", "A.m"], in: run) == 66)
        #expect(run.stdout.text == "")
        #expect(run.stderr.text == "error: 'import' needs the layoutdb-import executable, found neither beside layoutdb "
                + "(\(empty)) nor on PATH; build it with 'swift build --product layoutdb-import' (or '-c release'), beside layoutdb\n")
    }

    // MARK: the real executables

    /// Runs `executable` with `arguments` in `directory`: its status and outputs.
    func run(_ executable: URL, _ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDB_AUTHOR"] = "ada"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The fixtures folder copied to a new folder (where a database may be made).
    func workFolder() throws -> String {
        let folder = TemporaryFolder.new()
        for name in ["MessageCell.m", "TabBarView.swift", "CheckoutViewController.swift"] {
            try FileManager.default.copyItem(atPath: ImportSupport.fixturePath(name), toPath: folder + "/" + name)
        }
        return folder
    }

    @Test func layoutdbImportRunsTheBuiltImporter() throws {
        let layoutdb = try #require(BuiltProduct.layoutdb)
        try #require(BuiltProduct.executable(named: "layoutdb-import") != nil, "build it: swift build --product layoutdb-import")
        let folder = try workFolder()
        let result = try run(layoutdb, ["import", "MessageCell.m"], in: folder)
        let expected = try LayoutImporter.draft(of: [ImportSupport.fixture("MessageCell.m")])
        #expect(result.status == 0)
        #expect(result.out == expected.draft)
        #expect(result.err == expected.warnings.map { "\($0)\n" }.joined()
                + "3 TODO placeholders left in the draft: fill them in before applying it\n")
    }

    @Test func outputGoesToTheFileAndUsageErrorsAreClear() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let written = try run(importer, ["TabBarView.swift", "-o", "bar.layout", "--canvas", "bar=375xfit"], in: folder)
        #expect(written.status == 0 && written.out == "" && written.err == "")
        let draft = try String(contentsOfFile: folder + "/bar.layout", encoding: .utf8)
        #expect(draft.split(separator: "\n")[1...2] == ["layout TabBarView dialect snapkit", "canvas bar 375xfit"])

        let missing = try run(importer, ["Nothing.m"], in: folder)
        #expect(missing.status == 66 && missing.err == "error: 'Nothing.m': no such file\n")
        let mixed = try run(importer, ["MessageCell.m", "TabBarView.swift"], in: folder)
        #expect(mixed.status == 64)
        #expect(mixed.err == "error: 'TabBarView.swift' is Swift but 'MessageCell.m' is not: one draft reads the sources of one language (import them separately)\n")
        // Usage errors are ArgumentParser's, in the house style: `error: …`, then the usage.
        let unknown = try run(importer, ["MessageCell.m", "--aply"], in: folder)
        #expect(unknown.status == 64 && unknown.err.hasPrefix("error: Unknown option '--aply'"), "\(unknown.err)")
        #expect(unknown.err.contains("Usage: layoutdb import"), "\(unknown.err)")
        let allow = try run(importer, ["MessageCell.m", "--allow-todo"], in: folder)
        #expect(allow.status == 64 && allow.err.hasPrefix("error: --allow-todo is for --apply\n"), "\(allow.err)")
        let dry = try run(importer, ["MessageCell.m", "--dry-run"], in: folder)
        #expect(dry.status == 64 && dry.err.hasPrefix("error: --dry-run is for --apply\n"), "\(dry.err)")
        let none = try run(importer, [], in: folder)
        #expect(none.status == 64 && none.err.hasPrefix("error: Missing expected argument '<file> ...'"), "\(none.err)")
    }

    @Test func aCanvasTheLanguageDoesNotReadIsAUsageErrorBeforeAnySourceIsRead() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        // `cell:375xfit` is one word where `canvas` takes a name and a size: the parser's
        // message follows the spec. The source is missing too, but the canvas is checked first (64, not 66).
        let bad = try run(importer, ["Nothing.m", "--canvas", "cell 375xfit", "--canvas", "cell:375xfit"], in: folder)
        #expect(bad.status == 64, "\(bad.err)")
        #expect(bad.err.hasPrefix("error: --canvas 'cell:375xfit' is not a canvas: "), "\(bad.err)")
        #expect(bad.out == "")
        let parsed = LayoutParser.parse("canvas cell:375xfit", file: "x")
        let message = try #require(parsed.diagnostics.first?.message)
        #expect(bad.err.hasPrefix("error: --canvas 'cell:375xfit' is not a canvas: \(message)\n"), "\(bad.err)")
        let zero = try run(importer, ["MessageCell.m", "--canvas", "c 0x0", "-o", "c.layout"], in: folder)
        #expect(zero.status == 64 && zero.err.hasPrefix("error: --canvas 'c 0x0' is not a canvas: canvas size '0x0' is out of range"),
                "\(zero.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.layout"))
    }

    @Test func theLibraryRefusesACanvasTheLanguageDoesNotRead() throws {
        let source = try ImportSupport.fixture("MessageCell.m")
        #expect(throws: ImportError.self) { try LayoutImporter.draft(of: [source], canvases: ["cell 375xfit", "cell:375xfit"]) }
        // A spec is one statement: a second line (or a second statement) is not a canvas.
        #expect(throws: ImportError("'cell 375xfit\nview x' is not a canvas: a canvas is one line")) {
            try LayoutImporter.checkCanvas("cell 375xfit\nview x")
        }
        try LayoutImporter.checkCanvas("phone 375x812 safe 59 0 34 0")
        try LayoutImporter.checkCanvas("cell 375xfit")
    }

    @Test func theHelpIsLayoutdbImports() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let help = try run(importer, ["--help"], in: TemporaryFolder.new())
        #expect(help.status == 0 && help.err == "")
        #expect(help.out.contains("USAGE: layoutdb import <file> ..."), "\(help.out)")
        for option in ["--output", "--doc", "--canvas", "--apply", "--allow-todo", "--stats", "--db", "--message",
                       "--author", "--dry-run", "--quiet", "--json", "--expect-head"] {
            #expect(help.out.contains(option), "\(option)")
        }
        // Apply's options, apply's words, under their own heading (after the arguments, before the importer's own).
        let applyHeading = try #require(help.out.range(of: "\nWITH --APPLY:\n"))
        let options = try #require(help.out.range(of: "\nOPTIONS:\n"))
        #expect(applyHeading.upperBound < options.lowerBound)
        let applyPart = help.out[applyHeading.upperBound..<options.lowerBound]
        #expect(applyPart.contains("--expect-head <rev>") && applyPart.contains("--db <path>") && !applyPart.contains("--apply "))
    }

    @Test func applyRefusesADraftWithPlaceholders() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, ["CheckoutViewController.swift", "--apply", "--db", "checkout.db"], in: folder)
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err.hasSuffix("8 TODO placeholders left in the draft: fill them in before applying it\n"
            + "error: the draft holds 8 TODO placeholders: nothing was applied; fill them in and apply the draft "
            + "with 'layoutdb apply', or give --allow-todo to apply it without the lines that hold them\n"))
        // Nothing written: not even a database.
        #expect(!FileManager.default.fileExists(atPath: folder + "/checkout.db"))
    }

    @Test func applyWritesADraftWithoutPlaceholdersAsARevision() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, ["TabBarView.swift", "--apply", "--db", "bar.db", "--canvas", "bar 375xfit safe 0 0 34 0",
                                        "-m", "imported", "-q"], in: folder)
        #expect(result.status == 0 && result.err == "", "\(result.err)")
        let store = try LayoutStore.open(path: folder + "/bar.db")
        #expect(try store.log(document: "TabBarView").map(\.message) == ["imported"])
        // The frames stored are the ones derived by hand in SwiftImportTests.theStacksDraftSolvesAsItIs.
        let canvas = try #require(try store.frames(document: "TabBarView").canvases.first)
        let frames = Dictionary(uniqueKeysWithValues: canvas.frames.map { ($0.0, $0.1) })
        #expect(frames["stackView"] == Frame(x: 8, y: 0, width: 359, height: 49))
        #expect(frames["searchTab"] == Frame(x: 121, y: 0, width: 117, height: 49))
        #expect(frames["badge"] == Frame(x: 66.5, y: 6, width: 8, height: 8))
    }

    @Test func allowTodoAppliesTheDraftWithoutTheLinesHoldingPlaceholders() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, ["CheckoutViewController.swift", "--apply", "--allow-todo", "--db", "c.db", "-q"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        // The lines kept (SwiftImportTests.withoutItsPlaceholdersTheDraftParsesLineForLine): 8 constraints, 3 views.
        #expect(result.out.hasPrefix("revision 1 of CheckoutViewController: +8 -0 ~0 constraints"), "\(result.out)")
        let store = try LayoutStore.open(path: folder + "/c.db")
        #expect(try store.log(document: "CheckoutViewController").count == 1)
    }

    // MARK: --apply is apply's (LayoutApply, with apply's option groups)

    /// The arguments applying the tab bar's draft, which has no placeholder, to `database`.
    func applyTabBar(_ database: String, _ options: String...) -> [String] {
        ["TabBarView.swift", "--canvas", "bar 375xfit safe 0 0 34 0", "--apply", "--db", database] + options
    }

    @Test func applyInAMissingDirectoryExits66AndMakesNothing() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, applyTabBar("missing/bar.db", "-q"), in: folder)
        // apply's words and status for the store's missingDirectory (cli.md, exit codes: 66).
        #expect(result.status == 66)
        #expect(result.out == "")
        #expect(result.err == "error: cannot create the database 'missing/bar.db': its directory does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
    }

    @Test func expectHeadRefusesWhenTheHeadMoved() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let first = try run(importer, applyTabBar("bar.db", "--expect-head", "0", "-q"), in: folder)
        #expect(first.status == 0 && first.err == "", "\(first.err)")
        #expect(first.out.hasPrefix("revision 1 of TabBarView: "), "\(first.out)")
        let second = try run(importer, applyTabBar("bar.db", "--expect-head", "0", "-q"), in: folder)
        #expect(second.status == 1)
        #expect(second.out == "")
        #expect(second.err == "error: the head of 'TabBarView' is 1, not 0 (--expect-head); nothing was written\n")
        // The draft is applied as standard input: the message is `<stdin>`, as apply's default for it;
        // the author is $LAYOUTDB_AUTHOR (`run` sets it to ada).
        let store = try LayoutStore.open(path: folder + "/bar.db")
        let log = try store.log(document: "TabBarView")
        #expect(log.map(\.message) == ["<stdin>"])
        #expect(log.map(\.author) == ["ada"])
    }

    @Test func jsonPrintsTheNewRevisionAsApplyDoes() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, applyTabBar("bar.db", "--json", "-m", "imported"), in: folder)
        #expect(result.status == 0 && result.err == "", "\(result.err)")
        // One JSON object (cli.md, "The JSON of a new revision"): the first revision, no parent, kind apply.
        #expect(result.out.hasSuffix("}\n"), "\(result.out)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["document"] as? String == "TabBarView")
        #expect(object["revision"] as? Int == 1)
        #expect(object["parent"] is NSNull)
        #expect(object["kind"] as? String == "apply")
        #expect(object["target"] is NSNull)
        #expect(object["dryRun"] as? Bool == false)
        #expect((object["warnings"] as? [Any])?.isEmpty == true)
    }

    @Test func aDryRunOnAMissingDatabaseWritesNothing() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, applyTabBar("bar.db", "--dry-run", "-q"), in: folder)
        #expect(result.status == 0 && result.err == "", "\(result.err)")
        #expect(result.out.hasPrefix("dry run on TabBarView (no revision yet): "), "\(result.out)")
        #expect(result.out.hasSuffix(" (apply)\ndry run: nothing written\n"), "\(result.out)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bar.db"))
    }

    @Test(arguments: [["--json"], ["--expect-head", "1"], ["--db", "x.db"], ["-q"], ["--author", "a"]])
    func applysOptionsAreForApply(option: [String]) throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let folder = try workFolder()
        let result = try run(importer, ["MessageCell.m"] + option, in: folder)
        #expect(result.status == 64 && result.out == "")
        #expect(result.err.hasPrefix("error: \(option[0]) is for --apply\n"), "\(result.err)")
    }

    /// The importer's own output fails as a verb's does (docs/cli.md, "Output failures"):
    /// a draft that cannot be printed is `error: cannot write standard output: …`, exit 74.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func aDraftThatCannotBePrintedExits74() throws {
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let process = Process()
        process.executableURL = importer
        process.arguments = ["MessageCell.m"]
        process.currentDirectoryURL = URL(fileURLWithPath: try workFolder())
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(errText)")
        #expect(errText.hasSuffix("3 TODO placeholders left in the draft: fill them in before applying it\n"
                                  + "error: cannot write standard output: \(String(cString: strerror(ENOSPC)))\n"), "\(errText)")
    }
}
