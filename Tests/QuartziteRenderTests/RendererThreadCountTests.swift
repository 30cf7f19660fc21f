import Foundation
import Testing

@testable import QuartziteCompositor

/// `SoftwareRenderer(threadCount:)` draws a frame's bands on at most that many threads, also on
/// a machine with more cores (Dispatch's parallel loop alone would use them all).
@Suite struct RendererThreadCountTests {
    final class Record: @unchecked Sendable {
        let lock = NSLock()
        var bands: [Int] = []
        var threads: Set<UInt64> = []
        var running = 0
        var mostRunning = 0
    }

    func run(threadCount: Int, cores: Int, bands: Int) -> Record {
        let record = Record()
        SoftwareRenderer(threadCount: threadCount).perform(bands: bands, cores: cores) { band in
            let tid = UInt64(pthread_self())
            record.lock.withLock {
                record.bands.append(band)
                record.threads.insert(tid)
                record.running += 1
                record.mostRunning = max(record.mostRunning, record.running)
            }
            usleep(2_000)
            record.lock.withLock { record.running -= 1 }
        }
        return record
    }

    @Test func twoThreadsOnAMachineOfSixtyFourCores() {
        let record = run(threadCount: 2, cores: 64, bands: 16)
        #expect(record.bands.sorted() == Array(0..<16))
        #expect(record.threads.count <= 2)
        #expect(record.mostRunning <= 2)
    }

    @Test func oneThreadRunsTheBandsInOrderOnTheCaller() {
        let record = run(threadCount: 1, cores: 64, bands: 5)
        #expect(record.bands == Array(0..<5))
        #expect(record.threads.count == 1)
    }

    @Test func everyBandOnceWhenThreadsMatchTheCores() {
        let record = run(threadCount: 4, cores: 4, bands: 32)
        #expect(record.bands.sorted() == Array(0..<32))
    }
}
