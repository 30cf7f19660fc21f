import Dispatch
import Foundation
import QuartziteExport

/// Turns SIGINT into a cancellation of the running export (which then stops between frames,
/// removes temporary files and exits with status 130), instead of killing the process
/// mid-write.
final class InterruptHandler {
    private let source: any DispatchSourceSignal

    /// Starts handling SIGINT by cancelling `cancellation`.
    init(cancelling cancellation: ExportCancellation) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { cancellation.cancel() }
        source.resume()
    }

    deinit {
        source.cancel()
    }
}
