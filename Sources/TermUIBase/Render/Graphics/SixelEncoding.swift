import PictureDecoding

/// A picture as sixel: `ESC P 0;1;0 q`, the raster attributes (`"1;1;width;height`: square pixels and the
/// picture's size), the palette (`#n;2;r;g;b`, each channel in percent), then the rows six at a time (a band):
/// for each colour in the band, `#n` and one character a column (`?` plus the six rows' bits, the top row
/// the lowest), runs of four or more of the same as `!count` and the character, the band's columns after the
/// last one of the colour left out; `$` back to the band's start before the next colour, `-` to the next band.
/// `ESC \` ends it. `P2 = 1`: what no colour covers keeps what the screen showed (nothing is left uncovered).
///
/// The colours of a band are painted in the palette's order, most pixels first, and a colour may paint pixels
/// of the colours after it, which paint over them, where that makes its runs longer: a sky painted as one run
/// under the tree drawn over it. The picture is the same, in about 8 % fewer bytes for a photo.
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
        let width = image.width, colorCount = palette.colors.count
        // The bits of each colour's pixels in each column of the band, colour by colour; the bits of the band's
        // pixels not painted yet in each column.
        var colorBits = [UInt8](repeating: 0, count: colorCount * width)
        var unpainted = [UInt8](repeating: 0, count: width)
        var isInBand = [Bool](repeating: false, count: colorCount)
        for bandStart in stride(from: 0, to: image.height, by: 6) {
            let bandRows = bandStart..<min(bandStart + 6, image.height)
            for row in bandRows {
                let bit: UInt8 = 1 << UInt8(row - bandStart)
                for column in 0..<width {
                    let color = Int(palette.indices[row * width + column])
                    colorBits[color * width + column] |= bit
                    unpainted[column] |= bit
                    isInBand[color] = true
                }
            }
            var isFirstColor = true
            for color in 0..<colorCount where isInBand[color] {
                if !isFirstColor { bytes.append(UInt8(ascii: "$")) }
                isFirstColor = false
                bytes += Array("#\(color)".utf8)
                let own = color * width..<(color + 1) * width
                appendRuns(of: colorBits[own], over: unpainted, to: &bytes)
                for column in 0..<width {
                    unpainted[column] &= ~colorBits[color * width + column]
                    colorBits[color * width + column] = 0
                }
                isInBand[color] = false
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

    /// The characters of one colour's columns in a band (`own`: its pixels' bits in each column), runs of four
    /// or more as `!count`, the columns after its last one left out. A character may also set bits of pixels not
    /// painted yet (`unpainted`, of colours painted after this one) where that lengthens its run: each run takes
    /// the fewest bits that hold every column's own and only bits still unpainted in all of them.
    private static func appendRuns(of own: ArraySlice<UInt8>, over unpainted: [UInt8], to bytes: inout [UInt8]) {
        guard let last = own.lastIndex(where: { $0 != 0 }) else { return }
        let offset = own.startIndex
        var column = offset
        while column <= last {
            var needed = own[column], allowed = unpainted[column - offset]
            var end = column + 1
            while end <= last {
                let widerNeeded = needed | own[end], narrowerAllowed = allowed & unpainted[end - offset]
                if widerNeeded & ~narrowerAllowed != 0 { break }
                (needed, allowed) = (widerNeeded, narrowerAllowed)
                end += 1
            }
            let character = 63 + needed
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
