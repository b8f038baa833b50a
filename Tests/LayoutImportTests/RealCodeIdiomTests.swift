import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Idioms met in real apps' view code (docs/import.md): views made in GCC
/// statement expressions, Masonry's lines with no relation, a `switch`'s
/// cases named, a chain of assignments, the initializer's `if (!_x)`, a class
/// implemented once per build configuration, frames set by hand, a class
/// method returning a constant, CGFloatLiteral's `.f`. Each fixture written for
/// the project; each draft written by hand from its source, the frames
/// derived by hand.
@Suite struct RealCodeIdiomTests {
    /// BadgeCardCell.m: views made in statement expressions (`_x = ({ … item; })`) under the
    /// initializer's `if (!_iconView)` (no condition: the ivar is nil), a guard after a message
    /// to `self` (a condition); `make.left.offset(16)`, `make.height.width.offset(40)`,
    /// `make.size.offset(8)`, `make.width.offset(44)` with no relation; a `switch` whose cases
    /// are named (a braced case, labels falling through, `default`); `a.hidden = b.hidden =
    /// (…)`; an ivar the code sets under a condition; a macro of another file, boxed.
    let badgeCard = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout BadgeCardCell dialect masonry
        canvas cell 375x64

        view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # BadgeCardCell.m:28; TODO
        view nameLabel intrinsic "TODO: intrinsic size of UILabel nameLabel"  # BadgeCardCell.m:34; TODO
        view countLabel intrinsic "TODO: intrinsic size of UILabel countLabel" hidden "TODO: (style == BadgeCardStylePlain)"  # BadgeCardCell.m:41; TODO
        view dotView hidden "TODO: (style == BadgeCardStylePlain)"  # BadgeCardCell.m:52; TODO
        view ribbonView  # BadgeCardCell.m:101

        make iconView {  # BadgeCardCell.m:44
          left.offset(16)  # BadgeCardCell.m:45
          centerY.equalTo(root)  # BadgeCardCell.m:46
          height.width.offset(40)  # BadgeCardCell.m:47
        }

        make dotView {  # BadgeCardCell.m:53
          "TODO: if !_dotView" top.right.equalTo(iconView)  # BadgeCardCell.m:54: TODO: under 'if !_dotView'
          "TODO: if !_dotView" size.offset(8)  # BadgeCardCell.m:55: TODO: under 'if !_dotView'
        }

        make ribbonView {  # BadgeCardCell.m:102
          top.right.equalTo(root)  # BadgeCardCell.m:103
          width.equalTo("TODO: _ribbonWidth")  # BadgeCardCell.m:104
          height.equalTo("TODO: @kScaleHeight(24)")  # BadgeCardCell.m:105
        }

        make nameLabel {  # BadgeCardCell.m:65
          "TODO: switch style case BadgeCardStylePlain, in setCardStyle:, which the setup does not call" left.equalTo(root).offset(16)  # BadgeCardCell.m:66: TODO: under 'switch style case BadgeCardStylePlain', 'in setCardStyle:, which the setup does not call'
          "TODO: switch style case BadgeCardStylePlain, in setCardStyle:, which the setup does not call" centerY.equalTo(root)  # BadgeCardCell.m:67: TODO: under 'switch style case BadgeCardStylePlain', 'in setCardStyle:, which the setup does not call'
        }

        make nameLabel {  # BadgeCardCell.m:74
          "TODO: switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide, in setCardStyle:, which the setup does not call" left.equalTo(iconView.right).offset(12)  # BadgeCardCell.m:75: TODO: under 'switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide', 'in setCardStyle:, which the setup does not call'
          "TODO: switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide, in setCardStyle:, which the setup does not call" centerY.equalTo(iconView)  # BadgeCardCell.m:76: TODO: under 'switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide', 'in setCardStyle:, which the setup does not call'
        }

        make nameLabel {  # BadgeCardCell.m:80
          "TODO: switch style default, in setCardStyle:, which the setup does not call" left.right.equalTo(root).inset(16)  # BadgeCardCell.m:81: TODO: under 'switch style default', 'in setCardStyle:, which the setup does not call'
          "TODO: switch style default, in setCardStyle:, which the setup does not call" top.offset(8)  # BadgeCardCell.m:82: TODO: under 'switch style default', 'in setCardStyle:, which the setup does not call'
        }

