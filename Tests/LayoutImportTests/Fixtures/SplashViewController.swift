import UIKit
import SnapKit

/// A launch screen: a backdrop and a dimming layer framed by hand to the
/// screen's view, a glow framed as the dimming layer, the logo centred on
/// it; the backdrop drifts once the screen is shown (written above the setup).
class SplashViewController: UIViewController {

    let backdropView = UIImageView()
    let dimView = UIView()
    let glowView = UIView()
    let logoView = UIImageView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 12) {
            self.backdropView.frame = CGRect(x: -40, y: 0, width: 455, height: 812)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        backdropView.frame = self.view.frame
        view.addSubview(backdropView)

        dimView.frame = view.bounds
        view.addSubview(dimView)

        glowView.frame = dimView.frame
        dimView.addSubview(glowView)

        dimView.addSubview(logoView)
        logoView.snp.makeConstraints { make in
            make.center.equalTo(glowView)
            make.size.equalTo(96)
        }
    }
}
