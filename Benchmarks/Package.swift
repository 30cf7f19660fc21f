// swift-tools-version: 6.1
// Quartzite's benchmarks: a nested package on ordo-one's package-benchmark, so the library's own
// build and tests never pay for the benchmark harness. Run: `cd Benchmarks && swift package benchmark`.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let quartzite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "QuartziteBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The 10,101-layer tree shared by LayerBenchmarks, RenderBenchmarks and M1Profile.
        .target(
            name: "LayerTreeFixtures",
            dependencies: [.product(name: "Quartzite", package: quartzite)],
            path: "Benchmarks/LayerTreeFixtures"
        ),
        .executableTarget(
            name: "LayerBenchmarks",
            dependencies: [
                "LayerTreeFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Quartzite", package: quartzite),
            ],
            path: "Benchmarks/LayerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GeometryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "QuartzGeometry", package: quartzite),
            ],
            path: "Benchmarks/GeometryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .target(
            name: "AnimationFixtures",
            dependencies: [.product(name: "Quartzite", package: quartzite)],
            path: "Benchmarks/AnimationFixtures"
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                "AnimationFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Quartzite", package: quartzite),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The CPU renderer on the standard scenes S1-100/1000/10000, S2, S3 (issue 5).
        .executableTarget(
            name: "SoftwareRendererBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "QuartziteCompositor", package: quartzite),
                .product(name: "QuartziteBenchmarkScenes", package: quartzite),
            ],
            path: "Benchmarks/SoftwareRendererBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Evaluates the AnimationBenchmarks workload without the harness, for callgrind and perf:
        // `swift build -c release --product AnimationProfile`, then `./profile.sh` (instructions
        // per frame of 10,000 evaluations) or `.build/release/AnimationProfile 300 bits` (a hash of
        // every result's bits, to compare two builds exactly). See README.md.
        .executableTarget(
            name: "AnimationProfile",
            dependencies: [
                "AnimationFixtures",
                .product(name: "Quartzite", package: quartzite),
            ],
            path: "Benchmarks/AnimationProfile"
        ),
        // The M1 workload of RenderBenchmarks without the harness, for callgrind: `swift build -c
        // release --product M1Profile`, then `./m1profile.sh` (instructions per frame).
        .executableTarget(
            name: "M1Profile",
            dependencies: ["LayerTreeFixtures", .product(name: "QuartziteRender", package: quartzite)],
            path: "Benchmarks/M1Profile"
        ),
        // Issue 13's content scenes (200 animated shapes, 100 moving text labels and the same with
        // images) on either renderer, with peak memory: `swift build -c release --product
        // ContentProfile`, then `.build/release/ContentProfile shapes|text|images cpu|gl`.
        .executableTarget(
            name: "ContentProfile",
            dependencies: [
                .product(name: "QuartziteRender", package: quartzite),
                .product(name: "QuartziteGL", package: quartzite),
            ],
            path: "Benchmarks/ContentProfile"
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "LayerTreeFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "QuartziteRender", package: quartzite),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
