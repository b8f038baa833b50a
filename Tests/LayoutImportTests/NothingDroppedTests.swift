import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// No statement of a block, and no block, is left out without a word
/// (docs/import.md): constraints collected into lists, blocks in closures
/// kept under a name, in animations and on the main queue, a view laying
/// itself out with `snp` alone, and a warning for every statement of a
/// block that makes no line.
@Suite struct NothingDroppedTests {
    // MARK: SnapKit

    /// SearchBarView.swift: `snp.makeConstraints` on the view itself, a
    /// block in a closure kept in a local and called, lines collected with
    /// `append(….constraint)` and `+= […]`, lines as the branches of `?:`, a
    /// block in `UIView.performWithoutAnimation`, and a callback the file
    /// never calls.
    let searchBar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SearchBarView dialect snapkit
        canvas bar 375xfit

        view fieldBackground  # SearchBarView.swift:19
        view iconView in fieldBackground  # SearchBarView.swift:20
        view cancelButton intrinsic "TODO: intrinsic size of UIButton cancelButton"  # SearchBarView.swift:21; TODO

        make root {  # SearchBarView.swift:23
          height.equalTo(56)  # SearchBarView.swift:24
        }

        make fieldBackground {  # SearchBarView.swift:27
          leading.equalTo(superview).offset(8)  # SearchBarView.swift:28
          top.bottom.equalTo(superview).inset(10)  # SearchBarView.swift:29
          trailing.equalTo(cancelButton.leading).offset(-8).key(pinnedConstraints)  # SearchBarView.swift:30
        }

        make cancelButton {  # SearchBarView.swift:34
          trailing.equalTo(superview).offset(-8).key(cancelConstraints)  # SearchBarView.swift:35
          centerY.equalTo(superview).key(cancelConstraints)  # SearchBarView.swift:35
          width.equalTo(60)  # SearchBarView.swift:37
          "TODO: if traitCollection.horizontalSizeClass == .regular" height.equalTo(36)  # SearchBarView.swift:38: TODO: under 'if traitCollection.horizontalSizeClass == .regular'
          "TODO: else of if traitCollection.horizontalSizeClass == .regular" height.equalTo(32)  # SearchBarView.swift:38: TODO: under 'else of if traitCollection.horizontalSizeClass == .regular'
        }

        make iconView {  # SearchBarView.swift:41
          leading.equalTo(superview).offset(8)  # SearchBarView.swift:42
          centerY.equalTo(superview)  # SearchBarView.swift:43
          size.equalTo(20)  # SearchBarView.swift:44
        }

        update cancelButton {  # SearchBarView.swift:48
          "TODO: closure onBeginEditing, never called in the sources" width.equalTo(80)  # SearchBarView.swift:49: TODO: under 'closure onBeginEditing, never called in the sources'
        }

        """

    @Test func aViewLayingItselfOutWithItsBlocksInClosuresAndListsGivesItsDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SearchBarView.swift")], canvases: ["bar 375xfit"])
        #expect(result.draft == searchBar)
        #expect(result.warnings.map(\.description) == [
            "SearchBarView.swift:11:17: warning: the intrinsic size of UIButton 'cancelButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "SearchBarView.swift:38:13: warning: this constraint is made under 'if traitCollection.horizontalSizeClass == .regular', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "SearchBarView.swift:38:13: warning: this constraint is made under 'else of if traitCollection.horizontalSizeClass == .regular', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "SearchBarView.swift:48:13: warning: this block runs under 'closure onBeginEditing, never called in the sources', which the source alone cannot tell; each of its lines holds a TODO placeholder",
        ])
        // Without its placeholders, the update the owner's callback makes is left out whole.
        #expect(result.draftWithoutPlaceholders.contains("# omitted (TODO): update cancelButton {  # SearchBarView.swift:48"))
    }

    @Test func theSearchBarsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SearchBarView.swift")], canvases: ["bar 375xfit"])
        // The author fills the TODOs in: the button's title is 60x30; the bar is
        // laid out compact (the else branch); the owner's callback is no part of
        // the setup: its update is deleted.
        let update = """
            update cancelButton {  # SearchBarView.swift:48
              "TODO: closure onBeginEditing, never called in the sources" width.equalTo(80)  # SearchBarView.swift:49: TODO: under 'closure onBeginEditing, never called in the sources'
            }

