import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// What the language has words for since its scroll guides may be first
/// items, and what the sources cannot say (docs/import.md): a scroll view's
/// content or frame guide constrained itself (`make s.contentGuide { … }`),
/// a constrained baseline of a view with text (a placeholder, as its
/// intrinsic size), and the app's own label, button and image view classes
/// (by the files' declarations, or by their names) with their intrinsic sizes.
@Suite struct GuideBaselineClassTests {
    // MARK: SnapKit

    /// GalleryViewController.swift: `scrollView.contentLayoutGuide.snp.makeConstraints`,
    /// `class Caption: UILabel`, a `HeartButton` no file declares, first and
    /// last baselines as targets and as a line's attribute.
    let gallery = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout GalleryViewController dialect snapkit
        canvas phone 375x812 safe 47 0 34 0

        view scrollView scroll  # GalleryViewController.swift:28
        view photoStrip in scrollView  # GalleryViewController.swift:29
        view caption intrinsic "TODO: intrinsic size of Caption caption" baseline first "TODO: first baseline of Caption caption" last "TODO: last baseline of Caption caption"  # GalleryViewController.swift:30; TODO
        view counter intrinsic "TODO: intrinsic size of UILabel counter" baseline first "TODO: first baseline of UILabel counter"  # GalleryViewController.swift:31; TODO
        view likeButton intrinsic "TODO: intrinsic size of HeartButton likeButton"  # GalleryViewController.swift:32; TODO

        make scrollView {  # GalleryViewController.swift:34
          top.leading.trailing.equalTo(root.safeArea)  # GalleryViewController.swift:35
          height.equalTo(300)  # GalleryViewController.swift:36
        }

        make scrollView.contentGuide {  # GalleryViewController.swift:38
          height.equalTo(scrollView.frameGuide)  # GalleryViewController.swift:39
          width.equalTo(1200)  # GalleryViewController.swift:40
        }

        make photoStrip {  # GalleryViewController.swift:42
          edges.equalTo(scrollView.contentGuide)  # GalleryViewController.swift:43
        }

        make caption {  # GalleryViewController.swift:45
          top.equalTo(scrollView.bottom).offset(12)  # GalleryViewController.swift:46
          leading.equalTo(superview).offset(16)  # GalleryViewController.swift:47
        }

        make counter {  # GalleryViewController.swift:49
          firstBaseline.equalTo(caption.firstBaseline)  # GalleryViewController.swift:50
          trailing.equalTo(superview).inset(16)  # GalleryViewController.swift:51
        }

        make likeButton {  # GalleryViewController.swift:53
          top.equalTo(caption.lastBaseline).offset(12)  # GalleryViewController.swift:54
          leading.equalTo(caption)  # GalleryViewController.swift:55
        }

