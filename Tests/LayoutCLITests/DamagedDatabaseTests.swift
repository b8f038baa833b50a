import Foundation
import GRDB
import Testing
@testable import LayoutCLI

/// A value read from the database that cannot be right (changed outside
/// layoutdb) is an error naming it, exit 74, never a wrong answer
/// (docs/cli.md, "Exit codes"; docs/schema.md).
@Suite struct DamagedDatabaseTests {
    @Test func aDamagedValueInTheDatabaseIsAnErrorNotAWrongAnswer() throws {
        let database = StoreCLI.loginDatabase()
        try DatabaseQueue(path: database).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE revision SET kind = 'applq' WHERE number = 2")
            try db.execute(sql: "UPDATE layout_constraint SET priority = 0 WHERE key = 'buttonHeight' AND valid_to IS NULL")
        }
        let log = layoutdb("log", "--db", database)
        #expect(log == CommandOutput(stderr: "error: cannot read the database '\(database)': the file is corrupt "
                                     + "(a stored value is damaged: revision 2 has an unknown kind 'applq')\n", status: 74))
        let export = layoutdb("export", "--db", database)
        #expect(export == CommandOutput(stderr: "error: cannot read the database '\(database)': the file is corrupt "
                                        + "(a stored value is damaged: a constraint of view 'button' priority is 0, not 1…1000)\n",
                                        status: 74))
    }
}
