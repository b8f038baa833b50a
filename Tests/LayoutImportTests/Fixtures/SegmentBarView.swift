import SnapKit
import UIKit

/// A segment bar: two fixed buttons held in a literal array, extra buttons
/// made in a loop over a count the caller gives and kept in an array, a
/// marker under the last of them.
final class SegmentBarView: UIView {
    private let homeButton = UIButton()
    private let searchButton = UIButton()
    private var extraButtons: [UIButton] = []
    private let marker = UIView()

    func setUp(count: Int) {
        let fixed = [homeButton, searchButton]
        fixed.forEach { addSubview($0) }
        addSubview(marker)
        for _ in 0..<count {
            let extra = UIButton()
            addSubview(extra)
            extraButtons.append(extra)
            extra.snp.makeConstraints { make in
                make.trailing.top.bottom.equalToSuperview()
            }
        }
        let first = fixed[0]
        let chosen = extraButtons[count - 1]
        first.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview()
        }
        fixed[1].snp.makeConstraints { make in
            make.leading.equalTo(first.snp.trailing)
            make.top.bottom.equalToSuperview()
        }
        marker.snp.makeConstraints { make in
            make.centerX.equalTo(chosen)
            make.bottom.equalToSuperview()
            make.size.equalTo(CGSize(width: 24, height: 2))
        }
    }
}
