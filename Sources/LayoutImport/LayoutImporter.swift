import LayoutModel

/// Reads Objective-C (Masonry) and Swift (SnapKit) view code into a draft
/// `.layout` file (docs/import.md): the views and their hierarchy, their
/// stacks and properties, and every `make`/`update`/`remake` block in
/// source order, each constraint followed by a comment naming its source.
///
/// What the sources alone cannot say (a label's intrinsic size, a value of
/// the running app, which branch of an `if` runs, a constant of another
/// file) is a warning at its place and a `"TODO: …"` placeholder in the
/// draft, a string where the language takes none: a draft with placeholders
/// cannot be applied by mistake.
public enum LayoutImporter {
    /// Reads `sources` (all Objective-C, or all Swift, as their names' extensions
    /// say) into one draft for the document `document` (default: `className`
    /// when given, else the first file's name without its extension), with the
    /// `canvases` given (each the text after `canvas` in the language: `phone 375x812`).
    ///
    /// A draft is one class's layout (docs/import.md, "Which class"): the class
    /// `className`; by default the class named as the first file (`FooCell.m`,
    /// `FooCell+Layout.m` → `FooCell`), else the one whose code makes the most
    /// constraint lines. The other classes that constrain views are named in
    /// one warning.
    /// - Throws: ``ImportError`` for a canvas the language does not read
    ///   (``checkCanvas(_:)``), a file of another language, sources of both
    ///   languages, or a `className` that is no class of the files.
    public static func draft(of sources: [ImportSource], document: String? = nil,
                             canvases: [String] = [], className: String? = nil) throws(ImportError) -> ImportResult {
        for canvas in canvases { try checkCanvas(canvas) }
        guard let first = sources.first else { throw ImportError("no source file to read") }
        var dialect: ImportDialect?
        for source in sources {
            guard let its = ImportSource.dialect(ofFile: source.name) else {
                throw ImportError("'\(source.name)': not an Objective-C (.m, .mm, .h) or Swift (.swift) file")
            }
            if let dialect, dialect != its {
                throw ImportError("'\(source.name)' is \(its == .snapkit ? "Swift" : "Objective-C") but '\(first.name)' is not: "
                                  + "one draft reads the sources of one language (import them separately)")
            }
            dialect = its
        }
        let language = dialect ?? .masonry
        // Every file read into statements, in order.
        var statements: [Stmt] = []
        var fileWarnings: [ImportWarning] = []
        var readWarnings: [(warning: ImportWarning, owner: String?)] = []
        var lineCount = 0
        // The superclass of each class the files declare, for views of the app's own classes.
        var superclasses: [String: String] = [:]
        for source in sources {
            lineCount += source.text.split(separator: "\n", omittingEmptySubsequences: false).count
            if language == .snapkit, let place = SwiftReader.tooDeepBrackets(in: source.text, file: source.name) {
                fileWarnings.append(ImportWarning(place: place, message: "'[' nested more than \(SwiftReader.maximumBracketNesting) deep: the file is not read"))
                continue
            }
            let (read, warnings, declared) = language == .snapkit
                ? SwiftReader.read(file: source.name, text: source.text)
                : ObjCReader.read(file: source.name, text: source.text)
            readWarnings += warnings.map { ($0, owner(at: $0.place, in: read)) }
            statements += read
            superclasses.merge(declared) { first, _ in first }
        }

        // The classes, in the order the files first name them; a first reading of each.
        var classes: [String] = []
        for statement in statements {
            if let owner = statement.owner, !classes.contains(owner) { classes.append(owner) }
        }
        func code(of owner: String?) -> [Stmt] {
            statements.filter { statement in
                statement.owner == owner || (statement.owner == nil && statement.function == nil && statement.isDeclaration)
            }
        }
        var firstReadings: [String: ViewSetupReader] = [:]
        for owner in classes {
            var reader = ViewSetupReader(document: "", dialect: language, owner: owner)
            reader.superclasses = superclasses
            reader.read(code(of: owner))
            firstReadings[owner] = reader
        }
        // A class's constraint lines (the changes of stored constraints are none).
        func lines(_ owner: String) -> Int {
            firstReadings[owner].map { $0.layout.blocks.filter { !$0.isChange }.reduce(0) { $0 + $1.lines.count } } ?? 0
        }
        let constraining = classes.filter { lines($0) > 0 }

        // The class read: asked for, named as the file, else the one with the most lines.
        var chosen: String?
        if let className {
            guard classes.contains(className) else {
                let others = constraining.isEmpty ? "no class of the files constrains views"
                    : "the classes that constrain views: \(constraining.joined(separator: ", "))"
                throw ImportError("--class '\(className)' is no class of the files (\(others))")
            }
            chosen = className
        } else if !classes.isEmpty {
            // `FooCell.m`, `FooCell.swift`, `FooCell+Layout.m` (a category's file).
            let fileBase = String((first.name.split(separator: "/").last ?? "").prefix { $0 != "." && $0 != "+" })
            chosen = classes.first { $0 == fileBase }
                ?? constraining.max { lines($0) < lines($1) || (lines($0) == lines($1) && classes.firstIndex(of: $0)! > classes.firstIndex(of: $1)!) }
                ?? classes.first
        }

        // The second reading, the locals' views named.
        let firstReading: ViewSetupReader
        if let chosen, let reading = firstReadings[chosen] {
            firstReading = reading
        } else {
            var reader = ViewSetupReader(document: "", dialect: language, owner: chosen)
            reader.superclasses = superclasses
            reader.read(code(of: chosen))
            firstReading = reader
        }
        let name = document ?? className.map { documentName(forFile: $0) } ?? documentName(forFile: first.name)
        var reader = ViewSetupReader(document: name, dialect: language, owner: chosen,
                                     localNames: ViewSetupReader.localNames(after: firstReading))
        reader.layout.canvases = canvases
        reader.superclasses = superclasses
        for warning in fileWarnings { reader.warn(warning.place, warning.message) }
        for (warning, owner) in readWarnings where owner == chosen || chosen == nil {
            reader.warn(warning.place, warning.message)
        }
        reader.read(code(of: chosen))
        reader.addHandSetFrames()
        let others = constraining.filter { $0 != chosen }
        if let place = others.first.flatMap({ firstReadings[$0]?.layout.blocks.first { !$0.isChange }?.place }) {
            let listed = others.map { "'\($0)' (\(lines($0)) constraint line\(lines($0) == 1 ? "" : "s"))" }
            reader.warn(place, "the draft is the layout of \(chosen.map { "the class '\($0)'" } ?? "the files' top level"); "
                        + "\(listed.joined(separator: ", ")) constrain\(others.count == 1 ? "s" : "") views too, left out of it: "
                        + "import \(others.count == 1 ? "it" : "each") with --class NAME")
        }
        reader.readPendingChanges()
        reader.warnUnreadBlocks(in: code(of: chosen))
        reader.dropUnusedViews()
        reader.addSuperclassViewFrames()
        reader.noteUnknownIntrinsicSizes()
        reader.addBlocksOfViewsAddedElsewhere()
        let layout = reader.layout
        func fileOrder(_ warning: ImportWarning) -> Int { sources.firstIndex { $0.name == warning.place.file } ?? 0 }
        let warnings = reader.layout.warnings.sorted { a, b in
            (fileOrder(a), a.place.line, a.place.column) < (fileOrder(b), b.place.line, b.place.column)
        }
        let draft = DraftWriter(layout: layout, omittingPlaceholders: false).text()
        let applicable = DraftWriter(layout: layout, omittingPlaceholders: true).text()
        return ImportResult(draft: draft, draftWithoutPlaceholders: applicable, dialect: language,
                            warnings: warnings, statistics: ImportStatistics(layout, sourceLines: lineCount),
                            className: chosen)
    }

