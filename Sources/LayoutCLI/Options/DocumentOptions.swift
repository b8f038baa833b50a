import ArgumentParser

/// The option of every verb that acts on one document: `--doc NAME`.
struct DocumentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The document (may be left out while the database holds one).", valueName: "name"))
    var doc: String?
}
