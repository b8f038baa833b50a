import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Objective-C (Masonry) view setups read into drafts (docs/import.md): each
/// fixture's draft compared whole, written by hand from the source; the
/// frames of a draft whose TODOs are filled in, derived by hand.
@Suite struct ObjCImportTests {
    // MARK: a table cell

    /// MessageCell.m: `#define`, `static const` and `static CGFloat const`
    /// constants, properties and an ivar, `self.x`/`_x` spellings, `with`,
    /// `mas_equalTo(CGSizeMake(…))`, `@10`, `priorityHigh()`, `insets(UIEdgeInsetsMake(…))`.
    let messageCell = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout MessageCell dialect masonry
        canvas cell 375xfit

        view avatarView intrinsic "TODO: intrinsic size of UIImageView avatarView"  # MessageCell.m:31; TODO
        view senderLabel intrinsic "TODO: intrinsic size of UILabel senderLabel"  # MessageCell.m:35; TODO
        view previewLabel intrinsic "TODO: intrinsic size of UILabel previewLabel"  # MessageCell.m:39; TODO
        view unreadDot  # MessageCell.m:42

        make avatarView {  # MessageCell.m:44
          left.equalTo(root).offset(12)  # MessageCell.m:45
          top.equalTo(root.top).offset(12)  # MessageCell.m:46
          size.equalTo(size(40, 40))  # MessageCell.m:47
          bottom.lessThanOrEqualTo(root).offset(-12)  # MessageCell.m:48
        }

        make senderLabel {  # MessageCell.m:50
          left.equalTo(avatarView.right).offset(8)  # MessageCell.m:51
          top.equalTo(avatarView)  # MessageCell.m:52
          right.equalTo(unreadDot.left).offset(-8)  # MessageCell.m:53
        }

        make previewLabel {  # MessageCell.m:55
          left.right.equalTo(senderLabel)  # MessageCell.m:56
          top.equalTo(senderLabel.bottom).offset(4)  # MessageCell.m:57
          bottom.equalTo(root).offset(-12).priorityHigh()  # MessageCell.m:58
        }

        make unreadDot {  # MessageCell.m:60
          width.height.equalTo(10)  # MessageCell.m:61
          centerY.equalTo(senderLabel)  # MessageCell.m:62
          right.equalTo(root).insets(0, 0, 0, 12)  # MessageCell.m:63
        }

