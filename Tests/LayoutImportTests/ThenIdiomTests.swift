import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Then's `.then { … }` (docs/import.md): a view made as `UILabel().then { $0.… }`
/// has its receiver's class and the properties its closure sets, `$0` or the
/// closure's parameter being the view, as the closure-initializer form
/// `{ let s = UIStackView(); …; return s }()` is read. Drafts written by hand.
@Suite struct ThenIdiomTests {
    /// SettingsRowView.swift: `let … = UIImageView().then { $0.… }`, `lazy var
    /// … = UIStackView().then { … }` (vertical, spacing, alignment), `.then { label in … }`
    /// with a named parameter, `UIView().then { $0.addSubview(…) }`.
    let settingsRow = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SettingsRowView dialect snapkit
        canvas row 375xfit

        view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # SettingsRowView.swift:38; TODO
        stack textStack axis vertical spacing 4 alignment leading  # SettingsRowView.swift:39
        view titleLabel in textStack intrinsic "TODO: intrinsic size of UILabel titleLabel" hugging 250 1000  # SettingsRowView.swift:41; TODO
        view subtitleLabel in textStack intrinsic "TODO: intrinsic size of UILabel subtitleLabel"  # SettingsRowView.swift:42; TODO
        view badgeView  # SettingsRowView.swift:40
        view badgeDot in badgeView  # SettingsRowView.swift:33

        make iconView {  # SettingsRowView.swift:51
          leading.equalTo(superview).offset(16)  # SettingsRowView.swift:52
          centerY.equalTo(superview)  # SettingsRowView.swift:53
          size.equalTo(28)  # SettingsRowView.swift:54
        }

        make textStack {  # SettingsRowView.swift:56
          leading.equalTo(iconView.trailing).offset(12)  # SettingsRowView.swift:57
          top.bottom.equalTo(superview).inset(10)  # SettingsRowView.swift:58
          trailing.lessThanOrEqualTo(badgeView.leading).offset(-8)  # SettingsRowView.swift:59
        }

        make badgeView {  # SettingsRowView.swift:61
          trailing.equalTo(superview).inset(16)  # SettingsRowView.swift:62
          centerY.equalTo(superview)  # SettingsRowView.swift:63
          size.equalTo(16)  # SettingsRowView.swift:64
        }

        make badgeDot {  # SettingsRowView.swift:66
          center.equalTo(superview)  # SettingsRowView.swift:67
          size.equalTo(6)  # SettingsRowView.swift:68
        }

        """

    @Test func thenClosuresAreTheViewsSetup() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsRowView.swift")], canvases: ["row 375xfit"])
        #expect(result.draft == settingsRow)
        // The intrinsic sizes, at the declarations (column 17: the property's name).
        #expect(result.warnings.map(\.description) == [
            "SettingsRowView.swift:8:17: warning: the intrinsic size of UIImageView 'iconView' depends on its content and font; the draft holds a TODO placeholder for it",
            "SettingsRowView.swift:19:17: warning: the intrinsic size of UILabel 'titleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
            "SettingsRowView.swift:24:17: warning: the intrinsic size of UILabel 'subtitleLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }

    @Test func theRowsDraftSolvesOnceItsTODOsAreFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SettingsRowView.swift")], canvases: ["row 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" intrinsic "TODO: intrinsic size of UIImageView iconView""#, ""),
            (#""TODO: intrinsic size of UILabel titleLabel""#, "120x20"),
            (#""TODO: intrinsic size of UILabel subtitleLabel""#, "200x36"),
        ])
        #expect(problems.isEmpty)
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted (pulled down at 50):
        // the stack is vertical, spacing 4, aligned leading: the title (120x20) at its top,
        //   the subtitle (200x36) 20 + 4 = 24 below; 20 + 4 + 36 = 60 high (the labels' compression,
        //   750, over the fitting's 50), as wide as its widest view, 200 (its fit across, at 25).
        // The stack's top is 10, its bottom the root's − 10 (SnapKit's inset on a bottom): the
        //   row is 10 + 60 + 10 = 80 high. Its leading = the icon's trailing + 12 = 16 + 28 + 12 = 56;
        //   its trailing, 256, before the badge's leading − 8 (343 − 8 = 335).
        // The icon: leading 16, 28x28, centred on the row's centre, 40: y = 26.
        // The badge: trailing 375 − 16 = 359, 16 wide: x = 343; centred: y = 40 − 8 = 32.
        // The dot: 6x6 centred in the badge: (16 − 6) / 2 = 5.
        // Before `.then` was read, the stack was horizontal and the labels had no size to fill in.
        #expect(canvas.height == 80)
        #expect(canvas.frame(of: "iconView") == Frame(x: 16, y: 26, width: 28, height: 28))
        #expect(canvas.frame(of: "textStack") == Frame(x: 56, y: 10, width: 200, height: 60))
        #expect(canvas.frame(of: "titleLabel") == Frame(x: 0, y: 0, width: 120, height: 20))
        #expect(canvas.frame(of: "subtitleLabel") == Frame(x: 0, y: 24, width: 200, height: 36))
        #expect(canvas.frame(of: "badgeView") == Frame(x: 343, y: 32, width: 16, height: 16))
        #expect(canvas.frame(of: "badgeDot") == Frame(x: 5, y: 5, width: 6, height: 6))
    }

    @Test func thenAfterAStackOfArrangedViewsAndInAnAssignment() throws {
        // `UIStackView(arrangedSubviews:).then { … }` arranges the views and sets the axis;
        // a property assigned `UILabel().then { … }` in an initializer is a label, hidden in
        // its closure; a `.then` closure's parameter does not outlive it (`$0` of the block
        // after it is the maker). Lines: the stack's declaration 6, its `addSubview` 16; the label's
        // assignment 12 (column 9: the view is made there), its `addSubview` 17; the block 18.
        let source = """
            import SnapKit
            import Then

            final class FilterBar: UIView {
                let allButton = UIView(), newButton = UIView()
                lazy var stack = UIStackView(arrangedSubviews: [allButton, newButton]).then {
                    $0.axis = .vertical
                    $0.distribution = .fillEqually
                }
                var hintLabel: UILabel
                init() {
                    hintLabel = UILabel().then {
                        $0.isHidden = true
                    }
                    super.init(frame: .zero)
                    addSubview(stack)
                    addSubview(hintLabel)
                    hintLabel.snp.makeConstraints { $0.top.equalTo(stack.snp.bottom) }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "FilterBar.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout FilterBar dialect snapkit

            stack stack axis vertical distribution fillEqually  # FilterBar.swift:16
            view allButton in stack  # FilterBar.swift:6
            view newButton in stack  # FilterBar.swift:6
            view hintLabel intrinsic "TODO: intrinsic size of UILabel hintLabel" hidden  # FilterBar.swift:17; TODO

            make hintLabel {  # FilterBar.swift:18
              top.equalTo(stack.bottom)  # FilterBar.swift:18
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "FilterBar.swift:12:9: warning: the intrinsic size of UILabel 'hintLabel' depends on its content and font; the draft holds a TODO placeholder for it",
        ])
    }
}