            """
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton cancelButton""#, "60x30"), (update, ""),
            (#""TODO: if traitCollection.horizontalSizeClass == .regular" height.equalTo(36)"#, "# regular: no"),
            (#""TODO: else of if traitCollection.horizontalSizeClass == .regular" "#, ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted: the root's own height.equalTo(56) makes the bar 56 high.
        // cancelButton: trailing 375 − 8 = 367, 60 wide: x = 307; 32 high (required, over its
        //   intrinsic 30), centred on 28: y = 12.
        // fieldBackground: leading 8; top 10, bottom 56 − 10 = 46 (SnapKit's inset): 36 high;
        //   trailing = 307 − 8 = 299: 291 wide.
        // iconView in it: leading 8, 20x20 centred on 36 / 2 = 18: y = 8.
        #expect(canvas.height == 56)
        #expect(canvas.frame(of: "cancelButton") == Frame(x: 307, y: 12, width: 60, height: 32))
        #expect(canvas.frame(of: "fieldBackground") == Frame(x: 8, y: 10, width: 291, height: 36))
        #expect(canvas.frame(of: "iconView") == Frame(x: 8, y: 8, width: 20, height: 20))
    }

    // MARK: Masonry

    /// ComposeViewController.m: a block in a block variable called at once,
    /// lines collected with `addObject:`, a block in an animation's block
    /// and one in `dispatch_async`, a statement of a block that makes no line.
    let compose = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ComposeViewController dialect masonry
        canvas phone 375x812 safe 47 0 34 0

        view composeBar  # ComposeViewController.m:25
        view inputBox in composeBar  # ComposeViewController.m:27
        view sendButton in composeBar intrinsic "TODO: intrinsic size of UIButton sendButton"  # ComposeViewController.m:29; TODO
        view divider in composeBar  # ComposeViewController.m:31

        make composeBar {  # ComposeViewController.m:34
          left.right.equalTo(root)  # ComposeViewController.m:35
          bottom.equalTo(root.safeArea.bottom)  # ComposeViewController.m:36
          height.equalTo(52)  # ComposeViewController.m:37
        }

        make sendButton {  # ComposeViewController.m:42
          right.equalTo(composeBar).offset(-8).key(sendConstraints)  # ComposeViewController.m:43
          centerY.equalTo(composeBar).key(sendConstraints)  # ComposeViewController.m:44
          width.equalTo(64)  # ComposeViewController.m:45
        }

        make inputBox {  # ComposeViewController.m:50
          left.equalTo(composeBar).offset(8)  # ComposeViewController.m:51
          top.bottom.equalTo(composeBar).insets(8, 0, 8, 0)  # ComposeViewController.m:52
          right.equalTo(sendButton.left).offset(-8)  # ComposeViewController.m:53
        }

        make divider {  # ComposeViewController.m:58
          top.left.right.equalTo(composeBar)  # ComposeViewController.m:59
          height.equalTo(1)  # ComposeViewController.m:60
        }

        """

    @Test func blocksInBlockVariablesAnimationsAndQueuesAndCollectedLinesGiveTheirDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ComposeViewController.m")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == compose)
        #expect(result.warnings.map(\.description) == [
            "ComposeViewController.m:28:5: warning: the intrinsic size of UIButton 'sendButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "ComposeViewController.m:46:9: warning: '[self.view layoutIfNeeded]' in the block of 'sendButton' makes no constraint the importer reads; the draft leaves it out",
        ])
    }

    @Test func theComposeBarsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ComposeViewController.m")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        let (problems, layout) = ImportSupport.filled(result.draft, [(#""TODO: intrinsic size of UIButton sendButton""#, "64x30")])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812 with the safe area's bottom 34 up:
        // composeBar: full width, its bottom 812 − 34 = 778, 52 high: y = 726.
        // sendButton in it: right 375 − 8 = 367, 64 wide: x = 303; centred on 26, 30 high: y = 11.
        // inputBox: left 8; top 8, bottom 52 − 8 = 44 (Masonry's insets): 36 high; right 303 − 8 = 295: 287 wide.
        // divider: the bar's top, full width, 1 high.
        #expect(canvas.frame(of: "composeBar") == Frame(x: 0, y: 726, width: 375, height: 52))
        #expect(canvas.frame(of: "sendButton") == Frame(x: 303, y: 11, width: 64, height: 30))
        #expect(canvas.frame(of: "inputBox") == Frame(x: 8, y: 8, width: 287, height: 36))
        #expect(canvas.frame(of: "divider") == Frame(x: 0, y: 0, width: 375, height: 1))
    }
}

