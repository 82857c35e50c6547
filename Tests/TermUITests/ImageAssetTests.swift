import CPNG
import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// `Image(_:bundle:)` and `Color(_:bundle:)` read a bundle's `Assets` folder: pictures drawn with half
/// blocks, colours from `Colors.json` in the scheme's variant, and a placeholder for what is missing or damaged.
@MainActor
struct ImageAssetTests {
    /// The test's folder, removed after it.
    private let folder = TestFolder("ImageAssetTests")

    /// A bundle folder with `Assets/`: a 4x2 red-over-blue PNG named "flag", a damaged "broken.png", and a
    /// colour table.
    private func makeBundle() throws -> Bundle {
        let root = folder.url.appendingPathComponent(UUID().uuidString)
        let assets = root.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let red: [UInt8] = [255, 0, 0], blue: [UInt8] = [0, 0, 255]
        let pixels = Array(repeating: red, count: 4).flatMap { $0 } + Array(repeating: blue, count: 4).flatMap { $0 }
        var size = 0
        try #require(cpng_write_rgb(nil, &size, pixels, 4, 2) != 0)
        var png = [UInt8](repeating: 0, count: size)
        try #require(png.withUnsafeMutableBytes { cpng_write_rgb($0.baseAddress, &size, pixels, 4, 2) } != 0)
        try Data(png.prefix(size)).write(to: assets.appendingPathComponent("flag.png"))
        try Data(png.prefix(size / 2)).write(to: assets.appendingPathComponent("broken.png"))
        // The same picture as a binary PPM, and one cut short.
        let ppm = Array("P6\n4 2\n255\n".utf8) + pixels
        try Data(ppm).write(to: assets.appendingPathComponent("flagppm.ppm"))
        try Data(ppm.dropLast(3)).write(to: assets.appendingPathComponent("cut.ppm"))
        try Data(##"{"Brand": {"light": "#102030", "dark": "#A0B0C0"}, "Ink": "#010203", "Bad": "blue"}"##.utf8)
            .write(to: assets.appendingPathComponent("Colors.json"))
        return try #require(Bundle(path: root.path))
    }

    @Test func aPictureOfTheAssetsIsDrawnWithHalfBlocks() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(Image("flag", bundle: bundle), size: TerminalSize(columns: 10, rows: 3), showsKeyHints: false)
        let position = try #require(screen.position(of: "▀"))
        let cell = screen.style(atColumn: position.column, row: position.row)
        #expect(cell.foreground == .rgb(255, 0, 0) && cell.background == .rgb(0, 0, 255))
        #expect(screen.text.split(separator: "\n").first?.filter { $0 == "▀" }.count == 4, "one column a pixel")
    }

    @Test func aPPMAssetIsDrawnAsAPNGIsAndACutOneSaysWhy() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(Image("flagppm", bundle: bundle), size: TerminalSize(columns: 10, rows: 3), showsKeyHints: false)
        let position = try #require(screen.position(of: "▀"))
        let cell = screen.style(atColumn: position.column, row: position.row)
        #expect(cell.foreground == .rgb(255, 0, 0) && cell.background == .rgb(0, 0, 255))
        let folder = AssetCatalog.assetsFolder(bundle.bundlePath)
        #expect(AssetCatalog.loadPicture(named: "cut", in: folder) == .missing(reason: "cut.ppm cannot be shown (truncated pixels: 21 of 24 bytes)"))
    }

    @Test func aMissingOrDamagedPictureShowsAPlaceholder() throws {
        let bundle = try makeBundle()
        let screen = TestDriver(
            VStack { Image("nowhere", bundle: bundle); Image(decorative: "broken", bundle: bundle) },
            size: TerminalSize(columns: 20, rows: 3), showsKeyHints: false)
        #expect(screen.text.contains("▨ nowhere") && screen.text.contains("▨ broken"))
        let position = try #require(screen.position(of: "▨ nowhere"))
        #expect(screen.style(atColumn: position.column, row: position.row).attributes.contains(.dim))
    }

    @Test func theCatalogueSaysWhyAPictureCannotBeShown() throws {
        let folder = AssetCatalog.assetsFolder(try makeBundle().bundlePath)
        guard case .missing(let reason) = AssetCatalog.loadPicture(named: "broken", in: folder) else {
            Issue.record("a damaged file is not a picture")
            return
        }
        #expect(reason.hasPrefix("broken.png cannot be shown (a damaged or incomplete PNG picture"))
        #expect(AssetCatalog.loadPicture(named: "../flag", in: folder) == .missing(reason: "no picture named “../flag”"))
    }

    @Test func aNamedColourTakesTheSchemesVariant() throws {
        let bundle = try makeBundle()
        for (scheme, expected) in [(ColorScheme.light, TerminalColor.rgb(0x10, 0x20, 0x30)), (.dark, .rgb(0xA0, 0xB0, 0xC0))] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let screen = TestDriver(
                VStack { Text("Brand").foregroundStyle(Color("Brand", bundle: bundle)); Text("Ink").foregroundStyle(Color("Ink", bundle: bundle)); Text("None").foregroundStyle(Color("Bad", bundle: bundle)) },
                size: TerminalSize(columns: 10, rows: 3), environment: environment, showsKeyHints: false)
            let brand = try #require(screen.position(of: "Brand"))
            #expect(screen.style(atColumn: brand.column, row: brand.row).foreground == expected)
            let ink = try #require(screen.position(of: "Ink"))
            #expect(screen.style(atColumn: ink.column, row: ink.row).foreground == .rgb(1, 2, 3))
            let none = try #require(screen.position(of: "None"))
            #expect(screen.style(atColumn: none.column, row: none.row).foreground == nil, "the terminal's own colour")
        }
    }
}
