import LayoutModel

/// A document's whole state as JSON (`export --format json`): the document,
/// the revision, the canvases, the views with their parents and properties,
/// and the constraints with their identities, one-line forms and fields.
/// The shape is documented in docs/cli.md.
enum StateOutput {
    /// The state of `layout` at `revision`.
    static func json(_ layout: Layout, revision: Int) -> JSONValue {
        .output([
            ("document", .string(layout.name)),
            ("revision", .int(revision)),
            ("canvases", .array(layout.canvases.map(canvasJSON))),
            ("views", .array(layout.views.map(viewJSON))),
            ("constraints", .array(layout.constraints.map { constraintJSON($0.id, $0.constraint, in: layout) })),
        ])
    }

    /// A declared canvas: its name, sides (`null` for a fitted side, `375xfit`) and direction.
    static func canvasJSON(_ c: Canvas) -> JSONValue {
        .object([
            ("name", .string(c.name)), ("width", c.fitsWidth ? .null : .number(c.width)),
            ("height", c.fitsHeight ? .null : .number(c.height)),
            ("direction", .string(c.direction.rawValue)), ("safeArea", insetsJSON(c.safeArea)),
        ])
    }

    /// Insets as `{"top", "left", "bottom", "right"}`.
    static func insetsJSON(_ insets: Insets) -> JSONValue {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                 ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    static func viewJSON(_ view: View) -> JSONValue {
        let p = view.properties
        return .object([
            ("name", .string(view.name)),
            ("parent", .string(view.parent ?? View.rootName)),
            ("guide", .bool(view.isGuide)),
            ("properties", .object([
                ("intrinsicWidth", optional(p.intrinsicWidth)),
                ("intrinsicHeight", optional(p.intrinsicHeight)),
                ("huggingHorizontal", .int(p.huggingHorizontal.rawValue)),
                ("huggingVertical", .int(p.huggingVertical.rawValue)),
                ("compressionHorizontal", .int(p.compressionHorizontal.rawValue)),
                ("compressionVertical", .int(p.compressionVertical.rawValue)),
                ("margins", .object([
                    ("top", .number(p.margins.top)), ("left", .number(p.margins.left)),
                    ("bottom", .number(p.margins.bottom)), ("right", .number(p.margins.right)),
                ])),
                ("firstBaseline", optional(p.firstBaseline)),
                ("lastBaseline", optional(p.lastBaseline)),
                ("hidden", .bool(p.isHidden)),
                ("stack", p.stack.map { stack in
                    .object([
                        ("axis", .string(stack.axis.rawValue)), ("spacing", .number(stack.spacing)),
                        ("distribution", .string(stack.distribution.rawValue)),
                        ("alignment", .string(stack.alignment.rawValue)),
                    ])
                } ?? .null),
                ("scroll", .bool(p.isScroll)),
            ])),
        ])
    }

    static func constraintJSON(_ id: ConstraintID, _ c: LayoutConstraint, in layout: Layout) -> JSONValue {
        .object([
            ("id", .int(id)),
            ("line", .string(OneLine.format(c))),
            ("item", .string(c.item)),
            ("attribute", .string(c.attribute.rawValue)),
            ("relation", .string(c.relation.symbol)),
            ("item2", .string(orNull: c.item2)),
            ("attribute2", c.attribute2.map { .string($0.rawValue) } ?? .null),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.constant)),
            ("priority", .int(c.priority.rawValue)),
            ("key", .string(orNull: c.key)),
            ("active", .bool(c.isActive)),
            ("space", .string(orNull: layout.coordinateSpace(of: c))),
            ("source", .string(orNull: c.location?.description)),
        ])
    }

    private static func optional(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
}
