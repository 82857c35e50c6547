import Foundation
import PictureDecoding

/// The commands of the kitty graphics protocol that TermUI sends (`ESC _ G keys ; payload ESC \`): an image
/// transmitted once under an id, placed by that id where the cursor is with a placement id (a placement with
/// the same ids replaces the one before, so a moved image is re-placed without sending its pixels again),
/// and placements deleted. Every command but a placement says `q=2`, so the terminal answers none of them (an
/// answer arrives as input); a placement says `q=1`, so the terminal answers only when it fails, such as
/// `ENOENT` for an image it does not have (its transmission was lost: `ImageOutput.imageIsMissing(id:)`);
/// the query at the start asks for an answer.
package enum KittyGraphics {
    /// How a transmitted image's pixels are given.
    package enum Payload: Sendable {
        /// Raw 8-bit red, green and blue (`f=24`, with its size `s=`, `v=`).
        case rgb(RGBImage)
        /// A PNG file (`f=100`), which the terminal decodes.
        case png([UInt8])
    }

    /// The most base64 bytes one command carries; a longer payload goes in chunks of this size (a multiple
    /// of 4), each but the last saying `m=1`, the last `m=0`.
    package static let chunkSize = 4096

    /// The question asked at the start: a 1x1 image checked but not kept (`a=q`) under id 31. A terminal with
    /// the protocol answers `ESC _ G i=31 ; OK ESC \` (`TerminalReport.kittyGraphics`); one without ignores it.
    package static let query = Array("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)

    /// The image id of the query, which no answer about an image of the app's has.
    package static let queryID = 31

    /// Sends `payload` to be kept under `id` (`a=t`), not shown yet.
    package static func transmit(_ payload: Payload, id: UInt32) -> [UInt8] {
        let keys: String, data: [UInt8]
        switch payload {
        case .rgb(let image):
            keys = "a=t,f=24,s=\(image.width),v=\(image.height),i=\(id),q=2"
            data = image.pixels
        case .png(let file):
            keys = "a=t,f=100,i=\(id),q=2"
            data = file
        }
        let encoded = Array(Data(data).base64EncodedString().utf8)
        guard encoded.count > chunkSize else { return command(keys, payload: encoded) }
        var bytes: [UInt8] = []
        var start = 0
        while start < encoded.count {
            let end = min(start + chunkSize, encoded.count)
            let more = end < encoded.count ? "m=1" : "m=0"
            bytes += command(start == 0 ? keys + "," + more : more, payload: encoded[start..<end])
            start = end
        }
        return bytes
    }

    /// Shows the image kept under `id` at the cursor, scaled to `columns` by `rows` cells, as placement
    /// `placement` (replacing the one shown under those ids before); the cursor does not move (`C=1`). With
    /// `part`, only that rectangle of the image's pixels shows (`x`, `y`, `w`, `h`): a picture partly scrolled out.
    /// The terminal answers only if it cannot place it (`q=1`), with the image's id.
    package static func place(id: UInt32, placement: UInt32, columns: Int, rows: Int, part: Rect? = nil) -> [UInt8] {
        let cut = part.map { ",x=\($0.minX),y=\($0.minY),w=\($0.width),h=\($0.height)" } ?? ""
        return command("a=p,i=\(id),p=\(placement)\(cut),c=\(columns),r=\(rows),C=1,q=1")
    }

    /// Takes placement `placement` of the image kept under `id` off the screen; the image stays kept
    /// (`d=i`, lower case), to be placed again.
    package static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Takes every placement on the screen off and forgets their images (`d=A`).
    package static let deleteAllImages = command("a=d,d=A,q=2")

    /// Takes every placement of the image kept under `id` off the screen and forgets the image (`d=I`).
    package static func deleteImage(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// One command: `ESC _ G keys [; payload] ESC \`.
    private static func command(_ keys: String, payload: some Collection<UInt8> = [UInt8]()) -> [UInt8] {
        var bytes = Array("\u{1B}_G\(keys)".utf8)
        if !payload.isEmpty {
            bytes.append(UInt8(ascii: ";"))
            bytes += payload
        }
        bytes += [0x1B, UInt8(ascii: "\\")]
        return bytes
    }
}
