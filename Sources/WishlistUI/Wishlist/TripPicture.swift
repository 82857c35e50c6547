import TermUI
import TravelModel

extension Trip {
    /// The trip's picture as TermUI draws it.
    var bitmap: Bitmap? {
        let picture = self.picture
        return Bitmap(width: picture.width, height: picture.height, pixels: picture.pixels)
    }
}

/// A trip's picture, filling the space it is given.
struct TripPicture: View {
    let trip: Trip

    var body: some View {
        if let bitmap = trip.bitmap {
            Image(bitmap: bitmap).resizable()
        } else {
            Color.gray
        }
    }
}
