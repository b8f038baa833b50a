import LayoutSolver

/// One statement of the `.layout` language as a typed value (`language.md`,
/// "Statements"): what a writer of the language (the exporter, the
/// importer's draft) produces and ``LayoutPrinter`` prints, one statement a
/// line (a block on several).
public enum LayoutStatement: Hashable, Sendable {
    /// `layout NAME [dialect D]`: the document's name, first.
    case layout(name: String, dialect: Dialect?)
    /// `dialect D`: the rules the following lines are read by.
    case dialect(Dialect)
    /// `canvas NAME WxH DIRECTION [safe T L B R]` (a side may be `fit`).
    case canvas(Canvas)
    /// `view NAME [in PARENT] [PROPERTY…]`, written `stack NAME …` when a
    /// change is a stack's (``PropertyChange``).
    case view(name: String, parent: String?, changes: [PropertyChange])
    /// `guide NAME [in OWNER]`: a custom layout guide.
    case guide(name: String, owner: String?)
    /// `remove canvas NAME`.
    case removeCanvas(String)
    /// `remove view NAME`.
    case removeView(String)
    /// `remove constraints NAME`.
    case removeConstraints(String)
    /// `make ITEM { LINE… }`, `update …`, `remake …`, on one item or a list
    /// (`make [a, b] { … }`); each line a chain.
    case block(BlockKind, items: [String], lines: [ConstraintChain])
    /// `ITEM.LINE`: a line of a block as a statement of its own, in the
    /// chain form (`a.left.equalTo(b).offset(8)`) or the equation form.
    case line(item: String, ConstraintChain)
    /// The one-line form of one constraint (``OneLine``):
    /// `ITEM.ATTR REL [ITEM2.ATTR2 [* M]] [+ C] [@P] [key K] [inactive]`.
    case constraint(LayoutConstraint)
    /// `vfl "FORMAT" [metrics NAME=NUMBER …] [align ATTR]` (the metrics printed by name).
    case vfl(format: String, metrics: [String: Double], align: Attribute?)
    /// `distribute [V, …] horizontal|vertical spacing S|length N [lead L] [tail T]`.
    case distribute(views: [String], axis: Axis, mode: Distribution.Mode, lead: Double, tail: Double)
    /// `activate K…` (`active` true) or `deactivate K…`.
    case activation(keys: [String], active: Bool)
    /// `constraint K offset C`.
    case constraintOffset(key: String, constant: Double)
    /// `constraint K priority P`.
    case constraintPriority(key: String, priority: Priority)
    /// `# TEXT`: a comment line (no statement of the document; the
    /// exporter's note about a name the language cannot write).
    case comment(String)

    /// The keyword of a constraint block.
    public enum BlockKind: String, Hashable, Sendable, CaseIterable {
        /// `make`: adds the constraints.
        case make
        /// `update`: changes the constants of similar constraints.
        case update
        /// `remake`: replaces the item's constraints.
        case remake
    }
}
