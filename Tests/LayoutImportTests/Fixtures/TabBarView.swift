// TabBarView.swift — a tab bar: three equal tabs in a horizontal stack on
// top of the safe area, a badge on the second tab.

import SnapKit
import UIKit

final class TabBarView: UIView {
    private let stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.alignment = .fill
        stack.spacing = 4
        return stack
    }()
    private let homeTab = TabItemView()
    private let searchTab = TabItemView()
    private let profileTab = TabItemView()
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stackView)
        [homeTab, searchTab, profileTab].forEach { stackView.addArrangedSubview($0) }
        searchTab.addSubview(badge)

        stackView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.leading.trailing.equalToSuperview().inset(8)
            make.height.equalTo(49)
            make.bottom.equalTo(safeAreaLayoutGuide)
        }
        badge.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 8, height: 8))
            make.top.equalToSuperview().offset(6)
            make.centerX.equalToSuperview().offset(12)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tab: an icon over its title, sized by the bar's stack.
final class TabItemView: UIView {}
