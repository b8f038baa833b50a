import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// A draft is one class's layout, and a function's locals are its own
/// (docs/import.md, "Which class" and "Names"): the fixtures hold two classes
/// each, and locals of one name in two methods; each draft written by hand
/// from its source, the frames derived by hand.
@Suite struct ClassScopeTests {
    // MARK: Objective-C: a cell with a category, and a badge class of its own

    /// SettingsCell.m: `SettingsBadgeView` (its own `container` and `titleLabel`,
    /// its own `self`) comes first; `SettingsCell` (named as the file) has a
    /// class extension, an `@implementation` and a category `(Layout)`; its two
    /// methods each make a `line` with a `height` of their own.
    let settingsCell = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SettingsCell dialect masonry
        canvas cell 375xfit

        view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # SettingsCell.m:46; TODO
        view titleLabel intrinsic "TODO: intrinsic size of UILabel titleLabel"  # SettingsCell.m:48; TODO
        view badgeView  # SettingsCell.m:50
        view line_addTopLine  # SettingsCell.m:60
        view line_addBottomLine  # SettingsCell.m:70

        make line_addTopLine {  # SettingsCell.m:62
          top.left.right.equalTo(root)  # SettingsCell.m:63
          height.equalTo(1)  # SettingsCell.m:64
        }

        make line_addBottomLine {  # SettingsCell.m:72
          left.equalTo(root).offset(16)  # SettingsCell.m:73
          bottom.right.equalTo(root)  # SettingsCell.m:74
          height.equalTo(2)  # SettingsCell.m:75
        }

        make iconView {  # SettingsCell.m:84
          left.equalTo(root).offset(16)  # SettingsCell.m:85
          top.equalTo(root).offset(12)  # SettingsCell.m:86
          size.equalTo(size(28, 28))  # SettingsCell.m:87
          bottom.equalTo(root).offset(-12)  # SettingsCell.m:88
        }

        make titleLabel {  # SettingsCell.m:90
          left.equalTo(iconView.right).offset(12)  # SettingsCell.m:91
          centerY.equalTo(iconView)  # SettingsCell.m:92
        }

        make badgeView {  # SettingsCell.m:94
          right.equalTo(root).offset(-16)  # SettingsCell.m:95
          centerY.equalTo(iconView)  # SettingsCell.m:96
          size.equalTo(size(36, 20))  # SettingsCell.m:97
        }

