import ArgumentParser

/// The options of the verbs that write a revision of their own making
/// (`rollback`, `restore`): its message, its author, how much to print,
/// and whether to write it at all.
struct RevisionMetaOptions: ParsableArguments {
    @Option(name: [.short, .customLong("message")], help: "The revision's message (default: the verb and its revision).")
    var message: String?

    @Option(help: "The revision's author (default: $LAYOUTDB_AUTHOR, else the user's name).")
    var author: String?

    @Flag(name: .shortAndLong, help: "Print only the summary line, not every change.")
    var quiet = false

    @Flag(help: "Print JSON: the revision written and its changes (docs/cli.md).")
    var json = false

    @Flag(help: "Print what the new revision would change; write nothing.")
    var dryRun = false
}
