import GRDB
import LayoutModel
import LayoutSolver

/// The columns of one table's row mapping, in the one order that reading and
/// writing both use: a case per column, its raw value its position (a row
/// is read by position, no look-up by name), ``name`` its name in the schema.
///
/// Each table's mapping (``ViewRow``, ``CanvasRow``, ``ConstraintRow``,
/// ``FrameRow``, ``FittedSizeRow``, ``ContentSizeRow``, ``IssueRow``,
/// ``RevisionRow``, ``CheckpointRow``) turns a value into its columns' values in the order of
/// its cases, and a row selected with ``list`` back into the value. The SQL
/// of a query (which rows, on which index) is the query's, and the SQL
/// text of the statements that write is ``StoreSQL``'s: the mapping names
/// columns and converts values, nothing else (docs/architecture.md, "The
/// store's rows and its SQL").
protocol TableColumn: CaseIterable, RawRepresentable where RawValue == Int, AllCases == [Self] {
    /// The column's name in the schema (`intrinsic_width`).
    var name: String { get }
}

extension TableColumn {
    /// The columns' names in order.
    static var names: [String] { allCases.map(\.name) }

    /// The columns as a SQL list, `a, b, c`, in order.
    static var list: String { names.joined(separator: ", ") }
}

/// The columns every versioned table (`canvas`, `view`, `layout_constraint`,
/// `frame`, `fitted_size`, `content_size`) writes first: the document and the
/// revision that begins the version. `valid_to` is written by closing the
/// version (``StoreSQL/closing(_:index:identity:)``), and read by name
/// (``LayoutStore/validity(_:)``).
enum VersionColumns {
    /// `document_id, valid_from`.
    static let names = ["document_id", "valid_from"]

    /// The values of ``names`` for a version of document `document` begun by
    /// revision `revision`, then `more`.
    static func values(document: Int64, revision: Int, _ more: (any DatabaseValueConvertible)?...)
        -> [(any DatabaseValueConvertible)?] {
        [document, revision] + more
    }

    /// The values of ``names`` for a version of document `document` begun by
    /// revision `revision`, then `more`, then `value` of each of `columns`,
    /// in one array (a first apply writes some 10⁵ rows: one allocation each).
    static func values<C: TableColumn>(document: Int64, revision: Int, _ more: (any DatabaseValueConvertible)?...,
                                       columns: [C], _ value: (C) -> (any DatabaseValueConvertible)?)
        -> [(any DatabaseValueConvertible)?] {
        var values: [(any DatabaseValueConvertible)?] = []
        values.reserveCapacity(2 + more.count + columns.count)
        values.append(document)
        values.append(revision)
        values += more
        for column in columns { values.append(value(column)) }
        return values
    }
}

/// The `view` table's row mapping: a view's version, both ways.
enum ViewRow {
    /// The columns of a view, in the order read and written.
    enum Column: Int, TableColumn {
        case name, parent, intrinsicWidth, intrinsicHeight, huggingH, huggingV, compressionH, compressionV
        case marginTop, marginLeft, marginBottom, marginRight, firstBaseline, lastBaseline, hidden
        case stackAxis, stackSpacing, stackDistribution, stackAlignment, kind, scroll

        var name: String {
            switch self {
            case .name: "name"
            case .parent: "parent"
            case .intrinsicWidth: "intrinsic_width"
            case .intrinsicHeight: "intrinsic_height"
            case .huggingH: "hugging_h"
            case .huggingV: "hugging_v"
            case .compressionH: "compression_h"
            case .compressionV: "compression_v"
            case .marginTop: "margin_top"
            case .marginLeft: "margin_left"
            case .marginBottom: "margin_bottom"
            case .marginRight: "margin_right"
            case .firstBaseline: "first_baseline"
            case .lastBaseline: "last_baseline"
            case .hidden: "hidden"
            case .stackAxis: "stack_axis"
            case .stackSpacing: "stack_spacing"
            case .stackDistribution: "stack_distribution"
            case .stackAlignment: "stack_alignment"
            case .kind: "kind"
            case .scroll: "scroll"
            }
        }
    }

    /// The table.
    static let table = "view"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert of a version gives, in order: ``VersionColumns``,
    /// the declaration order (`position`), then ``Column``.
    static let insertColumns = VersionColumns.names + ["position"] + Column.names

