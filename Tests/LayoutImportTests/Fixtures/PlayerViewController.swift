import SnapKit
import UIKit

/// A player written before iOS 11: the artwork under the top layout guide,
/// the controls on the bottom one.
final class PlayerViewController: UIViewController {
    private let artworkView = UIView()
    private let controlsView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(artworkView)
        view.addSubview(controlsView)
        artworkView.snp.makeConstraints { make in
            make.top.equalTo(self.topLayoutGuide.snp.bottom).offset(20)
            make.centerX.equalToSuperview()
            make.width.height.equalTo(240)
        }
        controlsView.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(bottomLayoutGuide.snp.top)
            make.height.equalTo(120)
        }
    }
}
