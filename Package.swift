// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tally",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "tally", targets: ["tally"]),
        .library(name: "TallyCore", targets: ["TallyCore"]),
        .library(name: "TallyStore", targets: ["TallyStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure domain: value types and rules. Foundation only; no I/O, no clock, no globals.
        .target(name: "TallyCore"),
        // SQLite storage on GRDB: migrations, records, intent-named reads and writes.
        .target(
            name: "TallyStore",
            dependencies: [
                "TallyCore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The command-line front end (parsing, rendering); a library so tests can reach it.
        .target(
            name: "TallyCLI",
            dependencies: [
                "TallyCore",
                "TallyStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "tally", dependencies: ["TallyCLI"]),
        .testTarget(name: "TallyCoreTests", dependencies: ["TallyCore"]),
        .testTarget(name: "TallyStoreTests", dependencies: ["TallyStore", "TallyCore"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyCLI", "TallyStore", "TallyCore", "tally"]),
    ]
)