    /// The values of ``insertColumns`` for `view`, a version of document
    /// `document` begun by `revision` at `position`.
    static func insertValues(_ view: View, document: Int64, revision: Int, position: Double)
        -> [(any DatabaseValueConvertible)?] {
        let p = view.properties
        return VersionColumns.values(document: document, revision: revision, position, columns: all) { value($0, view, p) }
    }


    /// ``Column/allCases``, made once.
    static let all = Column.allCases

    /// The value of `column` for `view`, whose properties are `p`.
    private static func value(_ column: Column, _ view: View, _ p: ViewProperties) -> (any DatabaseValueConvertible)? {
        switch column {
        case .name: view.name
        case .parent: view.parent ?? View.rootName
        case .intrinsicWidth: p.intrinsicWidth
        case .intrinsicHeight: p.intrinsicHeight
        case .huggingH: p.huggingHorizontal.rawValue
        case .huggingV: p.huggingVertical.rawValue
        case .compressionH: p.compressionHorizontal.rawValue
        case .compressionV: p.compressionVertical.rawValue
        case .marginTop: p.margins.top
        case .marginLeft: p.margins.left
        case .marginBottom: p.margins.bottom
        case .marginRight: p.margins.right
        case .firstBaseline: p.firstBaseline
        case .lastBaseline: p.lastBaseline
        case .hidden: p.isHidden ? 1 : 0
        case .stackAxis: p.stack?.axis.rawValue
        case .stackSpacing: p.stack?.spacing
        case .stackDistribution: p.stack?.distribution.rawValue
        case .stackAlignment: p.stack?.alignment.rawValue
        case .kind: view.isGuide ? "guide" : "view"
        case .scroll: p.isScroll ? 1 : 0
        }
    }

    /// A view from a row holding ``Column`` from `offset` on, its values
    /// checked (``StoredValue``): priorities 1…1000, sizes finite and not
    /// negative, margins and baselines finite, the hidden flag 0 or 1, stack
    /// properties all set or all NULL, each one the language has, the kind
    /// `view` or `guide`, the scroll flag 0 or 1 (migration 0009).
    static func view(from row: Row, at o: Int = 0) throws -> View {
        func at(_ column: Column) -> Int { o + column.rawValue }
        let name: String = try row.decode(atIndex: at(.name))
        let what = { "view '\(name)'" }
        var p = ViewProperties()
        p.intrinsicWidth = try StoredValue.sizeOrNull(row, at(.intrinsicWidth), what() + " intrinsic width")
        p.intrinsicHeight = try StoredValue.sizeOrNull(row, at(.intrinsicHeight), what() + " intrinsic height")
        p.huggingHorizontal = try StoredValue.priority(row, at(.huggingH), what() + " horizontal hugging priority")
        p.huggingVertical = try StoredValue.priority(row, at(.huggingV), what() + " vertical hugging priority")
        p.compressionHorizontal = try StoredValue.priority(row, at(.compressionH), what() + " horizontal compression resistance")
        p.compressionVertical = try StoredValue.priority(row, at(.compressionV), what() + " vertical compression resistance")
        p.margins = Insets(top: try StoredValue.finite(row, at(.marginTop), what() + " top margin"),
                           left: try StoredValue.finite(row, at(.marginLeft), what() + " left margin"),
                           bottom: try StoredValue.finite(row, at(.marginBottom), what() + " bottom margin"),
                           right: try StoredValue.finite(row, at(.marginRight), what() + " right margin"))
        p.firstBaseline = try StoredValue.finiteOrNull(row, at(.firstBaseline), what() + " first baseline")
        p.lastBaseline = try StoredValue.finiteOrNull(row, at(.lastBaseline), what() + " last baseline")
        p.isHidden = try StoredValue.flag(row, at(.hidden), what() + " hidden flag")
        p.stack = try StoredValue.stack(row, at(.stackAxis), what())
        p.isScroll = try StoredValue.flag(row, at(.scroll), what() + " scroll flag")
        var view = View(name: try StoredValue.name(name, "a view"),
                        parent: try StoredValue.name(row.decode(atIndex: at(.parent)), what() + " parent"), properties: p)
        let kind: String = try row.decode(atIndex: at(.kind))
        switch kind {
        case "view": break
        case "guide": view.isGuide = true
        default: throw StoredValue.damaged("\(what()) has the kind '\(PrintableText.escaped(kind))', not view or guide")
        }
        return view
    }
}

