import LayoutSolver

/// A SnapKit-style Swift builder for layouts, for library users.
///
/// ```swift
/// let layout = LayoutBuilder(document: "login")
/// layout.canvas("phone", width: 375, height: 812)
/// let header = layout.addView("header")
/// let title = layout.addView("title", in: header, .intrinsicWidth(120), .intrinsicHeight(22))
/// header.makeConstraints { make in
///     make.top.left.right.equalToSuperview()
///     make.height.equalTo(64)
/// }
/// title.makeConstraints { make in
///     make.center.equalTo(header)
///     make.width.lessThanOrEqualTo(header).offset(-32).priority(.high)
/// }
/// let outcome = layout.build()   // the same edits a .layout file would give
/// ```
///
/// Each `make`/`update`/`remake` block is a list of typed chains
/// (``ConstraintChain``), lowered to constraints by the same function as a
/// file's lines, so the builder produces exactly the edit values the language
/// does, with the same checks and errors, without writing text to parse it
/// again. The place of an error is the Swift call site (`#fileID:#line`).
public final class LayoutBuilder {
    /// The document the edits are for.
    public let document: String
    /// The edits so far, in order.
    public private(set) var edits: [Edit] = []
    /// Problems found while building (reported again by ``build(on:options:)``).
    public private(set) var diagnostics: [Diagnostic] = []

    /// A builder for the document `document`.
    public init(document: String) { self.document = document }

