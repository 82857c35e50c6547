import Foundation

extension RGBImage {
    /// The part `cut` of the image (in pixels of the image, fractions allowed) scaled to `width` by `height`
    /// pixels: each new pixel is the average of the part of the image it covers, weighted by how much of each
    /// pixel it covers (a box filter), in linear light, so that fine detail averages to the colour it looks from
    /// afar. `width` and `height` must be at least 1; `cut` must lie within the image.
    public func resampled(width: Int, height: Int, cut: ResamplingCut) -> RGBImage {
        // The whole image at its own size is itself (a picture loaded at the size it is shown at).
        if width == self.width, height == self.height, cut == ResamplingCut(x: 0, y: 0, width: Double(width), height: Double(height)) {
            return self
        }
        let columns = BoxFilter(outputCount: width, inputCount: self.width, start: cut.x, span: cut.width)
        let rows = BoxFilter(outputCount: height, inputCount: self.height, start: cut.y, span: cut.height)
        let decoding = SRGBTransfer.linearValues

        // Across first: each source row that counts, as `width` pixels in linear light.
        let firstRow = rows.taps.first?.first ?? 0
        let usedRows = (rows.taps.last.map { $0.first + $0.weights.count } ?? 0) - firstRow
        var across = [Float](repeating: 0, count: usedRows * width * 3)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<usedRows {
                let sourceRow = (firstRow + row) * self.width * 3
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
        var scaled = [UInt8](repeating: 0, count: width * height * 3)
        for (row, tap) in rows.taps.enumerated() {
            for value in 0..<(width * 3) {
                var sum: Float = 0
                for (offset, weight) in tap.weights.enumerated() {
                    sum += weight * across[(tap.first - firstRow + offset) * width * 3 + value]
                }
                scaled[row * width * 3 + value] = SRGBTransfer.encoded(sum)
            }
        }
        return RGBImage(width: width, height: height, pixels: scaled)
    }

    /// The image scaled to `width` by `height` pixels, filling them: the largest part of the middle of the
    /// image with their shape is cut out (the whole height of a wider image, the whole width of a taller one)
    /// and resampled (`resampled(width:height:cut:)`).
    public func resampled(filling width: Int, by height: Int) -> RGBImage {
        resampled(width: width, height: height, cut: ResamplingCut.middle(ofWidth: self.width, height: self.height, shape: Double(width) / Double(height)))
    }
}

/// The part of an image a resampling reads, in the image's pixels (fractions allowed).
public struct ResamplingCut: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A part of an image.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The largest part of the middle of an image of `width` by `height` pixels whose width over height is
    /// `shape`.
    public static func middle(ofWidth width: Int, height: Int, shape: Double) -> ResamplingCut {
        let cutWidth = min(Double(width), Double(height) * shape)
        let cutHeight = min(Double(height), Double(width) / shape)
        return ResamplingCut(x: (Double(width) - cutWidth) / 2, y: (Double(height) - cutHeight) / 2, width: cutWidth, height: cutHeight)
    }
}

/// Which input pixels each output pixel covers along one axis, and how much of each: output pixel `i` covers
/// `[start + i * scale, start + (i + 1) * scale)` of the input, `scale = span / outputCount`.
package struct BoxFilter {
    /// The input pixels one output pixel averages: from `first`, one weight each, adding up to 1.
    package struct Tap {
        package let first: Int
        package let weights: [Float]
    }

    /// One tap per output pixel.
    package let taps: [Tap]

    package init(outputCount: Int, inputCount: Int, start: Double, span: Double) {
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
package enum SRGBTransfer {
    /// The linear light of each 8-bit sRGB value.
    package static let linearValues: [Float] = (0..<256).map { value in
        let encoded = Double(value) / 255
        return Float(encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4))
    }

    /// The nearest 8-bit sRGB value of `linear` light, clamped to 0...1.
    package static func encoded(_ linear: Float) -> UInt8 {
        let light = Double(min(max(linear, 0), 1))
        let encoded = light <= 0.0031308 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }
}