        """

    @Test func aTableCellGivesItsDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("MessageCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == messageCell)
        #expect(result.dialect == .masonry)
        // The three intrinsic sizes, each at the line that makes the view.
        #expect(result.warnings.map(\.description) == [
            "MessageCell.m:29:5: warning: the intrinsic size of UIImageView 'avatarView' depends on its content and font; the draft holds a TODO placeholder for it",
            "MessageCell.m:33:5: warning: the intrinsic size of UILabel 'senderLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "MessageCell.m:37:5: warning: the intrinsic size of UILabel 'previewLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
        #expect(result.statistics.constraintLines == 13 && result.statistics.oneToOneLines == 13)
        #expect(result.statistics.blocks == 4 && result.statistics.wholeBlocks == 4)
        #expect(result.statistics.placeholders == 3)
    }

    @Test func theCellsDraftSolvesOnceItsTODOsAreFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("MessageCell.m")], canvases: ["cell 375xfit"])
        // The author fills the TODOs in: an image view with no image has no
        // intrinsic size; the labels' sizes are their text's.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView avatarView""#, ""),
            (#""TODO: intrinsic size of UILabel senderLabel""#, "120x18"),
            (#""TODO: intrinsic size of UILabel previewLabel""#, "250x36"),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375 wide, the height fitted:
        // avatar: left 12, top 12, 40x40 (its bottom, 52, at most root.bottom − 12).
        // unreadDot: 10x10, right = 375 − 12 = 363, so x = 353; centred on the sender's centre.
        // sender: left = 52 + 8 = 60, top = the avatar's, 12; right = 353 − 8 = 345, width 285
        //   (required, over its intrinsic 120 hugged at 250); height its intrinsic 18.
        // unreadDot: centerY = 12 + 18/2 = 21, so y = 16.
        // preview: left and right the sender's (60, 285); top = 12 + 18 + 4 = 34; height 36;
        //   its bottom, 70, = root.bottom − 12 at 750, which the fitted height (pulled down at 50)
        //   gives way to: the cell is 70 + 12 = 82 high (≥ 52 + 12 = 64, the avatar's bound).
        #expect(canvas.height == 82)
        #expect(canvas.frame(of: "avatarView") == Frame(x: 12, y: 12, width: 40, height: 40))
        #expect(canvas.frame(of: "senderLabel") == Frame(x: 60, y: 12, width: 285, height: 18))
        #expect(canvas.frame(of: "previewLabel") == Frame(x: 60, y: 34, width: 285, height: 36))
        #expect(canvas.frame(of: "unreadDot") == Frame(x: 353, y: 16, width: 10, height: 10))
    }

    // MARK: a screen with a scroll view

    /// ArticleViewController.m: MAS_SHORTHAND spellings (`makeConstraints:`,
    /// `toolbar.top`, `equalTo(kToolbarHeight)` unboxed), a scroll view and
    /// its content, the safe area, a handle kept in a property, an update
    /// and a remake with run-time values.
    let article = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ArticleViewController dialect masonry

        view toolbar  # ArticleViewController.m:29
        view scrollView scroll  # ArticleViewController.m:31
        view contentView in scrollView  # ArticleViewController.m:33
        view headerImage in contentView  # ArticleViewController.m:35
        view titleLabel in contentView intrinsic "TODO: intrinsic size of UILabel titleLabel"  # ArticleViewController.m:37; TODO

        make toolbar {  # ArticleViewController.m:39
          left.right.equalTo(root)  # ArticleViewController.m:40
          height.equalTo(49)  # ArticleViewController.m:41
          bottom.equalTo(root.safeArea.bottom).key(toolbarBottom)  # ArticleViewController.m:42
        }

        make scrollView {  # ArticleViewController.m:44
          top.equalTo(root.safeArea.top)  # ArticleViewController.m:45
          left.right.equalTo(root)  # ArticleViewController.m:46
          bottom.equalTo(toolbar.top)  # ArticleViewController.m:47
        }

        make contentView {  # ArticleViewController.m:49
          edges.equalTo(scrollView)  # ArticleViewController.m:50
          width.equalTo(scrollView)  # ArticleViewController.m:51
        }

        make headerImage {  # ArticleViewController.m:53
          top.left.right.equalTo(contentView)  # ArticleViewController.m:54
          height.equalTo(headerImage.width).multipliedBy(0.5625)  # ArticleViewController.m:55
        }

        make titleLabel {  # ArticleViewController.m:57
          top.equalTo(headerImage.bottom).offset(16)  # ArticleViewController.m:58
          left.right.equalTo(contentView).insets(0, 20, 0, 20)  # ArticleViewController.m:59
          bottom.equalTo(contentView).offset(-24).priority(low)  # ArticleViewController.m:60
        }

        update toolbar {  # ArticleViewController.m:65
          "TODO: in setToolbarHidden:, which the setup does not call" height.equalTo("TODO: hidden ? 0 : kToolbarHeight")  # ArticleViewController.m:66: TODO: under 'in setToolbarHidden:, which the setup does not call'
        }

        remake toolbar {  # ArticleViewController.m:72
          "TODO: in keyboardWillShow:, which the setup does not call" left.right.equalTo(root)  # ArticleViewController.m:73: TODO: under 'in keyboardWillShow:, which the setup does not call'
          "TODO: in keyboardWillShow:, which the setup does not call" height.equalTo(49)  # ArticleViewController.m:74: TODO: under 'in keyboardWillShow:, which the setup does not call'
          "TODO: in keyboardWillShow:, which the setup does not call" bottom.equalTo(root).offset("TODO: -frame.size.height")  # ArticleViewController.m:75: TODO: under 'in keyboardWillShow:, which the setup does not call'
        }

        """

