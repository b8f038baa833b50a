import Testing
import TestSupport
@testable import LayoutModel

/// Properties of the parser on seeded random files, beyond "no crash, no
/// hang": a file that is accepted (parsed and applied without an error)
/// exports to text that parses and applies to the same layout, and a file
/// that is refused is refused with every error at a place inside the file.
@Suite struct ParserPropertyTests {
    /// A random file of mostly well-formed statements over a few views, with
    /// a mistake now and then (a misspelt word, a missing token, an unknown view).
    struct FileGenerator {
        var random: SeededGenerator
        var views: [String] = []
        /// Whether blocks may be pasted code (and the file may be in SnapKit's dialect).
        var pasted = false

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        static let numbers = ["0", "8", "12", "12.5", "0.1", "1e3", "1e-05", "333.25", "44", "-4.5", "100000"]
        static let positive = ["1", "8", "12", "12.5", "0.1", "1e3", "333.25", "44", "100000"]
        static let priorities = ["required", "high", "medium", "low", "1", "999", "750", "251"]
        static let horizontal = ["left", "right", "centerX", "leading", "trailing", "leftMargin", "rightMargin",
                                 "leadingMargin", "trailingMargin", "centerXWithinMargins"]
        static let vertical = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline",
                               "topMargin", "bottomMargin", "centerYWithinMargins"]
        static let sizes = ["width", "height"]
        static let composites = ["edges", "size", "center", "margins", "horizontalEdges", "verticalEdges",
                                 "directionalEdges", "top.left", "left.right", "top.bottom"]
        static let names = ["a", "b", "c", "header", "títle", "_x9", "view", "width"]

        /// A view other than `view`: declared, superview or root, or (rarely) unknown.
        mutating func target(besides view: String) -> String {
            if chance(3) { return "nowhere" }
            let others = views.filter { $0 != view }
            return others.isEmpty || chance(25) ? pick(["superview", "root"]) : pick(others)
        }

        /// One attribute group of one axis, and the matching target attribute.
        mutating func attributes() -> (String, String) {
            switch random.next() % 4 {
            case 0: let a = pick(Self.horizontal); return (a, pick(Self.horizontal.filter {
                    ($0.hasPrefix("lead") || $0.hasPrefix("trail")) == (a.hasPrefix("lead") || a.hasPrefix("trail")) }))
            case 1: let a = pick(Self.vertical); return (a, pick(Self.vertical))
            case 2: let a = pick(Self.sizes); return (a, pick(Self.sizes))
            default: let a = pick(Self.composites); return (a, a)
            }
        }

