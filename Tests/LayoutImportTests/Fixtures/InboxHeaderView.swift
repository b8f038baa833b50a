import SnapKit
import UIKit

/// An inbox's header: a title with an unread badge, a search field under it.
final class InboxHeaderView: UIView {
    static let badgeSize = CGSize(width: 18, height: 18)
    private static let contentInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

    private let container = UIView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let searchField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.layoutMargins = .zero
        container.addSubview(titleLabel)
        container.addSubview(badgeView)
        container.addSubview(searchField)
        setUpConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpConstraints() {
        let fieldInsets = UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0)
        container.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(Self.contentInsets)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
        }
        badgeView.snp.makeConstraints { [weak self] make in
            guard let strongSelf = self else { return }
            make.leading.equalTo(strongSelf.titleLabel.snp.trailing).offset(6)
            make.centerY.equalTo(strongSelf.titleLabel)
            make.size.equalTo(Self.badgeSize)
            make.trailing.lessThanOrEqualToSuperview()
        }
        searchField.snp.makeConstraints { [weak self] make in
            make.top.equalTo(self!.titleLabel.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(UIEdgeInsets.zero)
            make.bottom.equalToSuperview().inset(fieldInsets)
        }
    }

    func showUnread(_ count: Int) {
        UIView.performWithoutAnimation { [weak self] in
            self?.badgeView.snp.updateConstraints { make in
                make.size.equalTo(InboxHeaderView.badgeSize)
            }
        }
    }
}