    @Test func aScreenWithAScrollViewGivesItsDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ArticleViewController.m")])
        #expect(result.draft == article)
        #expect(result.warnings.map(\.description) == [
            "ArticleViewController.m:36:5: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ArticleViewController.m:65:5: warning: this block is made in 'setToolbarHidden:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "ArticleViewController.m:66:29: warning: the target 'hidden ? 0 : kToolbarHeight' depends on a condition known only when the app runs; the draft holds a TODO placeholder in its place",
            "ArticleViewController.m:72:5: warning: this block is made in 'keyboardWillShow:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "ArticleViewController.m:75:47: warning: the offset '-frame.size.height' is computed when the app runs ('frame.size.height' is no constant); the draft holds a TODO placeholder in its place",
        ])
        // 17 lines; the update's and the remake's four are made outside the setup (setToolbarHidden:,
        // keyboardWillShow:: under a condition), so neither block is whole.
        #expect(result.statistics.constraintLines == 17 && result.statistics.oneToOneLines == 13)
        #expect(result.statistics.blocks == 7 && result.statistics.wholeBlocks == 5)
    }

    // MARK: Masonry's own forms

    /// One source of Masonry's other forms, with what each must give.
    @Test func masonrysFormsInTheLanguagesSpelling() throws {
        let source = """
            #define MAS_SHORTHAND_GLOBALS
            static const CGFloat inset = 10;
            @implementation V
            - (void)setUp {
                UIView *a = [UIView new], *b = [UIView new];
                [self addSubview:a];
                [self addSubview:b];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.offset(inset);
                    make.width.equalTo(@[b, @100, b.mas_height]).key(@"w");
                    make.height.equalTo(b.mas_width).multipliedBy(0.5).offset(10).priority(345);
                    make.centerX.mas_equalTo(CGPointMake(4, 5));
                    make.bottom.equalTo(b).dividedBy(2).priorityMedium();
                    make.right.equalTo(self.mas_right).with.insets(UIEdgeInsetsMake(1, 2, 3, 4)).key(@"right edge");
                    make.leading.greaterThanOrEqualTo(self.mas_safeAreaLayoutGuideLeading).priority(MASLayoutPriorityDefaultLow);
                }];
                [@[a, b] mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.size.sizeOffset(CGSizeMake(-2, 2)).equalTo(self);
                }];
                [@[a, b] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:inset tailSpacing:inset];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "V.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout V dialect masonry

            view a  # V.m:6
            view b  # V.m:7

            make a {  # V.m:8
              top.left.offset(10)  # V.m:9
              width.equalTo([b, 100, b.height]).key(w)  # V.m:10
              height.equalTo(b.width).multipliedBy(0.5).offset(10).priority(345)  # V.m:11
              centerX.equalTo(point(4, 5))  # V.m:12
              bottom.equalTo(b).dividedBy(2).priorityMedium()  # V.m:13
              right.equalTo(root.right).insets(1, 2, 3, 4).key("right edge")  # V.m:14
              leading.greaterThanOrEqualTo(root.safeArea.leading).priority(low)  # V.m:15
            }

            update [a, b] {  # V.m:17
              size.equalTo(root).sizeOffset(-2, 2)  # V.m:18
            }

            distribute [a, b] horizontal spacing 8 lead 10 tail 10  # V.m:20

            """)
        #expect(result.warnings.isEmpty)
    }
}

/// The article screen's draft, its TODOs filled in, solved with its scroll view.
@Suite struct ArticleFramesTests {
    @Test func theArticlesDraftSolvesWithItsScrollViewOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ArticleViewController.m")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        // The author fills the TODOs in: the title's text is 60 high; the toolbar is
        // shown (the update keeps 49); the keyboard that remakes the toolbar is 336 high
        // (both methods called by the app after the setup: their lines kept).
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: in setToolbarHidden:, which the setup does not call" "#, ""),
            (#""TODO: in keyboardWillShow:, which the setup does not call" "#, ""),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "300x60"),
            (#""TODO: hidden ? 0 : kToolbarHeight""#, "49"),
            (#""TODO: -frame.size.height""#, "-336"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812 with the safe area 47 from the top:
        // toolbar (remade): full width, 49 high, its bottom 812 − 336 = 476: y = 427.
        // scrollView: from the safe area's top (47) to the toolbar's top (427): 380 high.
        // contentView: its edges are the scroll view's content (it is inside it), so it sits
        //   at the content's origin, (0, 0), as wide as the scroll view's frame (375).
        // headerImage: the content's top, full width, 375 × 0.5625 = 210.9375 high.
        // titleLabel: 16 below it, y = 226.9375; 20 in from either side (335 wide, over its
        //   intrinsic 300 hugged at 250); 60 high; the content ends 24 below it (at 250, the
        //   only constraint on the content's height): 226.9375 + 60 + 24 = 310.9375.
        #expect(canvas.frame(of: "toolbar") == Frame(x: 0, y: 427, width: 375, height: 49))
        #expect(canvas.frame(of: "scrollView") == Frame(x: 0, y: 47, width: 375, height: 380))
        #expect(canvas.frame(of: "contentView") == Frame(x: 0, y: 0, width: 375, height: 310.9375))
        #expect(canvas.frame(of: "headerImage") == Frame(x: 0, y: 0, width: 375, height: 210.9375))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 20, y: 226.9375, width: 335, height: 60))
    }
}
