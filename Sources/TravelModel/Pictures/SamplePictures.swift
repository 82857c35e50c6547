import Foundation

/// The pictures of the sample trips: 32x20 binary PPM (P6) files in the module's resources,
/// `Resources/Pictures/<name>.ppm`, each with its full size beside it, `<name>.jpg` (both drawn by
/// `Scripts/draw-sample-pictures`).
enum SamplePictures {
    /// Every picture's bytes by name, such as "kyoto-pagoda", read once, on first use.
    ///
    /// A file that cannot be read is left out, so a trip naming it gets a generated picture instead.
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for path in Bundle.module.paths(forResourcesOfType: "ppm", inDirectory: "Pictures") {
            let url = URL(fileURLWithPath: path, isDirectory: false)
            if let data = try? Data(contentsOf: url) {
                files[url.deletingPathExtension().lastPathComponent] = Array(data)
            }
        }
        return files
    }()

    /// The path of each picture's full-size JPEG file by name, found once, on first use (not read).
    static let fullSizePaths: [String: String] = {
        var paths: [String: String] = [:]
        for path in Bundle.module.paths(forResourcesOfType: "jpg", inDirectory: "Pictures") {
            let url = URL(fileURLWithPath: path, isDirectory: false)
            paths[url.deletingPathExtension().lastPathComponent] = path
        }
        return paths
    }()
}
