import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layoutdb import FILE…`: runs the `layoutdb-import` executable with the
/// same arguments, its standard streams and exit status passed through.
///
/// The reader of Objective-C and Swift sources lives in its own executable
/// because it is built on swift-syntax, which `layoutdb` does not depend on
/// (docs/import.md). It is looked for beside the running `layoutdb`, then on
/// `PATH`.
struct Import: Verb {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read Masonry (Objective-C) and SnapKit (Swift) sources into a .layout draft.",
        discussion: """
            Runs the layoutdb-import executable (beside layoutdb, else on PATH) with these \
            arguments: FILE… [-o OUT.layout] [--doc D] [--class C] [--canvas 'NAME WxH'] [--apply [--allow-todo]] \
            (docs/import.md; 'layoutdb import --help' prints its own help). Build it with \
            'swift build --product layoutdb-import'. Exit status: the importer's; 66 when it is not found.
            """
    )

    /// The name of the importer's executable.
    static let executableName = "layoutdb-import"

    @Argument(parsing: .captureForPassthrough, help: "The importer's arguments, passed as they are.")
    var arguments: [String] = []

    func run(in context: CommandContext) throws {
        guard let executable = Self.locate(beside: context.executableDirectory,
                                           path: context.environment["PATH"] ?? "") else {
            throw CommandFailure(
                "'import' needs the \(Self.executableName) executable, found neither beside layoutdb "
                + "(\(context.executableDirectory ?? "unknown folder")) nor on PATH; build it with "
                + "'swift build --product \(Self.executableName)' (or '-c release'), beside layoutdb",
                status: ExitStatus.missing)
        }
        let status = try Self.forward(executable: executable, arguments: arguments, context: context)
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The importer's path: in `directory` (the running `layoutdb`'s), else
    /// the first in the `PATH` list `path`; nil when neither has one.
    static func locate(beside directory: String?, path: String) -> String? {
        var folders: [String] = []
        if let directory { folders.append(directory) }
        folders += path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent(executableName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments`: standard input is the process's
    /// own; what it prints on standard output and error is printed on the
    /// context's, each in full; returns its exit status.
    static func forward(executable: String, arguments: [String], context: CommandContext) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = context.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CommandFailure("'\(executable)' cannot be run: \(error.localizedDescription)", status: ExitStatus.missing)
        }
        // Both pipes are drained at once, so that neither fills while the other is read.
        let collected = CollectedOutput()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.set(output.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        try context.stdout.write(String(decoding: collected.data, as: UTF8.self))
        try context.stderr.write(String(decoding: errorData, as: UTF8.self))
        if process.terminationReason == .uncaughtSignal { return 128 + process.terminationStatus }
        return process.terminationStatus
    }
}

/// The standard output of a forwarded process, read on another thread.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    var data: Data { lock.withLock { stored } }
    func set(_ data: Data) { lock.withLock { stored = data } }
}
