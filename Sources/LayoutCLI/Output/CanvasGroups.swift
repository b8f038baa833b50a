/// What the outputs report once for all the canvases it was found on (a
/// conflicting set, an ambiguous view, a finding of `check`).
enum CanvasGroups {
    /// `entries` with the same key made one, with the canvases each was found
    /// on (each named once), in the order first found. An entry with no
    /// canvas (a finding of the layout itself) stays alone, with no canvases.
    static func grouped<Item, Key: Hashable>(_ entries: [(item: Item, canvas: String?)], by key: (Item) -> Key)
        -> [(item: Item, canvases: [String])] {
        var groups: [(item: Item, canvases: [String])] = []
        var index: [Key: Int] = [:]
        for (item, canvas) in entries {
            guard let canvas else {
                groups.append((item, []))
                continue
            }
            let k = key(item)
            if let i = index[k] {
                if !groups[i].canvases.contains(canvas) { groups[i].canvases.append(canvas) }
            } else {
                index[k] = groups.count
                groups.append((item, [canvas]))
            }
        }
        return groups
    }
}
