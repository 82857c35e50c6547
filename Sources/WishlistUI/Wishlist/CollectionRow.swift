import TermUI
import TravelModel

/// One seasonal collection: its title, and its trips as cards side by side (← → move between them, Home End
/// to the first and last, PgUp PgDn a screenful: the horizontal scroll view's keys).
struct CollectionRow: View {
    let collection: TripCollection
    let trips: [Trip]
    let namespace: Namespace.ID
    /// The trip whose card has focus, bound to each card.
    let focusedTrip: FocusState<Trip.ID?>.Binding

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(name: collection.title, systemImage: collection.season.symbolName)
                .font(.headline)
            if trips.isEmpty {
                Text("No trips yet", bundle: .module).foregroundStyle(.secondary)
            } else {
                ScrollView(.horizontal) {
                    LazyHStack(alignment: .top, spacing: 1) {
                        ForEach(trips) { trip in
                            NavigationLink(value: trip.id) {
                                TripCard(trip: trip, size: collection.cardSize)
                            }
                            .hoverEffect()
                            .matchedTransitionSource(id: trip.id, in: namespace)
                            .focused(focusedTrip, equals: trip.id)
                        }
                    }
                }
            }
        }
    }
}
