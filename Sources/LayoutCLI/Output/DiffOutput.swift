import LayoutModel
import LayoutStore

/// What changed between two revisions, as `show` and `diff` print it: the
/// layout's changes (``ChangesOutput``'s lines under a summary), the frames
/// that changed per canvas (``FrameChangesOutput``), or only their counts.
///
/// ```
/// changes: +0 -0 ~1 constraints
///   ~ header.height == 80 → header.height == 96
///
/// frames: 1 changed on 1 canvas
/// canvas phone
///   view    old                    new                 dx  dy  dw   dh
///   header  (0, 0, 375, 80)    →   (0, 0, 375, 96)      0   0   0  +16
/// ```
enum DiffOutput {
    /// The parts of a diff a verb prints.
    struct Sections: Equatable, Sendable {
        /// The canvases, views and constraints that changed.
        var changes = true
        /// The frames that changed.
        var frames = true
    }

    /// The changes and frames of `diff`, keeping only the kinds `filter`
    /// selects: the text's lines, each followed by a newline.
    static func text(_ diff: RevisionDiff, sections: Sections, filter: ChangeFilter) -> String {
        var text = ""
        if sections.changes {
            let changes = filter.apply(to: diff.changes)
            text += "changes: \(changes.summary)\n"
            for line in ChangesOutput.lines(changes) {
                text += "  "
                text += line
                text += "\n"
            }
        }
        if sections.frames {
            if !text.isEmpty { text += "\n" }
            FrameChangesOutput.write(filter.apply(to: diff.frames), into: &text)
            let sizes = filter.apply(to: diff.contentSizes)
            if !sizes.isEmpty {
                text += "\n"
                contentSizeLines(sizes, into: &text)
            }
        }
        return text
    }

    /// The content sizes that changed, per canvas (only written when some did):
    ///
    /// ```
    /// content sizes: 1 changed
    ///   phone  scroll  390x700  →  390x748
    /// ```
    static func contentSizeLines(_ sizes: [ContentSizeChange], into text: inout String) {
        text += "content sizes: \(sizes.count) changed\n"
        func size(_ value: ContentSize?) -> String {
            value.map { "\(FramesOutput.number($0.width))x\(FramesOutput.number($0.height))" } ?? "none"
        }
        let rows = sizes.map { [$0.canvas, $0.view, size($0.old), "→", size($0.new)] }
        Table.write(rows, rightAligned: [], indent: "  ", into: &text)
    }

    /// The content size changes as JSON: `[{"canvas", "view", "change",
    /// "old": {"width", "height"} | null, "new": … }]`.
    static func contentSizesJSON(_ sizes: [ContentSizeChange]) -> JSONValue {
        func size(_ value: ContentSize?) -> JSONValue {
            value.map { .object([("width", FramesOutput.json($0.width)), ("height", FramesOutput.json($0.height))]) } ?? .null
        }
        return .array(sizes.map { change in
            let kind: ChangeKind = change.old == nil ? .added : change.new == nil ? .removed : .modified
            return .object([("canvas", .string(change.canvas)), ("view", .string(change.view)),
                            ("change", .string(kind.rawValue)), ("old", size(change.old)), ("new", size(change.new))])
        })
    }

    /// Whether anything of the selected sections and kinds changed: a canvas,
    /// view or constraint, or a frame (`diff --exit-code`).
    static func differs(_ diff: RevisionDiff, sections: Sections, filter: ChangeFilter) -> Bool {
        (sections.changes && !filter.apply(to: diff.changes).isEmpty)
            || (sections.frames && !filter.apply(to: diff.frames).isEmpty)
            || (sections.frames && !filter.apply(to: diff.contentSizes).isEmpty)
    }

