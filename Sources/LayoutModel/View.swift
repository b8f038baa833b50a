import LayoutSolver

/// Optional properties of a view (`semantics.md`, "Documents, views, canvases").
public struct ViewProperties: Hashable, Sendable {
    /// Intrinsic content width, or nil for none.
    public var intrinsicWidth: Double?
    /// Intrinsic content height, or nil for none.
    public var intrinsicHeight: Double?
    /// Content hugging priority per axis (default 250).
    public var huggingHorizontal = Priority.low
    public var huggingVertical = Priority.low
    /// Compression resistance priority per axis (default 750).
    public var compressionHorizontal = Priority.high
    public var compressionVertical = Priority.high
    /// Layout margins (default 8 on every side).
    public var margins = Insets(top: 8, left: 8, bottom: 8, right: 8)
    /// Baseline offsets measured down from the top; nil means the bottom edge.
    public var firstBaseline: Double?
    public var lastBaseline: Double?

    /// The defaults: no intrinsic size, hugging 250, compression 750, margins 8.
    public init() {}
}

/// Top, left, bottom and right amounts.
public struct Insets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

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
    public var properties: ViewProperties

    public init(name: String, parent: String?, properties: ViewProperties = ViewProperties()) {
        self.name = name
        self.parent = parent
        self.properties = properties
    }
}

/// The direction leading and trailing follow.
public enum LayoutDirection: String, Sendable, Hashable {
    case ltr, rtl
}

/// A size a document is laid out for.
public struct Canvas: Hashable, Sendable {
    /// The canvas used when a document declares none: `default`, 375 x 812, ltr.
    public static let `default` = Canvas(name: "default", width: 375, height: 812)

    public var name: String
    public var width: Double
    public var height: Double
    public var direction: LayoutDirection

    public init(name: String, width: Double, height: Double, direction: LayoutDirection = .ltr) {
        self.name = name
        self.width = width
        self.height = height
        self.direction = direction
    }
}
