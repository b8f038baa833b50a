import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// A visual effect view's `contentView` (docs/import.md, "The draft"):
/// UIKit sizes it to the effect view's bounds, at its origin, so the draft,
/// which has no content view, puts what is added to it in the effect view
/// and reads a constraint against it as one against the effect view.
@Suite struct EffectViewTests {
    let lockScreen = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout LockScreenViewController dialect snapkit
        canvas phone 375x812 safe 47 0 34 0

        view blurView  # LockScreenViewController.swift:13
        view vibrancyView in blurView  # LockScreenViewController.swift:19
        view titleLabel in vibrancyView intrinsic "TODO: intrinsic size of UILabel titleLabel"  # LockScreenViewController.swift:26; TODO
        view unlockButton in vibrancyView intrinsic "TODO: intrinsic size of UIButton unlockButton"  # LockScreenViewController.swift:27; TODO

        make blurView {  # LockScreenViewController.swift:14
          edges.equalTo(superview)  # LockScreenViewController.swift:15
        }

        make vibrancyView {  # LockScreenViewController.swift:20
          edges.equalTo(blurView)  # LockScreenViewController.swift:21
        }

        make titleLabel {  # LockScreenViewController.swift:28
          centerX.equalTo(vibrancyView)  # LockScreenViewController.swift:29
          top.equalTo(vibrancyView).offset(120)  # LockScreenViewController.swift:30
        }

        make unlockButton {  # LockScreenViewController.swift:32
          top.equalTo(titleLabel.bottom).offset(24)  # LockScreenViewController.swift:33
          centerX.equalTo(vibrancyView)  # LockScreenViewController.swift:34
        }

        """

    @Test func anEffectViewsContentViewIsTheEffectView() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("LockScreenViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == lockScreen)
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "LockScreenViewController.swift:9:17: warning: the intrinsic size of UIButton 'unlockButton' \(content)",
            "LockScreenViewController.swift:24:13: warning: the intrinsic size of UILabel 'titleLabel' \(content)",
        ])
        // Filled in: the title 80x24, the button 90x30.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UILabel titleLabel""#, "80x24"),
            (#""TODO: intrinsic size of UIButton unlockButton""#, "90x30"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812: the blur fills the screen; the vibrancy layer fills the blur's content
        // view, so the blur: (0, 0, 375, 812) in it. The title, centred (187.5 − 40 = 147.5), 120 from
        // the vibrancy layer's top; the button 24 below the title (120 + 24 + 24 = 168), centred
        // (187.5 − 45 = 142.5).
        #expect(canvas.frame(of: "blurView") == Frame(x: 0, y: 0, width: 375, height: 812))
        #expect(canvas.frame(of: "vibrancyView") == Frame(x: 0, y: 0, width: 375, height: 812))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 147.5, y: 120, width: 80, height: 24))
        #expect(canvas.frame(of: "unlockButton") == Frame(x: 142.5, y: 168, width: 90, height: 30))
    }

    @Test func objectiveCsContentViewOfAnEffectViewToo() throws {
        let source = """
            @implementation BannerView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIVisualEffectView *blur = [[UIVisualEffectView alloc] initWithEffect:[UIBlurEffect effectWithStyle:UIBlurEffectStyleLight]];
                    [self addSubview:blur];
                    UILabel *caption = [UILabel new];
                    [blur.contentView addSubview:caption];
                    [caption mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.center.equalTo(blur.contentView);
                    }];
                }
                return self;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.m", text: source)])
        #expect(result.draft.contains("view caption in blur intrinsic \"TODO: intrinsic size of UILabel caption\"  # BannerView.m:8; TODO\n"),
                "\(result.draft)")
        #expect(result.draft.contains("  center.equalTo(blur)  # BannerView.m:10\n"), "\(result.draft)")
    }
}
