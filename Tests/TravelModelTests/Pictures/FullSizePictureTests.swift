import Foundation
import PictureDecoding
import Testing
@testable import TravelModel

/// A photo's full size: kept upright at up to 1600 pixels on its long side as a JPEG file beside the small
/// picture, found by name (the user's in `pictures/`, in memory for `--demo`, the shipped ones in the resources).
@Suite("Full-size pictures")
struct FullSizePictureTests {
    /// The full size of a photo, decoded.
    private func decoded(_ photo: ImportedPhoto) throws -> RGBImage {
        let jpeg = try #require(photo.fullSize)
        #expect(ImageFormat(signature: jpeg) == .jpeg)
        return try JPEGDecoding.decode(jpeg, target: (4000, 4000), maximumPixelCount: 40_000_000)
    }

    @Test("A large photo is kept at 1600 pixels on its long side, its shape and colours kept")
    func largePhotoIsScaledToTheLongSide() throws {
        let pixels = TestImages.pixels(width: 2000, height: 1000) { x, _ in x < 1000 ? PhotoImportTests.red : PhotoImportTests.blue }
        let photo = try PhotoImport.photo(from: TestImages.png(width: 2000, height: 1000, pixels: pixels))
        let image = try decoded(photo)
        #expect(image.width == 1600 && image.height == 800)
        let left = Array(image.pixels[(400 * 1600 + 100) * 3..<(400 * 1600 + 101) * 3])
        let right = Array(image.pixels[(400 * 1600 + 1500) * 3..<(400 * 1600 + 1501) * 3])
        #expect(PhotoImportTests.isClose(left, PhotoImportTests.red))
        #expect(PhotoImportTests.isClose(right, PhotoImportTests.blue))
        // Far smaller than the same pixels as PNG would be.
        #expect(try #require(photo.fullSize).count < 100_000)
        #expect(photo.picture.width == 32 && photo.picture.height == 20)
    }

    @Test("A small photo keeps its own size (never enlarged)")
    func smallPhotoKeepsItsSize() throws {
        let photo = try PhotoImport.photo(from: TestImages.png(width: 64, height: 40, pixels: PhotoImportTests.halves))
        let image = try decoded(photo)
        #expect(image.width == 64 && image.height == 40)
    }

    @Test("A tall JPEG taken on its side is kept turned upright, as its Exif data says")
    func fullSizeIsUpright() throws {
        let jpeg = try TestImages.jpeg(width: 64, height: 40, pixels: PhotoImportTests.halves)
        let image = try decoded(PhotoImport.photo(from: PhotoImportTests.withExif(jpeg, orientation: 6)))
        #expect(image.width == 40 && image.height == 64)
        // Turned clockwise, the red left half is on top.
        #expect(PhotoImportTests.isClose(Array(image.pixels[0..<3]), PhotoImportTests.red))
        #expect(PhotoImportTests.isClose(Array(image.pixels[(63 * 40 * 3)..<(63 * 40 * 3 + 3)]), PhotoImportTests.blue))
    }

    @Test("An imported photo is stored as pictures/<uuid>.jpg beside its .ppm, private, and found by its name")
    func storedBesideTheSmallPicture() throws {
        let directory = try TemporaryDirectory()
        let photo = try UserPicturesTests.photo(in: directory)
        let data = directory.appending("data")
        try DataDirectory.create(at: data)
        let pictures = UserPictures(dataDirectory: data)
        let name = try pictures.importPhoto(fromPath: photo.path)
        let id = try #require(UserPictures.identifier(inName: name)).uuidString.lowercased()
        let folder = data.appendingPathComponent("pictures", isDirectory: true)
        #expect(try TemporaryDirectory(url: folder).names().sorted() == [id + ".jpg", id + ".ppm"])
        let file = folder.appendingPathComponent(id + ".jpg")
        #expect(try permissions(of: file) == 0o600)
        #expect(pictures.fullSizePicture(named: name) == .file(path: file.path))
        let bytes = try #require(pictures.fullSizePicture(named: name)?.contents())
        #expect(try JPEGDecoding.decode(bytes, target: (64, 40), oversampling: 1, maximumPixelCount: 10_000).width == 64)
    }

    @Test("In memory (--demo), the full size is kept in memory and nothing is written")
    func inMemory() throws {
        let pictures = UserPictures()
        let photo = try PhotoImport.photo(from: TestImages.png(width: 64, height: 40, pixels: PhotoImportTests.halves))
        let name = try pictures.add(photo)
        let found = try #require(pictures.fullSizePicture(named: name))
        #expect(found.contents() == photo.fullSize)
        #expect(found.identifier == name)
        // A picture added without a full size has none.
        let small = try pictures.add(photo.picture)
        #expect(pictures.fullSizePicture(named: small) == nil)
    }

    @Test("Every shipped picture has a full size in the resources: a JPEG of 640x400 whose small picture is the shipped one")
    func shippedPictures() throws {
        var total = 0
        for name in Picture.sampleNames {
            let path = try #require(Picture.fullSizePath(named: name), "\(name) has no full size")
            #expect(UserPictures().fullSizePicture(named: name) == .file(path: path))
            let bytes = try PhotoImport.contents(ofFileAt: path)
            total += bytes.count
            let image = try JPEGDecoding.decode(bytes, target: (640, 400), oversampling: 1, maximumPixelCount: 1_000_000)
            #expect(image.width == 640 && image.height == 400, "\(name)")
            // The half blocks draw the same place: the full size scaled down is close to the shipped 32x20.
            let small = image.resampled(filling: 32, by: 20)
            let shipped = try #require(Picture.named(name))
            let difference = zip(small.pixels, shipped.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +) / small.pixels.count
            #expect(difference < 8, "\(name) differs by \(difference) a channel on average")
        }
        #expect(total < 500_000, "the shipped full sizes take \(total) bytes")
        #expect(Picture.fullSizePath(named: "nowhere") == nil)
    }
}