/// The other ways a statement or a block could go unread, each read or
/// warned of.
@Suite struct NothingDroppedFormsTests {
    @Test func snapKitsOtherPlacesOfBlocksAreReadOrWarnedOf() throws {
        let source = """
            final class ChipView: UIView {
                let label = UILabel()
                let dot = UIView()
                private let pinned: (ConstraintMaker) -> Void = { make in
                    make.edges.equalToSuperview().inset(6)
                }
                init() {
                    super.init(frame: .zero)
                    addSubview(label)
                    addSubview(dot)
                    snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.width.equalTo(label).offset(12)
                        make.height.equalTo(28)
                    }
                    label.snp.makeConstraints(pinned)
                    let showDot = { self.dot.snp.makeConstraints { $0.size.equalTo(8) } }
                    UIView.animate(withDuration: 0.2, animations: showDot)
                    defer { dot.snp.makeConstraints { $0.top.trailing.equalToSuperview() } }
                    label.snp.makeConstraints { make in
                        make.centerY.equalToSuperview()
                        print("label laid out")
                    }
                }
                var relayout: () -> Void {
                    return { self.label.snp.remakeConstraints { $0.center.equalToSuperview() } }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ChipView.swift", text: source)])
        // The root's own block (its superview a placeholder); a block whose closure is kept in a
        // property; one passed to an animation by name; the deferred block last.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout ChipView dialect snapkit

            view label intrinsic "TODO: intrinsic size of UILabel label"  # ChipView.swift:9; TODO
            view dot  # ChipView.swift:10

            make root {  # ChipView.swift:11
              top.leading.equalTo("TODO: the root's superview")  # ChipView.swift:12
              width.equalTo(label).offset(12)  # ChipView.swift:13
              height.equalTo(28)  # ChipView.swift:14
            }

            make label {  # ChipView.swift:16
              edges.equalTo(superview).inset(6)  # ChipView.swift:5
            }

            make dot {  # ChipView.swift:17
              size.equalTo(8)  # ChipView.swift:17
            }

            make label {  # ChipView.swift:20
              centerY.equalTo(superview)  # ChipView.swift:21
            }

            make dot {  # ChipView.swift:19
              top.trailing.equalTo(superview)  # ChipView.swift:19
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "ChipView.swift:2:9: warning: the intrinsic size of UILabel 'label' depends on its content and font; the draft holds a TODO placeholder for it",
            #"ChipView.swift:11:9: warning: these are the root's own constraints (the view lays itself out): on a canvas whose size they set, that side must be 'fit' (as in '--canvas "bar 375xfit"'), or they conflict with the canvas's size"#,
            "ChipView.swift:12:13: warning: 'make.top.leading.equalToSuperview()' relates the root to its superview, which is not in the sources (the root's frame is the canvas); the line holds a TODO placeholder for it",
            #"ChipView.swift:22:13: warning: 'print("label laid out")' in the block of 'label' makes no constraint the importer reads; the draft leaves it out"#,
            "ChipView.swift:26:18: warning: this block of 'self.label' is not read: it stands in 'return { self.label.snp.remakeConstraints { $0.center.equalToSuperview() } }', which the importer does not read as a statement; the draft leaves it out",
        ])
    }

    @Test func masonrysOtherPlacesOfBlocksAreRead() throws {
        let source = """
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _countLabel = [UILabel new];
                    [self addSubview:_countLabel];
                    [self mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(20);
                        make.width.greaterThanOrEqualTo(self.mas_height);
                        make.left.offset(4);
                    }];
                    self.relayout = ^{
                        [self.countLabel mas_remakeConstraints:^(MASConstraintMaker *make) {
                            make.center.equalTo(self);
                        }];
                    };
                    self.relayout();
                    (^{
                        [self.countLabel mas_updateConstraints:^(MASConstraintMaker *make) {
                            make.width.lessThanOrEqualTo(self).offset(-8);
                        }];
                    })();
                }
                return self;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BadgeView.m", text: source)], canvases: ["badge fitxfit"])
        // The root's own block (Masonry's line with no relation is against the root's superview);
        // a block in a block property called; a block called at once.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BadgeView dialect masonry
            canvas badge fitxfit

            view countLabel intrinsic "TODO: intrinsic size of UILabel countLabel"  # BadgeView.m:5; TODO

            make root {  # BadgeView.m:6
              height.equalTo(20)  # BadgeView.m:7
              width.greaterThanOrEqualTo(root.height)  # BadgeView.m:8
              left.equalTo("TODO: the root's superview").offset(4)  # BadgeView.m:9
            }

            remake countLabel {  # BadgeView.m:12
              center.equalTo(root)  # BadgeView.m:13
            }

            update countLabel {  # BadgeView.m:18
              width.lessThanOrEqualTo(root).offset(-8)  # BadgeView.m:19
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "BadgeView.m:4:9: warning: the intrinsic size of UILabel 'countLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "BadgeView.m:9:13: warning: 'make.left.offset(4)' relates the root to its superview, which is not in the sources (the root's frame is the canvas); the line holds a TODO placeholder for it",
        ])
    }
}