    /// The class whose code holds a place of a file: the owner of the first
    /// statement at or after it (the branch an `if` takes follows it), else
    /// of the last one before it.
    private static func owner(at place: SourcePlace, in statements: [Stmt]) -> String? {
        let ofFile = statements.filter { $0.place.file == place.file }
        let after = ofFile.first { ($0.place.line, $0.place.column) >= (place.line, place.column) }
        return (after ?? ofFile.last)?.owner
    }

    /// Checks a canvas given as the words after `canvas` (`cell 375xfit`) by
    /// parsing `canvas SPEC` as the language does, so that a draft never holds
    /// a canvas line its parser refuses.
    /// - Throws: ``ImportError`` quoting `spec` and the parser's first message
    ///   (`'cell:375xfit' is not a canvas: expected …`).
    public static func checkCanvas(_ spec: String) throws(ImportError) {
        guard !spec.contains(where: \.isNewline) else {
            throw ImportError("'\(spec)' is not a canvas: a canvas is one line")
        }
        let parsed = LayoutParser.parse("canvas \(spec)", file: "--canvas")
        if let problem = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw ImportError("'\(spec)' is not a canvas: \(problem.message)")
        }
        guard parsed.edits.count == 1 else {
            throw ImportError("'\(spec)' is not a canvas: it reads as \(parsed.edits.count) statements")
        }
    }

    /// The document a file's draft is for: its name without folders and
    /// extension, as a name of the language (``Vocabulary/isName(_:)``:
    /// each scalar that cannot stand in a name becomes `_`, and a name that
    /// cannot begin so begins with `_`), never `root` or `superview` (`root_`).
    public static func documentName(forFile path: String) -> String {
        var base = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var name = String(String.UnicodeScalarView(base.unicodeScalars.map { Vocabulary.isNamePart($0) ? $0 : "_" }))
        if name.isEmpty || !Vocabulary.isNameStart(name.unicodeScalars.first!) { name = "_" + name }
        if Vocabulary.isReserved(name) { name += "_" }
        return name
    }
}

