import Foundation
import PictureDecoding
import Testing
@testable import TermUIBase

/// The image protocols' encoders, against outputs worked out by hand from the protocols: kitty's commands and
/// chunks, sixel's palette, bands and runs, iTerm2's inline file; and the fitting of a picture to its cells.
struct GraphicsEncodingTests {
    private static let escape = "\u{1B}"

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// An image of `width` by `height` pixels, each the colour `color(x, y)` gives.
    private func image(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) -> RGBImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += color(x, y) } }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    // MARK: kitty

    @Test func kittyTransmitsASmallImageInOneCommand() {
        let red = image(width: 1, height: 1) { _, _ in [255, 0, 0] }
        #expect(text(KittyGraphics.transmit(.rgb(red), id: 7)) == "\(Self.escape)_Ga=t,f=24,s=1,v=1,i=7,q=2;/wAA\(Self.escape)\\")
        #expect(text(KittyGraphics.transmit(.png([1, 2, 3]), id: 8)) == "\(Self.escape)_Ga=t,f=100,i=8,q=2;AQID\(Self.escape)\\")
    }

    @Test func kittySendsALargeImageInChunksOfAt4096BytesMarkedMoreUntilTheLast() throws {
        // 2049 x 1 pixels: 6147 bytes, 8196 in base64: chunks of 4096, 4096 and 4.
        let wide = image(width: 2049, height: 1) { x, _ in [UInt8(x & 255), UInt8(x >> 8), 9] }
        let commands = text(KittyGraphics.transmit(.rgb(wide), id: 3))
            .components(separatedBy: "\(Self.escape)\\").filter { !$0.isEmpty }
        #expect(commands.count == 3)
        let parts = try commands.map { command -> (keys: String, payload: String) in
            let body = try #require(command.hasPrefix("\(Self.escape)_G") ? command.dropFirst(3) : nil)
            let split = body.split(separator: ";", maxSplits: 1).map(String.init)
            return (split[0], split.count > 1 ? split[1] : "")
        }
        #expect(parts.map(\.keys) == ["a=t,f=24,s=2049,v=1,i=3,q=2,m=1", "m=1", "m=0"])
        #expect(parts.map(\.payload.count) == [4096, 4096, 4])
        #expect(Data(base64Encoded: parts.map(\.payload).joined()).map(Array.init) == wide.pixels)
    }

    @Test func kittyPlacesByIdAndDeletesPlacementsOrTheImage() {
        #expect(text(KittyGraphics.place(id: 5, placement: 2, columns: 12, rows: 4)) == "\(Self.escape)_Ga=p,i=5,p=2,c=12,r=4,C=1,q=1\(Self.escape)\\")
        #expect(text(KittyGraphics.deletePlacement(id: 5, placement: 2)) == "\(Self.escape)_Ga=d,d=i,i=5,p=2,q=2\(Self.escape)\\")
        #expect(text(KittyGraphics.deleteImage(id: 5)) == "\(Self.escape)_Ga=d,d=I,i=5,q=2\(Self.escape)\\")
        #expect(text(KittyGraphics.query) == "\(Self.escape)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(Self.escape)\\")
    }

    // MARK: sixel

    @Test func sixelDrawsOneColourColumnAsOneCharacter() {
        let red = image(width: 1, height: 6) { _, _ in [255, 0, 0] }
        #expect(text(SixelEncoding.sequence(for: red)) == "\(Self.escape)P0;1;0q\"1;1;1;6#0;2;100;0;0#0~\(Self.escape)\\")
    }

    @Test func sixelGoesBandByBandColourByColourWithRuns() {
        // Rows 0-2 red, 3-5 blue, 6 red: band 0 has red in its upper three rows (red is colour 0, of more
        // pixels) and blue in its lower three, band 1 red in its first row only.
        let striped = image(width: 5, height: 7) { _, y in (3...5).contains(y) ? [0, 0, 255] : [255, 0, 0] }
        #expect(text(SixelEncoding.sequence(for: striped))
            == "\(Self.escape)P0;1;0q\"1;1;5;7#0;2;100;0;0#1;2;0;0;100#0!5F$#1!5w-#0!5@\(Self.escape)\\")
    }

    @Test func sixelWritesShortRunsOutAndLeavesOutAColoursLastEmptyColumns() {
        // Green, of more pixels, is painted first, over the red columns too (red paints over it); red's
        // columns after its last are left out.
        let halves = image(width: 6, height: 6) { x, _ in x < 2 ? [255, 0, 0] : [0, 200, 0] }
        #expect(text(SixelEncoding.sequence(for: halves))
            == "\(Self.escape)P0;1;0q\"1;1;6;6#0;2;0;78;0#1;2;100;0;0#0!6~$#1~~\(Self.escape)\\")
        // Red in the middle: green runs over it as well; red's columns before its own are blanks.
        let middle = image(width: 6, height: 6) { x, _ in x == 2 ? [255, 0, 0] : [0, 200, 0] }
        #expect(text(SixelEncoding.sequence(for: middle))
            == "\(Self.escape)P0;1;0q\"1;1;6;6#0;2;0;78;0#1;2;100;0;0#0!6~$#1??~\(Self.escape)\\")
    }

    @Test func aColourPaintsOnlyOverPixelsOfColoursPaintedAfterIt() {
        // Column 0 is blue over green, column 1 green, column 2 red over green, column 3 green. Green (most
        // pixels) runs over blue's and red's pixels, which come after it; red (last) has only its own bits,
        // with blanks where green and blue are painted.
        let picture = image(width: 4, height: 6) { x, y in
            if x == 0 && y < 2 { return [0, 0, 255] }
            if x == 2 && y < 1 { return [255, 0, 0] }
            return [0, 200, 0]
        }
        #expect(text(SixelEncoding.sequence(for: picture))
            == "\(Self.escape)P0;1;0q\"1;1;4;6#0;2;0;78;0#1;2;0;0;100#2;2;100;0;0#0!4~$#1B$#2??@\(Self.escape)\\")
    }

    @Test func everyPixelEndsInItsPaletteColour() {
        // 41x23 pixels of 60 colours in patches and stripes, so that colours share bands and columns and
        // the last band is cut short.
        let picture = image(width: 41, height: 23) { x, y in
            let patch = (x / 5 + (y / 4) * 9 + (x * y) % 3) % 60
            return [UInt8(patch * 4), UInt8(255 - patch * 4), UInt8((patch * 37) % 256)]
        }
        let palette = SixelPalette(for: picture)
        let painted = Self.paintedColors(of: SixelEncoding.sequence(for: picture, palette: palette), width: 41, height: 23)
        #expect(painted == palette.indices.map(Int.init))
    }

    /// The colour register each pixel ends in when a terminal draws `sequence` (a sixel sequence as
    /// `SixelEncoding` makes them), -1 where none paints it.
    private static func paintedColors(of sequence: [UInt8], width: Int, height: Int) -> [Int] {
        var painted = [Int](repeating: -1, count: width * height)
        let body = String(decoding: sequence, as: UTF8.self).drop { $0 != "#" }
        var scanner = Substring(body), color = 0, column = 0, band = 0
        func number() -> Int {
            let digits = scanner.prefix { $0.isNumber }
            scanner = scanner.dropFirst(digits.count)
            return Int(digits) ?? 0
        }
        while let character = scanner.first {
            scanner = scanner.dropFirst()
            switch character {
            case "#":
                let register = number()
                if scanner.first == ";" {
                    scanner = scanner.drop { $0 != "#" }  // a colour's definition
                } else {
                    color = register
                }
            case "$": column = 0
            case "-": (band, column) = (band + 1, 0)
            case "\u{1B}", "\\": continue
            default:
                var count = 1, value = character
                if character == "!" {
                    count = number()
                    guard let repeated = scanner.first else { continue }
                    value = repeated
                    scanner = scanner.dropFirst()
                }
                let bits = Int(value.asciiValue ?? 63) - 63
                for _ in 0..<count {
                    for row in 0..<6 where bits & (1 << row) != 0 && band * 6 + row < height && column < width {
                        painted[(band * 6 + row) * width + column] = color
                    }
                    column += 1
                }
            }
        }
        return painted
    }

    @Test func sixelPaletteKeepsToItsLimitAndEachPixelNearItsColour() {
        // 4096 colours: every 16th value of each channel.
        let many = image(width: 64, height: 64) { x, y in [UInt8((x % 16) * 16), UInt8((y % 16) * 16), UInt8((x / 16 + (y / 16) * 4) * 16)] }
        let palette = SixelPalette(for: many)
        #expect(palette.colors.count == 256)
        #expect(palette.indices.count == 64 * 64)
        var worst = 0
        for pixel in 0..<(64 * 64) {
            let color = palette.colors[Int(palette.indices[pixel])]
            let channels = [Int(color.red), Int(color.green), Int(color.blue)]
            for channel in 0..<3 { worst = max(worst, abs(channels[channel] - Int(many.pixels[pixel * 3 + channel]))) }
        }
        // 4096 colours in 256: each box spans at most two steps of 16 in each channel.
        #expect(worst <= 24)
        let few = SixelPalette(for: image(width: 3, height: 1) { x, _ in [[10, 20, 30], [200, 100, 0], [10, 20, 30]][x] }, maximumColors: 256)
        #expect(Set(few.colors) == [RGB(10, 20, 30), RGB(200, 100, 0)])
    }

    // MARK: iTerm2

    @Test func iTermSendsTheFileInlineSizedInCells() {
        #expect(text(ITermInlineImage.sequence(file: [1, 2, 3], columns: 4, rows: 2))
            == "\(Self.escape)]1337;File=inline=1;size=3;width=4;height=2;preserveAspectRatio=0:AQID\u{07}")
    }

    @Test func aPNGFileOfAnImageDecodesToItsPixels() throws {
        let picture = image(width: 3, height: 2) { x, y in [UInt8(x * 80), UInt8(y * 200), 33] }
        let file = try #require(PNGEncoding.encode(picture))
        let decoded = try PNGDecoding.decode(file, maximumPixelCount: 100)
        #expect(decoded.width == 3 && decoded.height == 2 && decoded.pixels == picture.pixels)
    }

    // MARK: fitting

    @Test func aFittedPictureTakesTheCellsOfItsShapeCentredInItsBox() {
        let box = Rect(x: 4, y: 2, width: 20, height: 10)
        let cell = CellPixelSize.assumed
        // 400x300 in 200x200 pixels: 200x150, 20 columns by 7.5 rows, rounded to 8 and centred.
        #expect(PictureFitting.cells(pictureWidth: 400, pictureHeight: 300, in: box, cell: cell, mode: .fit) == Rect(x: 4, y: 3, width: 20, height: 8))
        // A tall one: 100x400 in 200x200: 50x200 pixels, 5 columns by 10 rows.
        #expect(PictureFitting.cells(pictureWidth: 100, pictureHeight: 400, in: box, cell: cell, mode: .fit) == Rect(x: 11, y: 2, width: 5, height: 10))
        #expect(PictureFitting.cells(pictureWidth: 400, pictureHeight: 300, in: box, cell: cell, mode: .fill) == box)
    }

    @Test func aPictureIsScaledToItsCellsPixelsInLinearLightAtItsOwnShape() throws {
        // Two squares, red and blue, filling one cell of 10x20: the middle at 1:2 is half red, half blue, and
        // each pixel there mixes them in linear light (188, not the 128 of averaging sRGB bytes).
        let squares = image(width: 4, height: 2) { x, _ in x < 2 ? [255, 0, 0] : [0, 0, 255] }
        let cell = try #require(CellPixelSize(width: 10, height: 20))
        let scaled = PictureFitting.scaled(squares, columns: 1, rows: 1, cell: cell)
        #expect(scaled.width == 10 && scaled.height == 20)
        #expect(Array(scaled.pixels[0..<3]) == [255, 0, 0])
        #expect(Array(scaled.pixels[27..<30]) == [0, 0, 255])
        let middle = image(width: 2, height: 1) { x, _ in x == 0 ? [255, 0, 0] : [0, 0, 255] }.resampled(filling: 1, by: 1)
        #expect(middle.pixels == [188, 0, 188])
    }

    @Test func aCellSizeComesFromTheWindowsPixelsOrNotAtAll() {
        #expect(CellPixelSize(pixelWidth: 800, pixelHeight: 480, columns: 80, rows: 24) == CellPixelSize(width: 10, height: 20))
        #expect(CellPixelSize(pixelWidth: 0, pixelHeight: 0, columns: 80, rows: 24) == nil)
        #expect(CellPixelSize(width: 5000, height: 10) == nil)
    }
}
