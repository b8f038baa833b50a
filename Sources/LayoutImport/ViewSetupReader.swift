import LayoutSolver
import LayoutModel

/// Interprets the statements of the sources (``Stmt``) as a view setup: the
/// constants, the views and their classes, the hierarchy (`addSubview`,
/// `addArrangedSubview`, `UIStackView(arrangedSubviews:)`), the view
/// properties the language has, and the constraint blocks, which
/// ``ConstraintTranslator`` turns into lines.
///
/// Both dialects go through it: the Objective-C reader and the Swift reader
/// give the same statements (a message send `[a addSubview:b]` is a call of
/// the member `addSubview:`, a Swift call `a.addSubview(b)` of `addSubview`).
struct ViewSetupReader {
    var layout: ImportedLayout
    /// Numbers defined in the sources, by name (`kPadding`, `Metrics.margin`,
    /// and a nested constant also by its last component).
    var constants: [String: Double] = [:]
    /// Structures defined in the sources, by name as ``constants``: insets,
    /// sizes and points (`static UIEdgeInsets const kInsets = {…}`,
    /// `static let badgeSize = CGSize(width: 18, height: 18)`), each its
    /// constructor's expression.
    var structures: [String: Expr] = [:]
    /// Every name the sources declare or define, whatever its value.
    var declared: Set<String> = []
    /// The values of the names declared with one that is no number nor
    /// structure (`#define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width`,
    /// `CGFloat w = self.view.frame.size.width;`), for the reason a warning gives.
    var definitions: [String: Expr] = [:]
    /// The locals assigned under more conditions than they were declared under
    /// (`if (compact) gap = 4;`): the conditions, for the reason a warning gives.
    var assignedUnder: [String: String] = [:]
    /// The statement being read: its conditions (a loop's variables) and
    /// function (its parameters), for the reason a warning gives.
    var context: (conditions: [String], function: FunctionScope?) = ([], nil)
    /// The classes of views (properties, ivars, locals' views), by their names in the draft.
    var viewClasses: [String: String] = [:]
    /// What the names of the code being read stand for beyond the class's:
    /// a local's view (its name in the draft), a closure's parameter, a lazy
    /// closure's local standing for its property, a loop's variable.
    var aliases: [String: String] = [:]
    /// Where each view was declared or made.
    var viewPlaces: [String: SourcePlace] = [:]
    /// The superclass of each class the files declare (`class TitleLabel: UILabel`).
    var superclasses: [String: String] = [:]
    /// Every name the statements read declare, in any scope: properties,
    /// ivars, locals, parameters, closures' parameters, loops' variables,
    /// the bindings of conditions (`if let accessory = …`).
    var everDeclared: Set<String> = []
    /// The type each function of the class returns, by its name as a call spells it
    /// (`titleLabel(_:)`, `labelWithText:`): a view made by calling it has that class.
    var returnTypes: [String: String] = [:]
    /// Closures kept in a local or a property (`let layout = { … }`,
    /// `self.onLayout = ^{ … }`), by name: read where they are called or
    /// passed along (``ViewSetupReader+Closures.swift``).
    var storedClosures: [String: StoredClosure] = [:]
    /// The names the sources call or pass along as a value (`layout()`, `animations: layout`).
    var usedNames: Set<String> = []
    /// The names of the stored closures being read (a closure that calls itself is read once).
    var readingClosures: [String] = []
    /// How many times stored closures were read, bounded (garbled sources).
    var closureReads = 0
    /// The constraints kept in properties, locals and lists, by the name
    /// that keeps them (``ViewSetupReader+Handles.swift``).
    var handles: [String: ConstraintHandle] = [:]
    /// The names declared as constraints (`MASConstraint *c`, `var c: Constraint?`), and as lists of them.
    var constraintNames: Set<String> = []
    var lists: Set<String> = []
    /// Changes of constraints no block kept yet when they were read.
    var pendingChanges: [PendingChange] = []
    /// The functions each function calls (`""`: statements outside any), for ``isSetup(_:)``.
    var calls: [String: Set<String>] = [:]
    /// The properties only the files can read (``Stmt/isProperty``), by name.
    var ownProperties: Set<String> = []
    /// The names read as a member of another object than `self` (`cell.wrapper`): a
    /// getter of that name may be another class's caller's.
    var foreignReads: Set<String> = []
    /// The properties and ivars the class's code assigns (`_iconWidth = 90`, without `_`):
    /// a value of one is the running app's, not another file's constant.
    var assignedProperties: Set<String> = []
    /// The functions and methods the code read defines (their names: `cellHeight`,
    /// `MakeLine`), and the numbers those of no parameter return when their body is a
    /// single `return` of a constant (`+ (CGFloat)cellHeight { return 60; }`), by the
    /// name a message spells (`cellHeight`, Swift's `rowHeight()`).
    var definedFunctions: Set<String> = []
    var methodConstants: [String: Double] = [:]
    /// The frames set by hand, by view, in the order read (ViewSetupReader+Frames.swift),
    /// and the views given an autoresizing mask (where).
    var handFrames: [String: [HandSetFrame]] = [:]
    var autoresizedViews: [String: SourcePlace] = [:]
    /// The places of the closures of the blocks read: a block whose closure
    /// was never read is a warning (``warnUnreadBlocks(in:)``).
    var readBlocks: Set<SourcePlace> = []
    /// Each function's statements (``ViewSetupReader+Helpers.swift``).
    var functionBodies: [FunctionScope: [Stmt]] = [:]
    /// The helpers read where the class calls them, not where they are written.
    var helpers: Set<FunctionScope> = []
    /// The helper calls being read, innermost last.
    var inlineStack: [InlineFrame] = []
    /// How many helper calls were read (bounded).
    var inlineCalls = 0
    /// The view each helper call read before its statement names, by the call's place.
    var inlinedResults: [SourcePlace: String] = [:]
    /// The names of the class's level (its properties, the files' constants):
    /// a helper's body sees those, not its caller's locals.
    var classLevelBindings: Bindings?
    /// The names the class's `@selector`s and `#selector`s give its actions.
    var actionNames: Set<String> = []
    /// The blocks of methods the setup does not call, written after the setup's.
    var outsideBlocks: [ImportedBlock] = []
    /// The headers of the loops read once (not unrolled), whose bodies' conditions they are.
    var readOnceLoops: Set<String> = []
    /// The types the class's properties and ivars are declared with, views' or not
    /// (a view of a class of another file: ``isOtherFilesClass(_:)``).
    var declaredTypes: [String: String] = [:]

    // Scopes (ReaderScopes.swift): the draft is one class's layout; a
    // function's locals are its own.

    /// The class read (nil: the files' top-level code).
    let owner: String?
    /// The names the function being read declares (its locals, its closures'
    /// parameters, its loops' variables): they hide the class's.
    var locals: Set<String> = []
    /// How many conditions each local was declared under: assigned under
    /// more, its value is no longer known.
    var localDepths: [String: Int] = [:]
    /// Arrays of views held by locals, by name.
    var arrays: [String: ViewList] = [:]
    /// Arrays of views held by properties and ivars, by name.
    var classArrays: [String: ViewList] = [:]
    /// A property or ivar assigned another view (`_avatar = imageView`,
    /// `self.container = self.contentView`): that view, from then on.
    var classAliases: [String: String] = [:]
    /// The names the class declares with a view's class (its properties and
    /// ivars): `view` or `contentView` among them is not the root.
    var classViews: Set<String> = []
    /// The function being read, whose name qualifies its locals' views.
    var functionName = ""
    /// Whether a function's or a closure's code is being read (a declaration is a local).
    var inLocalScope = false
    /// The names each nested scope (a closure, a loop's iteration) declared,
    /// innermost last, to restore when it ends.
    var scopeDeclarations: [Set<String>] = []
    /// A lazy closure's local that it returns, standing for the property it builds.
    var returnedLocals: [String: String] = [:]
    /// The indices of the unrolled loops' iterations around the code being read.
    var iterations: [Int] = []
    /// Iterations left to unroll (garbled code cannot make the reading explode).
    var unrollBudget = ViewSetupReader.maximumUnrolledIterations
    /// The locals' views met, by key (where each was made, and in which iterations).
    var localViews: [String: LocalView] = [:]
    /// The locals' views (by key) each property or ivar was assigned.
    var stores: [String: [String]] = [:]
    /// The draft's names of the locals' views, by key (the second reading);
    /// nil in the first, which names them by their keys.
    let localNames: [String: String]?

    /// A reader of the class `owner`'s code (nil: the files' top-level code);
    /// `localNames` names its locals' views (``localNames(after:)``), nil for
    /// a first reading.
    init(document: String, dialect: ImportDialect, owner: String? = nil, localNames: [String: String]? = nil) {
        layout = ImportedLayout(document: document, dialect: dialect)
        self.owner = owner
        self.localNames = localNames
    }

    // MARK: Names

