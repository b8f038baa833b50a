// FeedHeaderView.swift — the top of the feed: a greeting, a search field and
// a strip of stories, with a divider under the greeting and one under the
// search. The strip is a view class of its own, in the same file.

import SnapKit
import UIKit

final class StoriesStripView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 8
        addSubview(stack)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(12)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class FeedHeaderView: UIView {
    private let greetingLabel = UILabel()
    private let searchField = UITextField()
    private let strip = StoriesStripView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(greetingLabel)
        addSubview(searchField)
        addSubview(strip)
        setUpGreeting()
        setUpSearch()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUpGreeting() {
        let divider = UIView()
        addSubview(divider)
        greetingLabel.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(16)
        }
        divider.snp.makeConstraints { make in
            make.top.equalTo(greetingLabel.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(1)
        }
    }
}

extension FeedHeaderView {
    func setUpSearch() {
        let divider = UIView()
        addSubview(divider)
        searchField.snp.makeConstraints { make in
            make.top.equalTo(greetingLabel.snp.bottom).offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(36)
        }
        divider.snp.makeConstraints { make in
            make.top.equalTo(searchField.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(2)
        }
        strip.snp.makeConstraints { make in
            make.top.equalTo(divider.snp.bottom).offset(8)
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(88)
        }
    }
}
