import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Loops and the idioms that are no condition (docs/import.md, "Loops" and
/// "Conditions it knows"): a loop over a literal range or list of views is
/// unrolled, each iteration's views their own (`star_0` … `star_4`); one
/// whose count is not in the files is read once under it, with a warning
/// naming it and why; `if (!didSetupConstraints)` and a lazy getter's
/// `if (_x == nil)` hold. Each draft written by hand from its source, the
/// frames derived by hand.
@Suite struct LoopAndIdiomTests {
    /// RatingView.m: a C loop to a constant making five stars; a loop over a
    /// literal list of two badges; a loop to a count of the running app; the
    /// caption made in a lazy getter and laid out in `updateConstraints`.
    let ratingView = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout RatingView dialect masonry
        canvas row 375xfit

        view captionLabel intrinsic "TODO: intrinsic size of UILabel captionLabel"  # RatingView.m:32; TODO
        view star_0  # RatingView.m:35
        view star_1  # RatingView.m:35
        view star_2  # RatingView.m:35
        view star_3  # RatingView.m:35
        view star_4  # RatingView.m:35
        view freshBadge  # RatingView.m:45
        view hotBadge  # RatingView.m:45
        view tick  # RatingView.m:59

        make star_0 {  # RatingView.m:36
          top.equalTo(root).offset(8)  # RatingView.m:37
          left.equalTo(root).offset(16)  # RatingView.m:38
          size.equalTo(size(24, 24))  # RatingView.m:39
        }

        make star_1 {  # RatingView.m:36
          top.equalTo(root).offset(8)  # RatingView.m:37
          left.equalTo(root).offset(44)  # RatingView.m:38
          size.equalTo(size(24, 24))  # RatingView.m:39
        }

        make star_2 {  # RatingView.m:36
          top.equalTo(root).offset(8)  # RatingView.m:37
          left.equalTo(root).offset(72)  # RatingView.m:38
          size.equalTo(size(24, 24))  # RatingView.m:39
        }

        make star_3 {  # RatingView.m:36
          top.equalTo(root).offset(8)  # RatingView.m:37
          left.equalTo(root).offset(100)  # RatingView.m:38
          size.equalTo(size(24, 24))  # RatingView.m:39
        }

        make star_4 {  # RatingView.m:36
          top.equalTo(root).offset(8)  # RatingView.m:37
          left.equalTo(root).offset(128)  # RatingView.m:38
          size.equalTo(size(24, 24))  # RatingView.m:39
        }

        make freshBadge {  # RatingView.m:46
          top.equalTo(root).offset(4)  # RatingView.m:47
          size.equalTo(size(10, 10))  # RatingView.m:48
        }

        make hotBadge {  # RatingView.m:46
          top.equalTo(root).offset(4)  # RatingView.m:47
          size.equalTo(size(10, 10))  # RatingView.m:48
        }

        make freshBadge {  # RatingView.m:51
          left.equalTo(root).offset(36)  # RatingView.m:52
        }

        make hotBadge {  # RatingView.m:54
          right.equalTo(root).offset(-16)  # RatingView.m:55
        }

        make tick {  # RatingView.m:60
          "TODO: for (NSInteger i = 0; i < self.tickCount; i++)" bottom.equalTo(root)  # RatingView.m:61: TODO: under 'for (NSInteger i = 0; i < self.tickCount; i++)'
          "TODO: for (NSInteger i = 0; i < self.tickCount; i++)" left.equalTo(root).offset("TODO: i * 10")  # RatingView.m:62: TODO: under 'for (NSInteger i = 0; i < self.tickCount; i++)'
          "TODO: for (NSInteger i = 0; i < self.tickCount; i++)" size.equalTo(size(1, 4))  # RatingView.m:63: TODO: under 'for (NSInteger i = 0; i < self.tickCount; i++)'
        }

        make captionLabel {  # RatingView.m:72
          top.equalTo(root).offset(40)  # RatingView.m:73
          centerX.equalTo(root)  # RatingView.m:74
          bottom.equalTo(root).offset(-8)  # RatingView.m:75
        }

        """

    @Test func objectiveCLoopsAreUnrolledAndTheSetupIdiomsHold() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("RatingView.m")], canvases: ["row 375xfit"])
        #expect(result.draft == ratingView)
        #expect(result.warnings.map(\.description) == [
            "RatingView.m:23:9: warning: the intrinsic size of UILabel 'captionLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "RatingView.m:57:9: warning: the loop 'for (NSInteger i = 0; i < self.tickCount; i++)' is not unrolled: its bound 'self.tickCount' is computed when the app runs ('self.tickCount' is no constant); its body is read once, under the loop (a TODO placeholder)",
            "RatingView.m:59:13: warning: 'tick' is added to 'root' under 'for (NSInteger i = 0; i < self.tickCount; i++)', which the source alone cannot tell; the draft adds it",
            "RatingView.m:60:13: warning: this block runs under 'for (NSInteger i = 0; i < self.tickCount; i++)', which the source alone cannot tell; each of its lines holds a TODO placeholder",
            "RatingView.m:62:48: warning: the offset 'i * 10' uses 'i', a variable of the loop 'for (NSInteger i = 0; i < self.tickCount; i++)', "
                + "which takes another value on each pass when the app runs; the draft holds a TODO placeholder in its place",
        ])
    }

    @Test func theRatingsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("RatingView.m")], canvases: ["row 375xfit"])
        // The author keeps one tick, at the left edge.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UILabel captionLabel""#, "100x20"),
            (#""TODO: for (NSInteger i = 0; i < self.tickCount; i++)" "#, ""),
            (#""TODO: i * 10""#, "0"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // caption: 8 + 24 + 8 = 40 from the top, centred (x = 187.5 − 50 = 137.5), 100x20, 8 above the
        //   bottom: the row is 40 + 20 + 8 = 68 high.
        // stars: 8 from the top, 24x24, star i at 16 + i × (24 + 4): 16, 44, 72, 100, 128.
        // badges: 4 from the top, 10x10; the fresh one 36 from the left, the hot one 16 from the
        //   right (x = 375 − 16 − 10 = 349).
        // tick: on the bottom (y = 68 − 4 = 64), at the left edge, 1x4.
        #expect(canvas.height == 68)
        #expect(canvas.frame(of: "captionLabel") == Frame(x: 137.5, y: 40, width: 100, height: 20))
        for (index, x) in [16.0, 44, 72, 100, 128].enumerated() {
            #expect(canvas.frame(of: "star_\(index)") == Frame(x: x, y: 8, width: 24, height: 24))
        }
        #expect(canvas.frame(of: "freshBadge") == Frame(x: 36, y: 4, width: 10, height: 10))
        #expect(canvas.frame(of: "hotBadge") == Frame(x: 349, y: 4, width: 10, height: 10))
        #expect(canvas.frame(of: "tick") == Frame(x: 0, y: 64, width: 1, height: 4))
    }

    /// StepperView.swift: a loop over a literal list of the two buttons, a
    /// closed range `0...2` making three ticks, `if !didSetupConstraints`.
    let stepper = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout StepperView dialect snapkit
        canvas control 200xfit

        view minusButton intrinsic "TODO: intrinsic size of UIButton minusButton"  # StepperView.swift:17; TODO
        view plusButton intrinsic "TODO: intrinsic size of UIButton plusButton"  # StepperView.swift:17; TODO
        view valueLabel intrinsic "TODO: intrinsic size of UILabel valueLabel"  # StepperView.swift:23; TODO
        view tick_0  # StepperView.swift:26
        view tick_1  # StepperView.swift:26
        view tick_2  # StepperView.swift:26

        make minusButton {  # StepperView.swift:18
          size.equalTo(32)  # StepperView.swift:19
          centerY.equalTo(superview)  # StepperView.swift:20
        }

        make plusButton {  # StepperView.swift:18
          size.equalTo(32)  # StepperView.swift:19
          centerY.equalTo(superview)  # StepperView.swift:20
        }

        make tick_0 {  # StepperView.swift:27
          bottom.equalTo(superview)  # StepperView.swift:28
          leading.equalTo(superview).offset(60)  # StepperView.swift:29
          size.equalTo(size(2, 4))  # StepperView.swift:30
        }

        make tick_1 {  # StepperView.swift:27
          bottom.equalTo(superview)  # StepperView.swift:28
          leading.equalTo(superview).offset(80)  # StepperView.swift:29
          size.equalTo(size(2, 4))  # StepperView.swift:30
        }

        make tick_2 {  # StepperView.swift:27
          bottom.equalTo(superview)  # StepperView.swift:28
          leading.equalTo(superview).offset(100)  # StepperView.swift:29
          size.equalTo(size(2, 4))  # StepperView.swift:30
        }

        make minusButton {  # StepperView.swift:39
          leading.equalTo(superview).offset(8)  # StepperView.swift:40
          top.bottom.equalTo(superview).inset(6)  # StepperView.swift:41
        }

        make plusButton {  # StepperView.swift:43
          trailing.equalTo(superview).inset(8)  # StepperView.swift:44
        }

        make valueLabel {  # StepperView.swift:46
          center.equalTo(superview)  # StepperView.swift:47
        }

        """

    @Test func swiftLoopsAreUnrolledAndTheSetupFlagHolds() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("StepperView.swift")], canvases: ["control 200xfit"])
        #expect(result.draft == stepper)
        #expect(result.warnings.map(\.description) == [
            "StepperView.swift:9:17: warning: the intrinsic size of UIButton 'minusButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "StepperView.swift:10:17: warning: the intrinsic size of UIButton 'plusButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "StepperView.swift:11:17: warning: the intrinsic size of UILabel 'valueLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theSteppersDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("StepperView.swift")], canvases: ["control 200xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton minusButton""#, "30x30"),
            (#""TODO: intrinsic size of UIButton plusButton""#, "30x30"),
            (#""TODO: intrinsic size of UILabel valueLabel""#, "40x20"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 200 wide, the height fitted:
        // minus: 32x32 (over its intrinsic 30x30), 8 from the left, 6 from the top and the bottom:
        //   the control is 6 + 32 + 6 = 44 high; centred on 22.
        // plus: 32x32, 8 from the right (x = 200 − 8 − 32 = 160), centred on 22: y = 6.
        // value: its intrinsic 40x20 centred on (100, 22): (80, 12).
        // ticks: on the bottom (y = 40), 2x4, at 60 + 20 × index: 60, 80, 100.
        #expect(canvas.height == 44)
        #expect(canvas.frame(of: "minusButton") == Frame(x: 8, y: 6, width: 32, height: 32))
        #expect(canvas.frame(of: "plusButton") == Frame(x: 160, y: 6, width: 32, height: 32))
        #expect(canvas.frame(of: "valueLabel") == Frame(x: 80, y: 12, width: 40, height: 20))
        for (index, x) in [60.0, 80, 100].enumerated() {
            #expect(canvas.frame(of: "tick_\(index)") == Frame(x: x, y: 40, width: 2, height: 4))
        }
    }

    @Test func theIdiomsOtherSpellings() throws {
        // `guard !didSetupConstraints else { … }`: what follows is the setup, the else (an update
        // once set up) never runs the first time; `== NO`; a getter's `if (_badge) return _badge;`
        // and `_badge != nil` (never, the first time: the second badge is not made).
        let swift = """
            final class G: UIView {
                let a = UIView()
                var didSetupConstraints = false
                override func updateConstraints() {
                    guard !didSetupConstraints else {
                        a.snp.updateConstraints { $0.height.equalTo(1) }
                        super.updateConstraints()
                        return
                    }
                    addSubview(a)
                    a.snp.makeConstraints { $0.edges.equalToSuperview() }
                    didSetupConstraints = true
                    super.updateConstraints()
                }
            }
            """
        let swiftResult = try LayoutImporter.draft(of: [ImportSource(name: "G.swift", text: swift)])
        #expect(swiftResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout G dialect snapkit

            view a  # G.swift:10

            make a {  # G.swift:11
              edges.equalTo(superview)  # G.swift:11
            }

            """)
        #expect(swiftResult.warnings.isEmpty)
        let objC = """
            @implementation G
            - (UIView *)badge {
                if (_badge) return _badge;
                if (_badge != nil) { _badge = [UIView new]; [self addSubview:_badge]; return _badge; }
                _badge = [UIView new];
                return _badge;
            }
            - (void)updateConstraints {
                if (_didSetupConstraints == NO) {
                    [self addSubview:self.badge];
                    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self); }];
                    _didSetupConstraints = YES;
                }
                [super updateConstraints];
            }
            @end
            """
        let objCResult = try LayoutImporter.draft(of: [ImportSource(name: "G.m", text: objC)])
        #expect(objCResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout G dialect masonry

            view badge  # G.m:10

            make badge {  # G.m:11
              edges.equalTo(root)  # G.m:11
            }

            """)
        #expect(objCResult.warnings.isEmpty)
    }

    @Test func enumeratedLoopsBindTheirIndex() throws {
        // Masonry code's `enumerateObjectsUsingBlock:` (its `idx`) and Swift's `enumerated()`:
        // the index is 0, 1, 2 in turn, each view the list's in order.
        let objC = """
            @implementation Tabs
            - (void)setUp {
                NSArray *tabs = @[self.home, self.search, self.profile];
                [tabs enumerateObjectsUsingBlock:^(UIView *tab, NSUInteger idx, BOOL *stop) {
                    [self addSubview:tab];
                    [tab mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(idx * 100);
                        make.top.equalTo(self);
                    }];
                }];
            }
            @end
            """
        let objCResult = try LayoutImporter.draft(of: [ImportSource(name: "Tabs.m", text: objC)])
        #expect(objCResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Tabs dialect masonry

            view home  # Tabs.m:5
            view search  # Tabs.m:5
            view profile  # Tabs.m:5

            make home {  # Tabs.m:6
              left.equalTo(root).offset(0)  # Tabs.m:7
              top.equalTo(root)  # Tabs.m:8
            }

            make search {  # Tabs.m:6
              left.equalTo(root).offset(100)  # Tabs.m:7
              top.equalTo(root)  # Tabs.m:8
            }

            make profile {  # Tabs.m:6
              left.equalTo(root).offset(200)  # Tabs.m:7
              top.equalTo(root)  # Tabs.m:8
            }

            """)
        #expect(objCResult.warnings.isEmpty)
        let swift = """
            final class Tabs: UIView {
                let home = UIView(), search = UIView()
                func setUp() {
                    for (index, tab) in [home, search].enumerated() {
                        addSubview(tab)
                        tab.snp.makeConstraints { make in
                            make.leading.equalToSuperview().offset(index * 100)
                        }
                    }
                }
            }
            """
        let swiftResult = try LayoutImporter.draft(of: [ImportSource(name: "Tabs.swift", text: swift)])
        #expect(swiftResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Tabs dialect snapkit

            view home  # Tabs.swift:5
            view search  # Tabs.swift:5

            make home {  # Tabs.swift:6
              leading.equalTo(superview).offset(0)  # Tabs.swift:7
            }

            make search {  # Tabs.swift:6
              leading.equalTo(superview).offset(100)  # Tabs.swift:7
            }

            """)
        #expect(swiftResult.warnings.isEmpty)
    }

    @Test func otherLoopFormsAndTheirWarnings() throws {
        // `0..<2`, `stride(from:to:by:)` and `views.forEach` over a local array unroll; a `while`
        // and a loop over a computed array do not: each named with why, at its line (17, 22).
        let source = """
            final class Rows: UIView {
                func setUp() {
                    let views = [UIView(), UIView()]
                    for row in 0..<2 {
                        let line = UIView()
                        addSubview(line)
                        line.snp.makeConstraints { $0.top.equalToSuperview().offset(row * 10) }
                    }
                    for column in stride(from: 2, to: 0, by: -1) {
                        let cell = UIView()
                        addSubview(cell)
                        cell.snp.makeConstraints { $0.leading.equalToSuperview().offset(column * 10) }
                    }
                    let pair = [self.left, self.right]
                    pair.forEach { addSubview($0) }
                    var more = true
                    while more {
                        let extra = UIView()
                        addSubview(extra)
                        more = false
                    }
                    for view in subviews.filter({ $0.isHidden }) {
                        view.snp.makeConstraints { $0.height.equalTo(0) }
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Rows.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Rows dialect snapkit

            view line_0  # Rows.swift:6
            view line_1  # Rows.swift:6
            view cell_0  # Rows.swift:11
            view cell_1  # Rows.swift:11
            view left  # Rows.swift:15
            view right  # Rows.swift:15
            view extra  # Rows.swift:19

            make line_0 {  # Rows.swift:7
              top.equalTo(superview).offset(0)  # Rows.swift:7
            }

            make line_1 {  # Rows.swift:7
              top.equalTo(superview).offset(10)  # Rows.swift:7
            }

            make cell_0 {  # Rows.swift:12
              leading.equalTo(superview).offset(20)  # Rows.swift:12
            }

            make cell_1 {  # Rows.swift:12
              leading.equalTo(superview).offset(10)  # Rows.swift:12
            }

            make "TODO: view" {  # Rows.swift:23
              "TODO: for view in subviews.filter({ $0.isHidden })" height.equalTo(0)  # Rows.swift:23: TODO: under 'for view in subviews.filter({ $0.isHidden })'
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "Rows.swift:17:9: warning: the loop 'while more' is not unrolled: how many times it runs is known only when the app runs; its body is read once, under the loop (a TODO placeholder)",
            "Rows.swift:19:13: warning: 'extra' is added to 'root' under 'while more', which the source alone cannot tell; the draft adds it",
            "Rows.swift:22:9: warning: the loop 'for view in subviews.filter({ $0.isHidden })' is not unrolled: its header is not a literal range or a list of views the importer unrolls; its body is read once, under the loop (a TODO placeholder)",
            "Rows.swift:23:13: warning: cannot tell which view 'view' is; the block's view is a TODO placeholder",
            "Rows.swift:23:13: warning: this block runs under 'for view in subviews.filter({ $0.isHidden })', which the source alone cannot tell; each of its lines holds a TODO placeholder",
        ])
    }
}
