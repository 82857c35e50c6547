import Foundation
import Testing
@testable import TravelModel

@Suite("Picture")
struct PictureTests {
    /// The bytes of `header` followed by `pixelCount` bytes counting up.
    static func ppm(_ header: String, pixelBytes pixelCount: Int) -> [UInt8] {
        Array(header.utf8) + (0..<pixelCount).map { UInt8(truncatingIfNeeded: $0) }
    }

    // MARK: Good files

    @Test("A minimal file decodes to its size and pixels")
    func minimal() throws {
        let picture = try Picture(ppm: Self.ppm("P6\n3 2\n255\n", pixelBytes: 18))
        #expect(picture.width == 3)
        #expect(picture.height == 2)
        #expect(picture.pixels == (0..<18).map(UInt8.init))
        #expect(picture.color(x: 0, y: 0).map { [$0.red, $0.green, $0.blue] } == [0, 1, 2])
        #expect(picture.color(x: 2, y: 1).map { [$0.red, $0.green, $0.blue] } == [15, 16, 17])
        #expect(picture.color(x: 3, y: 0) == nil)
        #expect(picture.color(x: 0, y: 2) == nil)
        #expect(picture.color(x: -1, y: 0) == nil)
    }

    @Test("Any white space and comments may separate the header's numbers",
          arguments: [
              "P6 2 1 255 ",
              "P6\t2\t1\t255\t",
              "P6\r\n2\r\n1\r\n255\r",
              "P6\n# made by hand\n2 1\n255\n",
              "P6 #comment\n2#another\r1 # and one more\n255\n",
              "P6\u{0B}2\u{0C}1\n255\n",
              "P6\n0002 0001\n00255\n",
          ])
    func separators(header: String) throws {
        let picture = try Picture(ppm: Self.ppm(header, pixelBytes: 6))
        #expect(picture.width == 2 && picture.height == 1)
        #expect(picture.pixels == [0, 1, 2, 3, 4, 5])
    }

    @Test("The byte after the maximum value is the only separator: pixels may start with white space or #")
    func pixelsLookingLikeHeader() throws {
        let bytes = Array("P6\n1 1\n255\n".utf8) + [0x20, 0x23, 0x0A]
        #expect(try Picture(ppm: bytes).pixels == [0x20, 0x23, 0x0A])
    }

    @Test("Writing and decoding again gives the same picture; Data decodes too")
    func roundTrip() throws {
        let picture = Picture.gradient(seed: 42, width: 7, height: 5)
        #expect(try Picture(ppm: picture.ppmData) == picture)
        #expect(try Picture(ppm: Data(picture.ppmData)) == picture)
    }

    @Test("Every shipped picture decodes at the standard size, with more than a few colours")
    func samplePictures() throws {
        #expect(Picture.sampleNames.count == 12)
        #expect(Picture.sampleNames == SamplePictures.files.keys.sorted())
        for name in Picture.sampleNames {
            let bytes = try #require(SamplePictures.files[name])
            let picture = try Picture(ppm: bytes)
            #expect(picture.width == Picture.standardWidth && picture.height == Picture.standardHeight, "\(name)")
            #expect(Picture.named(name) == picture)
            let colors = Set(stride(from: 0, to: picture.pixels.count, by: 3).map {
                Array(picture.pixels[$0..<$0 + 3])
            })
            #expect(colors.count >= 5, "\(name) has \(colors.count) colours")
        }
        #expect(Picture.named("no-such-picture") == nil)
    }

    @Test("init(width:height:pixels:) checks the size")
    func memberwise() {
        #expect(Picture(width: 1, height: 1, pixels: [1, 2, 3]) != nil)
        #expect(Picture(width: 1, height: 1, pixels: [1, 2]) == nil)
        #expect(Picture(width: 0, height: 0, pixels: []) == nil)
        #expect(Picture(width: -1, height: -3, pixels: [1, 2, 3]) == nil)
        #expect(Picture(width: 4097, height: 1, pixels: Array(repeating: 0, count: 4097 * 3)) == nil)
    }

    // MARK: Bad files

