import RxCocoa
import RxSwift
import SnapKit
import UIKit

/// A contributor of the repository's list: a vertical stack of the name,
/// the login and the bio. `bind(to:)`, which the list's data source calls,
/// binds the labels with RxCocoa: the login is hidden when it is empty, the
/// bio when the model has none.
final class ContributorCell: UITableViewCell {
    private let disposeBag = DisposeBag()
    private let nameLabel = UILabel()
    private let loginLabel = UILabel()
    private let bioLabel = UILabel()

    private lazy var textsStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [nameLabel, loginLabel, bioLabel])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(textsStack)
        textsStack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func bind(to viewModel: ContributorViewModel) {
        viewModel.name.drive(nameLabel.rx.text).disposed(by: disposeBag)
        viewModel.bio.drive(bioLabel.rx.text).disposed(by: disposeBag)
        viewModel.bio.map { $0 == nil }
            .drive(bioLabel.rx.isHidden)
            .disposed(by: disposeBag)
        viewModel.login.map { $0.isEmpty }.bind(to: loginLabel.rx.isHidden).disposed(by: disposeBag)
    }
}
