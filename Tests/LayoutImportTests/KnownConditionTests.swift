import LayoutImport
import Testing

/// Conditions whose outcome the importer knows (docs/import.md, "Conditions
/// it knows"): an initializer's `if (self)` idioms and Swift's `let self`
/// bindings are no condition; an availability check takes its branch, drops
/// the other, and says so at its place. Each draft written by hand from its source.
@Suite struct KnownConditionTests {
    @Test func objectiveCInitializerIdiomsAreNoConditionAndAvailabilityTakesItsBranch() throws {
        // Line numbers, for the comments of the draft: a view's is its `addSubview`'s (5 and 17),
        // the blocks 23 and 29, their lines 24, 25, 31 (the available branch) and 35; the
        // `if (@available…)` stands at line 30, column 13.
        let source = """
            @implementation BannerView
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _icon = [UIView new];
                    [self addSubview:_icon];
                } else {
                    _unused = [UIView new];
                    [self addSubview:_unused];
                }
                return self;
            }
            - (instancetype)initWithCoder:(NSCoder *)coder {
                self = [super initWithCoder:coder];
                if (!self) return nil;
                if (self != nil) {
                    _title = [UIView new];
                    [self addSubview:_title];
                }
                return self;
            }
            - (void)layOut {
                if (nil != self) {
                    [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(8);
                        make.size.mas_equalTo(CGSizeMake(24, 24));
                    }];
                }
                if (self) {
                    [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                        if (@available(iOS 11.0, *)) {
                            make.top.equalTo(self.mas_safeAreaLayoutGuideTop);
                        } else {
                            make.top.equalTo(self.mas_topLayoutGuideBottom);
                        }
                        make.left.equalTo(_icon.mas_right).offset(8);
                    }];
                }
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.m", text: source)])
        // No `_unused` (the else of `(self = [super …])` never runs), no TODO, and
        // of the two `make.top` lines only the available one.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BannerView dialect masonry

            view icon  # BannerView.m:5
            view title  # BannerView.m:17

            make icon {  # BannerView.m:23
              left.top.equalTo(root).offset(8)  # BannerView.m:24
              size.equalTo(size(24, 24))  # BannerView.m:25
            }

            make title {  # BannerView.m:29
              top.equalTo(root.safeArea.top)  # BannerView.m:31
              left.equalTo(icon.right).offset(8)  # BannerView.m:35
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "BannerView.m:30:13: warning: '@available(iOS 11.0, *)' is read as true (the app running on a current system): "
                + "the draft takes its branch and leaves out the other",
        ])
        #expect(result.statistics.placeholders == 0)
    }

    @Test func swiftSelfBindingsAreNoConditionAndAvailabilityTakesItsBranch() throws {
        // `if #available` stands at line 17, column 13; the lines kept are 13, 18 and 23; the
        // views' comments are their `addSubview`s' lines (9 and 10). `self.safeAreaLayoutGuide`
        // (after `guard let self`) is the root's safe area.
        let source = """
            import SnapKit
            import UIKit

            final class BannerView: UIView {
                let icon = UIView()
                let title = UIView()

                func configure() {
                    addSubview(icon)
                    addSubview(title)
                    icon.snp.makeConstraints { [weak self] make in
                        guard let self else { return }
                        make.left.top.equalTo(self).offset(8)
                    }
                    title.snp.makeConstraints { [weak self] make in
                        guard let self = self else { return }
                        if #available(iOS 11.0, *) {
                            make.top.equalTo(self.safeAreaLayoutGuide.snp.top)
                        } else {
                            make.top.equalTo(self.snp.topMargin)
                        }
                        if let self {
                            make.left.equalTo(self.icon.snp.right).offset(8)
                        }
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BannerView.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BannerView dialect snapkit

            view icon  # BannerView.swift:9
            view title  # BannerView.swift:10

            make icon {  # BannerView.swift:11
              left.top.equalTo(root).offset(8)  # BannerView.swift:13
            }

            make title {  # BannerView.swift:15
              top.equalTo(root.safeArea.top)  # BannerView.swift:18
              left.equalTo(icon.right).offset(8)  # BannerView.swift:23
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "BannerView.swift:17:13: warning: '#available(iOS 11.0, *)' is read as true (the app running on a current system): "
                + "the draft takes its branch and leaves out the other",
        ])
    }

    @Test func moreIdiomsAndAGuardedAvailability() throws {
        // `(self = [super init]) != nil` holds; `self == nil` never does, so its else always
        // runs; a `guard #available` leaves out its else, and what follows is the available
        // branch (a warning at the guard, line 12 column 9 of the Swift source).
        let objC = """
            @implementation V
            - (instancetype)init {
                if ((self = [super init]) != nil) {
                    UIView *a = [UIView new];
                    [self addSubview:a];
                    if (self == nil) {
                        [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.equalTo(@1); }];
                    } else {
                        [a mas_makeConstraints:^(MASConstraintMaker *make) { make.height.equalTo(@2); }];
                    }
                }
                return self;
            }
            @end
            """
        let objCResult = try LayoutImporter.draft(of: [ImportSource(name: "V.m", text: objC)])
        #expect(objCResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout V dialect masonry

            view a  # V.m:5

            make a {  # V.m:9
              height.equalTo(2)  # V.m:9
            }

            """)
        #expect(objCResult.warnings.isEmpty, "\(objCResult.warnings)")

        let swift = """
            import SnapKit
            import UIKit

            final class W: UIView {
                let a = UIView()

                func setUp() {
                    addSubview(a)
                    a.snp.makeConstraints { make in
                        make.height.equalTo(1)
                    }
                    guard #available(iOS 13, *) else {
                        a.snp.makeConstraints { make in make.width.equalTo(1) }
                        return
                    }
                    a.snp.makeConstraints { make in make.width.equalTo(2) }
                }
            }
            """
        let swiftResult = try LayoutImporter.draft(of: [ImportSource(name: "W.swift", text: swift)])
        #expect(swiftResult.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout W dialect snapkit

            view a  # W.swift:8

            make a {  # W.swift:9
              height.equalTo(1)  # W.swift:10
            }

            make a {  # W.swift:16
              width.equalTo(2)  # W.swift:16
            }

            """)
        #expect(swiftResult.warnings.map(\.description) == [
            "W.swift:12:9: warning: '#available(iOS 13, *)' is read as true (the app running on a current system): "
                + "the draft takes its branch and leaves out the other",
        ])
    }

    @Test func otherConditionsStayUnknown() throws {
        // `self.isCompact` and `let other = self.other` are not the idioms: the line keeps its TODO.
        let source = """
            @implementation V
            - (void)setUp {
                UIView *a = [UIView new];
                [self addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    if (self.isCompact) {
                        make.height.equalTo(@10);
                    }
                    if ((self = [self other]) != nil) {
                        make.width.equalTo(@20);
                    }
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "V.m", text: source)])
        #expect(result.draft.contains(#"  "TODO: if self.isCompact" height.equalTo(10)  # V.m:7: TODO: under 'if self.isCompact'"#),
                "\(result.draft)")
        #expect(result.draft.contains(#""TODO: if (self = [self other]) != nil" width.equalTo(20)"#), "\(result.draft)")
        #expect(result.statistics.placeholders == 2)
    }
}
