import Foundation
import Observation

/// Counts the changes that `withObservationTracking` reports for what a closure reads.
final class ChangeCounter: @unchecked Sendable {
    // `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    /// Starts counting changes to what `read` reads; observation tracking reports only the first change.
    @MainActor
    init(_ read: () -> Void) {
        withObservationTracking(read) { [self] in
            lock.withLock { count += 1 }
        }
    }

    /// The number of changes seen.
    var value: Int {
        lock.withLock { count }
    }
}
