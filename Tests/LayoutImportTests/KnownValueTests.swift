import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Values the sources do say (docs/import.md, "Constants" and "Self by other
/// names"): structures held in constants (`static UIEdgeInsets const k = {…}`,
/// `static let badgeSize = CGSize(…)`, a local `let insets = UIEdgeInsets(…)`),
/// the zeros (`UIEdgeInsetsZero`, `CGSize.zero`, `.zero`), Masonry's
/// `mas_offset` of a size, C's float literals; and `self` by the names blocks
/// and closures give it (`weakSelf`, `ws`, `strongSelf`, `@strongify(self)`,
/// `self?`). Drafts written by hand, frames derived by hand.
@Suite struct KnownValueTests {
    // MARK: Objective-C

    /// ProductCell.m: `static UIEdgeInsets const … = {10, 12, 10, 12}`, `static const
    /// CGSize … = {60, 60}`, a compound literal with designated fields, `70.f` in a
    /// `#define`, `10.0F`, `-8.f`, `-0.5f`, `UIEdgeInsetsZero`, `mas_offset(CGSizeMake(…))`;
    /// `__weak typeof(self) weakSelf`, `__weak __typeof(self) ws`, `__strong typeof(ws)
    /// strongSelf` in a block, `@weakify(self)` / `@strongify(self)` with no `;`.
    let productCell = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ProductCell dialect masonry
        canvas cell 375xfit

        view cardView margins 0 0 0 0  # ProductCell.m:26
        view thumbView in cardView intrinsic "TODO: intrinsic size of UIImageView thumbView"  # ProductCell.m:28; TODO
        view nameLabel in cardView intrinsic "TODO: intrinsic size of UILabel nameLabel"  # ProductCell.m:30; TODO
        view priceLabel in cardView intrinsic "TODO: intrinsic size of UILabel priceLabel"  # ProductCell.m:32; TODO
        view ratingView in cardView  # ProductCell.m:34

        make cardView {  # ProductCell.m:42
          edges.equalTo(root).insets(10, 12, 10, 12)  # ProductCell.m:43
        }

        make thumbView {  # ProductCell.m:45
          left.top.equalTo(cardView)  # ProductCell.m:46
          size.equalTo(size(60, 60))  # ProductCell.m:47
          bottom.lessThanOrEqualTo(cardView)  # ProductCell.m:48
        }

        make priceLabel {  # ProductCell.m:51
          right.equalTo(cardView)  # ProductCell.m:52
          top.equalTo(thumbView)  # ProductCell.m:53
          width.equalTo(70)  # ProductCell.m:54
        }

        make nameLabel {  # ProductCell.m:56
          left.equalTo(thumbView.right).offset(10)  # ProductCell.m:58
          top.equalTo(thumbView)  # ProductCell.m:59
          right.equalTo(priceLabel.left).offset(-8)  # ProductCell.m:60
        }

        make ratingView {  # ProductCell.m:63
          left.equalTo(nameLabel)  # ProductCell.m:65
          top.equalTo(nameLabel.bottom).insets(4, 0, 0, 0)  # ProductCell.m:66
          size.equalTo(thumbView).sizeOffset(-40, -40)  # ProductCell.m:67
          bottom.lessThanOrEqualTo(cardView).offset(-0.5)  # ProductCell.m:68
        }

        """

    @Test func structuresInConstantsAndSelfByOtherNames() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProductCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == productCell)
        // Only the intrinsic sizes, at the lines that make the views.
        #expect(result.warnings.map(\.description) == [
            "ProductCell.m:27:9: warning: the intrinsic size of UIImageView 'thumbView' depends on its content and font; the draft holds a TODO placeholder for it",
            "ProductCell.m:29:9: warning: the intrinsic size of UILabel 'nameLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ProductCell.m:31:9: warning: the intrinsic size of UILabel 'priceLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
        #expect(result.statistics.constraintLines == 14 && result.statistics.oneToOneLines == 14)
    }

    @Test func theProductCellsDraftSolvesOnceItsTODOsAreFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProductCell.m")], canvases: ["cell 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView thumbView""#, ""),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "150x20"),
            (#""TODO: intrinsic size of UILabel priceLabel""#, "70x20"),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted (pulled down at 50):
        // the card: the cell inset by {10, 12, 10, 12}: x 12, y 10, 375 − 24 = 351 wide.
        // In the card: the thumbnail at (0, 0), 60x60, its bottom at most the card's.
        // The price: its right the card's, 70 wide: x = 351 − 70 = 281; top the thumbnail's, 0;
        //   20 high (its intrinsic height).
        // The name: left = 60 + 10 = 70, right = 281 − 8 = 273: 203 wide; top 0, 20 high.
        // The rating: left the name's, 70; top = the name's bottom + 4 (Masonry's insets on a
        //   top: + top) = 24; the thumbnail's size − 40: 20x20; its bottom, 44, at most 60 − 0.5.
        // The card is as high as the thumbnail needs, 60; the cell 10 + 60 + 10 = 80.
        #expect(canvas.height == 80)
        #expect(canvas.frame(of: "cardView") == Frame(x: 12, y: 10, width: 351, height: 60))
        #expect(canvas.frame(of: "thumbView") == Frame(x: 0, y: 0, width: 60, height: 60))
        #expect(canvas.frame(of: "priceLabel") == Frame(x: 281, y: 0, width: 70, height: 20))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 70, y: 0, width: 203, height: 20))
        #expect(canvas.frame(of: "ratingView") == Frame(x: 70, y: 24, width: 20, height: 20))
    }

    // MARK: Swift

    /// InboxHeaderView.swift: `static let badgeSize = CGSize(…)` read as `Self.badgeSize`
    /// and `InboxHeaderView.badgeSize`, a `private static let` of insets, a local
    /// `let fieldInsets = UIEdgeInsets(…)`, `layoutMargins = .zero`, `UIEdgeInsets.zero`;
    /// `[weak self]` closures with `guard let strongSelf = self`, `self!.` and `self?.`.
    let inboxHeader = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout InboxHeaderView dialect snapkit
        canvas header 375xfit

        view container margins 0 0 0 0  # InboxHeaderView.swift:16
        view titleLabel in container intrinsic "TODO: intrinsic size of UILabel titleLabel"  # InboxHeaderView.swift:18; TODO
        view badgeView in container  # InboxHeaderView.swift:19
        view searchField in container intrinsic "TODO: intrinsic size of UITextField searchField"  # InboxHeaderView.swift:20; TODO

        make container {  # InboxHeaderView.swift:30
          edges.equalTo(superview).insets(12, 16, 12, 16)  # InboxHeaderView.swift:31
        }

        make titleLabel {  # InboxHeaderView.swift:33
          top.leading.equalTo(superview)  # InboxHeaderView.swift:34
        }

        make badgeView {  # InboxHeaderView.swift:36
          leading.equalTo(titleLabel.trailing).offset(6)  # InboxHeaderView.swift:38
          centerY.equalTo(titleLabel)  # InboxHeaderView.swift:39
          size.equalTo(size(18, 18))  # InboxHeaderView.swift:40
          trailing.lessThanOrEqualTo(superview)  # InboxHeaderView.swift:41
        }

        make searchField {  # InboxHeaderView.swift:43
          top.equalTo(titleLabel.bottom).offset(8)  # InboxHeaderView.swift:44
          leading.trailing.equalTo(superview).insets(0, 0, 0, 0)  # InboxHeaderView.swift:45
          bottom.equalTo(superview).insets(0, 0, 4, 0)  # InboxHeaderView.swift:46
        }

        update badgeView {  # InboxHeaderView.swift:52
          "TODO: in showUnread(_:), which the setup does not call" size.equalTo(size(18, 18))  # InboxHeaderView.swift:53: TODO: under 'in showUnread(_:), which the setup does not call'
        }

        """

    @Test func swiftStructuresAndSelfInWeakClosures() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("InboxHeaderView.swift")], canvases: ["header 375xfit"])
        #expect(result.draft == inboxHeader)
        #expect(result.warnings.map(\.description) == [
            "InboxHeaderView.swift:10:17: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "InboxHeaderView.swift:12:17: warning: the intrinsic size of UITextField 'searchField' depends on its content and font; the draft holds a TODO placeholder for it",
            "InboxHeaderView.swift:52:13: warning: this block is made in 'showUnread(_:)', a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when the app calls it; the draft holds it after the setup's blocks, each of its lines under a TODO placeholder",
        ])
    }

    @Test func theInboxHeadersDraftSolvesOnceItsTODOsAreFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("InboxHeaderView.swift")], canvases: ["header 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UILabel titleLabel""#, "100x22"),
            (#""TODO: intrinsic size of UITextField searchField""#, "200x36"),
            // The app shows an unread count: showUnread(_:) runs.
            (#""TODO: in showUnread(_:), which the setup does not call" "#, ""),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted (pulled down at 50):
        // the container: the header inset by (12, 16, 12, 16): x 16, y 12, 343 wide.
        // In it: the title at (0, 0), its intrinsic 100x22; the badge 6 after it, x = 106,
        //   18x18, centred on the title's centre (11): y = 2.
        // The field: top = 22 + 8 = 30; leading and trailing the container's (insets 0): 343 wide;
        //   its intrinsic height 36; its bottom = the container's − 4 (SnapKit's insets on a bottom),
        //   so the container is 30 + 36 + 4 = 70 high and the header 12 + 70 + 12 = 94.
        // The update sets the badge's size to the same 18x18.
        #expect(canvas.height == 94)
        #expect(canvas.frame(of: "container") == Frame(x: 16, y: 12, width: 343, height: 70))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 0, y: 0, width: 100, height: 22))
        #expect(canvas.frame(of: "badgeView") == Frame(x: 106, y: 2, width: 18, height: 18))
        #expect(canvas.frame(of: "searchField") == Frame(x: 0, y: 30, width: 343, height: 36))
    }

    // MARK: More forms

    @Test func zerosStructureConstantsAndOffsetsOfStructuresInMasonry() throws {
        // `CGSizeZero` and `CGPointZero` as targets; a `static const CGPoint` as a centre
        // offset; `mas_offset` of a point (a centre offset) and of insets named by a `#define`
        // (insets); `valueOffset` of a size; `0x10` is 16; `UIEdgeInsetsZero` as insets.
        let source = """
            #define kHairlineInsets UIEdgeInsetsMake(0, 0, 0.5, 0)
            static const CGPoint kBadgeOffset = {4, -4};
            @implementation BadgeView
            - (void)setUp {
                UIView *dot = [UIView new];
                [self addSubview:dot];
                [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.mas_equalTo(CGSizeZero);
                    make.center.mas_equalTo(CGPointZero);
                    make.center.equalTo(self).centerOffset(kBadgeOffset);
                    make.center.equalTo(self).mas_offset(CGPointMake(1, 2));
                    make.edges.equalTo(self).mas_offset(kHairlineInsets);
                    make.size.equalTo(self).valueOffset(CGSizeMake(-8, -8));
                    make.width.mas_equalTo(0x10);
                    make.edges.equalTo(self).insets(UIEdgeInsetsZero);
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "BadgeView.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout BadgeView dialect masonry

            view dot  # BadgeView.m:6

            make dot {  # BadgeView.m:7
              size.equalTo(size(0, 0))  # BadgeView.m:8
              center.equalTo(point(0, 0))  # BadgeView.m:9
              center.equalTo(root).centerOffset(4, -4)  # BadgeView.m:10
              center.equalTo(root).centerOffset(1, 2)  # BadgeView.m:11
              edges.equalTo(root).insets(0, 0, 0.5, 0)  # BadgeView.m:12
              size.equalTo(root).sizeOffset(-8, -8)  # BadgeView.m:13
              width.equalTo(16)  # BadgeView.m:14
              edges.equalTo(root).insets(0, 0, 0, 0)  # BadgeView.m:15
            }

            """)
        #expect(result.warnings.isEmpty)
    }

    @Test func swiftZerosAndNestedStructureConstants() throws {
        // `Layout.avatar` (a nested type's `static let`), `CGSize.zero`, `CGPoint.zero` through a
        // constant, `CGFloat.zero`, `.zero` margins, `.init(width:height:)`, a local of insets
        // inside the block, `if let strongSelf = self` (no condition: the closure's self).
        let source = """
            final class AvatarView: UIView {
                private enum Layout {
                    static let avatar = CGSize(width: 40, height: 40)
                    static let origin = CGPoint.zero
                }
                let image = UIView()
                func setUp() {
                    addSubview(image)
                    image.layoutMargins = .zero
                    image.snp.makeConstraints { [weak self] make in
                        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
                        make.size.equalTo(Layout.avatar)
                        make.size.lessThanOrEqualTo(CGSize.zero)
                        make.center.equalTo(Layout.origin)
                        make.width.greaterThanOrEqualTo(CGFloat.zero)
                        make.size.greaterThanOrEqualTo(CGSize.init(width: 8, height: 8))
                        if let strongSelf = self {
                            make.edges.equalTo(strongSelf).inset(insets)
                        }
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "AvatarView.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout AvatarView dialect snapkit

            view image margins 0 0 0 0  # AvatarView.swift:8

            make image {  # AvatarView.swift:10
              size.equalTo(size(40, 40))  # AvatarView.swift:12
              size.lessThanOrEqualTo(size(0, 0))  # AvatarView.swift:13
              center.equalTo(point(0, 0))  # AvatarView.swift:14
              width.greaterThanOrEqualTo(0)  # AvatarView.swift:15
              size.greaterThanOrEqualTo(size(8, 8))  # AvatarView.swift:16
              edges.equalTo(root).insets(2, 2, 2, 2)  # AvatarView.swift:18
            }

            """)
        #expect(result.warnings.isEmpty)
    }
}
