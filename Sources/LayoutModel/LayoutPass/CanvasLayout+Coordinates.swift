/// Frames in either coordinate space.
extension CanvasLayout {
    /// The frame of one view in parent coordinates, or nil when it has none.
    public func frame(of view: String) -> Frame? {
        frames.first { $0.view == view }?.frame
    }

    /// The frames in `coordinates`, in the order of ``frames``. In root space a
    /// view's origin is its parent-space origin plus its parent's root-space
    /// origin; `layout` supplies the parents (the layout that was solved).
    public func frames(in coordinates: Coordinates, of layout: Layout) -> [(view: String, frame: Frame)] {
        guard coordinates == .root else { return frames }
        var local: [String: Frame] = [:]
        local.reserveCapacity(frames.count)
        for (view, frame) in frames { local[view] = frame }
        var origins: [String: (x: Double, y: Double)] = [View.rootName: (0, 0)]
        origins.reserveCapacity(frames.count + 1)

        /// The root-space origin of a view, memoised; the chain of parents is
        /// walked iteratively (and cut at the root, or after as many steps as
        /// there are views, so that a malformed chain cannot loop).
        func origin(of view: String) -> (x: Double, y: Double) {
            var chain: [String] = []
            var current = view
            while origins[current] == nil, chain.count <= frames.count {
                chain.append(current)
                guard let parent = layout.view(named: current)?.parent else { break }
                current = parent
            }
            var base = origins[current] ?? (0, 0)
            for name in chain.reversed() {
                let frame = local[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
                base = (base.x + frame.x, base.y + frame.y)
                origins[name] = base
            }
            return origins[view] ?? base
        }

        return frames.map { entry in
            let parent = layout.view(named: entry.view)?.parent ?? View.rootName
            let base = origin(of: parent)
            var frame = entry.frame
            frame.x += base.x
            frame.y += base.y
            return (entry.view, frame)
        }
    }
}
