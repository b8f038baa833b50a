// EmbedMigrationsTool OUTPUT.swift FOLDER
//
// Writes a Swift file declaring `EmbeddedMigrations.all`: each `.sql` file of
// FOLDER as `(identifier, sql)` (identifier: the file name without `.sql`), in
// file-name order, with the file's text byte for byte. Run by the
// EmbedMigrations build-tool plugin; not a product.
//
// A file whose name is not `NNNN_name.sql` (four digits, an underscore,
// letters, digits or underscores) or whose text is not UTF-8 fails the build,
// naming it. The store checks the list again when it opens a database
// (numbering from 0001 without a gap, nothing empty): see docs/schema.md.

import Foundation

/// `text` as a Swift string literal: quotes, backslashes and control
/// characters escaped, everything else as is (so the literal's value is
/// exactly `text`, line endings included).
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Whether `name` is `NNNN_rest.sql` with `rest` made of ASCII letters, digits and underscores.
func isMigrationName(_ name: String) -> Bool {
    guard name.hasSuffix(".sql") else { return false }
    let stem = Array(name.dropLast(4).utf8)
    guard stem.count > 5, stem[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), stem[4] == UInt8(ascii: "_") else {
        return false
    }
    return stem[5...].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let output = arguments.first, let folder = arguments.last else {
    fail("usage: EmbedMigrationsTool OUTPUT.swift FOLDER")
}
let names: [String]
do {
    names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sql") }.sorted()
} catch {
    fail("\(folder): cannot be listed (\(error))")
}
let files = names.map { (folder as NSString).appendingPathComponent($0) }

var entries: [String] = []
for path in files {
    let name = (path as NSString).lastPathComponent
    guard isMigrationName(name) else {
        fail("\(path): a migration is named NNNN_name.sql (four digits, '_', then letters, digits or '_')")
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot be read") }
    guard let sql = String(data: data, encoding: .utf8) else { fail("\(path): is not UTF-8 text") }
    entries.append("        (\(literal(String(name.dropLast(4)))), \(literal(sql))),")
}

let source = """
    // Generated at build time by the EmbedMigrations plugin from migrations/*.sql.
    // Do not edit: edit or add a migration file instead.

    /// The migration files compiled into the module, `(identifier, sql)` in file-name order.
    enum EmbeddedMigrations {
        static let all: [(identifier: String, sql: String)] = [
    \(entries.joined(separator: "\n"))
        ]
    }

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("cannot write \(output): \(error)")
}
