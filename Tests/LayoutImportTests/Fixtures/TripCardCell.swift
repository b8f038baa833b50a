import SnapKit
import UIKit

/// A trip of the planner's list, a self-sizing collection cell: a card
/// holding a row of an icon and the trip's texts. The card and the icon's
/// wrapper are made by TripKit's UIView helpers (another file), which add
/// the view to the wrapper they make: `tk_embedInWrapperView(pinned: false)`
/// makes no constraint, `tk_embedInCard()` pins the view to the card's
/// edges, code the file does not hold.
final class TripCardCell: UICollectionViewCell {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()

    private lazy var textStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel, dateLabel])
        stack.axis = .vertical
        stack.spacing = 2
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)

        let iconWrapper = iconView.tk_embedInWrapperView(pinned: false)
        iconView.snp.makeConstraints { make in
            make.size.equalTo(24)
            make.leading.equalToSuperview().offset(12)
            make.trailing.equalToSuperview()
            make.top.bottom.equalToSuperview().inset(8)
        }

        let row = UIStackView(arrangedSubviews: [iconWrapper, textStack])
        row.spacing = 12
        row.alignment = .center

        let card = row.tk_embedInCard()
        contentView.addSubview(card)
        card.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
