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
        /// A loop (`for`, `while`, `do … while`, `repeat`): its body is read
        /// once per iteration when the importer can enumerate them, else once
        /// under the loop's header.
        case loop(Loop)
    }

    var kind: Kind
    var place: SourcePlace
    var conditions: [String]
    /// The class whose code holds the statement: an Objective-C
    /// `@interface`/`@implementation` (categories and class extensions are
    /// their class's), a Swift class, struct or enum at the file's level, or
    /// the type a Swift `extension` extends; nil for the file's own.
    var owner: String? = nil
    /// The method or function whose body holds the statement (a method, an
    /// initializer, an accessor, a C function; its blocks', closures' and
    /// loops' statements too, unless a nested function's): its locals are its
    /// own; whether the setup runs it (``ViewSetupReader/isSetup(_:)``);
    /// whose parameter a value is (``ViewSetupReader/reason(_:)``). Nil for
    /// the declarations of a class or of the file.
    var function: FunctionScope? = nil
    /// A property only the file's code can read: an Objective-C `@property`
    /// of a class extension (`@interface Cell ()`), a Swift `private` or
    /// `fileprivate` `var` of a type's (no `override`): its getter runs only
    /// when the files read it (``ViewSetupReader/outsideSetup(_:)``).
    var isProperty = false
    /// A Swift `lazy var`: its initializer runs when something first reads it.
    var isLazy = false
}

/// A loop of the sources, as much of it as the readers can say.
struct Loop {
    /// What the loop runs over, when the reader can say it.
    enum Domain {
        /// `for (int i = A; i < B; i++)`, `for i in A..<B`, `for i in A...B`
        /// (and the descending C forms): A and B are evaluated when read.
        case range(from: Expr, to: Expr, inclusive: Bool, ascending: Bool)
        /// `for (UIView *v in X)`, `for v in X`, `X.forEach { v in … }`: X an
        /// array literal or a name of one.
        case elements(Expr)
    }

    /// The loop's header as written (`for (int i = 0; i < 3; i++)`,
    /// `for i in 0..<3`), for its placeholders and warnings.
    var header: String
    /// The loop's variable (`i`, `v`); nil for `_` or none.
    var variable: String?
    /// Nil: a `while`, or a `for` the reader does not know the form of.
    var domain: Domain?
    var body: [Stmt]
    /// The iteration's index, bound as a number from 0 (`for (i, v) in
    /// views.enumerated()`, `enumerateObjectsUsingBlock:`'s `idx`); nil for none.
    var index: String? = nil
}

extension Stmt {
    /// Whether the statement declares a name (a file's constants are every class's).
    var isDeclaration: Bool {
        if case .declaration = kind { return true }
        return false
    }
}
