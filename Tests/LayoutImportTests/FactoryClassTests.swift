import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Views made by a function or method of the class that is declared to
/// return a view class (docs/import.md, "The draft"): `func sectionTitle(_
/// text: String) -> UILabel` nested in `viewDidLoad`, `private func
/// makeHintLabel(text:) -> UILabel`, `- (UILabel *)pillLabelWithText:`,
/// `- (UIView *)separator` (`UIView *badge = [self pillLabelWithText:…]` is
/// the label it returns). The view is of that class, so a label's
/// intrinsic size is a placeholder as for `UILabel()`; a text field of the
/// app's own (`RoundedTextField`, by its name) is a text field.
@Suite struct FactoryClassTests {
    let signUp = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SignUpFormViewController dialect snapkit
        canvas phone 375x812 safe 47 0 34 0

        view emailTitle intrinsic "TODO: intrinsic size of UILabel emailTitle"  # SignUpFormViewController.swift:21; TODO
        view emailField intrinsic "TODO: intrinsic size of RoundedTextField emailField"  # SignUpFormViewController.swift:22; TODO
        view hint intrinsic "TODO: intrinsic size of UILabel hint"  # SignUpFormViewController.swift:23; TODO
        view submitButton intrinsic "TODO: intrinsic size of UIButton submitButton"  # SignUpFormViewController.swift:24; TODO

        make emailTitle {  # SignUpFormViewController.swift:26
          top.equalTo(root.safeArea).offset(24)  # SignUpFormViewController.swift:27
          leading.equalTo(superview).offset(20)  # SignUpFormViewController.swift:28
        }

        make emailField {  # SignUpFormViewController.swift:30
          top.equalTo(emailTitle.bottom).offset(6)  # SignUpFormViewController.swift:31
          leading.trailing.equalTo(superview).inset(20)  # SignUpFormViewController.swift:32
          height.equalTo(44)  # SignUpFormViewController.swift:33
        }

        make hint {  # SignUpFormViewController.swift:35
          top.equalTo(emailField.bottom).offset(4)  # SignUpFormViewController.swift:36
          leading.equalTo(emailField)  # SignUpFormViewController.swift:37
        }

        make submitButton {  # SignUpFormViewController.swift:39
          top.equalTo(hint.bottom).offset(24)  # SignUpFormViewController.swift:40
          centerX.equalTo(superview)  # SignUpFormViewController.swift:41
        }

        """

    @Test func labelsMadeByTheClasssFunctionsAreLabels() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SignUpFormViewController.swift")],
                                              canvases: ["phone 375x812 safe 47 0 34 0"])
        #expect(result.draft == signUp)
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "SignUpFormViewController.swift:8:17: warning: the intrinsic size of RoundedTextField 'emailField' (a UITextField) \(content)",
            "SignUpFormViewController.swift:9:17: warning: the intrinsic size of UIButton 'submitButton' \(content)",
            "SignUpFormViewController.swift:19:13: warning: the intrinsic size of UILabel 'emailTitle' \(content)",
            "SignUpFormViewController.swift:20:13: warning: the intrinsic size of UILabel 'hint' \(content)",
        ])
        // Filled in: the title 40x16, the field's text 100x20, the hint 150x14, the button 80x32.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UILabel emailTitle""#, "40x16"),
            (#""TODO: intrinsic size of RoundedTextField emailField""#, "100x20"),
            (#""TODO: intrinsic size of UILabel hint""#, "150x14"),
            (#""TODO: intrinsic size of UIButton submitButton""#, "80x32"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x812 with the safe area 47 from the top:
        // emailTitle: 24 below the safe area's top (71), 20 in: (20, 71, 40, 16).
        // emailField: 6 below the title (93), 20 in on both sides (375 − 40 = 335), 44 high.
        // hint: 4 below the field (141), on the field's leading: (20, 141, 150, 14).
        // submitButton: 24 below the hint (179), centred: x = 187.5 − 40 = 147.5.
        #expect(canvas.frame(of: "emailTitle") == Frame(x: 20, y: 71, width: 40, height: 16))
        #expect(canvas.frame(of: "emailField") == Frame(x: 20, y: 93, width: 335, height: 44))
        #expect(canvas.frame(of: "hint") == Frame(x: 20, y: 141, width: 150, height: 14))
        #expect(canvas.frame(of: "submitButton") == Frame(x: 147.5, y: 179, width: 80, height: 32))
    }

    let notice = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout NoticeCell dialect masonry
        canvas cell 375x44

        view badge intrinsic "TODO: intrinsic size of UILabel badge"  # NoticeCell.m:15; TODO
        view rule  # NoticeCell.m:16

        make badge {  # NoticeCell.m:17
          left.equalTo(root).offset(16)  # NoticeCell.m:18
          centerY.equalTo(root)  # NoticeCell.m:19
        }

        make rule {  # NoticeCell.m:21
          left.right.bottom.equalTo(root)  # NoticeCell.m:22
          height.equalTo(1)  # NoticeCell.m:23
        }

        """

    @Test func viewsMadeByTheClasssMethodsHaveTheirReturnTypesClass() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("NoticeCell.m")], canvases: ["cell 375x44"])
        #expect(result.draft == notice)
        #expect(result.warnings.map(\.description) == [
            "NoticeCell.m:13:17: warning: the intrinsic size of UILabel 'badge' depends on its content and font; "
                + "the draft holds a TODO placeholder for it",
        ])
        let (problems, layout) = ImportSupport.filled(result.draft, [(#""TODO: intrinsic size of UILabel badge""#, "36x18")])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x44: the badge 16 in, centred on 22 (y 13), 36x18; the rule along the
        // bottom, 1 high: (0, 43, 375, 1).
        #expect(canvas.frame(of: "badge") == Frame(x: 16, y: 13, width: 36, height: 18))
        #expect(canvas.frame(of: "rule") == Frame(x: 0, y: 43, width: 375, height: 1))
    }
}
