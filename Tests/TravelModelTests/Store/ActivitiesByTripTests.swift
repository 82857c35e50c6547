import Foundation
import Testing
@testable import TravelModel

/// The activities read from the database, gathered by trip: in their order, and each trip's array at its size
/// (arrays grown one activity at a time kept up to half their room empty: 21 MB for 14.5 MB of activities at
/// 10,000 trips).
struct ActivitiesByTripTests {
    @Test func eachTripKeepsItsActivitiesInOrderInAnArrayOfTheirSize() {
        let counts = ["A": 1, "B": 17, "C": 100, "D": 33]
        var expected: [String: [Activity]] = [:]
        var gathered = ActivitiesByTrip()
        for trip in counts.keys.sorted() {
            for index in 0..<counts[trip, default: 0] {
                let activity = Activity(name: "\(trip) \(index)", isComplete: index.isMultiple(of: 2))
                expected[trip, default: []].append(activity)
                gathered.append(activity, toTrip: trip)
            }
        }
        gathered.finish()
        #expect(gathered.byTrip == expected)
        for (trip, activities) in gathered.byTrip {
            // Room for one more at most: malloc rounds a block up by less than an activity's size.
            #expect(activities.capacity <= activities.count + 1, "\(trip): \(activities.capacity) for \(activities.count)")
        }
        // Grown one at a time, the 100 and the 17 would have had room for 128 and 32 (or more).
        #expect(expected["C"].map { $0.capacity >= 128 } == true)
    }

    @Test func aTripWhoseRowsComeAgainKeepsThemAfterThoseItHad() {
        var gathered = ActivitiesByTrip()
        let first = Activity(name: "first"), second = Activity(name: "second"), other = Activity(name: "other")
        gathered.append(first, toTrip: "A")
        gathered.append(other, toTrip: "B")
        gathered.append(second, toTrip: "A")
        gathered.finish()
        #expect(gathered.byTrip == ["A": [first, second], "B": [other]])
        #expect(ActivitiesByTrip().byTrip.isEmpty)
    }
}
