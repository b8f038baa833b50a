/// Frames set by hand (docs/import.md, "Frames set by hand"): a view made
/// with `initWithFrame:CGRectMake(x, y, w, h)` (`UIView(frame: CGRect(x:y:width:height:))`)
/// or given `v.frame = CGRectMake(…)` keeps that frame when no block
/// constrains it: UIKit turns the frame of a view whose
/// `translatesAutoresizingMaskIntoConstraints` is still on (Masonry and SnapKit
/// turn it off only on the views they constrain) into constraints, with no
/// autoresizing mask its left and top in its superview, its width and its
/// height. The draft holds them as such lines, in a block of the view where
/// the frame is set (a `remake` for a frame set again).

/// A frame set by hand: its four parts read where it is set (the locals and
/// loops there), the warnings their placeholders gave (written only when the
/// frame is the draft's), where, and how many blocks the draft held then (its
/// block stands after them).
struct HandSetFrame {
    /// Nil for a frame the importer does not read as four values (`v.frame = CGRectInset(…)`).
    var parts: [DraftValue]?
    /// The four expressions read, for a view given this view's frame (`b.frame = a.frame`).
    var expressions: [Expr]? = nil
    /// The frame's expression, as written.
    var text: String
    var warnings: [ImportWarning]
    var statement: Stmt
    var blockIndex: Int
    /// How many frames were noted before it: the order read.
    var order: Int
    /// The method the setup does not call that sets it (an action, a setter, a method with
    /// parameters no setup method calls…): its block is under that method's condition, after
    /// the setup's blocks, as a block made there is.
    var outside: FunctionScope? = nil
    /// The lines written otherwise than from the frame's four parts, by their slot (0 left,
    /// 1 top): a category's `centerY` setter gives `centerY.equalTo(superview.top).offset(c)`.
    var lineOverrides: [Int: String] = [:]
}

extension ViewSetupReader {
    /// The four parts of a rectangle built in place: `CGRectMake(x, y, w, h)`,
    /// `CGRect(x:y:width:height:)`, `.init(x:y:width:height:)`; nil for any other value
    /// (`self.bounds`, `CGRectZero`, a rectangle of the running app).
    func rectangleParts(_ value: Expr) -> [Expr]? {
        guard case .call(let callee, let arguments) = value.kind, arguments.count == 4 else { return nil }
        let labels = arguments.map(\.label)
        switch callee.kind {
        case .name("CGRectMake"), .name("NSMakeRect"): return arguments.map(\.value)
        case .name("CGRect") where labels == ["x", "y", "width", "height"]: return arguments.map(\.value)
        case .member(_, "init") where labels == ["x", "y", "width", "height"]: return arguments.map(\.value)
        default: return nil
        }
    }

    /// The four parts of a frame assigned to a view (`v.frame = …`, `[v setFrame:…]`): a
    /// rectangle built in place (``rectangleParts(_:)``); another view's frame or bounds
    /// (`self.view.frame`, `self.bounds`, `header.frame`), the four parts of that rectangle
    /// — those the files gave the view by hand, the last frame of the setup read as four
    /// values, else each a value of the running app (`self.view.frame.origin.x`,
    /// `….size.width`: a view's frame, known once it is laid out). Nil for any other value.
    func assignedFrameParts(_ value: Expr) -> [Expr]? {
        let value = resolved(value)
        if let parts = rectangleParts(value) { return parts }
        guard case .member(let base?, let member) = value.kind, member == "frame" || member == "bounds",
              let view = viewName(base) else { return nil }
        if member == "frame", let last = handFrames[view]?.last(where: { $0.outside == nil }),
           let expressions = last.expressions {
            return expressions
        }
        return [("origin", "x"), ("origin", "y"), ("size", "width"), ("size", "height")].map { structure, field in
            let inner = Expr(kind: .member(value, structure), text: "\(value.text).\(structure)", place: value.place)
            return Expr(kind: .member(inner, field), text: "\(inner.text).\(field)", place: value.place)
        }
    }

    /// The frame a view is made with: `[[UIButton alloc] initWithFrame:CGRectMake(…)]`
    /// (`initWithFrame:style:` …), `UIView(frame: CGRect(x:…))`, `.init(frame: …)`.
    func constructionFrame(_ value: Expr) -> [Expr]? {
        guard case .call(let callee, let arguments) = thenClosures(value).base.kind else { return nil }
        if case .member(_, let selector) = callee.kind, selector.hasPrefix("initWithFrame:"), let first = arguments.first {
            return rectangleParts(first.value)
        }
        if let frame = arguments.first(where: { $0.label == "frame" }) { return rectangleParts(frame.value) }
        return nil
    }

