// The golden scenes, comparators and plan shorthands live in QuartziteTestSupport, shared with
// the GL renderer's tests; re-exported so every test file here sees them as before.
@_exported import QuartziteTestSupport
