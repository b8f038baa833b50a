import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// A view that no `addSubview` of the files adds is added by code they do
/// not hold — a superclass's, a helper of another file (`let wrapper =
/// icon.tk_embedInWrapperView(pinned: false)`, `let card =
/// row.tk_embedInCard()`) — which may constrain it there too (pin it to its
/// new superview's edges): the draft holds a placeholder for its superview
/// and a block holding one for those constraints, before the files' own
/// blocks, filled with the lines that code makes, or with nothing
/// (docs/import.md, "Views added by code the files do not hold").
@Suite struct AddedElsewhereTests {
    /// TripCardCell.swift, written by hand: `iconView` and `row` are added by
    /// TripKit's helpers (another file), each a placeholder superview and a
    /// placeholder block of constraints, in the order the views are met.
    let trip = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout TripCardCell dialect snapkit
        canvas cell 375xfit

        view card  # TripCardCell.swift:38
        view iconView in "TODO: superview of iconView" intrinsic "TODO: intrinsic size of UIImageView iconView"  # TripCardCell.swift:11; TODO
        stack row in "TODO: superview of row" axis horizontal spacing 12 alignment center  # TripCardCell.swift:33; TODO
        view iconWrapper in row  # TripCardCell.swift:33
        stack textStack in row axis vertical spacing 2  # TripCardCell.swift:33
        view titleLabel in textStack intrinsic "TODO: intrinsic size of UILabel titleLabel"  # TripCardCell.swift:16; TODO
        view dateLabel in textStack intrinsic "TODO: intrinsic size of UILabel dateLabel"  # TripCardCell.swift:16; TODO

        make iconView {  # TripCardCell.swift:11: added by code the files do not hold, which may constrain it too
          "TODO: constraints of iconView, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        make row {  # TripCardCell.swift:33: added by code the files do not hold, which may constrain it too
          "TODO: constraints of row, by the code that adds it"  # TODO: none, or the lines that code makes
        }

        make iconView {  # TripCardCell.swift:26
          size.equalTo(24)  # TripCardCell.swift:27
          leading.equalTo(superview).offset(12)  # TripCardCell.swift:28
          trailing.equalTo(superview)  # TripCardCell.swift:29
          top.bottom.equalTo(superview).inset(8)  # TripCardCell.swift:30
        }

        make card {  # TripCardCell.swift:39
          edges.equalTo(superview).insets(4, 16, 4, 16)  # TripCardCell.swift:40
        }

        """

    @Test func aViewAddedByAnotherFilesHelperHasAPlaceholderForItsConstraints() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("TripCardCell.swift")], canvases: ["cell 375xfit"])
        #expect(result.draft == trip)
        let said = "is constrained but no 'addSubview' of it was read; the draft holds a TODO placeholder for its superview, "
            + "and one for the constraints the code that adds it may give it"
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "TripCardCell.swift:11:17: warning: 'iconView' \(said)",
            "TripCardCell.swift:12:17: warning: the intrinsic size of UILabel 'titleLabel' \(content)",
            "TripCardCell.swift:13:17: warning: the intrinsic size of UILabel 'dateLabel' \(content)",
            "TripCardCell.swift:33:13: warning: 'row' \(said)",
        ])
        // The parser refuses the placeholder standing for a line.
        let (problems, _) = ImportSupport.filled(result.draft, [])
        #expect(problems.contains {
            $0.contains("found the string \"TODO: constraints of row, by the code that adds it\"")
        }, "\(problems)")
        // Without placeholders, the blocks of the code the files do not hold are left out whole.
        #expect(result.draftWithoutPlaceholders.contains("""
            # omitted (TODO): make row {  # TripCardCell.swift:33: added by code the files do not hold, which may constrain it too
              # omitted (TODO): "TODO: constraints of row, by the code that adds it"  # TODO: none, or the lines that code makes
            # omitted (TODO): }
            """))
    }

    @Test func theTripCardSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("TripCardCell.swift")], canvases: ["cell 375xfit"])
        // Filled in as TripKit makes them: the icon in its wrapper, no constraint; the row in the
        // card, its edges pinned to the card's; the icon 24x24 (its size is set anyway), the
        // title 120x18, the date 80x14. The language declares a parent before its views: the
        // icon's line moves after its wrapper's.
        let iconLine = #"view iconView in "TODO: superview of iconView" intrinsic "TODO: intrinsic size of UIImageView iconView"  # TripCardCell.swift:11; TODO"#
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (iconLine + "\n", ""),
            ("view iconWrapper in row  # TripCardCell.swift:33\n",
             "view iconWrapper in row  # TripCardCell.swift:33\nview iconView in iconWrapper intrinsic 24x24\n"),
            (#""TODO: superview of row""#, "card"),
            (#""TODO: constraints of iconView, by the code that adds it""#, ""),
            (#""TODO: constraints of row, by the code that adds it""#, "edges.equalTo(superview)"),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "120x18"),
            (#""TODO: intrinsic size of UILabel dateLabel""#, "80x14"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // iconWrapper: the icon's leading 12, size 24, trailing 0: 36 wide; top and bottom 8: 40 high.
        //   iconView in it: (12, 8, 24, 24).
        // textStack: vertical, spacing 2: 18 + 2 + 14 = 34 high.
        // row (horizontal, spacing 12, centred): as high as its highest view, 40; pinned to the card.
        // card: inset 4, 16, 4, 16 in the cell: 343 wide, 40 high: (16, 4, 343, 40); the cell 48 high.
        // row in the card: (0, 0, 343, 40). iconWrapper (0, 0, 36, 40); textStack after 36 + 12 = 48,
        //   the rest of the row, 343 − 48 = 295 wide, centred: y (40 − 34) / 2 = 3: (48, 3, 295, 34).
        // The labels fill the text stack's width: (0, 0, 295, 18), (0, 20, 295, 14).
        #expect(canvas.frame(of: "card") == Frame(x: 16, y: 4, width: 343, height: 40))
        #expect(canvas.frame(of: "row") == Frame(x: 0, y: 0, width: 343, height: 40))
        #expect(canvas.frame(of: "iconWrapper") == Frame(x: 0, y: 0, width: 36, height: 40))
        #expect(canvas.frame(of: "iconView") == Frame(x: 12, y: 8, width: 24, height: 24))
        #expect(canvas.frame(of: "textStack") == Frame(x: 48, y: 3, width: 295, height: 34))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 0, y: 0, width: 295, height: 18))
        #expect(canvas.frame(of: "dateLabel") == Frame(x: 0, y: 20, width: 295, height: 14))
    }

    @Test func anObjectiveCViewOfTheSuperclassHasOneToo() throws {
        // A Masonry cell whose superclass (another file) makes and adds `bubbleView`: the
        // superclass may pin it as it likes; the cell only adds a label to it.
        let source = """
            @implementation ChatTextCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _textLabel2 = [UILabel new];
                    [self.bubbleView addSubview:_textLabel2];
                    [_textLabel2 mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.bubbleView).insets(UIEdgeInsetsMake(8, 12, 8, 12));
                    }];
                }
                return self;
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "ChatTextCell.m", text: source)])
        #expect(result.draft.contains("""
            make bubbleView {  # ChatTextCell.m:6: added by code the files do not hold, which may constrain it too
              "TODO: constraints of bubbleView, by the code that adds it"  # TODO: none, or the lines that code makes
            }

            make textLabel2 {  # ChatTextCell.m:7
            """), "\(result.draft)")
    }
}
