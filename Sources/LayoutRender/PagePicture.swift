import LayoutModel

/// One canvas as a page draws it: the parts of the canvas's group that
/// ``SVGPicture`` or ``SVGDiffPicture`` writes (``CanvasParts``), each as
/// markup split into a shared template and its own holes
/// (``MarkupTemplates``), so that a page holding a long history carries each
/// view's drawing as a few values, and each revision only the values that
/// changed (docs/render.md, "Pages").
struct PageCanvasPicture: Equatable {
    /// The markup around the parts: before the head (the `svg` element, its
    /// definitions and the canvas's group), between the content rectangles
    /// and the labels (the labels' group), and after the labels.
    var shell: [String]
    /// The title, the root's outline, a resized canvas's old outline.
    var head: [MarkupPart]
    /// The views in drawing order.
    var order: [String]
    /// Each view's group.
    var views: [String: MarkupPart]
    /// Each view's label group.
    var labels: [String: MarkupPart]
    /// The group of the content rectangles, when there are any.
    var contents: MarkupPart?
    /// The legend's lines (a visual diff's), listed beside the picture.
    var legend: [String]
    /// Each view's group and label as elements, so that the next revision's
    /// picture reuses the part of an element drawn the same (most of them).
    var elements: [String: (view: MarkupElement, label: MarkupElement)] = [:]

    static func == (a: PageCanvasPicture, b: PageCanvasPicture) -> Bool {
        a.shell == b.shell && a.head == b.head && a.order == b.order && a.views == b.views && a.labels == b.labels
            && a.contents == b.contents && a.legend == b.legend
    }

    /// The page's picture of a canvas whose parts are `parts` and whose
    /// drawing is `width` × `height` under the title band; `defs` are the
    /// definitions its views refer to.
    init(_ parts: CanvasParts, width: Double, height: Double, defs: MarkupElement, legend: [String],
         previous: PageCanvasPicture? = nil, templates: inout MarkupTemplates) {
        let marker = "\u{1}"
        // The `svg` element of one canvas, as `render` writes one: the title band above it.
        var root = SVGPicture.root(width: width, height: height + SVGPicture.titleBand, [
            .element(defs),
            .element(MarkupElement("g", parts.attributes + [.init("transform", SVGPicture.translate((0, SVGPicture.titleBand)))],
                                   [.raw(marker)])),
        ])
        root.attributes.insert(.init("id", "canvas-svg"), at: 0)
        let outer = MarkupTemplates.compact(root).components(separatedBy: marker)
        let labels = MarkupTemplates.compact(CanvasParts.labelGroup([.raw(marker)])).components(separatedBy: marker)
        shell = [outer[0], labels[0], labels[1] + outer[1]]
        head = parts.head.map { templates.part($0) }
        order = parts.views.map(\.name)
        var views: [String: MarkupPart] = [:], labelParts: [String: MarkupPart] = [:]
        var elements: [String: (view: MarkupElement, label: MarkupElement)] = [:]
        for ((name, view), (_, label)) in zip(parts.views, parts.labels) {
            // An element drawn as at the revision before keeps its part (splitting is the costly step).
            let before = previous?.elements[name]
            views[name] = before?.view == view ? previous?.views[name] ?? templates.part(view) : templates.part(view)
            labelParts[name] = before?.label == label ? previous?.labels[name] ?? templates.part(label)
                : templates.part(label)
            elements[name] = (view, label)
        }
        self.views = views
        self.labels = labelParts
        self.elements = elements
        contents = parts.contents.map { templates.part($0) }
        self.legend = legend
    }
}

/// One element's markup as a template (by its index in ``MarkupTemplates``)
/// and the values of its holes, each by its role's key, escaped.
struct MarkupPart: Equatable {
    /// The template's index.
    var template: Int
    /// The holes' values by their roles' keys, escaped for where they stand.
    var holes: [Int: String]
}

