import Foundation
import TermUI
import TravelModel

/// The trips deleted on one machine while changed on another (`C` on the wishlist, the toolbar's "Conflicts",
/// while there are any): sync deleted each everywhere, the deletion being the later change, and kept it as it
/// was changed, with the activities of it that were changed. For each, what it was (subtitle, collection, those
/// activities), where and when it was changed, a button that brings it back (a change made here, which undo
/// takes back) and one that leaves it deleted (`DeletedWhileChangedForm`).
struct DeletedTripsSheet: View {
    @Environment(TripStore.self) private var store

    var body: some View {
        DeletedWhileChangedForm(
            items: store.deletedWhileChanged(), itemName: "trip",
            title: { $0.trip.name.isEmpty ? "Untitled trip" : $0.trip.name },
            changed: { ($0.changedDate, $0.changedHere) },
            details: { deleted in
                let trip = deleted.trip
                if !trip.subtitle.isEmpty {
                    LabeledContent("Subtitle", value: trip.subtitle)
                }
                LabeledContent("Collection", value: trip.collection?.title ?? trip.collectionID)
                LabeledContent("Activities", value: Self.activities(of: trip))
            },
            bringBack: { store.bringBack($0) }, leaveDeleted: { store.leaveDeleted($0) })
    }

    /// The activities kept with the trip (those changed), or "none kept".
    static func activities(of trip: Trip) -> String {
        guard !trip.activities.isEmpty else { return "none kept" }
        return trip.activities.map { $0.name + ($0.isComplete ? " (done)" : "") }.joined(separator: ", ")
    }
}
