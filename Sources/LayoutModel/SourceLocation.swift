/// A place in a layout file: file name, 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file as named on the command line (or a label for other sources).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in characters.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`
    public var description: String { "\(file):\(line):\(column)" }

    /// Earlier in file-name order, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An error or warning about a layout, with the place it refers to.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable {
        /// The layout cannot be used (a file with one is not applied).
        case error
        /// Worth saying; the layout is still used.
        case warning
    }

    /// What an edit's warning is about, for a program to tell the warnings
    /// apart without reading their words (`check` makes each one a finding of
    /// its kind). The raw values are the kinds `check` prints.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A `make` of a constraint the view already has (keys aside), or the
        /// same constraint twice in one `remake` or adopted layout: it adds nothing.
        case duplicate
        /// An `update` that found no similar constraint, and added it.
        case updateAdded = "update-added"
    }

    /// Error or warning.
    public var severity: Severity
    /// Where it comes from; nil for problems without a place in a file.
    public var location: SourceLocation?
    /// The problem in words, naming its culprit.
    public var message: String
    /// What the diagnostic is about, for the edits' warnings that have a
    /// kind of their own (``Code``); nil for every other diagnostic.
    public var code: Code?

    /// Creates an error.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message)
    }

    /// Creates a warning, of the kind `code` when it has one.
    public static func warning(_ message: String, at location: SourceLocation?, code: Code? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: message, code: code)
    }

    /// `FILE:LINE:COL: error: MESSAGE`, the way a compiler reports.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

/// One or more errors found in a layout (every error of a file, not only the first).
public struct LayoutErrors: Error, Sendable, CustomStringConvertible {
    /// The errors, in the order of their places.
    public var diagnostics: [Diagnostic]

    /// The errors `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// One diagnostic per line, `FILE:LINE:COL: error: MESSAGE`.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// The closest name to `name` among `candidates` (edit distance at most a third of
/// the name's length, and at most 3), for "did you mean" suggestions. The
/// distance counts a swap of two neighbouring letters as one edit, so that
/// `widht` suggests `width` (one swap) rather than `right` (two changes).
public func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
    var best: (String, Int)?
    let limit = min(3, max(1, name.count / 3 + 1))
    for candidate in candidates {
        let d = editDistance(name.lowercased(), candidate.lowercased())
        guard d <= limit else { continue }
        if let (name, distance) = best, distance < d || (distance == d && name <= candidate) { continue }
        best = (candidate, d)
    }
    return best?.0
}

/// The optimal string alignment distance between two strings: the fewest
/// insertions, deletions, substitutions and swaps of two neighbouring
/// characters that turn one into the other, no character being edited twice
/// (Levenshtein's distance with transpositions, Damerau's restricted form).
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    // Three rows: i − 2, i − 1 and i.
    var beforePrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d = min(d, beforePrevious[j - 2] + 1) }
            current[j] = d
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[y.count]
}
