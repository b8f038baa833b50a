import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// tools/dependent (README.md's "From Swift" program as a package of its own)
/// built against a tagged clone of this repository by URL, then run.
///
/// Everything lives in `.build/check-dependent/` of this repository, kept
/// from one run to the next so that only the first run builds GRDB and the
/// library (about 30 s to 2 min on 2 cores); later runs rebuild what changed
/// (a few seconds when nothing did):
///
/// - `layoutdb/`: the clone, made anew on every run at the same place (the
///   URL the dependent names must not change, or SwiftPM would fetch and
///   build it all again): this repository's `HEAD`, plus a commit of the
///   working tree's changes to tracked files if there are any, tagged with
///   the version `layoutdb --version` prints;
/// - `dependent/`: a copy of tools/dependent (rewritten only when it differs,
///   keeping its `Package.resolved`);
/// - `build/`: the dependent's own scratch path, so the nested `swift build`
///   takes a lock of its own and never waits for the package under test's
///   (on `.build/`); `--disable-dependency-cache` and `--manifest-cache local`
///   keep SwiftPM's clones and manifests in it, not in the user's caches;
/// - `tmp/`: the TMPDIR of the nested commands (SwiftPM's lock files and the
///   compiler's temporary files), emptied before and after each run;
/// - `build.log`: what the last resolve and build printed.
///
/// The nested commands run niced (`background`), beside the other tests.
///
/// A version tag is meant never to move, so SwiftPM keeps a checkout it has
/// at the same version even when the tag now names another commit. When the
/// commit pinned in `dependent/Package.resolved` is not the one just tagged,
/// the build is preceded by `swift package resolve layoutdb --revision`, which
/// moves the checkout; the build then resolves `from: "0.1.0"` to the tag
/// again. After the build, `Package.resolved` must pin the tag's version at
/// the tagged commit, or the run fails.
enum DependentPackage {
    /// What a step that went wrong printed, with the step.
    struct Failure: Error, CustomStringConvertible {
        /// The step and its output.
        let description: String
    }

    /// What the built program printed, and what it was built against.
    struct Outcome: Sendable {
        /// The program's standard output.
        var output: String
        /// The tag the clone got (`layoutdb --version`).
        var version: String
        /// The tagged commit.
        var revision: String
    }

    /// The repository the tests run from.
    static let root = Repository.root
    /// The folder kept between runs (in the package's own, ignored, `.build/`).
    static let work = root.appendingPathComponent(".build/check-dependent")
    /// The nested SwiftPM commands run at a lower priority: the other tests run
    /// at the same time, and the scheduler gives their threads the processors
    /// first (StoreConcurrencyTests time how long a waiting thread waited).
    static let background = ["nice", "-n", "10"]
    /// Longer than any build: only a nested command that hangs reaches it.
    static let hangGuard: TimeInterval = 30 * 60

