// swift-tools-version: 6.0
// libFuzzer targets for Quartzite's input decoders (issue 15): a nested package, so that the
// library's own build, tests and CI never see the sanitizer flags. Build and run them with
// `scripts/fuzz.sh` (it passes -sanitize=fuzzer,address and -parse-as-library to every module).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let quartzite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "QuartziteFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer's driver entry, declared for the targets' `main`.
        .target(name: "FuzzDriver"),
        // Scene documents, JSON and YAML (one reader: JSON is read as YAML), validated whole.
        .executableTarget(
            name: "FuzzSceneDocument",
            dependencies: ["FuzzDriver", .product(name: "QuartziteExport", package: quartzite)]),
        // SVG path data, parsed, measured and flattened.
        .executableTarget(
            name: "FuzzSVGPath", dependencies: ["FuzzDriver", .product(name: "QuartzGeometry", package: quartzite)]),
        // PNG and JPEG decoding.
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzDriver", .product(name: "QuartzGeometry", package: quartzite)]),
        .executableTarget(name: "FuzzJPEG", dependencies: ["FuzzDriver", .product(name: "QuartzGeometry", package: quartzite)]),
        // Lottie documents, Bodymovin JSON and .lottie archives, read and mapped to layers.
        .executableTarget(
            name: "FuzzLottie",
            dependencies: [
                "FuzzDriver", .product(name: "Quartzite", package: quartzite),
                .product(name: "QuartziteLottie", package: quartzite),
            ]),
    ]
)
