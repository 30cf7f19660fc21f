import Foundation
import Testing

@testable import Quartzite

/// The threading contract (docs/threading.md): a layer tree belongs to one thread at a time,
/// and transactions are per thread. Debug builds catch a layer changed on a second thread while
/// the first thread's transaction still holds its uncommitted changes.
@Suite struct ThreadingContractTests {
    /// Runs `body` on a new thread and waits for it.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        done.wait()
    }

    /// Handing a layer tree to another thread after committing it is the supported pattern:
    /// the second thread's changes commit there, with no complaint. (They were lost: each
    /// thread numbered its transactions from 1, so the second thread took the layer for one
    /// it had already recorded, and its commit left the snapshot at 0.5.)
    @Test func committedLayersMayMoveToAnotherThread() {
        let layer = UnsafeTransfer(CALayer())
        layer.value.opacity = 0.5
        CATransaction.flush()
        #expect(layer.value.uncommittedOwner == nil)
        Self.onAnotherThread {
            layer.value.opacity = 0.25
            #expect(layer.value.uncommittedOwner != nil)
            CATransaction.flush()
            #expect(layer.value.uncommittedOwner == nil)
        }
        #expect(layer.value.opacity == 0.25)
        #expect(layer.value.committedSnapshot?.properties.opacity == 0.25)
    }

    /// A thread that ends with uncommitted changes abandons them; the layer is free again.
    @Test func endedThreadReleasesItsUncommittedLayers() {
        let layer = UnsafeTransfer(CALayer())
        CATransaction.flush()
        Self.onAnotherThread { layer.value.opacity = 0.5 }
        // The thread's state is released when the thread exits, shortly after it signalled.
        let deadline = Date().addingTimeInterval(5)
        while layer.value.uncommittedOwner != nil, Date() < deadline { usleep(1_000) }
        #expect(layer.value.uncommittedOwner == nil)
        layer.value.opacity = 0.75
        CATransaction.flush()
    }

    #if DEBUG
        /// Changing a layer on a second thread while the first thread's transaction holds it
        /// traps in debug builds with a message naming the layer and the rule.
        @Test func changeOnASecondThreadBeforeCommitTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let layer = UnsafeTransfer(CALayer())
                layer.value.name = "shared"
                layer.value.opacity = 0.5  // recorded in this thread's implicit transaction
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    layer.value.opacity = 0.25  // another thread, before this one committed
                    done.signal()
                }
                done.wait()
            }
            let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(stderr.contains("CALayer \"shared\" changed on a second thread"), "\(stderr)")
        }
    #endif
}

/// Moves a non-Sendable value to another thread where the test itself orders the accesses.
struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
