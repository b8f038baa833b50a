import ArgumentParser
import Foundation
import LayoutModel
import LayoutStore

/// `layoutdb apply FILE…`: the files' edits as one new revision.
struct Apply: Verb {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply layout files as one new revision; solve every canvas and store the frames.",
        discussion: """
            The database is created when missing. The files are applied in order, as one \
            transaction, on top of the document's head. Exit status: 0 applied (or no change); \
            3 applied, but the report could not be printed (do not apply again); \
            1 refused (unsatisfiable, a frame out of range, head moved); 64 usage, or --doc disagrees with the file; \
            65 invalid file (a number out of range included); 66 missing file or directory; 74 database unreadable \
            or too new, or a full disk (a database the apply created is removed again); 75 busy.
            """
    )

    @Argument(help: "The .layout files, applied in order ('-': standard input).",
              completion: .file(extensions: ["layout"]))
    var files: [String]

    @OptionGroup var document: DocumentOptions

    @Flag(help: "An update that finds no similar constraint is an error.")
    var strictUpdate = false

    @Flag(help: "Store the revision even when required constraints conflict.")
    var allowConflicts = false

    @Flag(help: .hidden)
    var timings = false

    @OptionGroup var applying: ApplyOptions

    @OptionGroup var store: StoreOptions

    /// Reads every file (`-`: standard input), then applies them
    /// (``LayoutApply``). A missing or unreadable file exits 66 before the
    /// database is opened.
    func run(in context: CommandContext) throws {
        let texts = try context.readLayoutFiles(files)
        // Standard input has no name to name the document after.
        if document.doc == nil && files.first == "-" { _ = try CommandContext.documentName(of: texts) }
        var apply = LayoutApply(files: texts, document: document.doc, options: applying, store: store)
        (apply.strictUpdate, apply.allowConflicts, apply.timings) = (strictUpdate, allowConflicts, timings)
        try apply.run(in: context)
    }
}