        """

    @Test func theClassNamedAsTheFileIsTheDraftAndEachMethodsLocalsAreItsOwn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == settingsCell)
        #expect(result.className == "SettingsCell")
        // The badge class is named once, at its first block (line 22).
        #expect(result.warnings.map(\.description) == [
            "SettingsCell.m:22:9: warning: the draft is the layout of the class 'SettingsCell'; 'SettingsBadgeView' (2 constraint lines) constrains views too, left out of it: import it with --class NAME",
            "SettingsCell.m:45:9: warning: the intrinsic size of UIImageView 'iconView' depends on its content and font; the draft holds a TODO placeholder for it",
            "SettingsCell.m:47:9: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theCellsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsCell.m")], canvases: ["cell 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView iconView""#, ""),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "100x20"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // icon: left 16, top 12, 28x28, its bottom 12 above the cell's: the cell is 12 + 28 + 12 = 52 high.
        // title: left 16 + 28 + 12 = 56, centred on the icon's centre (26): y = 26 − 10 = 16; 100x20.
        // badge: right 375 − 16 = 359, 36 wide: x = 323; 20 high centred on 26: y = 16.
        // the top line: the cell's top edge, full width, 1 high (its own height, not the other method's).
        // the bottom line: 16 from the left to the right edge (359 wide), 2 high, on the bottom: y = 50.
        #expect(canvas.height == 52)
        #expect(canvas.frame(of: "iconView") == Frame(x: 16, y: 12, width: 28, height: 28))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 56, y: 16, width: 100, height: 20))
        #expect(canvas.frame(of: "badgeView") == Frame(x: 323, y: 16, width: 36, height: 20))
        #expect(canvas.frame(of: "line_addTopLine") == Frame(x: 0, y: 0, width: 375, height: 1))
        #expect(canvas.frame(of: "line_addBottomLine") == Frame(x: 16, y: 50, width: 359, height: 2))
    }

    // MARK: Swift: a header view with an extension, and a strip class of its own

    /// FeedHeaderView.swift: `StoriesStripView` (its own `stack`, its own
    /// `self`) comes first; `FeedHeaderView` (named as the file) and its
    /// `extension` each make a `divider` in a method.
    let feedHeader = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout FeedHeaderView dialect snapkit
        canvas phone 375xfit

        view greetingLabel intrinsic "TODO: intrinsic size of UILabel greetingLabel"  # FeedHeaderView.swift:30; TODO
        view searchField intrinsic "TODO: intrinsic size of UITextField searchField"  # FeedHeaderView.swift:31; TODO
        view strip  # FeedHeaderView.swift:32
        view divider_setUpGreeting  # FeedHeaderView.swift:41
        view divider_setUpSearch  # FeedHeaderView.swift:56

        make greetingLabel {  # FeedHeaderView.swift:42
          top.leading.equalTo(superview).offset(16)  # FeedHeaderView.swift:43
        }

        make divider_setUpGreeting {  # FeedHeaderView.swift:45
          top.equalTo(greetingLabel.bottom).offset(8)  # FeedHeaderView.swift:46
          leading.trailing.equalTo(superview)  # FeedHeaderView.swift:47
          height.equalTo(1)  # FeedHeaderView.swift:48
        }

        make searchField {  # FeedHeaderView.swift:57
          top.equalTo(greetingLabel.bottom).offset(20)  # FeedHeaderView.swift:58
          leading.trailing.equalTo(superview).inset(16)  # FeedHeaderView.swift:59
          height.equalTo(36)  # FeedHeaderView.swift:60
        }

        make divider_setUpSearch {  # FeedHeaderView.swift:62
          top.equalTo(searchField.bottom).offset(8)  # FeedHeaderView.swift:63
          leading.trailing.equalTo(superview).inset(16)  # FeedHeaderView.swift:64
          height.equalTo(2)  # FeedHeaderView.swift:65
        }

        make strip {  # FeedHeaderView.swift:67
          top.equalTo(divider_setUpSearch.bottom).offset(8)  # FeedHeaderView.swift:68
          leading.trailing.bottom.equalTo(superview)  # FeedHeaderView.swift:69
          height.equalTo(88)  # FeedHeaderView.swift:70
        }

        """

    @Test func aSwiftClassAndItsExtensionAreOneClassAndTheOtherClassIsNamed() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FeedHeaderView.swift")], canvases: ["phone 375xfit"])
        #expect(result.draft == feedHeader)
        #expect(result.className == "FeedHeaderView")
        #expect(result.warnings.map(\.description) == [
            "FeedHeaderView.swift:15:9: warning: the draft is the layout of the class 'FeedHeaderView'; 'StoriesStripView' (1 constraint line) constrains views too, left out of it: import it with --class NAME",
            "FeedHeaderView.swift:24:17: warning: the intrinsic size of UILabel 'greetingLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "FeedHeaderView.swift:25:17: warning: the intrinsic size of UITextField 'searchField' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theHeadersDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FeedHeaderView.swift")], canvases: ["phone 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UILabel greetingLabel""#, "200x24"),
            (#" intrinsic "TODO: intrinsic size of UITextField searchField""#, ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // greeting: top and leading 16, 200x24 (its bottom at 40).
        // the greeting's divider: 8 below it (48), full width, 1 high.
        // search: 20 below the greeting (60), 16 in from either side (343 wide), 36 high (to 96).
        // the search's divider: 8 below it (104), 16 in (343 wide), 2 high (to 106).
        // strip: 8 below that divider (114), full width, 88 high, on the bottom: 114 + 88 = 202.
        #expect(canvas.height == 202)
        #expect(canvas.frame(of: "greetingLabel") == Frame(x: 16, y: 16, width: 200, height: 24))
        #expect(canvas.frame(of: "divider_setUpGreeting") == Frame(x: 0, y: 48, width: 375, height: 1))
        #expect(canvas.frame(of: "searchField") == Frame(x: 16, y: 60, width: 343, height: 36))
        #expect(canvas.frame(of: "divider_setUpSearch") == Frame(x: 16, y: 104, width: 343, height: 2))
        #expect(canvas.frame(of: "strip") == Frame(x: 0, y: 114, width: 375, height: 88))
    }