/// The `canvas` table's row mapping: a canvas's version, both ways.
enum CanvasRow {
    /// The columns of a canvas, in the order read and written.
    enum Column: Int, TableColumn {
        case name, width, height, direction, fitWidth, fitHeight, safeTop, safeLeft, safeBottom, safeRight

        var name: String {
            switch self {
            case .name: "name"
            case .width: "width"
            case .height: "height"
            case .direction: "direction"
            case .fitWidth: "fit_width"
            case .fitHeight: "fit_height"
            case .safeTop: "safe_top"
            case .safeLeft: "safe_left"
            case .safeBottom: "safe_bottom"
            case .safeRight: "safe_right"
            }
        }
    }

    /// The table.
    static let table = "canvas"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert of a version gives: ``VersionColumns``, `position`, then ``Column``.
    static let insertColumns = VersionColumns.names + ["position"] + Column.names

    /// The values of ``insertColumns`` for `canvas`, a version of document
    /// `document` begun by `revision` at `position`.
    static func insertValues(_ canvas: Canvas, document: Int64, revision: Int, position: Double)
        -> [(any DatabaseValueConvertible)?] {
        VersionColumns.values(document: document, revision: revision, position, columns: all) { value($0, canvas) }
    }


    /// ``Column/allCases``, made once.
    static let all = Column.allCases

    /// The value of `column` for `canvas`.
    private static func value(_ column: Column, _ canvas: Canvas) -> (any DatabaseValueConvertible)? {
        switch column {
        case .name: canvas.name
        case .width: canvas.width
        case .height: canvas.height
        case .direction: canvas.direction.rawValue
        case .fitWidth: canvas.fitsWidth ? 1 : 0
        case .fitHeight: canvas.fitsHeight ? 1 : 0
        case .safeTop: canvas.safeArea.top
        case .safeLeft: canvas.safeArea.left
        case .safeBottom: canvas.safeArea.bottom
        case .safeRight: canvas.safeArea.right
        }
    }

    /// A canvas from a row holding ``Column`` from `offset` on, its values
    /// checked (``StoredValue``): a finite size, not negative, `ltr` or
    /// `rtl`, and each fitted axis a flag 0 or 1 (migration 0006).
    static func canvas(from row: Row, at o: Int = 0) throws -> Canvas {
        func at(_ column: Column) -> Int { o + column.rawValue }
        let name: String = try StoredValue.name(row.decode(atIndex: at(.name)), "a canvas")
        let text: String = try row.decode(atIndex: at(.direction))
        guard let direction = LayoutDirection(rawValue: text) else {
            throw StoredValue.damaged("canvas '\(name)' has the direction '\(PrintableText.escaped(text))', not ltr or rtl")
        }
        let safe = Insets(top: try StoredValue.size(row, at(.safeTop), "canvas '\(name)' top safe-area inset"),
                          left: try StoredValue.size(row, at(.safeLeft), "canvas '\(name)' left safe-area inset"),
                          bottom: try StoredValue.size(row, at(.safeBottom), "canvas '\(name)' bottom safe-area inset"),
                          right: try StoredValue.size(row, at(.safeRight), "canvas '\(name)' right safe-area inset"))
        var canvas = Canvas(name: name, width: try StoredValue.size(row, at(.width), "canvas '\(name)' width"),
                            height: try StoredValue.size(row, at(.height), "canvas '\(name)' height"), direction: direction,
                            safeArea: safe)
        canvas.fitsWidth = try StoredValue.flag(row, at(.fitWidth), "canvas '\(name)' fit_width")
        canvas.fitsHeight = try StoredValue.flag(row, at(.fitHeight), "canvas '\(name)' fit_height")
        return canvas
    }
}

/// The `layout_constraint` table's row mapping: a constraint's version, both ways.
enum ConstraintRow {
    /// The columns of a constraint, in the order read and written.
    enum Column: Int, TableColumn {
        case item, attribute, relation, item2, attribute2, multiplier, constant, priority, key, file, line, col, active

