import LayoutSolver

/// Optional properties of a view (`semantics.md`, "Documents, views, canvases").
public struct ViewProperties: Hashable, Sendable {
    /// Intrinsic content width, or nil for none.
    public var intrinsicWidth: Double?
    /// Intrinsic content height, or nil for none.
    public var intrinsicHeight: Double?
    /// How strongly the width resists growing past the intrinsic width (default 250).
    public var huggingHorizontal = Priority.low
    /// How strongly the height resists growing past the intrinsic height (default 250).
    public var huggingVertical = Priority.low
    /// How strongly the width resists shrinking below the intrinsic width (default 750).
    public var compressionHorizontal = Priority.high
    /// How strongly the height resists shrinking below the intrinsic height (default 750).
    public var compressionVertical = Priority.high
    /// Layout margins (default 8 on every side).
    public var margins = Insets(top: 8, left: 8, bottom: 8, right: 8)
    /// The first baseline, measured down from the top; nil means the bottom edge.
    public var firstBaseline: Double?
    /// The last baseline, measured down from the top; nil means the bottom edge.
    public var lastBaseline: Double?
    /// Whether the view is hidden (`view V hidden`): a hidden arranged view of
    /// a stack takes no space in it; any other keeps its frame and constraints.
    public var isHidden = false
    /// The stack properties when the view is a stack (`stack NAME axis …`), else nil.
    public var stack: StackProperties?
    /// Whether the view is a scroll view (`view V scroll`, UIKit's
    /// `UIScrollView`): constraints from its descendants to its edges and
    /// margins attach to its content, those to its size and centres to its
    /// frame, and its content size is solved (`semantics.md`, "Scroll views").
    public var isScroll = false

    /// The defaults: no intrinsic size, hugging 250, compression 750, margins 8, shown, not a stack, not a scroll view.
    public init() {}

    /// What is wrong with the numbers (``NumberBounds``), as
    /// ``PropertyChange/problem`` says it of the change that would set them.
    var problem: String? {
        let changes: [PropertyChange] = [.intrinsicWidth(intrinsicWidth), .intrinsicHeight(intrinsicHeight),
                                         .margins(margins), .firstBaseline(firstBaseline), .lastBaseline(lastBaseline),
                                         .stackSpacing(stack?.spacing ?? 0)]
        return changes.lazy.compactMap(\.problem).first
    }
}

/// Top, left, bottom and right amounts.
public struct Insets: Hashable, Sendable {
    /// The amount at the top.
    public var top: Double
    /// The amount on the left.
    public var left: Double
    /// The amount at the bottom.
    public var bottom: Double
    /// The amount on the right.
    public var right: Double

    /// 0 on every side.
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets of these four amounts.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A view of a document: a name, a parent and properties.
public struct View: Hashable, Sendable {
    /// The name of the implicit root view of every document.
    public static let rootName = "root"
    /// The reserved name meaning "the item's parent" in a constraint.
    public static let superviewName = "superview"

    /// The view's unique name in its document.
    public var name: String
    /// The parent's name; nil only for the root.
    public var parent: String?
    /// Intrinsic size, hugging and compression priorities, margins, baselines.
    public var properties: ViewProperties
    /// Whether this is a custom layout guide (UIKit's `UILayoutGuide`, the
    /// statement `guide NAME [in OWNER]`) rather than a view: `parent` is its
    /// owner; it has no children, no intrinsic size and no margins
    /// (`semantics.md`, "The safe area and layout guides").
    public var isGuide: Bool

    /// A view named `name` in `parent` (`View.rootName` for a top-level view), with default properties unless given.
    public init(name: String, parent: String?, properties: ViewProperties = ViewProperties()) {
        self.name = name
        self.parent = parent
        self.properties = properties
        isGuide = false
    }

    /// A custom layout guide named `name` owned by `owner`: the properties of a
    /// guide (no intrinsic size, margins 0).
    public static func guide(name: String, owner: String) -> View {
        var view = View(name: name, parent: owner, properties: guideProperties)
        view.isGuide = true
        return view
    }

    /// The properties every guide has: the defaults with margins 0 (a guide
    /// has no layout margins, so its margin attributes are its edges).
    public static var guideProperties: ViewProperties {
        var properties = ViewProperties()
        properties.margins = .zero
        return properties
    }
}

/// The direction leading and trailing follow.
public enum LayoutDirection: String, Sendable, Hashable {
    /// Left to right: leading is left.
    case ltr
    /// Right to left: leading is right.
    case rtl
}

/// A size a document is laid out for.
///
/// Each axis is either fixed (the root's size on it is the canvas's) or
/// *fitted* (`375xfit`): the root's size on it is what its content needs, as
/// UIKit's `systemLayoutSizeFitting` with a fitting priority of 50 toward the
/// compressed size, a self-sizing cell (docs/semantics.md, "Self-sizing
/// canvases"). On a fitted axis ``width`` (or ``height``) is 0: the size is
/// known only once laid out (``CanvasLayout/width``).
public struct Canvas: Hashable, Sendable {
    /// The canvas used when a document declares none: `default`, 375 x 812, ltr.
    public static let `default` = Canvas(name: "default", width: 375, height: 812)

    /// The canvas's name, unique in its document (`phone`, `tablet`).
    public var name: String
    /// The root view's width on this canvas; 0 when ``fitsWidth``.
    public var width: Double
    /// The root view's height on this canvas; 0 when ``fitsHeight``.
    public var height: Double
    /// Which way leading and trailing read.
    public var direction: LayoutDirection
    /// Whether the width is fitted to the content (`fitx44`) rather than fixed.
    public var fitsWidth: Bool
    /// Whether the height is fitted to the content (`375xfit`) rather than fixed.
    public var fitsHeight: Bool
    /// The root view's safe-area insets on this canvas (`safe T L B R`; 0 on
    /// every side by default): the root's safe area is the canvas inset by them.
    public var safeArea: Insets

    /// A canvas of that size, left to right and with no safe-area insets unless said otherwise.
    public init(name: String, width: Double, height: Double, direction: LayoutDirection = .ltr,
                safeArea: Insets = .zero) {
        self.name = name
        self.width = width
        self.height = height
        self.direction = direction
        self.safeArea = safeArea
        fitsWidth = false
        fitsHeight = false
    }

    /// A canvas whose width or height may be fitted to the content: nil for
    /// a fitted axis (`Canvas(name: "cell", width: 375, height: nil)` is
    /// `375xfit`).
    public init(name: String, width: Double?, height: Double?, direction: LayoutDirection = .ltr,
                safeArea: Insets = .zero) {
        self.init(name: name, width: width ?? 0, height: height ?? 0, direction: direction, safeArea: safeArea)
        fitsWidth = width == nil
        fitsHeight = height == nil
    }

    /// Whether some axis is fitted to the content.
    public var fits: Bool { fitsWidth || fitsHeight }

    /// The size as the language writes it: `375x812`, `375xfit`, `fitx44`, `fitxfit`.
    public var sizeText: String {
        (fitsWidth ? "fit" : NumberText.format(width)) + "x" + (fitsHeight ? "fit" : NumberText.format(height))
    }
}