    static let malformed: [(name: String, bytes: [UInt8], error: PictureError)] = [
        ("empty", [], .notBinaryPPM),
        ("one byte", Array("P".utf8), .notBinaryPPM),
        ("ASCII PPM", ppm("P3\n1 1\n255\n", pixelBytes: 3), .notBinaryPPM),
        ("PGM", ppm("P5\n1 1\n255\n", pixelBytes: 1), .notBinaryPPM),
        ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .notBinaryPPM),
        ("lower case", ppm("p6\n1 1\n255\n", pixelBytes: 3), .notBinaryPPM),
        ("only the magic", Array("P6".utf8), .malformedHeader(reason: .whiteSpace(before: .width))),
        ("magic glued to width", ppm("P61 1\n255\n", pixelBytes: 3), .malformedHeader(reason: .whiteSpace(before: .width))),
        ("no width", Array("P6\n".utf8), .malformedHeader(reason: .number(.width))),
        ("letters", ppm("P6\nab 1\n255\n", pixelBytes: 3), .malformedHeader(reason: .number(.width))),
        ("negative", ppm("P6\n-1 1\n255\n", pixelBytes: 3), .malformedHeader(reason: .number(.width))),
        ("plus sign", ppm("P6\n+1 1\n255\n", pixelBytes: 3), .malformedHeader(reason: .number(.width))),
        ("no height", Array("P6\n1".utf8), .malformedHeader(reason: .whiteSpace(before: .height))),
        ("width glued to text", ppm("P6\n1x1\n255\n", pixelBytes: 3), .malformedHeader(reason: .whiteSpace(before: .height))),
        ("missing max value", Array("P6\n1 1\n".utf8), .malformedHeader(reason: .number(.maximumValue))),
        ("decimal point", ppm("P6\n1 1\n25.5\n", pixelBytes: 3), .malformedHeader(reason: .whiteSpaceAfterMaximumValue)),
        ("nothing after max value", Array("P6\n1 1\n255".utf8), .malformedHeader(reason: .whiteSpaceAfterMaximumValue)),
        ("comment after max value", ppm("P6\n1 1\n255#x\n", pixelBytes: 3), .malformedHeader(reason: .whiteSpaceAfterMaximumValue)),
        ("unfinished comment", Array("P6\n# no end".utf8), .malformedHeader(reason: .endOfComment)),
        ("16-bit", ppm("P6\n1 1\n65535\n", pixelBytes: 6), .unsupportedMaxValue(65535)),
        ("max value 15", ppm("P6\n1 1\n15\n", pixelBytes: 3), .unsupportedMaxValue(15)),
        ("max value 0", ppm("P6\n1 1\n0\n", pixelBytes: 3), .unsupportedMaxValue(0)),
        ("zero width", ppm("P6\n0 1\n255\n", pixelBytes: 0), .unsupportedSize(width: 0, height: 1)),
        ("too tall", ppm("P6\n1 4097\n255\n", pixelBytes: 3), .unsupportedSize(width: 1, height: 4097)),
        ("huge numbers", ppm("P6\n99999999999999999999999 99999999999999999999999\n255\n", pixelBytes: 3),
         .unsupportedSize(width: 1_000_000_000, height: 1_000_000_000)),
        ("no pixels", Array("P6\n2 2\n255\n".utf8), .truncatedPixels(expected: 12, found: 0)),
        ("truncated pixels", ppm("P6\n2 2\n255\n", pixelBytes: 11), .truncatedPixels(expected: 12, found: 11)),
        ("trailing bytes", ppm("P6\n2 2\n255\n", pixelBytes: 13), .trailingBytes(count: 1)),
        ("two pictures", ppm("P6\n1 1\n255\n", pixelBytes: 3) + ppm("P6\n1 1\n255\n", pixelBytes: 3), .trailingBytes(count: 14)),
    ]

    @Test("Malformed files are refused with what is wrong", arguments: 0..<malformed.count)
    func refused(index: Int) {
        let bad = Self.malformed[index]
        #expect(throws: bad.error, "\(bad.name)") { try Picture(ppm: bad.bytes) }
    }

    @Test("Every truncation of every shipped picture is refused without crashing")
    func everyTruncation() throws {
        for name in Picture.sampleNames {
            let bytes = try #require(SamplePictures.files[name])
            for length in 0..<bytes.count {
                #expect(throws: PictureError.self) { try Picture(ppm: bytes.prefix(length)) }
            }
        }
    }

    @Test("Errors explain themselves in one line")
    func descriptions() {
        #expect(PictureError.truncatedPixels(expected: 12, found: 11).description == "truncated pixels: 11 of 12 bytes")
        #expect(PictureError.malformedHeader(reason: .number(.width)).description == "malformed PPM header: expected the width")
        #expect(PictureError.notBinaryPPM.description == "not a binary PPM (P6) picture")
    }

    // MARK: Gradients

    @Test("A gradient depends only on its seed and size")
    func gradientIsDeterministic() {
        let first = Picture.gradient(seed: 0xC0FFEE, width: 32, height: 20)
        #expect(first == Picture.gradient(seed: 0xC0FFEE, width: 32, height: 20))
        #expect(first.width == 32 && first.height == 20)
        #expect(first.pixels.count == 32 * 20 * 3)
        #expect(first != Picture.gradient(seed: 0xC0FFEF, width: 32, height: 20))
        // The first and last two pixels, computed independently (a Python rendition of the algorithm).
        #expect(Array(first.pixels.prefix(6)) == [70, 121, 197, 72, 119, 196])
        #expect(Array(first.pixels.suffix(6)) == [70, 122, 194, 70, 121, 197])
    }

    @Test("Gradients blend smoothly: neighbouring pixels differ a little, the corners a lot")
    func gradientIsSmooth() throws {
        for seed in UInt64(0)..<50 {
            let picture = Picture.gradient(seed: seed, width: 32, height: 20)
            for y in 0..<20 {
                for x in 0..<31 {
                    let here = try #require(picture.color(x: x, y: y))
                    let next = try #require(picture.color(x: x + 1, y: y))
                    let step = abs(Int(here.red) - Int(next.red)) + abs(Int(here.green) - Int(next.green))
                        + abs(Int(here.blue) - Int(next.blue))
                    #expect(step <= 40, "seed \(seed) at \(x),\(y)")
                }
            }
            let colors = Set(stride(from: 0, to: picture.pixels.count, by: 3).map { Array(picture.pixels[$0..<$0 + 3]) })
            #expect(colors.count > 10, "seed \(seed) is nearly flat")
        }
    }

    @Test("Gradient sizes are clamped to 1...4096")
    func gradientClamps() {
        let tiny = Picture.gradient(seed: 1, width: 0, height: -5)
        #expect(tiny.width == 1 && tiny.height == 1 && tiny.pixels.count == 3)
        let wide = Picture.gradient(seed: 1, width: 5000, height: 1)
        #expect(wide.width == 4096)
    }
}
