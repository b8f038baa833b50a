import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Layout anchors beside Masonry's and SnapKit's blocks (docs/import.md,
/// "Layout anchors"): each anchor constraint is the SnapKit line it is, in
/// a block of its first item; activated where the code activates it
/// (`….isActive = true`, `.active = YES`, `NSLayoutConstraint.activate([…])`,
/// `activateConstraints:`); one kept in a property is an inactive line keyed
/// with its name, its priority and activation changes of a stored
/// constraint; what the importer does not read is a warning.
@Suite struct AnchorTests {
    /// ProfileBannerView.swift: a SnapKit block, a list activated at once, a
    /// height kept in a property (its priority set before activation, its
    /// constant changed by an action), anchors activated one by one.
    let banner = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ProfileBannerView dialect snapkit
        canvas banner 375x180

        view panel  # ProfileBannerView.swift:16
        view nameLabel in panel intrinsic "TODO: intrinsic size of UILabel nameLabel"  # ProfileBannerView.swift:18; TODO
        view avatarView intrinsic "TODO: intrinsic size of UIImageView avatarView"  # ProfileBannerView.swift:17; TODO

        make panel {  # ProfileBannerView.swift:22
          leading.trailing.equalTo(superview)  # ProfileBannerView.swift:23
          top.equalTo(root.safeArea)  # ProfileBannerView.swift:24
        }

        make panel {  # ProfileBannerView.swift:26
          height.equalTo(120).key(panelHeight).inactive()  # ProfileBannerView.swift:26
        }

        constraint panelHeight priority 750  # ProfileBannerView.swift:27

        make avatarView {  # ProfileBannerView.swift:30
          leading.equalTo(root.leading).offset(16)  # ProfileBannerView.swift:30
          centerY.equalTo(panel.bottom)  # ProfileBannerView.swift:31
          width.equalTo(64)  # ProfileBannerView.swift:32
          height.equalTo(avatarView.width)  # ProfileBannerView.swift:33
        }

        activate panelHeight  # ProfileBannerView.swift:34

        make nameLabel {  # ProfileBannerView.swift:36
          leading.equalTo(avatarView.trailing).offset(12)  # ProfileBannerView.swift:36
        }

        make nameLabel {  # ProfileBannerView.swift:37
          bottom.equalTo(panel.bottom).offset(-8)  # ProfileBannerView.swift:37
        }

        make nameLabel {  # ProfileBannerView.swift:38
          width.lessThanOrEqualTo(panel.width).multipliedBy(0.5)  # ProfileBannerView.swift:38
        }

        "TODO: in expand(), which the setup does not call" constraint panelHeight offset 200  # ProfileBannerView.swift:46

        """

    @Test func swiftAnchorsAreLinesOfTheirFirstItemActivatedWhereTheCodeActivatesThem() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ProfileBannerView.swift")],
                                              canvases: ["banner 375x180"])
        #expect(result.draft == banner)
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "ProfileBannerView.swift:9:17: warning: the intrinsic size of UIImageView 'avatarView' \(content)",
            "ProfileBannerView.swift:10:17: warning: the intrinsic size of UILabel 'nameLabel' \(content)",
            "ProfileBannerView.swift:46:9: warning: this change of 'panelHeight' is made in 'expand()', a method the setup "
                + "(init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not call: it runs when "
                + "the app calls it; the draft holds a TODO placeholder before it",
        ])
        // Filled in: the avatar's image is loaded later (no intrinsic size), the name 120x20;
        // the banner not expanded (the action's change left out).
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIImageView avatarView""#, "none"),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "120x20"),
            (#""TODO: in expand(), which the setup does not call" "#, "# "),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x180 (no safe area):
        // panel: full width, from the top; its height 120 at 750, which nothing else pulls: (0, 0, 375, 120).
        // avatarView: 16 in; 64 wide, as high as wide; centred on the panel's bottom (120): y 88.
        // nameLabel (in the panel, at its origin): 12 right of the avatar (16 + 64 + 12 = 92); its
        //   bottom 8 above the panel's (112): y 92; 120 wide, under half the panel's 375.
        #expect(canvas.frame(of: "panel") == Frame(x: 0, y: 0, width: 375, height: 120))
        #expect(canvas.frame(of: "avatarView") == Frame(x: 16, y: 88, width: 64, height: 64))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 92, y: 92, width: 120, height: 20))
    }

    /// StatusCell.m: `activateConstraints:` over anchors and a property, a
    /// Masonry block, `[… constraintLessThanOrEqualToAnchor:… constant:…].active = YES`,
    /// the property's constant changed by a setter.
    let status = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout StatusCell dialect masonry
        canvas cell 375x44

        view iconView intrinsic "TODO: intrinsic size of UIImageView iconView"  # StatusCell.m:19; TODO
        view statusLabel intrinsic "TODO: intrinsic size of UILabel statusLabel"  # StatusCell.m:21; TODO

        make iconView {  # StatusCell.m:23
          width.equalTo(24).key(iconWidth).inactive()  # StatusCell.m:23
        }

        make iconView {  # StatusCell.m:25
          leading.equalTo(root.leading).offset(15)  # StatusCell.m:25
          centerY.equalTo(root.centerY)  # StatusCell.m:26
          height.equalTo(iconView.width)  # StatusCell.m:27
        }

        activate iconWidth  # StatusCell.m:28

        make statusLabel {  # StatusCell.m:30
          left.equalTo(iconView.right).offset(10)  # StatusCell.m:31
          centerY.equalTo(root)  # StatusCell.m:32
        }

        make statusLabel {  # StatusCell.m:34
          trailing.lessThanOrEqualTo(root.trailing).offset(-15)  # StatusCell.m:34
        }

        "TODO: in setCompact:, which the setup does not call" constraint iconWidth offset "TODO: compact ? 16 : 24"  # StatusCell.m:40

        """

    @Test func objectiveCAnchorsAreReadAsSwiftsAre() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("StatusCell.m")], canvases: ["cell 375x44"])
        #expect(result.draft == status)
        #expect(result.warnings.map(\.description).contains(
            "StatusCell.m:40:31: warning: the offset 'compact ? 16 : 24' depends on a condition known only when the app runs; "
                + "the draft holds a TODO placeholder in its place"))
        #expect(result.warnings.count == 4)
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIImageView iconView""#, "none"),
            (#""TODO: intrinsic size of UILabel statusLabel""#, "80x18"),
            (#""TODO: in setCompact:, which the setup does not call" "#, "# "),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x44: the icon 15 in, 24 wide (activated), as high, centred on 22: (15, 10, 24, 24);
        // the label 10 right of it (49), centred: y 13, 80x18; its trailing 129 under 360.
        #expect(canvas.frame(of: "iconView") == Frame(x: 15, y: 10, width: 24, height: 24))
        #expect(canvas.frame(of: "statusLabel") == Frame(x: 49, y: 13, width: 80, height: 18))
    }

    @Test func whatIsNotAnActiveAnchorConstraintIsAWarningNeverALine() throws {
        let source = """
            import UIKit

            final class NoteView: UIView {
                let label = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    heightAnchor.constraint(equalToConstant: 44).isActive = true
                    label.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1).isActive = true
                    label.leadingAnchor.constraint(equalTo: leadingAnchor)
                    label.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = false
                    NSLayoutConstraint.activate(layoutConstraints())
                    NSLayoutConstraint.activate([label.trailingAnchor.constraint(equalTo: trailingAnchor), spacing])
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "NoteView.swift", text: source)],
                                              canvases: ["bar 375xfit"])
        // The view's own anchor is the root's (a fit canvas); the trailing anchor of the list is made active.
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout NoteView dialect snapkit
            canvas bar 375xfit

            view label intrinsic "TODO: intrinsic size of UILabel label"  # NoteView.swift:8; TODO

            make root {  # NoteView.swift:9
              height.equalTo(44)  # NoteView.swift:9
            }

            make label {  # NoteView.swift:14
              trailing.equalTo(root.trailing)  # NoteView.swift:14
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "NoteView.swift:4:9: warning: the intrinsic size of UILabel 'label' depends on its content and font; "
                + "the draft holds a TODO placeholder for it",
            "NoteView.swift:10:9: warning: 'label.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1)' "
                + "is an anchor constraint the importer does not read; it is left out of the draft",
            "NoteView.swift:11:9: warning: 'label.leadingAnchor.constraint(equalTo: leadingAnchor)' makes a constraint that "
                + "nothing activates nor keeps; it is not in the layout, and the draft leaves it out",
            "NoteView.swift:12:9: warning: 'label.centerYAnchor.constraint(equalTo: centerYAnchor)' is made inactive and "
                + "nothing keeps it; it is not in the layout, and the draft leaves it out",
            "NoteView.swift:13:37: warning: cannot tell which constraints 'layoutConstraints()' holds; what it activates "
                + "is left out of the draft",
            "NoteView.swift:14:96: warning: cannot tell which constraint 'spacing' is (no anchor constraint of the files is "
                + "kept under that name); its activation is left out of the draft",
        ])
    }
}
