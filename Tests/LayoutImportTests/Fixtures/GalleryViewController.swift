// GalleryViewController.swift — a gallery: a scroll view whose content is
// sized through its content layout guide, a caption of the app's own label
// class, a counter on the caption's baseline and a like button below it.

import SnapKit
import UIKit

/// The caption's label: the app's footnote style.
final class Caption: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .preferredFont(forTextStyle: .footnote)
        numberOfLines = 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class GalleryViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let photoStrip = UIView()
    private let caption = Caption()
    private let counter = UILabel()
    private let likeButton = HeartButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(photoStrip)
        view.addSubview(caption)
        view.addSubview(counter)
        view.addSubview(likeButton)

        scrollView.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
            make.height.equalTo(300)
        }
        scrollView.contentLayoutGuide.snp.makeConstraints { make in
            make.height.equalTo(scrollView.frameLayoutGuide)
            make.width.equalTo(1200)
        }
        photoStrip.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
        }
        caption.snp.makeConstraints { make in
            make.top.equalTo(scrollView.snp.bottom).offset(12)
            make.leading.equalToSuperview().offset(16)
        }
        counter.snp.makeConstraints { make in
            make.firstBaseline.equalTo(caption.snp.firstBaseline)
            make.trailing.equalToSuperview().inset(16)
        }
        likeButton.snp.makeConstraints { make in
            make.top.equalTo(caption.snp.lastBaseline).offset(12)
            make.leading.equalTo(caption)
        }
    }
}