    /// The names whose classes are views without an intrinsic size of their own.
    static let plainViewClasses: Set<String> = [
        "UIView", "UIStackView", "UIScrollView", "UIVisualEffectView", "UITableView", "UICollectionView",
        "UIControl", "UIInputView", "WKWebView", "UIWebView", "MKMapView", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]
    /// Classes whose intrinsic size comes from their content (text, image,
    /// font, the system's metrics): the sources cannot say it.
    static let intrinsicClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISegmentedControl",
        "UISlider", "UIActivityIndicatorView", "UIProgressView", "UIStepper", "UIPageControl",
        "UIDatePicker", "UIPickerView", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar",
    ]
    /// Types a name may be declared with that are no view's class (a view
    /// declared with one of them is not of a class of another file).
    static let otherTypes: Set<String> = [
        "String", "NSString", "Int", "NSInteger", "NSUInteger", "CGFloat", "Double", "Float", "Bool", "BOOL", "id",
        "UIColor", "UIImage", "UIFont", "NSLayoutConstraint", "Constraint", "MASConstraint", "CALayer", "CAShapeLayer",
        "CAGradientLayer", "NSAttributedString", "NSMutableAttributedString", "UIGestureRecognizer",
        "UITapGestureRecognizer", "NSNumber", "NSObject", "AnyObject", "Any", "UIViewController", "UILayoutGuide",
    ]

    /// The UIKit class a view class is, or inherits from through the files'
    /// own declarations (`class TitleLabel: UILabel`, `@interface PriceTag :
    /// UILabel`, however deep); else, by the end of its name, a label, a
    /// button or an image view of the app's own (`HeartButton`,
    /// `AvatarImageView`); nil when neither says.
    func uikitClass(of type: String) -> String? {
        var current = type
        for _ in 0..<32 {
            if Self.plainViewClasses.contains(current) || Self.intrinsicClasses.contains(current) { return current }
            guard let parent = superclasses[current] else { break }
            current = parent
        }
        for (suffix, uikit) in [("ImageView", "UIImageView"), ("Label", "UILabel"), ("Button", "UIButton"),
                                ("TextField", "UITextField"), ("StackView", "UIStackView"), ("ScrollView", "UIScrollView"),
                                ("TableView", "UITableView"), ("CollectionView", "UICollectionView")]
        where type.hasSuffix(suffix) && type.first?.isUppercase == true {
            return uikit
        }
        return nil
    }

    /// A view and its class for a warning: `UILabel 'title'`, `TitleLabel
    /// 'title' (a UILabel)` for a class of the app's own.
    func viewDescription(_ name: String, _ type: String?) -> String {
        guard let type else { return "the view '\(name)'" }
        guard let uikit = uikitClass(of: type), uikit != type else { return "\(type) '\(name)'" }
        return "\(type) '\(name)' (a \(uikit))"
    }

    /// The UIKit classes whose baselines are their text's.
    static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

    /// A constraint names the first (or last) baseline of `name`: for a view
    /// with text (a label, a button, a field, of UIKit or the app's own
    /// classes), the baseline depends on its font, a placeholder with a
    /// warning, as its intrinsic size; another view's baseline is its bottom,
    /// as the language's default.
    mutating func noteBaseline(of name: String, first: Bool, at place: SourcePlace) {
        guard let index = layout.index(of: name), let type = layout.views[index].className,
              let uikit = uikitClass(of: type), Self.textClasses.contains(uikit) else { return }
        guard (first ? layout.views[index].firstBaseline : layout.views[index].lastBaseline) == nil else { return }
        let which = first ? "first" : "last"
        let value = DraftValue.placeholder("\(which) baseline of \(type) \(name)")
        if first { layout.views[index].firstBaseline = value } else { layout.views[index].lastBaseline = value }
        warn(place, "the \(which) baseline of \(viewDescription(name, type)) depends on its font; "
             + "the draft holds a TODO placeholder for it")
    }

    /// Whether `type` is the class of a view, by ``isViewClass(_:)`` or by
    /// the files' declarations of their classes (`class Caption: UILabel`).
    func isViewType(_ type: String) -> Bool {
        Self.isViewClass(type) || uikitClass(of: type) != nil
    }

    /// Whether `name` is the class of a view: a UIKit view class, or a class
    /// whose name ends as one (`AvatarView`, `TitleLabel`, `GradientButton`).
    static func isViewClass(_ name: String) -> Bool {
        if plainViewClasses.contains(name) || intrinsicClasses.contains(name) { return true }
        return ["View", "Label", "Button", "Control", "Field", "Cell"].contains { name.hasSuffix($0) }
            && name.first?.isUppercase == true
    }

    /// The root's spellings: `self` (a view subclass), `self.view` (a view
    /// controller), `self.contentView` (a cell).
    func isRoot(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .name(let name):
            if name == "self" { return true }
            return (name == "view" || name == "contentView") && !locals.contains(name) && aliases[name] == nil
                && !classViews.contains(name)
        case .member(let base?, let name):
            if case .name("self") = base.kind { return (name == "view" || name == "contentView") && !classViews.contains(name) }
            return false
        default:
            return false
        }
    }

    /// A view's name in the draft: `self.titleLabel`, `_titleLabel` and
    /// `titleLabel` are `titleLabel`; a local's view is its own (its name, or
    /// another when the class has two views of that name); the root is
    /// `root`; nil for anything that is not a plain name of a view.
    func viewName(_ expr: Expr) -> String? {
        if isRoot(expr) { return "root" }
        switch expr.kind {
        case .name(let name):
            if let alias = aliases[name] { return alias }
            // A local that holds no view (a number, an array, nil).
            if locals.contains(name) { return nil }
            return name == "super" || name == "make" || name == "$0" ? nil : classView(name)
        case .member(let base?, let name):
            if case .name("self") = base.kind { return classView(name) }
            // A visual effect view's `contentView` fills it (UIKit sizes it to the effect view's bounds,
            // at its origin): the draft, which has no content view, puts its subviews in the effect view.
            if name == "contentView", let effect = viewName(base), effect != "root",
               let type = viewClasses[effect], uikitClass(of: type) == "UIVisualEffectView" {
                return effect
            }
            return nil
        case .call:
            // A helper's call, read before its statement: the view it returns.
            return inlinedResults[expr.place]
        default:
            // `fixed[1]`, `self.tabs[0]`: an element of an array of views the files spell out.
            return subscriptedView(expr)
        }
    }

    /// The view an element of an array of views is (`fixed[1]`) when the files say
    /// which: the array a list the files enumerate, the index a number they give.
    func subscriptedView(_ expr: Expr) -> String? {
        guard let (array, index) = Self.subscripted(expr), let list = viewList(array), list.unknown == nil,
              let position = evaluate(index), position >= 0, position == position.rounded(),
              Int(position) < list.items.count else { return nil }
        return list.items[Int(position)].name
    }

    /// What the root is when UIKit sets its layout margins itself (docs/import.md,
    /// "A cell's margins"): a table or collection view cell's content view (its
    /// margins from the table when the cell is shown: 16 or 20 at the sides on
    /// an iPhone) or a view controller's view (the
    /// system's minimum margins); nil for a view laying itself out (UIKit's 8,
    /// the language's default).
    func rootWithSystemMargins() -> String? {
        guard let owner else { return nil }
        var current = owner
        for _ in 0..<32 {
            if current.hasSuffix("Cell") { return "a cell's content view (the table's or collection view's margins)" }
            if current.hasSuffix("Controller") { return "a view controller's view (the system's minimum margins)" }
            guard let parent = superclasses[current] else { break }
            current = parent
        }
        return nil
    }

    /// The function `expr` is a parameter of, when it names one of the
    /// function being read that stands for no known value (its caller's argument).
    func parameterNamed(_ expr: Expr) -> FunctionScope? {
        guard case .name(let name) = expr.kind, aliases[name] == nil, let function = context.function,
              function.parameters.contains(name) else { return nil }
        return function
    }

    /// `_titleLabel` → `titleLabel`; an alias → the name it stands for.
    func cleaned(_ name: String) -> String {
        var result = name
        if let alias = aliases[result] { result = alias }
        if result.hasPrefix("_"), result.count > 1, !result.dropFirst().hasPrefix("_") { result.removeFirst() }
        return result
    }

    /// Whether the name is known as a view (declared with a view's class,
    /// or already in the hierarchy).
    func isKnownView(_ name: String) -> Bool {
        name == "root" || viewClasses[name] != nil || layout.index(of: name) != nil
    }

    // MARK: Numbers

    /// The value of a number expression, from literals and the sources'
    /// constants; nil when any part of it is not known.
    func evaluate(_ expr: Expr) -> Double? {
        switch expr.kind {
        case .number(let value): return value.isFinite ? value : nil
        case .name(let name):
            return constants[name] ?? constants[cleaned(name)]
        case .member(nil, "zero"):
            // Swift's `.zero` where a number stands.
            return 0
        case .member(let base?, let name):
            // Swift's conversion idiom `70.f` (`extension Int { var f: CGFloat }`, as
            // CGFloatLiteral writes it; also `.cgFloat`): the number itself.
            if name == "f" || name == "cgFloat", let value = evaluate(base) { return value }
            if case .name(let owner) = base.kind {
                if owner == "self" || owner == "Self" { return constants[name] }
                if name == "zero", Self.numberTypes.contains(owner) { return 0 }
                return constants["\(owner).\(name)"]
            }
            if let text = qualifiedName(expr) { return constants[text] }
            return nil
        case .prefix("-", let operand): return evaluate(operand).map { -$0 }
        case .prefix("+", let operand): return evaluate(operand)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left), let b = evaluate(right) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        case .call(let callee, let arguments):
            // A method of the class's own returning a constant: `[self.class cellHeight]`,
            // `[[self class] cellHeight]`, `[MyCell cellHeight]`, `Self.rowHeight()`.
            if arguments.isEmpty, case .member(let receiver?, let selector) = callee.kind, isOwnClass(receiver),
               let value = methodConstants[selector] ?? methodConstants[selector + "()"] {
                return value
            }
            // CGFloat(16), Double(x), (CGFloat)x is a cast already; round(), floor(), ceil(), MAX, MIN.
            guard case .name(let function) = callee.kind else { return nil }
            let values = arguments.map { evaluate($0.value) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            let numbers = values.map { $0! }
            switch (function, numbers.count) {
            case ("CGFloat", 1), ("Double", 1), ("Float", 1), ("Int", 1): return numbers[0]
            case ("round", 1), ("roundf", 1): return numbers[0].rounded()
            case ("floor", 1), ("floorf", 1): return numbers[0].rounded(.down)
            case ("ceil", 1), ("ceilf", 1): return numbers[0].rounded(.up)
            case ("MAX", 2), ("max", 2), ("fmax", 2): return Swift.max(numbers[0], numbers[1])
            case ("MIN", 2), ("min", 2), ("fmin", 2): return Swift.min(numbers[0], numbers[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether `expr` is the object or the class being read: `self`, `Self`, `self.class`,
    /// `[self class]`, `type(of: self)`, the class's name.
    func isOwnClass(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .name(let name): return name == "self" || name == "Self" || (owner != nil && name == owner)
        case .member(let base?, "class"): if case .name("self") = base.kind { return true }
        case .call(let callee, let arguments):
            if arguments.isEmpty, case .member(let base?, "class") = callee.kind, case .name("self") = base.kind { return true }
            if case .name("type") = callee.kind, arguments.count == 1, arguments[0].label == "of",
               case .name("self") = arguments[0].value.kind { return true }
        default: break
        }
        return false
    }

    /// Whether a declaration's value is one a warning's reason may quote: no
    /// closure (kept to be read where called), no other name of `self`.
    static func isDefinition(_ value: Expr) -> Bool {
        switch value.kind {
        case .closure: return false
        case .name(let name): return name != "self"
        default: return true
        }
    }

    /// The number types whose `.zero` is 0 (`CGFloat.zero`).
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    /// The structure `expr` names, when it is a constant of the sources
    /// (`kInsets`, `Self.badgeSize`, `Metrics.avatarSize`, `InboxHeaderView.badgeSize`):
    /// its constructor's expression; else `expr` itself.
    func resolved(_ expr: Expr) -> Expr {
        var current = expr
        for _ in 0..<8 {
            let key: String?
            switch current.kind {
            case .name(let name): key = structures[name] != nil ? name : cleaned(name)
            case .member(let base?, let name):
                if case .name(let owner) = base.kind, owner == "self" || owner == "Self" { key = name } else { key = qualifiedName(current) }
            default: key = nil
            }
            guard let key, let value = structures[key] else { return current }
            current = value
        }
        return current
    }

    /// The zero structures code names: `UIEdgeInsetsZero`, `UIEdgeInsets.zero`, `CGSizeZero`, `CGPoint.zero` …
    static let zeroStructures: [String: String] = [
        "UIEdgeInsetsZero": "insets", "NSDirectionalEdgeInsetsZero": "insets", "CGSizeZero": "size", "CGPointZero": "point",
        "UIEdgeInsets.zero": "insets", "NSDirectionalEdgeInsets.zero": "insets", "CGSize.zero": "size", "CGPoint.zero": "point",
    ]

    /// The kind (`insets`, `size`, `point`) of a zero structure, or nil.
    func zeroStructure(_ expr: Expr) -> String? {
        qualifiedName(expr).flatMap { Self.zeroStructures[$0] }
    }

    /// Whether `expr` builds (or names) one of the structures the language
    /// has: insets, a size, a point.
    func isStructure(_ expr: Expr) -> Bool {
        edgeInsets(expr) != nil || sizeOrPoint(expr) != nil
    }

    /// The two parts of a size (`CGSizeMake(w, h)`, `CGSize(width:height:)`,
    /// `CGSizeZero`, `CGSize.zero`) or a point (`CGPointMake`, `CGPoint(x:y:)`,
    /// `.init(x:y:)`, the zeros), the constants that name one resolved; nil otherwise.
    func sizeOrPoint(_ value: Expr) -> (isSize: Bool, parts: [Expr])? {
        let value = resolved(value)
        if let kind = zeroStructure(value), kind != "insets" {
            let zero = Expr(kind: .number(0), text: "0", place: value.place)
            return (kind == "size", [zero, zero])
        }
        guard case .call(let callee, let arguments) = value.kind, arguments.count == 2 else { return nil }
        let labels = arguments.map(\.label)
        switch callee.kind {
        case .name("CGSizeMake"), .name("CGSize"), .name("NSMakeSize"): return (true, arguments.map(\.value))
        case .name("CGPointMake"), .name("CGPoint"), .name("NSMakePoint"): return (false, arguments.map(\.value))
        case .member(_, "init") where labels == ["width", "height"]: return (true, arguments.map(\.value))
        case .member(_, "init") where labels == ["x", "y"]: return (false, arguments.map(\.value))
        default: return nil
        }
    }

    /// `Metrics.Inner.x` as text, for names of nested constants.
    func qualifiedName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .name(let name): return name
        case .member(let base?, let name): return qualifiedName(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    /// A number for the draft, or a placeholder with a warning saying why.
    mutating func number(_ expr: Expr, what: String) -> DraftValue {
        if let value = evaluate(expr) { return .known(NumberText.format(value == 0 ? 0 : value)) }
        warn(expr.place, "\(what) '\(expr.text)' \(reason(expr)); the draft holds a TODO placeholder in its place")
        return .placeholder(expr.text)
    }

    /// Why a value cannot be read, the real reason first: a random number,
    /// the device, a condition, what a method returns, a loop's variable, a
    /// parameter of the method it is in, a view's frame, a value of the
    /// running app, a name from another file. A name the sources define
    /// (`CGFloat w = self.view.frame.size.width;`) is given with its value.
    func reason(_ expr: Expr) -> String { reason(expr, depth: 0) }

    private func reason(_ expr: Expr, depth: Int) -> String {
        if case .name(let name) = expr.kind, let conditions = assignedUnder[name] {
            return "depends on a condition known only when the app runs ('\(name)' is assigned under '\(conditions)')"
        }
        if let (array, _) = Self.subscripted(expr), let list = viewList(array) {
            return "is an element of the array '\(array.text)', "
                + (list.unknown.map { "whose views the files cannot say (\($0))" } ?? "at an index known only when the app runs")
        }
        if case .member = expr.kind, depth < 4, case .name(let base) = expr.chain().base.kind, base != "self",
           let definition = definitions[base] {
            // `button.snp.centerX` with `let button = buttons[index]`.
            return "uses '\(base)', which is '\(definition.text)', which \(reason(definition, depth: depth + 1))"
        }
        if case .name(let name) = expr.kind, depth < 4, let definition = definitions[name] {
            return "is '\(definition.text)', which \(reason(definition, depth: depth + 1))"
        }
        if let random = randomCall(in: expr) {
            return random.text == expr.text ? "is a random number, drawn when the app runs"
                : "uses '\(random.text)', a random number drawn when the app runs"
        }
        if let device = deviceValue(in: expr) {
            let defined = device.name.map { " ('\($0)' is '\(device.value.text)')" } ?? ""
            return "depends on the device the app runs on\(defined)"
        }
        if case .ternary = expr.kind { return "depends on a condition known only when the app runs" }
        if let function = undeclaredFunction(expr) {
            return "uses '\(function)', a function or macro not declared in the file (of another file?)"
        }
        if let method = calledMethod(expr) { return "is computed when the app runs (what the method '\(method)' returns)" }
        let names = expr.names
        for name in names {
            if let loop = context.conditions.first(where: { Self.loopVariables($0).contains(name) }) {
                let what = "a variable of the loop '\(loop)', which takes another value on each pass when the app runs"
                return name == expr.text ? "is \(what)" : "uses '\(name)', \(what)"
            }
        }
        if let function = context.function, let name = names.first(where: function.parameters.contains) {
            let what = "a parameter of the method '\(function.spelled)', whose value its caller gives when the app runs"
            return name == expr.text ? "is \(what)" : "uses '\(name)', \(what)"
        }
        if let frame = frameValue(in: expr) {
            return "is computed when the app runs (from '\(frame.text)', a view's frame, known once it is laid out)"
        }
        if case .name(let name) = expr.kind, !declared.contains(name) {
            if assignedProperties.contains(Self.bare(name)) {
                return "is computed when the app runs ('\(name)' is no constant: the code assigns it)"
            }
            return "is not declared in the file (a constant or a view of another file?)"
        }
        if case .member(let base?, let name) = expr.kind, case .name("self") = base.kind, !declared.contains(name) {
            if assignedProperties.contains(Self.bare(name)) {
                return "is computed when the app runs ('\(expr.text)' is no constant: the code assigns it)"
            }
            return "is not declared in the file (a property of a superclass or of another file?)"
        }
        if let name = firstUndefinedName(expr) {
            let base = String(name.split(separator: ".").first ?? Substring(name))
            if declared.contains(base) || base == "self" {
                return "is computed when the app runs ('\(name)' is no constant)"
            }
            if name == expr.text { return "is not declared in the file (a constant of another file?)" }
            return "uses '\(name)', which is not declared in the file (a constant of another file?)"
        }
        return "is a value known only when the app runs"
    }

    /// The functions whose value is a random number.
    static let randomFunctions: Set<String> = ["arc4random", "arc4random_uniform", "rand", "random", "drand48", "erand48", "lrand48"]

    /// The first call in `expr` that draws a random number: `arc4random_uniform(40)`,
    /// `rand()`, `CGFloat.random(in: 0...8)`, `[a, b].randomElement()`.
    func randomCall(in expr: Expr, depth: Int = 0) -> Expr? {
        guard depth < 64 else { return nil }
        if case .call(let callee, _) = expr.kind {
            switch callee.kind {
            case .name(let name) where Self.randomFunctions.contains(name): return expr
            case .member(_, "random"), .member(_, "randomElement"): return expr
            default: break
            }
        }
        return expr.children.lazy.compactMap { self.randomCall(in: $0, depth: depth + 1) }.first
    }

    /// The names of the device in code: the screen, the device, the application (its status bar).
    static let deviceNames: Set<String> = ["UIScreen", "UIDevice", "UIApplication", "NSScreen"]
    /// Properties whose value is the device's: the screen's scale.
    static let deviceProperties: Set<String> = ["scale", "nativeScale", "displayScale", "mainScreen", "statusBarFrame"]

    /// Whether `expr` holds a value of the device (`UIScreen.main.scale`, `[UIScreen mainScreen]`,
    /// `self.traitCollection.displayScale`), directly or through a name the sources
    /// define so (`SCREEN_WIDTH`, given with its value).
    func deviceValue(in expr: Expr, depth: Int = 0) -> (name: String?, value: Expr)? {
        guard depth < 64 else { return nil }
        switch expr.kind {
        case .name(let name):
            if Self.deviceNames.contains(name) { return (nil, expr) }
            if depth < 8, let definition = definitions[name], deviceValue(in: definition, depth: depth + 8) != nil {
                return (name, definition)
            }
            return nil
        case .member(_, let name) where Self.deviceProperties.contains(name):
            return (nil, expr)
        default:
            return expr.children.lazy.compactMap { self.deviceValue(in: $0, depth: depth + 1) }.first
        }
    }

    /// The first view's frame or bounds `expr` uses: `self.frame`, `self.view.bounds`, a view's own `bounds`.
    func frameValue(in expr: Expr, depth: Int = 0) -> Expr? {
        guard depth < 64 else { return nil }
        switch expr.kind {
        case .member(_, "frame"), .member(_, "bounds"): return expr
        case .name("frame"), .name("bounds"): return declared.contains(expr.text) ? nil : expr
        default: return expr.children.lazy.compactMap { self.frameValue(in: $0, depth: depth + 1) }.first
        }
    }

    /// Functions the importer evaluates, or through which a value passes (casts).
    static let knownFunctions: Set<String> = ["CGFloat", "Double", "Float", "Int", "round", "roundf", "floor", "floorf",
                                               "ceil", "ceilf", "MAX", "MIN", "max", "min", "fmax", "fmin", "fabs", "abs"]

    /// The method or function `expr` is the result of (a sign before it
    /// aside): `[self spacingForColumns:2]` is `spacingForColumns:`,
    /// `spacing(for: h)` is `spacing(for:)`; nil for no call, a cast or a
    /// function the importer knows, a structure's constructor.
    func calledMethod(_ expr: Expr) -> String? {
        var value = expr
        while case .prefix(_, let operand) = value.kind { value = operand }
        guard case .call(let callee, let arguments) = value.kind, !isStructure(value) else { return nil }
        let base: String
        switch callee.kind {
        case .name(let name): base = name
        case .member(_, let name): base = name
        default: return nil
        }
        if Self.knownFunctions.contains(base) || base.hasSuffix("Make") || base.first?.isUppercase == true { return nil }
        // An Objective-C selector ends with `:`, or has no argument; a Swift call is named with its labels.
        if base.hasSuffix(":") || arguments.isEmpty && value.text.hasPrefix("[") { return base }
        return FunctionScope.swiftName(base, labels: arguments.map(\.label))
    }

    /// The C function or macro an Objective-C value calls (a sign before it aside) that the
    /// files neither define nor the importer knows (`kScaleFrom_iPhone6(20)`, a macro of a
    /// prefix header): its name; nil for anything else (a message, a function of the files,
    /// a structure's constructor, Swift).
    func undeclaredFunction(_ expr: Expr) -> String? {
        guard layout.dialect == .masonry else { return nil }
        var value = expr
        while case .prefix(_, let operand) = value.kind { value = operand }
        guard case .call(let callee, _) = value.kind, case .name(let name) = callee.kind,
              !declared.contains(name), !definedFunctions.contains(name), !Self.knownFunctions.contains(name),
              !Self.randomFunctions.contains(name), name.first?.isUppercase != true, !isStructure(value) else { return nil }
        return name
    }

    /// The names a loop's condition declares: `for i in 0..<n` and `for (i, v) in …`
    /// (Swift), `for NSInteger i = 0; …` and `for UIView *v in views` (Objective-C).
    static func loopVariables(_ condition: String) -> [String] {
        guard condition.hasPrefix("for ") else { return [] }
        let rest = condition.dropFirst(4)
        var declarator: Substring
        if let range = rest.firstRange(of: " in ") {
            declarator = rest[..<range.lowerBound]
        } else {
            // C's `for (init; test; step)`: the names before `=` in its first part.
            let first = rest.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            declarator = Substring(first.split(separator: ",").map { $0.split(separator: "=").first ?? "" }.joined(separator: " "))
        }
        let words = declarator.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }.map(String.init)
        return words.filter { !["case", "let", "var", "_"].contains($0) }
    }

    private func firstUndefinedName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .name(let name): return constants[name] == nil ? name : nil
        case .member(let base?, _): return qualifiedName(expr).flatMap { constants[$0] == nil ? $0 : nil } ?? firstUndefinedName(base)
        case .prefix(_, let operand): return firstUndefinedName(operand)
        case .binary(_, let left, let right): return firstUndefinedName(left) ?? firstUndefinedName(right)
        case .call(let callee, let arguments):
            return arguments.lazy.compactMap { firstUndefinedName($0.value) }.first ?? qualifiedName(callee)
        default: return nil
        }
    }

    mutating func warn(_ place: SourcePlace, _ message: String) {
        let warning = ImportWarning(place: place, message: message)
        if !layout.warnings.contains(warning) { layout.warnings.append(warning) }
    }

    // MARK: Reading

    /// Reads the statements of the class (of every file, in order): its and
    /// the files' declarations first (a property may be declared after the
    /// method that uses it), then the rest in order, each function with its
    /// own locals.
    mutating func read(_ statements: [Stmt]) {
        let statements = SelfAliases.rewritten(statements)
        for statement in statements {
            if let function = statement.function, let type = function.returns, returnTypes[function.spelled] == nil {
                returnTypes[function.spelled] = type
            }
        }
        everDeclared.formUnion(Self.declaredNames(statements))
        noteUsedNames(statements)
        noteCalls(statements)
        noteActions(statements)
        for statement in statements where statement.function == nil { declare(statement) }
        declareStores(statements)
        noteFunctions(statements)
        noteHelpers(statements)
        let classLevel = bindings
        classLevelBindings = classLevel
        var saved: [FunctionScope: Bindings] = [:]
        var current: FunctionScope?
        for statement in statements {
            // A helper is read where the class calls it (ViewSetupReader+Helpers.swift).
            if let function = statement.function, helpers.contains(function) { continue }
            if statement.function != current {
                if let current { saved[current] = bindings }
                current = statement.function
                if let current, let known = saved[current] {
                    bindings = known
                } else {
                    bindings = classLevel
                    // A function's parameters are its locals: the caller's values, no view of the class's
                    // (a parameter `view` or `label` is neither the root nor a view of its name).
                    for parameter in current?.parameters ?? [] {
                        declareName(parameter, statement: statement)
                        localDepths[parameter] = 0
                    }
                }
                functionName = current?.name ?? ""
                inLocalScope = current != nil
            }
            interpret(statement)
        }
        bindings = classLevel
        functionName = ""
        inLocalScope = false
        // The blocks of methods the setup does not call run later, when the app calls them.
        layout.blocks += outsideBlocks
        outsideBlocks = []
    }

    /// The condition of a block made in `function`, a method the setup does not call.
    static func outsideCondition(_ function: FunctionScope) -> String {
        "in \(function.spelled), which the setup does not call"
    }

    /// The names `statements` declare in any scope (``everDeclared``).
    static func declaredNames(_ statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        func note(_ name: String) {
            let last = String(name.split(separator: ".").last ?? Substring(name))
            names.insert(bare(last))
        }
        func conditions(_ list: [String]) {
            for condition in list {
                // `if let accessory = …`, `guard var x = …`, `case let .a(x)`: the names bound.
                var words = condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)[...]
                while let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }) {
                    if index + 1 < words.endIndex { note(words[index + 1]) }
                    words = words[(index + 1)...]
                }
                for variable in loopVariables(condition) { note(variable) }
            }
        }
        func walk(_ list: [Stmt], depth: Int) {
            guard depth < 64 else { return }
            for statement in list {
                conditions(statement.conditions)
                if let function = statement.function { function.parameters.forEach(note) }
                switch statement.kind {
                case .declaration(let name, _, _): note(name)
                case .loop(let loop):
                    if let variable = loop.variable { note(variable) }
                    if let index = loop.index { note(index) }
                    walk(loop.body, depth: depth + 1)
                default: break
                }
                for expr in statement.expressions { closures(expr, depth: depth) }
            }
        }
        func closures(_ expr: Expr, depth: Int) {
            guard depth < 64 else { return }
            if case .closure(let parameters, let body) = expr.kind {
                parameters.forEach(note)
                walk(body, depth: depth + 1)
            }
            for child in expr.children { closures(child, depth: depth + 1) }
        }
        walk(statements, depth: 0)
        return names
    }

    /// The functions the statements define, and what those of no parameter whose body is a
    /// single unconditional `return` of a constant return (``methodConstants``).
    private mutating func noteFunctions(_ statements: [Stmt]) {
        var bodies: [FunctionScope: [Stmt]] = [:]
        for statement in statements {
            guard let function = statement.function else { continue }
            definedFunctions.insert(function.name)
            bodies[function, default: []].append(statement)
        }
        for (function, body) in bodies where function.parameters.isEmpty && body.count == 1 {
            if case .returning(let value?) = body[0].kind, body[0].conditions.isEmpty, let number = evaluate(value) {
                methodConstants[function.spelled] = number
            }
        }
    }

    /// Records the constants, the classes of declared views and the arrays
    /// of views of the class's and the files' declarations.
    private mutating func declare(_ statement: Stmt) {
        switch statement.kind {
        case .declaration(let name, let type, let value):
            declared.insert(name)
            if let last = name.split(separator: ".").last { declared.insert(String(last)) }
            if let value, let number = evaluate(value), statement.conditions.isEmpty || type == nil {
                constants[name] = number
                if let last = name.split(separator: ".").last, name.contains(".") { constants[String(last)] = number }
                return
            }
            if let value, isStructure(value), statement.conditions.isEmpty || type == nil {
                structures[name] = value
                if let last = name.split(separator: ".").last, name.contains(".") { structures[String(last)] = value }
                return
            }
            if let value, constructedClass(value) == nil, !(type.map(Self.isViewClass) ?? false), Self.isDefinition(value) {
                definitions[name] = value
            }
            let bare = cleaned(String(name.split(separator: ".").last ?? Substring(name)))
            if let type, declaredTypes[bare] == nil { declaredTypes[bare] = type }
            if let type, isViewType(type) {
                viewClasses[bare] = type
                classViews.insert(bare)
                if viewPlaces[bare] == nil { viewPlaces[bare] = statement.place }
            } else if let value, let made = constructedClass(value) {
                viewClasses[bare] = made
                classViews.insert(bare)
                if viewPlaces[bare] == nil { viewPlaces[bare] = statement.place }
            } else if Self.isOtherArrayType(type) {
                // `var edgeConstraints: [Constraint] = []`: no views.
            } else if let list = value.flatMap({ viewList($0) }) {
                classArrays[bare] = list
            } else if let type, Self.isArrayType(type) {
                classArrays[bare] = ViewList(unknown: "it is assigned no literal array of views in the files")
            }
        default:
            break
        }
    }

    /// The class a value constructs: `UILabel()`, `UILabel(frame: .zero)`,
    /// `[UILabel new]`, `[[UILabel alloc] initWithFrame:…]`, `UIButton(type: .system)`,
    /// `[UIButton buttonWithType:…]`, or a closure that builds one.
    func constructedClass(_ value: Expr) -> String? {
        switch value.kind {
        case .call(let callee, let arguments):
            switch callee.kind {
            case .name(let name) where isViewType(name): return name
            case .name(let name):
                // A function of the class that returns a view (`makeTitleLabel(text:) -> UILabel`).
                return returnedView(name, arguments)
            case .member(let base?, let selector):
                if case .name(let name) = base.kind, isViewType(name),
                   selector == "new" || selector == "alloc" || selector.hasPrefix("buttonWith") || selector == "init" {
                    return name
                }
                if selector.hasPrefix("init") || selector == "new" { return constructedClass(base) }
                // A stack class's factory of another file, `[UIStackView oba_stackWithArrangedSubviews:@[…]]`.
                if stackFactory(value) != nil, case .name(let name) = base.kind { return name }
                // Then's `UILabel().then { $0.… }`: the receiver's class.
                if selector == "then" { return constructedClass(base) }
                // A method of the class that returns a view (`self.makeLabel()`, `[self labelWithText:…]`).
                if case .name("self") = base.kind { return returnedView(selector, arguments) }
                return nil
            case .closure(_, let body):
                // `{ let label = UILabel(); …; return label }()`
                for statement in body {
                    if case .declaration(_, let type, let value) = statement.kind {
                        if let type, isViewType(type) { return type }
                        if let value, let made = constructedClass(value) { return made }
                    }
                }
                return nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The view class a function or method of the class returns, by the name
    /// its call spells (`titleLabel(text:)` in Swift, the selector in
    /// Objective-C); nil when it returns none, or no function of the class is so named.
    func returnedView(_ name: String, _ arguments: [Expr.Argument]) -> String? {
        let spelled = layout.dialect == .snapkit && !name.hasSuffix(":")
            ? FunctionScope.swiftName(name, labels: arguments.map(\.label)) : name
        guard let type = returnTypes[spelled], isViewType(type) else { return nil }
        return type
    }

    /// The arranged views a stack is made with: `[[UIStackView alloc]
    /// initWithArrangedSubviews:@[a, b]]`, `UIStackView(arrangedSubviews: [a,
    /// b])`, `UIStackView.init(arrangedSubviews:)`, of any class (only a
    /// stack has that initializer: `StackView(arrangedSubviews: views)` of
    /// another file's class too), or a stack class's factory of another file
    /// (``stackFactory(_:)``); the array a literal or a local or property
    /// holding one (``viewList(_:)``); the argument itself in `argument`.
    func arrangedSubviews(in value: Expr) -> (list: ViewList, argument: Expr)? {
        guard case .call(let callee, let arguments) = value.kind else { return nil }
        var argument: Expr?
        switch callee.kind {
        case .member(_, "initWithArrangedSubviews:"):
            argument = arguments.first?.value
        case .name(let type) where type.first?.isUppercase == true:
            argument = arguments.first(where: { $0.label == "arrangedSubviews" })?.value
        case .member(let base?, "init"):
            if case .name(let type) = base.kind, type.first?.isUppercase == true {
                argument = arguments.first(where: { $0.label == "arrangedSubviews" })?.value
            }
        default:
            argument = stackFactory(value)?.argument
        }
        guard let argument else { return nil }
        let list = viewList(argument)
            ?? ViewList(unknown: "'\(argument.text)' is no literal array of views, nor a local or property assigned one in the files")
        return (list, argument)
    }

    /// A class method of a stack class that the files do not declare and
    /// whose selector or argument label names the arranged views
    /// (`[UIStackView oba_horizontalStackWithArrangedSubviews:@[a, b]]`,
    /// `UIStackView.oba_horizontalStack(withArrangedSubviews: [a, b])`): the
    /// method, as spelled, and its array.
    func stackFactory(_ value: Expr) -> (method: String, argument: Expr)? {
        guard case .call(let callee, let arguments) = value.kind, case .member(let base?, let selector) = callee.kind,
              case .name(let type) = base.kind, uikitClass(of: type) == "UIStackView",
              !selector.hasPrefix("init"), selector != "new", selector != "alloc",
              !functionBodies.keys.contains(where: { $0.spelled == selector || $0.name == selector }) else { return nil }
        if selector.hasSuffix("ArrangedSubviews:"), let first = arguments.first {
            return (selector, first.value)
        }
        if let argument = arguments.first(where: { $0.label?.lowercased().hasSuffix("arrangedsubviews") == true }) {
            return (FunctionScope.swiftName(selector, labels: arguments.map(\.label)), argument.value)
        }
        return nil
    }

    /// The view of `name`, added to the layout when first met.
    mutating func ensureView(_ name: String, at place: SourcePlace) -> Int {
        if let index = layout.index(of: name) { return index }
        // Its class: a view's, else the type the class declares it with (`var avatarView:
        // ImageViewWithStatus!`, a class of another file that names no view: noteUnknownIntrinsicSizes()).
        let declared = viewClasses[name] ?? declaredTypes[name].flatMap { Self.isClassName($0) ? $0 : nil }
        var view = ImportedView(name: name, className: declared, parent: nil, place: viewPlaces[name] ?? place)
        if let type = declared, let uikit = uikitClass(of: type) {
            // The app's own classes as the UIKit class they are (`class TitleLabel: UILabel`).
            if uikit == "UIStackView" {
                view.isStack = true
            }
            if uikit == "UIScrollView" { view.isScroll = true }
            if Self.intrinsicClasses.contains(uikit) {
                view.intrinsic = .placeholder("intrinsic size of \(type) \(name)")
            }
        }
        layout.views.append(view)
        return layout.views.count - 1
    }

    /// Whether `type` reads as a class's name (`ImageViewWithStatus`), not a
    /// value's type, a generic or a protocol composition.
    static func isClassName(_ type: String) -> Bool {
        guard let first = type.first, first.isUppercase, !otherTypes.contains(type) else { return false }
        return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Leaves out of the draft the views no statement adds to a superview
    /// and no block, line or child names: a property the code only sets
    /// up (`UIStackView().then { $0.spacing = 9 }`, a hugging priority) but
    /// never shows has no frame to give.
    mutating func dropUnusedViews() {
        var named: Set<String> = []
        func note(_ text: String) {
            var word = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if !word.isEmpty { named.insert(word) }
                    word = ""
                }
            }
        }
        for block in layout.blocks {
            note(block.view.text)
            for line in block.lines { note(line.text) }
            if let statement = block.statement { note(statement) }
        }
        for view in layout.views { if let parent = view.parent { named.insert(parent) } }
        layout.views.removeAll { $0.parent == nil && !named.contains($0.name) }
    }

    /// Whether `type` is a view class of another file: no class the files
    /// declare leads from it to UIKit, its name says no label, button, image
    /// view or field, and it is no class of Apple's frameworks. Its intrinsic
    /// size (its content's, or the fitting size of its own constraints, as a
    /// view laid out by its own subviews has) is not in the files.
    func isForeignViewClass(_ type: String) -> Bool {
        guard uikitClass(of: type) == nil, let first = type.first, first.isUppercase,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        var root = type
        for _ in 0..<32 {
            guard let parent = superclasses[root] else { break }
            root = parent
        }
        return !Self.isAppleClass(root)
    }

    /// Whether a class name is one of Apple's frameworks' (`UIView`, `WKWebView`, `MKMapView` …).
    static func isAppleClass(_ name: String) -> Bool {
        ["UI", "WK", "MK", "AV", "NS", "SK", "SCN", "PK", "CA"].contains { name.hasPrefix($0) }
    }

    /// Whether the class read inherits from a class of another file (`class PinMessageCell:
    /// MessageCell`): a name it uses as a view but the files never declare is that superclass's.
    var inheritsFromAnotherFile: Bool {
        guard let owner, var root = superclasses[owner] else { return false }
        for _ in 0..<32 {
            guard let parent = superclasses[root] else { break }
            root = parent
        }
        return !Self.isAppleClass(root)
    }

    /// The views whose intrinsic size the files cannot say though no UIKit
    /// class of content makes it a placeholder: a view of a class of another
    /// file (``isForeignViewClass(_:)``), or one whose class the files never
    /// give (a property of a superclass); each a placeholder with a warning,
    /// but for stacks, scroll views, guides and views the files add views to
    /// (their content is in the files).
    mutating func noteUnknownIntrinsicSizes() {
        let parents = Set(layout.views.compactMap(\.parent))
        let locals = Set(localNames?.values.map { $0 } ?? [])
        let constrained = constrainedViews
        for index in layout.views.indices {
            let view = layout.views[index]
            if view.isStack { noteStackSetElsewhere(index, locals: locals) }
            guard view.intrinsic == nil, !view.isStack, !view.isScroll, !view.isGuide, !parents.contains(view.name),
                  !view.name.contains("@") else { continue }
            // A frame the code sets by hand, no block constraining the view: its size is the frame's.
            if handFrames[view.name] != nil, !constrained.contains(view.name) { continue }
            // A superclass's view given a frame of its own (addSuperclassViewFrames()): its size is the frame's.
            if layout.blocks.contains(where: { $0.isFrame && $0.view.text == view.name }) { continue }
            let reason: String
            if let type = view.className {
                guard isForeignViewClass(type) else { continue }
                reason = "the class of '\(view.name)', \(type), is of another file"
            } else {
                // A name the files never declare (no property, ivar, local, parameter or binding of it):
                // a view of a superclass, of another file.
                guard inheritsFromAnotherFile, !everDeclared.contains(view.name), !classViews.contains(view.name),
                      !locals.contains(view.name) else { continue }
                reason = "'\(view.name)' is declared nowhere in the files, a view of the superclass "
                    + "'\(superclasses[owner ?? ""] ?? "")' of another file, of a class the files do not say"
            }
            layout.views[index].intrinsic = .placeholder("intrinsic size of \(view.className.map { "\($0) " } ?? "")\(view.name)")
            warn(view.place, "\(reason): whether it has an intrinsic size (its content's, or the fitting size of its own "
                 + "constraints) is not in the files; the draft holds a TODO placeholder for it ('none' when it has none)")
        }
    }

    /// A stack of a class of another file (`StackView(arrangedSubviews:)`,
    /// its class no declaration of the files leads to `UIStackView`), or one
    /// the files never declare (a superclass's): that class or that code may
    /// set its axis, spacing, distribution and alignment, so each the files
    /// do not set is a placeholder (`axis "TODO: axis of StackView texts"`),
    /// with a warning, rather than UIKit's default.
    private mutating func noteStackSetElsewhere(_ index: Int, locals: Set<String>) {
        let view = layout.views[index]
        let reason: String
        if let type = view.className {
            var root = type
            for _ in 0..<32 {
                guard let parent = superclasses[root] else { break }
                root = parent
            }
            guard root != "UIStackView", type.first?.isUppercase == true else { return }
            reason = "the class of the stack '\(view.name)', \(type), is of another file"
        } else {
            guard inheritsFromAnotherFile, !everDeclared.contains(view.name), !classViews.contains(view.name),
                  !locals.contains(view.name), !view.name.contains("@") else { return }
            reason = "'\(view.name)' is a stack declared nowhere in the files, a view of the superclass "
                + "'\(superclasses[owner ?? ""] ?? "")' of another file"
        }
        let of = "\(view.className.map { "\($0) " } ?? "")\(view.name)"
        var unset: [String] = []
        if view.axis == nil { layout.views[index].axis = .placeholder("axis of \(of)"); unset.append("axis") }
        if view.spacing == nil { layout.views[index].spacing = .placeholder("spacing of \(of)"); unset.append("spacing") }
        if view.distribution == nil {
            layout.views[index].distribution = .placeholder("distribution of \(of)")
            unset.append("distribution")
        }
        if view.alignment == nil { layout.views[index].alignment = .placeholder("alignment of \(of)"); unset.append("alignment") }
        guard !unset.isEmpty else { return }
        let listed = unset.count == 1 ? unset[0] : unset.dropLast().joined(separator: ", ") + " and " + unset.last!
        warn(view.place, "\(reason), whose code may set its \(listed): the files do not, and the draft holds a TODO "
             + "placeholder for \(unset.count == 1 ? "it" : "each") rather than UIKit's default")
    }

    /// `child` is added to `parent` (arranged in it when `arranged`).
    mutating func add(_ child: String, to parent: String, arranged: Bool, at place: SourcePlace,
                      conditions: [String], index position: Int? = nil) {
        guard child != "root", child != parent else { return }
        if parent != "root" {
            let parentIndex = ensureView(parent, at: place)
            if arranged { layout.views[parentIndex].isStack = true }
        }
        let index = ensureView(child, at: place)
        if !conditions.isEmpty {
            warn(place, "'\(child)' is added to '\(parent)' under '\(conditions.joined(separator: "', '"))', "
                 + "which the source alone cannot tell; the draft adds it")
        }
        if let intrinsic = layout.views[index].intrinsic, intrinsic.isPlaceholder, layout.views[index].addedAt == nil {
            warn(layout.views[index].place, "the intrinsic size of \(viewDescription(child, layout.views[index].className)) "
                 + "depends on its content and font; the draft holds a TODO placeholder for it")
        }
        if parent != "root", layout.views.firstIndex(where: { $0.name == parent }).map({ layout.views[$0].isStack }) == true,
           !arranged {
            warn(place, "'\(child)' is a subview of the stack '\(parent)' but not arranged in it; "
                 + "the language arranges every child of a stack")
        }
        // A view added again moves: it is declared where it was last added.
        var view = layout.views.remove(at: index)
        view.parent = parent
        view.addedAt = place
        if let position, parent != "root" {
            let siblings = layout.views.indices.filter { layout.views[$0].parent == parent }
            if position < siblings.count {
                layout.views.insert(view, at: siblings[position])
                return
            }
        }
        layout.views.append(view)
    }

    // MARK: Statements

    mutating func interpret(_ statement: Stmt) {
        let outer = context
        context = (statement.conditions, statement.function ?? outer.function)
        defer { context = outer }
        if readAnchors(statement) { return }
        if readChange(statement) { return }
        if readHelperCall(statement) { return }
        switch statement.kind {
        case .expression(let expr):
            expression(expr, statement: statement)
        case .assignment(let target, let op, let value):
            assignment(target, op, value, statement: statement)
        case .declaration(let name, let type, let value):
            if inLocalScope {
                declareLocal(name, type: type, value: value, statement: statement)
                return
            }
            guard let value else { return }
            let bare = cleaned(String(name.split(separator: ".").last ?? Substring(name)))
            if case .closure = value.kind {
                store(value, as: bare, statement: statement)
            } else if viewClasses[bare] != nil {
                created(bare, value: value, statement: statement)
            } else {
                expression(value, statement: statement)
            }
        case .returning(let value):
            if let value { expression(value, statement: statement) }
            // The view a helper returns, read where it is called.
            if let value, let frame = inlineStack.last, statement.function == frame.function,
               let view = viewName(value) ?? knownView(value) {
                inlineStack[inlineStack.count - 1].returned = view
            }
        case .loop(let loop):
            self.loop(loop, statement: statement)
        }
    }

    /// A statement that calls a helper of the class (``ViewSetupReader+Helpers.swift``):
    /// the call alone (`[self styleLabel:_titleLabel];`), its value stored in
    /// a local or a property (`_middleLabel = [self.class buildLineLabel];`,
    /// `let title = makeLabel()`), which is then the view it returns; or
    /// held by it (an array's element, an argument), each read first.
    /// Whether the statement was read whole.
    private mutating func readHelperCall(_ statement: Stmt) -> Bool {
        guard !helpers.isEmpty else { return false }
        switch statement.kind {
        case .expression(let expr):
            if let function = calledHelper(expr) {
                inlineNestedCalls(in: Stmt(kind: .expression(Expr(kind: .array(callArguments(expr)), text: "", place: expr.place)),
                                           place: statement.place, conditions: statement.conditions, owner: statement.owner,
                                           function: statement.function))
                inlineCall(function, call: expr, target: nil, statement: statement)
                return true
            }
        case .declaration(let name, let type, let value?) where inLocalScope:
            let call = Self.withoutCast(value)
            if let function = calledHelper(call) {
                inlineNestedCalls(in: statement, skipping: call.place)
                declareName(name, statement: statement)
                let view = localView(name, at: statement.place)
                aliases[name] = view
                viewPlaces[view] = statement.place
                inlineCall(function, call: call, target: view, statement: statement)
                // The class the helper makes; else the one the local is declared with.
                if viewClasses[view] == nil, let type, isViewType(Self.bareType(type)) {
                    viewClasses[view] = Self.bareType(type)
                }
                return true
            }
        case .declaration(let name, _, let value?):
            let call = Self.withoutCast(value)
            if let function = calledHelper(call) {
                inlineNestedCalls(in: statement, skipping: call.place)
                let bare = cleaned(String(name.split(separator: ".").last ?? Substring(name)))
                inlineCall(function, call: call, target: bare, statement: statement)
                return true
            }
        case .assignment(let target, "=", let value):
            let call = Self.withoutCast(value)
            guard let function = calledHelper(call) else { break }
            inlineNestedCalls(in: statement, skipping: call.place)
            let view: String?
            if case .name(let local) = target.kind, locals.contains(local) {
                // A local given the helper's view: a view of its own, the one the call makes.
                let made = localView(local, at: statement.place)
                aliases[local] = made
                viewPlaces[made] = statement.place
                view = made
            } else {
                view = classTarget(target).map { classView($0) }
                if let property = classTarget(target) {
                    classAliases[property] = nil
                    // Made here, by the helper.
                    viewPlaces[property] = statement.place
                }
            }
            inlineCall(function, call: call, target: view, statement: statement)
            return true
        default:
            break
        }
        inlineNestedCalls(in: statement)
        return false
    }

    /// A call's arguments, as a list of their values.
    private func callArguments(_ expr: Expr) -> [Expr] {
        guard case .call(_, let arguments) = expr.kind else { return [] }
        return arguments.map(\.value)
    }

    /// `(UILabel *)[self makeLabel]`, `makeLabel() as! UILabel`: the value cast.
    static func withoutCast(_ value: Expr) -> Expr { value }

    /// Then's `.then { … }` after a view's constructor (`UILabel().then { $0.text = … }`,
    /// `.then { label in … }`, chained or not): the constructor, and the closures
    /// that set the view up, in order, with their parameter's name (`$0` or the one written).
    func thenClosures(_ value: Expr) -> (base: Expr, closures: [(parameter: String, body: [Stmt])]) {
        var base = value
        var closures: [(parameter: String, body: [Stmt])] = []
        while case .call(let callee, let arguments) = base.kind, case .member(let receiver?, "then") = callee.kind,
              arguments.count == 1, case .closure(let parameters, let body) = arguments[0].value.kind {
            closures.insert((parameters.first ?? "$0", body), at: 0)
            base = receiver
        }
        return (base, closures)
    }

    /// A view made by `value`: a stack's arranged views, a lazy closure's
    /// setup, Then's `.then { … }` closures (their parameter is the view).
    mutating func created(_ name: String, value fullValue: Expr, statement: Stmt) {
        let (value, closures) = thenClosures(fullValue)
        if let parts = constructionFrame(value) { noteFrame(name, parts, statement: statement) }
        if let (list, argument) = arrangedSubviews(in: value) {
            _ = ensureView(name, at: statement.place)
            if let index = layout.index(of: name) { layout.views[index].isStack = true }
            if let (method, _) = stackFactory(value), let index = layout.index(of: name) {
                // What a method of another file sets on the stack it makes is not in the files.
                warn(value.place, "the stack '\(name)' is made by '\(method)', a method the files do not declare: the draft "
                     + "arranges the views it is given, in order, and holds a TODO placeholder for each property of the stack "
                     + "the method may set (axis, distribution, alignment, spacing) that the files do not set")
                let made = "set by \(method)"
                layout.views[index].axis = .placeholder("axis of \(name), \(made)")
                layout.views[index].distribution = .placeholder("distribution of \(name), \(made)")
                layout.views[index].alignment = .placeholder("alignment of \(name), \(made)")
                layout.views[index].spacing = .placeholder("spacing of \(name), \(made)")
            }
            if let why = list.unknown {
                warn(argument.place, "cannot tell which views the stack '\(name)' is made with: \(why); "
                     + "none is arranged in it in the draft")
            }
            for (index, item) in list.items.enumerated() {
                if let child = item.name, child != "root" {
                    add(child, to: name, arranged: true, at: item.place, conditions: statement.conditions)
                } else if let type = item.made {
                    // `[UIView new]` in the list: a view of its own, named by the stack and its index.
                    let child = "\(name)_\(index)"
                    viewClasses[child] = type
                    viewPlaces[child] = item.place
                    add(child, to: name, arranged: true, at: item.place, conditions: statement.conditions)
                } else {
                    warn(item.place, "cannot tell which view '\(item.text)' is; it is left out of the stack '\(name)'")
                }
            }
        }
        if case .call(let callee, _) = value.kind, case .closure(_, let body) = callee.kind {
            // The local the closure returns stands for the property.
            var local: String?
            for inner in body {
                if case .returning(let returned?) = inner.kind, case .name(let returnedName) = returned.kind {
                    local = returnedName
                }
            }
            // The closure's locals are its own; a class's property's closure names them.
            let outerName = functionName
            if !inLocalScope { functionName = name }
            // A lazy property's closure runs when something first reads it: one nothing in the files
            // reads never runs, its blocks held to the app's calling its getter (``isUnreadGetter(_:)``).
            var body = body
            let getter = FunctionScope(name: name, place: statement.place)
            if !inLocalScope, statement.isLazy, statement.function == nil, isUnreadGetter(getter), !isSetup(name) {
                body = Stmt.inFunction(getter, body)
            }
            nested { reader in
                if let local { reader.returnedLocals[local] = name }
                for inner in body { reader.interpret(inner) }
            }
            functionName = outerName
        }
        // Then's closures run once the view is made, on it (their locals their own).
        for (parameter, body) in closures {
            nested { reader in
                reader.declareName(parameter, statement: statement)
                reader.aliases[parameter] = name
                for inner in body { reader.interpret(inner) }
            }
        }
    }

    /// The calls of a view on itself that a Swift view subclass writes
    /// without `self.` (`addSubview(label)`).
    static let selfCalls: Set<String> = ["addSubview", "insertSubview", "addLayoutGuide", "setContentHuggingPriority",
                                         "setContentCompressionResistancePriority", "addArrangedSubview",
                                         "insertArrangedSubview"]

    private mutating func expression(_ expr: Expr, statement: Stmt) {
        if let branches = Stmt.branches(of: expr, statement: statement) {
            for branch in branches { interpret(branch) }
            return
        }
        guard case .call(var callee, let arguments) = expr.kind else { return }
        if case .name(let name) = callee.kind, Self.selfCalls.contains(name) {
            callee = Expr(kind: .member(Expr(kind: .name("self"), text: "self", place: callee.place), name),
                          text: callee.text, place: callee.place)
        }
        if let name = storedClosureName(callee) {
            // `layout()`, `self.onLayout()`: the closure kept under that name.
            readStoredClosure(name, statement: statement)
            for argument in arguments { closureBodies(argument.value, statement: statement) }
            return
        }
        if case .closure(_, let body) = callee.kind {
            // `(^{ … })()`, `{ … }()`: a closure called at once.
            for inner in body { interpret(inner) }
        }
        guard case .member(let receiver?, let selector) = callee.kind else {
            // A closure called at once, a function: read the closures' bodies.
            for argument in arguments { closureBodies(argument.value, statement: statement) }
            return
        }
        let first = arguments.first?.value
        switch selector {
        case "addSubview:", "addSubview", "insertSubview:atIndex:", "insertSubview:belowSubview:",
             "insertSubview:aboveSubview:", "insertSubview", "addArrangedSubview:", "addArrangedSubview",
             "insertArrangedSubview:atIndex:", "insertArrangedSubview":
            guard let first else { return }
            let arranged = selector.contains("Arranged")
            var position: Int?
            if selector.hasPrefix("insertArrangedSubview"), arguments.count > 1 { position = evaluate(arguments[1].value).map { Int($0) } }
            guard let parent = viewName(receiver) else {
                warn(receiver.place, "cannot tell which view '\(receiver.text)' is; '\(first.text)' is not added to it")
                return
            }
            guard let child = viewName(first) else {
                if let parameter = parameterNamed(first) {
                    warn(first.place, "'\(first.text)' is a parameter of the method '\(parameter.spelled)', the view its "
                         + "caller passes when the app runs; its adding is left out of the draft")
                } else {
                    warn(first.place, "cannot tell which view '\(first.text)' is; it is left out of the draft")
                }
                return
            }
            add(child, to: parent, arranged: arranged, at: statement.place, conditions: statement.conditions, index: position)
        case "setContentHuggingPriority:forAxis:", "setContentHuggingPriority",
             "setContentCompressionResistancePriority:forAxis:", "setContentCompressionResistancePriority":
            guard arguments.count == 2, let name = viewName(receiver) else { return }
            let index = ensureView(name, at: statement.place)
            let axis = axisName(arguments[1].value) == "vertical" ? 1 : 0
            let value = priority(arguments[0].value)
            let conditional = conditionalValue(value, statement: statement, what: "a priority of '\(name)'")
            if selector.hasPrefix("setContentHugging") {
                layout.views[index].hugging[axis] = conditional
            } else {
                layout.views[index].compression[axis] = conditional
            }
        case "addLayoutGuide:", "addLayoutGuide":
            guard let first, let owner = viewName(receiver), let name = viewName(first), name != "root" else { return }
            if owner != "root" { _ = ensureView(owner, at: statement.place) }
            let index = ensureView(name, at: statement.place)
            layout.views[index].isGuide = true
            layout.views[index].intrinsic = nil
            var guide = layout.views.remove(at: index)
            guide.parent = owner
            guide.addedAt = statement.place
            layout.views.append(guide)
        case "setHidden:":
            guard let first, let name = viewName(receiver) else { return }
            setHidden(name, first, statement: statement)
        case "setFrame:":
            guard let first, let name = viewName(receiver) else { return }
            if let parts = assignedFrameParts(first) {
                noteFrame(name, parts, statement: statement)
            } else {
                noteUnreadFrame(name, first, statement: statement)
            }
        case _ where Self.blockSelectors.contains(selector):
            constraintBlock(receiver: receiver, selector: selector, arguments: arguments, statement: statement)
        case "forEach" where arguments.count == 1:
            // `[a, b, c].forEach { stack.addArrangedSubview($0) }`: the body once per view, as a loop.
            forEach(receiver, arguments[0].value, statement: statement)
        case "enumerateObjectsUsingBlock:" where arguments.count == 1:
            // `[views enumerateObjectsUsingBlock:^(UIView *v, NSUInteger idx, BOOL *stop) { … }]`: a loop, idx its index.
            guard case .closure(let parameters, let body) = arguments[0].value.kind else {
                closureBodies(arguments[0].value, statement: statement)
                return
            }
            let loop = Loop(header: "\(receiver.text) enumerateObjectsUsingBlock:", variable: parameters.first,
                            domain: .elements(receiver), body: body, index: parameters.count > 1 ? parameters[1] : nil)
            self.loop(loop, statement: statement)
        case "mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:",
             "mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:":
            distribute(receiver: receiver, selector: selector, arguments: arguments, statement: statement)
        case "addObject:", "append", "addObjectsFromArray:":
            // A mutable array of views growing (`[tabs addObject:tab]`, `tabs.append(tab)`).
            if arguments.count != 1 || !appended(to: receiver, arguments[0], statement: statement) {
                for argument in arguments { closureBodies(argument.value, statement: statement) }
                expression(receiver, statement: statement)
            }
        case let other where other.hasPrefix("mas_distribute"):
            warn(callee.place, "Masonry's '\(other)' is not in the language; the distribution is left out of the draft")
        case let binding where (binding == "drive" || binding == "bind") && arguments.count == 1
                && rxHiddenView(arguments[0].value) != nil:
            // RxCocoa's binder: `flag.drive(label.rx.isHidden)`, `flag.bind(to: label.rx.isHidden)` sets the
            // view's `isHidden` to each value the observable gives, a value of the running app.
            if let name = rxHiddenView(arguments[0].value) { setHidden(name, receiver, statement: statement) }
            expression(receiver, statement: statement)
        default:
            for argument in arguments { closureBodies(argument.value, statement: statement) }
            expression(receiver, statement: statement)
        }
    }

    /// The view of RxCocoa's `label.rx.isHidden` (`rx.hidden`), the binder of its `isHidden`.
    private func rxHiddenView(_ expr: Expr) -> String? {
        guard case .member(let rx?, let property) = expr.kind, property == "isHidden" || property == "hidden",
              case .member(let view?, "rx") = rx.kind, let name = viewName(view), name != "root" else { return nil }
        return name
    }

    /// The statements of closures passed along (an animation's block, a
    /// `dispatch_async`'s, a closure kept under a name), read as the setup's
    /// own (their locals their own).
    mutating func closureBodies(_ expr: Expr, statement: Stmt) {
        if let name = storedClosureName(expr) {
            readStoredClosure(name, statement: statement)
        } else if case .closure(_, let body) = expr.kind {
            nested { reader in
                for inner in body { reader.interpret(inner) }
            }
        } else if case .call = expr.kind {
            expression(expr, statement: statement)
        }
    }

    private mutating func assignment(_ target: Expr, _ op: String, _ value: Expr, statement: Stmt) {
        if op == "=", case .closure = value.kind, let name = handleName(target) {
            store(value, as: name, statement: statement)
            return
        }
        // A local bound anew (`lastView = label`, `x += 8`), a property given another view or an array.
        if bindAssignment(target, op, value, statement: statement) { return }
        if let name = viewName(target), name != "root", op == "=" {
            // A view made, of a known class or not (`_carousel = ({ iCarousel *c = …; …; c; })`).
            if viewClasses[name] != nil || constructedClass(value) != nil || Self.isClosureCall(value) {
                if viewClasses[name] == nil, let made = constructedClass(value) { viewClasses[name] = made }
                created(name, value: value, statement: statement)
                return
            }
            if let parts = constructionFrame(value) { noteFrame(name, parts, statement: statement) }
        }
        guard case .member(let owner?, let property) = target.kind else {
            expression(value, statement: statement)
            return
        }
        // SnapKit's `view.snp.contentHuggingHorizontalPriority = 251` and the like.
        if case .member(let viewExpr?, "snp") = owner.kind, let name = viewName(viewExpr) {
            let index = ensureView(name, at: statement.place)
            let number = conditionalValue(priority(value), statement: statement, what: "a priority of '\(name)'")
            switch property {
            case "contentHuggingHorizontalPriority": layout.views[index].hugging[0] = number
            case "contentHuggingVerticalPriority": layout.views[index].hugging[1] = number
            case "contentCompressionResistanceHorizontalPriority": layout.views[index].compression[0] = number
            case "contentCompressionResistanceVerticalPriority": layout.views[index].compression[1] = number
            default: break
            }
            return
        }
        guard let name = viewName(owner) else { return }
        switch property {
        case "axis":
            let index = ensureView(name, at: statement.place)
            layout.views[index].isStack = true
            layout.views[index].axis = conditionalValue(enumValue(value, prefix: "UILayoutConstraintAxis", known: ["horizontal", "vertical"], what: "axis"),
                                                        statement: statement, what: "the axis of '\(name)'")
        case "spacing":
            let index = ensureView(name, at: statement.place)
            layout.views[index].spacing = conditionalValue(number(value, what: "the spacing"), statement: statement,
                                                           what: "the spacing of '\(name)'")
        case "distribution":
            let index = ensureView(name, at: statement.place)
            layout.views[index].distribution = conditionalValue(
                enumValue(value, prefix: "UIStackViewDistribution",
                          known: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
                          what: "distribution"),
                statement: statement, what: "the distribution of '\(name)'")
        case "alignment":
            guard viewClasses[name] == "UIStackView" || layout.index(of: name).map({ layout.views[$0].isStack }) == true else { return }
            let index = ensureView(name, at: statement.place)
            layout.views[index].alignment = conditionalValue(
                enumValue(value, prefix: "UIStackViewAlignment",
                          known: ["fill", "leading", "trailing", "center", "top", "bottom", "firstBaseline", "lastBaseline"],
                          what: "alignment"),
                statement: statement, what: "the alignment of '\(name)'")
        case "hidden", "isHidden":
            setHidden(name, value, statement: statement)
        case "frame":
            if let parts = assignedFrameParts(value) {
                noteFrame(name, parts, statement: statement)
            } else {
                noteUnreadFrame(name, value, statement: statement)
            }
        case "x", "y", "left", "top", "centerX", "centerY", "width", "height":
            noteFramePart(name, property, value, statement: statement)
        case "autoresizingMask":
            if name != "root" { autoresizedViews[name] = statement.place }
        case "layoutMargins":
            let index = ensureView(name, at: statement.place)
            if let insets = edgeInsets(value) {
                let parts = insets.map { number($0, what: "a margin") }
                let text = parts.map(\.text).joined(separator: " ")
                layout.views[index].margins = conditionalValue(DraftValue(text: text, isPlaceholder: parts.contains { $0.isPlaceholder }),
                                                               statement: statement, what: "the margins of '\(name)'")
            } else {
                warn(value.place, "the margins '\(value.text)' \(reason(value)); the draft holds a TODO placeholder in their place")
                layout.views[index].margins = .placeholder(value.text)
            }
        default:
            break
        }
    }

    private mutating func setHidden(_ name: String, _ value: Expr, statement: Stmt) {
        let index = ensureView(name, at: statement.place)
        let text: DraftValue
        switch value.kind {
        case .name("YES"), .name("true"): text = .known("hidden")
        case .name("NO"), .name("false"): text = .known("hidden none")
        default:
            warn(value.place, "whether '\(name)' is hidden depends on '\(value.text)'; the draft holds a TODO placeholder")
            text = DraftValue(text: "hidden \(DraftValue.placeholder(value.text).text)", isPlaceholder: true)
        }
        layout.views[index].hidden = conditionalValue(text, statement: statement, what: "whether '\(name)' is hidden")
    }

    /// A value set under a condition is a placeholder: which branch runs is
    /// not in the source.
    mutating func conditionalValue(_ value: DraftValue, statement: Stmt, what: String) -> DraftValue {
        guard !statement.conditions.isEmpty else { return value }
        let condition = statement.conditions.joined(separator: ", ")
        warn(statement.place, "\(what) is set under '\(condition)', which the source alone cannot tell; "
             + "the draft holds a TODO placeholder")
        if value.text.hasPrefix("hidden") {
            return DraftValue(text: "hidden \(DraftValue.placeholder("\(value.text) under \(condition)").text)", isPlaceholder: true)
        }
        return .placeholder("\(value.text) under \(condition)")
    }

    /// An enumeration's case: `UIStackViewDistributionFillEqually`, `.fillEqually`,
    /// `UIStackView.Distribution.fillEqually`.
    mutating func enumValue(_ value: Expr, prefix: String, known: [String], what: String) -> DraftValue {
        var name: String?
        switch value.kind {
        case .name(let text) where text.hasPrefix(prefix):
            let rest = text.dropFirst(prefix.count)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        case .member(_, let member):
            name = member
        default:
            break
        }
        if let name, let match = known.first(where: { $0.lowercased() == name.lowercased() }) { return .known(match) }
        warn(value.place, "the \(what) '\(value.text)' cannot be read; the draft holds a TODO placeholder in its place")
        return .placeholder(value.text)
    }

    func axisName(_ value: Expr) -> String? {
        switch value.kind {
        case .name(let text): return text.hasSuffix("Vertical") ? "vertical" : text.hasSuffix("Horizontal") ? "horizontal" : nil
        case .member(_, let member): return member
        default: return nil
        }
    }

    /// A priority: a number, or UIKit's, Masonry's or SnapKit's names.
    mutating func priority(_ value: Expr) -> DraftValue {
        if let number = priorityValue(value) { return .known(NumberText.format(number)) }
        warn(value.place, "the priority '\(value.text)' \(reason(value)); the draft holds a TODO placeholder in its place")
        return .placeholder(value.text)
    }

    func priorityValue(_ value: Expr) -> Double? {
        if let number = evaluate(value) { return number }
        switch value.kind {
        case .name(let name): return Priority.codeNames[name].map(Double.init)
        case .member(_, let name): return Priority.codeNames[name].map(Double.init)
        case .binary(let op, let left, let right):
            guard let a = priorityValue(left), let b = priorityValue(right) else { return nil }
            return op == "+" ? a + b : op == "-" ? a - b : nil
        case .call(let callee, let arguments):
            // UILayoutPriority(999), UILayoutPriority(rawValue: 999), .high.advanced(by: -1)
            if case .name("UILayoutPriority") = callee.kind, let first = arguments.first { return priorityValue(first.value) }
            if case .member(let base?, "advanced") = callee.kind, let first = arguments.first,
               let a = priorityValue(base), let b = evaluate(first.value) {
                return a + b
            }
            return nil
        default: return nil
        }
    }

    /// The four parts of `UIEdgeInsetsMake(t, l, b, r)` or
    /// `UIEdgeInsets(top:left:bottom:right:)` (and the directional ones:
    /// top, leading, bottom, trailing), in that order.
    func edgeInsets(_ value: Expr) -> [Expr]? {
        let value = resolved(value)
        if zeroStructure(value) == "insets" || Self.isBareZero(value) {
            return Array(repeating: Expr(kind: .number(0), text: "0", place: value.place), count: 4)
        }
        guard case .call(let callee, let arguments) = value.kind, arguments.count == 4 else { return nil }
        let name: String
        switch callee.kind {
        case .name(let text): name = text
        case .member(_, let member): name = member
        default: return nil
        }
        guard ["UIEdgeInsetsMake", "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSDirectionalEdgeInsetsMake", "init"].contains(name)
        else { return nil }
        return arguments.map(\.value)
    }

    /// Swift's `.zero` with no type before it.
    static func isBareZero(_ value: Expr) -> Bool {
        if case .member(nil, "zero") = value.kind { return true }
        return false
    }

    // MARK: Blocks

    /// The selectors of Masonry's and SnapKit's blocks.
    static let blockSelectors: Set<String> = [
        "mas_makeConstraints:", "makeConstraints:", "mas_updateConstraints:", "updateConstraints:",
        "mas_remakeConstraints:", "remakeConstraints:", "makeConstraints", "updateConstraints",
        "remakeConstraints", "prepareConstraints",
    ]

    mutating func constraintBlock(receiver: Expr, selector: String, arguments: [Expr.Argument], statement original: Stmt) {
        var statement = original
        // A block of a method the setup does not run (an action, a setter, `configure(_:)`…), or of a
        // helper called from one: under the condition that the app calls it, after the setup's blocks.
        let runner = inlineStack.first?.caller ?? statement.function
        let outside = outsideSetup(runner) ? runner : nil
        if let outside {
            statement.conditions.append(Self.outsideCondition(outside))
        }
        guard var closureArgument = arguments.last?.value else { return }
        if let name = storedClosureName(closureArgument), let stored = storedClosures[name] {
            // `v.snp.makeConstraints(layout)`: the closure kept under that name.
            closureArgument = stored.closure(conditions: statement.conditions)
        }
        guard case .closure(let parameters, let body) = closureArgument.kind else {
            warn(closureArgument.place, "the block's closure '\(closureArgument.text)' is not written here nor kept "
                 + "in a local or a property of the file; the block is left out of the draft")
            return
        }
        readBlocks.insert(closureArgument.place)
        let kind: ImportedBlock.Kind = selector.contains("update") ? .update : selector.contains("remake") ? .remake : .make
        // Swift: `view.snp.makeConstraints`; Objective-C: `[view mas_makeConstraints:…]`,
        // or an array of views `[@[a, b] mas_makeConstraints:…]`, `[a, b].snp.makeConstraints`,
        // `[self.buttons mas_makeConstraints:…]`: one block of the list, `make [a, b] { … }`.
        var subject = receiver
        if case .member(let base?, "snp") = receiver.kind {
            subject = base
        } else if case .name("snp") = receiver.kind, viewClasses["snp"] == nil {
            // `snp.makeConstraints { … }` in a view subclass: its implicit `self`, the root.
            subject = Expr(kind: .name("self"), text: "self", place: receiver.place)
        }
        let view: DraftValue
        if let list = viewList(subject) {
            guard let names = listText(list, of: subject, what: "the block's views") else { return }
            view = names
            if !list.loops.isEmpty, list.unknown == nil {
                // An array grown in a loop read once: the block constrains the loop's view, under the loop.
                let loops = list.loops.filter { !statement.conditions.contains($0) }
                warn(subject.place, "the array '\(subject.text)' holds the views the loop '\(list.loops.joined(separator: ", "))' "
                     + "makes, one per pass, and the loop is not unrolled: the block constrains the loop's view "
                     + "'\(names.text)', read once as the loop is, under the loop (a TODO placeholder)")
                statement.conditions += loops
            }
        } else {
            view = blockView(subject).0
        }
        let maker = parameters.last ?? "make"
        // The block's locals are its own.
        let outer = bindings
        var translator = ConstraintTranslator(reader: self, maker: maker, subject: view.text,
                                              inactive: selector == "prepareConstraints")
        let lines = translator.lines(body, blockConditions: statement.conditions)
        self = translator.reader
        bindings = outer
        var block = ImportedBlock(kind: kind, view: view, place: statement.place, lines: lines)
        block.conditions = statement.conditions
        if let outside {
            let others = original.conditions.joined(separator: ", ")
            warn(statement.place, "this block is made in '\(outside.spelled)'\(others.isEmpty ? "" : " (under '\(others)')"), "
                 + "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not "
                 + "call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines "
                 + "under a TODO placeholder")
        } else if !statement.conditions.isEmpty {
            let condition = statement.conditions.joined(separator: ", ")
            warn(statement.place, "this block runs under '\(condition)', which the source alone cannot tell; "
                 + "each of its lines holds a TODO placeholder")
        }
        for index in block.lines.indices {
            block.lines[index].conditions = statement.conditions + block.lines[index].conditions
        }
        if outside != nil {
            outsideBlocks.append(block)
        } else {
            layout.blocks.append(block)
        }
    }

    /// The view a block constrains, declared if new; a placeholder when the
    /// expression names no view.
    mutating func blockView(_ expr: Expr) -> (DraftValue, SourcePlace) {
        // `scrollView.contentLayoutGuide.snp.makeConstraints`, `[self.scrollView.frameLayoutGuide mas_makeConstraints:…]`:
        // the scroll view's guide is the first item (it makes the view a scroll view).
        if case .member(let owner?, let guideName) = expr.kind, guideName == "contentLayoutGuide" || guideName == "frameLayoutGuide",
           let scroll = viewName(owner), scroll != "root" {
            let index = ensureView(scroll, at: expr.place)
            if !layout.views[index].isStack { layout.views[index].isScroll = true }
            return (.known("\(scroll).\(guideName == "contentLayoutGuide" ? "contentGuide" : "frameGuide")"), expr.place)
        }
        guard let name = viewName(expr) else {
            if let parameter = parameterNamed(expr) {
                let index = parameter.parameters.firstIndex(of: expr.text) ?? 0
                let isArray = index < parameter.parameterTypes.count && parameter.parameterTypes[index].map(Self.isArrayType) == true
                warn(expr.place, "'\(expr.text)' is a parameter of the method '\(parameter.spelled)', the "
                     + (isArray ? "array of views" : "view") + " its caller passes when the app runs; the block's "
                     + (isArray ? "views are" : "view is") + " a TODO placeholder")
            } else {
                warn(expr.place, "cannot tell which view '\(expr.text)' is; the block's view is a TODO placeholder")
            }
            return (.placeholder(expr.text), expr.place)
        }
        if name == "root" {
            // A view laying itself out (`snp.makeConstraints { $0.height.equalTo(44) }` in it).
            if layout.canvases.isEmpty || !layout.canvases.allSatisfy({ $0.contains("fit") }) {
                warn(expr.place, "these are the root's own constraints (the view lays itself out): on a canvas whose "
                     + "size they set, that side must be 'fit' (as in '--canvas \"bar 375xfit\"'), or they conflict with the canvas's size")
            }
            return (.known("root"), expr.place)
        }
        _ = ensureView(name, at: expr.place)
        return (.known(name), expr.place)
    }

    /// Masonry's distribution of an array of views along an axis: a literal
    /// array, or one a local or a property holds (``viewList(_:)``).
    private mutating func distribute(receiver: Expr, selector: String, arguments: [Expr.Argument], statement original: Stmt) {
        guard arguments.count == 4 else { return }
        var statement = original
        let runner = inlineStack.first?.caller ?? statement.function
        let outside = outsideSetup(runner) ? runner : nil
        if let outside {
            statement.conditions.append(Self.outsideCondition(outside))
            warn(statement.place, "this distribution is made in '\(outside.spelled)', a method the setup does not call: it runs "
                 + "when the app calls it; the draft holds it after the setup's blocks, under a TODO placeholder")
        }
        var list = viewList(receiver)
            ?? ViewList(unknown: "it is no literal array of views, nor a local or property assigned one in the files")
        if !list.loops.isEmpty, list.unknown == nil {
            // Views of different passes of a loop read once: the draft has one.
            list = ViewList(unknown: "it holds the views the loop '\(list.loops.joined(separator: ", "))' makes, one per pass, "
                            + "and the loop is not unrolled (the draft has the view of one pass)")
        }
        guard let views = listText(list, of: receiver, what: "the distribution's views") else { return }
        let axis: String
        switch arguments[0].value.kind {
        case .name("MASAxisTypeVertical"): axis = "vertical"
        case .name("MASAxisTypeHorizontal"): axis = "horizontal"
        default:
            warn(arguments[0].value.place, "the axis '\(arguments[0].value.text)' cannot be read; the distribution is left out of the draft")
            return
        }
        let amount = number(arguments[1].value, what: selector.contains("Spacing:lead") ? "the spacing" : "the length")
        let lead = number(arguments[2].value, what: "the lead spacing")
        let tail = number(arguments[3].value, what: "the tail spacing")
        let word = selector.contains("withFixedSpacing") ? "spacing" : "length"
        let text = "distribute \(views.text) \(axis) \(word) \(amount.text) lead \(lead.text) tail \(tail.text)"
        let line = ImportedLine(text: text, place: statement.place, conditions: statement.conditions,
                                hasPlaceholder: [views, amount, lead, tail].contains { $0.isPlaceholder }, notes: [])
        let block = ImportedBlock(kind: .make, view: .known(""), place: statement.place, lines: [line], statement: text)
        if outside != nil { outsideBlocks.append(block) } else { layout.blocks.append(block) }
    }
}
