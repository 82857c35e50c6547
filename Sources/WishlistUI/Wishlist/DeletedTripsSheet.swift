import Foundation
import TermUI
import TravelModel

/// The trips deleted on one machine while changed on another (`C` on the wishlist, the toolbar's "Conflicts",
/// while there are any): sync deleted each everywhere, the deletion being the later change, and kept it as it
/// was changed, whole, with every activity it had. For each, what it was (subtitle, collection, its activities),
/// where and when it was changed, a button that brings it back (a change made here, which undo
/// takes back) and one that leaves it deleted (`DeletedWhileChangedForm`).
struct DeletedTripsSheet: View {
    @Environment(TripStore.self) private var store
    @Environment(\.localeCategories) private var locales

    var body: some View {
        DeletedWhileChangedForm(
            items: store.deletedWhileChanged(),
            settled: Text("Nothing is left to settle: each trip is back or stays deleted.", bundle: .module),
            title: { $0.trip.name.isEmpty ? locales.localized("Untitled trip") : $0.trip.name },
            changed: { ($0.changedDate, $0.changedHere) },
            details: { deleted in
                let trip = deleted.trip
                if !trip.subtitle.isEmpty {
                    LabeledContent { Text(trip.subtitle) } label: { Text("Subtitle", bundle: .module) }
                }
                LabeledContent {
                    Text(trip.collection.map { locales.localized(name: $0.title) } ?? trip.collectionID)
                } label: {
                    Text("Collection", bundle: .module)
                }
                LabeledContent { Text(Self.activities(of: trip, in: locales)) } label: { Text("Activities", bundle: .module) }
            },
            bringBack: { store.bringBack($0) }, leaveDeleted: { store.leaveDeleted($0) })
    }

    /// The activities kept with the trip (all it had), or "none kept".
    static func activities(of trip: Trip, in locales: LocaleCategories) -> String {
        let activities = trip.activities ?? []
        guard !activities.isEmpty else { return locales.localized("none kept") }
        return activities.map { $0.isComplete ? locales.localized("\($0.name) (done)") : $0.name }.joined(separator: ", ")
    }
}
