import Foundation

/// The pictures of the sample trips: 32x20 binary PPM (P6) files in the module's resources,
/// `Resources/Pictures/<name>.ppm`.
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
}
