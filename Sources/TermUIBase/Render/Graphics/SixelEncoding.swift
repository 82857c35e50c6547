import PictureDecoding

/// A picture as sixel: `ESC P 0;1;0 q`, the raster attributes (`"1;1;width;height`: square pixels and the
/// picture's size), the palette (`#n;2;r;g;b`, each channel in percent), then the rows six at a time (a band):
/// for each colour in the band, `#n` and one character a column (`?` plus the six rows' bits, the top row
/// the lowest), runs of four or more of the same as `!count` and the character, the band's columns after the
/// last one of the colour left out; `$` back to the band's start before the next colour, `-` to the next band.
/// `ESC \` ends it. `P2 = 1`: what no colour covers keeps what the screen showed (nothing is left uncovered).
package enum SixelEncoding {
    /// The sixel sequence of `image`, in a palette made for it (`SixelPalette`).
    package static func sequence(for image: RGBImage, maximumColors: Int = SixelPalette.maximumCount) -> [UInt8] {
        sequence(for: image, palette: SixelPalette(for: image, maximumColors: maximumColors))
    }

    /// The sixel sequence of `image` in `palette`, which was made for it.
    package static func sequence(for image: RGBImage, palette: SixelPalette) -> [UInt8] {
        var bytes = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (index, color) in palette.colors.enumerated() {
            bytes += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        let width = image.width
        var bits = [UInt8](repeating: 0, count: width)
        for bandStart in stride(from: 0, to: image.height, by: 6) {
            let bandRows = bandStart..<min(bandStart + 6, image.height)
            var used = [Bool](repeating: false, count: palette.colors.count)
            for row in bandRows {
                for column in 0..<width { used[Int(palette.indices[row * width + column])] = true }
            }
            var isFirstColor = true
            for color in used.indices where used[color] {
                for column in 0..<width {
                    var value: UInt8 = 0
                    for row in bandRows where palette.indices[row * width + column] == UInt8(color) {
                        value |= 1 << UInt8(row - bandStart)
                    }
                    bits[column] = value
                }
                if !isFirstColor { bytes.append(UInt8(ascii: "$")) }
                isFirstColor = false
                bytes += Array("#\(color)".utf8)
                appendRuns(of: bits, to: &bytes)
            }
            if bandRows.upperBound < image.height { bytes.append(UInt8(ascii: "-")) }
        }
        bytes += [0x1B, UInt8(ascii: "\\")]
        return bytes
    }

    /// A channel of 0...255 in percent, as sixel's colours are given.
    private static func percent(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }

    /// The characters of one colour's columns in a band, runs of four or more as `!count`, the columns after
    /// its last one left out.
    private static func appendRuns(of bits: [UInt8], to bytes: inout [UInt8]) {
        guard let last = bits.lastIndex(where: { $0 != 0 }) else { return }
        var column = 0
        while column <= last {
            var end = column + 1
            while end <= last, bits[end] == bits[column] { end += 1 }
            let character = 63 + bits[column]
            let count = end - column
            if count >= 4 {
                bytes += Array("!\(count)".utf8)
                bytes.append(character)
            } else {
                bytes += [UInt8](repeating: character, count: count)
            }
            column = end
        }
    }
}
