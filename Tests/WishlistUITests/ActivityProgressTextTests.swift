import Foundation
import Testing
import TravelModel
@testable import WishlistUI

/// How a trip's progress reads: never "0 of 0", one activity in the singular.
struct ActivityProgressTextTests {
    @Test func progressReadsAsPeopleWriteIt() {
        let trip = { (done: [Bool]) in
            Trip(name: "Nara", subtitle: "", collectionID: TripCollection.all[0].id,
                 activities: done.map { Activity(name: "Walk", isComplete: $0) }, lastViewed: .now)
        }
        #expect(trip([]).activityProgressText == "No activities yet")
        #expect(trip([true]).activityProgressText == "1 of 1 activity done")
        #expect(trip([false, true, true]).activityProgressText == "2 of 3 activities done")
    }
}
