import SnapKit
import UIKit

/// A meter: a track whose height the caller gives, a bar per level, a needle
/// placed at random.
final class MeterView: UIView {
    private let trackView = UIView()
    private let needle = UIView()
    private let viewModel: MeterViewModel

    init(viewModel: MeterViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)
        addSubview(trackView)
        addSubview(needle)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(height: CGFloat, bars: [UIView]) {
        trackView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(height)
        }
        for (index, bar) in bars.enumerated() {
            trackView.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(CGFloat(index) * 12)
                make.bottom.equalToSuperview()
            }
        }
        needle.snp.makeConstraints { make in
            make.centerX.equalToSuperview().offset(CGFloat.random(in: -20...20))
            make.top.equalToSuperview().offset(viewModel.needleInset)
            make.width.equalTo(2 / UIScreen.main.scale)
            make.height.equalTo(bounds.height / 2)
            make.bottom.equalTo(trackView.snp.top).offset(-spacing(for: height))
        }
    }

    private func spacing(for height: CGFloat) -> CGFloat {
        height > 40 ? 8 : 4
    }
}
