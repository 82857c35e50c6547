import Foundation
import PictureDecoding
import Synchronization

/// A package's assets, as `Image(_:bundle:)` and `Color(_:bundle:)` read them: a folder named `Assets` in the
/// bundle's resources (in SwiftPM, `resources: [.copy("Assets")]`), holding
///
/// - pictures as `Assets/<name>.png`, `.jpg`, `.jpeg` or `.ppm` (binary P6; decoded by `PictureDecoding`, a
///   JPEG turned upright as its Exif data says), and
/// - colours in one table, `Assets/Colors.json`: `{"Brand": {"light": "#0A6CFF", "dark": "#64D2FF"},
///   "Ink": "#222222"}` (a colour for both schemes, or one for each; `#RRGGBB`).
///
/// Each file is read the first time it is asked for and kept for the window's life (one catalogue a window,
/// in the environment): a name asked for again costs a dictionary lookup, behind a lock (colours are resolved
/// wherever a style is). TermUI only: SwiftUI reads asset
/// catalogues (`.xcassets`) compiled by Xcode.
package final class AssetCatalog: Sendable {
    /// A picture found, or why it could not be.
    package enum Picture: Equatable, Sendable {
        case bitmap(Bitmap)
        case missing(reason: String)
    }

    /// A colour of the table, for a light and a dark background.
    package struct SchemedColor: Equatable, Sendable {
        package var light: TerminalColor
        package var dark: TerminalColor
    }

    /// The largest picture decoded, in pixels (16 million: 48 MB as RGB).
    static let maximumPixelCount = 16_000_000
    /// The largest width or height of a PPM asset, in pixels (its pixels are read as they are).
    static let maximumPPMDimension = 4096

    private let pictures = Mutex<[String: Picture]>([:])
    private let colorTables = Mutex<[String: [String: SchemedColor]]>([:])

    /// A catalogue that has read no file yet.
    package init() {}

    /// The picture named `name` in the assets of the bundle at `bundlePath` (the main bundle for nil).
    package func picture(named name: String, bundlePath: String?) -> Picture {
        let key = (bundlePath ?? "") + "\u{0}" + name
        if let found = pictures.withLock({ $0[key] }) { return found }
        let found = Self.loadPicture(named: name, in: Self.assetsFolder(bundlePath))
        pictures.withLock { $0[key] = found }
        return found
    }

    /// The colour named `name` in the colour table of the bundle at `bundlePath`, nil when there is none.
    package func color(named name: String, bundlePath: String?) -> SchemedColor? {
        let key = bundlePath ?? ""
        if let table = colorTables.withLock({ $0[key] }) { return table[name] }
        let table = Self.loadColorTable(in: Self.assetsFolder(bundlePath))
        colorTables.withLock { $0[key] = table }
        return table[name]
    }

    /// The `Assets` folder of a bundle's resources.
    static func assetsFolder(_ bundlePath: String?) -> URL {
        let bundle = bundlePath.flatMap(Bundle.init(path:)) ?? Bundle.main
        return (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("Assets")
    }

    static func loadPicture(named name: String, in folder: URL) -> Picture {
        guard !name.isEmpty, !name.contains("/") else { return .missing(reason: "no picture named “\(name)”") }
        for suffix in ["png", "jpg", "jpeg", "ppm"] {
            let url = folder.appendingPathComponent(name).appendingPathExtension(suffix)
            guard let data = try? Data(contentsOf: url) else { continue }
            do {
                let image = suffix == "ppm"
                    ? try PPMDecoding.decode(Array(data), maximumDimension: maximumPPMDimension)
                    : try PictureFile.decode(Array(data), target: (width: 160, height: 100), maximumPixelCount: maximumPixelCount)
                guard let bitmap = Bitmap(width: image.width, height: image.height, pixels: image.pixels) else {
                    return .missing(reason: "\(url.lastPathComponent) has no pixels")
                }
                return .bitmap(bitmap)
            } catch {
                return .missing(reason: "\(url.lastPathComponent) cannot be shown (\(error))")
            }
        }
        return .missing(reason: "no picture named “\(name)”")
    }

    static func loadColorTable(in folder: URL) -> [String: SchemedColor] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Colors.json")),
            let table = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        var colors: [String: SchemedColor] = [:]
        for (name, value) in table {
            if let both = value as? String, let color = TerminalColor(hex: both) {
                colors[name] = SchemedColor(light: color, dark: color)
            } else if let pair = value as? [String: String], let light = pair["light"].flatMap(TerminalColor.init(hex:)),
                let dark = pair["dark"].flatMap(TerminalColor.init(hex:))
            {
                colors[name] = SchemedColor(light: light, dark: dark)
            }
        }
        return colors
    }
}

extension TerminalColor {
    /// The colour written `#RRGGBB`; nil for anything else.
    init?(hex text: String) {
        guard text.count == 7, text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}