/// A source file to read: its name (as warnings and the draft's comments
/// cite it; its extension says its language) and its text.
public struct ImportSource: Sendable {
    /// The file's name or path, as given.
    public var name: String
    /// The file's text.
    public var text: String

    /// A source named `name` holding `text`.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The dialect of a file by its extension: `.m`, `.mm`, `.h` Masonry, `.swift` SnapKit; nil otherwise.
    public static func dialect(ofFile name: String) -> ImportDialect? {
        let lower = name.lowercased()
        if lower.hasSuffix(".swift") { return .snapkit }
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .masonry }
        return nil
    }
}

/// The draft read from the sources, and what could not be read.
public struct ImportResult: Sendable {
    /// The `.layout` draft, placeholders included.
    public var draft: String
    /// The same draft, line for line, with every line holding a placeholder
    /// commented out and every view property that is one left out: what
    /// `--apply --allow-todo` applies.
    public var draftWithoutPlaceholders: String
    /// The dialect the draft declares.
    public var dialect: ImportDialect
    /// The warnings, by file and place.
    public var warnings: [ImportWarning]
    /// How much of the sources was imported one to one.
    public var statistics: ImportStatistics
    /// The class whose layout the draft is; nil when the files have no class
    /// (the draft is their top-level code's).
    public var className: String?
}

/// Counts of an import, for `tools/bench-import` and `--stats`.
public struct ImportStatistics: Sendable, Equatable {
    /// Constraint lines read from the sources' blocks.
    public var constraintLines: Int
    /// Those imported one to one: no placeholder, no condition, nothing left unread.
    public var oneToOneLines: Int
    /// Blocks (and distributions) read.
    public var blocks: Int
    /// Blocks whose view and every line were imported one to one.
    public var wholeBlocks: Int
    /// `"TODO: …"` placeholders in the draft.
    public var placeholders: Int
    /// Lines of source read.
    public var sourceLines: Int

    init(_ layout: ImportedLayout, sourceLines: Int) {
        // Changes of stored constraints are neither constraint lines nor blocks.
        let made = layout.blocks.filter { !$0.isChange && !$0.isFrame && !$0.isPlacedElsewhere }
        let lines = made.flatMap(\.lines)
        constraintLines = lines.count
        func exact(_ line: ImportedLine) -> Bool { !line.hasPlaceholder && line.conditions.isEmpty && line.notes.isEmpty }
        oneToOneLines = lines.filter(exact).count
        blocks = made.count
        wholeBlocks = made.filter { !$0.view.isPlaceholder && $0.lines.allSatisfy(exact) }.count
        let text = DraftWriter(layout: layout, omittingPlaceholders: false).text()
        placeholders = text.split(separator: "\"TODO: ", omittingEmptySubsequences: false).count - 1
        self.sourceLines = sourceLines
    }
}

/// A source the importer refuses as a whole.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
