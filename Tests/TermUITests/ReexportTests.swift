import Synchronization
import Testing
import TermUI
import TermUITesting

/// `import TermUI` alone brings Foundation and Observation, as `import SwiftUI` does: this file imports nothing
/// else, and compiles only because of that.
@Observable
private final class Trip {
    var name = "Kyōto"
    var id = UUID()
    var day = Date(timeIntervalSinceReferenceDate: 0)
    var size = CGSize(width: 2, height: 1)
}

/// Counts observed changes from any thread.
private final class ChangeCount: Sendable {
    let count = Mutex(0)
}

@MainActor
struct ReexportTests {
    @Test func foundationAndObservationComeWithTermUI() {
        let trip = Trip()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        #expect(calendar.component(.year, from: trip.day) == 2001)
        #expect(trip.size.width == 2 && URL(string: "https://example.com")?.host == "example.com")
        let changes = ChangeCount()
        withObservationTracking { _ = trip.name } onChange: { changes.count.withLock { $0 += 1 } }
        trip.name = "Nara"
        #expect(changes.count.withLock { $0 } == 1)
    }
}
