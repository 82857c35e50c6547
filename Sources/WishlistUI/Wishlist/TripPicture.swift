import TermUI
import TravelModel

extension Trip {
    /// The trip's picture as TermUI draws it, with the user's own pictures found in `userPictures`.
    func bitmap(in userPictures: UserPictures) -> Bitmap? {
        let picture = self.picture(in: userPictures)
        return Bitmap(width: picture.width, height: picture.height, pixels: picture.pixels)
    }
}

/// A trip's picture, filling the space it is given.
struct TripPicture: View {
    let trip: Trip
    @Environment(\.userPictures) private var userPictures

    var body: some View {
        if let bitmap = trip.bitmap(in: userPictures) {
            Image(bitmap: bitmap).resizable()
        } else {
            Color.gray
        }
    }
}
