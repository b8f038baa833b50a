import ArgumentParser
import Testing
@testable import LayoutCLI

@Suite struct LayoutDBCommandTests {
    @Test func versionPrintsTheVersion() {
        do {
            _ = try LayoutDBCommand.parseAsRoot(["--version"])
            Issue.record("--version must exit")
        } catch {
            #expect(LayoutDBCommand.exitCode(for: error) == .success)
            #expect(LayoutDBCommand.message(for: error) == LayoutDBCommand.version)
        }
    }

    @Test func helpNamesTheTool() {
        let help = LayoutDBCommand.helpMessage()
        #expect(help.contains("USAGE: layoutdb"))
        #expect(help.contains("versioned document store"))
    }

    @Test func anUnknownOptionIsAUsageError() {
        do {
            _ = try LayoutDBCommand.parseAsRoot(["--no-such-flag"])
            Issue.record("an unknown flag must fail")
        } catch {
            #expect(LayoutDBCommand.exitCode(for: error) == .validationFailure)
            #expect(LayoutDBCommand.message(for: error).contains("--no-such-flag"))
        }
    }

    @Test func aCommandLineRunsAsTheProcessWould() {
        // Help and the version on standard output with 0; argument errors in the
        // tool's style on standard error with 64, before any database is opened.
        #expect(layoutdb("--version") == CommandOutput(stdout: "0.1.0\n"))
        #expect(layoutdb("help", "docs").stdout.hasPrefix("OVERVIEW: List the documents with their head revision."))
        let unknown = layoutdb("docs", "--no-such-flag")
        #expect(unknown.status == 64 && unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("error: Unknown option '--no-such-flag'\n"))
    }
}

/// A mistyped verb is a usage error that suggests the closest verb.
@Suite struct UnknownVerbTests {
    @Test func aMistypedVerbSuggestsTheClosestOne() {
        // "lgo" is "log" with two letters swapped: one edit.
        #expect(layoutdb("lgo") == CommandOutput(stderr: "error: unknown verb 'lgo'; did you mean 'log'?\n", status: 64))
        #expect(layoutdb("exprot", "--db", "x.db") == CommandOutput(
            stderr: "error: unknown verb 'exprot'; did you mean 'export'?\n", status: 64))
        #expect(layoutdb("aply", "f.layout").stderr == "error: unknown verb 'aply'; did you mean 'apply'?\n")
    }

    @Test func helpForAMistypedVerbIsTheSameUsageError() {
        #expect(layoutdb("help", "lgo") == CommandOutput(stderr: "error: unknown verb 'lgo'; did you mean 'log'?\n", status: 64))
        #expect(layoutdb("help", "frobnicate").status == 64)
        // help of a verb, and help alone, still print the help.
        #expect(layoutdb("help", "log").stdout.hasPrefix("OVERVIEW: List a document's revisions, newest first."))
        #expect(layoutdb("help").stdout.hasPrefix("OVERVIEW: A versioned document store for UI layouts, on SQLite."))
        #expect(layoutdb("help").status == 0)
    }

    @Test func aVerbLikeNoneListsTheVerbs() {
        #expect(layoutdb("frobnicate") == CommandOutput(
            stderr: "error: unknown verb 'frobnicate'; the verbs are init, apply, solve, docs, log, show, history, "
                + "frames, render, diff, report, blame, rollback, restore, check, export, sql, import\n",
            status: 64))
    }
}

/// Shell completion scripts (swift-argument-parser's), through the tool's own entry point.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEveryVerb(shell: String) {
        let out = layoutdb("--generate-completion-script", shell)
        #expect(out.status == 0 && out.stderr == "")
        #expect(out.stdout.contains("layoutdb"))
        for verb in LayoutDBCommand.verbNames { #expect(out.stdout.contains(verb), "\(shell): \(verb)") }
        // The options of a verb too, such as diff's.
        #expect(out.stdout.contains("exit-code"))
    }

    /// The body of the bash function completing `verb` (`_layoutdb_VERB() { … }`).
    static func bashFunction(_ verb: String, in script: String) -> String {
        guard let start = script.range(of: "_layoutdb_\(verb)() {\n") else { return "" }
        let rest = script[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }

    @Test func bashCompletesLayoutFilesAndTheDatabaseFile() {
        let script = layoutdb("--generate-completion-script", "bash").stdout
        // swift-argument-parser completes a file of given extensions with compgen's
        // -fX '!*.@(EXT)' (and directories, -o plusdirs), any file with -f.
        let layoutFiles = "__layoutdb_add_completions -o plusdirs -fX '!*.@(layout)'"
        for verb in ["apply", "solve", "check"] {
            let body = Self.bashFunction(verb, in: script)
            #expect(body.contains("# Offer positional completions"), "\(verb)")
            #expect(body.contains(layoutFiles), "\(verb): its file argument completes no .layout file")
        }
        #expect(Self.bashFunction("check", in: script).contains("'--file')\n        \(layoutFiles)\n"))
        // --db, of every verb but solve (which has no database) and import (whose
        // arguments are the importer's, docs/import.md), completes any file.
        for verb in LayoutDBCommand.verbNames where verb != "solve" && verb != "import" {
            #expect(Self.bashFunction(verb, in: script).contains("'--db')\n        __layoutdb_add_completions -f\n"),
                    "\(verb): --db completes no file")
        }
        // A verb with no file argument completes none positionally.
        #expect(!Self.bashFunction("log", in: script).contains(layoutFiles))
    }

    @Test func zshAndFishCompleteLayoutFilesAndTheDatabaseFile() {
        let zsh = layoutdb("--generate-completion-script", "zsh").stdout
        // apply's and solve's files, check's argument and its --file: four places.
        #expect(zsh.components(separatedBy: ":_files -g '\\''*.layout'\\''").count - 1 == 4)
        // Every verb but solve and import has --db.
        #expect(zsh.components(separatedBy: "./layout.db).]:path:_files'").count - 1 == LayoutDBCommand.verbNames.count - 2)
        let fish = layoutdb("--generate-completion-script", "fish").stdout
        let db = fish.split(separator: "\n").filter { $0.contains(" -l 'db' ") }
        #expect(db.count == LayoutDBCommand.verbNames.count - 2)
        #expect(db.allSatisfy { $0.hasSuffix(" -rF") }, "fish: --db completes no file")
        #expect(fish.components(separatedBy: "*.\\'layout\\'").count - 1 == 4)
    }

    @Test func anUnknownShellIsAUsageError() {
        #expect(layoutdb("--generate-completion-script", "tcsh").status == 64)
    }
}
