import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Each warning about a value the sources cannot give names its real reason
/// (docs/import.md, "Warnings and placeholders"): a random number, the
/// device, a condition, what a method returns, a loop variable, a parameter
/// of the method it is in, a view's frame, a value of the running app, a
/// constant of another file. Drafts and warnings written by hand.
@Suite struct WarningReasonTests {
    static let placeholder = "; the draft holds a TODO placeholder in its place"

    /// GalleryView.m: a method's parameters (`setupWithHeight:columns:`, which the
    /// class never calls: its blocks run when the app calls it, under its condition), a `for`
    /// loop's variable, a `#define` of the screen's width, `arc4random_uniform`, a view's
    /// frame, a constant of another file, a message's result, the screen's scale.
    let gallery = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout GalleryView dialect masonry

        view captionLabel intrinsic "TODO: intrinsic size of UILabel captionLabel"  # GalleryView.m:18; TODO
        view thumbnail  # GalleryView.m:25
        view shimmerView  # GalleryView.m:33
        view hairline  # GalleryView.m:41

        make captionLabel {  # GalleryView.m:19
          "TODO: in setupWithHeight:columns:, which the setup does not call" left.right.bottom.equalTo(root)  # GalleryView.m:20: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" height.equalTo("TODO: height")  # GalleryView.m:21: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
        }

        make thumbnail {  # GalleryView.m:26
          "TODO: for (NSInteger i = 0; i < columns; i++), in setupWithHeight:columns:, which the setup does not call" top.equalTo(root)  # GalleryView.m:27: TODO: under 'for (NSInteger i = 0; i < columns; i++)', 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: for (NSInteger i = 0; i < columns; i++), in setupWithHeight:columns:, which the setup does not call" left.equalTo(root).offset("TODO: i * 70")  # GalleryView.m:28: TODO: under 'for (NSInteger i = 0; i < columns; i++)', 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: for (NSInteger i = 0; i < columns; i++), in setupWithHeight:columns:, which the setup does not call" width.equalTo("TODO: SCREEN_WIDTH / 4")  # GalleryView.m:29: TODO: under 'for (NSInteger i = 0; i < columns; i++)', 'in setupWithHeight:columns:, which the setup does not call'
        }

        make shimmerView {  # GalleryView.m:34
          "TODO: in setupWithHeight:columns:, which the setup does not call" left.equalTo(root).offset("TODO: arc4random_uniform(40)")  # GalleryView.m:35: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" top.equalTo(root).offset("TODO: self.frame.size.height / 4")  # GalleryView.m:36: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" width.equalTo("TODO: kShimmerWidth")  # GalleryView.m:37: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" bottom.equalTo(captionLabel.top).offset("TODO: -[self spacingForColumns:columns]")  # GalleryView.m:38: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
        }

        make hairline {  # GalleryView.m:42
          "TODO: in setupWithHeight:columns:, which the setup does not call" left.right.equalTo(root)  # GalleryView.m:43: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" bottom.equalTo(captionLabel.top)  # GalleryView.m:44: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
          "TODO: in setupWithHeight:columns:, which the setup does not call" height.equalTo("TODO: 1.0 / [UIScreen mainScreen].scale")  # GalleryView.m:45: TODO: under 'in setupWithHeight:columns:, which the setup does not call'
        }

