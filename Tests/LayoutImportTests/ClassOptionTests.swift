import Foundation
import LayoutImport
@testable import LayoutModel
import Testing
import TestSupport

/// `--class NAME` (`LayoutImporter.draft(of:className:)`): another class of
/// the files than the one named as the file, its own draft and document; a
/// name that is no class of the files is a usage error naming those that
/// constrain views (docs/import.md, "Which class").
@Suite struct ClassOptionTests {
    @Test func anotherClassOfTheFileIsItsOwnDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsCell.m")], className: "SettingsBadgeView")
        // The badge's `self` is its root; its locals keep their names (no other view of the
        // class shares them: the cell's `titleLabel` property is another class's).
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout SettingsBadgeView dialect masonry

            view container  # SettingsCell.m:19
            view titleLabel in container intrinsic "TODO: intrinsic size of UILabel titleLabel"  # SettingsCell.m:21; TODO

            make container {  # SettingsCell.m:22
              edges.equalTo(root).insets(2, 6, 2, 6)  # SettingsCell.m:23
            }

            make titleLabel {  # SettingsCell.m:25
              center.equalTo(container)  # SettingsCell.m:26
            }

            """)
        #expect(result.className == "SettingsBadgeView")
        #expect(result.warnings.map(\.description) == [
            "SettingsCell.m:20:18: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "SettingsCell.m:62:5: warning: the draft is the layout of the class 'SettingsBadgeView'; 'SettingsCell' (14 constraint lines) constrains views too, left out of it: import it with --class NAME",
        ])
        // Filled in (the title 40x16), the badge is laid out in its own canvas (375x812):
        // the container 6 in from the sides and 2 from the top and bottom, the title at its centre.
        let (problems, layout) = ImportSupport.filled(result.draft, [(#""TODO: intrinsic size of UILabel titleLabel""#, "40x16")])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        // By hand: container (6, 2, 375 − 12 = 363, 812 − 4 = 808); the title centred in it:
        // x = (363 − 40) / 2 = 161.5, y = (808 − 16) / 2 = 396.
        #expect(canvas.frame(of: "container") == Frame(x: 6, y: 2, width: 363, height: 808))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 161.5, y: 396, width: 40, height: 16))
    }

    @Test func theSwiftStripClassIsItsOwnDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FeedHeaderView.swift")], className: "StoriesStripView")
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout StoriesStripView dialect snapkit

            stack stack axis horizontal spacing 8  # FeedHeaderView.swift:14

            make stack {  # FeedHeaderView.swift:15
              edges.equalTo(superview).inset(12)  # FeedHeaderView.swift:16
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "FeedHeaderView.swift:42:9: warning: the draft is the layout of the class 'StoriesStripView'; 'FeedHeaderView' (13 constraint lines) constrains views too, left out of it: import it with --class NAME",
        ])
    }

    @Test func withoutAClassNamedAsTheFileTheClassWithTheMostConstraintLinesIsRead() throws {
        // `Views.m` names no class: B makes two lines, A one; B is read, A named.
        let source = """
            @implementation A
            - (void)setUp {
                UIView *v = [UIView new];
                [self addSubview:v];
                [v mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self); }];
            }
            @end
            @implementation B
            - (void)setUp {
                UIView *v = [UIView new];
                [self addSubview:v];
                [v mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Views.m", text: source)])
        #expect(result.className == "B")
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Views dialect masonry

            view v  # Views.m:11

            make v {  # Views.m:12
              top.left.equalTo(root)  # Views.m:13
              size.equalTo(size(10, 10))  # Views.m:14
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "Views.m:5:5: warning: the draft is the layout of the class 'B'; 'A' (1 constraint line) constrains views too, left out of it: import it with --class NAME",
        ])
        // --class A: A's draft, its document A.
        let a = try LayoutImporter.draft(of: [ImportSource(name: "Views.m", text: source)], className: "A")
        #expect(a.draft.contains("layout A dialect masonry\n\nview v  # Views.m:4\n\nmake v {  # Views.m:5\n  edges.equalTo(root)  # Views.m:5\n}\n"),
                "\(a.draft)")
    }

    @Test func aClassThatIsNoneOfTheFilesIsRefusedNamingThoseThatConstrainViews() throws {
        #expect(throws: ImportError("--class 'SettingsView' is no class of the files (the classes that constrain views: SettingsBadgeView, SettingsCell)")) {
            try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsCell.m")], className: "SettingsView")
        }
        let importer = try #require(BuiltProduct.executable(named: "layoutdb-import"))
        let process = Process()
        process.executableURL = importer
        process.arguments = [ImportSupport.fixturePath("SettingsCell.m"), "--class", "SettingsView"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(text == "error: --class 'SettingsView' is no class of the files (the classes that constrain views: SettingsBadgeView, SettingsCell)\n")
        // The help lists the option.
        let help = Process()
        help.executableURL = importer
        help.arguments = ["--help"]
        let out = Pipe()
        help.standardOutput = out
        try help.run()
        let helpText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        help.waitUntilExit()
        #expect(helpText.contains("--class <name>"), "\(helpText)")
    }
}
