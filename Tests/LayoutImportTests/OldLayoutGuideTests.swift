import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// A view controller's old layout guides (docs/import.md): UIKit deprecated
/// `topLayoutGuide` and `bottomLayoutGuide` for the safe area, the top
/// guide's bottom being the safe area's top and the bottom guide's top its
/// bottom. Masonry's `mas_topLayoutGuide…` and SnapKit's
/// `topLayoutGuide.snp.bottom` are read as the root's safe area (the table
/// ``ViewGuide/codeNames``, which pasted lines read too). Drafts written by
/// hand, frames derived by hand.
@Suite struct OldLayoutGuideTests {
    let feed = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout FeedViewController dialect masonry
        canvas phone 375x812 safe 44 0 34 0

        view filterBar  # FeedViewController.m:18
        view tableView  # FeedViewController.m:20
        view composer  # FeedViewController.m:22
        view scrollTopButton intrinsic "TODO: intrinsic size of UIButton scrollTopButton"  # FeedViewController.m:24; TODO

        make filterBar {  # FeedViewController.m:26
          top.equalTo(root.safeArea.top)  # FeedViewController.m:27
          left.right.equalTo(root)  # FeedViewController.m:28
          height.equalTo(44)  # FeedViewController.m:29
        }

        make composer {  # FeedViewController.m:31
          left.right.equalTo(root)  # FeedViewController.m:32
          bottom.equalTo(root.safeArea.bottom)  # FeedViewController.m:33
          height.equalTo(56)  # FeedViewController.m:34
        }

        make tableView {  # FeedViewController.m:36
          top.equalTo(filterBar.bottom)  # FeedViewController.m:37
          left.right.equalTo(root)  # FeedViewController.m:38
          bottom.equalTo(composer.top)  # FeedViewController.m:39
        }

        make scrollTopButton {  # FeedViewController.m:41
          right.equalTo(root).offset(-16)  # FeedViewController.m:42
          bottom.equalTo(root.safeArea.bottom).offset(-72)  # FeedViewController.m:43
          top.greaterThanOrEqualTo(root.safeArea.top)  # FeedViewController.m:44
          size.equalTo(size(44, 44))  # FeedViewController.m:45
        }

        """

    @Test func masonrysLayoutGuidesAreTheRootsSafeArea() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FeedViewController.m")],
                                              canvases: ["phone 375x812 safe 44 0 34 0"])
        #expect(result.draft == feed)
        #expect(result.warnings.map(\.description) == [
            "FeedViewController.m:23:5: warning: the intrinsic size of UIButton 'scrollTopButton' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theFeedSolvesBetweenTheSafeAreasEdges() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FeedViewController.m")],
                                              canvases: ["phone 375x812 safe 44 0 34 0"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIButton scrollTopButton""#, ""),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375x812, the safe area inset 44 at the top and 34 at the bottom:
        // the filter bar under the top guide (the safe area's top, 44), 44 high, full width;
        // the composer on the bottom guide (the safe area's bottom, 812 − 34 = 778), 56 high: y 722;
        // the list between them: y 88, 722 − 88 = 634 high;
        // the button: right 375 − 16 = 359, 44 wide: x 315; bottom 778 − 72 = 706: y 662
        //   (its top, 662, below the safe area's top).
        #expect(canvas.frame(of: "filterBar") == Frame(x: 0, y: 44, width: 375, height: 44))
        #expect(canvas.frame(of: "composer") == Frame(x: 0, y: 722, width: 375, height: 56))
        #expect(canvas.frame(of: "tableView") == Frame(x: 0, y: 88, width: 375, height: 634))
        #expect(canvas.frame(of: "scrollTopButton") == Frame(x: 315, y: 662, width: 44, height: 44))
    }

    let player = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout PlayerViewController dialect snapkit
        canvas phone 375x812 safe 44 0 34 0

        view artworkView  # PlayerViewController.swift:12
        view controlsView  # PlayerViewController.swift:13

        make artworkView {  # PlayerViewController.swift:14
          top.equalTo(root.safeArea.top).offset(20)  # PlayerViewController.swift:15
          centerX.equalTo(superview)  # PlayerViewController.swift:16
          width.height.equalTo(240)  # PlayerViewController.swift:17
        }

        make controlsView {  # PlayerViewController.swift:19
          leading.trailing.equalTo(superview)  # PlayerViewController.swift:20
          bottom.equalTo(root.safeArea.bottom)  # PlayerViewController.swift:21
          height.equalTo(120)  # PlayerViewController.swift:22
        }

        """

    @Test func snapKitsLayoutGuidesAreTheRootsSafeArea() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("PlayerViewController.swift")],
                                              canvases: ["phone 375x812 safe 44 0 34 0"])
        #expect(result.draft == player)
        #expect(result.warnings.isEmpty)
        let (problems, layout) = ImportSupport.filled(result.draft, [])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand: the artwork 20 under the safe area's top (44): y 64; 240x240 centred: x (375 − 240) / 2;
        // the controls on the safe area's bottom (778), 120 high: y 658, full width.
        #expect(canvas.frame(of: "artworkView") == Frame(x: 67.5, y: 64, width: 240, height: 240))
        #expect(canvas.frame(of: "controlsView") == Frame(x: 0, y: 658, width: 375, height: 120))
    }

    @Test func theGuidesOuterEdgesAndWhatTheLanguageHasNoItemFor() throws {
        // The top guide's top and the bottom guide's bottom are the root's edges; the
        // guide's height (the safe area's inset) has no item: a placeholder, the warning
        // naming it (line 9, column 33).
        let swift = """
            final class V: UIViewController {
                let a = UIView()
                override func viewDidLoad() {
                    view.addSubview(a)
                    a.snp.makeConstraints { make in
                        make.top.equalTo(topLayoutGuide.snp.top)
                        make.bottom.equalTo(self.bottomLayoutGuide.snp.bottom)
                        make.leading.equalToSuperview()
                        make.height.equalTo(self.topLayoutGuide.snp.height)
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "V.swift", text: swift)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout V dialect snapkit

            view a  # V.swift:4

            make a {  # V.swift:5
              top.equalTo(root.top)  # V.swift:6
              bottom.equalTo(root.bottom)  # V.swift:7
              leading.equalTo(superview)  # V.swift:8
              height.equalTo("TODO: self.topLayoutGuide.snp.height")  # V.swift:9
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "V.swift:9:33: warning: the target 'self.topLayoutGuide.snp.height' is the height of the view controller's "
                + "top layout guide (the safe area's top inset), which the language has no item for; the draft holds "
                + "a TODO placeholder in its place",
        ])
        let objC = """
            @implementation W
            - (void)viewDidLoad {
                UIView *a = [UIView new];
                [self.view addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.mas_topLayoutGuideTop);
                    make.bottom.equalTo(self.mas_bottomLayoutGuideBottom);
                }];
            }
            @end
            """
        let masonry = try LayoutImporter.draft(of: [ImportSource(name: "W.m", text: objC)])
        #expect(masonry.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout W dialect masonry

            view a  # W.m:4

            make a {  # W.m:5
              top.equalTo(root.top)  # W.m:6
              bottom.equalTo(root.bottom)  # W.m:7
            }

            """)
        #expect(masonry.warnings.isEmpty)
    }
}