    /// The method the setup does not call that runs `statement` (itself, or the caller of
    /// the helper it is in), as for a block (``outsideSetup(_:)``); nil in the setup.
    private func outsideMethod(of statement: Stmt) -> FunctionScope? {
        let runner = inlineStack.first?.caller ?? statement.function
        return outsideSetup(runner) ? runner : nil
    }

    /// The view `name` is given the frame `parts` by `statement`.
    mutating func noteFrame(_ name: String, _ parts: [Expr], statement: Stmt) {
        guard name != "root" else { return }
        let text = "CGRect(\(parts.map(\.text).joined(separator: ", ")))"
        let before = layout.warnings.count
        let values = zip(parts, ["x", "y", "width", "height"]).map { part, what in
            number(part, what: "the frame's \(what)")
        }
        let warnings = Array(layout.warnings[before...])
        layout.warnings.removeSubrange(before...)
        let order = handFrames.values.reduce(0) { $0 + $1.count }
        handFrames[name, default: []].append(HandSetFrame(parts: values, expressions: parts, text: text, warnings: warnings,
                                                          statement: statement,
                                                          blockIndex: layout.blocks.count, order: order,
                                                          outside: outsideMethod(of: statement)))
    }

    /// A UIView category's frame setter (`v.centerY = c`, `v.x = 10`, `v.width = w`: UIView+Frame
    /// and its kin, of another file, whose every version sets that part of the frame, a centre
    /// moving the origin by half the size) on a view whose frame the code set by hand: that
    /// frame with the one part changed, a `remake` where it is set. A view given no frame by
    /// hand is left as it was (docs/import.md, "Frames set by hand").
    mutating func noteFramePart(_ name: String, _ property: String, _ value: Expr, statement: Stmt) {
        guard name != "root", let last = handFrames[name]?.last, var parts = last.parts else { return }
        let slot: Int
        switch property {
        case "x", "left", "centerX": slot = 0
        case "y", "top", "centerY": slot = 1
        case "width": slot = 2
        case "height": slot = 3
        default: return
        }
        let before = layout.warnings.count
        parts[slot] = number(value, what: "the frame's \(property)")
        let warnings = Array(layout.warnings[before...])
        layout.warnings.removeSubrange(before...)
        var overrides = last.lineOverrides
        overrides[slot] = nil
        if property == "centerX" { overrides[0] = "centerX.equalTo(superview.left).offset(\(parts[0].text))" }
        if property == "centerY" { overrides[1] = "centerY.equalTo(superview.top).offset(\(parts[1].text))" }
        let part = ["centerX": "centre's x", "centerY": "centre's y", "x": "x", "left": "x", "y": "y", "top": "y",
                    "width": "width", "height": "height"][property] ?? property
        let note = ImportWarning(place: statement.place,
                                 message: "'\(name).\(property)' is no UIKit property: it is read as the setter of a UIView category of "
                                 + "another file (UIView+Frame), which sets the \(part) of the frame set by hand before it; the draft "
                                 + "holds that frame so changed")
        let order = handFrames.values.reduce(0) { $0 + $1.count }
        handFrames[name, default: []].append(HandSetFrame(parts: parts, text: "\(property) = \(value.text)", warnings: [note] + warnings,
                                                          statement: statement, blockIndex: layout.blocks.count, order: order,
                                                          outside: outsideMethod(of: statement), lineOverrides: overrides))
    }

    /// The view `name` is given a frame the importer does not read as four values
    /// (`v.frame = self.bounds`, `CGRectInset(…)`): the frames set before it no longer hold.
    mutating func noteUnreadFrame(_ name: String, _ value: Expr, statement: Stmt) {
        guard name != "root" else { return }
        let order = handFrames.values.reduce(0) { $0 + $1.count }
        handFrames[name, default: []].append(HandSetFrame(parts: nil, text: value.text, warnings: [], statement: statement,
                                                          blockIndex: layout.blocks.count, order: order,
                                                          outside: outsideMethod(of: statement)))
    }

    /// The names of the views the draft's blocks and distributions constrain: Masonry and
    /// SnapKit turn their autoresizing constraints off.
    var constrainedViews: Set<String> {
        var names: Set<String> = []
        for block in layout.blocks where !block.isChange && !block.isFrame {
            var text = block.view.text
            if let statement = block.statement, statement.hasPrefix("distribute ") {
                text = String(statement.dropFirst("distribute ".count).prefix { $0 != "]" }) + "]"
            }
            if text.hasPrefix("[") {
                for part in text.dropFirst().dropLast().split(separator: ",") { names.insert(part.trimmingSpaces()) }
            } else {
                names.insert(text)
            }
        }
        return names
    }

