import Foundation
import TermUI
import TravelModel

/// The trips looked at most recently, one page each: ← → (or h l) turn the pages, dots show which page is
/// shown, and Enter opens the trip. Past the first or last page the key goes on (to the sidebar, for ← h).
struct RecentTripsPager: View {
    let trips: [Trip]
    let namespace: Namespace.ID
    @State private var page = 0

    var body: some View {
        if trips.isEmpty {
            EmptyView()
        } else {
            let index = min(page, trips.count - 1)
            let trip = trips[index]
            VStack(alignment: .leading, spacing: 0) {
                Text("Recently viewed", bundle: .module).font(.headline)
                NavigationLink(value: trip.id) {
                    HStack(alignment: .top, spacing: 2) {
                        // A fifth of the column, 16 to 28 cells wide, and never more than half of it.
                        TripPicture(trip: trip)
                            .aspectRatio(TripPicture.cellAspectRatio, contentMode: .fit)
                            .containerRelativeFrame(.horizontal) { length, _ in
                                min(floor(length / 2), min(28, max(16, floor(length / 5))))
                            }
                        VStack(alignment: .leading, spacing: 0) {
                            Text(trip.name).font(.title)
                            Text(trip.subtitle).foregroundStyle(.secondary)
                            trip.activityProgressText
                                .font(.caption)
                        }
                    }
                }
                .hoverEffect()
                .matchedTransitionSource(id: trip.id, in: namespace)
                .id(trip.id)
                .onKeyPress(.deciding(.keys([.leftArrow, .rightArrow, "h", "l"]), hints: [KeyHint("←→", "page")]) { press in
                    let step = press.key == .leftArrow || press.key == "h" ? -1 : 1
                    let next = index + step
                    guard trips.indices.contains(next) else { return .ignored }
                    withAnimation(.snappy) { page = next }
                    return .handled
                })
                Text(dots(current: index))
                    .foregroundStyle(.secondary)
            }
        }
    }

    /// "● ○ ○": one dot per page, the current one filled.
    private func dots(current: Int) -> String {
        trips.indices.map { $0 == current ? "●" : "○" }.joined(separator: " ")
    }
}
