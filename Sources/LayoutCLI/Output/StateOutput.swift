import LayoutModel

/// A document's whole state as JSON (`export --format json`): the document,
/// the revision, the canvases, the views with their parents and properties,
/// and the constraints with their identities, one-line forms and fields.
/// The shape is documented in docs/cli.md.
enum StateOutput {
    /// The state of `layout` at `revision`.
    static func json(_ layout: Layout, revision: Int) -> JSONValue {
        .object([
            ("document", .string(layout.name)),
            ("revision", .number(Double(revision))),
            ("canvases", .array(layout.canvases.map(canvasJSON))),
            ("views", .array(layout.views.map(viewJSON))),
            ("constraints", .array(layout.constraints.map { constraintJSON($0.id, $0.constraint, in: layout) })),
        ])
    }

    static func canvasJSON(_ c: Canvas) -> JSONValue {
        .object([
            ("name", .string(c.name)), ("width", .number(c.width)), ("height", .number(c.height)),
            ("direction", .string(c.direction.rawValue)),
        ])
    }

    static func viewJSON(_ view: View) -> JSONValue {
        let p = view.properties
        return .object([
            ("name", .string(view.name)),
            ("parent", .string(view.parent ?? View.rootName)),
            ("properties", .object([
                ("intrinsicWidth", optional(p.intrinsicWidth)),
                ("intrinsicHeight", optional(p.intrinsicHeight)),
                ("huggingHorizontal", .number(Double(p.huggingHorizontal.rawValue))),
                ("huggingVertical", .number(Double(p.huggingVertical.rawValue))),
                ("compressionHorizontal", .number(Double(p.compressionHorizontal.rawValue))),
                ("compressionVertical", .number(Double(p.compressionVertical.rawValue))),
                ("margins", .object([
                    ("top", .number(p.margins.top)), ("left", .number(p.margins.left)),
                    ("bottom", .number(p.margins.bottom)), ("right", .number(p.margins.right)),
                ])),
                ("firstBaseline", optional(p.firstBaseline)),
                ("lastBaseline", optional(p.lastBaseline)),
            ])),
        ])
    }

    static func constraintJSON(_ id: ConstraintID, _ c: LayoutConstraint, in layout: Layout) -> JSONValue {
        .object([
            ("id", .number(Double(id))),
            ("line", .string(OneLine.format(c))),
            ("item", .string(c.item)),
            ("attribute", .string(c.attribute.rawValue)),
            ("relation", .string(c.relation.symbol)),
            ("item2", c.item2.map { .string($0) } ?? .null),
            ("attribute2", c.attribute2.map { .string($0.rawValue) } ?? .null),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.constant)),
            ("priority", .number(Double(c.priority.rawValue))),
            ("key", c.key.map { .string($0) } ?? .null),
            ("space", layout.coordinateSpace(of: c).map { .string($0) } ?? .null),
            ("source", c.location.map { .string($0.description) } ?? .null),
        ])
    }

    private static func optional(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
}
