import LayoutModel

/// The little of a source file the importer reads, the same for Objective-C
/// and Swift: statements made of expressions, each with its text and place.
///
/// The two readers (``ObjCReader`` and ``SwiftReader``) build it; the
/// ``ViewSetupReader`` interprets it. Nothing in it is a full syntax tree:
/// what the importer does not understand is kept as ``Expr/Kind/other`` with
/// its text, so that a warning can quote it.

/// A place in a source file (its name as given, a line and a column from 1,
/// written `file:line:col`): the language's ``SourceLocation``, so that a
/// warning about a source reads as an error about a layout file does.
public typealias SourcePlace = SourceLocation

/// An expression: its kind, its source text (for messages and placeholders)
/// and where it starts.
struct Expr {
    indirect enum Kind {
        /// An identifier (`make`, `self`, `_titleLabel`, `$0`).
        case name(String)
        /// `base.member`, or `.member` with no base (Swift's implicit member).
        case member(Expr?, String)
        /// A call: `callee(args)`; an Objective-C message send
        /// `[receiver a:x b:y]` is `member(receiver, "a:b:")` called with `x, y`.
        case call(Expr, [Argument])
        /// A number literal.
        case number(Double)
        /// A string literal's value.
        case string(String)
        /// An array literal (`@[a, b]`, `[a, b]`).
        case array([Expr])
        /// A closure or block: its parameter names and body.
        case closure([String], [Stmt])
        /// A prefix operator (`-x`, `!x`).
        case prefix(String, Expr)
        /// A binary operator.
        case binary(String, Expr, Expr)
        /// `c ? a : b`.
        case ternary(Expr, Expr, Expr)
        /// Anything else, kept as text.
        case other
    }

    /// One argument of a call, with its Swift label (`top:`) if any.
    struct Argument {
        var label: String?
        var value: Expr
    }

    var kind: Kind
    var text: String
    var place: SourcePlace

    /// The chain `a.b(c).d` as its base and links, outermost last:
    /// `(a, [.member b, .call c, .member d])`… with calls folded into their
    /// member: `[b(c), d]`.
    func chain() -> (base: Expr, links: [Link]) {
        var links: [Link] = []
        var current = self
        while true {
            switch current.kind {
            case .call(let callee, let arguments):
                if case .member(let base?, let name) = callee.kind {
                    links.append(Link(name: name, arguments: arguments, place: callee.place, text: current.text))
                    current = base
                    continue
                }
                return (current, links.reversed())
            case .member(let base?, let name):
                links.append(Link(name: name, arguments: nil, place: current.place, text: current.text))
                current = base
            default:
                return (current, links.reversed())
            }
        }
    }

    /// One step of a chain: a member, called (`arguments` not nil) or not.
    struct Link {
        var name: String
        var arguments: [Argument]?
        var place: SourcePlace
        var text: String
    }
}

/// A statement, with the conditions it runs under (`if isCompact`, `#if
/// DEBUG`, `else of if isCompact`): the importer cannot tell whether they hold.
struct Stmt {
    enum Kind {
        /// An expression evaluated for its effect.
        case expression(Expr)
        /// `target = value` (also `+=` and the like, with the operator).
        case assignment(Expr, String, Expr)
        /// A declaration: a property, an ivar, a local, a constant: its name,
        /// its type's name if written, and its initial value.
        case declaration(name: String, type: String?, value: Expr?)
        /// `return value`.
        case returning(Expr?)
    }

    var kind: Kind
    var place: SourcePlace
    var conditions: [String]
    /// The method or function the statement is in (its blocks' and
    /// closures' statements too): its name (`viewDidLoad`, `setToolbarHidden:`,
    /// `init`, `isExpanded.didSet`) and parameters; nil outside any (a
    /// property's initial value, a file's constant). Whether the setup runs
    /// it (``ViewSetupReader/isSetup(_:)``), and whose parameter a value is
    /// (``ViewSetupReader/reason(_:)``).
    var function: FunctionScope? = nil
}
