// ComposeViewController.swift — a text view over a toolbar with a send
// button; the toolbar is built by its lazy closure, the screen's view is
// reached through a local.

import SnapKit
import UIKit

final class ComposeViewController: UIViewController {
    private lazy var toolbar: UIView = {
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        let sendButton = UIButton(type: .system)
        view.addSubview(sendButton)
        sendButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalToSuperview()
        }
        return view
    }()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let container = view
        let content = container
        content.addSubview(textView)
        container.addSubview(toolbar)
        textView.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(container.safeAreaLayoutGuide)
            make.bottom.equalTo(toolbar.snp.top)
        }
        toolbar.snp.makeConstraints { make in
            make.leading.trailing.equalTo(content)
            make.bottom.equalTo(view.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }
    }
}