    /// `buildAndRun()` on a thread of its own: it spends its time waiting for
    /// the nested commands, and a test that waited on one of the few threads
    /// Swift Testing runs tests on would hold back the others meanwhile.
    static func buildAndRunOnAThreadOfItsOwn() async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try buildAndRun() }) }.start()
        }
    }

    /// Clones, tags, builds and runs; throws a `Failure` naming the step that failed.
    static func buildAndRun() throws -> Outcome {
        let files = FileManager.default
        try files.createDirectory(at: work, withIntermediateDirectories: true)
        // Two test processes of the same checkout take turns (the clone and the copy are shared).
        let lock = open(work.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw Failure(description: "cannot open \(work.path)/lock") }
        defer { close(lock) }
        flock(lock, LOCK_EX)

        let temporary = work.appendingPathComponent("tmp")
        try? files.removeItem(at: temporary)
        try files.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: temporary) }

        let version = try self.version()
        let clone = work.appendingPathComponent("layoutdb")
        let revision = try makeClone(at: clone, tag: version)
        let dependent = work.appendingPathComponent("dependent")
        try copyDependent(to: dependent)

        // The nested SwiftPM: its own scratch path, caches and temporary folder.
        let scratch = work.appendingPathComponent("build")
        let options = ["--package-path", dependent.path, "--scratch-path", scratch.path,
                       "--disable-dependency-cache", "--manifest-cache", "local"]
        let environment = ["LAYOUTDB_URL": "file://" + clone.path, "TMPDIR": temporary.path]
        let log = work.appendingPathComponent("build.log")
        try? files.removeItem(at: log)
        let resolved = dependent.appendingPathComponent("Package.resolved")
        if files.fileExists(atPath: scratch.path), (try? pin(in: resolved))?.revision != revision {
            try step("swift package resolve", background + ["swift", "package"] + options
                        + ["resolve", "layoutdb", "--revision", revision], environment: environment, log: log)
        }
        try step("swift build", background + ["swift", "build"] + options, environment: environment, log: log)
        let pinned = try pin(in: resolved)
        guard pinned.version == version, pinned.revision == revision else {
            throw Failure(description: "\(resolved.path) pins layoutdb \(pinned.version ?? "(no version)") at "
                + "\(pinned.revision), not the tag \(version) at \(revision)")
        }

        // The program, with its database in a temporary folder of its own.
        let program = scratch.appendingPathComponent("debug/Dependent")
        let run = try Self.run([program.path], environment: ["TMPDIR": TemporaryFolder.new()])
        guard run.status == 0 else {
            throw Failure(description: "\(program.path) exited with status \(run.status):\n\(run.output)\(run.errors)")
        }
        return Outcome(output: run.output, version: version, revision: revision)
    }

    /// The version `layoutdb --version` prints, read from its source (this
    /// target imports the library only, not the command line).
    static func version() throws -> String {
        let path = root.appendingPathComponent("Sources/LayoutCLI/LayoutDBCommand.swift")
        let source = try String(contentsOf: path, encoding: .utf8)
        let marker = "static let version = \""
        guard let start = source.range(of: marker)?.upperBound,
              let end = source[start...].firstIndex(of: "\"") else {
            throw Failure(description: "no `\(marker)…\"` in \(path.path)")
        }
        return String(source[start..<end])
    }

    /// Replaces `clone` by a repository holding this one's `HEAD`, plus a
    /// commit of the working tree's changes to tracked files if there are
    /// any, tagged `tag`; returns the tagged commit.
    static func makeClone(at clone: URL, tag: String) throws -> String {
        try? FileManager.default.removeItem(at: clone)
        try git(["init", "-q", clone.path])
        try git(["-C", clone.path, "fetch", "-q", root.path, "HEAD"])
        try git(["-C", clone.path, "checkout", "-q", "--detach", "FETCH_HEAD"])
        let patch = work.appendingPathComponent("uncommitted.diff")
        defer { try? FileManager.default.removeItem(at: patch) }
        let diff = try git(["-C", root.path, "diff", "HEAD", "--binary"])
        if !diff.isEmpty {
            try diff.write(to: patch, atomically: true, encoding: .utf8)
            try git(["-C", clone.path, "apply", "--index", patch.path])
            // A fixed author and date: the same changes on the same HEAD make the
            // same commit, so a second run finds the checkout it already built.
            let date = "2000-01-01T00:00:00Z"
            try git(["-C", clone.path, "-c", "user.name=check", "-c", "user.email=check@localhost",
                     "commit", "-q", "-m", "uncommitted changes"],
                    environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
        }
        try git(["-C", clone.path, "tag", tag])
        return try git(["-C", clone.path, "rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Makes `destination` a copy of tools/dependent's files, rewriting it only
    /// when they differ (so that an unchanged program is not recompiled); its
    /// `Package.resolved` stays.
    static func copyDependent(to destination: URL) throws {
        let files = FileManager.default
        let source = root.appendingPathComponent("tools/dependent")
        func contents(of folder: URL) -> [String: Data] {
            var found: [String: Data] = [:]
            let paths = (files.subpaths(atPath: folder.path) ?? []).filter {
                !$0.hasPrefix(".build") && !$0.hasPrefix(".swiftpm") && $0 != "Package.resolved"
            }
            for path in paths {
                if let data = files.contents(atPath: folder.appendingPathComponent(path).path),
                   (try? folder.appendingPathComponent(path).resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    found[path] = data
                }
            }
            return found
        }
        let wanted = contents(of: source)
        guard wanted["Package.swift"] != nil else { throw Failure(description: "no Package.swift in \(source.path)") }
        guard contents(of: destination) != wanted else { return }
        for entry in (try? files.contentsOfDirectory(atPath: destination.path)) ?? [] where entry != "Package.resolved" {
            try files.removeItem(at: destination.appendingPathComponent(entry))
        }
        for (path, data) in wanted {
            let file = destination.appendingPathComponent(path)
            try files.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }

    /// The version and commit `Package.resolved` pins layoutdb at.
    static func pin(in resolved: URL) throws -> (version: String?, revision: String) {
        let data = try Data(contentsOf: resolved)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let pins = json?["pins"] as? [[String: Any]] ?? []
        guard let pin = pins.first(where: { $0["identity"] as? String == "layoutdb" }),
              let state = pin["state"] as? [String: Any], let revision = state["revision"] as? String else {
            throw Failure(description: "no pin of layoutdb in \(resolved.path)")
        }
        return (state["version"] as? String, revision)
    }

    /// Runs git; its standard output, or a `Failure` with what it printed.
    @discardableResult
    static func git(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try Self.run(["git"] + arguments, environment: environment)
        guard run.status == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed (status \(run.status)):\n\(run.errors)")
        }
        return run.output
    }

    /// Runs a SwiftPM command, appending what it prints to `log`; a `Failure`
    /// with the end of the log if it fails.
    static func step(_ name: String, _ arguments: [String], environment: [String: String], log: URL) throws {
        let run = try Self.run(arguments, environment: environment)
        let text = "$ \(arguments.joined(separator: " "))\n\(run.output)\(run.errors)"
        if let handle = try? FileHandle(forWritingTo: log) {
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            try? handle.close()
        } else {
            try text.write(to: log, atomically: true, encoding: .utf8)
        }
        guard run.status == 0 else {
            var message = "\(name) failed (status \(run.status)), log in \(log.path):\n"
                + run.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
                + run.errors
            let untracked = (try? git(["-C", root.path, "ls-files", "--others", "--exclude-standard"])) ?? ""
            if !untracked.isEmpty {
                message += "\n(untracked files are not in the clone: "
                    + untracked.split(separator: "\n").joined(separator: " ") + ")"
            }
            throw Failure(description: message)
        }
    }

    /// Runs `arguments` (looked up on PATH) with `environment` added to this
    /// process's; its status, standard output and standard error. Both outputs
    /// go to files, so a chatty command can never block on a full pipe.
    static func run(_ arguments: [String], environment: [String: String] = [:])
        throws -> (status: Int32, output: String, errors: String) {
        let folder = URL(fileURLWithPath: TemporaryFolder.new())
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var hung = false
        if exited.wait(timeout: .now() + hangGuard) == .timedOut {
            hung = true
            process.terminate()
            exited.wait()
        }
        try? outHandle.close()
        try? errHandle.close()
        let output = String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self)
        var errors = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
        if hung { errors += "\n(stopped: still running after \(Int(hangGuard / 60)) minutes)\n" }
        return (process.terminationStatus, output, errors)
    }
}
