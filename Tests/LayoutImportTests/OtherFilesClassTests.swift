import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// What a class of another file may set that the files cannot say
/// (docs/import.md, "The draft"): the intrinsic size of a view of such a
/// class (its content's, or the fitting size of its own constraints) and
/// of a superclass's view the files never declare, but for a view the files
/// add views to; the axis, spacing, distribution and alignment of a stack of
/// such a class, or of a superclass's stack, that the files do not set. A
/// stack made with `AppStackView(arrangedSubviews: rows)` (any class: only a
/// stack has that initializer; `rows` a local array) arranges the rows; a
/// view whose parent is a stack of unknown parent waits for it in the draft.
@Suite struct OtherFilesClassTests {
    /// OrderRowCell.swift: a subclass of BaseListCell (another file), which
    /// makes `cardView`, `stackView` and `badgeView`.
    let order = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout OrderRowCell dialect snapkit
        canvas cell 375x72

        view cardView in "TODO: superview of cardView"  # OrderRowCell.swift:23; TODO
        view statusPill in cardView intrinsic "TODO: intrinsic size of StatusPillView statusPill"  # OrderRowCell.swift:23; TODO
        stack stackView in "TODO: superview of stackView" axis "TODO: axis of stackView" spacing "TODO: spacing of stackView" distribution "TODO: distribution of stackView" alignment "TODO: alignment of stackView"  # OrderRowCell.swift:24; TODO
        stack textsStack in stackView axis "TODO: axis of AppStackView textsStack" spacing 2 distribution "TODO: distribution of AppStackView textsStack" alignment "TODO: alignment of AppStackView textsStack"  # OrderRowCell.swift:24; TODO
        view titleLabel in textsStack intrinsic "TODO: intrinsic size of UILabel titleLabel"  # OrderRowCell.swift:15; TODO
        view subtitleLabel in textsStack intrinsic "TODO: intrinsic size of UILabel subtitleLabel"  # OrderRowCell.swift:15; TODO
        view priceTag in stackView intrinsic "TODO: intrinsic size of PriceTagView priceTag" hugging 1000 250  # OrderRowCell.swift:25; TODO
        view badgeView in "TODO: superview of badgeView" intrinsic "TODO: intrinsic size of badgeView"  # OrderRowCell.swift:37; TODO

        make cardView {  # OrderRowCell.swift:23: added by code the files do not hold, which may constrain it too
          "TODO: constraints of cardView, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        make stackView {  # OrderRowCell.swift:24: added by code the files do not hold, which may constrain it too
          "TODO: constraints of stackView, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        make badgeView {  # OrderRowCell.swift:37: added by code the files do not hold, which may constrain it too
          "TODO: constraints of badgeView, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        remake cardView {  # OrderRowCell.swift:28
          edges.equalTo(superview).insets(4, 16, 4, 16)  # OrderRowCell.swift:29
        }

        remake stackView {  # OrderRowCell.swift:31
          edges.equalTo(superview).inset(12)  # OrderRowCell.swift:32
        }

        make statusPill {  # OrderRowCell.swift:34
          top.trailing.equalTo(superview).inset(4)  # OrderRowCell.swift:35
        }

        make badgeView {  # OrderRowCell.swift:37
          centerY.equalTo(statusPill)  # OrderRowCell.swift:38
          trailing.equalTo(statusPill.leading).offset(-4)  # OrderRowCell.swift:39
        }

