// swift-tools-version: 6.0
// Quartzite — Core Animation for Linux. The module map follows ../shared/DESIGN.md:
// dependencies point down this list only.
import PackageDescription

let package = Package(
    name: "Quartzite",
    products: [
        .library(name: "QuartzGeometry", targets: ["QuartzGeometry"]),
        .library(name: "Quartzite", targets: ["Quartzite"]),
    ],
    targets: [
        // System libraries (Debian: libpng-dev, libjpeg62-turbo-dev).
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),

        // CGAffineTransform, CATransform3D (+ decomposition), CGColor, CGPath, CGImage.
        .target(name: "QuartzGeometry", dependencies: ["CPNG", "CJPEG"]),
        // The public Core Animation API: timing, animations, layers, transactions.
        .target(name: "Quartzite", dependencies: ["QuartzGeometry"]),

        .testTarget(name: "QuartzGeometryTests", dependencies: ["QuartzGeometry"]),
        .testTarget(name: "QuartziteTests", dependencies: ["Quartzite"]),
    ],
    swiftLanguageModes: [.v6]
)
