import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Frames the file takes from elsewhere (docs/import.md, "Frames set by hand"): a
/// frame given as another view's frame or bounds (`x.frame = self.view.frame`,
/// `y.frame = view.bounds`, `z.frame = y.frame`), and the frame of a superclass's
/// view, of another file, that the file neither constrains nor frames. Each fixture
/// written for the project; each draft written by hand from its source, the frames
/// derived by hand.
@Suite struct FrameSourceTests {
    /// SplashViewController.swift: `backdropView.frame = self.view.frame` and `dimView.frame =
    /// view.bounds` are that rectangle's four parts, values of the running app; `glowView.frame
    /// = dimView.frame` the parts the file gave dimView; viewDidAppear's frame of the backdrop
    /// (in an animation), written above viewDidLoad, a `remake` after the setup's blocks, under
    /// its method's condition: it replaces the setup's frame when the app calls it.
    let splash = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SplashViewController dialect snapkit
        canvas phone 375x812 safe 44 0 34 0

        view backdropView intrinsic "TODO: intrinsic size of UIImageView backdropView"  # SplashViewController.swift:24; TODO
        view dimView  # SplashViewController.swift:27
        view glowView in dimView  # SplashViewController.swift:30
        view logoView in dimView intrinsic "TODO: intrinsic size of UIImageView logoView"  # SplashViewController.swift:32; TODO

        make backdropView {  # SplashViewController.swift:23: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset("TODO: self.view.frame.origin.x")  # SplashViewController.swift:23
          top.equalTo(superview).offset("TODO: self.view.frame.origin.y")  # SplashViewController.swift:23
          width.equalTo("TODO: self.view.frame.size.width")  # SplashViewController.swift:23
          height.equalTo("TODO: self.view.frame.size.height")  # SplashViewController.swift:23
        }

        make dimView {  # SplashViewController.swift:26: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset("TODO: view.bounds.origin.x")  # SplashViewController.swift:26
          top.equalTo(superview).offset("TODO: view.bounds.origin.y")  # SplashViewController.swift:26
          width.equalTo("TODO: view.bounds.size.width")  # SplashViewController.swift:26
          height.equalTo("TODO: view.bounds.size.height")  # SplashViewController.swift:26
        }

        make glowView {  # SplashViewController.swift:29: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          left.equalTo(superview).offset("TODO: view.bounds.origin.x")  # SplashViewController.swift:29
          top.equalTo(superview).offset("TODO: view.bounds.origin.y")  # SplashViewController.swift:29
          width.equalTo("TODO: view.bounds.size.width")  # SplashViewController.swift:29
          height.equalTo("TODO: view.bounds.size.height")  # SplashViewController.swift:29
        }

        make logoView {  # SplashViewController.swift:33
          center.equalTo(glowView)  # SplashViewController.swift:34
          size.equalTo(96)  # SplashViewController.swift:35
        }

        remake backdropView {  # SplashViewController.swift:17: its frame, set by hand (no block constrains it: UIKit keeps the frame)
          "TODO: in viewDidAppear(_:), which the setup does not call" left.equalTo(superview).offset(-40)  # SplashViewController.swift:17: TODO: under 'in viewDidAppear(_:), which the setup does not call'
          "TODO: in viewDidAppear(_:), which the setup does not call" top.equalTo(superview)  # SplashViewController.swift:17: TODO: under 'in viewDidAppear(_:), which the setup does not call'
          "TODO: in viewDidAppear(_:), which the setup does not call" width.equalTo(455)  # SplashViewController.swift:17: TODO: under 'in viewDidAppear(_:), which the setup does not call'
          "TODO: in viewDidAppear(_:), which the setup does not call" height.equalTo(812)  # SplashViewController.swift:17: TODO: under 'in viewDidAppear(_:), which the setup does not call'
        }

