import UIKit
import SnapKit

/// A banner that mixes SnapKit's blocks with layout anchors, as code
/// written over the years does: anchors activated in a list, one by one,
/// and one kept in a property, its priority set before it is activated and
/// its constant changed by an action.
final class ProfileBannerView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let panel = UIView()
    private var panelHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(panel)
        addSubview(avatarView)
        panel.addSubview(nameLabel)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false

        panel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.top.equalTo(safeAreaLayoutGuide)
        }
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 120)
        panelHeight.priority = .defaultHigh

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarView.centerYAnchor.constraint(equalTo: panel.bottomAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 64),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            panelHeight,
        ])
        nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12).isActive = true
        nameLabel.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -8).isActive = true
        nameLabel.widthAnchor.constraint(lessThanOrEqualTo: panel.widthAnchor, multiplier: 0.5).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func expand() {
        panelHeight.constant = 200
    }
}
