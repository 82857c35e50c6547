/// How a photo's pixels must be turned to be seen upright, as its Exif data says (the TIFF Orientation tag,
/// 0x0112): cameras and phones store the pixels as the sensor read them and say so here.
public enum ExifOrientation: Int, Equatable, Sendable {
    /// As stored.
    case up = 1
    /// Mirrored left to right.
    case upMirrored
    /// Upside down.
    case down
    /// Mirrored top to bottom.
    case downMirrored
    /// Mirrored along the diagonal from the top left (rows become columns).
    case leftMirrored
    /// To be turned a quarter clockwise.
    case right
    /// Mirrored along the other diagonal.
    case rightMirrored
    /// To be turned a quarter anticlockwise.
    case left

    /// The orientation in a JPEG file's Exif segment (APP1), read before its first scan; `.up` when there is
    /// none or it cannot be read (a damaged segment never throws: the pixels are shown as stored).
    public init(jpeg bytes: [UInt8]) {
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            // Start of scan or end of image: the metadata is over.
            guard marker != 0xDA, marker != 0xD9 else { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let segment = index + 4
            if marker == 0xE1, length >= 8, let found = Self.orientation(inExif: bytes, from: segment, to: min(bytes.count, index + 2 + length)) {
                self = found
                return
            }
            index += 2 + length
        }
        self = .up
    }

    /// The orientation in an Exif segment's payload `bytes[start..<end]`: "Exif", two NULs, then a TIFF
    /// header and its first directory.
    private static func orientation(inExif bytes: [UInt8], from start: Int, to end: Int) -> ExifOrientation? {
        guard end - start >= 14, bytes[start..<(start + 6)].elementsEqual(Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = start + 6
        let isBigEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x4D, 0x4D): isBigEndian = true
        case (0x49, 0x49): isBigEndian = false
        default: return nil
        }
        func number(at offset: Int, size: Int) -> Int? {
            guard offset >= tiff, offset + size <= end else { return nil }
            let slice = bytes[offset..<(offset + size)]
            return (isBigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(at: tiff + 2, size: 2) == 42, let directoryOffset = number(at: tiff + 4, size: 4),
              let count = number(at: tiff + directoryOffset, size: 2) else { return nil }
        for entry in 0..<count {
            let place = tiff + directoryOffset + 2 + entry * 12
            guard let tag = number(at: place, size: 2) else { return nil }
            // The Orientation tag, a SHORT.
            if tag == 0x0112, number(at: place + 2, size: 2) == 3, let value = number(at: place + 8, size: 2) {
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }
}

extension RGBImage {
    /// The image turned and mirrored as `orientation` says, so that it is upright.
    public func oriented(_ orientation: ExifOrientation) -> RGBImage {
        guard orientation != .up else { return self }
        let turns = [.leftMirrored, .right, .rightMirrored, .left].contains(orientation)
        let newWidth = turns ? height : width
        let newHeight = turns ? width : height
        var turned = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let source: (x: Int, y: Int)
                switch orientation {
                case .up: source = (x, y)
                case .upMirrored: source = (width - 1 - x, y)
                case .down: source = (width - 1 - x, height - 1 - y)
                case .downMirrored: source = (x, height - 1 - y)
                case .leftMirrored: source = (y, x)
                case .right: source = (y, height - 1 - x)
                case .rightMirrored: source = (width - 1 - y, height - 1 - x)
                case .left: source = (width - 1 - y, x)
                }
                let from = (source.y * width + source.x) * 3
                let to = (y * newWidth + x) * 3
                turned[to] = pixels[from]
                turned[to + 1] = pixels[from + 1]
                turned[to + 2] = pixels[from + 2]
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: turned)
    }
}
