import ArgumentParser

/// What `layoutdb apply` and `layoutdb-import --apply` share of an apply's
/// options beside the database (``StoreOptions``): the revision's
/// (``RevisionMetaOptions``) and `--expect-head`. Read by ``LayoutApply``.
package struct ApplyOptions: ParsableArguments {
    /// The revision's message, author, and what to print.
    @OptionGroup package var meta: RevisionMetaOptions

    /// The head the document must have (0: no revision yet); nil for any.
    @Option(help: ArgumentHelp("Refuse unless the document's head is this revision (0: no revision yet).",
                               valueName: "rev"))
    package var expectHead: Int?

    /// No option given (ArgumentParser makes it so before reading the command line).
    package init() {}

    /// Refuses a negative `--expect-head` (a usage error, 64).
    package func validate() throws {
        if let expectHead, expectHead < 0 { throw ValidationError("--expect-head takes a revision number, 0 or more") }
    }

    /// The options given, as a usage error names them (`-m`, `--author`, …):
    /// what `layoutdb-import` refuses without `--apply`.
    package var given: [String] {
        [meta.message.map { _ in "-m" }, meta.author.map { _ in "--author" },
         meta.dryRun ? "--dry-run" : nil, meta.quiet ? "-q" : nil, expectHead.map { _ in "--expect-head" },
         meta.json.enabled ? "--json" : nil].compactMap { $0 }
    }
}