    /// The blocks of the frames set by hand, for the views no block constrains: `make V`
    /// (`remake V` for a frame set again) with `left.equalTo(superview).offset(x)`,
    /// `top…offset(y)`, `width.equalTo(w)`, `height.equalTo(h)`, each where its frame is
    /// set, under the conditions it is set under. A view with an autoresizing mask set is a
    /// warning (the language has none), and so is a frame the importer cannot read.
    mutating func addHandSetFrames() {
        let constrained = constrainedViews
        let end = layout.blocks.count
        var insertions: [(index: Int, order: Int, block: ImportedBlock)] = []
        for name in handFrames.keys.sorted() {
            guard let sets = handFrames[name], let index = layout.index(of: name), !constrained.contains(name) else { continue }
            if let parent = layout.views[index].parent, let parentIndex = layout.index(of: parent), layout.views[parentIndex].isStack {
                continue  // arranged in a stack: the stack places it
            }
            if let place = autoresizedViews[name] {
                warn(place, "'\(name)' is given an autoresizing mask, which the language has no equivalent of; "
                     + "its frame set by hand is left out of the draft")
                continue
            }
            // A frame not read as four values ends what the frames before it said: the draft
            // keeps only the frames read after the last such one of the setup, and says so (one
            // set in a method the setup does not call is only said).
            var kept = sets
            for unread in sets where unread.parts == nil && unread.outside != nil {
                warn(unread.statement.place, "'\(name)' is given the frame '\(unread.text)' in '\(unread.outside!.spelled)', a method "
                     + "the setup does not call, and the importer does not read it as four values; the draft leaves it out")
            }
            if let last = sets.lastIndex(where: { $0.parts == nil && $0.outside == nil }) {
                let unread = sets[last]
                warn(unread.statement.place, "'\(name)' is given the frame '\(unread.text)', which the importer does not read "
                     + "as four values (no block constrains it: UIKit keeps that frame); "
                     + (last == 0 ? "the draft holds no frame of it" : "the frames set by hand before it are left out of the draft"))
                kept = Array(sets[(last + 1)...])
            }
            kept = kept.filter { $0.parts != nil }
            // The setup's first frame is a `make`, every later one a `remake` (the last wins); one set
            // in a method the setup does not call runs after the setup's: a `remake` when the setup set one.
            var made = false
            for set in kept.filter({ $0.outside == nil }) + kept.filter({ $0.outside != nil }) {
                var statement = set.statement
                guard let parts = set.parts else { continue }
                for warning in set.warnings { warn(warning.place, warning.message) }
                if let outside = set.outside { statement.conditions.append(Self.outsideCondition(outside)) }
                var texts = [
                    parts[0].text == "0" ? "left.equalTo(superview)" : "left.equalTo(superview).offset(\(parts[0].text))",
                    parts[1].text == "0" ? "top.equalTo(superview)" : "top.equalTo(superview).offset(\(parts[1].text))",
                    "width.equalTo(\(parts[2].text))",
                    "height.equalTo(\(parts[3].text))",
                ]
                for (slot, text) in set.lineOverrides { texts[slot] = text }
                let lines = texts.map { text in
                    ImportedLine(text: text, place: statement.place, conditions: statement.conditions,
                                 hasPlaceholder: text.contains("\"TODO: "), notes: [])
                }
                var block = ImportedBlock(kind: made ? .remake : .make, view: .known(name), place: statement.place,
                                          lines: lines)
                made = true
                block.conditions = statement.conditions
                block.isFrame = true
                if let outside = set.outside {
                    let others = set.statement.conditions.joined(separator: ", ")
                    warn(statement.place, "this frame is set in '\(outside.spelled)'\(others.isEmpty ? "" : " (under '\(others)')"), "
                         + "a method the setup (init…, viewDidLoad, updateConstraints, layoutSubviews… and what they call) does not "
                         + "call: it runs when the app calls it; the draft holds its block after the setup's blocks, each of its "
                         + "lines under a TODO placeholder")
                } else if !statement.conditions.isEmpty {
                    let condition = statement.conditions.joined(separator: ", ")
                    warn(statement.place, "this block runs under '\(condition)', which the source alone cannot tell; "
                         + "each of its lines holds a TODO placeholder")
                }
                // One of a method the setup does not call stands after every block, as a block made there.
                insertions.append((set.outside == nil ? set.blockIndex : end, set.order, block))
            }
        }
        // In the order read, each after the blocks read before it.
        for insertion in insertions.sorted(by: { ($0.index, $0.order) > ($1.index, $1.order) }) {
            layout.blocks.insert(insertion.block, at: min(insertion.index, layout.blocks.count))
        }
    }