        var name: String {
            switch self {
            case .item: "item"
            case .attribute: "attribute"
            case .relation: "relation"
            case .item2: "item2"
            case .attribute2: "attribute2"
            case .multiplier: "multiplier"
            case .constant: "constant"
            case .priority: "priority"
            case .key: "key"
            case .file: "file"
            case .line: "line"
            case .col: "col"
            case .active: "active"
            }
        }
    }

    /// The table.
    static let table = "layout_constraint"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The identity and ``Column``, a constraint as ``identified(from:)`` reads it.
    static let identifiedColumns = "constraint_id, " + Column.list
    /// The columns an insert of a version gives: ``VersionColumns``, the
    /// identity, what is derived from the constraint and its document (the
    /// coordinate space it is evaluated in, its one-line form: written for
    /// queries and people, never read back as the constraint), then ``Column``.
    static let insertColumns = VersionColumns.names + ["constraint_id", "space", "line_text"] + Column.names

    /// The values of ``insertColumns`` for the constraint `id`, `constraint`,
    /// evaluated in `space`, a version of document `document` begun by `revision`.
    static func insertValues(_ constraint: LayoutConstraint, id: ConstraintID, space: String, document: Int64,
                             revision: Int) -> [(any DatabaseValueConvertible)?] {
        VersionColumns.values(document: document, revision: revision, id, space, OneLine.format(constraint),
                              columns: all) { value($0, constraint) }
    }


    /// ``Column/allCases``, made once.
    static let all = Column.allCases

    /// The value of `column` for `c`.
    private static func value(_ column: Column, _ c: LayoutConstraint) -> (any DatabaseValueConvertible)? {
        switch column {
        case .item: c.item
        case .attribute: c.attribute.rawValue
        case .relation: c.relation.symbol
        case .item2: c.item2
        case .attribute2: c.attribute2?.rawValue
        case .multiplier: c.multiplier
        case .constant: c.constant
        case .priority: c.priority.rawValue
        case .key: c.key
        case .file: c.location?.file
        case .line: c.location?.line
        case .col: c.location?.column
        case .active: c.isActive ? 1 : 0
        }
    }

    /// A constraint from a row holding ``Column`` from `offset` on, its
    /// values checked (``StoredValue``): attributes and relation of the
    /// language, a second item with its attribute or neither, a finite
    /// multiplier and constant, a priority 1…1000, an activation 0 or 1.
    static func constraint(from row: Row, at o: Int = 0) throws -> LayoutConstraint {
        func at(_ column: Column) -> Int { o + column.rawValue }
        let item: String = try StoredValue.name(row.decode(atIndex: at(.item)), "a constraint's item")
        let what = { "a constraint of view '\(item)'" }
        let attribute = try StoredValue.attribute(row.decode(atIndex: at(.attribute)), what())
        let symbol: String = try row.decode(atIndex: at(.relation))
        guard let relation = Relation(symbol: symbol) else {
            throw StoredValue.damaged("\(what()) has the relation '\(PrintableText.escaped(symbol))', not ==, <= or >=")
        }
        let item2: String? = try row.decode(atIndex: at(.item2))
        let attribute2Text: String? = try row.decode(atIndex: at(.attribute2))
        guard (item2 == nil) == (attribute2Text == nil) else {
            throw StoredValue.damaged("\(what()) has a second item without its attribute, or an attribute without its item")
        }
        let attribute2 = try attribute2Text.map { try StoredValue.attribute($0, what()) }
        let key: String? = try row.decode(atIndex: at(.key))
        let file: String? = try row.decode(atIndex: at(.file))
        var location: SourceLocation?
        if let file, let line: Int = try row.decode(atIndex: at(.line)), let column: Int = try row.decode(atIndex: at(.col)) {
            location = SourceLocation(file: file, line: line, column: column)
        }
        return LayoutConstraint(
            item: item, attribute: attribute, relation: relation, item2: item2, attribute2: attribute2,
            multiplier: try StoredValue.finite(row, at(.multiplier), what() + " multiplier"),
            constant: try StoredValue.finite(row, at(.constant), what() + " constant"),
            priority: try StoredValue.priority(row, at(.priority), what() + " priority"), key: key,
            isActive: try StoredValue.flag(row, at(.active), what() + " activation"), location: location)
    }

