import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// The class's own helpers read where it calls them (docs/import.md,
/// "Helpers and factories"): a factory returning a view makes the view of
/// the local or property its value is stored in (its settings that view's),
/// a helper taking a view reads its parameter as the caller's view, a local
/// view of a helper is a view of each call; a parameter no call gives is a
/// placeholder naming it, never the root nor a view of its name. Each draft
/// written by hand from its source, the frames derived by hand.
@Suite struct HelperTests {
    /// ShelfCell.m: `[self.class labelWithFontSize:]` for two labels (their hugging the
    /// factory's), `+wrapBadge:` called for two badges in an array held by a local that
    /// a stack is made with (each wrapper a view of its call, each badge the caller's),
    /// a rating view of another file's class, a view the cell never shows.
    let shelf = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ShelfCell dialect masonry
        canvas cell 375xfit

        view coverView intrinsic "TODO: intrinsic size of UIImageView coverView"  # ShelfCell.m:35; TODO
        view titleLabel intrinsic "TODO: intrinsic size of UILabel titleLabel" hugging 250 750  # ShelfCell.m:36; TODO
        view authorLabel intrinsic "TODO: intrinsic size of UILabel authorLabel" hugging 250 750  # ShelfCell.m:37; TODO
        view ratingView intrinsic "TODO: intrinsic size of ShelfRatingView ratingView"  # ShelfCell.m:38; TODO
        stack badgeStack axis horizontal spacing 4  # ShelfCell.m:39
        view wrapper_wrapBadge in badgeStack  # ShelfCell.m:31
        view newBadge in wrapper_wrapBadge intrinsic "TODO: intrinsic size of UIImageView newBadge"  # ShelfCell.m:77; TODO
        view wrapper_wrapBadge_2 in badgeStack  # ShelfCell.m:31
        view saleBadge in wrapper_wrapBadge_2 intrinsic "TODO: intrinsic size of UIImageView saleBadge"  # ShelfCell.m:77; TODO

        make newBadge {  # ShelfCell.m:78
          edges.equalTo(wrapper_wrapBadge).insets(2, 2, 2, 2)  # ShelfCell.m:79
        }

        make saleBadge {  # ShelfCell.m:78
          edges.equalTo(wrapper_wrapBadge_2).insets(2, 2, 2, 2)  # ShelfCell.m:79
        }

        make coverView {  # ShelfCell.m:41
          left.top.equalTo(root).offset(12)  # ShelfCell.m:42
          size.equalTo(size(48, 64))  # ShelfCell.m:43
          bottom.lessThanOrEqualTo(root).offset(-12)  # ShelfCell.m:44
        }

        make titleLabel {  # ShelfCell.m:46
          left.equalTo(coverView.right).offset(12)  # ShelfCell.m:47
          top.equalTo(coverView)  # ShelfCell.m:48
          right.lessThanOrEqualTo(badgeStack.left).offset(-8)  # ShelfCell.m:49
        }

        make badgeStack {  # ShelfCell.m:51
          right.equalTo(root).offset(-12)  # ShelfCell.m:52
          centerY.equalTo(titleLabel)  # ShelfCell.m:53
        }

        make authorLabel {  # ShelfCell.m:55
          left.equalTo(titleLabel)  # ShelfCell.m:56
          top.equalTo(titleLabel.bottom).offset(4)  # ShelfCell.m:57
        }

        make ratingView {  # ShelfCell.m:59
          left.equalTo(titleLabel)  # ShelfCell.m:60
          top.equalTo(authorLabel.bottom).offset(6)  # ShelfCell.m:61
          height.equalTo(14)  # ShelfCell.m:62
        }

