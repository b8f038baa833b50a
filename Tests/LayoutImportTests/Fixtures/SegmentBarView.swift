import SnapKit
import UIKit

/// A segment bar: two fixed buttons held in a literal array, extra buttons
/// made in a loop over a count of another file and kept in an array, a
/// marker under the last of them.
final class SegmentBarView: UIView {
    private let homeButton = UIButton()
    private let searchButton = UIButton()
    private var extraButtons: [UIButton] = []
    private let marker = UIView()
    private let extraCount = SegmentSettings.extraTabs

    override init(frame: CGRect) {
        super.init(frame: frame)
        let fixed = [homeButton, searchButton]
        fixed.forEach { addSubview($0) }
        addSubview(marker)
        for _ in 0..<extraCount {
            let extra = UIButton()
            addSubview(extra)
            extraButtons.append(extra)
            extra.snp.makeConstraints { make in
                make.trailing.top.bottom.equalToSuperview()
            }
        }
        let first = fixed[0]
        let chosen = extraButtons[extraCount - 1]
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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
