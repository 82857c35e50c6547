import TermUI
import TravelModel

/// The trips (and their activities) that match what was typed in the search field; Enter opens a trip.
struct SearchResults: View {
    let query: String
    @Environment(TripStore.self) private var store

    var body: some View {
        let trips = store.trips(matching: query)
        List(trips) { trip in
            NavigationLink(value: trip.id) {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(alignment: .firstTextBaseline, spacing: 1) {
                        Text(trip.name).bold()
                        Text(trip.subtitle).foregroundStyle(.secondary).lineLimit(1)
                    }
                    ForEach(store.activities(ofTrip: trip.id, matching: query)) { activity in
                        Label(activity.name, systemImage: activity.isComplete ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(.secondary)
                            .padding(.leading, 2)
                    }
                }
            }
        }
        .overlay {
            if trips.isEmpty {
                ContentUnavailableView {
                    Label {
                        Text("No trips match “\(query.sanitizedForTerminal(maxLength: 40))”", bundle: .module)
                    } icon: {
                        Image(systemName: "magnifyingglass")
                    }
                }
            }
        }
    }
}
