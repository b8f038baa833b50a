import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Aliases (docs/import.md, "Names"): a local or an ivar given another view
/// is that view, as of that statement — a lazy getter's local stored in its
/// ivar is the property's view, `superView = self.contentView` is the root, a
/// reassigned `lastView` changes meaning statement by statement — and a
/// closure's local named `view` is the closure's. Each draft written by hand
/// from its source, the frames derived by hand.
@Suite struct AliasTests {
    /// ContactCell.m: lazy getters building a local and storing it in the
    /// ivar; the content view through a local; `lastView` reassigned after
    /// each view is laid out after it.
    let contactCell = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ContactCell dialect masonry
        canvas cell 375xfit

        view avatarView intrinsic "TODO: intrinsic size of UIImageView avatarView"  # ContactCell.m:45; TODO
        view nameLabel intrinsic "TODO: intrinsic size of UILabel nameLabel"  # ContactCell.m:46; TODO
        view onlineDot  # ContactCell.m:49
        view verifiedDot  # ContactCell.m:50

        make avatarView {  # ContactCell.m:52
          left.equalTo(root).offset(16)  # ContactCell.m:53
          top.equalTo(root).offset(10)  # ContactCell.m:54
          size.equalTo(size(44, 44))  # ContactCell.m:55
          bottom.equalTo(root).offset(-10)  # ContactCell.m:56
        }

        make nameLabel {  # ContactCell.m:59
          left.equalTo(avatarView.right).offset(12)  # ContactCell.m:60
          centerY.equalTo(avatarView)  # ContactCell.m:61
        }

        make onlineDot {  # ContactCell.m:64
          left.equalTo(nameLabel.right).offset(6)  # ContactCell.m:65
          centerY.equalTo(nameLabel)  # ContactCell.m:66
          size.equalTo(size(8, 8))  # ContactCell.m:67
        }

        make verifiedDot {  # ContactCell.m:70
          left.equalTo(onlineDot.right).offset(4)  # ContactCell.m:71
          centerY.equalTo(onlineDot)  # ContactCell.m:72
          size.equalTo(size(8, 8))  # ContactCell.m:73
        }

        """

    @Test func objectiveCAliasesAreTheViewsTheyHold() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ContactCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == contactCell)
        // Each intrinsic size at the line that makes the view: the getters' locals.
        #expect(result.warnings.map(\.description) == [
            "ContactCell.m:26:22: warning: the intrinsic size of UIImageView 'avatarView' depends on its content and font; the draft holds a TODO placeholder for it",
            "ContactCell.m:36:18: warning: the intrinsic size of UILabel 'nameLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theContactCellsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ContactCell.m")], canvases: ["cell 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView avatarView""#, ""),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "120x20"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // avatar: left 16, top 10, 44x44, 10 above the bottom: the cell is 10 + 44 + 10 = 64 high.
        // name: 12 after the avatar (x = 72), centred on its centre (32): y = 22; 120x20.
        // online dot: 6 after the name (x = 72 + 120 + 6 = 198), 8x8 centred on 32: y = 28.
        // verified dot: 4 after the online dot (x = 198 + 8 + 4 = 210), centred on it: y = 28.
        #expect(canvas.height == 64)
        #expect(canvas.frame(of: "avatarView") == Frame(x: 16, y: 10, width: 44, height: 44))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 72, y: 22, width: 120, height: 20))
        #expect(canvas.frame(of: "onlineDot") == Frame(x: 198, y: 28, width: 8, height: 8))
        #expect(canvas.frame(of: "verifiedDot") == Frame(x: 210, y: 28, width: 8, height: 8))
    }

    /// ComposeViewController.swift: a lazy closure's local `view` (the
    /// toolbar it returns) beside the controller's `view`; `let container =
    /// view` and `let content = container`.
    let compose = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ComposeViewController dialect snapkit
        canvas phone 375x812 safe 47 0 34 0

        view textView intrinsic "TODO: intrinsic size of UITextView textView"  # ComposeViewController.swift:26; TODO
        view toolbar  # ComposeViewController.swift:27
        view sendButton in toolbar intrinsic "TODO: intrinsic size of UIButton sendButton"  # ComposeViewController.swift:13; TODO

        make sendButton {  # ComposeViewController.swift:14
          trailing.equalTo(superview).inset(12)  # ComposeViewController.swift:15
          centerY.equalTo(superview)  # ComposeViewController.swift:16
        }

        make textView {  # ComposeViewController.swift:28
          top.leading.trailing.equalTo(root.safeArea)  # ComposeViewController.swift:29
          bottom.equalTo(toolbar.top)  # ComposeViewController.swift:30
        }

        make toolbar {  # ComposeViewController.swift:32
          leading.trailing.equalTo(root)  # ComposeViewController.swift:33
          bottom.equalTo(root.safeArea)  # ComposeViewController.swift:34
          height.equalTo(44)  # ComposeViewController.swift:35
        }

        """

    @Test func aClosuresLocalViewIsNotTheRootAndLocalsGivenTheRootAreIt() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ComposeViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == compose)
        #expect(result.warnings.map(\.description) == [
            "ComposeViewController.swift:12:13: warning: the intrinsic size of UIButton 'sendButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "ComposeViewController.swift:20:17: warning: the intrinsic size of UITextView 'textView' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theComposeScreensDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ComposeViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UITextView textView""#, ""),
            (#""TODO: intrinsic size of UIButton sendButton""#, "50x30"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812 with the safe area 47 from the top and 34 from the bottom:
        // toolbar: full width, its bottom the safe area's (812 − 34 = 778), 44 high: y = 734.
        // text view: from the safe area's top (47) to the toolbar's top (734): 687 high, full width.
        // send button, in the toolbar: 12 from its right (x = 375 − 12 − 50 = 313), its intrinsic
        //   50x30 centred on the toolbar's centre (22): y = 7.
        #expect(canvas.frame(of: "toolbar") == Frame(x: 0, y: 734, width: 375, height: 44))
        #expect(canvas.frame(of: "textView") == Frame(x: 0, y: 47, width: 375, height: 687))
        #expect(canvas.frame(of: "sendButton") == Frame(x: 313, y: 7, width: 50, height: 30))
    }

    @Test func aPropertyGivenSeveralLocalsViewsIsEachInTurn() throws {
        // `_lastDot` is given `a` and then `b`: it keeps neither's name (each local keeps its
        // own), and stands for the one given last. `lastView = nil` is no view: a placeholder.
        let source = """
            @implementation Dots
            - (void)setUp {
                UIView *a = [UIView new];
                [self addSubview:a];
                _lastDot = a;
                UIView *b = [UIView new];
                [self addSubview:b];
                _lastDot = b;
                [self.lastDot mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@4); }];
                UIView *lastView = nil;
                [lastView mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@4); }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Dots.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Dots dialect masonry

            view a  # Dots.m:4
            view b  # Dots.m:7

            make b {  # Dots.m:9
              width.equalTo(4)  # Dots.m:9
            }

            make "TODO: lastView" {  # Dots.m:11
              width.equalTo(4)  # Dots.m:11
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "Dots.m:11:6: warning: cannot tell which view 'lastView' is; the block's view is a TODO placeholder",
        ])
    }
}
