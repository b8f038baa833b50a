import UIKit
import SnapKit

/// A chat row of a payment: its bubble is the superclass's (ChatBaseCell, of
/// another file, frames it by hand in its initializer); this class fills it.
final class ReceiptBubbleCell: ChatBaseCell {

    let amountLabel = UILabel()
    let noteLabel = UILabel()

    override func setUp() {
        super.setUp()
        bubbleView.addSubview(amountLabel)
        bubbleView.addSubview(noteLabel)
        amountLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.equalToSuperview().offset(14)
        }
        noteLabel.snp.makeConstraints { make in
            make.top.equalTo(amountLabel.snp.bottom).offset(4)
            make.leading.equalTo(amountLabel)
            make.trailing.lessThanOrEqualToSuperview().offset(-14)
        }
    }
}
