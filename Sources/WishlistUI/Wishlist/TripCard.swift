import TermUI
import TravelModel

extension CardSize {
    /// Columns and rows of the picture on a card of this size.
    var pictureSize: (width: Int, height: Int) {
        switch self {
        case .small: return (12, 3)
        case .medium: return (16, 4)
        case .large: return (22, 5)
        }
    }
}

/// A trip on the wishlist: its picture, name and subtitle, in a rounded frame.
struct TripCard: View {
    let trip: Trip
    let size: CardSize

    var body: some View {
        let picture = size.pictureSize
        VStack(alignment: .leading, spacing: 0) {
            TripPicture(trip: trip)
                .frame(width: Double(picture.width), height: Double(picture.height))
            Text(trip.name).bold().lineLimit(1)
            Text(trip.subtitle).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(width: Double(picture.width), alignment: .leading)
        .padding(.horizontal, 1)
        .clipShape(.rect(cornerRadius: 1))
    }
}