    // MARK: The names of locals' views

    @Test func anObserversLocalIsNamedByItsPropertyAndObserver() throws {
        // Two `line`s: one in `isExpanded`'s `didSet` (made at 4, added at 5), one in `setUp`
        // (10, 11); the observer's function name `isExpanded.didSet` is written `isExpanded_didSet`.
        // The observer's block runs when the property is set, after the setup: last, under its condition.
        let source = """
            final class Obs: UIView {
                var isExpanded = false {
                    didSet {
                        let line = UIView()
                        addSubview(line)
                        line.snp.makeConstraints { $0.height.equalTo(1) }
                    }
                }
                func setUp() {
                    let line = UIView()
                    addSubview(line)
                    line.snp.makeConstraints { $0.height.equalTo(2) }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Obs.swift", text: source)])
        #expect(result.draft.hasSuffix("""

            view line_isExpanded_didSet  # Obs.swift:5
            view line_setUp  # Obs.swift:11

            make line_setUp {  # Obs.swift:12
              height.equalTo(2)  # Obs.swift:12
            }

            make line_isExpanded_didSet {  # Obs.swift:6
              "TODO: in isExpanded.didSet, which the setup does not call" height.equalTo(1)  # Obs.swift:6: TODO: under 'in isExpanded.didSet, which the setup does not call'
            }

            """), "\(result.draft)")
    }

    @Test func localsOfOneNameGetTheirFunctionsAndANumber() throws {
        // Line numbers: the properties at 2 and 3; `setUp`'s locals at 5 (`container`) and 8
        // (`container` again, in a closure), `configure`'s at 14; the blocks at 6, 9, 15.
        let source = """
            final class Card: UIView {
                let title = UILabel()
                let badge = UIView()
                func setUp() {
                    let container = UIView(); addSubview(container)
                    container.snp.makeConstraints { $0.top.equalToSuperview() }
                    UIView.performWithoutAnimation {
                        let container = UIView(); addSubview(container)
                        container.snp.makeConstraints { $0.bottom.equalToSuperview() }
                    }
                    addSubview(title)
                }
                func configure() {
                    let title = UIView(); addSubview(title)
                    title.snp.makeConstraints { $0.center.equalToSuperview() }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Card.swift", text: source)])
        // `title` the property keeps its name; `configure`'s local `title` is qualified by its
        // function; the two `container`s of `setUp` (one in the closure) get the function, the
        // second also a 2.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Card dialect snapkit

            view container_setUp  # Card.swift:5
            view container_setUp_2  # Card.swift:8
            view title intrinsic "TODO: intrinsic size of UILabel title"  # Card.swift:11; TODO
            view title_configure  # Card.swift:14

            make container_setUp {  # Card.swift:6
              top.equalTo(superview)  # Card.swift:6
            }

            make container_setUp_2 {  # Card.swift:9
              bottom.equalTo(superview)  # Card.swift:9
            }

            make title_configure {  # Card.swift:15
              center.equalTo(superview)  # Card.swift:15
            }

            """)
    }
}
