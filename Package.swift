// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "layoutdb",
    products: [
        .library(name: "LayoutDB", targets: ["LayoutSolver", "LayoutModel", "LayoutStore"]),
        .executable(name: "layoutdb", targets: ["layoutdb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    ],
    targets: [
        // The Cassowary solver: no dependencies, not even Foundation.
        .target(name: "LayoutSolver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Views, constraints, canvases, the language and the layout pass. No SQLite.
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"]),
        // The versioned store: the only module that imports GRDB.
        .target(
            name: "LayoutStore",
            dependencies: ["LayoutModel", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("../../migrations")]
        ),
        // One command type per verb; output formatting. No SQL.
        .target(
            name: "LayoutCLI",
            dependencies: [
                "LayoutStore", "LayoutModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        // Linked position-dependent in release builds on Linux: a position-independent
        // executable spends ~0.8 ms of every command's start relocating the static
        // Swift runtime and Foundation (85 000 relocations, ~220 page faults); the
        // shared libraries stay position-independent (docs/performance-notes.md).
        .executableTarget(
            name: "layoutdb", dependencies: ["LayoutCLI"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),

        // The solver benchmark driven by tools/bench-solver (not a product).
        .executableTarget(name: "SolverBench", dependencies: ["LayoutSolver"], path: "tools/SolverBench"),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "LayoutStoreTests", dependencies: ["LayoutStore"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["LayoutCLI"]),
    ]
)
