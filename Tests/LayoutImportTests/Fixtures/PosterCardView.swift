import SnapKit
import UIKit

/// A poster card: an image; a title and a subtitle made by the class's own
/// factory, the title styled by a helper that takes it, both stacked with a
/// spacer in a stack made from a local array; a ribbon of another file's
/// class. `configure(_:)`, which the app calls, updates the image's height;
/// `addOverlay(view:)` pins a view its caller gives.
final class PosterCardView: UIView {
    private let imageView = UIImageView()
    private lazy var titleLabel = makeLabel(size: 17)
    private lazy var subtitleLabel = makeLabel(size: 13)
    private let ribbon = RibbonView()
    private let dimmingView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        style(titleLabel, emphasized: true)
        dimmingView.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let rows: [UIView] = [titleLabel, subtitleLabel, UIView()]
        let textStack = UIStackView(arrangedSubviews: rows)
        textStack.axis = .vertical
        textStack.spacing = 2
        addSubview(imageView)
        addSubview(textStack)
        addSubview(ribbon)
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(120)
        }
        textStack.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(12)
            make.bottom.equalToSuperview().inset(12)
            make.height.equalTo(60)
        }
        ribbon.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview().inset(8)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(_ model: PosterModel) {
        imageView.snp.updateConstraints { make in
            make.height.equalTo(model.imageHeight)
        }
    }

    func addOverlay(view: UIView) {
        addSubview(view)
        view.snp.makeConstraints { make in
            make.center.equalTo(imageView)
        }
    }

    private func makeLabel(size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        return label
    }

    private func style(_ label: UILabel, emphasized: Bool) {
        label.setContentHuggingPriority(.required, for: .vertical)
    }
}