    /// Adds or changes a canvas, with the root's safe-area insets on it
    /// (`safe T L B R`; none by default).
    public func canvas(_ name: String, width: Double, height: Double, direction: LayoutDirection = .ltr,
                       safeArea: Insets = .zero, fileID: String = #fileID, line: Int = #line) {
        edits.append(Edit(.canvas(Canvas(name: name, width: width, height: height, direction: direction,
                                         safeArea: safeArea)),
                          at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Adds or changes a canvas whose width or height may be fitted to the
    /// content: nil for a fitted axis (`canvas("cell", width: 375, height: nil)`
    /// is `canvas cell 375xfit`).
    public func canvas(_ name: String, width: Double?, height: Double?, direction: LayoutDirection = .ltr,
                       safeArea: Insets = .zero, fileID: String = #fileID, line: Int = #line) {
        edits.append(Edit(.canvas(Canvas(name: name, width: width, height: height, direction: direction,
                                         safeArea: safeArea)),
                          at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Declares a view (under `parent`, the root when nil) or changes an existing one.
    @discardableResult
    public func addView(_ name: String, in parent: ViewReference? = nil, _ properties: PropertyChange...,
                        fileID: String = #fileID, line: Int = #line) -> ViewReference {
        edits.append(Edit(.view(name: name, parent: parent?.name, changes: properties),
                          at: SourceLocation(file: fileID, line: line, column: 1)))
        return ViewReference(name: name, builder: self)
    }

    /// Declares a custom layout guide (`guide NAME [in OWNER]`, UIKit's
    /// `UILayoutGuide`) owned by `owner` (the root when nil). It is
    /// constrained and targeted like a view: the reference it returns has
    /// `makeConstraints` and the attributes of a view.
    @discardableResult
    public func addGuide(_ name: String, in owner: ViewReference? = nil,
                         fileID: String = #fileID, line: Int = #line) -> ViewReference {
        edits.append(Edit(.guide(name: name, owner: owner?.name), at: SourceLocation(file: fileID, line: line, column: 1)))
        return ViewReference(name: name, builder: self)
    }

    /// A reference to a view declared earlier (or already in the document the
    /// edits will be applied to).
    public func view(_ name: String) -> ViewReference { ViewReference(name: name, builder: self) }

    /// The root view.
    public var root: ViewReference { view(View.rootName) }

    /// Removes a canvas.
    public func removeCanvas(_ name: String, fileID: String = #fileID, line: Int = #line) {
        edits.append(Edit(.removeCanvas(name), at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Activates every constraint each key names (`activate K…`; a key also
    /// names the rows `K[0]`, `K[1]`, … of a composite keyed `K`).
    public func activate(_ keys: String..., fileID: String = #fileID, line: Int = #line) {
        for key in keys {
            edits.append(Edit(.activation(handle: key, active: true), at: SourceLocation(file: fileID, line: line, column: 1)))
        }
    }

    /// Deactivates every constraint each key names (`deactivate K…`): they
    /// stay in the document but are not solved.
    public func deactivate(_ keys: String..., fileID: String = #fileID, line: Int = #line) {
        for key in keys {
            edits.append(Edit(.activation(handle: key, active: false), at: SourceLocation(file: fileID, line: line, column: 1)))
        }
    }

    /// Sets the constant of the constraints `key` names (`constraint K offset C`,
    /// SnapKit's `update(offset:)`).
    public func updateConstraint(_ key: String, offset: Double, fileID: String = #fileID, line: Int = #line) {
        edits.append(Edit(.constraintOffset(handle: key, constant: offset), at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Sets the priority of the constraints `key` names (`constraint K priority P`,
    /// SnapKit's `update(priority:)`); a change between required and optional
    /// of an active constraint is an error.
    public func updateConstraint(_ key: String, priority: Priority, fileID: String = #fileID, line: Int = #line) {
        edits.append(Edit(.constraintPriority(handle: key, priority: priority),
                          at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Applies the edits to `layout` (an empty document by default).
    public func build(on layout: Layout? = nil, options: EditOptions = EditOptions()) -> EditOutcome {
        var outcome = (layout ?? Layout(name: document)).applying(edits, options: options)
        outcome.diagnostics = diagnostics + outcome.diagnostics
        return outcome
    }

    func append(_ edit: Edit) { edits.append(edit) }

    /// Adds the constraints of a scroll view's content or frame guide
    /// (`make s.contentGuide { … }`, UIKit's
    /// `scrollView.contentLayoutGuide.snp.makeConstraints`):
    /// `layout.makeConstraints(of: scroll.contentGuide) { make in make.height.equalTo(1200) }`.
    public func makeConstraints(of guide: GuideReference, fileID: String = #fileID, line: Int = #line,
                                _ body: (ConstraintMaker) -> Void) {
        block(.make, guide.targetText, guide: guide.guide, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Changes the constants of a scroll view's guide's similar constraints (`update s.contentGuide { … }`).
    public func updateConstraints(of guide: GuideReference, fileID: String = #fileID, line: Int = #line,
                                  _ body: (ConstraintMaker) -> Void) {
        block(.update, guide.targetText, guide: guide.guide, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Replaces a scroll view's guide's constraints (`remake s.contentGuide { … }`).
    public func remakeConstraints(of guide: GuideReference, fileID: String = #fileID, line: Int = #line,
                                  _ body: (ConstraintMaker) -> Void) {
        block(.remake, guide.targetText, guide: guide.guide, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Runs a constraint block and turns it into one edit: each description
    /// is a typed chain, lowered to constraints by the language's own lowering
    /// (``ConstraintChain/constraints(item:dialect:at:problems:)``, Masonry's
    /// dialect, as a file without a `dialect` statement), so the builder
    /// gives the edit a `.layout` block gives, with the same checks and errors.
    /// Every constraint and every problem is placed at the Swift call site.
    func block(_ kind: LayoutStatement.BlockKind, _ item: String, guide: ViewGuide? = nil, _ body: (ConstraintMaker) -> Void,
               _ location: SourceLocation) {
        let maker = ConstraintMaker()
        body(maker)
        if let guide, !guide.mayBeFirstItem {
            diagnostics.append(.error(Parser.guideAsFirstItemProblem(item, guide), at: location))
            return
        }
        var problems: [Diagnostic] = []
        var constraints: [LayoutConstraint] = []
        for description in maker.described {
            if let problem = description.problem ?? description.chain.valueProblem {
                let diagnostic = Diagnostic.error(problem, at: location)
                if !problems.contains(diagnostic) { problems.append(diagnostic) }
                continue
            }
            constraints += description.chain.constraints(item: item, dialect: .masonry, at: location,
                                                         problems: &problems)
        }
        diagnostics += problems
        let edit: Edit.Kind = switch kind {
        case .make: .make(item, constraints)
        case .update: .update(item, constraints)
        case .remake: .remake(item, constraints)
        }
        var made = Edit(edit, at: location, nameAt: location)
        made.dialect = .masonry
        edits.append(made)
    }
}

/// A view by name, the receiver of SnapKit's `makeConstraints` family and a
/// target of constraints (`make.top.equalTo(header.bottom)`).
public struct ViewReference: AttributeTarget {
    /// The view's name.
    public let name: String
    let builder: LayoutBuilder

    /// Adds the constraints the block describes (a `make` edit).
    public func makeConstraints(fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) {
        builder.block(.make, name, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Changes the constants of similar constraints; adds the others with a warning (an `update` edit).
    public func updateConstraints(fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) {
        builder.block(.update, name, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Replaces the view's constraints (a `remake` edit).
    public func remakeConstraints(fileID: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) {
        builder.block(.remake, name, body, SourceLocation(file: fileID, line: line, column: 1))
    }

    /// Removes every constraint whose first item is this view.
    public func removeConstraints(fileID: String = #fileID, line: Int = #line) {
        builder.append(Edit(.removeConstraints(name), at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// Removes the view, its subtree and every constraint naming them.
    public func removeFromSuperview(fileID: String = #fileID, line: Int = #line) {
        builder.append(Edit(.removeView(name), at: SourceLocation(file: fileID, line: line, column: 1)))
    }

    /// `.view(NAME, attribute: nil)`: the same attributes of the view.
    public var chainTargets: [ConstraintChain.Target] { [.view(name, attribute: nil)] }

    /// One attribute of this view as a target (`header.bottom`).
    public func attribute(_ attribute: Attribute) -> ViewAttribute { ViewAttribute(view: name, attribute: attribute) }

    /// The view's safe-area layout guide as a target (`header.safeArea`,
    /// UIKit's `safeAreaLayoutGuide`): `make.top.equalTo(root.safeArea)`,
    /// `make.bottom.equalTo(root.safeArea.bottom).offset(-8)`.
    public var safeArea: GuideReference { GuideReference(view: name, guide: .safeArea) }

    /// The view's layout-margins guide as a target (`header.marginsGuide`,
    /// UIKit's `layoutMarginsGuide`).
    public var marginsGuide: GuideReference { GuideReference(view: name, guide: .marginsGuide) }

    /// A scroll view's content guide as a target (`scroll.contentGuide`,
    /// UIKit's `contentLayoutGuide`); only a view made with `.scroll(true)` has it.
    public var contentGuide: GuideReference { GuideReference(view: name, guide: .contentGuide) }

    /// A scroll view's frame guide as a target (`scroll.frameGuide`, UIKit's
    /// `frameLayoutGuide`); only a view made with `.scroll(true)` has it.
    public var frameGuide: GuideReference { GuideReference(view: name, guide: .frameGuide) }

    /// The view's first baseline as a target (`header.firstBaseline`).
    public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
    /// The view's last baseline as a target (`header.lastBaseline`).
    public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
}

/// A guide of a view (its safe area, its margins guide, or a scroll view's
/// content or frame guide) as the target of a constraint: the guide itself relates the same attribute of it
/// (`make.edges.equalTo(root.safeArea)`), or one of its attributes
/// (`root.safeArea.bottom`). A scroll view's content and frame guides are
/// constrained too, through ``LayoutBuilder/makeConstraints(of:fileID:line:_:)``;
/// a view's safe area and margins guide are only targets.
public struct GuideReference: AttributeTarget, Sendable {
    /// The view that has the guide.
    public let view: String
    /// Which of its guides.
    public let guide: ViewGuide

    /// `VIEW.GUIDE`, as the language writes it (`root.safeArea`).
    public var targetText: String { ItemName(view: view, guide: guide).name }
    /// `.view(VIEW.GUIDE, attribute: nil)`: the same attributes of the guide.
    public var chainTargets: [ConstraintChain.Target] { [.view(targetText, attribute: nil)] }

    /// One attribute of the guide as a target (`root.safeArea.top`).
    public func attribute(_ attribute: Attribute) -> ViewAttribute { ViewAttribute(view: targetText, attribute: attribute) }
}

/// A view or a guide whose attributes are targets (`header.bottom`,
/// `root.safeArea.top`): the attributes every item has, given by
/// ``attribute(_:)``.
public protocol AttributeTarget: ConstraintTarget {
    /// One attribute of the item as a target.
    func attribute(_ attribute: Attribute) -> ViewAttribute
}

extension AttributeTarget {
    /// The left edge as a target (`header.left`).
    public var left: ViewAttribute { attribute(.left) }
    /// The right edge as a target (`header.right`).
    public var right: ViewAttribute { attribute(.right) }
    /// The top edge as a target (`header.top`).
    public var top: ViewAttribute { attribute(.top) }
    /// The bottom edge as a target (`header.bottom`).
    public var bottom: ViewAttribute { attribute(.bottom) }
    /// The leading edge as a target (`header.leading`).
    public var leading: ViewAttribute { attribute(.leading) }
    /// The trailing edge as a target (`header.trailing`).
    public var trailing: ViewAttribute { attribute(.trailing) }
    /// The width as a target (`header.width`).
    public var width: ViewAttribute { attribute(.width) }
    /// The height as a target (`header.height`).
    public var height: ViewAttribute { attribute(.height) }
    /// The horizontal centre as a target (`header.centerX`).
    public var centerX: ViewAttribute { attribute(.centerX) }
    /// The vertical centre as a target (`header.centerY`).
    public var centerY: ViewAttribute { attribute(.centerY) }
}