/// The templates of a page: an element's markup written on one line with
/// no indentation, split at its holes — the values of the attributes that
/// place or name a view (``holeAttributes``), the first line of every text
/// (a name), and each number of its other lines (a tooltip's frame, old
/// frame and movement) — so that the views drawn alike share one template.
/// Each hole is known by its role (the element, its first class and the
/// attribute, or the text's line and number: `rect.frame.x`, `title..2.0`,
/// numbered when an element has several of them), as a small key: a view
/// that changes kind keeps the values of the roles both drawings have (its
/// frame, its name), and a page's revision only carries the values that
/// changed. A value an element holds twice (a moved view's old frame, in its
/// dashed rectangle and in its tooltip) is one hole, written in both places.
struct MarkupTemplates {
    /// The attributes whose values are holes.
    static let holeAttributes: Set<String> = ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy",
                                              "data-view"]

    /// Each template: its first piece of markup, then each hole's key and the
    /// piece after it.
    private(set) var templates: [Template] = []
    private var index: [Template: Int] = [:]
    private var roles: [String: Int] = [:]

    /// A template: the markup between its holes, and the key of each hole.
    struct Template: Hashable {
        /// The markup before the first hole, between two holes, after the last (one more than holes).
        var pieces: [String]
        /// Each hole's role's key.
        var keys: [Int]
    }

    /// `element` as a part: its template (added when new) and its holes.
    mutating func part(_ element: MarkupElement) -> MarkupPart {
        var writer = Writer()
        writer.write(element)
        writer.pieces.append(writer.current)
        var keys: [Int] = []
        var holes: [Int: String] = [:]
        var seen: [String: Int] = [:]
        var byValue: [String: Int] = [:]
        for (role, value) in zip(writer.roles, writer.holes) {
            // A value the element already holds (a moved view's old frame, in its dashed
            // rectangle and in its tooltip) is one hole, written wherever it stands.
            if let key = byValue[value] {
                keys.append(key)
                continue
            }
            // The second of a role in one element is `ROLE#2`, and so on.
            let count = seen[role, default: 0] + 1
            seen[role] = count
            let name = count == 1 ? role : role + "#" + String(count)
            let key: Int
            if let known = roles[name] { key = known } else { key = roles.count; roles[name] = key }
            keys.append(key)
            holes[key] = value
            byValue[value] = key
        }
        let template = Template(pieces: writer.pieces, keys: keys)
        if let known = index[template] { return MarkupPart(template: known, holes: holes) }
        index[template] = templates.count
        templates.append(template)
        return MarkupPart(template: templates.count - 1, holes: holes)
    }

    /// `element` written on one line, with no indentation (what a page parses).
    static func compact(_ element: MarkupElement) -> String {
        var writer = Writer()
        writer.write(element)
        writer.pieces.append(writer.current)
        var text = writer.pieces[0]
        for (hole, piece) in zip(writer.holes, writer.pieces.dropFirst()) { text += hole + piece }
        return text
    }

    /// Writes an element on one line, splitting it at its holes.
    private struct Writer {
        var pieces: [String] = []
        var holes: [String] = []
        var roles: [String] = []
        var current = ""

        mutating func hole(_ value: String, role: String) {
            pieces.append(current)
            holes.append(value)
            roles.append(role)
            current = ""
        }

        mutating func write(_ element: MarkupElement) {
            // The role: the element and the first of its classes (`g.view` whatever the kind).
            let classes = element.attributes.first { $0.name == "class" }?.value ?? ""
            let kind = element.name + "." + (classes.split(separator: " ").first.map(String.init) ?? "")
            current += "<" + element.name
            for attribute in element.attributes {
                current += " " + attribute.name + "=\""
                let value = XMLEscaping.attribute(attribute.value)
                if MarkupTemplates.holeAttributes.contains(attribute.name) {
                    hole(value, role: kind + "." + attribute.name)
                } else {
                    current += value
                }
                current += "\""
            }
            if element.children.isEmpty {
                current += "/>"
                return
            }
            current += ">"
            for child in element.children {
                switch child {
                case .element(let child): write(child)
                case .text(let text):
                    // The first line (a name) a hole; in the others (a tooltip's frame, old
                    // frame, movement), each number a hole and the words around it template.
                    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        if number == 0 {
                            hole(XMLEscaping.text(String(line)), role: kind + ".0")
                            continue
                        }
                        current += "\n"
                        var rest = line.startIndex
                        for (index, range) in Self.numbers(in: line).enumerated() {
                            current += XMLEscaping.text(String(line[rest..<range.lowerBound]))
                            hole(String(line[range]), role: kind + "." + String(number) + "." + String(index))
                            rest = range.upperBound
                        }
                        current += XMLEscaping.text(String(line[rest...]))
                    }
                case .raw(let text): current += text
                }
            }
            current += "</" + element.name + ">"
        }

        /// The numbers of a line of text: each word (between spaces, a
        /// trailing `,` or `;` left out) that is `[+-]digits[.digits]`.
        static func numbers(in line: Substring) -> [Range<String.Index>] {
            if line.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNumbers(in: line) }
            var ranges: [Range<String.Index>] = []
            var start = line.startIndex
            while start < line.endIndex {
                let end = line[start...].firstIndex(of: " ") ?? line.endIndex
                var word = line[start..<end]
                while let last = word.last, last == "," || last == ";" { word = word.dropLast() }
                var digits = word
                if let first = digits.first, first == "+" || first == "-" { digits = digits.dropFirst() }
                let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
                if !digits.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) {
                    ranges.append(word.startIndex..<word.endIndex)
                }
                start = end < line.endIndex ? line.index(after: end) : end
            }
            return ranges
        }

        /// ``numbers(in:)`` of a line of ASCII characters (one byte each), read byte by byte.
        static func asciiNumbers(in line: Substring) -> [Range<String.Index>] {
            let bytes = Array(line.utf8)
            var ranges: [Range<String.Index>] = []
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.count
                var last = end
                while last > start, bytes[last - 1] == UInt8(ascii: ",") || bytes[last - 1] == UInt8(ascii: ";") { last -= 1 }
                var first = start
                if first < last, bytes[first] == UInt8(ascii: "+") || bytes[first] == UInt8(ascii: "-") { first += 1 }
                let digits = bytes[first..<last]
                let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                if !digits.isEmpty, parts.count <= 2,
                   parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }) {
                    let utf8 = line.utf8
                    ranges.append(utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: last))
                }
                start = end < bytes.count ? end + 1 : end
            }
            return ranges
        }
    }
}

