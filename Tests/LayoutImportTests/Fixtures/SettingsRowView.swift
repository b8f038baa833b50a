import SnapKit
import Then
import UIKit

/// A settings row: an icon, a title over a subtitle, and an unread badge.
/// Its views are made with Then's `.then { … }`.
final class SettingsRowView: UIView {
    private let iconView = UIImageView().then {
        $0.contentMode = .scaleAspectFit
        $0.tintColor = .systemBlue
    }

    private lazy var textStack = UIStackView().then {
        $0.axis = .vertical
        $0.spacing = 4
        $0.alignment = .leading
    }

    private let titleLabel = UILabel().then { label in
        label.font = .preferredFont(forTextStyle: .headline)
        label.setContentHuggingPriority(.required, for: .vertical)
    }

    private let subtitleLabel = UILabel().then {
        $0.textColor = .secondaryLabel
        $0.numberOfLines = 2
    }

    private let badgeDot = UIView()

    private lazy var badgeView = UIView().then {
        $0.backgroundColor = .systemRed
        $0.addSubview(self.badgeDot)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(iconView)
        addSubview(textStack)
        addSubview(badgeView)
        textStack.addArrangedSubview(titleLabel)
        textStack.addArrangedSubview(subtitleLabel)
        setUpConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpConstraints() {
        iconView.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(16)
            $0.centerY.equalToSuperview()
            $0.size.equalTo(28)
        }
        textStack.snp.makeConstraints {
            $0.leading.equalTo(iconView.snp.trailing).offset(12)
            $0.top.bottom.equalToSuperview().inset(10)
            $0.trailing.lessThanOrEqualTo(badgeView.snp.leading).offset(-8)
        }
        badgeView.snp.makeConstraints {
            $0.trailing.equalToSuperview().inset(16)
            $0.centerY.equalToSuperview()
            $0.size.equalTo(16)
        }
        badgeDot.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.size.equalTo(6)
        }
    }
}
