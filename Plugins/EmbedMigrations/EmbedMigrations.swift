import Foundation
import PackagePlugin

/// The build-tool plugin of the `LayoutStore` target: runs `EmbedMigrationsTool`
/// on the package's `migrations/*.sql`, in file-name order, to generate
/// `EmbeddedMigrations.swift`, so the schema is compiled into the module and a
/// `layoutdb` executable (or any program using the library) needs no file
/// beside it. The folder and every `.sql` file in it are inputs of the
/// command, and the tool lists the folder itself when it runs: editing,
/// adding or removing a file regenerates the constants.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appendingPathComponent($0) }
        if inputs.isEmpty {
            Diagnostics.warning("no migrations/*.sql found in \(folder.path): "
                                + "the store will refuse to create or open any database")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding migrations/*.sql in \(target.name)",
                executable: try context.tool(named: "EmbedMigrationsTool").url,
                arguments: [output.path, folder.path],
                inputFiles: [folder] + inputs,
                outputFiles: [output]
            )
        ]
    }
}
