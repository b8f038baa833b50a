import Foundation
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

// The random inputs of the seeded property tests of the store's history
// (StoreHistoryPropertyTests.swift): draws from the seeded generator, and
// the script of random `.layout` files applied to the store.

// MARK: - Seeded randomness

/// Draws from the tests' seeded generator (`SeededGenerator`, in TestSupport).
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func pick<T>(_ items: [T]) -> T? { items.randomElement(using: &self) }

    mutating func pick<T>(_ items: [T], or fallback: T) -> T { items.randomElement(using: &self) ?? fallback }
}

// MARK: - Random edits

/// Writes random `.layout` files against the current state: make, update,
/// remake and remove constraints; view properties, parents, new and removed
/// views; canvases added, changed and removed. Some edits are invalid (an
/// unknown view, a bad pairing, a cycle) or unsatisfiable on purpose: the
/// store must refuse them and change nothing.
struct EditScript {
    var random: SeededGenerator
    private var nextView = 0
    private var nextCanvas = 0
    /// Keys are drawn from a small pool so that several constraints share one over time.
    static let keys = ["k1", "k2", "k3", "k4"]
    static let document = "doc"

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// The first file: 3–8 views (some nested), 1–3 canvases, each view sized
    /// and placed by optional constraints (required only for sizes, one per
    /// attribute), so that it is satisfiable.
    mutating func initialDocument() -> String {
        var lines = ["layout \(Self.document)"]
        for _ in 0..<random.int(1...3) { lines.append(canvasLine(new: true)) }
        var names: [String] = []
        for _ in 0..<random.int(3...8) {
            let name = "v\(nextView)"
            nextView += 1
            let parent = random.chance(0.6) ? nil : random.pick(names)
            lines.append("view \(name)" + (parent.map { " in \($0)" } ?? ""))
            names.append(name)
        }
        for name in names {
            let required = random.chance(0.5) ? "" : " @750"
            var block = ["width == \(random.int(2...30) * 5)\(required)", "height == \(random.int(2...20) * 5) @500",
                         "left == superview.left + \(random.int(0...40)) @750", "top == superview.top + \(random.int(0...40)) @500"]
            if random.chance(0.5) { block.append(constraintLine(for: name, others: names, allowRequired: false)) }
            lines.append("make \(name) { \(block.joined(separator: "; ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One revision's file: one to three edits of the state `layout`.
    mutating func file(on layout: Layout) -> String {
        var lines = ["layout \(Self.document)"]
        for _ in 0..<random.int(1...3) { lines += edit(on: layout) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func edit(on layout: Layout) -> [String] {
        let names = layout.views.map(\.name)
        guard let view = random.pick(names) else { return addView(under: []) }
        switch random.int(0..<100) {
        case 0..<24:
            let lines = (0..<random.int(1...2)).map { _ in constraintLine(for: view, others: names, allowRequired: true) }
            return ["make \(view) { \(lines.joined(separator: "; ")) }"]
        case 24..<36: return ["update \(view) { \(updateLines(for: view, in: layout).joined(separator: "; ")) }"]
        case 36..<42: return [handleLine()]
        case 42..<53: return ["remake \(view) { \(remakeLines(for: view, in: layout).joined(separator: "; ")) }"]
        case 53..<57: return ["remove constraints \(view)"]
        case 57..<67: return ["view \(view) \(propertyChange())"]
        case 67..<72: return ["view \(view) in \(random.pick(names + [View.rootName], or: View.rootName))"]
        case 72..<80: return addView(under: names)
        case 80..<85: return names.count > 2 ? ["remove view \(view)"] : addView(under: names)
        case 85..<93: return [canvasLine(new: random.chance(0.4), existing: layout.canvases.map(\.name))]
        case 93..<97:
            let name = random.chance(0.85) ? random.pick(layout.canvases.map(\.name), or: "cX") : "cX"
            return ["remove canvas \(name)"]
        default:
            // A constraint naming a view that does not exist: always refused.
            return ["make \(view) { left == ghost.left }"]
        }
    }

    /// A constraint line inside a block of `view` (sizes, relative sizes,
    /// locations); `allowRequired` (edits after the first file) also allows
    /// required priorities and the odd invalid pairing.
    mutating func constraintLine(for view: String, others: [String], allowRequired: Bool) -> String {
        let candidates = others.filter { $0 != view }
        let relation = random.pick(["==", "==", "==", ">=", "<="], or: "==")
        let priority = allowRequired && random.chance(0.35) ? "" : " @" + random.pick(["999", "750", "500", "250"], or: "750")
        let key = random.chance(0.3) ? " key " + random.pick(Self.keys, or: "k1") : ""
        if allowRequired && random.chance(0.03) {
            // An invalid pairing (a location with a size): refused (never in the first file).
            return "left \(relation) superview.width\(priority)"
        }
        switch random.int(0...9) {
        case 0...3:
            return "\(random.pick(["width", "height"], or: "width")) \(relation) \(random.int(1...40) * 5)\(priority)\(key)"
        case 4...5:
            let target = random.pick(candidates + ["superview"], or: "superview")
            let multiplier = random.pick(["", " * 0.5", " * 2"], or: "")
            return "\(random.pick(["width", "height"], or: "width")) \(relation) \(target).\(random.pick(["width", "height"], or: "width"))"
                + "\(multiplier)\(offset())\(priority)\(key)"
        default:
            let axis = random.pick([["left", "right", "centerX"], ["top", "bottom", "centerY"], ["leading", "trailing"]],
                                   or: ["left"])
            let target = random.pick(candidates + ["superview", "superview", View.rootName], or: "superview")
            return "\(random.pick(axis, or: "left")) \(relation) \(target).\(random.pick(axis, or: "left"))\(offset())\(priority)\(key)"
        }
    }

    /// A constraint handle statement on one of the keys (language.md,
    /// "Constraint handles"): refused when no constraint has the key, or for a
    /// required↔optional priority change of an active constraint.
    private mutating func handleLine() -> String {
        let key = random.pick(Self.keys, or: "k1")
        switch random.int(0...3) {
        case 0: return "deactivate \(key)"
        case 1: return "activate \(key)"
        case 2: return "constraint \(key) offset \(random.int(-8...8) * 5)"
        default: return "constraint \(key) priority \(random.pick(["1000", "999", "750", "250"], or: "750"))"
        }
    }

    private mutating func offset() -> String {
        switch random.int(0...2) {
        case 0: ""
        case 1: " + \(random.int(1...40))"
        default: " - \(random.int(1...40))"
        }
    }

    /// A constraint as a line of its own view's block: its one-line form without `item.`.
    static func blockLine(_ constraint: LayoutConstraint) -> String {
        String(OneLine.format(constraint).dropFirst(constraint.item.count + 1))
    }

    /// Lines that change the constant of one or two of the view's constraints
    /// (sometimes a line similar to none: added with a warning).
    private mutating func updateLines(for view: String, in layout: Layout) -> [String] {
        let existing = layout.constraints(of: view)
        if existing.isEmpty || random.chance(0.15) {
            return [constraintLine(for: view, others: layout.views.map(\.name), allowRequired: true)]
        }
        return (0..<random.int(1...2)).compactMap { _ in
            guard var constraint = random.pick(existing)?.constraint else { return nil }
            constraint.constant += Double(random.pick([-20, -7, -1, 1, 5, 13], or: 1))
            return Self.blockLine(constraint)
        }
    }

    /// A remake that keeps some constraints as they are (same identity), changes
    /// the constant or the key of some (similar: same identity, modified),
    /// drops the others and adds new ones.
    private mutating func remakeLines(for view: String, in layout: Layout) -> [String] {
        var lines: [String] = []
        for (_, existing) in layout.constraints(of: view) {
            var constraint = existing
            switch random.int(0..<100) {
            case 0..<40: break
            case 40..<60: constraint.constant += Double(random.int(1...9))
            case 60..<72: constraint.key = random.chance(0.4) ? nil : random.pick(Self.keys)
            default: continue
            }
            lines.append(Self.blockLine(constraint))
        }
        for _ in 0..<random.int(lines.isEmpty ? 1...2 : 0...1) {
            lines.append(constraintLine(for: view, others: layout.views.map(\.name), allowRequired: true))
        }
        return lines
    }

    private mutating func propertyChange() -> String {
        switch random.int(0...6) {
        case 0: "intrinsic \(random.int(1...30) * 4)x\(random.int(1...10) * 4)"
        case 1: "intrinsic width none"
        case 2: "hugging \(random.pick([1, 250, 251, 750, 1000], or: 250)) \(random.pick([250, 300], or: 250))"
        case 3: "compression \(random.pick([500, 750, 1000], or: 750))"
        case 4: "margins \(random.int(0...9)) \(random.int(0...9)) \(random.int(0...9)) \(random.int(0...9))"
        case 5: "baseline first \(random.int(1...20)) last \(random.int(1...30))"
        default: "intrinsic height \(random.int(1...20) * 3)"
        }
    }

    private mutating func addView(under names: [String]) -> [String] {
        let name = "n\(nextView)"
        nextView += 1
        let parent = random.chance(0.5) ? nil : random.pick(names)
        return ["view \(name)" + (parent.map { " in \($0)" } ?? ""),
                "make \(name) { width == \(random.int(1...20) * 5); height == 20 @750; left == superview.left + 4 @500; top == superview.top + \(random.int(0...60)) @500 }"]
    }

    private mutating func canvasLine(new: Bool, existing: [String] = []) -> String {
        let name: String
        if new || existing.isEmpty {
            name = "c\(nextCanvas)"
            nextCanvas += 1
        } else {
            name = random.pick(existing, or: "c0")
        }
        let size = random.pick(["375x812", "320x480", "820x1180", "600x400", "1024x768"], or: "375x812")
        return "canvas \(name) \(size)" + (random.chance(0.25) ? " rtl" : "")
    }
}
