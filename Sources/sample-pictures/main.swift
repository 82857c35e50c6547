import Foundation
import PictureDecoding

// sample-pictures DIR: paints the sample trips' pictures (Scenes) and writes each into DIR as `<name>.jpg`, at
// 640x400, and `<name>.ppm`, the 32x20 picture the half blocks draw, scaled from it in linear light as a
// photo's is (`Scripts/draw-sample-pictures` runs it into TravelModel's resources).

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: sample-pictures DIR\n".utf8))
    exit(64)
}
let (width, height, supersampling) = (640, 400, 2)
for (name, paint) in Scenes.all.sorted(by: { $0.key < $1.key }) {
    var painting = Painting(width: width * supersampling, height: height * supersampling, color: SIMD3(0, 0, 0))
    paint(&painting)
    let image = painting.image(downscaledBy: supersampling)
    let thumbnail = image.resampled(filling: 32, by: 20)
    guard let jpeg = JPEGEncoding.encode(image, quality: 82) else {
        FileHandle.standardError.write(Data("sample-pictures: \(name) could not be encoded\n".utf8))
        exit(1)
    }
    let ppm = Array("P6\n32 20\n255\n".utf8) + thumbnail.pixels
    do {
        try Data(jpeg).write(to: URL(fileURLWithPath: "\(directory)/\(name).jpg"))
        try Data(ppm).write(to: URL(fileURLWithPath: "\(directory)/\(name).ppm"))
    } catch {
        FileHandle.standardError.write(Data("sample-pictures: \(error)\n".utf8))
        exit(1)
    }
    print("\(name): \(jpeg.count) bytes")
}
