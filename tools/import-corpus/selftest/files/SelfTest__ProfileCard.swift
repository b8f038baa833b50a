// Written for layoutdb's tools/bench-import --self-test (no app's code).
import SnapKit
import UIKit

final class ProfileCard: UIView {
    private enum Metrics {
        static let margin: CGFloat = 16
    }
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private var savedConstraints: [Constraint] = []
    var isCompact = false
    static let buttonWidth: CGFloat = 80

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatarView)
        addSubview(nameLabel)
        addSubview(followButton)
        nameLabel.text = "Name { with } braces \(isCompact ? "{" : "}")"

        avatarView.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(Metrics.margin)
            make.size.equalTo(CGSize(width: 48, height: 48))
        }
        nameLabel.snp.makeConstraints {
            // a comment with a } brace
            $0.leading.equalTo(avatarView.snp.trailing).offset(12); $0.centerY.equalTo(avatarView)
            $0.trailing.lessThanOrEqualTo(followButton.snp.leading)
                .offset(-8)
        }
        followButton.snp.makeConstraints { (make) -> Void in
            make.trailing.equalToSuperview().offset(-Metrics.margin)
            make.centerY.equalTo(avatarView.snp.centerY)
            savedConstraints.append(make.width.equalTo(ProfileCard.buttonWidth).constraint)
            make.width.equalTo(ProfileCard.buttonWidth)
            make.height.equalTo(Theme.buttonHeight)
            if isCompact {
                make.height.equalTo(nameLabel).offset(bounds.height / 10)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private weak var badge: UIView?

    func showBadge() {
        let badgeView = UIView()
        addSubview(badgeView)
        self.badge = badgeView
        badgeView.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview()
            make.size.equalTo(8)
        }
    }
}
