import Foundation
import TermUI
import TravelModel

extension Trip {
    /// The trip's picture as TermUI draws it, with the user's own pictures found in `userPictures`.
    func bitmap(in userPictures: UserPictures) -> Bitmap? {
        let picture = self.picture(in: userPictures)
        return Bitmap(width: picture.width, height: picture.height, pixels: picture.pixels)
    }
}

/// A trip's picture, filling the space it is given (`aspectRatio(TripPicture.cellAspectRatio, contentMode: .fit)`
/// keeps its shape).
struct TripPicture: View {
    /// Columns to rows of every trip's picture: 32x20 pixels, two a cell in half blocks, are 32x10 cells.
    static let cellAspectRatio: CGFloat = 3.2

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