        /// Priorities as pasted code writes them (docs/language.md, "Pasting Masonry and SnapKit").
        static let codePriorities = [".high", ".required", ".defaultLow", "UILayoutPriority.defaultHigh",
                                     "UILayoutPriorityDefaultLow", "MASLayoutPriorityDefaultHigh", ".high + 1",
                                     ".defaultHigh - 1", ".low.advanced(by: -1)", "UILayoutPriority(rawValue: 999)",
                                     "UILayoutPriority(251)", ".required + 1"]
        /// Values as pasted code writes them, for `offset`, `inset` and value targets.
        static let codeValues = ["@8", "@(12.5)", "20.f", "0.5f", "CGSizeMake(10, 20)", "CGPoint(x: 1, y: -2)",
                                 "UIEdgeInsetsMake(1, 2, 3, 4)", "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                                 "NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)", ".zero",
                                 "UIEdgeInsetsZero", "CGSize(width: 3, heigth: 4)", "kMargin"]

        /// A target view as pasted code may name it: `self.NAME`, `_NAME`, `NAME.superview`.
        mutating func codeTarget(_ target: String) -> String {
            guard target != "superview", target != "root", target != "nowhere" else {
                return chance(20) ? "self.view" : target
            }
            switch random.next() % 5 {
            case 0: return "self.\(target)"
            case 1: return "weakSelf.\(target)"
            case 2: return "\(target).superview"
            default: return target
            }
        }

        /// A chain-form line as pasted from Masonry or SnapKit: a receiver, `mas_`
        /// names, code's values and priorities, `;`, now and then no relation.
        mutating func pastedLine(of view: String, receiver: String) -> String {
            let (attribute, attribute2) = attributes()
            var line = receiver.isEmpty ? attribute : "\(receiver).\(attribute)"
            if chance(8) {
                line += chance(50) ? "" : ".offset(\(pick(Self.codeValues)))"
                return line + (chance(50) ? ";" : "")
            }
            let relation = pick(["equalTo", "mas_equalTo", "greaterThanOrEqualTo", "mas_lessThanOrEqualTo"])
            let target = codeTarget(target(besides: view))
            switch random.next() % 4 {
            case 0: line += ".\(relation)(\(pick(Self.codeValues)))"
            case 1: line += ".\(relation)(\(target))"
            case 2: line += ".\(relation)(\(target).\(pick(["mas_", "snp.", ""]))\(attribute2))"
            default: line += ".\(relation)(@[\(target), \(pick(Self.codeValues))])"
            }
            if chance(40) { line += ".\(pick(["offset", "mas_offset", "inset", "insets"]))(\(pick(Self.codeValues)))" }
            if chance(10) { line += ".multipliedBy(\(pick(["0.5f", "2.f", "@3"])))" }
            if chance(30) { line += ".priority(\(pick(Self.codePriorities)))" }
            if chance(20) { line += ".\(pick(["key", "mas_key", "labeled"]))(@\"k\(random.next() % 5)\")" }
            return line + (chance(50) ? ";" : "")
        }

        mutating func constraintLine(of view: String) -> String {
            let (attribute, attribute2) = attributes()
            let target = target(besides: view)
            if chance(50) {
                // Chain form.
                let relation = pick(["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_equalTo"])
                var line: String
                if Self.sizes.contains(attribute) && chance(40) {
                    line = "\(attribute).\(relation)(\(pick(Self.positive)))"
                } else if chance(30) {
                    line = "\(attribute).\(relation)(\(target))"
                } else {
                    line = "\(attribute).\(relation)(\(target).\(attribute2))"
                }
                if chance(40) { line += ".offset(\(pick(Self.numbers)))" }
                if chance(20) { line += ".multipliedBy(\(pick(Self.positive)))" }
                if chance(10) { line += ".dividedBy(\(pick(Self.positive)))" }
                if chance(30) { line += ".priority(\(pick(Self.priorities)))" }
                if chance(20) { line += ".key(k\(random.next() % 5))" }
                return line
            }
            // Equation form.
            let relation = pick(["==", ">=", "<="])
            var line = "\(attribute) \(relation) "
            if Self.sizes.contains(attribute) && chance(40) {
                line += pick(Self.positive)
            } else {
                line += "\(target).\(attribute2)"
                if chance(30) { line += " * \(pick(Self.positive))" }
            }
            if chance(40) { line += " \(pick(["+", "-"])) \(pick(Self.positive))" }
            if chance(30) { line += " @\(pick(Self.priorities))" }
            if chance(20) { line += " key k\(random.next() % 5)" }
            return line
        }

        mutating func statement() -> String {
            let roll = random.next() % 100
            if roll < 10 || views.isEmpty {
                let name = pick(Self.names)
                var line = "view \(name)"
                let parents = views.filter { $0 != name }
                if !views.contains(name) && !parents.isEmpty && chance(30) { line += " in \(pick(parents))" }
                if chance(30) { line += " intrinsic \(pick(["10x20", "120x22", "0.5x1e3"]))" }
                if chance(20) { line += " hugging \(pick(Self.priorities))" }
                if chance(20) { line += " compression \(pick(Self.priorities)) \(pick(Self.priorities))" }
                if chance(20) { line += " margins \(pick(Self.numbers)) 4 \(pick(Self.numbers)) 16" }
                if chance(15) { line += " baseline first \(pick(Self.positive)) last \(pick(Self.positive))" }
                if !views.contains(name) { views.append(name) }
                return line
            }
            if roll < 15 {
                return "canvas \(pick(["phone", "tablet", "wide"])) \(pick(["375x812", "820x1180", "1e3x500.5"]))"
                    + (chance(40) ? " \(pick(["ltr", "rtl"]))" : "")
            }
            let view = pick(views)
            if roll < 18 { views.removeAll { $0 == view }; return "remove view \(view)" }
            if roll < 20 { return "remove constraints \(view)" }
            if roll < 25 {
                let others = views.filter { $0 != view }
                let spacing = chance(50) ? "-" : "-\(pick(Self.positive))-"
                return others.isEmpty ? "vfl \"H:|-[\(view)]-|\"" : "vfl \"\(pick(["H", "V"])):|\(spacing)[\(view)]-[\(pick(others))(>=10)]\""
            }
            let verb = pick(["make", "make", "make", "update", "remake"])
            let count = 1 + Int(random.next() % 3)
            if pasted && chance(60) {
                // A block pasted from code: a closure header, a receiver, now and then a list of views.
                let header = pick(["", "make in", "(make) -> Void in", "maker in", "$0"])
                let receiver = header == "$0" ? "$0" : header.hasPrefix("maker") ? "maker" : chance(70) ? "make" : ""
                let lines = (0..<count).map { _ in pastedLine(of: view, receiver: receiver) }
                let others = views.filter { $0 != view }
                let subject = !others.isEmpty && chance(15) ? "[\(view), \(pick(others))]" : view
                let opening = header == "$0" ? "" : " \(header)"
                return "\(verb) \(subject) {\(opening)\n  \(lines.joined(separator: "\n  "))\n}"
            }
            let lines = (0..<count).map { _ in constraintLine(of: view) }
            return chance(50) ? "\(verb) \(view) { \(lines.joined(separator: "; ")) }"
                : "\(verb) \(view) {\n  \(lines.joined(separator: "\n  "))\n}"
        }

        /// Spoils a statement now and then: a word misspelt, a token dropped, a brace lost.
        mutating func spoil(_ text: String) -> String {
            guard chance(6) else { return text }
            var characters = Array(text)
            guard !characters.isEmpty else { return text }
            let at = Int(random.next() % UInt64(characters.count))
            switch random.next() % 3 {
            case 0: characters.remove(at: at)
            case 1: characters.insert(pick(["(", ")", ".", "{", "\"", "@", "x", "é"]), at: at)
            default: characters[at] = pick(["q", "(", "}", " ", "1"])
            }
            return String(characters)
        }

        mutating func file() -> String {
            views = []
            var lines = [pasted && chance(30) ? "layout r dialect snapkit" : "layout r"]
            for _ in 0..<(1 + Int(random.next() % 8)) { lines.append(spoil(statement())) }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// Whether a location lies inside `text` as file `file`: a line of the
    /// text, and a column on that line or just after its end.
    static func isInside(_ location: LayoutModel.SourceLocation, _ text: String, file: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.file == file, location.line >= 1, location.line <= lines.count else { return false }
        return location.column >= 1 && location.column <= lines[location.line - 1].count + 1
    }

    @Test(arguments: [false, true])
    func acceptedFilesRoundTripThroughExportAndRefusedOnesSayWhere(pasted: Bool) {
        // With `pasted`, blocks are Masonry and SnapKit code as pasted (receivers,
        // mas_ names, UIKit's values, code's priorities), in either dialect.
        var generator = FileGenerator(random: SeededGenerator(seed: pasted ? 23 : 11))
        generator.pasted = pasted
        var accepted = 0, refused = 0
        for _ in 0..<1500 {
            let text = generator.file()
            let parsed = LayoutParser.parse(text, file: "r.layout")
            let outcome = Layout(name: "r").applying(parsed.edits)
            let errors = parsed.diagnostics.filter { $0.severity == .error } + outcome.errors
            if errors.isEmpty {
                accepted += 1
                let exported = LayoutExporter.text(outcome.layout)
                let again = LayoutParser.parse(exported, file: "e.layout")
                #expect(again.diagnostics.isEmpty, "\(text)\n--- exported:\n\(exported)\n\(again.diagnostics)")
                let back = Layout(name: "r").applying(again.edits)
                #expect(back.errors.isEmpty && back.diagnostics.isEmpty, "\(exported)\n\(back.diagnostics)")
                #expect(back.layout.canvases == outcome.layout.canvases, "\(text)")
                #expect(back.layout.views == outcome.layout.views, "\(text)\n--- exported:\n\(exported)")
                // (Constraints compare as `isIdentical`: everything but the places they were read from.)
                #expect(back.layout.constraints.map(\.constraint) == outcome.layout.constraints.map(\.constraint),
                        "\(text)\n--- exported:\n\(exported)")
                // And the export of the re-read layout is the same text: a fixed point.
                #expect(LayoutExporter.text(back.layout) == exported)
            } else {
                refused += 1
                for error in errors {
                    guard let location = error.location else {
                        Issue.record("no place: \(error) in\n\(text)")
                        continue
                    }
                    #expect(Self.isInside(location, text, file: "r.layout"), "\(error) in\n\(text)")
                }
            }
        }
        // The generator must exercise both sides (by the seed, many of each).
        #expect(accepted >= 300, "accepted \(accepted)")
        #expect(refused >= 100, "refused \(refused)")
    }
}