        """

    @Test func objectiveCWarningsNameTheRealReason() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("GalleryView.m")])
        #expect(result.draft == gallery)
        let loop = "'for (NSInteger i = 0; i < columns; i++)'"
        #expect(result.warnings.map(\.description) == [
            "GalleryView.m:17:5: warning: the intrinsic size of UILabel 'captionLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "GalleryView.m:19:5: warning: this block is made in 'setupWithHeight:columns:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "GalleryView.m:21:33: warning: the target 'height' is a parameter of the method 'setupWithHeight:columns:', "
                + "whose value its caller gives when the app runs" + Self.placeholder,
            "GalleryView.m:23:5: warning: the loop \(loop) is not unrolled: its bound 'columns' is a parameter of the method "
                + "'setupWithHeight:columns:', whose value its caller gives when the app runs; its body is read once, under the loop (a TODO placeholder)",
            "GalleryView.m:25:9: warning: 'thumbnail' is added to 'root' under \(loop), which the source alone cannot tell; the draft adds it",
            "GalleryView.m:26:9: warning: this block is made in 'setupWithHeight:columns:' (under \(loop)), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "GalleryView.m:28:44: warning: the offset 'i * 70' uses 'i', a variable of the loop \(loop), "
                + "which takes another value on each pass when the app runs" + Self.placeholder,
            "GalleryView.m:29:36: warning: the target 'SCREEN_WIDTH / 4' depends on the device the app runs on "
                + "('SCREEN_WIDTH' is '[UIScreen mainScreen].bounds.size.width')" + Self.placeholder,
            "GalleryView.m:34:5: warning: this block is made in 'setupWithHeight:columns:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "GalleryView.m:35:40: warning: the offset 'arc4random_uniform(40)' is a random number, drawn when the app runs" + Self.placeholder,
            "GalleryView.m:36:39: warning: the offset 'self.frame.size.height / 4' is computed when the app runs "
                + "(from 'self.frame', a view's frame, known once it is laid out)" + Self.placeholder,
            "GalleryView.m:37:32: warning: the target 'kShimmerWidth' is not declared in the file (a constant or a view of another file?)"
                + Self.placeholder,
            "GalleryView.m:38:63: warning: the offset '-[self spacingForColumns:columns]' is computed when the app runs "
                + "(what the method 'spacingForColumns:' returns)" + Self.placeholder,
            "GalleryView.m:42:5: warning: this block is made in 'setupWithHeight:columns:', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "GalleryView.m:45:33: warning: the target '1.0 / [UIScreen mainScreen].scale' depends on the device the app runs on"
                + Self.placeholder,
        ])
    }

    /// MeterView.swift: a parameter of `configure(height:bars:)` (which the class never
    /// calls: its blocks under its condition), the variables of
    /// `for (index, bar) in bars.enumerated()`, `CGFloat.random(in:)`, a view model's
    /// value, the screen's scale, the view's own `bounds`, a method's result.
    let meter = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout MeterView dialect snapkit

        view trackView  # MeterView.swift:14
        view needle  # MeterView.swift:15

        make trackView {  # MeterView.swift:23
          "TODO: in configure(height:bars:), which the setup does not call" leading.trailing.bottom.equalTo(superview)  # MeterView.swift:24: TODO: under 'in configure(height:bars:), which the setup does not call'
          "TODO: in configure(height:bars:), which the setup does not call" height.equalTo("TODO: height")  # MeterView.swift:25: TODO: under 'in configure(height:bars:), which the setup does not call'
        }

        make "TODO: bar" {  # MeterView.swift:29
          "TODO: for (index, bar) in bars.enumerated(), in configure(height:bars:), which the setup does not call" leading.equalTo(superview).offset("TODO: CGFloat(index) * 12")  # MeterView.swift:30: TODO: under 'for (index, bar) in bars.enumerated()', 'in configure(height:bars:), which the setup does not call'
          "TODO: for (index, bar) in bars.enumerated(), in configure(height:bars:), which the setup does not call" bottom.equalTo(superview)  # MeterView.swift:31: TODO: under 'for (index, bar) in bars.enumerated()', 'in configure(height:bars:), which the setup does not call'
        }

        make needle {  # MeterView.swift:34
          "TODO: in configure(height:bars:), which the setup does not call" centerX.equalTo(superview).offset("TODO: CGFloat.random(in: -20...20)")  # MeterView.swift:35: TODO: under 'in configure(height:bars:), which the setup does not call'
          "TODO: in configure(height:bars:), which the setup does not call" top.equalTo(superview).offset("TODO: viewModel.needleInset")  # MeterView.swift:36: TODO: under 'in configure(height:bars:), which the setup does not call'
          "TODO: in configure(height:bars:), which the setup does not call" width.equalTo("TODO: 2 / UIScreen.main.scale")  # MeterView.swift:37: TODO: under 'in configure(height:bars:), which the setup does not call'
          "TODO: in configure(height:bars:), which the setup does not call" height.equalTo("TODO: bounds.height / 2")  # MeterView.swift:38: TODO: under 'in configure(height:bars:), which the setup does not call'
          "TODO: in configure(height:bars:), which the setup does not call" bottom.equalTo(trackView.top).offset("TODO: -spacing(for: height)")  # MeterView.swift:39: TODO: under 'in configure(height:bars:), which the setup does not call'
        }

        """