    /// A constraint and its identity from a row of ``identifiedColumns``.
    static func identified(from row: Row) throws -> (id: ConstraintID, constraint: LayoutConstraint) {
        (try row.decode(atIndex: 0), try constraint(from: row, at: 1))
    }

    /// What blame reads of a version (``blameColumns``): its identity, its
    /// one-line form and the revision that began it.
    static let blameColumns = "c.constraint_id, c.line_text, c.valid_from"

    /// A row of ``blameColumns``.
    static func blamed(from row: Row) throws -> (constraint: ConstraintID, line: String, revision: Int) {
        (try row.decode(atIndex: 0), try row.decode(atIndex: 1), try row.decode(atIndex: 2))
    }

    /// What compares two revisions' versions without decoding them
    /// (``versionColumns``): the identity and the row's rowid.
    static let versionColumns = "c.constraint_id, c.rowid"

    /// A row of ``versionColumns``.
    static func version(from row: Row) throws -> (id: ConstraintID, row: Int64) {
        (try row.decode(atIndex: 0), try row.decode(atIndex: 1))
    }
}

/// The `frame` table's row mapping: a frame's version on one canvas (in
/// stored form, relative to its anchors: ``StoredFrame``), both ways.
enum FrameRow {
    /// The columns of a frame, in the order read and written.
    enum Column: Int, TableColumn {
        case canvas, view, x, y, width, height, xAnchor, xAnchorAt, yAnchor, yAnchorAt

        var name: String {
            switch self {
            case .canvas: "canvas"
            case .view: "view"
            case .x: "x"
            case .y: "y"
            case .width: "width"
            case .height: "height"
            case .xAnchor: "x_anchor"
            case .xAnchorAt: "x_anchor_at"
            case .yAnchor: "y_anchor"
            case .yAnchorAt: "y_anchor_at"
            }
        }
    }

    /// The table.
    static let table = "frame"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert of a version gives: ``VersionColumns``, then ``Column``.
    static let insertColumns = VersionColumns.names + Column.names

    /// The values of ``insertColumns`` for `frame` of `view` on `canvas`, a
    /// version of document `document` begun by `revision`. A frame without an
    /// anchor on an axis stores its place there as 0 (the column's default).
    static func insertValues(_ frame: StoredFrame, canvas: String, view: String, document: Int64, revision: Int)
        -> [(any DatabaseValueConvertible)?] {
        VersionColumns.values(document: document, revision: revision, columns: all) { value($0, frame, canvas, view) }
    }


    /// ``Column/allCases``, made once.
    static let all = Column.allCases

    /// The value of `column` for `frame` of `view` on `canvas`.
    private static func value(_ column: Column, _ frame: StoredFrame, _ canvas: String, _ view: String)
        -> (any DatabaseValueConvertible)? {
        switch column {
        case .canvas: canvas
        case .view: view
        case .x: frame.x
        case .y: frame.y
        case .width: frame.width
        case .height: frame.height
        case .xAnchor: frame.xAnchor?.view
        case .xAnchorAt: frame.xAnchor?.at ?? 0
        case .yAnchor: frame.yAnchor?.view
        case .yAnchorAt: frame.yAnchor?.at ?? 0
        }
    }

    /// The canvas of a row holding ``Column``.
    static func canvas(from row: Row) throws -> String {
        try row.decode(atIndex: Column.canvas.rawValue)
    }

    /// The view and frame of a row holding ``Column`` (on `canvas`, its
    /// ``canvas(from:)``), its numbers checked finite (``StoredValue``; the
    /// error names the view and canvas).
    static func frame(from row: Row, canvas: String) throws -> (view: String, frame: StoredFrame) {
        let view: String = try row.decode(atIndex: Column.view.rawValue)
        let what = { "the frame of view '\(PrintableText.escaped(view))' on canvas '\(PrintableText.escaped(canvas))'" }
        let xAnchor: String? = try row.decode(atIndex: Column.xAnchor.rawValue)
        let yAnchor: String? = try row.decode(atIndex: Column.yAnchor.rawValue)
        let frame = StoredFrame(
            x: try StoredValue.finite(row, Column.x.rawValue, what() + ": x"),
            y: try StoredValue.finite(row, Column.y.rawValue, what() + ": y"),
            width: try StoredValue.finite(row, Column.width.rawValue, what() + ": width"),
            height: try StoredValue.finite(row, Column.height.rawValue, what() + ": height"),
            xAnchor: try xAnchor.map { FrameAnchor(view: $0, at: try StoredValue.finite(row, Column.xAnchorAt.rawValue, what() + ": x anchor")) },
            yAnchor: try yAnchor.map { FrameAnchor(view: $0, at: try StoredValue.finite(row, Column.yAnchorAt.rawValue, what() + ": y anchor")) })
        return (view, frame)
    }
}

