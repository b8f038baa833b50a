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
    /// - Throws: ``CommandFailure`` (64) showing the accepted forms when it is
    ///   malformed; for a range (`1..3`), that `verb` takes one revision.
    static func name(_ text: String, verb: String? = nil) throws -> RevisionName {
        guard let name = RevisionName.parse(text) else {
            if text.contains("..") {
                throw CommandFailure("\(verb ?? "this verb") takes one revision, not a range ('\(text)')",
                                     status: ExitStatus.usage)
            }
            throw CommandFailure("malformed revision '\(text)': write \(RevisionName.forms)", status: ExitStatus.usage)
        }
        return name
    }

    /// The revision `text` names (the head of the document when nil). A
    /// revision number needs no `--doc`: numbers are global to the database;
    /// steps back from a number stay in that revision's document. `verb`
    /// names the verb in the refusal of a range.
    /// - Throws: as ``document(_:in:)`` and ``name(_:verb:)``, ``StoreError/unknownRevision(_:)``
    ///   (beyond the history, however far), and ``CommandFailure`` (66) when
    ///   `--doc` names another document than the revision's.
    static func revision(_ text: String?, document option: String?, in store: LayoutStore,
                         verb: String? = nil) throws -> Revision {
        guard let text else {
            return try store.revision(back: 0, from: nil, of: document(option, in: store), text: "HEAD")
        }
        let name = try name(text, verb: verb)
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

    /// A range `A..B` as written, an omitted end as nil (git's `HEAD`), or nil
    /// when `text` has no `..`.
    /// - Throws: ``CommandFailure`` (64) for `A...B` (git's symmetric
    ///   difference, which a linear history does not need) and for more than one `..`.
    static func range(_ text: String) throws(CommandFailure) -> (from: String?, to: String?)? {
        guard let dots = text.range(of: "..") else { return nil }
        if text.contains("...") {
            throw CommandFailure("'\(text)': '...' (git's symmetric difference) is not accepted; "
                                 + "write a range with '..' (A..B: the revisions after A up to B)", status: ExitStatus.usage)
        }
        let from = String(text[..<dots.lowerBound]), to = String(text[dots.upperBound...])
        if to.contains("..") {
            throw CommandFailure("malformed range '\(text)': write A..B, A.. or ..B (one '..')", status: ExitStatus.usage)
        }
        return (from.isEmpty ? nil : from, to.isEmpty ? nil : to)
    }

    /// The two ends of a range `A..B`, git's way on a linear history: an
    /// omitted end is `HEAD` (`A..` is `A..HEAD`, `..B` is `HEAD..B`, `..` is
    /// `HEAD..HEAD`). The ends written name the document (a number needs no
    /// `--doc`; B first, then A in B's document), and `HEAD` is that
    /// document's head; nil when `text` is not a range.
    /// - Throws: as ``range(_:)`` and ``revision(_:document:in:verb:)``; the
    ///   ends of two documents are 66.
    static func ends(of text: String, document option: String?, in store: LayoutStore) throws
        -> (from: Revision, to: Revision)? {
        guard let range = try range(text) else { return nil }
        var name = option
        var to: Revision?
        if let written = range.to {
            to = try revision(written, document: name, in: store)
            name = to?.document
        }
        var from: Revision?
        if let written = range.from {
            from = try revision(written, document: name, in: store)
            name = from?.document
        }
        // An omitted end: the head of the written ends' document, else of --doc or the only one.
        let head = { try revision(nil, document: name, in: store) }
        return (try from ?? head(), try to ?? head())
    }

    /// The document and the revisions `log` and `report` keep for their
    /// argument `text`: those after `after` (exclusive) up to `upTo`
    /// (inclusive); nil bounds without an argument (every revision). A
    /// single revision keeps it and those before it. The revisions named
    /// decide the document (a number needs no `--doc`); both ends of a range
    /// must be of one document, an omitted end being its head (git's `A..B`
    /// on a linear history: `A..` is `A..HEAD`, `..B` is `HEAD..B`, empty as B
    /// is at or before the head).
    static func logged(_ text: String?, document option: String?, in store: LayoutStore) throws
        -> (document: String, bounds: (after: Int?, upTo: Int?)?) {
        guard let text else { return (try document(option, in: store), nil) }
        guard let (from, to) = try ends(of: text, document: option, in: store) else {
            let upTo = try revision(text, document: option, in: store)
            return (upTo.document, (nil, upTo.number))
        }
        return (to.document, (from.number, to.number))
    }
}
