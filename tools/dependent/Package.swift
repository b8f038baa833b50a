// swift-tools-version: 6.0
// A program that depends on layoutdb the way any other package would: by URL,
// on a tagged version, through the `LayoutDB` library product. Its main.swift
// is README.md's "From Swift" program, character for character (a test checks).
// `swift test` (ReadmeProgramTests; tools/check-dependent runs it alone) builds
// and runs it against a tagged clone of the repository (LAYOUTDB_URL=file://…);
// without LAYOUTDB_URL the URL is the repository this folder belongs to, which
// then needs a version tag.
import Foundation
import PackageDescription

let layoutdb = Context.environment["LAYOUTDB_URL"]
    ?? URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
        .absoluteString

let package = Package(
    name: "dependent",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(url: layoutdb, from: "0.1.0"),
    ],
    targets: [
        .executableTarget(name: "Dependent", dependencies: [.product(name: "LayoutDB", package: "layoutdb")]),
    ]
)
