import Foundation
import Testing
import TravelModel
@testable import TermUIViews
@testable import WishlistUI

/// How a trip's progress reads: never "0 of 0", one activity in the singular (by the tables' plural rules, in
/// English and in German).
struct ActivityProgressTextTests {
    @Test func progressReadsAsPeopleWriteIt() {
        let trip = { (done: [Bool]) in
            Trip(name: "Nara", subtitle: "", collectionID: TripCollection.all[0].id,
                 activities: done.map { Activity(name: "Walk", isComplete: $0) }, lastViewed: .now)
        }
        func shown(_ done: [Bool], _ locale: String) -> String {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: locale)
            return trip(done).activityProgressText.plainText(in: environment)
        }
        #expect(shown([], "en_US") == "No activities yet")
        #expect(shown([true], "en_US") == "1 of 1 activity done")
        #expect(shown([false, true, true], "en_US") == "2 of 3 activities done")
        #expect(shown([], "de_DE") == "Noch keine Aktivitäten")
        #expect(shown([true], "de_DE") == "1 von 1 Aktivität erledigt")
        #expect(shown([false, true, true], "de_DE") == "2 von 3 Aktivitäten erledigt")
    }
}
