import ArgumentParser

/// The options of every verb that writes a revision (`apply`, `rollback`,
/// `restore`, and `layoutdb-import --apply`): its message, its author, how
/// much to print, and whether to write it at all.
package struct RevisionMetaOptions: ParsableArguments {
    /// The revision's message; nil for the verb's own (the files' names for
    /// an apply, the verb and its revision for `rollback` and `restore`).
    @Option(name: [.short, .customLong("message")],
            help: "The revision's message (default: the files' names, or the verb and its revision).")
    package var message: String?

    /// The author as given; ``CommandContext/author(_:)`` falls back on the environment.
    @Option(help: "The revision's author (default: $LAYOUTDB_AUTHOR, else the user's name).")
    package var author: String?

    /// Whether only the summary line is printed.
    @Flag(name: .shortAndLong, help: "Print only the summary line, not every change.")
    package var quiet = false

    /// `--json`: the revision written and its changes as JSON (``NewRevisionOutput/json(_:kind:target:dryRun:)``).
    @OptionGroup package var json: JSONOption

    /// Whether the revision is only shown, not written.
    @Flag(help: "Print what would change; write nothing.")
    package var dryRun = false

    /// No option given (ArgumentParser makes it so before reading the command line).
    package init() {}
}
