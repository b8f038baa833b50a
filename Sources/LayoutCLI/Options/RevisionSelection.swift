import LayoutStore

/// The document and revision a read verb acts on, from its `[REV]` argument
/// and `--doc` option (cli.md: `REV` is a number, `HEAD` or `HEAD~N`; `--doc`
/// may be left out while the database holds one document).
enum RevisionSelection {
    /// The document named by `--doc`, or the only one of the database.
    /// - Throws: ``CommandFailure`` when the database holds no document (66),
    ///   ``StoreError/unknownDocument(_:known:)`` (66), ``StoreError/documentNeeded(known:)`` (64).
    static func document(_ option: String?, in store: LayoutStore) throws -> String {
        if option == nil, try store.documentNames().isEmpty {
            throw CommandFailure("the database '\(store.path)' holds no document yet; apply a file first",
                                 status: ExitStatus.missing)
        }
        return try store.resolveDocument(option)
    }

    /// The revision `text` names (the head of the document when nil). A
    /// revision number needs no `--doc`: numbers are global to the database.
    /// - Throws: as ``document(_:in:)``, ``StoreError/unknownRevision(_:)``, and
    ///   ``CommandFailure`` (66) when `--doc` names another document than the revision's.
    static func revision(_ text: String?, document option: String?, in store: LayoutStore) throws -> Revision {
        guard let text else {
            let document = try document(option, in: store)
            guard let head = try store.head(of: document), let found = try store.revision(head) else {
                throw StoreError.unknownRevision("HEAD")
            }
            return found
        }
        if let number = Int(text) {
            if let option { _ = try document(option, in: store) }
            guard let found = try store.revision(number) else { throw StoreError.unknownRevision(text) }
            if let option, found.document != option {
                throw CommandFailure("revision \(number) is of document '\(found.document)', not '\(option)'",
                                     status: ExitStatus.missing)
            }
            return found
        }
        return try store.resolveRevision(text, document: document(option, in: store))
    }
}