        """

    @Test func aFrameGivenAsAnotherViewsFrameOrBounds() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SplashViewController.swift")],
                                              canvases: ["phone 375x812 safe 44 0 34 0"])
        #expect(result.draft == splash)
        let parts = ["x": "origin.x", "y": "origin.y", "width": "size.width", "height": "size.height"]
        let ofView = ["x", "y", "width", "height"].map { what in
            "SplashViewController.swift:23:30: warning: the frame's \(what) 'self.view.frame.\(parts[what]!)' is computed when the app runs (from 'self.view.frame', a view's frame, known once it is laid out); the draft holds a TODO placeholder in its place"
        }
        let ofBounds = ["x", "y", "width", "height"].map { what in
            "SplashViewController.swift:26:25: warning: the frame's \(what) 'view.bounds.\(parts[what]!)' is computed when the app runs (from 'view.bounds', a view's frame, known once it is laid out); the draft holds a TODO placeholder in its place"
        }
        #expect(result.warnings.map(\.description) == [
            "SplashViewController.swift:9:9: warning: the intrinsic size of UIImageView 'backdropView' depends on its content and font; the draft holds a TODO placeholder for it",
            "SplashViewController.swift:12:9: warning: the intrinsic size of UIImageView 'logoView' depends on its content and font; the draft holds a TODO placeholder for it",
            "SplashViewController.swift:17:13: warning: this frame is set in 'viewDidAppear(_:)', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds its block after the setup's blocks, each of its lines under a TODO placeholder",
        ] + ofView + ofBounds)
        // At viewDidLoad the view of a controller presented full screen has the screen's frame and
        // bounds, 0 0 375 812; the images none, by hand:
        var fills: [(String, String)] = [
            (#""TODO: intrinsic size of UIImageView backdropView""#, "none"),
            (#""TODO: intrinsic size of UIImageView logoView""#, "none"),
        ]
        for (source, values) in [("self.view.frame", ["0", "0", "375", "812"]), ("view.bounds", ["0", "0", "375", "812"])] {
            for (part, value) in zip(["origin.x", "origin.y", "size.width", "size.height"], values) {
                fills.append(("\"TODO: \(source).\(part)\"", value))
            }
        }
        // The setup alone (viewDidAppear's remake left out whole, as a false condition drops it):
        // the backdrop and the dimming layer the root's rectangle, the glow dimView's frame (its
        // origin 0 0) inside it, the logo 96 wide centred on the glow, (375 - 96) / 2 = 139.5,
        // (812 - 96) / 2 = 358.
        let remake = try #require(splash.range(of: "remake backdropView {"))
        let setupOnly = String(splash[..<remake.lowerBound])
        let (problems, layout) = ImportSupport.filled(setupOnly, fills)
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "backdropView") == Frame(x: 0, y: 0, width: 375, height: 812))
        #expect(canvas.frame(of: "dimView") == Frame(x: 0, y: 0, width: 375, height: 812))
        #expect(canvas.frame(of: "glowView") == Frame(x: 0, y: 0, width: 375, height: 812))
        #expect(canvas.frame(of: "logoView") == Frame(x: 139.5, y: 358, width: 96, height: 96))
        // viewDidAppear called: its remake replaces the setup's frame of the backdrop, -40 0 455x812.
        let (shownProblems, shown) = ImportSupport.filled(splash, fills + [
            (#""TODO: in viewDidAppear(_:), which the setup does not call" "#, ""),
        ])
        #expect(shownProblems.isEmpty, "\(shownProblems)")
        let shownCanvas = try #require(LayoutPass.run(shown).first)
        #expect(shownCanvas.unsatisfiable.isEmpty && shownCanvas.ambiguous.isEmpty)
        #expect(shownCanvas.frame(of: "backdropView") == Frame(x: -40, y: 0, width: 455, height: 812))
    }

    /// ReceiptBubbleCell.swift: `bubbleView`, a view of the superclass ChatBaseCell (of another
    /// file) the class adds its labels to but neither adds, constrains nor frames: the code that
    /// adds it (the superclass's) places it, by hand or by constraints, which the file cannot say:
    /// one placeholder for its superview and one for what that code gives it, first (the
    /// superclass's initializer runs before `setUp()`), filled with lines (a frame set by hand is
    /// its left, top, width and height); no intrinsic size (the view is not declared in the files).
    let receipt = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ReceiptBubbleCell dialect snapkit
        canvas cell 320x60

        view bubbleView in "TODO: superview of bubbleView"  # ReceiptBubbleCell.swift:13; TODO
        view amountLabel in bubbleView intrinsic "TODO: intrinsic size of UILabel amountLabel"  # ReceiptBubbleCell.swift:13; TODO
        view noteLabel in bubbleView intrinsic "TODO: intrinsic size of UILabel noteLabel"  # ReceiptBubbleCell.swift:14; TODO

        make bubbleView {  # ReceiptBubbleCell.swift:13: added by code the files do not hold, which may constrain it too
          "TODO: constraints of bubbleView, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        make amountLabel {  # ReceiptBubbleCell.swift:15
          top.equalTo(superview).offset(10)  # ReceiptBubbleCell.swift:16
          leading.equalTo(superview).offset(14)  # ReceiptBubbleCell.swift:17
        }

        make noteLabel {  # ReceiptBubbleCell.swift:19
          top.equalTo(amountLabel.bottom).offset(4)  # ReceiptBubbleCell.swift:20
          leading.equalTo(amountLabel)  # ReceiptBubbleCell.swift:21
          trailing.lessThanOrEqualTo(superview).offset(-14)  # ReceiptBubbleCell.swift:22
        }

        """

    /// The labels 80x20 and 120x16, by hand: the amount 14 and 10 inside the bubble; the note
    /// under it, 10 + 20 + 4 = 34, at its left (its right, 134, within 240 - 14).
    func expectLabels(_ canvas: CanvasLayout) {
        #expect(canvas.frame(of: "amountLabel") == Frame(x: 14, y: 10, width: 80, height: 20))
        #expect(canvas.frame(of: "noteLabel") == Frame(x: 14, y: 34, width: 120, height: 16))
    }

