import Foundation
import TermUI
import TravelModel

extension Trip {
    /// The trip's picture as TermUI draws it, with the user's own pictures found in `userPictures`.
    func bitmap(in userPictures: UserPictures) -> Bitmap? {
        let picture = self.picture(in: userPictures)
        return Bitmap(width: picture.width, height: picture.height, pixels: picture.pixels)
    }

    /// The trip's picture at full size, for a terminal that shows images (read only there, off the main thread).
    func imageFile(in userPictures: UserPictures) -> ImageFile? {
        fullSizePicture(in: userPictures).map { picture in
            ImageFile(identifier: picture.identifier, contents: picture.contents)
        }
    }
}

/// A trip's picture, filling the space it is given (`aspectRatio(TripPicture.cellAspectRatio, contentMode: .fit)`
/// keeps its shape): its 32x20 picture in half blocks, and its full-size photo where the terminal shows images.
struct TripPicture: View {
    /// Columns to rows of every trip's picture: 32x20 pixels, two a cell in half blocks, are 32x10 cells.
    static let cellAspectRatio: CGFloat = 3.2

    let trip: Trip
    @Environment(\.userPictures) private var userPictures

    var body: some View {
        if let bitmap = trip.bitmap(in: userPictures) {
            Image(bitmap: bitmap, fullSize: trip.imageFile(in: userPictures)).resizable()
        } else {
            Color.gray
        }
    }
}