        """

    @Test func objectiveCHelpersAreReadWhereTheClassCallsThem() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ShelfCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == shelf)
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "ShelfCell.m:22:9: warning: the intrinsic size of UIImageView 'coverView' \(content)",
            "ShelfCell.m:23:9: warning: the intrinsic size of UILabel 'titleLabel' \(content)",
            "ShelfCell.m:24:9: warning: the intrinsic size of UILabel 'authorLabel' \(content)",
            "ShelfCell.m:25:9: warning: the class of 'ratingView', ShelfRatingView, is of another file: whether it has an "
                + "intrinsic size (its content's, or the fitting size of its own constraints) is not in the files; the draft "
                + "holds a TODO placeholder for it ('none' when it has none)",
            "ShelfCell.m:26:9: warning: the intrinsic size of UIImageView 'newBadge' \(content)",
            "ShelfCell.m:27:9: warning: the intrinsic size of UIImageView 'saleBadge' \(content)",
        ])
    }

    @Test func theShelfCellsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ShelfCell.m")], canvases: ["cell 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView coverView""#, ""),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "120x20"),
            (#""TODO: intrinsic size of UILabel authorLabel""#, "80x16"),
            (#""TODO: intrinsic size of ShelfRatingView ratingView""#, "100x14"),
            (#""TODO: intrinsic size of UIImageView newBadge""#, "16x16"),
            (#""TODO: intrinsic size of UIImageView saleBadge""#, "16x16"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // cover: 12 in, 48x64; the cell's content ends 12 below it at the least: 12 + 64 + 12 = 88 high.
        // title: 12 after the cover (x 72), on its top (12), its intrinsic 120x20.
        // badges: each wrapper is its badge (16x16) inset by 2: 20x20; stacked with spacing 4: 44 wide,
        //   12 from the right (x = 375 − 12 − 44 = 319), centred on the title (22): y 12.
        //   Second wrapper at 20 + 4 = 24 in the stack; each badge at (2, 2) in its wrapper.
        // author: on the title's left, 4 below it (36), 80x16. Rating: 6 below the author (58), 100x14.
        #expect(canvas.height == 88)
        #expect(canvas.frame(of: "coverView") == Frame(x: 12, y: 12, width: 48, height: 64))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 72, y: 12, width: 120, height: 20))
        #expect(canvas.frame(of: "badgeStack") == Frame(x: 319, y: 12, width: 44, height: 20))
        #expect(canvas.frame(of: "wrapper_wrapBadge") == Frame(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.frame(of: "wrapper_wrapBadge_2") == Frame(x: 24, y: 0, width: 20, height: 20))
        #expect(canvas.frame(of: "newBadge") == Frame(x: 2, y: 2, width: 16, height: 16))
        #expect(canvas.frame(of: "saleBadge") == Frame(x: 2, y: 2, width: 16, height: 16))
        #expect(canvas.frame(of: "authorLabel") == Frame(x: 72, y: 36, width: 80, height: 16))
        #expect(canvas.frame(of: "ratingView") == Frame(x: 72, y: 58, width: 100, height: 14))
    }

    /// PosterCardView.swift: `lazy var titleLabel = makeLabel(size: 17)` (the factory's
    /// compression the label's), `style(titleLabel, emphasized:)` (its parameter the
    /// title), a stack of a local array with an unnamed `UIView()` (named by the stack
    /// and its index), a ribbon of another file's class, `configure(_:)` and
    /// `addOverlay(view:)`, methods the app calls (their blocks last, under their
    /// condition; the parameter `view` a placeholder, not the root).
    let poster = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout PosterCardView dialect snapkit
        canvas card 240xfit

        view imageView intrinsic "TODO: intrinsic size of UIImageView imageView"  # PosterCardView.swift:24; TODO
        stack textStack axis vertical spacing 2  # PosterCardView.swift:25
        view titleLabel in textStack intrinsic "TODO: intrinsic size of UILabel titleLabel" hugging 250 1000 compression 750 1000  # PosterCardView.swift:20; TODO
        view subtitleLabel in textStack intrinsic "TODO: intrinsic size of UILabel subtitleLabel" compression 750 1000  # PosterCardView.swift:20; TODO
        view textStack_2 in textStack  # PosterCardView.swift:20
        view ribbon intrinsic "TODO: intrinsic size of RibbonView ribbon"  # PosterCardView.swift:26; TODO

        make imageView {  # PosterCardView.swift:27
          top.leading.trailing.equalTo(superview)  # PosterCardView.swift:28
          height.equalTo(120)  # PosterCardView.swift:29
        }

        make textStack {  # PosterCardView.swift:31
          top.equalTo(imageView.bottom).offset(8)  # PosterCardView.swift:32
          leading.trailing.equalTo(superview).inset(12)  # PosterCardView.swift:33
          bottom.equalTo(superview).inset(12)  # PosterCardView.swift:34
          height.equalTo(60)  # PosterCardView.swift:35
        }

        make ribbon {  # PosterCardView.swift:37
          top.trailing.equalTo(superview).inset(8)  # PosterCardView.swift:38
        }

        update imageView {  # PosterCardView.swift:45
          "TODO: in configure(_:), which the setup does not call" height.equalTo("TODO: model.imageHeight")  # PosterCardView.swift:46: TODO: under 'in configure(_:), which the setup does not call'
        }

        make "TODO: view" {  # PosterCardView.swift:52
          "TODO: in addOverlay(view:), which the setup does not call" center.equalTo(imageView)  # PosterCardView.swift:53: TODO: under 'in addOverlay(view:), which the setup does not call'
        }

        """

