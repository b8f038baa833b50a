import LayoutModel
import LayoutRender
import LayoutSolver
import LayoutStore

/// The HTML pages of `render --format html`, `diff --format html` and
/// `report`, made from the store (docs/render.md, "Pages"): the states are
/// the stored frames (never solved again), the constraints are listed with
/// the revision that last changed them (as `blame` says).
enum PageOutput {
    /// The page of one revision (its stored frames), drawn as `render` draws it.
    static func render(_ stored: StoredFrames, in store: LayoutStore, canvas: String?) throws -> LayoutPage {
        let revision = stored.revision
        var page = LayoutPage(kind: .render, title: "\(revision.document): revision \(revision.number)",
                              document: revision.document)
        page.initialCanvas = canvas
        let constraints = try self.constraints(of: revision.document, at: revision.number, in: store)
        page.append(record(revision, changes: LayoutChanges()), state: PageState(layout: stored.layout, canvases: stored.canvases),
                    constraints: constraints.mapValues { $0 })
        return page
    }

    /// The page of revision `to` against revision `from` (their stored
    /// frames, and the changes between them), drawn as the visual diff.
    static func diff(from before: StoredFrames, to after: StoredFrames, changes: LayoutChanges,
                     contentSizes: [ContentSizeChange] = [], in store: LayoutStore, canvas: String?) throws -> LayoutPage {
        let (from, to) = (before.revision, after.revision)
        let document = to.document
        let old = try constraints(of: document, at: from.number, in: store)
        let new = try constraints(of: document, at: to.number, in: store)
        var page = LayoutPage(kind: .diff, title: "\(document): revision \(from.number) → revision \(to.number)",
                              document: document, base: PageState(layout: before.layout, canvases: before.canvases),
                              constraints: old)
        page.baseNumber = from.number
        page.initialCanvas = canvas
        var changed: [ConstraintID: PageConstraint?] = [:]
        for (id, entry) in new where old[id] != entry { changed[id] = entry }
        for id in old.keys where new[id] == nil { changed[id] = .some(nil) }
        page.append(record(to, changes: changes, contentSizes: contentSizes),
                    state: PageState(layout: after.layout, canvases: after.canvases),
                    constraints: changed)
        return page
    }

    /// The history page of the revisions of `document` after `after` (nil:
    /// from the first) up to `upTo` (nil: the head): the log, and each
    /// revision against its parent (one walk through the store).
    static func report(document: String, after: Int?, upTo: Int?, in store: LayoutStore, canvas: String?) throws
        -> LayoutPage {
        // The base is the first revision's parent: `after` (a revision of the document), its
        // constraints listed with blame before the walk (the store reads one thing at a time).
        let baseConstraints = try after.map { try constraints(of: document, at: $0, in: store) } ?? [:]
        var page = LayoutPage(kind: .report, title: document, document: document)
        var first: Int?, last: Int?
        try store.walk(document: document, after: after, upTo: upTo) { step in
            if first == nil {
                first = step.revision.number
                if let parent = step.parentFrames {
                    page = LayoutPage(kind: .report, title: document, document: document,
                                      base: PageState(layout: parent.layout, canvases: parent.canvases),
                                      constraints: baseConstraints)
                    page.baseNumber = parent.revision.number
                }
            }
            last = step.revision.number
            var changed: [ConstraintID: PageConstraint?] = [:]
            let revision = step.revision
            for entry in step.changes.removedConstraints { changed[entry.id] = .some(nil) }
            for entry in step.changes.addedConstraints {
                changed[entry.id] = PageConstraint(entry.constraint, revision: revision.number, author: revision.author)
            }
            for entry in step.changes.modifiedConstraints {
                changed[entry.id] = PageConstraint(entry.new, revision: revision.number, author: revision.author)
            }
            page.append(record(revision, changes: step.changes, contentSizes: step.contentSizes),
                        state: PageState(layout: step.frames.layout, canvases: step.frames.canvases), constraints: changed)
        }
        page.title = first.map { "\(document): revisions \($0) to \(last ?? $0)" } ?? "\(document): no revision"
        page.initialCanvas = canvas
        return page
    }

    /// The constraints at `revision`, each with the revision that last added
    /// or changed it and its author (as `blame` says).
    static func constraints(of document: String, at revision: Int, in store: LayoutStore) throws
        -> [ConstraintID: PageConstraint] {
        let layout = try store.state(document: document, at: revision)
        var origins: [ConstraintID: BlameLine] = [:]
        for line in try store.blame(document: document, at: revision) { origins[line.constraint] = line }
        var listed: [ConstraintID: PageConstraint] = [:]
        for (id, constraint) in layout.constraints {
            let origin = origins[id]
            listed[id] = PageConstraint(constraint, revision: origin?.revision ?? revision, author: origin?.author ?? "")
        }
        return listed
    }

    /// A revision's record: its changes as `diff` prints them (then the
    /// content sizes that changed, `content sizes: …`, as `diff` prints
    /// them), and the views they touch (as `log --view` counts them: the
    /// view itself, or a constraint naming it).
    static func record(_ revision: Revision, changes: LayoutChanges, contentSizes: [ContentSizeChange] = []) -> PageRevision {
        var touched: [String] = []
        var seen = Set<String>()
        func touch(_ name: String) { if name != View.rootName && seen.insert(name).inserted { touched.append(name) } }
        for view in changes.addedViews + changes.removedViews { touch(view.name) }
        for change in changes.modifiedViews { touch(change.new.name) }
        for entry in changes.addedConstraints + changes.removedConstraints { entry.constraint.views.forEach(touch) }
        for change in changes.modifiedConstraints { (change.old.views + change.new.views).forEach(touch) }
        var lines = ChangesOutput.lines(changes)
        if !contentSizes.isEmpty {
            var text = ""
            DiffOutput.contentSizeLines(contentSizes, into: &text)
            lines += text.split(separator: "\n").map(String.init)
        }
        return PageRevision(number: revision.number, author: revision.author, time: revision.time,
                            message: revision.message, kind: revision.kind.rawValue, summary: changes.summary,
                            changes: lines, touched: touched)
    }
}
