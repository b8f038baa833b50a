import Testing
import TestSupport
@testable import LayoutSolver

/// The solver's identity map against the standard library's `Dictionary` (the
/// independent oracle) under the same random inserts, updates and removals.
@Suite struct IdentityMapTests {
    @Test func randomInsertsUpdatesAndRemovalsAgreeWithADictionary() {
        var rng = SeededGenerator(seed: 7)
        // Objects kept alive for the whole test, so their identities stay distinct.
        let objects = (0..<3000).map { Variable("v\($0)") }
        var map = IdentityMap()
        var oracle: [ObjectIdentifier: Int32] = [:]
        for step in 0..<40_000 {
            let id = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &rng)])
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                map[id] = Int32(step)
                oracle[id] = Int32(step)
            case 5..<8:
                map[id] = nil
                oracle[id] = nil
            default:
                #expect(map[id] == oracle[id])
            }
            #expect(map.count == oracle.count)
        }
        for object in objects {
            #expect(map[ObjectIdentifier(object)] == oracle[ObjectIdentifier(object)])
        }
    }

    @Test func removingEveryKeyLeavesAnEmptyMapThatStillAcceptsKeys() {
        let objects = (0..<100).map { Variable("v\($0)") }
        var map = IdentityMap()
        for (i, object) in objects.enumerated() { map[ObjectIdentifier(object)] = Int32(i) }
        for object in objects.reversed() { map[ObjectIdentifier(object)] = nil }
        #expect(map.count == 0)
        #expect(objects.allSatisfy { map[ObjectIdentifier($0)] == nil })
        map[ObjectIdentifier(objects[3])] = 42
        #expect(map[ObjectIdentifier(objects[3])] == 42)
        #expect(map.count == 1)
    }
}
