import Foundation

/// The system's monotonic clock (`CLOCK_MONOTONIC`), which every process on the machine shares: a time taken
/// by the bench just before it starts a child can be compared with one the child takes.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary moment, the same in every process.
    static func now() -> UInt64 {
        now(of: CLOCK_MONOTONIC)
    }

    /// Microseconds since `start`, a time of `now()`.
    static func microseconds(since start: UInt64) -> Double {
        Double(now() - start) / 1_000
    }

    /// Microseconds that `body` took: of the clock, or, with `TERMUI_BENCH_CPU=1` in the environment, of the
    /// calling thread's processor time (`CLOCK_THREAD_CPUTIME_ID`), which other processes on a busy machine do
    /// not lengthen (the app's key path runs on that thread, its reads of the database too).
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = countsThreadTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC
        let start = now(of: clock)
        try body()
        return Double(now(of: clock) - start) / 1_000
    }

    /// Whether `time(_:)` counts the thread's processor time rather than the clock's.
    static let countsThreadTime = ProcessInfo.processInfo.environment["TERMUI_BENCH_CPU"] == "1"

    /// Nanoseconds of `clock`.
    private static func now(of clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
