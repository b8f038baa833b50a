/// The author recorded with a revision: `--author`, else `$LAYOUTDB_AUTHOR`,
/// else the user's name.
enum AuthorName {
    /// The environment variable naming the author when `--author` is not given.
    static let environmentVariable = "LAYOUTDB_AUTHOR"

    /// The author: the option, else `$LAYOUTDB_AUTHOR`, else `$USER`, else
    /// `userName` (the account's name, asked for only then), each when not empty.
    static func resolve(option: String?, environment: [String: String], userName: @autoclosure () -> String) -> String {
        for candidate in [option, environment[environmentVariable], environment["USER"]] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return userName()
    }
}
