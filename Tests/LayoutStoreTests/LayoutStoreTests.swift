import Testing
import LayoutStore

@Suite struct LayoutStoreTests {
    @Test func theStoreRunsOnSQLiteThree() throws {
        let version = try LayoutStore.sqliteVersion()
        #expect(version.hasPrefix("3."))
    }
}
