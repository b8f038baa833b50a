import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb history (--view V | --key K | --constraint ID)`: every change to
/// one view, key or constraint, oldest first.
struct History: Verb {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List every change to a view, a key or a constraint, oldest first.",
        discussion: """
            A view's history holds the changes of the view itself (added, removed, its parent or \
            properties changed) and of every constraint naming it. Exit status: 0; 64 not exactly \
            one of --view, --key, --constraint, or several documents and no --doc; 66 no database, \
            unknown document, or nothing of that name in the document's history; 74 database \
            unreadable or too new.
            """
    )

    @Option(help: ArgumentHelp("The view.", valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("The constraint key.", valueName: "key"))
    var key: String?

    @Option(help: ArgumentHelp("The constraint's identity (the id of export --json).", valueName: "id"))
    var constraint: Int?

    @OptionGroup var document: DocumentOptions

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    /// The subject named by the one option given.
    var subject: HistorySubject? {
        if let view { return .view(view) }
        if let key { return .key(key) }
        return constraint.map { .constraint($0) }
    }

    func validate() throws {
        let given = [view != nil, key != nil, constraint != nil].filter { $0 }.count
        if given != 1 { throw ValidationError("name exactly one of --view, --key and --constraint") }
    }

    /// Lists the changes, oldest first; nothing in the history is a missing subject (66).
    func run(in context: CommandContext) throws {
        guard let subject else {
            throw CommandFailure("name exactly one of --view, --key and --constraint", status: ExitStatus.usage)
        }
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let name = try RevisionSelection.document(document.doc, in: store)
        let entries = HistoryOutput.ordered(try store.history(of: subject, document: name))
        if entries.isEmpty { throw subject.noHistory(in: name, store: store) }
        if json.enabled {
            try context.stdout.line(HistoryOutput.json(document: name, subject: subject.jsonName, entries).rendered())
        } else {
            for line in HistoryOutput.table(entries) { try context.stdout.line(line) }
        }
    }
}

extension HistorySubject {
    /// The subject as the user named it: `view 'header'`, `key 'titleMax'`, `constraint 4`.
    var described: String {
        switch self {
        case .view(let name): "view '\(name)'"
        case .key(let key): "key '\(key)'"
        case .constraint(let id): "constraint \(id)"
        }
    }

    /// The subject as `history --json` names it: `view NAME`, `key KEY`, `constraint ID`.
    var jsonName: String {
        switch self {
        case .view(let name): "view \(name)"
        case .key(let key): "key \(key)"
        case .constraint(let id): "constraint \(id)"
        }
    }

    /// The failure of a subject that never existed in the document (66), with
    /// a suggestion among the head's views or keys.
    func noHistory(in document: String, store: LayoutStore) -> CommandFailure {
        let head = try? store.state(document: document)
        var candidates: [String] = []
        switch self {
        case .view: candidates = head?.views.map(\.name) ?? []
        case .key: candidates = head?.constraints.compactMap(\.constraint.key) ?? []
        case .constraint: break
        }
        let hint: String
        switch self {
        case .view(let name), .key(let name): hint = closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        case .constraint: hint = ""
        }
        return CommandFailure("no \(described) in the history of '\(document)'\(hint)", status: ExitStatus.missing)
    }
}
