import Foundation

/// Runs the built `quartzite` binary and collects what it did.
enum CLI {
    /// The built binary: beside the test bundle, in the products directory (`.build/debug/`).
    static var binary: URL {
        productsDirectory.appendingPathComponent("quartzite")
    }

    /// The products directory: the parent of the test bundle (as swift-argument-parser's
    /// example tests find their binaries).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}