    @Test func aSuperclassViewTheFilesDoNotAddIsPlacedByTheCodeThatAddsIt() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ReceiptBubbleCell.swift")], canvases: ["cell 320x60"])
        #expect(result.draft == receipt)
        #expect(result.warnings.map(\.description) == [
            "ReceiptBubbleCell.swift:8:9: warning: the intrinsic size of UILabel 'amountLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ReceiptBubbleCell.swift:9:9: warning: the intrinsic size of UILabel 'noteLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ReceiptBubbleCell.swift:13:9: warning: 'bubbleView' is constrained but no 'addSubview' of it was read; the draft holds a TODO placeholder for its superview, and one for the constraints the code that adds it may give it",
        ])
        // ChatBaseCell puts the bubble in the content view and frames it by hand at 60 2, 240x56.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: superview of bubbleView""#, "root"),
            (#""TODO: constraints of bubbleView, by the code that adds it""#,
             "left.equalTo(superview).offset(60)\n  top.equalTo(superview).offset(2)\n  width.equalTo(240)\n  height.equalTo(56)"),
            (#""TODO: intrinsic size of UILabel amountLabel""#, "80x20"),
            (#""TODO: intrinsic size of UILabel noteLabel""#, "120x16"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "bubbleView") == Frame(x: 60, y: 2, width: 240, height: 56))
        expectLabels(canvas)
    }

    /// The same cell adding the superclass's bubble itself (`contentView.addSubview(bubbleView)`;
    /// ChatBaseCell makes it and frames it in its `layoutSubviews`): the file says its superview,
    /// not its frame, which UIKit keeps as that file gives it: a block of its frame whose four
    /// parts are placeholders, first; no intrinsic size (its size is the frame's).
    @Test func aSuperclassViewTheFileAddsButNeitherConstrainsNorFramesKeepsAFrameOfAnotherFile() throws {
        let text = try ImportSupport.fixture("ReceiptBubbleCell.swift").text.replacingOccurrences(
            of: "        bubbleView.addSubview(amountLabel)",
            with: "        contentView.addSubview(bubbleView)\n        bubbleView.addSubview(amountLabel)")
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ReceiptBubbleCell.swift", text: text)],
                                              canvases: ["cell 320x60"])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout ReceiptBubbleCell dialect snapkit
            canvas cell 320x60

            view bubbleView  # ReceiptBubbleCell.swift:13
            view amountLabel in bubbleView intrinsic "TODO: intrinsic size of UILabel amountLabel"  # ReceiptBubbleCell.swift:14; TODO
            view noteLabel in bubbleView intrinsic "TODO: intrinsic size of UILabel noteLabel"  # ReceiptBubbleCell.swift:15; TODO

            make bubbleView {  # ReceiptBubbleCell.swift:13: its frame, given by the superclass 'ChatBaseCell' of another file (no block of the files constrains it)
              left.equalTo(superview).offset("TODO: bubbleView.frame.origin.x")  # ReceiptBubbleCell.swift:13
              top.equalTo(superview).offset("TODO: bubbleView.frame.origin.y")  # ReceiptBubbleCell.swift:13
              width.equalTo("TODO: bubbleView.frame.size.width")  # ReceiptBubbleCell.swift:13
              height.equalTo("TODO: bubbleView.frame.size.height")  # ReceiptBubbleCell.swift:13
            }

            make amountLabel {  # ReceiptBubbleCell.swift:16
              top.equalTo(superview).offset(10)  # ReceiptBubbleCell.swift:17
              leading.equalTo(superview).offset(14)  # ReceiptBubbleCell.swift:18
            }

            make noteLabel {  # ReceiptBubbleCell.swift:20
              top.equalTo(amountLabel.bottom).offset(4)  # ReceiptBubbleCell.swift:21
              leading.equalTo(amountLabel)  # ReceiptBubbleCell.swift:22
              trailing.lessThanOrEqualTo(superview).offset(-14)  # ReceiptBubbleCell.swift:23
            }

            """)
        #expect(result.warnings.map(\.description).contains(
            "ReceiptBubbleCell.swift:13:9: warning: 'bubbleView' is declared nowhere in the files, a view of the superclass "
                + "'ChatBaseCell' of another file, and no block of the files constrains it nor do they set its frame: its frame "
                + "('bubbleView.frame.origin.x', 'bubbleView.frame.origin.y', 'bubbleView.frame.size.width', "
                + "'bubbleView.frame.size.height') is computed when the app runs by that file's code (set by hand, or by its "
                + "constraints); the draft holds a block of its frame, each part a TODO placeholder"))
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: bubbleView.frame.origin.x""#, "60"),
            (#""TODO: bubbleView.frame.origin.y""#, "2"),
            (#""TODO: bubbleView.frame.size.width""#, "240"),
            (#""TODO: bubbleView.frame.size.height""#, "56"),
            (#""TODO: intrinsic size of UILabel amountLabel""#, "80x20"),
            (#""TODO: intrinsic size of UILabel noteLabel""#, "120x16"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "bubbleView") == Frame(x: 60, y: 2, width: 240, height: 56))
        expectLabels(canvas)
    }
}
