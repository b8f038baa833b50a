//
//  ShelfHeaderView.swift
//  A fixture written for layoutdb's importer tests: metrics written with
//  CGFloatLiteral's `.f`, a switch over the shelf's layout, and a badge placed
//  by the frame it is made with.
//

import SnapKit
import UIKit

final class ShelfHeaderView: UIView {
  fileprivate struct Metric {
    static let coverSize = 64.f
    static let titleLeft = 12.f
    static let titleTop = 6.f
  }

  enum Layout {
    case list
    case grid
    case hero
  }

  let coverView = UIImageView()
  let titleLabel = UILabel()
  let badgeView = UIView(frame: CGRect(x: 8, y: 8, width: 20, height: 20))

  func configure(layout: Layout) {
    addSubview(coverView)
    addSubview(titleLabel)
    coverView.addSubview(badgeView)
    coverView.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.size.equalTo(Metric.coverSize)
    }
    switch layout {
    case .list:
      titleLabel.snp.makeConstraints { make in
        make.left.equalTo(coverView.snp.right).offset(Metric.titleLeft)
        make.centerY.equalTo(coverView)
      }
    case .grid:
      titleLabel.snp.makeConstraints { make in
        make.top.equalTo(coverView.snp.bottom).offset(Metric.titleTop)
        make.left.equalTo(coverView)
      }
    default:
      titleLabel.snp.makeConstraints { make in
        make.edges.equalTo(coverView)
      }
    }
  }
}