extension PageCanvasPicture {
    /// What changed from `old` (the same canvas at the revision before in the
    /// page; nil: none) to `new`, as the page's data holds it.
    struct Delta: Encodable {
        /// The shell, when it changed.
        var shell: [String]?
        /// The head, whole, when it changed.
        var head: [PartDelta]?
        /// The drawing order, when it changed.
        var order: [String]?
        /// The views' groups that changed (null: gone).
        var views: [String: PartDelta?]?
        /// The labels that changed (null: gone).
        var labels: [String: PartDelta?]?
        /// The content rectangles, when they changed (null: none any more).
        var contents: PartDelta??
        /// The legend, when it changed.
        var legend: [String]?

        /// What changed from `old` to `new`.
        init(from old: PageCanvasPicture?, to new: PageCanvasPicture) {
            shell = old?.shell == new.shell ? nil : new.shell
            head = old?.head == new.head ? nil : new.head.map { PartDelta.whole($0) }
            order = old?.order == new.order ? nil : new.order
            views = Self.changes(from: old?.views ?? [:], to: new.views)
            labels = Self.changes(from: old?.labels ?? [:], to: new.labels)
            if old?.contents != new.contents || old == nil {
                contents = .some(new.contents.map { PartDelta.between(old?.contents, $0) ?? .whole($0) })
            }
            legend = old?.legend == new.legend ? nil : new.legend
        }

        /// Whether nothing changed.
        var isEmpty: Bool {
            shell == nil && head == nil && order == nil && views == nil && labels == nil && contents == nil && legend == nil
        }

        static func changes(from old: [String: MarkupPart], to new: [String: MarkupPart]) -> [String: PartDelta?]? {
            var changed: [String: PartDelta?] = [:]
            for (name, part) in new {
                if let delta = PartDelta.between(old[name], part) { changed[name] = .some(delta) }
            }
            for name in old.keys where new[name] == nil { changed[name] = .some(nil) }
            return changed.isEmpty ? nil : changed
        }
    }

    /// A part as the page's data holds it: `{"t": template, "KEY": hole…}`,
    /// whole (every hole of its template) or what changed from the part
    /// before (the holes whose values differ or that it did not have).
    struct PartDelta: Encodable, Equatable {
        /// The template.
        var template: Int
        /// The holes sent, by their roles' keys.
        var holes: [Int: String]

        /// The whole part.
        static func whole(_ part: MarkupPart) -> PartDelta { PartDelta(template: part.template, holes: part.holes) }

        /// From `old` to `new`: nil when they are the same, whole when there is no `old`.
        static func between(_ old: MarkupPart?, _ new: MarkupPart) -> PartDelta? {
            guard let old else { return .whole(new) }
            if old == new { return nil }
            return PartDelta(template: new.template, holes: new.holes.filter { old.holes[$0.key] != $0.value })
        }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(template, forKey: Key(stringValue: "t"))
            for (key, hole) in holes { try container.encode(hole, forKey: Key(stringValue: String(key))) }
        }
    }
}
