// ProfileHeaderView.swift — the top of a profile screen: a banner, an avatar
// overlapping it, the name and a follow button.

import SnapKit
import UIKit

final class ProfileHeaderView: UIView {
    private enum Metrics {
        static let bannerHeight: CGFloat = 120
        static let avatarSize: CGFloat = 72
        static let margin: CGFloat = 16
    }

    private let bannerView = UIView()
    private let avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.layer.cornerRadius = Metrics.avatarSize / 2
        imageView.clipsToBounds = true
        return imageView
    }()
    private let nameLabel = UILabel()
    private lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setContentHuggingPriority(.required, for: .horizontal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(bannerView)
        addSubview(avatarView)
        addSubview(nameLabel)
        addSubview(followButton)
        setUpConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUpConstraints() {
        bannerView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(Metrics.bannerHeight)
        }
        avatarView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(Metrics.margin)
            make.centerY.equalTo(bannerView.snp.bottom)
            make.size.equalTo(Metrics.avatarSize)
        }
        nameLabel.snp.makeConstraints {
            $0.top.equalTo(avatarView.snp.bottom).offset(8)
            $0.leading.equalTo(avatarView)
            $0.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
            $0.bottom.equalToSuperview().inset(Metrics.margin)
        }
        followButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(Metrics.margin)
            make.centerY.equalTo(nameLabel)
        }
    }
}
