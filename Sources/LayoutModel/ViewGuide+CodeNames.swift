/// A layout guide as Objective-C and Swift code names it after a view (or
/// `self`): one of the guides every view has, or one of a view controller's
/// old top and bottom layout guides. ``ViewGuide/codeNames`` is the table of
/// the names; pasted lines and `layoutdb import` read it.
public enum CodeGuide: Sendable, Equatable {
    /// A guide of the view before it (`safeAreaLayoutGuide`), with the
    /// attribute the name includes (`mas_safeAreaLayoutGuideTop`), or nil
    /// when an attribute may follow (`.snp.top`).
    case viewGuide(ViewGuide, Attribute?)
    /// A view controller's `topLayoutGuide` or `bottomLayoutGuide` (its
    /// attribute follows: `.snp.bottom`), or Masonry's name of one of their
    /// edges (`mas_topLayoutGuideBottom`, the attribute included). It belongs
    /// to the root whatever the code names before it (`self`).
    case controllerGuide(ControllerLayoutGuide, Attribute?)
}

/// A view controller's old layout guides, which UIKit deprecated for the
/// safe area (iOS 11): the top one spans from the root's top to its safe
/// area's top, the bottom one from the safe area's bottom to the root's bottom.
public enum ControllerLayoutGuide: String, Sendable, Equatable, CaseIterable {
    /// `topLayoutGuide`, `mas_topLayoutGuide…`.
    case top
    /// `bottomLayoutGuide`, `mas_bottomLayoutGuide…`.
    case bottom

    /// What an attribute of the guide is on the root, in the language: the
    /// top guide's `bottom` is `root.safeArea.top`, its `top` `root.top`; the
    /// bottom guide's `top` is `root.safeArea.bottom`, its `bottom`
    /// `root.bottom`. Nil for the attributes the language has no item for
    /// (the guide's `height` is the safe area's inset; the guides have no
    /// other attributes).
    public func rootItem(_ attribute: Attribute) -> (guide: ViewGuide?, attribute: Attribute)? {
        switch (self, attribute) {
        case (.top, .top): (nil, .top)
        case (.top, .bottom): (.safeArea, .top)
        case (.bottom, .top): (.safeArea, .bottom)
        case (.bottom, .bottom): (nil, .bottom)
        default: nil
        }
    }
}

extension ViewGuide {
    /// The guides by the names UIKit, Masonry and SnapKit give them after a
    /// view: `safeAreaLayoutGuide`, `mas_safeAreaLayoutGuide`,
    /// `mas_safeAreaLayoutGuideTop` … (every attribute a guide has),
    /// `layoutMarginsGuide`, `mas_layoutMarginsGuide`, a scroll view's
    /// `contentLayoutGuide` and `frameLayoutGuide`; and a view controller's
    /// `topLayoutGuide`, `bottomLayoutGuide`, `mas_topLayoutGuide` (its
    /// bottom), `mas_topLayoutGuideTop`, `mas_topLayoutGuideBottom`,
    /// `mas_bottomLayoutGuide` (its top), `mas_bottomLayoutGuideTop`,
    /// `mas_bottomLayoutGuideBottom`. Not the language's own names
    /// (`safeArea`, `marginsGuide` …), which code may give its own variables.
    public static let codeNames: [String: CodeGuide] = {
        var table: [String: CodeGuide] = [
            "safeAreaLayoutGuide": .viewGuide(.safeArea, nil), "mas_safeAreaLayoutGuide": .viewGuide(.safeArea, nil),
            "layoutMarginsGuide": .viewGuide(.marginsGuide, nil), "mas_layoutMarginsGuide": .viewGuide(.marginsGuide, nil),
            "contentLayoutGuide": .viewGuide(.contentGuide, nil), "frameLayoutGuide": .viewGuide(.frameGuide, nil),
            "topLayoutGuide": .controllerGuide(.top, nil), "bottomLayoutGuide": .controllerGuide(.bottom, nil),
            // Masonry's UIViewController+MASAdditions: mas_topLayoutGuide is the guide's bottom,
            // mas_bottomLayoutGuide its top.
            "mas_topLayoutGuide": .controllerGuide(.top, .bottom), "mas_topLayoutGuideTop": .controllerGuide(.top, .top),
            "mas_topLayoutGuideBottom": .controllerGuide(.top, .bottom),
            "mas_bottomLayoutGuide": .controllerGuide(.bottom, .top),
            "mas_bottomLayoutGuideTop": .controllerGuide(.bottom, .top),
            "mas_bottomLayoutGuideBottom": .controllerGuide(.bottom, .bottom),
        ]
        for attribute in Attribute.allCases where ViewGuide.hasAttribute(attribute) {
            let name = attribute.rawValue
            table["mas_safeAreaLayoutGuide" + name.prefix(1).uppercased() + name.dropFirst()] = .viewGuide(.safeArea, attribute)
        }
        return table
    }()
}