    @Test func swiftHelpersAreReadWhereTheClassCallsThem() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("PosterCardView.swift")], canvases: ["card 240xfit"])
        #expect(result.draft == poster)
        let outside = "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not "
            + "call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder"
        #expect(result.warnings.map(\.description) == [
            "PosterCardView.swift:10:17: warning: the intrinsic size of UIImageView 'imageView' depends on its content and font; the draft holds a TODO placeholder for it",
            "PosterCardView.swift:11:22: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "PosterCardView.swift:12:22: warning: the intrinsic size of UILabel 'subtitleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "PosterCardView.swift:13:17: warning: the class of 'ribbon', RibbonView, is of another file: whether it has an "
                + "intrinsic size (its content's, or the fitting size of its own constraints) is not in the files; the draft "
                + "holds a TODO placeholder for it ('none' when it has none)",
            "PosterCardView.swift:45:9: warning: this block is made in 'configure(_:)', \(outside)",
            "PosterCardView.swift:46:33: warning: the target 'model.imageHeight' uses 'model', a parameter of the method "
                + "'configure(_:)', whose value its caller gives when the app runs; the draft holds a TODO placeholder in its place",
            "PosterCardView.swift:51:20: warning: 'view' is a parameter of the method 'addOverlay(view:)', the view its caller "
                + "passes when the app runs; its adding is left out of the draft",
            "PosterCardView.swift:52:9: warning: 'view' is a parameter of the method 'addOverlay(view:)', the view its caller "
                + "passes when the app runs; the block's view is a TODO placeholder",
            "PosterCardView.swift:52:9: warning: this block is made in 'addOverlay(view:)', \(outside)",
        ])
    }

    @Test func thePosterCardsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("PosterCardView.swift")], canvases: ["card 240xfit"])
        // The app calls configure(_:) with an image 150 high; no overlay is added (its block left out whole).
        let overlay = """
            make "TODO: view" {  # PosterCardView.swift:52
              "TODO: in addOverlay(view:), which the setup does not call" center.equalTo(imageView)  # PosterCardView.swift:53: TODO: under 'in addOverlay(view:), which the setup does not call'
            }
            """
        #expect(result.draft.contains(overlay))
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (overlay, ""),
            (#""TODO: in configure(_:), which the setup does not call" "#, ""),
            (#""TODO: model.imageHeight""#, "150"),
            (#" intrinsic "TODO: intrinsic size of UIImageView imageView""#, ""),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "100x20"),
            (#""TODO: intrinsic size of UILabel subtitleLabel""#, "80x16"),
            (#""TODO: intrinsic size of RibbonView ribbon""#, "40x16"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 240 wide, the height fitted:
        // image: full width, its height updated to 150. Text stack: 8 below (158), 12 in (216 wide),
        //   60 high, 12 above the bottom: the card is 150 + 8 + 60 + 12 = 230 high.
        // In the stack (vertical, spacing 2, fill): the title exactly 20 (hugging and compression 1000),
        //   the subtitle 16 (compression 1000, hugging 250), the unnamed view the rest:
        //   60 − 2 × 2 − 20 − 16 = 20; at y 0, 22, 40.
        // ribbon: 8 from the top and the trailing edge, its intrinsic 40x16: x = 240 − 8 − 40 = 192.
        #expect(canvas.height == 230)
        #expect(canvas.frame(of: "imageView") == Frame(x: 0, y: 0, width: 240, height: 150))
        #expect(canvas.frame(of: "textStack") == Frame(x: 12, y: 158, width: 216, height: 60))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 0, y: 0, width: 216, height: 20))
        #expect(canvas.frame(of: "subtitleLabel") == Frame(x: 0, y: 22, width: 216, height: 16))
        #expect(canvas.frame(of: "textStack_2") == Frame(x: 0, y: 40, width: 216, height: 20))
        #expect(canvas.frame(of: "ribbon") == Frame(x: 192, y: 8, width: 40, height: 16))
    }

    /// A helper read at each call, its condition naming a parameter the call gives a number
    /// (`if (arrivals.count > index)`, index 0 and 1): each call's placeholder holds its number,
    /// so that each label's can be filled on its own (a departure row's time labels).
    @Test func aHelpersConditionHoldsTheNumberItsCallGives() throws {
        let source = """
            @implementation ArrivalsView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _firstLabel = [UILabel new];
                    _secondLabel = [UILabel new];
                    _stack = [[UIStackView alloc] initWithArrangedSubviews:@[_firstLabel, _secondLabel]];
                    _stack.axis = UILayoutConstraintAxisVertical;
                    [self addSubview:_stack];
                    [_stack mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self).offset(8);
                    }];
                }
                return self;
            }
            - (void)setArrivals:(NSArray *)arrivals {
                _arrivals = arrivals;
                [self showArrivals:arrivals atIndex:0 onLabel:_firstLabel];
                [self showArrivals:arrivals atIndex:1 onLabel:_secondLabel];
            }
            - (void)showArrivals:(NSArray *)arrivals atIndex:(NSUInteger)index onLabel:(UILabel *)label {
                if (arrivals.count > index) {
                    label.hidden = NO;
                    label.text = arrivals[index];
                } else {
                    label.hidden = YES;
                }
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ArrivalsView.m", text: source)], canvases: ["row 200xfit"])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout ArrivalsView dialect masonry
            canvas row 200xfit

            stack stack axis vertical  # ArrivalsView.m:9
            view firstLabel in stack intrinsic "TODO: intrinsic size of UILabel firstLabel" hidden "TODO: hidden under else of if arrivals.count > 0"  # ArrivalsView.m:7; TODO
            view secondLabel in stack intrinsic "TODO: intrinsic size of UILabel secondLabel" hidden "TODO: hidden under else of if arrivals.count > 1"  # ArrivalsView.m:7; TODO

            make stack {  # ArrivalsView.m:10
              top.left.equalTo(root).offset(8)  # ArrivalsView.m:11
            }

            """)
        let warnings = result.warnings.map(\.description)
        #expect(warnings.contains("ArrivalsView.m:26:9: warning: whether 'firstLabel' is hidden is set under 'else of if arrivals.count > 0', "
                                  + "which the source alone cannot tell; the draft holds a TODO placeholder"))
        #expect(warnings.contains("ArrivalsView.m:26:9: warning: whether 'secondLabel' is hidden is set under 'else of if arrivals.count > 1', "
                                  + "which the source alone cannot tell; the draft holds a TODO placeholder"))
        // One arrival: the first label shown (the else of 'count > 0' does not run), the second hidden;
        // the stack 8 in, as high as the first label alone: (8, 8, 60, 20), the row 8 + 20 = 28 high.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" hidden "TODO: hidden under else of if arrivals.count > 0""#, ""),
            (#""TODO: hidden under else of if arrivals.count > 1""#, ""),
            (#""TODO: intrinsic size of UILabel firstLabel""#, "60x20"),
            (#""TODO: intrinsic size of UILabel secondLabel""#, "50x20"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.frame(of: "stack") == Frame(x: 8, y: 8, width: 60, height: 20))
        #expect(canvas.frame(of: "firstLabel") == Frame(x: 0, y: 0, width: 60, height: 20))
    }
}

/// Blocks of methods the setup surely does not call (docs/import.md, "The
/// draft is the setup"): an action, a setter, a method the class never calls
/// that takes parameters, each block last, under the condition `in METHOD,
/// which the setup does not call`; an array grown in a loop read once, whose
/// block constrains the loop's view; a stack made by a factory of another
/// file. The draft written by hand from its source, the frames by hand.
@Suite struct OutsideSetupTests {
    /// ToolbarView.m: a loop whose count is the caller's array's, filling an
    /// NSMutableArray that a block and a distribution are given; the action
    /// `tap:`'s remake, the setter `setSelectedIndex:`'s update, `pinAccessory:`'s
    /// block on its parameter `view`; `[UIStackView kit_stackWithArrangedSubviews:]`.
    let toolbar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ToolbarView dialect masonry
        canvas bar 375xfit

        view button intrinsic "TODO: intrinsic size of UIButton button"  # ToolbarView.m:24; TODO
        view marker  # ToolbarView.m:35
        stack counters axis "TODO: axis of counters, set by kit_stackWithArrangedSubviews:" spacing 6 distribution "TODO: distribution of counters, set by kit_stackWithArrangedSubviews:" alignment "TODO: alignment of counters, set by kit_stackWithArrangedSubviews:"  # ToolbarView.m:47; TODO
        view leftCount in counters intrinsic "TODO: intrinsic size of UILabel leftCount"  # ToolbarView.m:45; TODO
        view rightCount in counters intrinsic "TODO: intrinsic size of UILabel rightCount"  # ToolbarView.m:45; TODO

        make button {  # ToolbarView.m:28
          "TODO: for (NSInteger i = 0; i < items.count; i++)" top.equalTo(root).offset(6)  # ToolbarView.m:29: TODO: under 'for (NSInteger i = 0; i < items.count; i++)'
          "TODO: for (NSInteger i = 0; i < items.count; i++)" height.equalTo(32)  # ToolbarView.m:30: TODO: under 'for (NSInteger i = 0; i < items.count; i++)'
        }

        distribute "TODO: buttons" horizontal spacing 8 lead 12 tail 12  # ToolbarView.m:32

        make marker {  # ToolbarView.m:36
          top.equalTo(root).offset(40)  # ToolbarView.m:37
          left.equalTo(root).offset(12)  # ToolbarView.m:38
          size.equalTo(size(24, 2))  # ToolbarView.m:39
          bottom.equalTo(root)  # ToolbarView.m:40
        }

        make counters {  # ToolbarView.m:48
          right.equalTo(root).offset(-12)  # ToolbarView.m:49
          top.equalTo(root).offset(10)  # ToolbarView.m:50
        }

        remake marker {  # ToolbarView.m:57
          "TODO: in tap:, which the setup does not call" centerX.equalTo("TODO: sender")  # ToolbarView.m:58: TODO: under 'in tap:, which the setup does not call'
          "TODO: in tap:, which the setup does not call" top.equalTo(root).offset(40)  # ToolbarView.m:59: TODO: under 'in tap:, which the setup does not call'
          "TODO: in tap:, which the setup does not call" size.equalTo(size(24, 2))  # ToolbarView.m:60: TODO: under 'in tap:, which the setup does not call'
        }

        update marker {  # ToolbarView.m:65
          "TODO: in setSelectedIndex:, which the setup does not call" left.equalTo(root).offset("TODO: 12 + index * 40")  # ToolbarView.m:66: TODO: under 'in setSelectedIndex:, which the setup does not call'
        }

        make "TODO: view" {  # ToolbarView.m:72
          "TODO: in pinAccessory:, which the setup does not call" right.bottom.equalTo(root)  # ToolbarView.m:73: TODO: under 'in pinAccessory:, which the setup does not call'
        }

        """

    @Test func blocksOutsideTheSetupComeLastUnderTheirMethod() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ToolbarView.m")], canvases: ["bar 375xfit"])
        #expect(result.draft == toolbar)
        let loop = "'for (NSInteger i = 0; i < items.count; i++)'"
        let outside = "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not "
            + "call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder"
        #expect(result.warnings.map(\.description) == [
            "ToolbarView.m:21:9: warning: the loop \(loop) is not unrolled: its bound 'items.count' uses 'items', a parameter of "
                + "the method 'initWithItems:', whose value its caller gives when the app runs; its body is read once, under the "
                + "loop (a TODO placeholder)",
            "ToolbarView.m:22:23: warning: the intrinsic size of UIButton 'button' depends on its content and font; the draft holds a TODO placeholder for it",
            "ToolbarView.m:24:13: warning: 'button' is added to 'root' under \(loop), which the source alone cannot tell; the draft adds it",
            "ToolbarView.m:28:9: warning: this block runs under \(loop), which the source alone cannot tell; each of its lines holds a TODO placeholder",
            "ToolbarView.m:28:10: warning: the array 'buttons' holds the views the loop \(loop) makes, one per pass, and the loop "
                + "is not unrolled: the block constrains the loop's view 'button', read once as the loop is, under the loop (a TODO placeholder)",
            "ToolbarView.m:32:10: warning: cannot tell which views the array 'buttons' holds: it holds the views the loop \(loop) "
                + "makes, one per pass, and the loop is not unrolled (the draft has the view of one pass); the distribution's views are a TODO placeholder",
            "ToolbarView.m:43:9: warning: the intrinsic size of UILabel 'leftCount' depends on its content and font; the draft holds a TODO placeholder for it",
            "ToolbarView.m:44:9: warning: the intrinsic size of UILabel 'rightCount' depends on its content and font; the draft holds a TODO placeholder for it",
            "ToolbarView.m:45:33: warning: the stack 'counters' is made by 'kit_stackWithArrangedSubviews:', a method the files do not "
                + "declare: the draft arranges the views it is given, in order, and holds a TODO placeholder for each property of the "
                + "stack the method may set (axis, distribution, alignment, spacing) that the files do not set",
            "ToolbarView.m:57:5: warning: this block is made in 'tap:', \(outside)",
            "ToolbarView.m:58:30: warning: the target 'sender' is a parameter of the method 'tap:', whose value its caller gives "
                + "when the app runs; the draft holds a TODO placeholder in its place",
            "ToolbarView.m:65:5: warning: this block is made in 'setSelectedIndex:', \(outside)",
            "ToolbarView.m:66:40: warning: the offset '12 + index * 40' uses 'index', a parameter of the method 'setSelectedIndex:', "
                + "whose value its caller gives when the app runs; the draft holds a TODO placeholder in its place",
            "ToolbarView.m:71:22: warning: 'view' is a parameter of the method 'pinAccessory:', the view its caller passes when the "
                + "app runs; its adding is left out of the draft",
            "ToolbarView.m:72:5: warning: this block is made in 'pinAccessory:', \(outside)",
            "ToolbarView.m:72:6: warning: 'view' is a parameter of the method 'pinAccessory:', the view its caller passes when the "
                + "app runs; the block's view is a TODO placeholder",
        ])
    }

    @Test func theToolbarsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ToolbarView.m")], canvases: ["bar 375xfit"])
        // The state: one pass of the loop (its button read once; the distribution, which needs the
        // views of several passes, left out by the author), the counters' stack as the category makes
        // it (horizontal, fill, fill), the second item selected (index 2), no tap, no accessory.
        let tap = """
            remake marker {  # ToolbarView.m:57
              "TODO: in tap:, which the setup does not call" centerX.equalTo("TODO: sender")  # ToolbarView.m:58: TODO: under 'in tap:, which the setup does not call'
              "TODO: in tap:, which the setup does not call" top.equalTo(root).offset(40)  # ToolbarView.m:59: TODO: under 'in tap:, which the setup does not call'
              "TODO: in tap:, which the setup does not call" size.equalTo(size(24, 2))  # ToolbarView.m:60: TODO: under 'in tap:, which the setup does not call'
            }
            """
        let accessory = """
            make "TODO: view" {  # ToolbarView.m:72
              "TODO: in pinAccessory:, which the setup does not call" right.bottom.equalTo(root)  # ToolbarView.m:73: TODO: under 'in pinAccessory:, which the setup does not call'
            }
            """
        let distribution = #"distribute "TODO: buttons" horizontal spacing 8 lead 12 tail 12  # ToolbarView.m:32"#
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (tap, ""), (accessory, ""), (distribution, ""),
            (#""TODO: for (NSInteger i = 0; i < items.count; i++)" "#, ""),
            (#""TODO: in setSelectedIndex:, which the setup does not call" "#, ""),
            (#""TODO: 12 + index * 40""#, "92"),
            (#""TODO: intrinsic size of UIButton button""#, "64x32"),
            (#""TODO: axis of counters, set by kit_stackWithArrangedSubviews:""#, "horizontal"),
            (#""TODO: distribution of counters, set by kit_stackWithArrangedSubviews:""#, "fill"),
            (#""TODO: alignment of counters, set by kit_stackWithArrangedSubviews:""#, "fill"),
            (#""TODO: intrinsic size of UILabel leftCount""#, "20x14"),
            (#""TODO: intrinsic size of UILabel rightCount""#, "30x14"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty)
        // Only the button's x is left free: the distribution that places it is out of the draft.
        #expect(canvas.ambiguous == [AmbiguousView(view: "button", free: ["x"])])
        // By hand, 375 wide, the height fitted:
        // marker: 40 from the top, 24x2, the bar's bottom on its bottom: the bar is 42 high; its
        //   left, 12 in the make, updated by setSelectedIndex: to 12 + 2 × 40 = 92.
        // counters (horizontal, fill, spacing 6): 20 + 6 + 30 = 56 wide, 14 high, 12 from the right
        //   (x = 375 − 12 − 56 = 307), 10 from the top; the labels at 0 and 26 in it.
        // button: 6 from the top, 32 high, its intrinsic width 64.
        #expect(canvas.height == 42)
        #expect(canvas.frame(of: "marker") == Frame(x: 92, y: 40, width: 24, height: 2))
        #expect(canvas.frame(of: "counters") == Frame(x: 307, y: 10, width: 56, height: 14))
        #expect(canvas.frame(of: "leftCount") == Frame(x: 0, y: 0, width: 20, height: 14))
        #expect(canvas.frame(of: "rightCount") == Frame(x: 26, y: 0, width: 30, height: 14))
        let button = try #require(canvas.frame(of: "button"))
        #expect(button.y == 6 && button.width == 64 && button.height == 32)
    }

    /// A lazy getter of a property of the class extension (only the file can read it) that no
    /// code of the files reads (no `self.separatorView`, no `[self separatorView]`: a getter left
    /// after its use was removed) never runs: its block is held to the app's calling it, as a
    /// method the setup does not call; the getters the setup reads (`self.iconView`,
    /// `self.titleLabel`) stay the setup's, and so does a public property's.
    @Test func aGetterNothingReadsIsOutsideTheSetup() throws {
        let source = """
            @interface PillView ()
            @property (nonatomic, strong) UIImageView *iconView;
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UIView *separatorView;
            @end

            @implementation PillView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:self.iconView];
                    [self addSubview:self.titleLabel];
                    [self.iconView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(8);
                        make.size.mas_equalTo(CGSizeMake(16, 16));
                        make.bottom.equalTo(self).offset(-8);
                    }];
                    [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.iconView.mas_right).offset(4);
                        make.centerY.equalTo(self.iconView);
                    }];
                }
                return self;
            }

            - (UIImageView *)iconView {
                if (!_iconView) {
                    _iconView = [UIImageView new];
                    _iconView.contentMode = UIViewContentModeScaleAspectFit;
                }
                return _iconView;
            }

            - (UILabel *)titleLabel {
                if (!_titleLabel) {
                    _titleLabel = [UILabel new];
                    _titleLabel.font = [UIFont systemFontOfSize:13];
                }
                return _titleLabel;
            }

            - (UIView *)separatorView {
                if (!_separatorView) {
                    _separatorView = [UIView new];
                    [self addSubview:_separatorView];
                    [_separatorView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(1);
                    }];
                }
                return _separatorView;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "PillView.m", text: source)], canvases: ["pill 200xfit"])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout PillView dialect masonry
            canvas pill 200xfit

            view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # PillView.m:11; TODO
            view titleLabel intrinsic "TODO: intrinsic size of UILabel titleLabel"  # PillView.m:12; TODO
            view separatorView  # PillView.m:45

            make iconView {  # PillView.m:13
              left.top.equalTo(root).offset(8)  # PillView.m:14
              size.equalTo(size(16, 16))  # PillView.m:15
              bottom.equalTo(root).offset(-8)  # PillView.m:16
            }

            make titleLabel {  # PillView.m:18
              left.equalTo(iconView.right).offset(4)  # PillView.m:19
              centerY.equalTo(iconView)  # PillView.m:20
            }

            make separatorView {  # PillView.m:46
              "TODO: in separatorView, which the setup does not call" left.right.bottom.equalTo(root)  # PillView.m:47: TODO: under 'in separatorView, which the setup does not call'
              "TODO: in separatorView, which the setup does not call" height.equalTo(1)  # PillView.m:48: TODO: under 'in separatorView, which the setup does not call'
            }

            """)
        #expect(result.warnings.map(\.description).contains(
            "PillView.m:46:9: warning: this block is made in 'separatorView', a method the setup (init…, viewDidLoad, "
                + "updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; "
                + "the draft holds it after the setup's blocks, each of its lines under a TODO placeholder"))
        // The getter never runs: its lines dropped. By hand, 200 wide, the height fitted: the icon
        // 8 from the left and top, 16x16, 8 above the bottom: 32 high; the label 4 right of the icon
        // (x 28), its centre on the icon's (y 16 - 18 / 2 = 7).
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: in separatorView, which the setup does not call" left.right.bottom.equalTo(root)  # PillView.m:47: TODO: under 'in separatorView, which the setup does not call'"#, ""),
            (#""TODO: in separatorView, which the setup does not call" height.equalTo(1)  # PillView.m:48: TODO: under 'in separatorView, which the setup does not call'"#, ""),
            (#""TODO: intrinsic size of UIImageView iconView""#, "none"),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "60x18"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.height == 32)
        #expect(canvas.frame(of: "iconView") == Frame(x: 8, y: 8, width: 16, height: 16))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 28, y: 7, width: 60, height: 18))
        // Declared in the class's public interface (its header's), another file may read it: its
        // block is the setup's.
        let header = ImportSource(name: "PillView.h", text: """
            @interface PillView : UIView
            @property (nonatomic, strong, readonly) UIView *separatorView;
            @end
            """)
        let open = source.replacingOccurrences(of: "@property (nonatomic, strong) UIView *separatorView;", with: "")
        let readable = try LayoutImporter.draft(of: [ImportSource(name: "PillView.m", text: open), header], canvases: ["pill 200xfit"])
        #expect(readable.draft.contains("make separatorView {  # PillView.m:46\n  left.right.bottom.equalTo(root)  # PillView.m:47\n"))
        #expect(!readable.draft.contains("which the setup does not call"))
    }

    /// Swift: a `private lazy var` whose closure adds and constrains its view, which nothing
    /// reads (no `dividerView` in the file) never runs: its block is held to the app's reading
    /// it; the lazy `iconView` the initializer reads stays the setup's, and so does a `lazy var`
    /// of no `private` (another file may read it).
    @Test func aLazyPropertyNothingReadsIsOutsideTheSetup() throws {
        let source = """
            import UIKit
            import SnapKit

            final class BannerView: UIView {
                private let titleLabel = UILabel()

                private lazy var iconView: UIImageView = {
                    let imageView = UIImageView()
                    imageView.contentMode = .scaleAspectFit
                    return imageView
                }()

                private lazy var dividerView: UIView = {
                    let divider = UIView()
                    addSubview(divider)
                    divider.snp.makeConstraints { make in
                        make.left.right.bottom.equalToSuperview()
                        make.height.equalTo(1)
                    }
                    return divider
                }()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(iconView)
                    addSubview(titleLabel)
                    iconView.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(16)
                        make.centerY.equalToSuperview()
                        make.size.equalTo(20)
                    }
                    titleLabel.snp.makeConstraints { make in
                        make.left.equalTo(iconView.snp.right).offset(8)
                        make.top.bottom.equalToSuperview().inset(12)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.swift", text: source)], canvases: ["banner 320xfit"])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BannerView dialect snapkit
            canvas banner 320xfit

            view dividerView  # BannerView.swift:15
            view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # BannerView.swift:25; TODO
            view titleLabel intrinsic "TODO: intrinsic size of UILabel titleLabel"  # BannerView.swift:26; TODO

            make iconView {  # BannerView.swift:27
              left.equalTo(superview).offset(16)  # BannerView.swift:28
              centerY.equalTo(superview)  # BannerView.swift:29
              size.equalTo(20)  # BannerView.swift:30
            }

            make titleLabel {  # BannerView.swift:32
              left.equalTo(iconView.right).offset(8)  # BannerView.swift:33
              top.bottom.equalTo(superview).inset(12)  # BannerView.swift:34
            }

            make dividerView {  # BannerView.swift:16
              "TODO: in dividerView, which the setup does not call" left.right.bottom.equalTo(superview)  # BannerView.swift:17: TODO: under 'in dividerView, which the setup does not call'
              "TODO: in dividerView, which the setup does not call" height.equalTo(1)  # BannerView.swift:18: TODO: under 'in dividerView, which the setup does not call'
            }

            """)
        #expect(result.warnings.map(\.description).contains(
            "BannerView.swift:16:9: warning: this block is made in 'dividerView', a method the setup (init…, viewDidLoad, "
                + "updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; "
                + "the draft holds it after the setup's blocks, each of its lines under a TODO placeholder"))
        // The closure never runs: its lines dropped (the divider keeps no frame of its own). By hand,
        // 320 wide, the height fitted: the label 12 from the top and the bottom, 18 high: 42; the icon
        // 16 from the left, 20x20, centred (y 11); the label 8 right of it (x 44), 100 wide.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: in dividerView, which the setup does not call" left.right.bottom.equalTo(superview)  # BannerView.swift:17: TODO: under 'in dividerView, which the setup does not call'"#, ""),
            (#""TODO: in dividerView, which the setup does not call" height.equalTo(1)  # BannerView.swift:18: TODO: under 'in dividerView, which the setup does not call'"#, ""),
            (#""TODO: intrinsic size of UIImageView iconView""#, "none"),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "100x18"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.height == 42)
        #expect(canvas.frame(of: "iconView") == Frame(x: 16, y: 11, width: 20, height: 20))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 44, y: 12, width: 100, height: 18))
        // Not private, a subclass or another file may read it: its block is the setup's.
        let open = source.replacingOccurrences(of: "private lazy var dividerView", with: "lazy var dividerView")
        let readable = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.swift", text: open)], canvases: ["banner 320xfit"])
        #expect(readable.draft.contains("make dividerView {  # BannerView.swift:16\n  left.right.bottom.equalTo(superview)  # BannerView.swift:17\n"))
        #expect(!readable.draft.contains("which the setup does not call"))
    }
}
