import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Later changes through stored constraints (docs/import.md, "Changes
/// through stored constraints"): the line that keeps a constraint gets the
/// property's name as its key, and a change of it is the language's
/// `constraint K offset C`, `deactivate K` or `activate K`, in source order,
/// after the block that keeps it; one made under a condition, or in a method
/// the setup does not call, holds a placeholder.
@Suite struct ConstraintChangeTests {
    // MARK: SnapKit

    /// ExpandableCardView.swift: `update(offset:)`, `update(inset:)` on two
    /// rows, `deactivate()` in the initializer (above the method that makes
    /// the constraints), and a tap's changes.
    let card = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ExpandableCardView dialect snapkit
        canvas card 375x400

        view headerView  # ExpandableCardView.swift:20
        view bodyView  # ExpandableCardView.swift:21
        view footerView  # ExpandableCardView.swift:22

        make headerView {  # ExpandableCardView.swift:33
          top.leading.trailing.equalTo(superview)  # ExpandableCardView.swift:34
          height.equalTo(44)  # ExpandableCardView.swift:35
        }

        make bodyView {  # ExpandableCardView.swift:37
          top.equalTo(headerView.bottom)  # ExpandableCardView.swift:38
          leading.trailing.equalTo(superview).inset(16).key(sideInsets)  # ExpandableCardView.swift:39
          height.equalTo(0).key(bodyHeight)  # ExpandableCardView.swift:40
        }

        constraint bodyHeight offset 120  # ExpandableCardView.swift:24
        constraint sideInsets[0] offset 12  # ExpandableCardView.swift:25
        constraint sideInsets[1] offset -12  # ExpandableCardView.swift:25

        make footerView {  # ExpandableCardView.swift:42
          leading.trailing.equalTo(superview)  # ExpandableCardView.swift:43
          height.equalTo(32)  # ExpandableCardView.swift:44
          top.equalTo(bodyView.bottom).key(footerToBody)  # ExpandableCardView.swift:45
          bottom.equalTo(superview).inset(8).key(footerToBottom)  # ExpandableCardView.swift:46
        }

        deactivate footerToBottom  # ExpandableCardView.swift:26
        "TODO: in toggle(), which the setup does not call" constraint bodyHeight offset "TODO: isExpanded ? 240 : 120"  # ExpandableCardView.swift:52
        "TODO: if isExpanded, in toggle(), which the setup does not call" deactivate footerToBody  # ExpandableCardView.swift:54
        "TODO: if isExpanded, in toggle(), which the setup does not call" activate footerToBottom  # ExpandableCardView.swift:55

        """

    @Test func snapKitsChangesOfStoredConstraintsAreHandleStatements() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ExpandableCardView.swift")], canvases: ["card 375x400"])
        #expect(result.draft == card)
        #expect(result.warnings.map(\.description) == [
            "ExpandableCardView.swift:52:9: warning: this change of 'bodyHeight' is made in 'toggle()', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds a TODO placeholder before it",
            "ExpandableCardView.swift:52:36: warning: the offset 'isExpanded ? 240 : 120' depends on a condition known only when the app runs; the draft holds a TODO placeholder in its place",
            "ExpandableCardView.swift:54:13: warning: this change of 'footerToBody' is made in 'toggle()' (under 'if isExpanded'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds a TODO placeholder before it",
            "ExpandableCardView.swift:55:13: warning: this change of 'footerToBottom' is made in 'toggle()' (under 'if isExpanded'), a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds a TODO placeholder before it",
        ])
        // The changes are neither constraint lines nor blocks: 3 blocks, 9 lines, all one to one.
        #expect(result.statistics.blocks == 3 && result.statistics.constraintLines == 9 && result.statistics.oneToOneLines == 9)
    }

    @Test func theCardsSetupSolvesWithItsChanges() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ExpandableCardView.swift")], canvases: ["card 375x400"])
        // Applied without its placeholders: the tap's changes are left out, the setup's kept.
        let (problems, layout) = ImportSupport.filled(result.draftWithoutPlaceholders, [])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x400:
        // header: the top edge, full width, 44 high.
        // body: below it (y 44); its leading and trailing made 16 in, then set to +12 and −12
        //   (SnapKit's update(inset: 12) on each row): x 12, 375 − 24 = 351 wide; its height
        //   made 0, then set to 120.
        // footer: full width, 32 high, its top the body's bottom, 44 + 120 = 164; the bottom
        //   8 above the card's is switched off.
        #expect(canvas.frame(of: "headerView") == Frame(x: 0, y: 0, width: 375, height: 44))
        #expect(canvas.frame(of: "bodyView") == Frame(x: 12, y: 44, width: 351, height: 120))
        #expect(canvas.frame(of: "footerView") == Frame(x: 0, y: 164, width: 375, height: 32))
    }

    // MARK: Masonry

    /// NoteEditorViewController.m: `c.offset = C`, `setInsets:` on three
    /// rows, `setOffset:` on an ivar, a change under `if`, and the changes
    /// of the keyboard's notifications and of a setter.
    let editor = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout NoteEditorViewController dialect masonry
        canvas phone 375x812 safe 47 0 34 0

        view textView  # NoteEditorViewController.m:24
        view toolbar  # NoteEditorViewController.m:26
        view wordCount in toolbar  # NoteEditorViewController.m:28

        make toolbar {  # NoteEditorViewController.m:30
          left.right.equalTo(root)  # NoteEditorViewController.m:31
          height.equalTo(44).key(toolbarHeight)  # NoteEditorViewController.m:32
          bottom.equalTo(root.safeArea.bottom).key(toolbarBottom)  # NoteEditorViewController.m:33
        }

        make textView {  # NoteEditorViewController.m:35
          top.equalTo(root.safeArea.top)  # NoteEditorViewController.m:36
          left.right.equalTo(root).insets(0, 16, 0, 16)  # NoteEditorViewController.m:37
          bottom.equalTo(toolbar.top).key(textBottom)  # NoteEditorViewController.m:38
        }

        make wordCount {  # NoteEditorViewController.m:40
          top.right.bottom.equalTo(toolbar).key(countInsets)  # NoteEditorViewController.m:41
          width.equalTo(80)  # NoteEditorViewController.m:42
        }

        constraint toolbarHeight offset 52  # NoteEditorViewController.m:44
        constraint countInsets[0] offset 6  # NoteEditorViewController.m:45
        constraint countInsets[1] offset -12  # NoteEditorViewController.m:45
        constraint countInsets[2] offset -6  # NoteEditorViewController.m:45
        constraint textBottom offset -8  # NoteEditorViewController.m:46
        "TODO: if UIAccessibilityIsBoldTextEnabled()" constraint toolbarHeight offset 56  # NoteEditorViewController.m:48
        "TODO: in keyboardWillShow:, which the setup does not call" constraint toolbarBottom offset "TODO: -CGRectGetHeight(frame)"  # NoteEditorViewController.m:59
        "TODO: in keyboardWillHide:, which the setup does not call" constraint toolbarBottom offset 0  # NoteEditorViewController.m:63
        "TODO: if readOnly, in setReadOnly:, which the setup does not call" deactivate toolbarHeight  # NoteEditorViewController.m:68
        "TODO: else of if readOnly, in setReadOnly:, which the setup does not call" activate toolbarHeight  # NoteEditorViewController.m:70

        """

    @Test func masonrysChangesOfStoredConstraintsAreHandleStatements() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("NoteEditorViewController.m")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == editor)
        let setup = "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) "
            + "does not call: it runs when the app calls it; the draft holds a TODO placeholder before it"
        #expect(result.warnings.map(\.description) == [
            "NoteEditorViewController.m:48:9: warning: this change of 'toolbarHeight' is made under 'if UIAccessibilityIsBoldTextEnabled()', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "NoteEditorViewController.m:59:5: warning: this change of 'toolbarBottom' is made in 'keyboardWillShow:', \(setup)",
            "NoteEditorViewController.m:59:33: warning: the offset '-CGRectGetHeight(frame)' is computed when the app runs ('frame' is no constant); the draft holds a TODO placeholder in its place",
            "NoteEditorViewController.m:63:5: warning: this change of 'toolbarBottom' is made in 'keyboardWillHide:', \(setup)",
            "NoteEditorViewController.m:68:9: warning: this change of 'toolbarHeight' is made in 'setReadOnly:' (under 'if readOnly'), \(setup)",
            "NoteEditorViewController.m:70:9: warning: this change of 'toolbarHeight' is made in 'setReadOnly:' (under 'else of if readOnly'), \(setup)",
        ])
    }

    @Test func theEditorsSetupSolvesWithItsChanges() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("NoteEditorViewController.m")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        let (problems, layout) = ImportSupport.filled(result.draftWithoutPlaceholders, [])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812, the safe area 47 from the top and 34 from the bottom (bold text
        // off, no keyboard: the lines under a placeholder are left out):
        // toolbar: full width; its height made 44, set to 52; its bottom the safe area's, 778: y 726.
        // textView: from the safe area's top (47), 16 in on either side (343 wide); its bottom the
        //   toolbar's top, set to −8: 718, so 671 high.
        // wordCount in the toolbar: 80 wide; Masonry's setInsets: (6, 0, 6, 12) by each row's first
        //   attribute: top +6, right −12 (363: x 283), bottom −6 (46): 40 high.
        #expect(canvas.frame(of: "toolbar") == Frame(x: 0, y: 726, width: 375, height: 52))
        #expect(canvas.frame(of: "textView") == Frame(x: 16, y: 47, width: 343, height: 671))
        #expect(canvas.frame(of: "wordCount") == Frame(x: 283, y: 6, width: 80, height: 40))
    }
}

