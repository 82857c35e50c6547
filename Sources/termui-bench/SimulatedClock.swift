import Foundation
import Synchronization

/// A clock that the benchmark moves on by hours and days, so that `SyncYearBenchmark` lives through a year in a
/// few minutes; between those moves each reading is a millisecond after the one before, as a real clock never
/// gives two commits the same moment.
final class SimulatedClock: Sendable {
    private let current: Mutex<Date>

    init(start: Date) {
        current = Mutex(start)
    }

    /// The time now, and the clock moved on by a millisecond.
    func read() -> Date {
        current.withLock { now in
            defer { now += 0.001 }
            return now
        }
    }

    /// Moves the clock on by `seconds`.
    func advance(seconds: Double) {
        current.withLock { $0 += seconds }
    }
}
