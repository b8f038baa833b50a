import LayoutSolver

extension VisualFormat {
    /// One parsed format string: `H:|-[a(>=70)]-8-[b]-|` as its parts, before
    /// any constraint is made. Indices are character offsets in the format.
    struct Line {
        /// `H:` (the default) or `V:`.
        var axis: Axis = .horizontal
        /// The views in the order written; never empty once parsed.
        var views: [Item] = []
        /// `between[i]` joins `views[i]` and `views[i + 1]`.
        var between: [Connection] = []
        /// The connection from a leading `|` to the first view, when the line starts with `|`.
        var leading: Bar?
        /// The connection from the last view to a trailing `|`, when the line ends with `|`.
        var trailing: Bar?
    }

    /// A superview bar `|` and the connection between it and the nearest view.
    struct Bar {
        /// Where the `|` is.
        var index: Int
        var connection: Connection
    }

    /// A view `[name(predicates)]`.
    struct Item {
        var name: String
        /// Where the name starts.
        var index: Int
        /// The size predicates inside the parentheses, in the order written.
        var predicates: [Predicate] = []
    }

    /// What joins two neighbours: nothing (flush), `-` (standard spacing) or `-…-`.
    struct Connection {
        enum Spacing {
            /// `][` or `|[` or `]|`: a spacing of 0.
            case flush
            /// `-` alone: 8 between views, 20 to the superview.
            case standard
            /// `-N-`, `-metric-` or `-(…)-`.
            case predicates([Predicate])
        }

        var spacing: Spacing
        /// Where the connection starts (its first `-`, or the bracket or bar when flush).
        var index: Int
    }

    /// `>=70@750`, `==b` or `metric`: a relation (default `==`), an object and a priority.
    struct Predicate {
        enum Object {
            /// A number or a metric's value.
            case constant(Double)
            /// Another view of the format's document (view predicates only).
            case view(String)
        }

        var relation: Relation = .equal
        var object: Object
        /// Where the object starts (for the second item's location).
        var objectIndex: Int
        var priority: Priority = .required
    }
}