        make countLabel {  # BadgeCardCell.m:86
          "TODO: in setCardStyle:, which the setup does not call" right.offset(-16)  # BadgeCardCell.m:87: TODO: under 'in setCardStyle:, which the setup does not call'
          "TODO: in setCardStyle:, which the setup does not call" centerY.equalTo(nameLabel)  # BadgeCardCell.m:88: TODO: under 'in setCardStyle:, which the setup does not call'
          "TODO: in setCardStyle:, which the setup does not call" width.offset(44)  # BadgeCardCell.m:89: TODO: under 'in setCardStyle:, which the setup does not call'
        }

        """

    @Test func statementExpressionsLinesWithNoRelationAndNamedCases() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("BadgeCardCell.m")], canvases: ["cell 375x64"])
        #expect(result.draft == badgeCard)
        #expect(result.warnings.map(\.description) == [
            "BadgeCardCell.m:25:13: warning: the intrinsic size of UIImageView 'iconView' depends on its content and font; the draft holds a TODO placeholder for it",
            "BadgeCardCell.m:31:13: warning: the intrinsic size of UILabel 'nameLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "BadgeCardCell.m:38:9: warning: the intrinsic size of UILabel 'countLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "BadgeCardCell.m:52:13: warning: 'dotView' is added to 'root' under 'if !_dotView', which the source alone cannot tell; the draft adds it",
            "BadgeCardCell.m:53:13: warning: this block runs under 'if !_dotView', which the source alone cannot tell; each of its lines holds a TODO placeholder",
            "BadgeCardCell.m:65:13: warning: this block is made in 'setCardStyle:' (under 'switch style case BadgeCardStylePlain'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "BadgeCardCell.m:74:13: warning: this block is made in 'setCardStyle:' (under 'switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "BadgeCardCell.m:80:13: warning: this block is made in 'setCardStyle:' (under 'switch style default'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "BadgeCardCell.m:86:5: warning: this block is made in 'setCardStyle:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "BadgeCardCell.m:91:45: warning: whether 'dotView' is hidden depends on '(style == BadgeCardStylePlain)'; the draft holds a TODO placeholder",
            "BadgeCardCell.m:91:45: warning: whether 'countLabel' is hidden depends on '(style == BadgeCardStylePlain)'; the draft holds a TODO placeholder",
            "BadgeCardCell.m:104:32: warning: the target '_ribbonWidth' is computed when the app runs ('_ribbonWidth' is no constant: the code assigns it); the draft holds a TODO placeholder in its place",
            "BadgeCardCell.m:105:29: warning: the target '@kScaleHeight(24)' uses 'kScaleHeight', a function or macro not declared in the file (of another file?); the draft holds a TODO placeholder in its place",
        ])
    }

    @Test func theBadgeCardsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("BadgeCardCell.m")], canvases: ["cell 375x64"])
        // setCardStyle: called (the cell's setter: its blocks last, under its condition), the icon
        // style, the dot made, both views shown, the narrow ribbon, a scale of 1.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIImageView iconView""#, "none"),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "120x18"),
            (#""TODO: intrinsic size of UILabel countLabel""#, "24x18"),
            (#"hidden "TODO: (style == BadgeCardStylePlain)""#, ""),
            (#""TODO: if !_dotView" "#, ""),
            (#""TODO: switch style case BadgeCardStylePlain, in setCardStyle:, which the setup does not call" "#, "# "),
            (#""TODO: switch style case BadgeCardStyleCompact, BadgeCardStyleIcon, BadgeCardStyleWide, in setCardStyle:, which the setup does not call" "#, ""),
            (#""TODO: switch style default, in setCardStyle:, which the setup does not call" "#, "# "),
            (#""TODO: in setCardStyle:, which the setup does not call" "#, ""),
            (#""TODO: _ribbonWidth""#, "44"),
            (#""TODO: @kScaleHeight(24)""#, "24"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375x64:
        // icon: left 16 (no relation: the superview's left + 16), centre 32, 40x40 (a size with no
        //   relation is the constant alone) -> y 12.
        // dot: top and right the icon's (12, 56), 8x8 (size.offset(8): both 8) -> x 48.
        // name (the icon style): left = 56 + 12 = 68, centre the icon's 32, 120x18 -> y 23.
        // count: right = 375 - 16 = 359, width 44 -> x 315; centre the name's 32, height 18 -> y 23.
        // ribbon: top 0, right 375, 44x24 -> x 331.
        #expect(canvas.frame(of: "iconView") == Frame(x: 16, y: 12, width: 40, height: 40))
        #expect(canvas.frame(of: "dotView") == Frame(x: 48, y: 12, width: 8, height: 8))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 68, y: 23, width: 120, height: 18))
        #expect(canvas.frame(of: "countLabel") == Frame(x: 315, y: 23, width: 44, height: 18))
        #expect(canvas.frame(of: "ribbonView") == Frame(x: 331, y: 0, width: 44, height: 24))
    }

    @Test func aGettersReturnTypeIsItsPropertysClass() throws {
        // The property is declared in the header, and made by a factory of another file: the
        // getter's header alone says it is a button (its intrinsic size a placeholder).
        let source = """
            @implementation SegmentHeader
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:self.leftButton];
                    [self.leftButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.bottom.equalTo(self);
                        make.width.equalTo(self).multipliedBy(0.5);
                    }];
                }
                return self;
            }
            - (UIButton *)leftButton {
                if (!_leftButton) {
                    _leftButton = [ThemeKit makeButtonTitled:@"Intro"];
                }
                return _leftButton;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "SegmentHeader.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout SegmentHeader dialect masonry

            view leftButton intrinsic "TODO: intrinsic size of UIButton leftButton"  # SegmentHeader.m:5; TODO

            make leftButton {  # SegmentHeader.m:6
              left.top.bottom.equalTo(root)  # SegmentHeader.m:7
              width.equalTo(root).multipliedBy(0.5)  # SegmentHeader.m:8
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "SegmentHeader.m:13:1: warning: the intrinsic size of UIButton 'leftButton' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    /// LicenseViewController.m: one class implemented under `#ifdef STORE_BUILD` and again
    /// under its `#else`, each `viewDidLoad` making `logoView` and `noticeLabel`: one view each
    /// in the draft, their lines under each configuration; the `#else` one's `showCredits`
    /// makes another `logoView` in the same configuration, so the `viewDidLoad` twins are both
    /// `logoView_viewDidLoad`.
    let license = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout LicenseViewController dialect masonry
        canvas phone 375x812

        view logoView_viewDidLoad intrinsic "TODO: intrinsic size of UIImageView logoView_viewDidLoad"  # LicenseViewController.m:47; TODO
        view buildLabel intrinsic "TODO: intrinsic size of UILabel buildLabel"  # LicenseViewController.m:49; TODO
        view noticeLabel intrinsic "TODO: intrinsic size of UILabel noticeLabel"  # LicenseViewController.m:52; TODO
        view logoView_showCredits  # LicenseViewController.m:69

        make logoView_viewDidLoad {  # LicenseViewController.m:25
          "TODO: #ifdef STORE_BUILD" top.equalTo(root).offset(40)  # LicenseViewController.m:26: TODO: under '#ifdef STORE_BUILD'
          "TODO: #ifdef STORE_BUILD" centerX.equalTo(root)  # LicenseViewController.m:27: TODO: under '#ifdef STORE_BUILD'
        }

        make noticeLabel {  # LicenseViewController.m:29
          "TODO: #ifdef STORE_BUILD" top.equalTo(logoView_viewDidLoad.bottom).offset(12)  # LicenseViewController.m:30: TODO: under '#ifdef STORE_BUILD'
          "TODO: #ifdef STORE_BUILD" left.right.equalTo(root).inset(20)  # LicenseViewController.m:31: TODO: under '#ifdef STORE_BUILD'
        }

        make logoView_viewDidLoad {  # LicenseViewController.m:53
          "TODO: #else of #ifdef STORE_BUILD" top.equalTo(root).offset(24)  # LicenseViewController.m:54: TODO: under '#else of #ifdef STORE_BUILD'
          "TODO: #else of #ifdef STORE_BUILD" centerX.equalTo(root)  # LicenseViewController.m:55: TODO: under '#else of #ifdef STORE_BUILD'
        }

        make buildLabel {  # LicenseViewController.m:57
          "TODO: #else of #ifdef STORE_BUILD" top.equalTo(logoView_viewDidLoad.bottom).offset(8)  # LicenseViewController.m:58: TODO: under '#else of #ifdef STORE_BUILD'
          "TODO: #else of #ifdef STORE_BUILD" centerX.equalTo(logoView_viewDidLoad)  # LicenseViewController.m:59: TODO: under '#else of #ifdef STORE_BUILD'
        }

        make noticeLabel {  # LicenseViewController.m:61
          "TODO: #else of #ifdef STORE_BUILD" top.equalTo(buildLabel.bottom).offset(12)  # LicenseViewController.m:62: TODO: under '#else of #ifdef STORE_BUILD'
          "TODO: #else of #ifdef STORE_BUILD" left.right.equalTo(root).inset(20)  # LicenseViewController.m:63: TODO: under '#else of #ifdef STORE_BUILD'
        }

        make logoView_showCredits {  # LicenseViewController.m:70
          "TODO: #else of #ifdef STORE_BUILD" edges.equalTo(root)  # LicenseViewController.m:71: TODO: under '#else of #ifdef STORE_BUILD'
        }

        """

    @Test func aClassImplementedOncePerBuildConfigurationHasOneViewPerName() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("LicenseViewController.m")], canvases: ["phone 375x812"])
        #expect(result.draft == license)
        #expect(result.warnings.map(\.description).contains(
            "LicenseViewController.m:42:1: warning: 'LicenseViewController' is implemented under '#else of #ifdef STORE_BUILD' and, "
                + "at line 16, under '#ifdef STORE_BUILD': each build configuration compiles one of them; the draft holds both, "
                + "each line under its configuration (a TODO placeholder), their views of one name one view"))
        #expect(!result.warnings.contains { $0.message.contains("'logoView'") })
    }

    @Test func eachBuildConfigurationOfTheLicenseSolves() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("LicenseViewController.m")], canvases: ["phone 375x812"])
        let sizes = [
            (#""TODO: intrinsic size of UIImageView logoView_viewDidLoad""#, "100x100"),
            (#""TODO: intrinsic size of UILabel buildLabel""#, "80x16"),
            (#""TODO: intrinsic size of UILabel noticeLabel""#, "300x40"),
        ]
        // The #else build: logo 24 from the top, centred (x = 187.5 - 50 = 137.5); the build label
        // 124 + 8 = 132 below, centred on the logo (x = 187.5 - 40); the notice 148 + 12 = 160 down,
        // 20 from each side (width 335), 40 high; the credits view the whole screen.
        var (problems, layout) = ImportSupport.filled(result.draft, sizes + [
            (#""TODO: #ifdef STORE_BUILD" "#, "# "), (#""TODO: #else of #ifdef STORE_BUILD" "#, ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        var canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "logoView_viewDidLoad") == Frame(x: 137.5, y: 24, width: 100, height: 100))
        #expect(canvas.frame(of: "buildLabel") == Frame(x: 147.5, y: 132, width: 80, height: 16))
        #expect(canvas.frame(of: "noticeLabel") == Frame(x: 20, y: 160, width: 335, height: 40))
        #expect(canvas.frame(of: "logoView_showCredits") == Frame(x: 0, y: 0, width: 375, height: 812))
        // The store build: the same logo 40 from the top; the notice 140 + 12 = 152 down (the
        // build label and the credits view are not laid out in it).
        (problems, layout) = ImportSupport.filled(result.draft, sizes + [
            (#""TODO: #ifdef STORE_BUILD" "#, ""), (#""TODO: #else of #ifdef STORE_BUILD" "#, "# "),
        ])
        #expect(problems.isEmpty, "\(problems)")
        canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.frame(of: "logoView_viewDidLoad") == Frame(x: 137.5, y: 40, width: 100, height: 100))
        #expect(canvas.frame(of: "noticeLabel") == Frame(x: 20, y: 152, width: 335, height: 40))
    }

    /// PagerViewController.m: frames set by hand, kept (as UIKit keeps them) by the views no
    /// block constrains: `initWithFrame:` with a class method's constant (`[self.class
    /// buttonHeight]`), a view of a class the importer does not know made in a statement
    /// expression, `.frame =` then `setFrame:` (a remake); not the button Masonry constrains,
    /// nor the view given an autoresizing mask, nor one whose last frame is no four values
    /// (each a warning).
    let pager = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout PagerViewController dialect masonry
        canvas phone 375x812

        view skipButton intrinsic "TODO: intrinsic size of UIButton skipButton"  # PagerViewController.m:31; TODO
        view doneButton intrinsic "TODO: intrinsic size of UIButton doneButton"  # PagerViewController.m:33; TODO
        view deck  # PagerViewController.m:42
        view badgeView in deck  # PagerViewController.m:53
        view footerLine  # PagerViewController.m:47
        view shadeView  # PagerViewController.m:51

        make skipButton {  # PagerViewController.m:30: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset(16)  # PagerViewController.m:30
          top.equalTo(superview).offset(600)  # PagerViewController.m:30
          width.equalTo(100)  # PagerViewController.m:30
          height.equalTo(44)  # PagerViewController.m:30
        }

        make doneButton {  # PagerViewController.m:34
          right.offset(-16)  # PagerViewController.m:35
          centerY.height.equalTo(skipButton)  # PagerViewController.m:36
          width.equalTo(skipButton)  # PagerViewController.m:37
        }

        make deck {  # PagerViewController.m:40: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview)  # PagerViewController.m:40
          top.equalTo(superview).offset(80)  # PagerViewController.m:40
          width.equalTo(375)  # PagerViewController.m:40
          height.equalTo(400)  # PagerViewController.m:40
        }

        make footerLine {  # PagerViewController.m:46: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset(16)  # PagerViewController.m:46
          top.equalTo(superview).offset(500)  # PagerViewController.m:46
          width.equalTo("TODO: width")  # PagerViewController.m:46
          height.equalTo(0.5)  # PagerViewController.m:46
        }

        remake footerLine {  # PagerViewController.m:48: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset(16)  # PagerViewController.m:48
          top.equalTo(superview).offset(520)  # PagerViewController.m:48
          width.equalTo(200)  # PagerViewController.m:48
          height.equalTo(1)  # PagerViewController.m:48
        }

        """

    @Test func framesSetByHandAreTheViewsConstraints() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("PagerViewController.m")], canvases: ["phone 375x812"])
        #expect(result.draft == pager)
        #expect(result.warnings.map(\.description) == [
            "PagerViewController.m:30:5: warning: the intrinsic size of UIButton 'skipButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "PagerViewController.m:32:5: warning: the intrinsic size of UIButton 'doneButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "PagerViewController.m:46:54: warning: the frame's width 'width' is 'self.view.bounds.size.width - 2 * kPagerInset', which is computed when the app runs "
                + "(from 'self.view.bounds', a view's frame, known once it is laid out); the draft holds a TODO placeholder in its place",
            "PagerViewController.m:50:5: warning: 'shadeView' is given an autoresizing mask, which the language has no equivalent of; its frame set by hand is left out of the draft",
            "PagerViewController.m:54:5: warning: 'badgeView' is given the frame 'CGRectInset(_deck.bounds, 8, 8)', which the importer does not read as four values "
                + "(no block constrains it: UIKit keeps that frame); the frames set by hand before it are left out of the draft",
        ])
    }

    @Test func thePagersDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("PagerViewController.m")], canvases: ["phone 375x812"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton skipButton""#, "60x30"),
            (#""TODO: intrinsic size of UIButton doneButton""#, "60x30"),
            (#""TODO: width""#, "343"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty)
        // By hand, 375x812: skip, its frame (16, 600, 100, [self.class buttonHeight] = 44); done:
        // right 375 - 16 = 359, the skip's width 100 (x 259), centre and height (622, 44: y 600);
        // the deck its frame; the footer line its second frame, which the remake keeps alone.
        // (The shade view, its frame left out, is not placed.)
        #expect(canvas.frame(of: "skipButton") == Frame(x: 16, y: 600, width: 100, height: 44))
        #expect(canvas.frame(of: "doneButton") == Frame(x: 259, y: 600, width: 100, height: 44))
        #expect(canvas.frame(of: "deck") == Frame(x: 0, y: 80, width: 375, height: 400))
        #expect(canvas.frame(of: "footerLine") == Frame(x: 16, y: 520, width: 200, height: 1))
    }

    @Test func aFrameSetInAMethodTheSetupDoesNotCallIsUnderItsCondition() throws {
        // showInView: takes the host (a parameter) and no setup method calls it: the card's frame,
        // set there, is the app's, as a block made there is.
        let source = """
            @implementation ToastView
            - (instancetype)init {
                self = [super init];
                if (self) {
                    _card = [UIView new];
                    [self addSubview:_card];
                    _label = [UILabel new];
                    [_card addSubview:_label];
                    [_label mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(_card).insets(UIEdgeInsetsMake(8, 12, 8, 12));
                    }];
                }
                return self;
            }
            - (void)showInView:(UIView *)host {
                self.frame = host.bounds;
                _card.frame = CGRectMake(20, 100, host.bounds.size.width - 40, 60);
                [host addSubview:self];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ToastView.m", text: source)], canvases: ["toast 375x600"])
        let outside = #""TODO: in showInView:, which the setup does not call""#
        let under = "ToastView.m:17: TODO: under 'in showInView:, which the setup does not call'"
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout ToastView dialect masonry
            canvas toast 375x600

            view card  # ToastView.m:6
            view label in card intrinsic "TODO: intrinsic size of UILabel label"  # ToastView.m:8; TODO

            make label {  # ToastView.m:9
              edges.equalTo(card).insets(8, 12, 8, 12)  # ToastView.m:10
            }

            make card {  # ToastView.m:17: its frame, set by hand (no block constrains it: UIKit keeps the frame)
              \(outside) left.equalTo(superview).offset(20)  # \(under)
              \(outside) top.equalTo(superview).offset(100)  # \(under)
              \(outside) width.equalTo("TODO: host.bounds.size.width - 40")  # \(under)
              \(outside) height.equalTo(60)  # \(under)
            }

            """)
        #expect(result.warnings.map(\.description).contains(
            "ToastView.m:17:5: warning: this frame is set in 'showInView:', a method the setup (init…, viewDidLoad, updateConstraints, "
                + "layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds its block after "
                + "the setup's blocks, each of its lines under a TODO placeholder"))
        // Shown in a 375-wide host: the card 20 from the left, 100 down, 375 - 40 = 335 wide, 60 high;
        // the label inside it, inset 12 and 8: (12, 8, 311, 44).
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (outside + " ", ""), (#""TODO: host.bounds.size.width - 40""#, "335"),
            (#""TODO: intrinsic size of UILabel label""#, "100x20"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.frame(of: "card") == Frame(x: 20, y: 100, width: 335, height: 60))
        #expect(canvas.frame(of: "label") == Frame(x: 12, y: 8, width: 311, height: 44))
    }

    @Test func aCategorysFrameSetterChangesTheFrameSetByHand() throws {
        // UIView+Frame's `centerY`, `x` (a category of another file, as nearly every Objective-C app
        // has one): each sets one part of the frame, a centre moving the origin by half the size.
        // The sheet is framed below the host in showInView:, then its animation centres it.
        let source = """
            @implementation SheetView
            - (instancetype)init {
                self = [super init];
                if (self) {
                    _dimView = [UIView new];
                    [self addSubview:_dimView];
                    [_dimView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self);
                    }];
                    _sheet = [UIView new];
                    [self addSubview:_sheet];
                    _badge = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 24, 24)];
                    [_sheet addSubview:_badge];
                    _badge.x = 16;
                    _badge.centerY = 40;
                }
                return self;
            }
            - (void)showInView:(UIView *)host {
                self.frame = host.bounds;
                _sheet.frame = CGRectMake(10, host.height, host.width - 20, 200);
                [host addSubview:self];
                [UIView animateWithDuration:0.3 animations:^{
                    _sheet.centerY = self.height / 2;
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "SheetView.m", text: source)], canvases: ["sheet 375x600"])
        let outside = #""TODO: in showInView:, which the setup does not call""#
        let framed = "its frame, set by hand (no block constrains it: UIKit keeps the frame)"
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout SheetView dialect masonry
            canvas sheet 375x600

            view dimView  # SheetView.m:6
            view sheet  # SheetView.m:11
            view badge in sheet  # SheetView.m:13

            make dimView {  # SheetView.m:7
              edges.equalTo(root)  # SheetView.m:8
            }

            make badge {  # SheetView.m:12: \(framed)
              left.equalTo(superview)  # SheetView.m:12
              top.equalTo(superview)  # SheetView.m:12
              width.equalTo(24)  # SheetView.m:12
              height.equalTo(24)  # SheetView.m:12
            }

            remake badge {  # SheetView.m:14: \(framed)
              left.equalTo(superview).offset(16)  # SheetView.m:14
              top.equalTo(superview)  # SheetView.m:14
              width.equalTo(24)  # SheetView.m:14
              height.equalTo(24)  # SheetView.m:14
            }

            remake badge {  # SheetView.m:15: \(framed)
              left.equalTo(superview).offset(16)  # SheetView.m:15
              centerY.equalTo(superview.top).offset(40)  # SheetView.m:15
              width.equalTo(24)  # SheetView.m:15
              height.equalTo(24)  # SheetView.m:15
            }

            make sheet {  # SheetView.m:21: \(framed)
              \(outside) left.equalTo(superview).offset(10)  # SheetView.m:21: TODO: under 'in showInView:, which the setup does not call'
              \(outside) top.equalTo(superview).offset("TODO: host.height")  # SheetView.m:21: TODO: under 'in showInView:, which the setup does not call'
              \(outside) width.equalTo("TODO: host.width - 20")  # SheetView.m:21: TODO: under 'in showInView:, which the setup does not call'
              \(outside) height.equalTo(200)  # SheetView.m:21: TODO: under 'in showInView:, which the setup does not call'
            }

            remake sheet {  # SheetView.m:24: \(framed)
              \(outside) left.equalTo(superview).offset(10)  # SheetView.m:24: TODO: under 'in showInView:, which the setup does not call'
              \(outside) centerY.equalTo(superview.top).offset("TODO: self.height / 2")  # SheetView.m:24: TODO: under 'in showInView:, which the setup does not call'
              \(outside) width.equalTo("TODO: host.width - 20")  # SheetView.m:24: TODO: under 'in showInView:, which the setup does not call'
              \(outside) height.equalTo(200)  # SheetView.m:24: TODO: under 'in showInView:, which the setup does not call'
            }

            """)
        #expect(result.warnings.map(\.description).contains(
            "SheetView.m:24:9: warning: 'sheet.centerY' is no UIKit property: it is read as the setter of a UIView category of "
                + "another file (UIView+Frame), which sets the centre's y of the frame set by hand before it; the draft holds that "
                + "frame so changed"))
        // Shown in a 375x600 host: the sheet 10 from the left, 375 - 20 = 355 wide, 200 high, its centre
        // at 600 / 2 = 300 once animated: y = 300 - 100 = 200. The badge 16 from the sheet's left, its
        // centre 40 down: y = 40 - 12 = 28.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (outside + " ", ""), (#""TODO: host.height""#, "600"), (#""TODO: host.width - 20""#, "355"),
            (#""TODO: self.height / 2""#, "300"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.frame(of: "sheet") == Frame(x: 10, y: 200, width: 355, height: 200))
        #expect(canvas.frame(of: "badge") == Frame(x: 16, y: 28, width: 24, height: 24))
    }

    /// ShelfHeaderView.swift: `static let coverSize = 64.f` (CGFloatLiteral's conversion), a
    /// `switch` whose cases are named as the Objective-C reader names them (no colon), and a
    /// badge made with `UIView(frame: CGRect(x:y:width:height:))`, which no block constrains.
    let shelf = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ShelfHeaderView dialect snapkit
        canvas header 375x120

        view coverView intrinsic "TODO: intrinsic size of UIImageView coverView"  # ShelfHeaderView.swift:29; TODO
        view badgeView in coverView  # ShelfHeaderView.swift:31
        view titleLabel intrinsic "TODO: intrinsic size of UILabel titleLabel"  # ShelfHeaderView.swift:30; TODO

        make badgeView {  # ShelfHeaderView.swift:26: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset(8)  # ShelfHeaderView.swift:26
          top.equalTo(superview).offset(8)  # ShelfHeaderView.swift:26
          width.equalTo(20)  # ShelfHeaderView.swift:26
          height.equalTo(20)  # ShelfHeaderView.swift:26
        }

        make coverView {  # ShelfHeaderView.swift:32
          "TODO: in configure(layout:), which the setup does not call" left.top.equalTo(superview)  # ShelfHeaderView.swift:33: TODO: under 'in configure(layout:), which the setup does not call'
          "TODO: in configure(layout:), which the setup does not call" size.equalTo(64)  # ShelfHeaderView.swift:34: TODO: under 'in configure(layout:), which the setup does not call'
        }

        make titleLabel {  # ShelfHeaderView.swift:38
          "TODO: switch layout case .list, in configure(layout:), which the setup does not call" left.equalTo(coverView.right).offset(12)  # ShelfHeaderView.swift:39: TODO: under 'switch layout case .list', 'in configure(layout:), which the setup does not call'
          "TODO: switch layout case .list, in configure(layout:), which the setup does not call" centerY.equalTo(coverView)  # ShelfHeaderView.swift:40: TODO: under 'switch layout case .list', 'in configure(layout:), which the setup does not call'
        }

        make titleLabel {  # ShelfHeaderView.swift:43
          "TODO: switch layout case .grid, in configure(layout:), which the setup does not call" top.equalTo(coverView.bottom).offset(6)  # ShelfHeaderView.swift:44: TODO: under 'switch layout case .grid', 'in configure(layout:), which the setup does not call'
          "TODO: switch layout case .grid, in configure(layout:), which the setup does not call" left.equalTo(coverView)  # ShelfHeaderView.swift:45: TODO: under 'switch layout case .grid', 'in configure(layout:), which the setup does not call'
        }

        make titleLabel {  # ShelfHeaderView.swift:48
          "TODO: switch layout default, in configure(layout:), which the setup does not call" edges.equalTo(coverView)  # ShelfHeaderView.swift:49: TODO: under 'switch layout default', 'in configure(layout:), which the setup does not call'
        }

        """

    @Test func swiftMetricsInDotFCasesAndAFrameSetByHand() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ShelfHeaderView.swift")], canvases: ["header 375x120"])
        #expect(result.draft == shelf)
        #expect(result.warnings.map(\.description) == [
            "ShelfHeaderView.swift:24:7: warning: the intrinsic size of UIImageView 'coverView' depends on its content and font; the draft holds a TODO placeholder for it",
            "ShelfHeaderView.swift:25:7: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ShelfHeaderView.swift:32:5: warning: this block is made in 'configure(layout:)', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "ShelfHeaderView.swift:38:7: warning: this block is made in 'configure(layout:)' (under 'switch layout case .list'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "ShelfHeaderView.swift:43:7: warning: this block is made in 'configure(layout:)' (under 'switch layout case .grid'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "ShelfHeaderView.swift:48:7: warning: this block is made in 'configure(layout:)' (under 'switch layout default'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
        ])
        // configure(layout:) called by the app (its blocks last, under its condition), the list
        // layout, by hand (375x120): the cover at the top left, 64x64; the badge its frame
        // in the cover (8, 8, 20x20); the title 64 + 12 = 76 from the left, centred on the cover
        // (32), 100x20 -> y 22.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIImageView coverView""#, "none"),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "100x20"),
            (#""TODO: switch layout case .list, in configure(layout:), which the setup does not call" "#, ""),
            (#""TODO: switch layout case .grid, in configure(layout:), which the setup does not call" "#, "# "),
            (#""TODO: switch layout default, in configure(layout:), which the setup does not call" "#, "# "),
            (#""TODO: in configure(layout:), which the setup does not call" "#, ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "coverView") == Frame(x: 0, y: 0, width: 64, height: 64))
        #expect(canvas.frame(of: "badgeView") == Frame(x: 8, y: 8, width: 20, height: 20))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 76, y: 22, width: 100, height: 20))
    }
}
