// CheckoutViewController.swift — the order summary above a pay button.
// Its margins differ on Mac Catalyst; a hairline separates the two parts;
// the button's height comes from the theme, defined in another file.

import SnapKit
import UIKit

private let sideInset: CGFloat = 20
private let summaryHeight = 180.0

final class CheckoutViewController: UIViewController {
    private let summaryView = OrderSummaryView()
    private let separator = UIView()
    private let payButton = UIButton(type: .system)
    private let viewModel: CheckoutViewModel

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryView)
        view.addSubview(separator)
        view.addSubview(payButton)

        summaryView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(12)
            make.leading.trailing.equalToSuperview().inset(sideInset)
            make.height.equalTo(summaryHeight)
        }
        separator.snp.makeConstraints { make in
            make.top.equalTo(summaryView.snp.bottom).offset(8)
            make.leading.trailing.equalTo(summaryView)
            make.height.equalTo(1 / UIScreen.main.scale)
        }
        payButton.snp.makeConstraints { make in
            #if targetEnvironment(macCatalyst)
            make.leading.trailing.equalToSuperview().inset(40)
            #else
            make.leading.trailing.equalToSuperview().inset(sideInset)
            #endif
            make.height.equalTo(Theme.buttonHeight)
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-16)
        }
        if viewModel.showsPromo {
            separator.snp.updateConstraints { make in
                make.top.equalTo(summaryView.snp.bottom).offset(viewModel.promoHeight)
            }
        }
    }
}
