/// A layout guide every view has (`semantics.md`, "The safe area and layout
/// guides"): the second item of a constraint may be one, written
/// `VIEW.safeArea` or `VIEW.marginsGuide` (`title.top == root.safeArea.top + 8`),
/// and a scroll view's `VIEW.contentGuide` or `VIEW.frameGuide` (`semantics.md`,
/// "Scroll views"), which may be the first item too (`make s.contentGuide { … }`).
///
/// A constraint names it in its ``LayoutConstraint/item2`` (or
/// ``LayoutConstraint/item``) as the view's name, a dot and the guide's name
/// (`root.safeArea`); view names hold no dot, so the name reads back without
/// ambiguity (``ItemName``).
public enum ViewGuide: String, CaseIterable, Sendable, Hashable {
    /// UIKit's `safeAreaLayoutGuide`: the view's bounds inset by its safe-area insets.
    case safeArea
    /// UIKit's `layoutMarginsGuide`: the view's bounds inset by its layout margins.
    case marginsGuide
    /// UIKit's `contentLayoutGuide` of a scroll view: its content rectangle,
    /// at the scroll view's origin (content offset 0), of the solved content size.
    case contentGuide
    /// UIKit's `frameLayoutGuide` of a scroll view: its frame, whatever its content.
    case frameGuide

    /// Whether only a scroll view has the guide (``ViewProperties/isScroll``).
    public var needsScrollView: Bool { self == .contentGuide || self == .frameGuide }

    /// Whether the guide may be the first item of a constraint: a scroll
    /// view's content and frame guides, which code constrains as UIKit
    /// allows (`scrollView.contentLayoutGuide.snp.makeConstraints { … }`);
    /// not a view's safe area or margins guide, which UIKit lays out itself
    /// from the view.
    public var mayBeFirstItem: Bool { needsScrollView }

    /// The attributes the guide has: every attribute of a view but the margin
    /// attributes and the baselines (a guide has neither margins nor text).
    public static func hasAttribute(_ attribute: Attribute) -> Bool {
        if case .point(_, let withinMargins) = attribute.position(direction: .ltr) { return !withinMargins }
        return attribute.isSize
    }
}

/// The name of a constraint's item split into the view and the guide of it it
/// means: `title` is the view `title`, `root.safeArea` the safe-area guide of
/// `root`.
public struct ItemName: Hashable, Sendable {
    /// The view (for a guide, the view that has it).
    public var view: String
    /// The guide of the view the item means, or nil for the view itself.
    public var guide: ViewGuide?

    /// Splits a name as stored (`root.safeArea`); a name with no known guide
    /// after its last dot is a view's name.
    public init(_ name: String) {
        if let dot = name.lastIndex(of: "."), let guide = ViewGuide(rawValue: String(name[name.index(after: dot)...])) {
            view = String(name[..<dot])
            self.guide = guide
        } else {
            view = name
            guide = nil
        }
    }

    /// The item of a view's guide, or of the view itself.
    public init(view: String, guide: ViewGuide?) {
        self.view = view
        self.guide = guide
    }

    /// The name as stored and printed: `view` or `view.guide`.
    public var name: String { guide.map { "\(view).\($0.rawValue)" } ?? view }
}

extension LayoutConstraint {
    /// The view the first item is or belongs to (`scroller` for `scroller.contentGuide`).
    public var view1: String { ItemName(item).view }
    /// The guide the first item is, when it is a scroll view's content or frame guide.
    public var guide1: ViewGuide? { ItemName(item).guide }
    /// The view the second item is or belongs to (`root` for `root.safeArea`), or nil.
    public var view2: String? { item2.map { ItemName($0).view } }
    /// The guide the second item is, when it is a view's guide (`safeArea`, `marginsGuide`).
    public var guide2: ViewGuide? { item2.flatMap { ItemName($0).guide } }
}
