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

    /// The defaults: no intrinsic size, hugging 250, compression 750, margins 8, shown, not a stack.
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

    /// A view named `name` in `parent` (`View.rootName` for a top-level view), with default properties unless given.
    public init(name: String, parent: String?, properties: ViewProperties = ViewProperties()) {
        self.name = name
        self.parent = parent
        self.properties = properties
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

    /// A canvas of that size, left to right unless said otherwise.
    public init(name: String, width: Double, height: Double, direction: LayoutDirection = .ltr) {
        self.name = name
        self.width = width
        self.height = height
        self.direction = direction
        fitsWidth = false
        fitsHeight = false
    }

    /// A canvas whose width or height may be fitted to the content: nil for
    /// a fitted axis (`Canvas(name: "cell", width: 375, height: nil)` is
    /// `375xfit`).
    public init(name: String, width: Double?, height: Double?, direction: LayoutDirection = .ltr) {
        self.init(name: name, width: width ?? 0, height: height ?? 0, direction: direction)
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