    @Test func swiftWarningsNameTheRealReason() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("MeterView.swift")])
        #expect(result.draft == meter)
        let loop = "'for (index, bar) in bars.enumerated()'"
        #expect(result.warnings.map(\.description) == [
            "MeterView.swift:23:9: warning: this block is made in 'configure(height:bars:)', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "MeterView.swift:25:33: warning: the target 'height' is a parameter of the method 'configure(height:bars:)', "
                + "whose value its caller gives when the app runs" + Self.placeholder,
            "MeterView.swift:27:9: warning: the loop \(loop) is not unrolled: 'bars' is no literal array of views, nor a local "
                + "or property assigned one in the files; its body is read once, under the loop (a TODO placeholder)",
            "MeterView.swift:28:34: warning: cannot tell which view 'bar' is; it is left out of the draft",
            "MeterView.swift:29:13: warning: cannot tell which view 'bar' is; the block's view is a TODO placeholder",
            "MeterView.swift:29:13: warning: this block is made in 'configure(height:bars:)' (under \(loop)), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "MeterView.swift:30:56: warning: the offset 'CGFloat(index) * 12' uses 'index', a variable of the loop \(loop), "
                + "which takes another value on each pass when the app runs" + Self.placeholder,
            "MeterView.swift:34:9: warning: this block is made in 'configure(height:bars:)', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
            "MeterView.swift:35:52: warning: the offset 'CGFloat.random(in: -20...20)' is a random number, drawn when the app runs"
                + Self.placeholder,
            "MeterView.swift:36:48: warning: the offset 'viewModel.needleInset' is computed when the app runs ('viewModel.needleInset' is no constant)"
                + Self.placeholder,
            "MeterView.swift:37:32: warning: the target '2 / UIScreen.main.scale' depends on the device the app runs on" + Self.placeholder,
            "MeterView.swift:38:33: warning: the target 'bounds.height / 2' is computed when the app runs "
                + "(from 'bounds', a view's frame, known once it is laid out)" + Self.placeholder,
            "MeterView.swift:39:59: warning: the offset '-spacing(for: height)' is computed when the app runs "
                + "(what the method 'spacing(for:)' returns)" + Self.placeholder,
        ])
    }

    @Test func moreReasonsEachNamed() throws {
        // A fast enumeration's variable; `arc4random()` in arithmetic; a local holding a
        // view's width (its value named); a function's parameter of an initializer;
        // `rand()`; a ternary on a parameter (the condition is the reason); a property of a
        // superclass; a constant of another type. Columns: the values' starts.
        let source = """
            @implementation Strip
            - (instancetype)initWithInset:(CGFloat)inset {
                for (UIView *tile in self.tiles) {
                    [tile mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.width.equalTo(tile.tag);
                    }];
                }
                CGFloat width = self.view.frame.size.width;
                UIView *a = [UIView new];
                [self addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self).offset(arc4random() % 20 + inset);
                    make.width.mas_equalTo(width);
                    make.right.equalTo(self).offset(-inset);
                    make.top.equalTo(self).offset(rand());
                    make.height.mas_equalTo(inset > 0 ? 44 : 0);
                    make.bottom.equalTo(self).offset(self.bottomInset);
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Strip.m", text: source)])
        let reasons = result.warnings.map(\.description).filter { $0.hasSuffix(Self.placeholder) }
        #expect(reasons == [
            "Strip.m:5:32: warning: the target 'tile.tag' uses 'tile', a variable of the loop 'for (UIView *tile in self.tiles)', "
                + "which takes another value on each pass when the app runs" + Self.placeholder,
            "Strip.m:12:40: warning: the offset 'arc4random() % 20 + inset' uses 'arc4random()', a random number drawn when the app runs"
                + Self.placeholder,
            "Strip.m:13:32: warning: the target 'width' is 'self.view.frame.size.width', which is computed when the app runs "
                + "(from 'self.view.frame', a view's frame, known once it is laid out)" + Self.placeholder,
            "Strip.m:14:41: warning: the offset '-inset' uses 'inset', a parameter of the method 'initWithInset:', "
                + "whose value its caller gives when the app runs" + Self.placeholder,
            "Strip.m:15:39: warning: the offset 'rand()' is a random number, drawn when the app runs" + Self.placeholder,
            "Strip.m:16:33: warning: the target 'inset > 0 ? 44 : 0' depends on a condition known only when the app runs" + Self.placeholder,
            "Strip.m:17:42: warning: the offset 'self.bottomInset' is not declared in the file (a property of a superclass or of another file?)"
                + Self.placeholder,
        ])
    }
}
