// StepperView.swift — a minus and a plus button around the value, sized in a
// loop over the two; three ticks made in a loop; the buttons placed once,
// in updateConstraints.

import SnapKit
import UIKit

final class StepperView: UIView {
    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let valueLabel = UILabel()
    private var didSetupConstraints = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        for button in [minusButton, plusButton] {
            addSubview(button)
            button.snp.makeConstraints { make in
                make.size.equalTo(32)
                make.centerY.equalToSuperview()
            }
        }
        addSubview(valueLabel)
        for index in 0...2 {
            let tick = UIView()
            addSubview(tick)
            tick.snp.makeConstraints { make in
                make.bottom.equalToSuperview()
                make.leading.equalToSuperview().offset(60 + 20 * index)
                make.size.equalTo(CGSize(width: 2, height: 4))
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        if !didSetupConstraints {
            minusButton.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(8)
                make.top.bottom.equalToSuperview().inset(6)
            }
            plusButton.snp.makeConstraints { make in
                make.trailing.equalToSuperview().inset(8)
            }
            valueLabel.snp.makeConstraints { make in
                make.center.equalToSuperview()
            }
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}
