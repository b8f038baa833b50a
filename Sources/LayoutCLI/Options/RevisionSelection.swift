import LayoutStore

/// The document and revision a read verb acts on, from its `[REV]` argument
/// and `--doc` option (cli.md: `REV` is a number or `HEAD`, then any `~N`,
/// `~`, `^`; `--doc` may be left out while the database holds one document).
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

    /// `text` read as a revision (``RevisionName``).
    /// - Throws: ``CommandFailure`` (64) showing the accepted forms when it is malformed.
    static func name(_ text: String) throws -> RevisionName {
        guard let name = RevisionName.parse(text) else {
            throw CommandFailure("malformed revision '\(text)': write \(RevisionName.forms)", status: ExitStatus.usage)
        }
        return name
    }

    /// The revision `text` names (the head of the document when nil). A
    /// revision number needs no `--doc`: numbers are global to the database;
    /// steps back from a number stay in that revision's document.
    /// - Throws: as ``document(_:in:)`` and ``name(_:)``, ``StoreError/unknownRevision(_:)``
    ///   (beyond the history, however far), and ``CommandFailure`` (66) when
    ///   `--doc` names another document than the revision's.
    static func revision(_ text: String?, document option: String?, in store: LayoutStore) throws -> Revision {
        guard let text else {
            return try store.revision(back: 0, from: nil, of: document(option, in: store), text: "HEAD")
        }
        let name = try name(text)
        switch name.base {
        case .head:
            return try store.revision(back: name.back, from: nil, of: document(option, in: store), text: text)
        case .number(let number):
            if let option { _ = try document(option, in: store) }
            guard let found = try store.revision(number) else { throw StoreError.unknownRevision(text) }
            if let option, found.document != option {
                throw CommandFailure("revision \(number) is of document '\(found.document)', not '\(option)'",
                                     status: ExitStatus.missing)
            }
            if name.back == 0 { return found }
            return try store.revision(back: name.back, from: number, of: found.document, text: text)
        }
    }

    /// A range `A..B` (`A..`: up to the head; `..B`: from the first
    /// revision), or nil when `text` has no `..`.
    static func range(_ text: String) -> (from: String?, to: String?)? {
        guard let dots = text.range(of: "..") else { return nil }
        let from = String(text[..<dots.lowerBound]), to = String(text[dots.upperBound...])
        return (from.isEmpty ? nil : from, to.isEmpty ? nil : to)
    }
}
