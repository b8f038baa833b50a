import LayoutModel
import Testing

/// The table of attribute geometry (`Attribute.axis`,
/// `Attribute.position(direction:)`), written out by hand from
/// docs/semantics.md, "Attributes" and "Right to left".
@Suite struct AttributeGeometryTests {
    typealias P = AttributePosition

    static func point(_ fraction: Double, margins: Bool = false) -> P {
        .point(fraction: fraction, withinMargins: margins)
    }

    /// Per attribute: its axis, its position under ltr, under rtl.
    /// left/top are the near edge (0), centres the middle (0.5), right/bottom
    /// the far edge (1); their margins the same points of the frame inset by
    /// the margins. leading/trailing are left/right under ltr and right/left
    /// under rtl (leadingMargin under rtl is the right margin, as in UIKit).
    static let table: [(Attribute, Axis, ltr: P, rtl: P)] = [
        (.left, .horizontal, point(0), point(0)),
        (.right, .horizontal, point(1), point(1)),
        (.top, .vertical, point(0), point(0)),
        (.bottom, .vertical, point(1), point(1)),
        (.leading, .horizontal, point(0), point(1)),
        (.trailing, .horizontal, point(1), point(0)),
        (.width, .horizontal, .size, .size),
        (.height, .vertical, .size, .size),
        (.centerX, .horizontal, point(0.5), point(0.5)),
        (.centerY, .vertical, point(0.5), point(0.5)),
        (.firstBaseline, .vertical, .baseline(first: true), .baseline(first: true)),
        (.lastBaseline, .vertical, .baseline(first: false), .baseline(first: false)),
        (.leftMargin, .horizontal, point(0, margins: true), point(0, margins: true)),
        (.rightMargin, .horizontal, point(1, margins: true), point(1, margins: true)),
        (.topMargin, .vertical, point(0, margins: true), point(0, margins: true)),
        (.bottomMargin, .vertical, point(1, margins: true), point(1, margins: true)),
        (.leadingMargin, .horizontal, point(0, margins: true), point(1, margins: true)),
        (.trailingMargin, .horizontal, point(1, margins: true), point(0, margins: true)),
        (.centerXWithinMargins, .horizontal, point(0.5, margins: true), point(0.5, margins: true)),
        (.centerYWithinMargins, .vertical, point(0.5, margins: true), point(0.5, margins: true)),
    ]

    @Test func everyAttributeHasTheAxisAndPositionsWrittenOutByHand() {
        #expect(Set(Self.table.map(\.0)) == Set(Attribute.allCases))
        #expect(Self.table.count == Attribute.allCases.count)
        for (attribute, axis, ltr, rtl) in Self.table {
            #expect(attribute.axis == axis, "\(attribute)")
            #expect(attribute.position(direction: .ltr) == ltr, "\(attribute) ltr")
            #expect(attribute.position(direction: .rtl) == rtl, "\(attribute) rtl")
        }
    }

    @Test func onlyTheLeadingAndTrailingAttributesFollowTheDirection() {
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        for attribute in Attribute.allCases {
            #expect(attribute.isDirectional == directional.contains(attribute), "\(attribute)")
        }
    }

    @Test func theSizesAndTheAbsoluteHorizontalEdgesAreTheOnesNamedSo() {
        for attribute in Attribute.allCases {
            #expect(attribute.isSize == (attribute == .width || attribute == .height), "\(attribute)")
            let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
            #expect(attribute.isAbsoluteHorizontalEdge == absolute.contains(attribute), "\(attribute)")
        }
    }

    @Test func aPointWithinMarginsIsInsetByTheMarginOnItsSide() {
        // Margins start 4, end 6 on a frame from 10, 100 wide: leftMargin is
        // 10 + 4 = 14 = 10 + 0 × 100 + 4; rightMargin 10 + 100 − 6 = 104 = 10 + 100 − 6;
        // the centre within margins 14 + (100 − 4 − 6)/2 = 59 = 10 + 50 − 1.
        #expect(Self.point(0, margins: true).marginInset(start: 4, end: 6) == 4)
        #expect(Self.point(1, margins: true).marginInset(start: 4, end: 6) == -6)
        #expect(Self.point(0.5, margins: true).marginInset(start: 4, end: 6) == -1)
        // Not within margins, a size or a baseline: no inset.
        #expect(Self.point(1).marginInset(start: 4, end: 6) == 0)
        #expect(P.size.marginInset(start: 4, end: 6) == 0)
        #expect(P.baseline(first: true).marginInset(start: 4, end: 6) == 0)
    }
}