    /// A view of a superclass of another file (a name the files use as a view but never
    /// declare, ``noteUnknownIntrinsicSizes()``) that no block of the files constrains and
    /// whose frame they do not set keeps the frame that file's code gives it — by hand (its
    /// `translatesAutoresizingMaskIntoConstraints` still on: its left, top, width and height)
    /// or by its constraints — which the files cannot say: a `make` block of its frame first
    /// (the superclass's initializer runs before the class's code), each of its four parts a
    /// placeholder (`"TODO: contentPanel.frame.origin.x"`, `….size.width`), with a warning.
    /// Not a view arranged in a stack (the stack places it) nor a guide, nor one no `addSubview`
    /// of the files adds (the code that adds it places it: one placeholder for its constraints or
    /// its frame, written as lines, LayoutImporter's).
    mutating func addSuperclassViewFrames() {
        guard inheritsFromAnotherFile else { return }
        let constrained = constrainedViews
        let locals = Set(localNames?.values.map { $0 } ?? [])
        var blocks: [ImportedBlock] = []
        for view in layout.views {
            let name = view.name
            guard name != "root", !view.isGuide, !name.contains("@"), !constrained.contains(name), handFrames[name] == nil,
                  !everDeclared.contains(name), !classViews.contains(name), !locals.contains(name) else { continue }
            // One no `addSubview` of the files adds is placed by the code that adds it, its frame or its
            // constraints one placeholder of LayoutImporter's ("constraints of V, by the code that adds it").
            guard let parent = view.parent else { continue }
            if let index = layout.index(of: parent), layout.views[index].isStack { continue }
            let texts = ["\(name).frame.origin.x", "\(name).frame.origin.y", "\(name).frame.size.width", "\(name).frame.size.height"]
            let values = texts.map { DraftValue.placeholder($0) }
            let lines = [
                "left.equalTo(superview).offset(\(values[0].text))", "top.equalTo(superview).offset(\(values[1].text))",
                "width.equalTo(\(values[2].text))", "height.equalTo(\(values[3].text))",
            ].map { ImportedLine(text: $0, place: view.place, conditions: [], hasPlaceholder: true, notes: []) }
            var block = ImportedBlock(kind: .make, view: .known(name), place: view.place, lines: lines)
            block.isFrame = true
            let superclass = superclasses[owner ?? ""] ?? ""
            block.frameNote = "its frame, given by the superclass '\(superclass)' of another file (no block of the files constrains it)"
            blocks.append(block)
            warn(view.place, "'\(name)' is declared nowhere in the files, a view of the superclass '\(superclass)' of another "
                 + "file, and no block of the files constrains it nor do they set its frame: its frame ("
                 + texts.map { "'\($0)'" }.joined(separator: ", ")
                 + ") is computed when the app runs by that file's code (set by hand, or by its constraints); the draft holds a "
                 + "block of its frame, each part a TODO placeholder")
        }
        layout.blocks.insert(contentsOf: blocks, at: 0)
    }

    /// A view no `addSubview` of the files adds is added by code they do not hold (a superclass's,
    /// another file's helper: `[label oba_embedInWrapperView]`), which may constrain it there too
    /// (pin it to its new superview's edges) or frame it: a placeholder for what that code gives
    /// it, before the files' own blocks (that code runs first; a `remake` of the files replaces
    /// them), with a warning (docs/import.md, "Views added by code the files do not hold").
    mutating func addBlocksOfViewsAddedElsewhere() {
        var blocks: [ImportedBlock] = []
        for view in layout.views where view.parent == nil && !view.isGuide {
            warn(view.place, "'\(view.name)' is constrained but no 'addSubview' of it was read; "
                 + "the draft holds a TODO placeholder for its superview, and one for the constraints "
                 + "the code that adds it may give it")
            let placeholder = DraftValue.placeholder("constraints of \(view.name), by the code that adds it")
            blocks.append(ImportedBlock(
                kind: .make, view: .known(view.name), place: view.place,
                lines: [ImportedLine(text: placeholder.text, place: view.place, conditions: [], hasPlaceholder: true,
                                     notes: [])],
                isPlacedElsewhere: true))
        }
        layout.blocks.insert(contentsOf: blocks, at: 0)
    }
}
