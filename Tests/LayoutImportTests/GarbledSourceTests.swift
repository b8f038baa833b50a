import Foundation
import LayoutImport
import Testing
import TestSupport

/// No input makes the importer trap: truncated and garbled sources, deep
/// nesting, binary noise. Each gives a draft (maybe empty) that still begins
/// with its header, and warnings at places inside the file.
@Suite struct GarbledSourceTests {
    static let fixtures = ["MessageCell.m", "ArticleViewController.m", "ProfileHeaderView.swift",
                           "CheckoutViewController.swift", "TabBarView.swift", "SearchBarView.swift",
                           "ComposeViewController.m", "SettingsRowView.swift", "ProductCell.m",
                           "InboxHeaderView.swift", "FeedViewController.m", "PlayerViewController.swift",
                           "GalleryView.m", "MeterView.swift", "ExpandableCardView.swift",
                           "NoteEditorViewController.m", "SettingsCell.m", "FeedHeaderView.swift",
                           "SegmentedBar.m", "FilterBar.swift", "ContactCell.m", "ComposeViewController.swift",
                           "RatingView.m", "StepperView.swift", "GalleryViewController.swift",
                           "ProductDetailViewController.m", "BadgeCardCell.m", "LicenseViewController.m",
                           "PagerViewController.m", "ShelfHeaderView.swift", "SignUpFormViewController.swift",
                           "NoticeCell.m", "ProfileBannerView.swift", "StatusCell.m", "OrderRowCell.swift",
                           "SegmentBarView.swift", "LockScreenViewController.swift",
                           "ShelfCell.m", "PosterCardView.swift", "ToolbarView.m", "NoteCell.m",
                           "TripCardCell.swift", "ContributorCell.swift",
                           "SplashViewController.swift", "ReceiptBubbleCell.swift"]

    /// Imports `text` as `name` and checks what any draft must hold.
    func check(_ name: String, _ text: String) throws {
        let result = try LayoutImporter.draft(of: [ImportSource(name: name, text: text)])
        let lines = result.draft.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3 && lines[1].hasPrefix("layout "), "\(name): \(text.count) characters")
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for warning in result.warnings {
            #expect(warning.place.file == name && warning.place.line >= 1 && warning.place.line <= lineCount,
                    "\(warning)")
        }
    }

    @Test(arguments: fixtures) func everyTruncationOfAFixture(_ fixture: String) throws {
        let text = Array(try ImportSupport.fixture(fixture).text)
        // Cut after every 7th character (every place a block, a call or a
        // string can be left open), and at the very start.
        for end in stride(from: 0, to: text.count, by: 7) {
            try check(fixture, String(text[..<end]))
        }
    }

    @Test(arguments: fixtures) func garbledFixtures(_ fixture: String) throws {
        let text = Array(try ImportSupport.fixture(fixture).text)
        var random = SeededGenerator(seed: 0x1A70_0071)
        let noise: [Character] = ["{", "}", "(", ")", "[", "]", "^", "@", "\"", "#", ";", ":", ".", "/", "*", "\n", "$", "\\", "'", "é", "\u{0}"]
        for _ in 0..<150 {
            var garbled = text
            // Ten edits each: a character replaced, deleted or inserted.
            for _ in 0..<10 where !garbled.isEmpty {
                let at = Int.random(in: 0..<garbled.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: garbled[at] = noise.randomElement(using: &random)!
                case 1: garbled.remove(at: at)
                default: garbled.insert(noise.randomElement(using: &random)!, at: at)
                }
            }
            try check(fixture, String(garbled))
        }
    }

    @Test func deepNestingAndNoise() throws {
        for name in ["deep.m", "deep.swift"] {
            try check(name, String(repeating: "[", count: 5000))
            try check(name, String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000))
            try check(name, String(repeating: "^{ ", count: 2000))
            try check(name, String(repeating: "{", count: 3000) + "make.top.equalTo(" + String(repeating: "}", count: 3000))
            try check(name, "[v mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(")
            try check(name, "v.snp.makeConstraints { $0.top.equalTo(")
            try check(name, "#if A\n#else\n#elif\n#endif\n#endif\n#define\n#define X(\n")
            try check(name, "")
            try check(name, "@\"unterminated\n/* unterminated comment")
            var random = SeededGenerator(seed: 7)
            let bytes = (0..<4000).map { _ in UInt8.random(in: 0...255, using: &random) }
            try check(name, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func aFileOfAnotherLanguageOrMixedLanguagesIsRefusedByName() {
        #expect(throws: ImportError("'notes.txt': not an Objective-C (.m, .mm, .h) or Swift (.swift) file")) {
            try LayoutImporter.draft(of: [ImportSource(name: "notes.txt", text: "")])
        }
        #expect(throws: ImportError("'B.swift' is Swift but 'A.m' is not: one draft reads the sources of one language (import them separately)")) {
            try LayoutImporter.draft(of: [ImportSource(name: "A.m", text: ""), ImportSource(name: "B.swift", text: "")])
        }
    }
}

/// Brackets nested deeper than swift-syntax's parser reads in reasonable
/// time: the file is not read, with a warning at the bracket.
@Suite struct DeepBracketTests {
    @Test func aSwiftFileNestingBracketsTooDeepIsNotRead() throws {
        let text = "let a = 1\nlet b = " + String(repeating: "[", count: 13) + "\n"
        let result = try LayoutImporter.draft(of: [ImportSource(name: "D.swift", text: text)])
        // The 13th '[' is column 8 + 13 = 21 of line 2.
        #expect(result.warnings.map(\.description) == ["D.swift:2:21: warning: '[' nested more than 12 deep: the file is not read"])
        // Twelve levels, in a string or a comment more, are read.
        let fine = "let b = " + String(repeating: "[", count: 12) + " // [[[[\nlet s = \"[[[[[[[[\"\n"
        #expect(try LayoutImporter.draft(of: [ImportSource(name: "F.swift", text: fine)]).warnings.isEmpty)
    }
}
