import Foundation
import Quartzite
import Testing

/// Gives every test (every case of a parameterized test) its own manual media clock, bound as
/// `MediaClock.current` for the test's duration and starting at 0 s, so tests that drive the
/// clock can run in parallel without seeing each other's time. Applied to a suite, it reaches
/// every test nested in it.
public struct MediaClockPerTestTrait: TestTrait, SuiteTrait, TestScoping {
    /// Reaches the suites and tests nested in the suite it is applied to.
    public var isRecursive: Bool { true }

    /// Scopes each test case, never a suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with a new manual clock, at 0 s, as `MediaClock.current`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await MediaClock.withCurrent(MediaClock(manualTime: 0)) { try await function() }
    }
}

extension Trait where Self == MediaClockPerTestTrait {
    /// A fresh manual media clock, at 0 s, as `MediaClock.current` for each test.
    public static var mediaClockPerTest: Self { Self() }
}