/// The `fitted_size` table's row mapping (migration 0006): the size a fitted
/// canvas was laid out at, both ways.
enum FittedSizeRow {
    /// The columns of a fitted size, in the order read and written.
    enum Column: Int, TableColumn {
        case canvas, width, height

        var name: String {
            switch self {
            case .canvas: "canvas"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    /// The table.
    static let table = "fitted_size"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert of a version gives: ``VersionColumns``, then ``Column``.
    static let insertColumns = VersionColumns.names + Column.names

    /// The values of ``insertColumns`` for `canvas` laid out at `width` × `height`.
    static func insertValues(canvas: String, width: Double, height: Double, document: Int64, revision: Int)
        -> [(any DatabaseValueConvertible)?] {
        VersionColumns.values(document: document, revision: revision, canvas, width, height)
    }

    /// The canvas and size of a row holding ``Column``, checked finite;
    /// `naming` names a damaged value from the canvas and the axis (`width`).
    static func size(from row: Row, naming: (_ canvas: String, _ axis: String) -> String) throws
        -> (canvas: String, width: Double, height: Double) {
        let canvas: String = try row.decode(atIndex: Column.canvas.rawValue)
        return (canvas, try StoredValue.finite(row, Column.width.rawValue, naming(canvas, "width")),
                try StoredValue.finite(row, Column.height.rawValue, naming(canvas, "height")))
    }
}

/// The `content_size` table's row mapping (migration 0009): a scroll view's
/// content size on one canvas, both ways.
enum ContentSizeRow {
    /// The columns of a content size, in the order read and written.
    enum Column: Int, TableColumn {
        case canvas, view, width, height

        var name: String {
            switch self {
            case .canvas: "canvas"
            case .view: "view"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    /// The table.
    static let table = "content_size"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert of a version gives: ``VersionColumns``, then ``Column``.
    static let insertColumns = VersionColumns.names + Column.names

    /// The values of ``insertColumns`` for the content size of `view` on `canvas`.
    static func insertValues(_ size: ContentSize, canvas: String, view: String, document: Int64, revision: Int)
        -> [(any DatabaseValueConvertible)?] {
        VersionColumns.values(document: document, revision: revision, canvas, view, size.width, size.height)
    }

    /// The canvas, view and size of a row holding ``Column``, checked finite;
    /// `context` ends the name of a damaged value (` at revision 3`).
    static func size(from row: Row, context: String = "") throws -> (canvas: String, view: String, size: ContentSize) {
        let canvas: String = try row.decode(atIndex: Column.canvas.rawValue)
        let view: String = try row.decode(atIndex: Column.view.rawValue)
        let what = "the content size of '\(PrintableText.escaped(view))' on canvas '\(PrintableText.escaped(canvas))'" + context
        return (canvas, view, ContentSize(width: try StoredValue.finite(row, Column.width.rawValue, what + ": width"),
                                          height: try StoredValue.finite(row, Column.height.rawValue, what + ": height")))
    }
}

/// The `frame_checkpoint` table's row mapping (migration 0004): a checkpoint
/// lists the rowids of a document's live frames at a revision. It is written
/// from the frame rows themselves (`INSERT … SELECT`, ``insertColumns``) and
/// read as the latest checkpoint's revision and number of entries.
enum CheckpointRow {
    /// The table.
    static let table = "frame_checkpoint"
    /// The columns an insert gives: the document, the revision, a frame row's rowid.
    static let insertColumns = ["document_id", "revision", "frame"]
    /// What a query of one checkpoint selects: its revision and its entries
    /// (an aggregate without `GROUP BY`: one row, NULL and 0 when there is none).
    static let summaryColumns = "revision, COUNT(*)"

    /// The revision and entries of a row of ``summaryColumns`` (nil: no row).
    static func summary(from row: Row?) throws -> (revision: Int?, entries: Int) {
        (try row?.decode(Int?.self, atIndex: 0) ?? nil, try row?.decode(Int.self, atIndex: 1) ?? 0)
    }
}

/// What solving a revision found on one canvas, as a `revision_issue` row holds it.
enum StoredIssue: Equatable {
    /// A view whose frame the constraints leave free (`ambiguous`).
    case ambiguous(AmbiguousView)
    /// An unsatisfiable set, its constraints' one-line forms one a line (`unsatisfiable`).
    case unsatisfiable(String)
    /// A safe area that did not settle (`unsettled`).
    case unsettled
}

/// The `revision_issue` table's row mapping: one finding of a revision on a
/// canvas, both ways. The columns a kind does not use are NULL.
enum IssueRow {
    /// The columns of a finding, in the order read and written.
    enum Column: Int, TableColumn {
        case canvas, kind, ordinal, view, free, constraints

        var name: String {
            switch self {
            case .canvas: "canvas"
            case .kind: "kind"
            case .ordinal: "ordinal"
            case .view: "view"
            case .free: "free"
            case .constraints: "constraints"
            }
        }
    }

    /// The table.
    static let table = "revision_issue"
    /// ``Column`` as a SQL list, for a `SELECT`.
    static let columns = Column.list
    /// The columns an insert gives: the revision, then ``Column``.
    static let insertColumns = ["revision"] + Column.names

    /// The values of ``insertColumns`` for `issue`, the `ordinal`-th of its
    /// kind on `canvas` in `revision`.
    static func insertValues(_ issue: StoredIssue, canvas: String, ordinal: Int, revision: Int)
        -> [(any DatabaseValueConvertible)?] {
        [revision] + values(issue, canvas: canvas, ordinal: ordinal)
    }

    /// The values of ``Column`` for `issue`, in order.
    static func values(_ issue: StoredIssue, canvas: String, ordinal: Int) -> [(any DatabaseValueConvertible)?] {
        Column.allCases.map { column -> (any DatabaseValueConvertible)? in
            switch (column, issue) {
            case (.canvas, _): canvas
            case (.kind, .ambiguous): "ambiguous"
            case (.kind, .unsatisfiable): "unsatisfiable"
            case (.kind, .unsettled): "unsettled"
            case (.ordinal, _): ordinal
            case (.view, .ambiguous(let view)): view.view
            case (.free, .ambiguous(let view)): view.free.joined(separator: ",")
            case (.constraints, .unsatisfiable(let text)): text
            case (.view, _), (.free, _), (.constraints, _): nil
            }
        }
    }

    /// The canvas and finding of a row holding ``Column``, every value decoded
    /// with its type checked: a row that the schema's types or CHECK refuse
    /// (an ambiguous finding without its view, a kind of no sort, written
    /// with CHECKs ignored or damaged on disk) is a corrupt database, naming
    /// `revision`, never a trap.
    static func issue(from row: Row, revision: Int) throws -> (canvas: String, issue: StoredIssue) {
        let canvas: String = try row.decode(atIndex: Column.canvas.rawValue)
        let kind: String = try row.decode(atIndex: Column.kind.rawValue)
        func damaged(_ what: String) -> DatabaseError {
            DatabaseError(resultCode: .SQLITE_CORRUPT, message: "revision \(revision) has \(what) on canvas '\(canvas)'")
        }
        switch kind {
        case "ambiguous":
            guard let view: String = try row.decode(atIndex: Column.view.rawValue) else {
                throw damaged("an ambiguous view without its name")
            }
            let free: String = try row.decode(String?.self, atIndex: Column.free.rawValue) ?? ""
            return (canvas, .ambiguous(AmbiguousView(view: view, free: free.split(separator: ",").map(String.init))))
        case "unsatisfiable":
            return (canvas, .unsatisfiable(try row.decode(String?.self, atIndex: Column.constraints.rawValue) ?? ""))
        case "unsettled":
            return (canvas, .unsettled)
        default:
            throw damaged("a finding of the unknown kind '\(kind)'")
        }
    }
}

/// The `revision` table's row mapping: a revision's metadata, both ways
/// (read with its document's name, joined from `document`).
enum RevisionRow {
    /// The columns of a revision's metadata, in the order read and written.
    enum Column: Int, TableColumn {
        case number, parent, time, author, message, kind, digest, target

        var name: String {
            switch self {
            case .number: "number"
            case .parent: "parent"
            case .time: "time"
            case .author: "author"
            case .message: "message"
            case .kind: "kind"
            case .digest: "digest"
            case .target: "target"
            }
        }
    }

    /// The table.
    static let table = "revision"
    /// The columns an insert gives: ``Column``, then the document's id and
    /// the identity the document's next new constraint gets (written for the
    /// store's own reading, ``LayoutStore/nextConstraintID(_:_:at:)``).
    static let insertColumns = Column.names + ["document_id", "next_constraint_id"]

    /// The values of ``insertColumns`` for `revision` of document `document`,
    /// whose next constraint identity is `nextConstraintID`.
    static func insertValues(_ revision: Revision, document: Int64, nextConstraintID: Int)
        -> [(any DatabaseValueConvertible)?] {
        values(revision) + [document, nextConstraintID]
    }

    /// The values of ``Column`` for `revision`, in order.
    static func values(_ revision: Revision) -> [(any DatabaseValueConvertible)?] {
        Column.allCases.map { column -> (any DatabaseValueConvertible)? in
            switch column {
            case .number: revision.number
            case .parent: revision.parent
            case .time: revision.time
            case .author: revision.author
            case .message: revision.message
            case .kind: revision.kind.rawValue
            case .digest: revision.digest
            case .target: revision.target
            }
        }
    }

    /// The query of revisions with their documents' names: ``Column`` of
    /// `revision r`, then `d.name` of `document d` (a caller adds its
    /// `WHERE`, on `r.` and `d.`).
    static let select = "SELECT " + Column.names.map { "r." + $0 }.joined(separator: ", ")
        + ", d.name FROM revision r JOIN document d ON d.id = r.document_id"

    /// The revision of a row of ``select``, its values decoded with their
    /// types checked (a value of the wrong type reads as a damaged database,
    /// a kind the schema does not allow too, naming the revision).
    static func revision(from row: Row) throws -> Revision {
        let number: Int = try row.decode(atIndex: Column.number.rawValue)
        let revisionKind = try kind(row.decode(atIndex: Column.kind.rawValue), of: number)
        return Revision(number: number, document: try row.decode(atIndex: Column.allCases.count),
                        parent: try row.decode(atIndex: Column.parent.rawValue),
                        time: try row.decode(atIndex: Column.time.rawValue),
                        author: try row.decode(atIndex: Column.author.rawValue),
                        message: try row.decode(atIndex: Column.message.rawValue), kind: revisionKind,
                        digest: try row.decode(atIndex: Column.digest.rawValue),
                        target: try row.decode(atIndex: Column.target.rawValue))
    }

    /// A stored kind, which the schema's CHECK allows only as a
    /// ``RevisionKind``; any other text means the file was altered outside
    /// layoutdb (a damaged value, naming revision `number`).
    static func kind(_ text: String, of number: Int) throws -> RevisionKind {
        guard let kind = RevisionKind(rawValue: text) else {
            throw StoredValue.damaged("revision \(number) has an unknown kind '\(PrintableText.escaped(text))'")
        }
        return kind
    }

    /// What blame reads of a revision, in this order: its number, author,
    /// time and kind (a `SELECT` of ``blameColumns`` `FROM revision`; no
    /// document joined, no message or digest read: blame reads one row for
    /// every revision a constraint was last changed in).
    static let blameColumns = [Column.number, .author, .time, .kind].map(\.name).joined(separator: ", ")

    /// A row of ``blameColumns``.
    static func blamed(from row: Row) throws -> (number: Int, author: String, time: String, kind: RevisionKind) {
        let number: Int = try row.decode(atIndex: 0)
        return (number, try row.decode(atIndex: 1), try row.decode(atIndex: 2), try kind(row.decode(atIndex: 3), of: number))
    }
}
