// ExpandableCardView.swift — a card: a header, a body whose height is kept
// in a constraint, and a footer kept to the body's bottom or to the card's;
// the setup sets the body's height and the side insets, a tap changes them.

import SnapKit
import UIKit

final class ExpandableCardView: UIView {
    private let headerView = UIView()
    private let bodyView = UIView()
    private let footerView = UIView()
    private var bodyHeight: Constraint?
    private var sideInsets: Constraint?
    private var footerToBody: Constraint?
    private var footerToBottom: Constraint?
    private var isExpanded = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(headerView)
        addSubview(bodyView)
        addSubview(footerView)
        setUpConstraints()
        bodyHeight?.update(offset: 120)
        sideInsets?.update(inset: 12)
        footerToBottom?.deactivate()
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUpConstraints() {
        headerView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
        }
        bodyView.snp.makeConstraints { make in
            make.top.equalTo(headerView.snp.bottom)
            sideInsets = make.leading.trailing.equalToSuperview().inset(16).constraint
            bodyHeight = make.height.equalTo(0).constraint
        }
        footerView.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(32)
            footerToBody = make.top.equalTo(bodyView.snp.bottom).constraint
            footerToBottom = make.bottom.equalToSuperview().inset(8).constraint
        }
    }

    @objc private func toggle() {
        isExpanded.toggle()
        bodyHeight?.update(offset: isExpanded ? 240 : 120)
        if isExpanded {
            footerToBody?.deactivate()
            footerToBottom?.activate()
        }
    }
}