        """

    @Test func aScrollGuideConstrainedItselfBaselinesAndTheAppsOwnClassesGiveTheirDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("GalleryViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == gallery)
        let font = "depends on its font; the draft holds a TODO placeholder for it"
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "GalleryViewController.swift:22:17: warning: the intrinsic size of Caption 'caption' (a UILabel) \(content)",
            "GalleryViewController.swift:23:17: warning: the intrinsic size of UILabel 'counter' \(content)",
            "GalleryViewController.swift:24:17: warning: the intrinsic size of HeartButton 'likeButton' (a UIButton) \(content)",
            "GalleryViewController.swift:50:13: warning: the first baseline of UILabel 'counter' \(font)",
            "GalleryViewController.swift:50:40: warning: the first baseline of Caption 'caption' (a UILabel) \(font)",
            "GalleryViewController.swift:54:30: warning: the last baseline of Caption 'caption' (a UILabel) \(font)",
        ])
    }

    @Test func theGallerysDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("GalleryViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        // The author fills the TODOs in: the caption's text is 200x18, its baselines 14 from its
        // top; the counter's 40x20, its first baseline 15; the heart 44x44.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of Caption caption""#, "200x18"),
            (#""TODO: first baseline of Caption caption""#, "14"), (#""TODO: last baseline of Caption caption""#, "14"),
            (#""TODO: intrinsic size of UILabel counter""#, "40x20"), (#""TODO: first baseline of UILabel counter""#, "15"),
            (#""TODO: intrinsic size of HeartButton likeButton""#, "44x44"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812 with the safe area 47 from the top:
        // scrollView: from the safe area's top, full width, 300 high: (0, 47, 375, 300).
        // its content, through the content guide: 1200 wide, as high as the frame guide (300);
        //   photoStrip, pinned to the content guide's edges: (0, 0, 1200, 300).
        // caption: 12 below the scroll view (347 + 12 = 359), 16 in: (16, 359, 200, 18); its
        //   baselines at 359 + 14 = 373.
        // counter: its first baseline (y + 15) on 373: y 358; its trailing 375 − 16: x 319.
        // likeButton: 12 below the caption's last baseline, 385; leading the caption's, 16.
        #expect(canvas.frame(of: "scrollView") == Frame(x: 0, y: 47, width: 375, height: 300))
        #expect(canvas.contentSize(of: "scrollView") == ContentSize(width: 1200, height: 300))
        #expect(canvas.frame(of: "photoStrip") == Frame(x: 0, y: 0, width: 1200, height: 300))
        #expect(canvas.frame(of: "caption") == Frame(x: 16, y: 359, width: 200, height: 18))
        #expect(canvas.frame(of: "counter") == Frame(x: 319, y: 358, width: 40, height: 20))
        #expect(canvas.frame(of: "likeButton") == Frame(x: 16, y: 385, width: 44, height: 44))
    }

    // MARK: Masonry

    /// ProductDetailViewController.m: `[self.scrollView.contentLayoutGuide
    /// mas_makeConstraints:…]`, `@interface PriceLabel : UILabel`,
    /// `@interface RatingBadge : UIImageView` (a name of no view class), `make.baseline`.
    let product = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ProductDetailViewController dialect masonry
        canvas phone 375x812

        view scrollView scroll  # ProductDetailViewController.m:34
        view gallery in scrollView  # ProductDetailViewController.m:36
        view priceLabel intrinsic "TODO: intrinsic size of PriceLabel priceLabel" baseline last "TODO: last baseline of PriceLabel priceLabel"  # ProductDetailViewController.m:38; TODO
        view currencyLabel intrinsic "TODO: intrinsic size of UILabel currencyLabel" baseline last "TODO: last baseline of UILabel currencyLabel"  # ProductDetailViewController.m:40; TODO
        view badge intrinsic "TODO: intrinsic size of RatingBadge badge"  # ProductDetailViewController.m:42; TODO

        make scrollView {  # ProductDetailViewController.m:44
          top.left.right.equalTo(root)  # ProductDetailViewController.m:45
          height.equalTo(240)  # ProductDetailViewController.m:46
        }

        make scrollView.contentGuide {  # ProductDetailViewController.m:48
          width.equalTo(scrollView.frameGuide).multipliedBy(3)  # ProductDetailViewController.m:49
          height.equalTo(scrollView.frameGuide)  # ProductDetailViewController.m:50
        }

        make gallery {  # ProductDetailViewController.m:52
          edges.equalTo(scrollView.contentGuide)  # ProductDetailViewController.m:53
        }

        make priceLabel {  # ProductDetailViewController.m:55
          top.equalTo(scrollView.bottom).offset(20)  # ProductDetailViewController.m:56
          left.equalTo(root).offset(20)  # ProductDetailViewController.m:57
        }

        make currencyLabel {  # ProductDetailViewController.m:59
          baseline.equalTo(priceLabel.baseline)  # ProductDetailViewController.m:60
          left.equalTo(priceLabel.right).offset(4)  # ProductDetailViewController.m:61
        }

        make badge {  # ProductDetailViewController.m:63
          centerY.equalTo(priceLabel)  # ProductDetailViewController.m:64
          right.equalTo(root).offset(-20)  # ProductDetailViewController.m:65
        }

        """

