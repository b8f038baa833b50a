// FilterBar.swift — filter chips in a row with a clear button, and an
// underline at either end; the chips the screen loads are given to it.

import SnapKit
import UIKit

final class FilterBar: UIView {
    private let allChip = UIButton(type: .system)
    private let newChip = UIButton(type: .system)
    private let savedChip = UIButton(type: .system)
    private lazy var chips = [allChip, newChip, savedChip]
    private let clearButton = UIButton(type: .system)
    private let loadedChips: [UIButton]

    init(loadedChips: [UIButton]) {
        self.loadedChips = loadedChips
        super.init(frame: .zero)
        addSubview(allChip)
        addSubview(newChip)
        addSubview(savedChip)
        addSubview(clearButton)
        let leadingLine = UIView()
        let trailingLine = UIView()
        addSubview(leadingLine)
        addSubview(trailingLine)

        chips.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.width.equalTo(80)
            make.height.equalTo(30)
            make.bottom.equalToSuperview().inset(10)
        }
        allChip.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(12)
        }
        newChip.snp.makeConstraints { make in
            make.leading.equalTo(allChip.snp.trailing).offset(8)
        }
        savedChip.snp.makeConstraints { make in
            make.leading.equalTo(newChip.snp.trailing).offset(8)
        }
        [leadingLine, trailingLine].snp.makeConstraints { make in
            make.bottom.equalToSuperview()
            make.width.equalTo(40)
            make.height.equalTo(2)
        }
        leadingLine.snp.makeConstraints { make in
            make.leading.equalToSuperview()
        }
        trailingLine.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
        }
        clearButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalTo(allChip)
        }
        loadedChips.snp.makeConstraints { make in
            make.height.equalTo(30)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
