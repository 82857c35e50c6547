import PictureDecoding

/// How closely a region of a screenshot shows a picture, judged by its detail rather than its colours on
/// average: half blocks of the same picture have the right colours but none of the detail inside a cell.
///
/// `detail` is the correlation (Pearson's, -1...1) between the screenshot's and the picture's luminance once
/// each pixel has the mean of its half cell taken off (a cell's width by half its height: the one colour half
/// blocks give that area), so only what lies finer than half blocks counts. Half blocks, or anything flat, have
/// none of it (0); text over the picture has detail of its own, unlike the picture's. `error` is the mean
/// difference of the half cells' mean luminance (0...255): the colours in the right places.
struct PictureMatch: CustomStringConvertible {
    let detail: Double
    let error: Double

    /// `expected` against the screenshot's pixels under it, its top-left corner at `x`, `y` of `shot`, for
    /// cells of `cellSize`.
    init(_ shot: RGBImage, x: Int, y: Int, expected: RGBImage, cellSize: (width: Int, height: Int)) {
        let blockWidth = max(1, cellSize.width), blockHeight = max(1, cellSize.height / 2)
        let columns = expected.width / blockWidth, rows = expected.height / blockHeight
        var shotDetail: [Double] = [], expectedDetail: [Double] = []
        var errorSum = 0.0
        for blockRow in 0..<rows {
            for blockColumn in 0..<columns {
                var seen: [Double] = [], wanted: [Double] = []
                for row in (blockRow * blockHeight)..<((blockRow + 1) * blockHeight) {
                    for column in (blockColumn * blockWidth)..<((blockColumn + 1) * blockWidth) {
                        seen.append(Self.luminance(shot, x: x + column, y: y + row))
                        wanted.append(Self.luminance(expected, x: column, y: row))
                    }
                }
                let seenMean = seen.reduce(0, +) / Double(seen.count), wantedMean = wanted.reduce(0, +) / Double(wanted.count)
                errorSum += abs(seenMean - wantedMean)
                shotDetail += seen.map { $0 - seenMean }
                expectedDetail += wanted.map { $0 - wantedMean }
            }
        }
        detail = Self.correlation(shotDetail, expectedDetail)
        error = errorSum / Double(max(1, columns * rows))
    }

    /// Whether the region shows the picture: its detail there (a correlation over 0.8, where half blocks give
    /// 0) and its colours in their places (within 20 of 255 on average).
    var showsPicture: Bool { detail > 0.8 && error < 20 }

    /// Whether the region shows none of the picture's detail (half blocks, a sheet, text).
    var showsNoPicture: Bool { detail < 0.3 }

    var description: String { "detail \((detail * 1000).rounded() / 1000), error \((error * 10).rounded() / 10)" }

    /// A pixel's luminance, 0...255 (Rec. 601's weights; a pixel outside the picture is black).
    private static func luminance(_ image: RGBImage, x: Int, y: Int) -> Double {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
        let index = (y * image.width + x) * 3
        return 0.299 * Double(image.pixels[index]) + 0.587 * Double(image.pixels[index + 1]) + 0.114 * Double(image.pixels[index + 2])
    }

    /// Pearson's correlation of two series of the same length; 0 where either is flat.
    private static func correlation(_ first: [Double], _ second: [Double]) -> Double {
        guard first.count == second.count, !first.isEmpty else { return 0 }
        let firstMean = first.reduce(0, +) / Double(first.count), secondMean = second.reduce(0, +) / Double(second.count)
        var product = 0.0, firstSquares = 0.0, secondSquares = 0.0
        for (a, b) in zip(first, second) {
            product += (a - firstMean) * (b - secondMean)
            firstSquares += (a - firstMean) * (a - firstMean)
            secondSquares += (b - secondMean) * (b - secondMean)
        }
        guard firstSquares > 1e-9, secondSquares > 1e-9 else { return 0 }
        return product / (firstSquares * secondSquares).squareRoot()
    }
}
