import Foundation
import Quartzite
import QuartziteCompositor
import QuartziteRender
import Testing

/// The flattener recurses once per level of the layer tree. Its depth limit (256) keeps an
/// 8 MiB stack (Linux's default) safe in a debug build, but a thread with a smaller stack (one
/// started with a stack size, Darwin's 512 KiB secondary threads) overflowed, and so did an
/// 8 MiB one under AddressSanitizer, whose frames are larger (it found this). The flattener now
/// also stops descending when its thread's stack runs low, reported like the depth limit.
@Suite struct FlattenerStackTests {
    /// A chain of `depth` layers, each the only sublayer of the one before, 8×8 points, opaque.
    static func chain(depth: Int) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.position = CGPoint(x: 4, y: 4)
        var parent = root
        for _ in 1..<depth {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.position = CGPoint(x: 4, y: 4)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.opacity = 0.99
            layer.cornerRadius = 1
            parent.addSublayer(layer)
            parent = layer
        }
        return root
    }

    /// Flattens a tree as deep as the depth limit on a thread with `stackSize` bytes of stack;
    /// returns the layers visited and those left undrawn.
    static func flatten(onStackOf stackSize: Int) throws -> (visited: Int, beyond: Int) {
        let root = chain(depth: LayerTreeFlattener.maximumDepth)
        CATransaction.flush()
        let snapshot = try #require(root.committedSnapshot)
        nonisolated(unsafe) var report: (visited: Int, beyond: Int) = (0, 0)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let flattener = LayerTreeFlattener()
            var plan = RenderPlan()
            flattener.flatten(snapshot, at: 0, canvasSize: CGSize(width: 8, height: 8), scale: 1, into: &plan)
            report = (flattener.statistics.layersVisited, flattener.statistics.layersBeyondLimits)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return report
    }

    /// 512 KiB (Darwin's secondary threads) and 256 KiB: drawn as deep as the stack allows, the rest
    /// left undrawn and counted, no crash (both crashed with SIGSEGV before). A debug build
    /// uses about 29 KiB of stack a level (11 levels in 512 KiB with the 192 KiB reserve); a
    /// release build far less.
    @Test(arguments: [256 << 10, 512 << 10])
    func deepTreeOnASmallStack(stackSize: Int) throws {
        let report = try Self.flatten(onStackOf: stackSize)
        #expect(report.visited >= (stackSize >= 512 << 10 && !SanitizerEnvironment.isSanitized ? 8 : 1) && report.visited < LayerTreeFlattener.maximumDepth, "\(report)")
        print("stack \(stackSize >> 10) KiB: \(report.visited) levels drawn")
        #expect(report.beyond == 1, "\(report)")  // the first layer too deep; its subtree is not visited
    }

    /// An 8 MiB stack (the exporter's render threads, a main thread) holds the whole depth.
    @Test(.disabled(if: SanitizerEnvironment.isSanitized, "a sanitizer's stack frames are several times larger"))
    func deepTreeOnALargeStack() throws {
        let report = try Self.flatten(onStackOf: 8 << 20)
        #expect(report.visited == LayerTreeFlattener.maximumDepth && report.beyond == 0, "\(report)")
    }
}

enum SanitizerEnvironment {
    /// Whether `scripts/sanitize.sh` runs the tests (`QUARTZITE_SANITIZER`).
    static var isSanitized: Bool { ProcessInfo.processInfo.environment["QUARTZITE_SANITIZER"] != nil }
}
