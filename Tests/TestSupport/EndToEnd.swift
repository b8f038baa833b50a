import Foundation

/// The slow end-to-end runs that `swift test` leaves to their own step
/// unless asked for: building README's "From Swift" program as a package
/// that depends on a tagged clone of this repository (it builds GRDB and the
/// library a second time, minutes of both cores on a fresh checkout).
///
/// They run when `LAYOUTDB_END_TO_END=1` is set, which `.ci/run` does in a
/// step of its own after `swift test` (`tools/check-dependent`), and which
/// anyone can set for a plain `swift test` to run everything in one go.
/// Skipped, such a test says how to run it; it is never dropped from CI.
public enum EndToEnd {
    /// The environment variable that asks for the end-to-end runs.
    public static let variable = "LAYOUTDB_END_TO_END"

    /// Whether this test process was asked to run them (`LAYOUTDB_END_TO_END=1`).
    public static var requested: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// Why an end-to-end test is skipped, as the test report shows it.
    public static let howToRun = "an end-to-end run: tools/check-dependent, or LAYOUTDB_END_TO_END=1 swift test (.ci/run runs it as its own step)"
}
