import Foundation
import TermUI
import TravelModel

extension CardSize {
    /// The width of a card's picture for the width of its column: a share of it (a seventh, a fifth, a
    /// quarter), from the narrowest that still shows a place (12, 16, 22 cells) to half as wide again, so that a
    /// row of cards stays a row on a wide screen.
    func pictureWidth(inColumn length: CGFloat) -> CGFloat {
        let (share, narrowest): (CGFloat, CGFloat) = switch self {
        case .small: (1 / 7, 12)
        case .medium: (1 / 5, 16)
        case .large: (1 / 4, 22)
        }
        return min(floor(1.5 * narrowest), max(narrowest, floor(length * share)))
    }
}

/// A trip on the wishlist: its picture, name and subtitle, in a rounded frame, as wide as its size's share of
/// the column.
struct TripCard: View {
    let trip: Trip
    let size: CardSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TripPicture(trip: trip)
                .aspectRatio(TripPicture.cellAspectRatio, contentMode: .fit)
            Text(trip.name).bold().lineLimit(1)
            Text(trip.subtitle).foregroundStyle(.secondary).lineLimit(1)
        }
        .containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in size.pictureWidth(inColumn: length) }
        .padding(.horizontal, 1)
        .clipShape(.rect(cornerRadius: 1))
    }
}

#Preview("Trip card", traits: .sizeThatFitsLayout) {
    @Previewable @State var store = TripStore.sample()
    if let trip = store.sortedTrips.first {
        TripCard(trip: trip, size: .medium)
            .frame(width: 30)
    }
}
