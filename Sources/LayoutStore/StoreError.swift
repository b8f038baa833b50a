import LayoutModel
import LayoutSolver

/// Everything that can go wrong in the store, each with its culprit. The
/// descriptions speak of the store only; the command line adds its own hints
/// and exit codes.
public enum StoreError: Error, CustomStringConvertible {
    /// No database at the path (reads need one).
    case missingDatabase(String)
    /// The directory of the database does not exist.
    case missingDirectory(String)
    /// The file is not a SQLite database, or a SQLite database that is not layoutdb's.
    case notLayoutDatabase(String, reason: String)
    /// The database was made by a newer layoutdb (it has migrations this one does not know).
    case tooNew(String, unknownMigrations: [String])
    /// SQLite reports the file corrupt or unreadable.
    case unreadable(String, reason: String)
    /// The database (or its directory) cannot be written.
    case readOnly(String)
    /// A database opened for reading only was made by an older layoutdb: it
    /// lacks these migrations, which a reader does not apply (a writer does).
    case outdated(String, missingMigrations: [String])
    /// The disk (or SQLite's page limit) is full: the write was rolled back.
    case full(String)
    /// Another process held the database past the busy timeout.
    case busy(String)
    /// The document does not exist.
    case unknownDocument(String, known: [String])
    /// Several documents and none named.
    case documentNeeded(known: [String])
    /// A name that cannot be stored (empty, or holding a control
    /// character): `what` it names (`document name`), where it was taken
    /// `from` when not given as such (`the file name 'a\nb.layout'`), and why.
    case invalidName(String, what: String, from: String?, reason: String)
    /// The file's `layout` statement names `fileDocument`, the request
    /// `requested`: they disagree.
    case documentMismatch(file: String, fileDocument: String, requested: String)
    /// The revision does not exist (or not in that document).
    case unknownRevision(String)
    /// The document's head (`actual`; nil: no revision) is not the
    /// expected head revision the apply was given.
    case headMoved(document: String, expected: Int, actual: Int?)
    /// The layout files have errors.
    case invalidLayout([Diagnostic])
    /// Required constraints cannot hold (and conflicts were not allowed).
    case unsatisfiable([CanvasLayout])
    /// A frame of the new state solved out of range (not finite, or beyond
    /// ``NumberBounds/frame``): nothing was written.
    case frameOutOfRange(OutOfRangeFrame)
    /// A later revision changed what a rollback would undo (and it was not forced).
    case rollbackConflicts(revision: Int, conflicts: [RollbackConflict])
    /// A read-only query refused a statement (or SQLite rejected it), with why.
    case refusedQuery(String, reason: String)
    /// A read-only query of several statements (it runs one).
    case multipleStatements(String)
    /// A read-only query ran past its time limit, in seconds, and was stopped.
    case queryTimeout(String, seconds: Double)
    /// Any other SQLite failure: the database's path, SQLite's message, and
    /// the SQL that failed (nil when the failure was not of a statement).
    /// Plain values, so that a program naming the error needs no SQLite library.
    case database(path: String, message: String, sql: String?)
    /// The schema compiled into this build cannot make a database (no
    /// migration embedded, one missing, or one failing); nothing was opened or created.
    case unusableSchema(reason: String)