/// The other spellings of a change, each with what it must give.
@Suite struct ConstraintChangeFormsTests {
    @Test func snapKitsOtherChanges() throws {
        let source = """
            final class ToastView: UIView {
                let box = UIView()
                var widthConstraint: Constraint?
                var heightConstraint: Constraint?
                var edgeConstraints: [Constraint] = []
                var pinned = false
                init() {
                    super.init(frame: .zero)
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        widthConstraint = make.width.equalTo(200).priority(.high).constraint
                        edgeConstraints.append(make.top.equalToSuperview().constraint)
                        edgeConstraints.append(make.leading.equalToSuperview().constraint)
                    }
                    widthConstraint?.update(priority: .low)
                    widthConstraint?.isActive = pinned
                    edgeConstraints.forEach { $0.update(offset: 8) }
                    for constraint in edgeConstraints { constraint.deactivate() }
                    heightConstraint?.update(offset: 4)
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ToastView.swift", text: source)])
        // A priority; isActive set from a value of the app (both, each under its branch); a
        // list's constraints changed by forEach and by a for loop (the loop no condition).
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout ToastView dialect snapkit

            view box  # ToastView.swift:9

            make box {  # ToastView.swift:10
              width.equalTo(200).priority(high).key(widthConstraint)  # ToastView.swift:11
              top.equalTo(superview).key(edgeConstraints)  # ToastView.swift:12
              leading.equalTo(superview).key(edgeConstraints)  # ToastView.swift:13
            }

            constraint widthConstraint priority 250  # ToastView.swift:15
            "TODO: if pinned" activate widthConstraint  # ToastView.swift:16
            "TODO: else of if pinned" deactivate widthConstraint  # ToastView.swift:16
            constraint edgeConstraints offset 8  # ToastView.swift:17
            deactivate edgeConstraints  # ToastView.swift:18

            """)
        #expect(result.warnings.map(\.description) == [
            "ToastView.swift:16:37: warning: whether 'widthConstraint' is active depends on 'pinned', known only when the app runs; the draft holds both, each under a TODO placeholder",
            "ToastView.swift:19:9: warning: 'heightConstraint?.update(offset: 4)' changes 'heightConstraint', which no block of the sources read keeps a constraint in; the change is left out of the draft",
        ])
    }

    @Test func masonrysOtherChanges() throws {
        let source = """
            @implementation SheetView {
                MASConstraint *_heightConstraint;
                NSArray *_sideConstraints;
            }
            - (instancetype)init {
                self = [super init];
                _panel = [UIView new];
                [self addSubview:_panel];
                [_panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    _heightConstraint = make.height.mas_equalTo(300);
                    _sideConstraints = @[make.left.equalTo(self), make.right.equalTo(self)];
                    self.sizeConstraint = make.size.mas_equalTo(CGSizeMake(100, 100)).priorityLow();
                }];
                _heightConstraint.offset = 320;
                [_sideConstraints makeObjectsPerformSelector:@selector(uninstall)];
                [self.sizeConstraint setSizeOffset:CGSizeMake(120, 80)];
                [self.tailConstraint uninstall];
                return self;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "SheetView.m", text: source)])
        // An ivar's handle; a list of two keyed by its name and uninstalled at once; a size
        // offset set row by row (width, then height).
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout SheetView dialect masonry

            view panel  # SheetView.m:8

            make panel {  # SheetView.m:9
              height.equalTo(300).key(heightConstraint)  # SheetView.m:10
              left.equalTo(root).key(sideConstraints)  # SheetView.m:11
              right.equalTo(root).key(sideConstraints)  # SheetView.m:11
              size.equalTo(size(100, 100)).priorityLow().key(sizeConstraint)  # SheetView.m:12
            }

            constraint heightConstraint offset 320  # SheetView.m:14
            deactivate sideConstraints  # SheetView.m:15
            constraint sizeConstraint[0] offset 120  # SheetView.m:16
            constraint sizeConstraint[1] offset 80  # SheetView.m:16

            """)
        #expect(result.warnings.map(\.description) == [
            "SheetView.m:17:5: warning: '[self.tailConstraint uninstall]' changes 'tailConstraint', which no block of the sources read keeps a constraint in; the change is left out of the draft",
        ])
        // The draft applies: the panel is 120x80 at priority 250 against the required height 320.
        let (problems, layout) = ImportSupport.filled(result.draft, [])
        #expect(problems.isEmpty, "\(problems)")
        #expect(layout.constraints.filter { $0.constraint.isActive }.count == 3)
    }

    @Test func theSetupIsTheInitializerUpdateConstraintsAndLayoutSubviewsNotAnObserverOrATraitChange() throws {
        let source = """
            final class BannerView: UIView {
                let strip = UIView()
                var stripHeight: Constraint?
                var stripWidth: Constraint?
                var isCollapsed = false {
                    didSet { stripHeight?.update(offset: 0) }
                }
                init() {
                    super.init(frame: .zero)
                    addSubview(strip)
                    strip.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        stripHeight = make.height.equalTo(40).constraint
                        stripWidth = make.width.equalTo(100).constraint
                    }
                }
                override func updateConstraints() {
                    stripHeight?.update(offset: 60)
                    super.updateConstraints()
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    stripWidth?.update(offset: 120)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    stripWidth?.update(offset: 200)
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.swift", text: source)])
        // updateConstraints and layoutSubviews run before the view is first shown: read as the
        // setup; a property's observer and a trait change run later: each under a placeholder.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BannerView dialect snapkit

            view strip  # BannerView.swift:10

            make strip {  # BannerView.swift:11
              top.leading.equalTo(superview)  # BannerView.swift:12
              height.equalTo(40).key(stripHeight)  # BannerView.swift:13
              width.equalTo(100).key(stripWidth)  # BannerView.swift:14
            }

            "TODO: in isCollapsed.didSet, which the setup does not call" constraint stripHeight offset 0  # BannerView.swift:6
            constraint stripHeight offset 60  # BannerView.swift:18
            constraint stripWidth offset 120  # BannerView.swift:23
            "TODO: in traitCollectionDidChange(_:), which the setup does not call" constraint stripWidth offset 200  # BannerView.swift:27

            """)
        let setup = "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) "
            + "does not call: it runs when the app calls it; the draft holds a TODO placeholder before it"
        #expect(result.warnings.map(\.description) == [
            "BannerView.swift:6:18: warning: this change of 'stripHeight' is made in 'isCollapsed.didSet', \(setup)",
            "BannerView.swift:27:9: warning: this change of 'stripWidth' is made in 'traitCollectionDidChange(_:)', \(setup)",
        ])
    }
}
