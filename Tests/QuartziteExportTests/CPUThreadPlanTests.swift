import Testing

@testable import QuartziteExport

/// How a CPU export spreads over cores: whole frames per core while the frames in flight fit
/// the memory budget, the rest of the cores splitting each frame.
@Suite struct CPUThreadPlanTests {
    @Test func wholeFramesPerCoreWhenThereAreEnoughFrames() {
        let plan = CPUThreadPlan(frameCount: 120, cores: 16, width: 1920, height: 1080, memoryBudget: 6 << 30)
        #expect(plan.renderThreads == 16)
        #expect(plan.coresPerRenderer == 1)
    }

    @Test func fewerFramesThanCoresSplitTheCores() {
        let plan = CPUThreadPlan(frameCount: 3, cores: 16, width: 1920, height: 1080, memoryBudget: 6 << 30)
        #expect(plan.renderThreads == 3)
        #expect(plan.coresPerRenderer == 5)
    }

    @Test func largeFramesAreBoundByTheMemoryBudget() {
        // 7680 × 4320 × 4 bytes = 132.7 MB a frame, 4 held per thread: 2 GiB holds 4 threads.
        let plan = CPUThreadPlan(frameCount: 120, cores: 16, width: 7680, height: 4320, memoryBudget: 2 << 30)
        #expect(plan.renderThreads == 4)
        #expect(plan.coresPerRenderer == 4)
    }

    @Test func aFrameLargerThanTheBudgetGetsEveryCore() {
        let plan = CPUThreadPlan(frameCount: 120, cores: 8, width: 16384, height: 16384, memoryBudget: 1 << 30)
        #expect(plan.renderThreads == 1)
        #expect(plan.coresPerRenderer == 8)
    }

    @Test func oneCoreOneFrame() {
        let plan = CPUThreadPlan(frameCount: 1, cores: 1, width: 1, height: 1)
        #expect(plan.renderThreads == 1)
        #expect(plan.coresPerRenderer == 1)
    }
}