    /// The error in words, with its culprit.
    public var description: String {
        switch self {
        case .missingDatabase(let p): "no database at '\(p)'"
        case .missingDirectory(let p): "cannot create the database '\(p)': its directory does not exist"
        case .notLayoutDatabase(let p, let reason): "'\(p)' is not a layoutdb database: \(reason)"
        case .tooNew(let p, let ids):
            "'\(p)' was made by a newer layoutdb (unknown migrations \(ids.joined(separator: ", "))); it was not changed"
        case .unreadable(let p, let reason): "cannot read the database '\(p)': \(reason)"
        case .readOnly(let p): "cannot write the database '\(p)': it is read-only"
        case .outdated(let p, let ids):
            "'\(p)' was made by an older layoutdb (migrations \(ids.joined(separator: ", ")) not applied); "
                + "reading does not upgrade it"
        case .full(let p): "cannot write the database '\(p)': the disk is full; nothing was written"
        case .busy(let p): "the database '\(p)' is busy (another layoutdb is writing); try again"
        case .unknownDocument(let name, let known):
            "unknown document '\(name)'" + (closestName(to: name, in: known).map { "; did you mean '\($0)'?" } ?? "")
        case .documentNeeded(let known): "the database holds several documents (\(known.joined(separator: ", ")))"
        case .invalidName(let name, let what, let source, let reason):
            "invalid \(what) '\(PrintableText.escaped(name))'\(source.map { " (from \($0))" } ?? ""): \(reason)"
        case .documentMismatch(let file, let fileDocument, let requested):
            "'\(file)' edits document '\(fileDocument)', not the document named ('\(requested)')"
        case .unknownRevision(let text): "unknown revision '\(text)'"
        case .headMoved(let doc, let expected, let actual):
            "the head of '\(doc)' is \(actual.map(String.init) ?? "empty"), not the expected \(expected); nothing was written"
        case .invalidLayout(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .unsatisfiable:
            "required constraints cannot all hold; the revision was refused"
        case .frameOutOfRange(let frame): "\(frame); nothing was written"
        case .rollbackConflicts(let revision, let conflicts):
            "cannot roll back revision \(revision): later revisions changed the same things:\n"
                + conflicts.map { "  \($0.what) (changed in revision \($0.revision))" }.joined(separator: "\n")
        case .refusedQuery(let sql, let reason): "refused '\(sql)': \(reason)"
        case .multipleStatements(let sql): "'\(sql)' holds several statements; a query runs one"
        case .queryTimeout(let sql, let seconds):
            "'\(sql)' ran longer than its limit of \(NumberText.format(seconds)) s and was stopped; nothing changed"
        case .database(let p, let message, let sql): "database '\(p)': \(message) (SQL: \(sql ?? "none"))"
        case .unusableSchema(let reason):
            "this build of layoutdb has no usable schema: \(reason); no database was opened or created"
        }
    }
}

/// Something a rollback would undo that a later revision changed too.
public struct RollbackConflict: Equatable, Sendable {
    /// What a rollback would take back but cannot unless it is forced.
    public enum Subject: Equatable, Sendable, CustomStringConvertible {
        /// A constraint (its identity and one-line form) a later revision changed or removed.
        case constraint(id: ConstraintID, line: String)
        /// A view a later revision changed or removed.
        case view(String)
        /// A canvas a later revision changed or removed.
        case canvas(String)
        /// A view that would go back under `parent`, which a later revision moved under it.
        case viewInsideItself(view: String, parent: String)
        /// A constraint that would come back naming `view`, which a later revision removed.
        case constraintNamingRemovedView(id: ConstraintID, line: String, view: String)
        /// A view that would come back in `parent`, which a later revision removed.
        case viewInRemovedParent(view: String, parent: String)
        /// A constraint a later revision made on the content or frame guide of
        /// `view`, which the rollback would make a plain view again.
        case constraintNamingGuideOfPlainView(id: ConstraintID, line: String, view: String)

        /// As the command line prints it: `constraint 12 'a.width == 10'`,
        /// `view header`, `canvas phone`, `view a would be inside itself: …`.
        public var description: String {
            switch self {
            case .constraint(let id, let line): "constraint \(id) '\(line)'"
            case .view(let name): "view \(name)"
            case .canvas(let name): "canvas \(name)"
            case .viewInsideItself(let view, let parent):
                "view \(view) would be inside itself: it goes back in view \(parent), moved under it since"
            case .constraintNamingRemovedView(let id, let line, let view):
                "constraint \(id) '\(line)' names view \(view), since removed"
            case .viewInRemovedParent(let view, let parent): "view \(view) is in view \(parent), since removed"
            case .constraintNamingGuideOfPlainView(let id, let line, let view):
                "constraint \(id) '\(line)' names a guide of view \(view), which would no longer be a scroll view"
            }
        }
    }

    /// What the rollback would undo.
    public var what: Subject
    /// The first later revision that changed it.
    public var revision: Int

    /// A conflict with `what`, first changed again in `revision`.
    public init(what: Subject, revision: Int) {
        self.what = what
        self.revision = revision
    }
}
