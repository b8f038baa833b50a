/// The author recorded with a revision: `--author`, else `$LAYOUTDB_AUTHOR`,
/// else the user's name.
public enum AuthorName {
    /// The environment variable naming the author when `--author` is not given.
    public static let environmentVariable = "LAYOUTDB_AUTHOR"

    /// The author: the option, else `$LAYOUTDB_AUTHOR`, else `$USER`, else
    /// `userName` (the account's name), each when not empty.
    public static func resolve(option: String?, environment: [String: String], userName: String) -> String {
        for candidate in [option, environment[environmentVariable], environment["USER"], userName] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return ""
    }
}