    @Test func masonrysScrollGuideBaselineAndDeclaredClassesGiveTheirDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProductDetailViewController.m")],
                                              canvases: ["phone 375x812"])
        #expect(result.draft == product)
        let font = "depends on its font; the draft holds a TODO placeholder for it"
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "ProductDetailViewController.m:37:5: warning: the intrinsic size of PriceLabel 'priceLabel' (a UILabel) \(content)",
            "ProductDetailViewController.m:39:5: warning: the intrinsic size of UILabel 'currencyLabel' \(content)",
            "ProductDetailViewController.m:41:5: warning: the intrinsic size of RatingBadge 'badge' (a UIImageView) \(content)",
            "ProductDetailViewController.m:60:9: warning: the last baseline of UILabel 'currencyLabel' \(font)",
            "ProductDetailViewController.m:60:31: warning: the last baseline of PriceLabel 'priceLabel' (a UILabel) \(font)",
        ])
    }

    @Test func theProductsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProductDetailViewController.m")],
                                              canvases: ["phone 375x812"])
        // The author fills the TODOs in: the price 80x30, its baseline 24 from its top; the
        // currency 30x16, its baseline 12; the badge's image 24x24.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of PriceLabel priceLabel""#, "80x30"),
            (#""TODO: last baseline of PriceLabel priceLabel""#, "24"),
            (#""TODO: intrinsic size of UILabel currencyLabel""#, "30x16"),
            (#""TODO: last baseline of UILabel currencyLabel""#, "12"),
            (#""TODO: intrinsic size of RatingBadge badge""#, "24x24"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812:
        // scrollView: the top, full width, 240 high; its content guide three frames wide
        //   (3 × 375 = 1125) and as high as the frame (240); gallery pinned to it.
        // priceLabel: 20 below the scroll view (260), 20 in: (20, 260, 80, 30); baseline 284.
        // currencyLabel: its baseline (y + 12) on 284: y 272; 4 right of the price (100): x 104.
        // badge: centred on the price's centre (275): y 263; its right 375 − 20: x 331.
        #expect(canvas.frame(of: "scrollView") == Frame(x: 0, y: 0, width: 375, height: 240))
        #expect(canvas.contentSize(of: "scrollView") == ContentSize(width: 1125, height: 240))
        #expect(canvas.frame(of: "gallery") == Frame(x: 0, y: 0, width: 1125, height: 240))
        #expect(canvas.frame(of: "priceLabel") == Frame(x: 20, y: 260, width: 80, height: 30))
        #expect(canvas.frame(of: "currencyLabel") == Frame(x: 104, y: 272, width: 30, height: 16))
        #expect(canvas.frame(of: "badge") == Frame(x: 331, y: 263, width: 24, height: 24))
    }
}

/// A cell's content view takes its layout margins from the table when the
/// cell is shown (docs/import.md, "A cell's margins"): the draft keeps the
/// lines on the root's margins as they are, with a warning that the
/// language lays them out with its default 8. Draft and frames by hand.
@Suite struct CellMarginTests {
    let note = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout NoteCell dialect masonry
        canvas cell 375xfit

        view noteLabel intrinsic "TODO: intrinsic size of UILabel noteLabel"  # NoteCell.m:16; TODO

        make noteLabel {  # NoteCell.m:17
          left.right.equalTo(root.marginsGuide)  # NoteCell.m:18
          top.equalTo(root.topMargin)  # NoteCell.m:19
          bottom.equalTo(root.bottomMargin)  # NoteCell.m:20
        }

        """

    @Test func linesOnACellsMarginsAreKeptWithAWarning() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("NoteCell.m")], canvases: ["cell 375xfit"])
        #expect(result.draft == note)
        let margins = "measures from the root's layout margins, which UIKit gives a cell's content view (the table's or "
            + "collection view's margins) when it is shown, not the language's default 8 the draft is laid out with (the "
            + "root takes no margins in the language): check the frames against the app's margins"
        #expect(result.warnings.map(\.description) == [
            "NoteCell.m:14:9: warning: the intrinsic size of UILabel 'noteLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "NoteCell.m:18:13: warning: 'make.left.right.equalTo(self.contentView.mas_layoutMarginsGuide)' \(margins)",
            "NoteCell.m:19:13: warning: 'make.top.equalTo(self.contentView.mas_topMargin)' \(margins)",
            "NoteCell.m:20:13: warning: 'make.bottom.equalTo(self.contentView.mas_bottomMargin)' \(margins)",
        ])
        let (problems, layout) = ImportSupport.filled(result.draft, [(#""TODO: intrinsic size of UILabel noteLabel""#, "200x20")])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, with the language's margins, 8 on every side: the label from 8 to 375 − 8 (359 wide),
        // 8 from the top, 20 high, 8 above the bottom: the cell is 36 high. (In a table the content view's
        // side margins follow the table's, 16 or 20 on an iPhone: the app's label is narrower.)
        #expect(canvas.height == 36)
        #expect(canvas.frame(of: "noteLabel") == Frame(x: 8, y: 8, width: 359, height: 20))
    }
}
