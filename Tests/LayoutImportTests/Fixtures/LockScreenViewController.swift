import SnapKit
import UIKit

/// A lock screen: a blurred backdrop, a vibrancy layer in its content view,
/// a title and a button in the vibrancy layer's content view, constrained to
/// the effect views and to their content views alike.
final class LockScreenViewController: UIViewController {
    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    private let unlockButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(blurView)
        blurView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }

        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        blurView.contentView.addSubview(vibrancyView)
        vibrancyView.snp.makeConstraints { make in
            make.edges.equalTo(blurView.contentView)
        }

        let titleLabel = UILabel()
        titleLabel.text = "Locked"
        vibrancyView.contentView.addSubview(titleLabel)
        vibrancyView.contentView.addSubview(unlockButton)
        titleLabel.snp.makeConstraints { make in
            make.centerX.equalTo(vibrancyView)
            make.top.equalTo(vibrancyView).offset(120)
        }
        unlockButton.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(24)
            make.centerX.equalTo(vibrancyView.contentView)
        }
    }
}
