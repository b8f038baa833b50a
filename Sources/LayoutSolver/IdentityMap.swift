/// A map from object identities to `Int32`, for the solver's hot look-ups: the
/// symbol of a variable and the record of a constraint.
///
/// Open addressing with linear probing over a power-of-two table, at most half
/// full, hashed by multiplying the object's address (Fibonacci hashing) and
/// keeping the top bits. A `Dictionary` keyed by `ObjectIdentifier` hashes with
/// the standard library's seeded SipHash, several times the cost, a protection
/// against chosen keys that addresses do not need. Removal shifts the entries
/// that follow back into the hole, so the table never holds tombstones.
///
/// The keys must stay valid identities while they are in the map (the solver
/// keeps its variables and constraints alive, so an address is not reused
/// while it is a key).
struct IdentityMap {
    /// The keys (addresses; 0 marks an empty slot) and their values, slot by slot.
    private var keys: [UInt] = []
    private var values: [Int32] = []
    /// 64 − log2(capacity): the hash keeps the top bits of the product.
    private var shift: UInt = 64
    /// The number of keys.
    private(set) var count = 0

    /// The value of `id`, or nil; setting nil removes it.
    subscript(_ id: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let key = UInt(bitPattern: id)
            let mask = keys.count - 1
            var i = home(of: key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            let key = UInt(bitPattern: id)
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// The slot a key hashes to.
    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func insert(_ key: UInt, _ value: Int32) {
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var i = home(of: key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        if keys[i] == 0 { count += 1 }
        keys[i] = key
        values[i] = value
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        let mask = keys.count - 1
        var hole = home(of: key)
        while keys[hole] != key {
            if keys[hole] == 0 { return }
            hole = (hole + 1) & mask
        }
        // Backward shift: an entry after the hole moves into it when the hole
        // lies on its probe path (from its home slot up to where it sits).
        var j = (hole + 1) & mask
        while keys[j] != 0 {
            let distanceFromHome = (j - home(of: keys[j])) & mask
            if distanceFromHome >= (j - hole) & mask {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }

    /// Doubles the table (16 slots at first) and re-inserts every key.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = max(16, 2 * keys.count)
        keys = [UInt](repeating: 0, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        shift = UInt(64 - capacity.trailingZeroBitCount)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 { insert(k, v) }
    }
}