    /// The JSON members of the selected sections: `changes` and `frames`.
    static func jsonMembers(_ diff: RevisionDiff, sections: Sections, filter: ChangeFilter) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if sections.changes { members.append(("changes", changesJSON(filter.apply(to: diff.changes)))) }
        if sections.frames {
            members.append(("frames", FrameChangesOutput.json(filter.apply(to: diff.frames))))
            members.append(("contentSizes", contentSizesJSON(filter.apply(to: diff.contentSizes))))
        }
        return members
    }

    /// The changes as JSON: the summary, then per kind of thing (canvases,
    /// views, constraints) the added, removed and modified, each in document order.
    static func changesJSON(_ changes: LayoutChanges) -> JSONValue {
        func group(added: [JSONValue], removed: [JSONValue], modified: [JSONValue]) -> JSONValue {
            .object([("added", .array(added)), ("removed", .array(removed)), ("modified", .array(modified))])
        }
        func named(_ name: String, _ line: String) -> JSONValue {
            .object([("name", .string(name)), ("line", .string(line))])
        }
        func namedChange(_ name: String, _ old: String, _ new: String) -> JSONValue {
            .object([("name", .string(name)), ("old", .string(old)), ("new", .string(new))])
        }
        func constraint(_ id: ConstraintID, _ c: LayoutConstraint) -> JSONValue {
            .object([("id", .int(id)), ("line", .string(OneLine.format(c)))])
        }
        return .object([
            ("summary", .string(changes.summary)),
            ("canvases", group(
                added: changes.addedCanvases.map { named($0.name, ChangesOutput.canvasLine($0)) },
                removed: changes.removedCanvases.map { named($0.name, ChangesOutput.canvasLine($0)) },
                modified: changes.modifiedCanvases.map {
                    namedChange($0.new.name, ChangesOutput.canvasLine($0.old), ChangesOutput.canvasLine($0.new))
                })),
            ("views", group(
                added: changes.addedViews.map { named($0.name, ChangesOutput.viewLine($0)) },
                removed: changes.removedViews.map { named($0.name, ChangesOutput.viewLine($0)) },
                modified: changes.modifiedViews.map {
                    namedChange($0.new.name, ChangesOutput.viewLine($0.old), ChangesOutput.viewLine($0.new))
                })),
            ("constraints", group(
                added: changes.addedConstraints.map { constraint($0.id, $0.constraint) },
                removed: changes.removedConstraints.map { constraint($0.id, $0.constraint) },
                modified: changes.modifiedConstraints.map {
                    .object([("id", .int($0.id)), ("old", .string(OneLine.format($0.old))),
                             ("new", .string(OneLine.format($0.new)))])
                })),
        ])
    }

    /// The counts of `--stat`: per kind of thing, and per canvas for frames
    /// (`frames CANVAS`), how many were added, removed and modified (only the
    /// kinds `filter` selects).
    static func statLines(_ diff: RevisionDiff, sections: Sections, filter: ChangeFilter) -> [String] {
        var rows = [[""] + filter.kinds.map(\.rawValue)]
        if sections.changes {
            for (name, counts) in changeCounts(diff.changes) { rows.append([name] + filter.kinds.map { String(counts[$0] ?? 0) }) }
        }
        if sections.frames {
            for (canvas, counts) in frameCounts(diff.frames) {
                rows.append(["frames " + canvas] + filter.kinds.map { String(counts[$0] ?? 0) })
            }
            for (canvas, counts) in contentSizeCounts(filter.apply(to: diff.contentSizes)) {
                rows.append(["content sizes " + canvas] + filter.kinds.map { String(counts[$0] ?? 0) })
            }
        }
        return Table.align(rows, rightAligned: Set(1...max(1, filter.kinds.count)))
    }

    /// `--stat --json`: `{"constraints": {"added": A, …}, "views": …, "canvases": …, "frames": {"phone": {…}}}`.
    static func statJSON(_ diff: RevisionDiff, sections: Sections, filter: ChangeFilter) -> JSONValue {
        func counts(_ c: [ChangeKind: Int]) -> JSONValue {
            .object(filter.kinds.map { ($0.rawValue, .int(c[$0] ?? 0)) })
        }
        var members: [(String, JSONValue)] = []
        if sections.changes {
            members += changeCounts(diff.changes).map { ($0.name, counts($0.counts)) }
        }
        if sections.frames {
            members.append(("frames", .object(frameCounts(diff.frames).map { ($0.canvas, counts($0.counts)) })))
            let sizes = contentSizeCounts(filter.apply(to: diff.contentSizes))
            members.append(("contentSizes", .object(sizes.map { ($0.canvas, counts($0.counts)) })))
        }
        return .object(members)
    }

    /// The counts of the constraints, views and canvases changed.
    private static func changeCounts(_ c: LayoutChanges) -> [(name: String, counts: [ChangeKind: Int])] {
        [
            ("constraints", [.added: c.addedConstraints.count, .removed: c.removedConstraints.count,
                             .modified: c.modifiedConstraints.count]),
            ("views", [.added: c.addedViews.count, .removed: c.removedViews.count, .modified: c.modifiedViews.count]),
            ("canvases", [.added: c.addedCanvases.count, .removed: c.removedCanvases.count,
                          .modified: c.modifiedCanvases.count]),
        ]
    }

    /// The counts of the scroll views' content sizes changed, per canvas where
    /// any changed, in the order the changes come.
    private static func contentSizeCounts(_ sizes: [ContentSizeChange]) -> [(canvas: String, counts: [ChangeKind: Int])] {
        var result: [(canvas: String, counts: [ChangeKind: Int])] = []
        for change in sizes {
            if result.last?.canvas != change.canvas { result.append((change.canvas, [:])) }
            result[result.count - 1].counts[change.kind, default: 0] += 1
        }
        return result
    }

    /// The counts of the frames changed, per canvas where any changed.
    private static func frameCounts(_ frames: [FrameChange]) -> [(canvas: String, counts: [ChangeKind: Int])] {
        FrameChangesOutput.canvasOrder(frames).map { canvas in
            var counts: [ChangeKind: Int] = [:]
            for change in frames where change.canvas == canvas { counts[change.kind, default: 0] += 1 }
            return (canvas, counts)
        }
    }
}

/// Whether something was added, removed or modified.
enum ChangeKind: String, CaseIterable, Sendable {
    /// It did not exist at the first revision.
    case added
    /// It no longer exists at the second.
    case removed
    /// It exists at both, changed.
    case modified
}

extension FrameChange {
    /// Added (the view or canvas did not exist before), removed (no longer
    /// exists) or modified (moved or resized).
    var kind: ChangeKind {
        if old == nil { return .added }
        if new == nil { return .removed }
        return .modified
    }
}
