import Foundation
import PictureDecoding

extension Picture {
    /// `image` scaled to `width` by `height` pixels: the largest part of the middle of the image with the
    /// picture's shape is cut out (the whole height of a wider image, the whole width of a taller one), and
    /// each pixel of the picture is the average of the part of the image it covers, weighted by how much of
    /// each pixel it covers (a box filter), in linear light, so that fine detail averages to the colour it looks
    /// from afar. `width` and `height` must be in `1...maximumDimension`.
    init(resampling image: RGBImage, width: Int, height: Int) {
        let shape = Double(width) / Double(height)
        let cutWidth = min(Double(image.width), Double(image.height) * shape)
        let cutHeight = min(Double(image.height), Double(image.width) / shape)
        let columns = BoxFilter(outputCount: width, inputCount: image.width,
                                start: (Double(image.width) - cutWidth) / 2, span: cutWidth)
        let rows = BoxFilter(outputCount: height, inputCount: image.height,
                             start: (Double(image.height) - cutHeight) / 2, span: cutHeight)
        let decoding = SRGBTransfer.linearValues

        // Across first: each source row that counts, as `width` pixels in linear light.
        let firstRow = rows.taps.first?.first ?? 0
        let usedRows = (rows.taps.last.map { $0.first + $0.weights.count } ?? 0) - firstRow
        var across = [Float](repeating: 0, count: usedRows * width * 3)
        image.pixels.withUnsafeBufferPointer { source in
            for row in 0..<usedRows {
                let sourceRow = (firstRow + row) * image.width * 3
                for (column, tap) in columns.taps.enumerated() {
                    var red: Float = 0, green: Float = 0, blue: Float = 0
                    for (offset, weight) in tap.weights.enumerated() {
                        let index = sourceRow + (tap.first + offset) * 3
                        red += weight * decoding[Int(source[index])]
                        green += weight * decoding[Int(source[index + 1])]
                        blue += weight * decoding[Int(source[index + 2])]
                    }
                    let target = (row * width + column) * 3
                    across[target] = red
                    across[target + 1] = green
                    across[target + 2] = blue
                }
            }
        }

        // Then down, and back to sRGB.
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for (row, tap) in rows.taps.enumerated() {
            for value in 0..<(width * 3) {
                var sum: Float = 0
                for (offset, weight) in tap.weights.enumerated() {
                    sum += weight * across[(tap.first - firstRow + offset) * width * 3 + value]
                }
                pixels[row * width * 3 + value] = SRGBTransfer.encoded(sum)
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// Which input pixels each output pixel covers along one axis, and how much of each: output pixel `i` covers
/// `[start + i * scale, start + (i + 1) * scale)` of the input, `scale = span / outputCount`.
struct BoxFilter {
    /// The input pixels one output pixel averages: from `first`, one weight each, adding up to 1.
    struct Tap {
        let first: Int
        let weights: [Float]
    }

    /// One tap per output pixel.
    let taps: [Tap]

    init(outputCount: Int, inputCount: Int, start: Double, span: Double) {
        let scale = span / Double(outputCount)
        taps = (0..<outputCount).map { index in
            let from = start + Double(index) * scale
            let to = from + scale
            let first = max(0, min(inputCount - 1, Int(from.rounded(.down))))
            let end = max(first + 1, min(inputCount, Int(to.rounded(.up))))
            let overlaps = (first..<end).map { pixel in
                max(0, min(to, Double(pixel + 1)) - max(from, Double(pixel)))
            }
            let total = overlaps.reduce(0, +)
            let weights = total > 0 ? overlaps.map { Float($0 / total) } : overlaps.map { _ in 1 / Float(overlaps.count) }
            return Tap(first: first, weights: weights)
        }
    }
}

/// The sRGB transfer function: 8-bit sRGB values to linear light (0 to 1) and back.
enum SRGBTransfer {
    /// The linear light of each 8-bit sRGB value.
    static let linearValues: [Float] = (0..<256).map { value in
        let encoded = Double(value) / 255
        return Float(encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4))
    }

    /// The nearest 8-bit sRGB value of `linear` light, clamped to 0...1.
    static func encoded(_ linear: Float) -> UInt8 {
        let light = Double(min(max(linear, 0), 1))
        let encoded = light <= 0.0031308 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }
}
