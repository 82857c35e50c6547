import Foundation

/// The system's monotonic clock (`CLOCK_MONOTONIC`), which every process on the machine shares: a time taken
/// by the bench just before it starts a child can be compared with one the child takes.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary moment, the same in every process.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Microseconds since `start`, a time of `now()`.
    static func microseconds(since start: UInt64) -> Double {
        Double(now() - start) / 1_000
    }

    /// Microseconds that `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return microseconds(since: start)
    }
}
