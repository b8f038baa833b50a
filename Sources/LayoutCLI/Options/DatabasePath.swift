/// Where the database is: `--db PATH`, else `$LAYOUTDB_PATH`, else `./layout.db`.
enum DatabasePath {
    /// The environment variable naming the database when `--db` is not given.
    static let environmentVariable = "LAYOUTDB_PATH"
    /// The database used when neither `--db` nor the environment names one.
    static let defaultPath = "layout.db"

    /// The database path: the option, else the environment variable (when not
    /// empty), else ``defaultPath``.
    ///
    /// ```swift
    /// DatabasePath.resolve(option: nil, environment: ["LAYOUTDB_PATH": "/tmp/x.db"])  // "/tmp/x.db"
    /// ```
    static func resolve(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let named = environment[environmentVariable], !named.isEmpty { return named }
        return defaultPath
    }
}
