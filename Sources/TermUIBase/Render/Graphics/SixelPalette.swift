import PictureDecoding

/// The colours a picture is drawn in by sixel, at most 256, made for the picture by median cut: the picture's
/// colours (to 5 bits a channel) are split, box by box, at the median of the channel that spans most in the
/// box that spans most, until there are as many boxes as colours allowed or no box holds two colours; each
/// box's colour is the average of its pixels. Each pixel then takes its box's colour. The colours go by how
/// many pixels have them, most first, which is the order `SixelEncoding` paints them in.
package struct SixelPalette: Sendable {
    /// The palette's colours, red, green and blue, the one of most pixels first.
    package let colors: [RGB]
    /// The palette index of each pixel of the picture, row by row.
    package let indices: [UInt8]

    /// The most colours a palette has: the registers every sixel terminal has.
    package static let maximumCount = 256

    /// A colour to 5 bits a channel, as a number 0..<32768.
    private static func key(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
    }

    /// A box of colours (keys into the histogram), and how wide it is in each channel.
    private struct Box {
        var keys: [Int]
        var pixelCount: Int
        var widestChannel = 0
        var span = 0

        init(keys: [Int], counts: [Int]) {
            self.keys = keys
            pixelCount = keys.reduce(0) { $0 + counts[$1] }
            for channel in 0..<3 {
                let shift = 10 - channel * 5
                let values = keys.map { ($0 >> shift) & 31 }
                let width = (values.max() ?? 0) - (values.min() ?? 0)
                if width > span { (span, widestChannel) = (width, channel) }
            }
        }
    }

    /// The palette of `image`, of at most `maximumColors` colours (1...256).
    package init(for image: RGBImage, maximumColors: Int = maximumCount) {
        let limit = max(1, min(Self.maximumCount, maximumColors))
        let pixelCount = image.width * image.height
        var counts = [Int](repeating: 0, count: 32768)
        var sums = [Int](repeating: 0, count: 32768 * 3)
        var keys = [Int](repeating: 0, count: pixelCount)
        image.pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<pixelCount {
                let red = pixels[pixel * 3], green = pixels[pixel * 3 + 1], blue = pixels[pixel * 3 + 2]
                let key = Self.key(red, green, blue)
                keys[pixel] = key
                counts[key] += 1
                sums[key * 3] += Int(red)
                sums[key * 3 + 1] += Int(green)
                sums[key * 3 + 2] += Int(blue)
            }
        }
        var boxes = [Box(keys: (0..<32768).filter { counts[$0] > 0 }, counts: counts)]
        while boxes.count < limit {
            guard let widest = boxes.indices.filter({ boxes[$0].span > 0 }).max(by: { boxes[$0].span < boxes[$1].span }) else { break }
            let box = boxes[widest]
            let shift = 10 - box.widestChannel * 5
            let sorted = box.keys.sorted { ($0 >> shift) & 31 < ($1 >> shift) & 31 }
            // The first colour past half the box's pixels starts the second box; both keep one colour at least.
            var seen = 0, cut = 1
            for (position, key) in sorted.enumerated() {
                seen += counts[key]
                if seen * 2 >= box.pixelCount {
                    cut = max(1, min(sorted.count - 1, position + 1))
                    break
                }
            }
            boxes[widest] = Box(keys: Array(sorted[..<cut]), counts: counts)
            boxes.append(Box(keys: Array(sorted[cut...]), counts: counts))
        }
        // Most pixels first; a tie goes by the boxes' colours, so the order is the same every time.
        boxes.sort { $0.pixelCount != $1.pixelCount ? $0.pixelCount > $1.pixelCount : ($0.keys.first ?? 0) < ($1.keys.first ?? 0) }
        var indexOfKey = [UInt8](repeating: 0, count: 32768)
        colors = boxes.enumerated().map { index, box in
            var red = 0, green = 0, blue = 0
            for key in box.keys {
                indexOfKey[key] = UInt8(index)
                red += sums[key * 3]
                green += sums[key * 3 + 1]
                blue += sums[key * 3 + 2]
            }
            let count = max(1, box.pixelCount)
            return RGB(UInt8((red + count / 2) / count), UInt8((green + count / 2) / count), UInt8((blue + count / 2) / count))
        }
        indices = keys.map { indexOfKey[$0] }
    }
}
