// SearchBarView.swift — a search bar that lays itself out: its own height,
// the field's background laid out by a closure kept in a local, the cancel
// button's constraints collected in lists, and a callback its owner calls.

import SnapKit
import UIKit

final class SearchBarView: UIView {
    private let fieldBackground = UIView()
    private let iconView = UIView()
    private let cancelButton = UIButton(type: .system)
    private var cancelConstraints: [Constraint] = []
    private var pinnedConstraints: [Constraint] = []
    /// Called by the owner when a search begins: the cancel button widens.
    var onBeginEditing: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fieldBackground)
        fieldBackground.addSubview(iconView)
        addSubview(cancelButton)

        snp.makeConstraints { make in
            make.height.equalTo(56)
        }
        let layoutField = {
            self.fieldBackground.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(8)
                make.top.bottom.equalToSuperview().inset(10)
                self.pinnedConstraints.append(make.trailing.equalTo(self.cancelButton.snp.leading).offset(-8).constraint)
            }
        }
        layoutField()
        cancelButton.snp.makeConstraints { make in
            cancelConstraints += [make.trailing.equalToSuperview().offset(-8).constraint,
                                  make.centerY.equalToSuperview().constraint]
            make.width.equalTo(60)
            traitCollection.horizontalSizeClass == .regular ? make.height.equalTo(36) : make.height.equalTo(32)
        }
        UIView.performWithoutAnimation {
            iconView.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(8)
                make.centerY.equalToSuperview()
                make.size.equalTo(20)
            }
        }
        onBeginEditing = { [weak self] in
            self?.cancelButton.snp.updateConstraints { make in
                make.width.equalTo(80)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
