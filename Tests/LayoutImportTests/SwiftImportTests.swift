import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Swift (SnapKit) view setups read into drafts through swift-syntax
/// (docs/import.md): each fixture's draft compared whole, written by hand
/// from the source; the frames of the drafts that solve, derived by hand.
@Suite struct SwiftImportTests {
    // MARK: a header view

    /// ProfileHeaderView.swift: `private enum Metrics { static let … }`,
    /// views made by closures (`lazy var`, `let x: T = { … }()`), implicit
    /// `self` (`addSubview(x)`), `$0` blocks, `equalToSuperview()`, `inset`.
    let profileHeader = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ProfileHeaderView dialect snapkit
        canvas phone 375xfit

        view bannerView  # ProfileHeaderView.swift:31
        view avatarView intrinsic "TODO: intrinsic size of UIImageView avatarView"  # ProfileHeaderView.swift:32; TODO
        view nameLabel intrinsic "TODO: intrinsic size of UILabel nameLabel"  # ProfileHeaderView.swift:33; TODO
        view followButton intrinsic "TODO: intrinsic size of UIButton followButton" hugging 1000 250  # ProfileHeaderView.swift:34; TODO

        make bannerView {  # ProfileHeaderView.swift:41
          top.leading.trailing.equalTo(superview)  # ProfileHeaderView.swift:42
          height.equalTo(120)  # ProfileHeaderView.swift:43
        }

        make avatarView {  # ProfileHeaderView.swift:45
          leading.equalTo(superview).offset(16)  # ProfileHeaderView.swift:46
          centerY.equalTo(bannerView.bottom)  # ProfileHeaderView.swift:47
          size.equalTo(72)  # ProfileHeaderView.swift:48
        }

        make nameLabel {  # ProfileHeaderView.swift:50
          top.equalTo(avatarView.bottom).offset(8)  # ProfileHeaderView.swift:51
          leading.equalTo(avatarView)  # ProfileHeaderView.swift:52
          trailing.lessThanOrEqualTo(followButton.leading).offset(-8)  # ProfileHeaderView.swift:53
          bottom.equalTo(superview).inset(16)  # ProfileHeaderView.swift:54
        }

        make followButton {  # ProfileHeaderView.swift:56
          trailing.equalTo(superview).inset(16)  # ProfileHeaderView.swift:57
          centerY.equalTo(nameLabel)  # ProfileHeaderView.swift:58
        }

        """

    @Test func aHeaderViewGivesItsDraft() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProfileHeaderView.swift")],
                                              canvases: ["phone 375xfit"])
        #expect(result.draft == profileHeader)
        #expect(result.dialect == .snapkit)
        #expect(result.warnings.map(\.description) == [
            "ProfileHeaderView.swift:15:17: warning: the intrinsic size of UIImageView 'avatarView' depends on its content and font; the draft holds a TODO placeholder for it",
            "ProfileHeaderView.swift:21:17: warning: the intrinsic size of UILabel 'nameLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "ProfileHeaderView.swift:22:22: warning: the intrinsic size of UIButton 'followButton' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
        #expect(result.statistics.constraintLines == 11 && result.statistics.oneToOneLines == 11)
    }

    @Test func theHeadersDraftSolvesOnceItsTODOsAreFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProfileHeaderView.swift")],
                                              canvases: ["phone 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView avatarView""#, ""),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "140x20"),
            (#""TODO: intrinsic size of UIButton followButton""#, "70x30"),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // banner: the top edge, full width, 120 high.
        // avatar: leading 16, 72x72, centred on the banner's bottom (120): y = 120 − 36 = 84.
        // name: top = 84 + 72 + 8 = 164, leading the avatar's (16), its intrinsic 140x20;
        //   its bottom = root.bottom − 16 (SnapKit's inset on a bottom), so the header is 164 + 20 + 16 = 200.
        // button: trailing = 375 − 16 = 359, its intrinsic 70 wide (hugged at 1000), so x = 289;
        //   30 high, centred on the name's centre, 174: y = 159. The name's trailing, 156, is
        //   well before 289 − 8.
        #expect(canvas.height == 200)
        #expect(canvas.frame(of: "bannerView") == Frame(x: 0, y: 0, width: 375, height: 120))
        #expect(canvas.frame(of: "avatarView") == Frame(x: 16, y: 84, width: 72, height: 72))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 16, y: 164, width: 140, height: 20))
        #expect(canvas.frame(of: "followButton") == Frame(x: 289, y: 159, width: 70, height: 30))
    }

    // MARK: a stack view

    /// TabBarView.swift: a stack made in a closure (axis, spacing,
    /// distribution, alignment), arranged views added by `forEach`, the safe
    /// area of `self` without `self.`; its tabs of a class the file declares
    /// (a plain view: no placeholder).
    let tabBar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout TabBarView dialect snapkit
        canvas bar 375xfit safe 0 0 34 0

        stack stackView axis horizontal spacing 4 distribution fillEqually alignment fill  # TabBarView.swift:23
        view homeTab in stackView  # TabBarView.swift:24
        view searchTab in stackView  # TabBarView.swift:24
        view badge in searchTab  # TabBarView.swift:25
        view profileTab in stackView  # TabBarView.swift:24

        make stackView {  # TabBarView.swift:27
          top.equalTo(superview)  # TabBarView.swift:28
          leading.trailing.equalTo(superview).inset(8)  # TabBarView.swift:29
          height.equalTo(49)  # TabBarView.swift:30
          bottom.equalTo(root.safeArea)  # TabBarView.swift:31
        }

        make badge {  # TabBarView.swift:33
          size.equalTo(size(8, 8))  # TabBarView.swift:34
          top.equalTo(superview).offset(6)  # TabBarView.swift:35
          centerX.equalTo(superview).offset(12)  # TabBarView.swift:36
        }

        """

