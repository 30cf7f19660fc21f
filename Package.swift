// swift-tools-version: 6.0
// Quartzite — Core Animation for Linux. The module map follows ../shared/DESIGN.md:
// dependencies point down this list only.
import PackageDescription

let package = Package(
    name: "Quartzite",
    products: [
        .library(name: "QuartzGeometry", targets: ["QuartzGeometry"]),
        .library(name: "Quartzite", targets: ["Quartzite"]),
        .library(name: "QuartziteCompositor", targets: ["QuartziteCompositor"]),
        .library(name: "QuartziteRender", targets: ["QuartziteRender"]),
        .library(name: "QuartziteExport", targets: ["QuartziteExport"]),
        .library(name: "QuartziteGL", targets: ["QuartziteGL"]),
        .library(name: "QuartziteLottie", targets: ["QuartziteLottie"]),
        // The standard benchmark scenes, for `quartzite bench`, the GL bench tool and Benchmarks/
        // (not part of the rendering API).
        .library(name: "QuartziteBenchmarkScenes", targets: ["QuartziteBenchmarkScenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // The command-line tool's argument parsing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // PNG/JPEG codec shims over libpng, libdeflate and libjpeg-turbo (Debian: libpng-dev,
        // libdeflate-dev, libjpeg62-turbo-dev); they turn the libraries' longjmp errors into
        // status codes.
        .target(
            name: "CImageCodecs", path: "Sources/CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("jpeg")]),

        // cairo (Debian: libcairo2-dev): paints Core Graphics drawing — recorded drawings
        // (custom `draw(in:)`, shapes) and bitmap contexts.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // pango over cairo (Debian: libpango1.0-dev; shapes with HarfBuzz, finds fonts with
        // fontconfig): lays out and draws CATextLayer text.
        .systemLibrary(
            name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // zlib (Debian: zlib1g-dev): inflates the DEFLATE entries of .lottie (ZIP) archives.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // CGAffineTransform, CATransform3D (+ decomposition), CGColor, CGPath, CGImage, and
        // CGContext: recording for the compositor, or painting into memory (cairo).
        .target(name: "QuartzGeometry", dependencies: ["CImageCodecs", "CPixelKernels", "CCairo", "CPango"]),
        // The public Core Animation API: timing, animations, layers, transactions.
        .target(name: "Quartzite", dependencies: ["QuartzGeometry"]),
        // The compositor below the layer model: the render plan (passes of quads), the pixel maths
        // both renderers share, the Renderer protocol and the driver that walks a plan for every
        // renderer, frames, and SoftwareRenderer. Renderers never see layers (no Quartzite); cairo
        // paints the plan's vector drawings (the CPU renderer straight into its passes).
        .target(name: "QuartziteCompositor", dependencies: ["QuartzGeometry", "CPixelKernels", "CCairo"]),
        // The software renderer's hottest loops in AVX2, chosen at run time (Swift cannot compile
        // one function for a wider instruction set than the rest of a portable binary).
        .target(name: "CPixelKernels", path: "Sources/CPixelKernels"),
        // Cache prefetch hints for the flattener (a compiler builtin that Swift does not expose).
        .target(name: "CMemoryHints", path: "Sources/CMemoryHints"),
        // Layer trees → render plans (the flattener, FrameRenderer) and the content rasterizers
        // (cairo; text with pango); re-exports QuartziteCompositor.
        .target(
            name: "QuartziteRender",
            dependencies: ["Quartzite", "QuartziteCompositor", "CCairo", "CPango", "CMemoryHints", "CPixelKernels"]),
        // The standard benchmark scenes of ../shared/BENCHMARKS.md as render plans.
        .target(name: "QuartziteBenchmarkScenes", dependencies: ["QuartziteCompositor"]),
        // Scene files (JSON/YAML) decoded into layer trees and animations, and their timeline.
        // The export pipeline and its sinks (Export/) render frames, so it needs QuartziteRender.
        .target(
            name: "QuartziteExport",
            dependencies: ["Quartzite", "QuartziteRender", .product(name: "Yams", package: "Yams")]),
        // Lottie (Bodymovin JSON) → a CALayer tree with CAAnimations, the way lottie-ios's Core
        // Animation engine maps it; unsupported features are reported with their JSON paths.
        .target(name: "QuartziteLottie", dependencies: ["Quartzite", "CZlib"]),
        // `quartzite render|validate|info|bench`: the command-line tool.
        .executableTarget(
            name: "quartzite",
            dependencies: [
                "Quartzite", "QuartziteExport", "QuartziteRender", "QuartziteGL", "QuartziteBenchmarkScenes", "QuartziteLottie",
                "CMemoryHints", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release tool links the Swift runtime and Foundation statically: loading them and
            // resolving their symbols across a dozen shared libraries was a third of the process's
            // fixed cost (`--help` 13.5 → 8 ms of CPU, a one-frame render 32 → 24 ms; the binary
            // grows from 23 to 94 MB, mostly ICU's data). The modules are compiled as for dynamic
            // linking (shared with the other products), so Foundation's own static libraries,
            // which only the `swift_static` modules name, are listed here (Swift 6.3's names;
            // `swift build --static-swift-stdlib` does the same for every product). Linked by lld,
            // which does not repeat glibc's link-time warning about `mktemp` in FoundationEssentials
            // (gold does, on every release build). Debug builds (the tests) stay dynamic.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-stdlib", "-use-ld=lld", "-Xlinker", "--start-group", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
                     "-l_FoundationCollections", "-Xlinker", "--end-group"],
                    .when(platforms: [.linux], configuration: .release))
            ]),

        // EGL + GLES 3 headers and libraries (Debian: libegl-dev libgles-dev; Mesa's drivers
        // libegl-mesa0 libgl1-mesa-dri). Extension entry points are loaded with eglGetProcAddress.
        .systemLibrary(
            name: "CEGL", path: "Sources/CEGL", pkgConfig: "egl",
            providers: [.apt(["libegl-dev", "libgles-dev"])]),
        // GBM, to open a DRM render node as an EGL display (Debian: libgbm-dev).
        .systemLibrary(
            name: "CGBM", path: "Sources/CGBM", pkgConfig: "gbm", providers: [.apt(["libgbm-dev"])]),
        // GLRenderer: the render plan drawn by the GLSL ES shaders of Shaders/ on headless EGL.
        .target(name: "QuartziteGL", dependencies: ["QuartziteCompositor", "CEGL", "CGBM"]),
        // Golden scenes (plans and layer trees), image comparators and plan shorthands shared by
        // the renderers' tests.
        .target(
            name: "QuartziteTestSupport", dependencies: ["Quartzite", "QuartziteRender", "QuartziteBenchmarkScenes"],
            path: "Tests/QuartziteTestSupport"),

        // The per-test media clock trait shared by the test targets.
        .target(name: "QuartziteTestClock", dependencies: ["Quartzite"], path: "Tests/QuartziteTestClock"),

        // Examples from the seeds as Swift programs, rendering PNG frames with the CPU renderer:
        // `swift run quartzite-example list`.
        .executableTarget(
            name: "quartzite-example", dependencies: ["Quartzite", "QuartziteRender"],
            path: "Examples/SeedAnimations"),
        // The standard scenes drawn by GLRenderer (and SoftwareRenderer), ms/frame with readback:
        // `swift run -c release quartzite-gl-bench`.
        .executableTarget(
            name: "quartzite-gl-bench", dependencies: ["QuartziteGL", "QuartziteBenchmarkScenes"], path: "Examples/GLBench"),

        .testTarget(name: "QuartzGeometryTests", dependencies: ["QuartzGeometry", "CImageCodecs"]),
        .testTarget(name: "QuartziteTests", dependencies: ["Quartzite", "QuartziteTestClock"]),
        // iOS-style Core Animation programs compiled as they are on Apple's platforms (one
        // import, string key paths), checked through presentation(); public API only.
        .testTarget(name: "QuartziteCompatibilityTests", dependencies: ["Quartzite", "QuartziteTestClock"]),
        .testTarget(
            name: "QuartziteRenderTests",
            dependencies: [
                "QuartziteRender", "QuartziteCompositor", "QuartziteBenchmarkScenes", "QuartziteTestSupport",
                "QuartziteTestClock",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "QuartziteExportTests", dependencies: ["QuartziteExport", "quartzite-example", "QuartziteTestClock"],
            exclude: ["Scenes"]),
        // End-to-end tests of the built `quartzite` binary (found beside the test bundle) and of
        // the render-farm examples (Yams reads the Kubernetes manifest).
        .testTarget(
            name: "QuartziteCLITests", dependencies: [.product(name: "Yams", package: "Yams")], exclude: ["Fixtures"]),
        // The Lottie reader and mapping: parser errors with JSON paths, presentation values at
        // chosen times, and goldens of small Lottie files (Files/) drawn by the CPU renderer.
        .testTarget(
            name: "QuartziteLottieTests",
            dependencies: ["QuartziteLottie", "QuartziteRender", "QuartziteTestSupport", "QuartziteTestClock"],
            exclude: ["Files", "Goldens"]),
        .testTarget(
            name: "QuartziteGLTests", dependencies: ["QuartziteGL", "QuartziteBenchmarkScenes", "QuartziteTestSupport"],
            exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
