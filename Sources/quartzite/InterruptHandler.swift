import Dispatch
import Foundation
import QuartziteExport
import Synchronization

/// Turns SIGINT, SIGTERM and SIGHUP into a cancellation of the running export (which then stops
/// between frames, removes temporary files and exits with 128 + the signal's number: 130, 143,
/// 129), instead of being killed mid-write.
final class InterruptHandler {
    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let sources: [any DispatchSourceSignal]
    private let received = FirstSignal()

    /// The first signal received (0 for none), set from the signal sources' queue.
    private final class FirstSignal: Sendable {
        let number = Atomic<Int32>(0)
    }

    /// Starts handling the signals by cancelling `cancellation`.
    init(cancelling cancellation: ExportCancellation) {
        var sources: [any DispatchSourceSignal] = []
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            sources.append(source)
        }
        self.sources = sources
        for (number, source) in zip(Self.signals, sources) {
            source.setEventHandler { [received] in
                _ = received.number.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                cancellation.cancel()
            }
            source.resume()
        }
    }

    /// The exit status for the first signal received (128 + its number), or nil for none.
    var exitStatus: Int32? {
        let number = received.number.load(ordering: .relaxed)
        return number == 0 ? nil : 128 + number
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
