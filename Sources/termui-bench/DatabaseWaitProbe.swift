import Dispatch
import Foundation
import Synchronization
import TravelModel

/// What the app's keys wait for while other work runs (`termui-bench --sync`): on a thread of its own, a read
/// through the app's connection every 2 ms (a setting, as a screen reads one), and every 100th time (about five
/// times a second, a fast user's changes) also a write queued and flushed (a key's change, then the read that
/// follows it): the longest wait of each.
final class DatabaseWaitProbe: Sendable {
    private let database: AppDatabase
    /// Whether to stop, and the longest waits so far in microseconds.
    private let state = Mutex<(stopped: Bool, read: Double, write: Double, count: Int)>((false, 0, 0, 0))
    private let done = DispatchSemaphore(value: 0)

    init(database: AppDatabase) {
        self.database = database
    }

    /// The longest read and write waits (in microseconds) while `work` ran, and how many probes were made.
    static func longestWaits(on database: AppDatabase, during work: () -> Void) -> (read: Double, write: Double, count: Int) {
        let probe = DatabaseWaitProbe(database: database)
        DispatchQueue.global(qos: .userInteractive).async { probe.run() }
        work()
        probe.state.withLock { $0.stopped = true }
        probe.done.wait()
        return probe.state.withLock { ($0.read, $0.write, $0.count) }
    }

    private func run() {
        var round = 0
        while !state.withLock({ $0.stopped }) {
            let read = MonotonicClock.time { _ = database.setting("bench.probe") }
            var write = 0.0
            if round.isMultiple(of: 100) {
                write = MonotonicClock.time {
                    database.setSetting("\(round)", for: "bench.probe")
                    _ = database.flush()
                }
            }
            state.withLock { state in
                state.read = max(state.read, read)
                state.write = max(state.write, write)
                state.count += 1
            }
            round += 1
            usleep(2_000)
        }
        done.signal()
    }
}
