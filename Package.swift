// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "layoutdb",
    // Duration and ContinuousClock (solve and apply timings, the store's busy
    // waits) need macOS 13 / iOS 16 and the same generation elsewhere.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // `import LayoutDB`: the solver, the model and the store in one import.
        .library(name: "LayoutDB", targets: ["LayoutDB"]),
        .executable(name: "layoutdb", targets: ["LayoutDBExecutable"]),
        // `layoutdb import`'s reader of Masonry and SnapKit sources: its own
        // product, so that building `layoutdb` never builds swift-syntax.
        .executable(name: "layoutdb-import", targets: ["LayoutImportExecutable"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        // Only LayoutImport (and so `layoutdb-import`) depends on it (docs/import.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The Cassowary solver: no dependencies, not even Foundation.
        .target(name: "LayoutSolver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Views, constraints, canvases, the language and the layout pass. No SQLite.
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"]),
        // The versioned store: the only module that imports GRDB (and SQLite's C interface). Its schema,
        // migrations/*.sql, is compiled into it as constants by the
        // EmbedMigrations plugin (docs/schema.md, "Migrations").
        .target(
            name: "LayoutStore",
            dependencies: ["LayoutModel", "LayoutSolver", .product(name: "GRDB", package: "GRDB.swift"),
                           // SQLite's C interface, for what GRDB does not wrap: the persistent WAL of a writer.
                           .product(name: "GRDBSQLite", package: "GRDB.swift")],
            plugins: ["EmbedMigrations"]
        ),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["EmbedMigrationsTool"]),
        // The generator the plugin runs at build time (not a product).
        .executableTarget(name: "EmbedMigrationsTool", path: "Plugins/EmbedMigrationsTool"),
        // The picture of a layout's frames (rectangles, labels, marks) as a value,
        // and its SVG through one small XML writer. No SQLite: it draws frames
        // it is given (stored or solved), never solves.
        .target(name: "LayoutRender", dependencies: ["LayoutModel", "LayoutSolver"]),
        // The library product's module: re-exports the three above, nothing of its own.
        .target(name: "LayoutDB", dependencies: ["LayoutSolver", "LayoutModel", "LayoutStore", "LayoutRender"]),
        // One command type per verb; output formatting. No SQL.
        .target(
            name: "LayoutCLI",
            dependencies: [
                "LayoutStore", "LayoutModel", "LayoutSolver", "LayoutRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        // The `layoutdb` executable (the product gives the binary its name). The
        // target and its folder are named `LayoutDBExecutable`, not `layoutdb`, so
        // that neither its build files and module nor its sources collide with
        // LayoutDB's on a case-insensitive file system (macOS's default: no two
        // paths of the repository are equal ignoring case, RepositoryPathTests).
        // Linked position-dependent in release builds on Linux: a position-independent
        // executable spends ~0.8 ms of every command's start relocating the static
        // Swift runtime and Foundation (85 000 relocations, ~220 page faults); the
        // shared libraries stay position-independent (docs/performance-notes.md).
        .executableTarget(
            name: "LayoutDBExecutable", dependencies: ["LayoutCLI"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),

        // Reads Objective-C (Masonry) and Swift (SnapKit) view code into a
        // .layout draft. The only module that imports swift-syntax; LayoutCLI
        // and the library never depend on it (docs/import.md).
        .target(
            name: "LayoutImport",
            dependencies: ["LayoutModel", "LayoutSolver",
                           .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // The `layoutdb-import` executable, which `layoutdb import` runs; its
        // `--apply` goes through LayoutCLI's `apply`.
        .executableTarget(name: "LayoutImportExecutable",
                          dependencies: ["LayoutImport", "LayoutCLI", "LayoutSolver",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // The solver benchmark driven by tools/bench-solver (not a product).
        .executableTarget(name: "SolverBench", dependencies: ["LayoutSolver"], path: "tools/SolverBench"),

        // What every test target shares: the seeded random generator, the
        // repository's files (examples, docs), fresh temporary folders. Foundation
        // only: neither the package's modules nor a test framework.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutSolver", "TestSupport"]),
        // Golden/: the SVG pictures must write, checked by hand (not sources).
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutModel", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(
            name: "LayoutStoreTests",
            dependencies: ["LayoutStore", "LayoutModel", "LayoutSolver", "TestSupport",
                           .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Golden/: the JSON each verb must print, with its fixtures (not sources).
        .testTarget(
            name: "LayoutCLITests",
            dependencies: ["LayoutCLI", "LayoutStore", "LayoutModel", "LayoutRender", "TestSupport",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           // To alter a database by hand, as a user of sqlite3 may (StrictJSONTests, stored-value tests).
                           .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Golden"]
        ),
        // Fixtures/: the Objective-C and Swift sources read, with the drafts they must give.
        .testTarget(name: "LayoutImportTests",
                    dependencies: ["LayoutImport", "LayoutModel", "LayoutCLI", "LayoutStore", "TestSupport"],
                    exclude: ["Fixtures"]),
        // The library as a dependent sees it: `import LayoutDB` only (and the tests' support).
        .testTarget(name: "LayoutDBTests", dependencies: ["LayoutDB", "TestSupport"]),
    ]
)
