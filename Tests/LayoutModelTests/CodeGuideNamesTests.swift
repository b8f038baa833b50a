import Testing
@testable import LayoutModel

/// The one table of the names code gives layout guides (``ViewGuide/codeNames``),
/// which pasted lines and `layoutdb import` read.
@Suite struct CodeGuideNamesTests {
    @Test func theTableNamesEveryGuideAsCodeDoes() {
        #expect(ViewGuide.codeNames["safeAreaLayoutGuide"] == .viewGuide(.safeArea, nil))
        #expect(ViewGuide.codeNames["mas_safeAreaLayoutGuideTrailing"] == .viewGuide(.safeArea, .trailing))
        #expect(ViewGuide.codeNames["layoutMarginsGuide"] == .viewGuide(.marginsGuide, nil))
        #expect(ViewGuide.codeNames["contentLayoutGuide"] == .viewGuide(.contentGuide, nil))
        // Masonry's mas_topLayoutGuide is the top guide's bottom; mas_bottomLayoutGuide the bottom guide's top.
        #expect(ViewGuide.codeNames["mas_topLayoutGuide"] == .controllerGuide(.top, .bottom))
        #expect(ViewGuide.codeNames["mas_bottomLayoutGuide"] == .controllerGuide(.bottom, .top))
        #expect(ViewGuide.codeNames["topLayoutGuide"] == .controllerGuide(.top, nil))
        // Not the language's own names, which code may give its variables; no baseline or margin of a guide.
        #expect(ViewGuide.codeNames["safeArea"] == nil && ViewGuide.codeNames["contentGuide"] == nil)
        #expect(ViewGuide.codeNames["mas_safeAreaLayoutGuideBaseline"] == nil)
        #expect(ViewGuide.codeNames["mas_safeAreaLayoutGuideLeftMargin"] == nil)
    }

    @Test func theOldGuidesEdgesOnTheRoot() {
        // The top guide spans from the root's top to the safe area's top; the bottom one
        // from the safe area's bottom to the root's bottom.
        #expect(ControllerLayoutGuide.top.rootItem(.bottom).map { "\($0.guide.map(\.rawValue) ?? "-") \($0.attribute)" } == "safeArea top")
        #expect(ControllerLayoutGuide.top.rootItem(.top).map { "\($0.guide.map(\.rawValue) ?? "-") \($0.attribute)" } == "- top")
        #expect(ControllerLayoutGuide.bottom.rootItem(.top).map { "\($0.guide.map(\.rawValue) ?? "-") \($0.attribute)" } == "safeArea bottom")
        #expect(ControllerLayoutGuide.bottom.rootItem(.bottom).map { "\($0.guide.map(\.rawValue) ?? "-") \($0.attribute)" } == "- bottom")
        #expect(ControllerLayoutGuide.top.rootItem(.height) == nil)
        #expect(ControllerLayoutGuide.bottom.rootItem(.leading) == nil)
    }
}
