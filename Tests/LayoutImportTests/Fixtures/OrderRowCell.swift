import SnapKit
import UIKit

/// A row of the order list, a subclass of the app's BaseListCell (another
/// file), which makes `cardView`, `stackView` and `badgeView`; a price tag
/// and a status pill of the app's own classes, of other files; a stack of
/// texts of the app's AppStackView, made with a local array of labels.
final class OrderRowCell: BaseListCell {
    private let priceTag = PriceTagView()
    private let statusPill = StatusPillView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    private lazy var textsStack: AppStackView = {
        let rows: [UIView] = [titleLabel, subtitleLabel]
        let stack = AppStackView(arrangedSubviews: rows)
        stack.spacing = 2
        return stack
    }()

    override func setUpViews() {
        super.setUpViews()
        cardView.addSubview(statusPill)
        stackView.addArrangedSubview(textsStack)
        stackView.addArrangedSubview(priceTag)
        priceTag.setContentHuggingPriority(.required, for: .horizontal)

        cardView.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        }
        stackView.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(12)
        }
        statusPill.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview().inset(4)
        }
        badgeView.snp.makeConstraints { make in
            make.centerY.equalTo(statusPill)
            make.trailing.equalTo(statusPill.snp.leading).offset(-4)
        }
    }
}
