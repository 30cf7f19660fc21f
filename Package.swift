// swift-tools-version: 6.0
// Quartzite — Core Animation for Linux. The module map follows ../shared/DESIGN.md:
// dependencies point down this list only.
import PackageDescription

let package = Package(
    name: "Quartzite",
    products: [
        .library(name: "QuartzGeometry", targets: ["QuartzGeometry"]),
        .library(name: "Quartzite", targets: ["Quartzite"]),
        .library(name: "QuartziteRender", targets: ["QuartziteRender"]),
        .library(name: "QuartziteExport", targets: ["QuartziteExport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // The command-line tool's argument parsing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // PNG/JPEG codec shims over libpng and libjpeg-turbo (Debian: libpng-dev,
        // libjpeg62-turbo-dev); they turn the libraries' longjmp errors into status codes.
        .target(
            name: "CImageCodecs", path: "Sources/CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),

        // cairo (Debian: libcairo2-dev): rasterizes recorded drawings (custom `draw(in:)`).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),

        // CGAffineTransform, CATransform3D (+ decomposition), CGColor, CGPath, CGImage.
        .target(name: "QuartzGeometry", dependencies: ["CImageCodecs"]),
        // The public Core Animation API: timing, animations, layers, transactions.
        .target(name: "Quartzite", dependencies: ["QuartzGeometry"]),
        // The render plan, the shared pixel maths, the Renderer protocol and SoftwareRenderer.
        .target(name: "QuartziteRender", dependencies: ["Quartzite", "CCairo"]),
        // Scene files (JSON/YAML) decoded into layer trees and animations, and their timeline.
        // The export pipeline and its sinks (Export/) render frames, so it needs QuartziteRender.
        .target(
            name: "QuartziteExport",
            dependencies: ["Quartzite", "QuartziteRender", .product(name: "Yams", package: "Yams")]),
        // `quartzite render|validate|info|bench`: the command-line tool.
        .executableTarget(
            name: "quartzite",
            dependencies: [
                "Quartzite", "QuartziteExport", "QuartziteRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Examples from the seeds, runnable with `swift run quartzite-example`.
        .executableTarget(
            name: "quartzite-example", dependencies: ["Quartzite"], path: "Examples/SeedAnimations"),

        .testTarget(name: "QuartzGeometryTests", dependencies: ["QuartzGeometry", "CImageCodecs"]),
        .testTarget(name: "QuartziteTests", dependencies: ["Quartzite"]),
        .testTarget(
            name: "QuartziteRenderTests", dependencies: ["QuartziteRender"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "QuartziteExportTests", dependencies: ["QuartziteExport"], exclude: ["Scenes"]),
        // End-to-end tests of the built `quartzite` binary (found beside the test bundle).
        .testTarget(name: "QuartziteCLITests"),
    ],
    swiftLanguageModes: [.v6]
)