        """

    @Test func whatAClassOfAnotherFileMaySetIsAPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("OrderRowCell.swift")], canvases: ["cell 375x72"])
        #expect(result.draft == order)
        let intrinsic = "whether it has an intrinsic size (its content's, or the fitting size of its own constraints) is not "
            + "in the files; the draft holds a TODO placeholder for it ('none' when it has none)"
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        let stack = "the files do not, and the draft holds a TODO placeholder for each rather than UIKit's default"
        let superview = "is constrained but no 'addSubview' of it was read; the draft holds a TODO placeholder for its superview, "
            + "and one for the constraints the code that adds it may give it"
        #expect(result.warnings.map(\.description) == [
            "OrderRowCell.swift:9:17: warning: the class of 'priceTag', PriceTagView, is of another file: \(intrinsic)",
            "OrderRowCell.swift:10:17: warning: the class of 'statusPill', StatusPillView, is of another file: \(intrinsic)",
            "OrderRowCell.swift:11:17: warning: the intrinsic size of UILabel 'titleLabel' \(content)",
            "OrderRowCell.swift:12:17: warning: the intrinsic size of UILabel 'subtitleLabel' \(content)",
            "OrderRowCell.swift:14:22: warning: the class of the stack 'textsStack', AppStackView, is of another file, "
                + "whose code may set its axis, distribution and alignment: \(stack)",
            "OrderRowCell.swift:23:9: warning: 'cardView' \(superview)",
            "OrderRowCell.swift:24:9: warning: 'stackView' is a stack declared nowhere in the files, a view of the superclass "
                + "'BaseListCell' of another file, whose code may set its axis, spacing, distribution and alignment: \(stack)",
            "OrderRowCell.swift:24:9: warning: 'stackView' \(superview)",
            "OrderRowCell.swift:37:9: warning: 'badgeView' is declared nowhere in the files, a view of the superclass "
                + "'BaseListCell' of another file, of a class the files do not say: \(intrinsic)",
            "OrderRowCell.swift:37:9: warning: 'badgeView' \(superview)",
        ])
    }

    @Test func theOrderRowsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("OrderRowCell.swift")], canvases: ["cell 375x72"])
        // Filled in as BaseListCell and the app's classes make them: the card in the content view,
        // the stack and the badge in the card; the stack horizontal, spaced 8, fill, centred; the
        // texts vertical, fill, leading; the labels 150x18 and 100x14, the price 60x20, the pill
        // 40x16, the badge 10x10. BaseListCell pins the card to the content view's edges and the
        // stack to the card's, inset 8 (the cell's remakes replace both), and leaves the badge
        // to the cell (none: an empty block).
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: superview of cardView""#, "root"), (#""TODO: superview of stackView""#, "cardView"),
            (#""TODO: superview of badgeView""#, "cardView"),
            (#""TODO: constraints of cardView, by the code that adds it""#, "edges.equalTo(superview)"),
            (#""TODO: constraints of stackView, by the code that adds it""#, "edges.equalTo(superview).inset(8)"),
            (#""TODO: constraints of badgeView, by the code that adds it""#, ""),
            (#""TODO: axis of stackView""#, "horizontal"), (#""TODO: spacing of stackView""#, "8"),
            (#""TODO: distribution of stackView""#, "fill"), (#""TODO: alignment of stackView""#, "center"),
            (#""TODO: axis of AppStackView textsStack""#, "vertical"),
            (#""TODO: distribution of AppStackView textsStack""#, "fill"),
            (#""TODO: alignment of AppStackView textsStack""#, "leading"),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "150x18"),
            (#""TODO: intrinsic size of UILabel subtitleLabel""#, "100x14"),
            (#""TODO: intrinsic size of PriceTagView priceTag""#, "60x20"),
            (#""TODO: intrinsic size of StatusPillView statusPill""#, "40x16"),
            (#""TODO: intrinsic size of badgeView""#, "10x10"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x72:
        // cardView: inset 4, 16, 4, 16: (16, 4, 343, 64). statusPill in it: 4 from its top and
        //   trailing: x = 343 − 4 − 40 = 299: (299, 4, 40, 16).
        // stackView in the card, inset 12: (12, 12, 319, 40). Horizontal, fill, spacing 8: the price
        //   hugs at 1000 (60 wide), the texts take the rest, 319 − 8 − 60 = 251; centred: the texts
        //   (18 + 2 + 14 = 34 high) at y 3, the price (20 high) at y 10, x = 251 + 8 = 259.
        // textsStack, vertical, leading, spacing 2: the title (0, 0, 150, 18), the subtitle (0, 20, 100, 14).
        // badgeView in the card: centred on the pill's centre (12): y 7; its trailing 4 before the
        //   pill's leading (295): x 285.
        #expect(canvas.frame(of: "cardView") == Frame(x: 16, y: 4, width: 343, height: 64))
        #expect(canvas.frame(of: "statusPill") == Frame(x: 299, y: 4, width: 40, height: 16))
        #expect(canvas.frame(of: "stackView") == Frame(x: 12, y: 12, width: 319, height: 40))
        #expect(canvas.frame(of: "textsStack") == Frame(x: 0, y: 3, width: 251, height: 34))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 0, y: 0, width: 150, height: 18))
        #expect(canvas.frame(of: "subtitleLabel") == Frame(x: 0, y: 20, width: 100, height: 14))
        #expect(canvas.frame(of: "priceTag") == Frame(x: 259, y: 10, width: 60, height: 20))
        #expect(canvas.frame(of: "badgeView") == Frame(x: 285, y: 7, width: 10, height: 10))
    }

    @Test func aClassOfTheFilesOrAViewOfAUIKitSuperclassIsNoneOfThese() throws {
        // The tab class declared in the file; a cell straight from UIKit: an undeclared name is no
        // superclass's view of another file, and UIKit's classes keep their defaults.
        let source = """
            import UIKit

            final class ChipView: UIView {}

            final class ChipCell: UITableViewCell {
                let chip = ChipView()
                let row = UIStackView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(chip)
                    contentView.addSubview(row)
                    chip.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                    }
                    row.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    accessory.snp.makeConstraints { make in
                        make.size.equalTo(10)
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ChipCell.swift", text: source)])
        #expect(!result.draft.contains("TODO: intrinsic"), "\(result.draft)")
        #expect(result.draft.contains("stack row axis horizontal  # ChipCell.swift:12\n"), "\(result.draft)")
    }
}
