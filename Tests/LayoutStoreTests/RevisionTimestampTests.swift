import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutStore

/// The stored time of a revision: UTC, ISO 8601, milliseconds.
@Suite struct RevisionTimestampTests {
    /// An in-memory SQLite database, on which `strftime` writes the times.
    let queue = try! DatabaseQueue()

    /// The stored text of `date`.
    func timestamp(_ date: Date) throws -> String {
        try queue.read { db in try RevisionWriter.timestamp(date, db) }
    }

    @Test func knownInstantsAreWrittenAsTheirCalendarDates() throws {
        // 1 700 000 000 s is 2023-11-14 22:13:20 UTC (the tests' fixed start time).
        #expect(try timestamp(Date(timeIntervalSince1970: 1_700_000_000)) == "2023-11-14T22:13:20.000Z")
        // 2000-02-29 (a leap day of a year divisible by 400): 30 years and 7 leap days, plus 59 days, after 1970.
        #expect(try timestamp(Date(timeIntervalSince1970: 951_782_400.25)) == "2000-02-29T00:00:00.250Z")
        #expect(try timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        // One millisecond before the epoch.
        #expect(try timestamp(Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
    }

    @Test func aTimeIsRoundedToTheNearestMillisecond() throws {
        #expect(try timestamp(Date(timeIntervalSince1970: 1_700_000_000.0004)) == "2023-11-14T22:13:20.000Z")
        #expect(try timestamp(Date(timeIntervalSince1970: 1_700_000_000.0006)) == "2023-11-14T22:13:20.001Z")
        // 59.9996 s rounds up into the next minute.
        #expect(try timestamp(Date(timeIntervalSince1970: 1_700_000_039.9996)) == "2023-11-14T22:14:00.000Z")
    }

    @Test func aTimeBeyondTheYear9999IsAnErrorNotAWrongDate() {
        // 253 402 300 800 s is 10000-01-01T00:00:00Z.
        #expect(throws: DatabaseError.self) { try timestamp(Date(timeIntervalSince1970: 253_402_300_800)) }
    }

    @Test func aTimeThatIsNoWholeNumberOfMillisecondsIsAnErrorNotATrap() {
        // Not a number, infinite, or more milliseconds than 64 bits hold (2⁶³ ms is about 9.2e15 s).
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -9.3e15] {
            #expect(throws: DatabaseError.self, "\(seconds)") { try timestamp(Date(timeIntervalSince1970: seconds)) }
        }
    }

    @Test func randomInstantsAreWrittenAsFoundationsFormatterWritesThem() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            // Whole milliseconds from 1900 to 2200, so that neither side has to round.
            let milliseconds = Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &generator)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(try timestamp(date) == formatter.string(from: date), "\(milliseconds) ms")
        }
    }
}