    @Test func aStackViewGivesItsDraftWithNoPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("TabBarView.swift")],
                                              canvases: ["bar 375xfit safe 0 0 34 0"])
        #expect(result.draft == tabBar)
        #expect(result.warnings.isEmpty)
        #expect(result.statistics.placeholders == 0)
        #expect(result.statistics.constraintLines == 7 && result.statistics.wholeBlocks == 2)
        // With no placeholder, the draft and the draft without placeholders are one.
        #expect(result.draftWithoutPlaceholders == result.draft)
    }

    @Test func theStacksDraftSolvesAsItIs() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("TabBarView.swift")],
                                              canvases: ["bar 375xfit safe 0 0 34 0"])
        let (problems, layout) = ImportSupport.filled(result.draft, [])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand: the stack is 8 in from each side (359 wide), at the top, 49 high; its
        // bottom is the root's safe-area bottom, 34 above the root's: the bar is 49 + 34 = 83 high.
        // fillEqually with spacing 4: 3w + 2 × 4 = 359, w = 117: tabs at x 0, 121, 242, 49 high
        // (alignment fill). The badge, 8x8 in the search tab: top 6; its centre 12 right of the
        // tab's centre (117 / 2 = 58.5), 70.5, so x = 66.5.
        #expect(canvas.height == 83)
        #expect(canvas.frame(of: "stackView") == Frame(x: 8, y: 0, width: 359, height: 49))
        #expect(canvas.frame(of: "homeTab") == Frame(x: 0, y: 0, width: 117, height: 49))
        #expect(canvas.frame(of: "searchTab") == Frame(x: 121, y: 0, width: 117, height: 49))
        #expect(canvas.frame(of: "profileTab") == Frame(x: 242, y: 0, width: 117, height: 49))
        #expect(canvas.frame(of: "badge") == Frame(x: 66.5, y: 6, width: 8, height: 8))
    }

    // MARK: conditions, constants of other files, run-time values

    /// CheckoutViewController.swift: `#if` branches, an `if` around a block,
    /// a constant of another file, the screen's scale, a view model's value;
    /// file-level `private let` constants resolved.
    let checkout = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout CheckoutViewController dialect snapkit

        view summaryView intrinsic "TODO: intrinsic size of OrderSummaryView summaryView"  # CheckoutViewController.swift:26; TODO
        view separator  # CheckoutViewController.swift:27
        view payButton intrinsic "TODO: intrinsic size of UIButton payButton"  # CheckoutViewController.swift:28; TODO

        make summaryView {  # CheckoutViewController.swift:30
          top.equalTo(root.safeArea).offset(12)  # CheckoutViewController.swift:31
          leading.trailing.equalTo(superview).inset(20)  # CheckoutViewController.swift:32
          height.equalTo(180)  # CheckoutViewController.swift:33
        }

        make separator {  # CheckoutViewController.swift:35
          top.equalTo(summaryView.bottom).offset(8)  # CheckoutViewController.swift:36
          leading.trailing.equalTo(summaryView)  # CheckoutViewController.swift:37
          height.equalTo("TODO: 1 / UIScreen.main.scale")  # CheckoutViewController.swift:38
        }

        make payButton {  # CheckoutViewController.swift:40
          "TODO: #if targetEnvironment(macCatalyst)" leading.trailing.equalTo(superview).inset(40)  # CheckoutViewController.swift:42: TODO: under '#if targetEnvironment(macCatalyst)'
          "TODO: #else of #if targetEnvironment(macCatalyst)" leading.trailing.equalTo(superview).inset(20)  # CheckoutViewController.swift:44: TODO: under '#else of #if targetEnvironment(macCatalyst)'
          height.equalTo("TODO: Theme.buttonHeight")  # CheckoutViewController.swift:46
          bottom.equalTo(root.safeArea.bottom).offset(-16)  # CheckoutViewController.swift:47
        }

        update separator {  # CheckoutViewController.swift:50
          "TODO: if viewModel.showsPromo" top.equalTo(summaryView.bottom).offset("TODO: viewModel.promoHeight")  # CheckoutViewController.swift:51: TODO: under 'if viewModel.showsPromo'
        }

        """

    @Test func whatTheSourceCannotSayIsAWarningAndAPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("CheckoutViewController.swift")])
        #expect(result.draft == checkout)
        #expect(result.warnings.map(\.description) == [
            "CheckoutViewController.swift:12:17: warning: the class of 'summaryView', OrderSummaryView, is of another file: whether it has an intrinsic size (its content's, or the fitting size of its own constraints) is not in the files; the draft holds a TODO placeholder for it ('none' when it has none)",
            "CheckoutViewController.swift:14:17: warning: the intrinsic size of UIButton 'payButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "CheckoutViewController.swift:38:33: warning: the target '1 / UIScreen.main.scale' depends on the device the app runs on; the draft holds a TODO placeholder in its place",
            "CheckoutViewController.swift:42:13: warning: this constraint is made under '#if targetEnvironment(macCatalyst)', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "CheckoutViewController.swift:44:13: warning: this constraint is made under '#else of #if targetEnvironment(macCatalyst)', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "CheckoutViewController.swift:46:33: warning: the target 'Theme.buttonHeight' is not declared in the file (a constant of another file?); the draft holds a TODO placeholder in its place",
            "CheckoutViewController.swift:50:13: warning: this block runs under 'if viewModel.showsPromo', which the source alone cannot tell; each of its lines holds a TODO placeholder",
            "CheckoutViewController.swift:51:65: warning: the offset 'viewModel.promoHeight' is computed when the app runs ('viewModel.promoHeight' is no constant); the draft holds a TODO placeholder in its place",
        ])
        // 11 lines: 6 one to one; 1 of 4 blocks whole; 8 placeholders (the summary's size, a
        // view of another file's class; the button's size, the scale, two branches, the theme,
        // the if and the view model's value).
        #expect(result.statistics.constraintLines == 11 && result.statistics.oneToOneLines == 6)
        #expect(result.statistics.blocks == 4 && result.statistics.wholeBlocks == 1)
        #expect(result.statistics.placeholders == 8)
    }

    @Test func theParserRefusesEachPlaceholderAtItsPlace() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("CheckoutViewController.swift")])
        let (problems, _) = ImportSupport.filled(result.draft, [])
        // Every line with a placeholder is an error of the draft, at the placeholder,
        // quoting it (the lines of the draft: the intrinsic sizes on 4 and 6, the scale on 17, …).
        let lines = problems.compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } }
        #expect(Set(lines) == [4, 6, 17, 21, 22, 23, 28])
        #expect(problems.allSatisfy { $0.contains("TODO") })
    }

    @Test func withoutItsPlaceholdersTheDraftParsesLineForLine() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("CheckoutViewController.swift")])
        let draft = result.draft.split(separator: "\n", omittingEmptySubsequences: false)
        let applied = result.draftWithoutPlaceholders.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(draft.count == applied.count)
        // Placeholders stand only in comments.
        #expect(applied.allSatisfy { line in !(line.split(separator: "#", omittingEmptySubsequences: false).first ?? "").contains("TODO") })
        // The button keeps no intrinsic size; the lines with placeholders are comments.
        #expect(applied[5] == "view payButton  # CheckoutViewController.swift:28; placeholders left out")
        #expect(applied[16] == #"  # omitted (TODO): height.equalTo("TODO: 1 / UIScreen.main.scale")  # CheckoutViewController.swift:38"#)
        let (problems, layout) = ImportSupport.filled(result.draftWithoutPlaceholders, [])
        #expect(problems.isEmpty)
        // The rows of the lines kept: summaryView's top, leading, trailing, height (4);
        // separator's top, leading, trailing (3); payButton's bottom (1).
        #expect(layout.constraints.count == 8)
    }
}

/// SnapKit's other forms in one source, with what each must give.
@Suite struct SnapKitFormsTests {
    let source = """
        final class V: UIView {
            let a = UIView(), b = UIView()
            let gap = UILayoutGuide()
            var widthConstraint: Constraint?
            func setUp() {
                addSubview(a)
                a.addSubview(b)
                addLayoutGuide(gap)
                b.snp.contentHuggingHorizontalPriority = 251
                gap.snp.makeConstraints { $0.width.equalTo(8) }
                a.snp.makeConstraints { make in
                    widthConstraint = make.width.equalTo(100).priority(.high.advanced(by: -1)).constraint
                    make.leading.equalTo(gap.snp.trailing)
                    make.top.bottom.equalTo(layoutMarginsGuide).labeled("vertical")
                    make.directionalHorizontalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)).priority(UILayoutPriority(rawValue: 999))
                }
                b.snp.prepareConstraints { make in
                    make.center.equalToSuperview()
                }
                c.snp.remakeConstraints { make in
                    make.edges.equalTo(a.snp.margins).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                    make.height.equalTo(a.snp.width).multipliedBy(0.5).labeled(name)
                }
            }
        }
        """

    @Test func snapKitsFormsInTheLanguagesSpelling() throws {
        let result = try LayoutImporter.draft(of: [ImportSource(name: "V.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout V dialect snapkit

            view a  # V.swift:6
            view b in a hugging 251 250  # V.swift:7
            guide gap  # V.swift:8
            view c in "TODO: superview of c"  # V.swift:20; TODO

            make c {  # V.swift:20: added by code the files do not hold, which may constrain it too
              "TODO: constraints of c, by the code that adds it"  # TODO: none, or the lines that code makes
            }

            make gap {  # V.swift:10
              width.equalTo(8)  # V.swift:10
            }

            make a {  # V.swift:11
              width.equalTo(100).priority(749).key(widthConstraint)  # V.swift:12
              leading.equalTo(gap.trailing)  # V.swift:13
              top.bottom.equalTo(root.marginsGuide).key(vertical)  # V.swift:14
              leading.trailing.equalTo(superview).insets(0, 4, 0, 6).priority(999)  # V.swift:15
            }

            make b {  # V.swift:17
              center.equalTo(superview).inactive()  # V.swift:18
            }

            remake c {  # V.swift:20
              edges.equalTo(a.margins).insets(1, 2, 3, 4)  # V.swift:21
              height.equalTo(a.width).multipliedBy(0.5)  # V.swift:22: key 'name' left out
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "V.swift:20:9: warning: 'c' is constrained but no 'addSubview' of it was read; the draft holds a TODO placeholder for its superview, "
                + "and one for the constraints the code that adds it may give it",
            "V.swift:22:72: warning: the key 'name' is not a string literal; the draft leaves the key out",
        ])
    }
}
