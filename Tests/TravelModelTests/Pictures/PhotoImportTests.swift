import Foundation
import Glibc
import PictureDecoding
import Testing
@testable import TravelModel

@Suite("Photo import")
struct PhotoImportTests {
    static let red: [UInt8] = [255, 0, 0]
    static let blue: [UInt8] = [0, 0, 255]
    static let white: [UInt8] = [255, 255, 255]
    static let green: [UInt8] = [0, 200, 0]

    /// The colour at `x`, `y` as an array, for comparing.
    static func color(_ picture: Picture, _ x: Int, _ y: Int) -> [UInt8] {
        picture.color(x: x, y: y).map { [$0.red, $0.green, $0.blue] } ?? []
    }

    /// Whether every channel of `found` is within `tolerance` of `expected` (JPEG is lossy).
    static func isClose(_ found: [UInt8], _ expected: [UInt8], tolerance: Int = 12) -> Bool {
        found.count == expected.count && zip(found, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// A 64x40 image: red on the left half, blue on the right.
    static let halves = TestImages.pixels(width: 64, height: 40) { x, _ in x < 32 ? red : blue }

    // MARK: Formats

    @Test("PNG and JPEG are told by their first bytes, nothing else")
    func signatures() throws {
        #expect(ImageFormat(signature: try TestImages.png(width: 1, height: 1, pixels: Self.red)) == .png)
        #expect(ImageFormat(signature: try TestImages.jpeg(width: 1, height: 1, pixels: Self.red)) == .jpeg)
        #expect(ImageFormat(signature: Array("P6\n1 1\n255\n".utf8)) == nil)
        #expect(ImageFormat(signature: [0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(ImageFormat(signature: [0xFF, 0xD8]) == nil)
        #expect(ImageFormat(signature: []) == nil)
    }

    // MARK: Good files

    @Test("A PNG decodes to the shipped pictures' size, each half keeping its colour")
    func pngHalves() throws {
        let picture = try PhotoImport.photo(from: TestImages.png(width: 64, height: 40, pixels: Self.halves)).picture
        #expect(picture.width == 32 && picture.height == 20)
        #expect(picture.width == Picture.standardWidth && picture.height == Picture.standardHeight)
        for y in [0, 10, 19] {
            #expect(Self.color(picture, 0, y) == Self.red)
            #expect(Self.color(picture, 15, y) == Self.red)
            #expect(Self.color(picture, 16, y) == Self.blue)
            #expect(Self.color(picture, 31, y) == Self.blue)
        }
    }

    @Test("A JPEG decodes to the same size, with its colours (within JPEG's loss)")
    func jpegQuadrants() throws {
        let pixels = TestImages.pixels(width: 320, height: 200) { x, y in
            switch (x < 160, y < 100) {
            case (true, true): return Self.red
            case (false, true): return Self.blue
            case (true, false): return Self.white
            case (false, false): return Self.green
            }
        }
        let picture = try PhotoImport.photo(from: TestImages.jpeg(width: 320, height: 200, pixels: pixels)).picture
        #expect(picture.width == 32 && picture.height == 20)
        #expect(Self.isClose(Self.color(picture, 2, 2), Self.red))
        #expect(Self.isClose(Self.color(picture, 29, 2), Self.blue))
        #expect(Self.isClose(Self.color(picture, 2, 17), Self.white))
        #expect(Self.isClose(Self.color(picture, 29, 17), Self.green))
    }

    @Test("Shrinking averages in linear light: fine black and white stripes become sRGB 188, not 128")
    func linearLightAverage() throws {
        let stripes = TestImages.pixels(width: 64, height: 40) { x, _ in x % 2 == 0 ? [0, 0, 0] : Self.white }
        let picture = try PhotoImport.photo(from: TestImages.png(width: 64, height: 40, pixels: stripes)).picture
        #expect(Set(picture.pixels) == [188])
    }

    @Test("Each output pixel covers its share of the input: 3 input pixels to 2 share the middle one")
    func fractionalCoverage() {
        let filter = BoxFilter(outputCount: 2, inputCount: 3, start: 0, span: 3)
        #expect(filter.taps.map(\.first) == [0, 1])
        let third: Float = 1 / 3
        let twoThirds: Float = 2 / 3
        let expected: [[Float]] = [[twoThirds, third], [third, twoThirds]]
        #expect(filter.taps.map(\.weights) == expected)
    }

    @Test("A wider photo loses its sides, a taller one its top and bottom, to the pictures' shape")
    func middleIsCut() throws {
        // 100x40: the middle 64 columns are the 32:20 part; the 18 on each side are cut.
        let wide = TestImages.pixels(width: 100, height: 40) { x, _ in (18..<82).contains(x) ? Self.white : Self.green }
        let widePicture = try PhotoImport.photo(from: TestImages.png(width: 100, height: 40, pixels: wide)).picture
        #expect(Set(widePicture.pixels) == [255])
        // 32x60: the middle 20 rows are kept.
        let tall = TestImages.pixels(width: 32, height: 60) { _, y in (20..<40).contains(y) ? Self.white : Self.green }
        let tallPicture = try PhotoImport.photo(from: TestImages.png(width: 32, height: 60, pixels: tall)).picture
        #expect(Set(tallPicture.pixels) == [255])
    }

    @Test("A photo smaller than the picture is enlarged")
    func smallPhoto() throws {
        let picture = try PhotoImport.photo(from: TestImages.png(width: 2, height: 1, pixels: Self.red + Self.blue)).picture
        #expect(picture.width == 32 && picture.height == 20)
        #expect(Self.color(picture, 0, 0) == Self.red)
        #expect(Self.color(picture, 31, 19) == Self.blue)
    }

    @Test("libjpeg shrinks large JPEGs while decoding, keeping four pixels a picture pixel",
          arguments: [
              (4000, 3000, UInt32(8)), (1024, 640, 8), (1000, 640, 4), (320, 200, 2), (128, 80, 1), (40, 40, 1),
          ])
    func jpegScale(width: Int, height: Int, denominator: UInt32) {
        let chosen = JPEGDecoding.scale(width: width, height: height, target: (32, 20), oversampling: 4,
                                        maximumPixelCount: PhotoImport.maximumPixelCount)
        #expect(chosen == denominator)
    }

    @Test("A JPEG too large even at an eighth is refused before decoding")
    func jpegScaleLimit() {
        #expect(JPEGDecoding.scale(width: 65_000, height: 65_000, target: (32, 20), oversampling: 4,
                                   maximumPixelCount: PhotoImport.maximumPixelCount) == nil)
        #expect(JPEGDecoding.scale(width: 200, height: 200, target: (32, 20), oversampling: 4,
                                   maximumPixelCount: 10_000) == 2)
    }

    /// `jpeg` with an Exif segment saying `orientation` put right after its start-of-image marker; with
    /// `littleEndian`, in Intel byte order.
    static func withExif(_ jpeg: [UInt8], orientation: UInt8, littleEndian: Bool = false) -> [UInt8] {
        let tiff: [UInt8] = littleEndian
            ? [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
            : [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    @Test("A JPEG whose Exif data says to turn it a quarter is turned before it is cut", arguments: [false, true])
    func exifOrientation(littleEndian: Bool) throws {
        let jpeg = try TestImages.jpeg(width: 64, height: 40, pixels: Self.halves)
        #expect(ExifOrientation(jpeg: jpeg) == .up)
        let turned = Self.withExif(jpeg, orientation: 6, littleEndian: littleEndian)
        #expect(ExifOrientation(jpeg: turned) == .right)
        let picture = try PhotoImport.photo(from: turned).picture
        // Turned clockwise, the red left half is on top, across the whole width.
        #expect(Self.isClose(Self.color(picture, 0, 0), Self.red))
        #expect(Self.isClose(Self.color(picture, 31, 0), Self.red))
        #expect(Self.isClose(Self.color(picture, 0, 19), Self.blue))
        // Unreadable orientations are shown as stored.
        #expect(ExifOrientation(jpeg: Self.withExif(jpeg, orientation: 9)) == .up)
        #expect(ExifOrientation(jpeg: Array(Self.withExif(jpeg, orientation: 6).prefix(20))) == .up)
    }

    @Test("Each of the eight orientations puts a 2x3 image's corner where it belongs")
    func orientations() throws {
        // Pixels numbered 0...5, row by row: 0 1 / 2 3 / 4 5.
        let image = RGBImage(width: 2, height: 3, pixels: (0..<6).flatMap { [UInt8($0), 0, 0] })
        func numbers(_ orientation: ExifOrientation) -> (Int, Int, [UInt8]) {
            let turned = image.oriented(orientation)
            return (turned.width, turned.height, stride(from: 0, to: turned.pixels.count, by: 3).map { turned.pixels[$0] })
        }
        let expected: [(ExifOrientation, Int, Int, [UInt8])] = [
            (.up, 2, 3, [0, 1, 2, 3, 4, 5]),
            (.upMirrored, 2, 3, [1, 0, 3, 2, 5, 4]),
            (.down, 2, 3, [5, 4, 3, 2, 1, 0]),
            (.downMirrored, 2, 3, [4, 5, 2, 3, 0, 1]),
            (.leftMirrored, 3, 2, [0, 2, 4, 1, 3, 5]),
            (.right, 3, 2, [4, 2, 0, 5, 3, 1]),
            (.rightMirrored, 3, 2, [5, 3, 1, 4, 2, 0]),
            (.left, 3, 2, [1, 3, 5, 0, 2, 4]),
        ]
        for (orientation, width, height, pixels) in expected {
            let found = numbers(orientation)
            #expect(found.0 == width && found.1 == height && found.2 == pixels, "\(orientation)")
        }
    }

    // MARK: Bad files

    @Test("A PNG or JPEG cut short is refused as damaged with its library's reason, never shown half grey",
          arguments: [(ImageFormat.png, 0.25), (.png, 0.5), (.png, 0.9), (.jpeg, 0.1), (.jpeg, 0.5), (.jpeg, 0.9)])
    func truncated(format: ImageFormat, fraction: Double) throws {
        let noise = TestImages.pixels(width: 64, height: 40) { x, y in [UInt8(x * 4), UInt8(y * 6), UInt8((x * y) % 256)] }
        let file = format == .png
            ? try TestImages.png(width: 64, height: 40, pixels: noise)
            : try TestImages.jpeg(width: 64, height: 40, pixels: noise)
        let cut = Array(file.prefix(Int(Double(file.count) * fraction)))
        do {
            _ = try PhotoImport.photo(from: cut).picture
            Issue.record("a \(format) cut at \(fraction) decoded")
        } catch {
            guard case let .damaged(found, reason) = error else {
                Issue.record("expected damaged, got \(error)")
                return
            }
            #expect(found == format)
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("The file is a damaged or incomplete \(format.rawValue) picture ("))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("A PNG whose header claims 10000 by 5000 pixels is refused before decoding")
    func hugePNG() {
        #expect(throws: PictureImportError.unsupportedSize(width: 10_000, height: 5_000)) {
            try PhotoImport.photo(from: TestImages.pngHeader(width: 10_000, height: 5_000)).picture
        }
        #expect(PictureImportError.unsupportedSize(width: 10_000, height: 5_000).description
            == "The picture is 10000 by 5000 pixels; pictures of up to 40 million pixels can be used.")
    }

    @Test("Neither PNG nor JPEG, or empty, is refused")
    func notAnImage() throws {
        #expect(throws: PictureImportError.notAnImage) { try PhotoImport.photo(from: Array("hello".utf8)) }
        #expect(throws: PictureImportError.notAnImage) {
            try PhotoImport.photo(from: Picture.gradient(seed: 1, width: 4, height: 4).ppmData).picture
        }
        #expect(throws: PictureImportError.empty) { try PhotoImport.photo(from: []) }
    }

    // MARK: Files

    @Test("A text file named .png is not an image; a JPEG named .png is a JPEG")
    func namesDoNotCount() throws {
        let directory = try TemporaryDirectory()
        let text = directory.appending("holiday.png")
        try TestImages.write(Array("not a picture\n".utf8), to: text)
        #expect(throws: PictureImportError.notAnImage) { try PhotoImport.photo(fromFileAt: text.path).picture }
        #expect(PictureImportError.notAnImage.description == "The file is not a PNG or JPEG picture.")

        let jpeg = directory.appending("really-a-jpeg.png")
        try TestImages.write(try TestImages.jpeg(width: 64, height: 40, pixels: Self.halves), to: jpeg)
        let picture = try PhotoImport.photo(fromFileAt: jpeg.path).picture
        #expect(Self.isClose(Self.color(picture, 0, 0), Self.red))
    }

    @Test("An empty file is refused")
    func emptyFile() throws {
        let directory = try TemporaryDirectory()
        let empty = directory.appending("empty.jpg")
        try TestImages.write([], to: empty)
        #expect(throws: PictureImportError.empty) { try PhotoImport.photo(fromFileAt: empty.path).picture }
    }

    @Test("A file over 50 MB is refused without being read")
    func tooLarge() throws {
        let directory = try TemporaryDirectory()
        let large = directory.appending("large.png")
        try TestImages.write(try TestImages.png(width: 1, height: 1, pixels: Self.red), to: large)
        // Sparse: no disk is used, and nothing is read.
        #expect(truncate(large.path, off_t(PhotoImport.maximumFileSize + 1)) == 0)
        #expect(throws: PictureImportError.tooLarge(size: PhotoImport.maximumFileSize + 1)) {
            try PhotoImport.photo(fromFileAt: large.path).picture
        }
        #expect(PictureImportError.tooLarge(size: 61_234_567).description
            == "The file is 61 MB; pictures of up to 50 MB can be used.")
        // Exactly at the limit is read (and then found not to be a picture: zeros follow the PNG).
        #expect(truncate(large.path, off_t(PhotoImport.maximumFileSize)) == 0)
        #expect(try PhotoImport.contents(ofFileAt: large.path).count == Int(PhotoImport.maximumFileSize))
    }

    @Test("A missing file, a path through a file, or an unreadable file says why")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.appending("missing.png").path
        #expect(throws: PictureImportError.cannotRead(reason: .system(code: ENOENT))) {
            try PhotoImport.photo(fromFileAt: missing).picture
        }
        #expect(PictureImportError.cannotRead(reason: .system(code: ENOENT)).description
            == "The file cannot be read: No such file or directory.")
        let file = directory.appending("file.txt")
        try TestImages.write(Array("x".utf8), to: file)
        #expect(throws: PictureImportError.cannotRead(reason: .system(code: ENOTDIR))) {
            try PhotoImport.photo(fromFileAt: file.path + "/photo.png").picture
        }
        let locked = directory.appending("locked.png")
        try TestImages.write(try TestImages.png(width: 1, height: 1, pixels: Self.red), to: locked)
        #expect(chmod(locked.path, 0) == 0)
        if getuid() == 0 {
            // Root reads it anyway.
            #expect(try PhotoImport.photo(fromFileAt: locked.path).picture.width == 32)
        } else {
            #expect(throws: PictureImportError.cannotRead(reason: .system(code: EACCES))) {
                try PhotoImport.photo(fromFileAt: locked.path).picture
            }
        }
        #expect(throws: PictureImportError.noPath) { try PhotoImport.photo(fromFileAt: "").picture }
    }

    @Test("A directory, a FIFO or a device is refused without being read")
    func notAFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: PictureImportError.notAFile(kind: "a directory")) {
            try PhotoImport.photo(fromFileAt: directory.path).picture
        }
        #expect(PictureImportError.notAFile(kind: "a directory").description == "That is a directory, not a picture file.")
        let fifo = directory.appending("photo.jpg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: PictureImportError.notAFile(kind: "a FIFO")) { try PhotoImport.photo(fromFileAt: fifo.path).picture }
        #expect(throws: PictureImportError.notAFile(kind: "a device")) { try PhotoImport.photo(fromFileAt: "/dev/zero").picture }
    }

    @Test("Typed and pasted paths: white space, quotes, file URLs and ~ are understood")
    func resolvedPaths() {
        #expect(PhotoImport.resolvedPath("  /tmp/a b.png \n", home: "/home/ana") == "/tmp/a b.png")
        #expect(PhotoImport.resolvedPath("'/tmp/a b.png'", home: "/home/ana") == "/tmp/a b.png")
        #expect(PhotoImport.resolvedPath("\"/tmp/a.jpg\"", home: "/home/ana") == "/tmp/a.jpg")
        #expect(PhotoImport.resolvedPath("file:///tmp/a%20b.png", home: "/home/ana") == "/tmp/a b.png")
        #expect(PhotoImport.resolvedPath("~/Pictures/x.jpg", home: "/home/ana") == "/home/ana/Pictures/x.jpg")
        #expect(PhotoImport.resolvedPath("~", home: "/home/ana") == "/home/ana")
        #expect(PhotoImport.resolvedPath("~bob/x.jpg", home: "/home/ana") == "~bob/x.jpg")
        #expect(PhotoImport.resolvedPath("photos/x.png", home: nil) == "photos/x.png")
        #expect(PhotoImport.resolvedPath("'", home: nil) == "'")
    }
}
