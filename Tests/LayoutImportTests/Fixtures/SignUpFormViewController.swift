import UIKit
import SnapKit

/// A sign-up form whose labels come from factories: a function nested in
/// viewDidLoad and a method of the class, each declared to return a UILabel;
/// the field is a text field of another file.
final class SignUpFormViewController: UIViewController {
    private let emailField = RoundedTextField()
    private let submitButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        func sectionTitle(_ text: String) -> UILabel {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .footnote)
            label.text = text
            return label
        }
        let emailTitle = sectionTitle("Email")
        let hint = makeHintLabel(text: "We never share it")
        view.addSubview(emailTitle)
        view.addSubview(emailField)
        view.addSubview(hint)
        view.addSubview(submitButton)

        emailTitle.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.equalToSuperview().offset(20)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(emailTitle.snp.bottom).offset(6)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
        hint.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(4)
            make.leading.equalTo(emailField)
        }
        submitButton.snp.makeConstraints { make in
            make.top.equalTo(hint.snp.bottom).offset(24)
            make.centerX.equalToSuperview()
        }
    }

    private func makeHintLabel(text: String) -> UILabel {
        let label = UILabel()
        label.textColor = .secondaryLabel
        label.text = text
        return label
    }
}
