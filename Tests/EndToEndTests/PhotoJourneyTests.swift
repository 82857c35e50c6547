import Foundation
import PictureDecoding
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews
import WishlistUI

/// Trip photos in real terminals that show images, under Xvfb: `wishlist --demo` in xterm as a VT340 (sixel)
/// and in kitty (its graphics protocol). The screenshot's pixels where the app's photos go must show each photo
/// by its detail (`PictureMatch`), against the picture the same app drawn headless at the same size sends;
/// a sheet over them must take every one off and closing it put them back; after a resize, the photos must
/// be where the new layout puts them and every pixel elsewhere as a terminal started at that size shows it, so
/// nothing of the old pictures is left over the text. In mlterm, which keeps its sixel pictures in their cells, a
/// row of cards scrolled sideways is moved with them (`ImageRowShift`): its photos must show where the cards are
/// and everything else as the same app in half blocks shows it, also once the window is drawn again whole. In
/// xterm, keys sent 30 ms apart, as a key held down repeats, move the photos as half blocks (`PictureMotionHold`),
/// and once they pause the photos show where the cards are, with no text torn.
@Suite(.serialized)
@MainActor
struct PhotoJourneyTests {
    nonisolated private static let xtermMissing = XvfbDisplay.missing(XvfbDisplay.programs + ["xterm"])
    nonisolated private static let kittyMissing = XvfbDisplay.missing(XvfbDisplay.programs + ["kitty"])
    nonisolated private static let mltermMissing = XvfbDisplay.missing(XvfbDisplay.programs + ["mlterm"])

    @Test(.enabled(if: xtermMissing.isEmpty, "xterm under Xvfb: not installed (\(xtermMissing.joined(separator: ", "))); Scripts/bootstrap installs them"))
    func xtermShowsTheTripPhotosAsSixelsThatGoUnderASheetAndSurviveAResize() async throws {
        try await journey(.xterm)
    }

    @Test(.enabled(if: kittyMissing.isEmpty, "kitty under Xvfb: not installed (\(kittyMissing.joined(separator: ", "))); Scripts/bootstrap installs it"))
    func kittyShowsTheTripPhotosAsImagesThatGoUnderASheetAndSurviveAResize() async throws {
        try await journey(.kitty)
    }

    @Test(.enabled(if: mltermMissing.isEmpty, "mlterm under Xvfb: not installed (\(mltermMissing.joined(separator: ", "))); Scripts/bootstrap installs it"))
    func mltermMovesAScrolledCardRowsPhotosWithTheirCellsAndTearsNoText() async throws {
        try await scrolledCardRow(.mlterm, steps: Self.singleKeys)
    }

    /// xterm draws the pictures moved again, over their rows sent again: it draws a sixel again where it was sent
    /// whenever its window is exposed, so pictures moved with their cells would come back where they were.
    @Test(.enabled(if: xtermMissing.isEmpty, "xterm under Xvfb: not installed (\(xtermMissing.joined(separator: ", "))); Scripts/bootstrap installs them"))
    func xtermDrawsAScrolledCardRowsPhotosAgainAndTearsNoText() async throws {
        try await scrolledCardRow(.xterm, steps: Self.singleKeys)
    }

    /// Keys held in xterm: → three times and ← twice, 30 ms apart, move the photos as half blocks and send no
    /// sixel but the first key's; once they pause, the photos show where the cards are, nothing else differs from
    /// the half blocks, and drawn again whole (an expose), no sixel of a place the keys passed comes back.
    @Test(.enabled(if: xtermMissing.isEmpty, "xterm under Xvfb: not installed (\(xtermMissing.joined(separator: ", "))); Scripts/bootstrap installs them"))
    func xtermShowsAHeldKeysPhotosWhereTheCardsAreOnceItPausesAndTearsNoText() async throws {
        let right = (KeyPress(.rightArrow), "Right"), left = (KeyPress(.leftArrow), "Left")
        try await scrolledCardRow(.xterm, steps: [[(KeyPress(.downArrow), "Down")], [right, right, right, left, left], [right, right]])
    }

    /// Onto the first card row, along it to its last card and back to its first, a key at a time: the row scrolls
    /// each way.
    private static let singleKeys: [[(KeyPress, String)]] = [[(KeyPress(.downArrow), "Down")]]
        + Array(repeating: [(KeyPress(.rightArrow), "Right")], count: 3) + Array(repeating: [(KeyPress(.leftArrow), "Left")], count: 2)

    /// xterm, which draws each sixel it was sent again where it was sent whenever its window is exposed, shows no
    /// photo of a screen left once exposed: on the sidebar (←) and on the budget's screen (↓, ⏎), the window
    /// unmapped and mapped shows none of the first screen's photos; back on it (`1`), they show where they are.
    @Test(.enabled(if: xtermMissing.isEmpty, "xterm under Xvfb: not installed (\(xtermMissing.joined(separator: ", "))); Scripts/bootstrap installs them"))
    func xtermShowsNoPhotoOfAScreenLeftWhenExposed() async throws {
        let display = try XvfbDisplay(width: 900, height: 600)
        let terminal = try GraphicalTerminal(.xterm, on: display, columns: 80, rows: 24, command: [Products.wishlist, "--demo"])
        let app = try Self.headlessApp(columns: 80, rows: 24, graphics: try Self.graphics(.xterm, cellSize: terminal.cellSize))
        let photos = app.terminal.images
        try #require(!photos.isEmpty, "the first screen shows photos")
        try await wait(for: terminal, "the first screen's photos", photos, \.showsPicture)
        let screensWithoutPhotos: [(keys: [(KeyPress, String)], name: String)] = [
            ([(KeyPress(.leftArrow), "Left")], "the sidebar"), ([(KeyPress(.downArrow), "Down"), (KeyPress(.return), "Return")], "the budget"),
        ]
        for (keys, name) in screensWithoutPhotos {
            for (key, keyName) in keys {
                app.press(key)
                try terminal.press(keyName)
            }
            try #require(app.terminal.images.isEmpty, "\(name) shows no photo: \(app.terminal.images.map(\.cells))")
            try await wait(for: terminal, "the photos gone on \(name)", photos, \.showsNoPicture)
            try terminal.expose()
            try await wait(for: terminal, "the photos gone on \(name), exposed", photos, \.showsNoPicture)
        }
        app.press(KeyPress("1"))
        try terminal.press("1")
        #expect(app.terminal.images == photos, "back on the first screen, its photos show where they were")
        try await wait(for: terminal, "the photos back with their screen", photos, \.showsPicture)
        try terminal.expose()
        try await wait(for: terminal, "the photos back with their screen, exposed", photos, \.showsPicture)
    }

    /// The first card row of `wishlist --demo` at 60x24 in `kind`, scrolled by `steps`, each step's keys sent 30 ms
    /// apart: after each step and once the window is drawn again whole, its photos show where the cards are and
    /// every cell outside them as the same app in half blocks beside it shows it.
    private func scrolledCardRow(_ kind: GraphicalTerminal.Kind, steps: [[(KeyPress, String)]]) async throws {
        let display = try XvfbDisplay(width: 1300, height: 600)
        let terminal = try GraphicalTerminal(kind, on: display, columns: 60, rows: 24, command: [Products.wishlist, "--demo"])
        // The same app in half blocks beside it: what every cell outside the photos must look like.
        let halfBlocks = try GraphicalTerminal(
            kind, on: display, columns: 60, rows: 24, origin: (x: 650, y: 0), command: [Products.wishlist, "--demo", "--graphics", "none"])
        let app = try Self.headlessApp(columns: 60, rows: 24, graphics: try Self.graphics(.xterm, cellSize: terminal.cellSize))
        try await wait(for: terminal, "the first screen's photos", app.terminal.images, \.showsPicture)
        for keys in steps {
            // The headless app's clock stands still while its keys are pressed, as keys that repeat: its photos
            // show where the cards are once the clock moves past the pause that ends them.
            for (key, _) in keys { app.press(key) }
            app.advance(by: PictureMotionHold.interval)
            let name = keys.map(\.1).joined(separator: " ")
            try terminal.press(keys.map(\.1))
            try halfBlocks.press(keys.map(\.1))
            let photos = app.terminal.images
            let shot = try await wait(for: terminal, "the photos after \(name)", photos, \.showsPicture)
            let expected = try await wait(for: halfBlocks, "the half blocks after \(name)", photos, \.showsNoPicture)
            let differing = Self.differingCells(shot, expected, outside: photos, cellSize: terminal.cellSize)
            #expect(differing.isEmpty, "after \(name), cells outside the photos differ from the half blocks': \(differing)")
            if name != "Down" {
                // Drawn again whole from what the terminal keeps, the photos are where the cards are.
                try terminal.expose()
                let exposed = try await wait(for: terminal, "the photos drawn again after \(name)", photos, \.showsPicture)
                let differingExposed = Self.differingCells(exposed, expected, outside: photos, cellSize: terminal.cellSize)
                #expect(differingExposed.isEmpty, "after \(name), drawn again: \(differingExposed)")
            }
        }
    }

    private func journey(_ kind: GraphicalTerminal.Kind) async throws {
        let display = try XvfbDisplay(width: 2200, height: 800)
        let command = [Products.wishlist, "--demo"]
        let terminal = try GraphicalTerminal(kind, on: display, columns: 80, rows: 24, command: command)
        let graphics = try Self.graphics(kind, cellSize: terminal.cellSize)

        // The photos of the first screen show as photos.
        let app = try Self.headlessApp(columns: 80, rows: 24, graphics: graphics)
        let photos = app.terminal.images
        try #require(photos.count >= 3, "the headless app shows photos: \(photos.map(\.cells))")
        try await wait(for: terminal, "the first screen's photos", photos, \.showsPicture)

        // A sheet takes them all off; closing it puts them back.
        app.press(KeyPress("+"))
        #expect(app.terminal.images.isEmpty, "the sheet covers every photo")
        try terminal.press("plus")
        try await wait(for: terminal, "the photos gone under the sheet", photos, \.showsNoPicture)
        // Drawn again whole from what the terminal keeps (xterm keeps each sixel it was sent, and draws it again
        // on expose unless text was written over it), the sheet still covers them.
        try terminal.expose()
        try await wait(for: terminal, "the photos gone under the sheet, exposed", photos, \.showsNoPicture)
        try terminal.press("Escape")
        try await wait(for: terminal, "the photos back after the sheet", photos, \.showsPicture)
        try terminal.expose()
        try await wait(for: terminal, "the photos back after the sheet, exposed", photos, \.showsPicture)

        // After a resize the photos are where the new layout puts them, and everything else is as a terminal
        // started at that size shows it: no picture left over the text.
        try terminal.resize(columns: 100, rows: 30)
        let resized = try Self.headlessApp(columns: 100, rows: 30, graphics: graphics).terminal.images
        try #require(!resized.isEmpty)
        let afterResize = try await wait(for: terminal, "the photos placed again after the resize", resized, \.showsPicture)
        let reference = try GraphicalTerminal(
            kind, on: display, columns: 100, rows: 30, origin: (x: 1050, y: 0), command: command)
        let fresh = try await wait(for: reference, "a terminal started at the new size", resized, \.showsPicture)
        let differing = Self.differingPixels(afterResize, fresh, outside: resized, cellSize: terminal.cellSize)
        #expect(differing.count == 0, "pixels outside the photos differ from a fresh start: \(differing.count), first at \(differing.first.map { "\($0)" } ?? "-")")
    }

    /// How the app inside `kind` sends pictures: what it detects there.
    private static func graphics(_ kind: GraphicalTerminal.Kind, cellSize: (width: Int, height: Int)) throws -> GraphicsSupport {
        let cell = try #require(CellPixelSize(width: cellSize.width, height: cellSize.height))
        return GraphicsSupport(graphicsProtocol: kind == .xterm ? .sixel : .kitty, cellSize: cell)
    }

    /// `wishlist --demo` drawn headless at a size, its photos loaded at once: where its photos go and the pictures
    /// it sends there.
    private static func headlessApp(columns: Int, rows: Int, graphics: GraphicsSupport) throws -> TestDriver {
        var configuration = LaunchConfiguration()
        configuration.isDemo = true
        let app = WishlistApp(model: try AppModel.launch(configuration), configuration: configuration)
        var environment = EnvironmentValues()
        environment.graphics = graphics
        environment.imageFileLoader = ImageFileLoader(mode: .immediate)
        return TestDriver(AppRootView(app: app), size: TerminalSize(columns: columns, rows: rows), environment: environment)
    }

    /// How each placement's picture shows in the screenshot.
    private static func matches(_ placements: [ImagePlacement], in shot: RGBImage, cellSize: (width: Int, height: Int)) -> [PictureMatch] {
        placements.map { placement in
            // A photo cut by its container shows its visible part.
            let visible = placement.visibleCells, cells = placement.cells
            let part = placement.source.image.cropped(
                x: (visible.minX - cells.minX) * cellSize.width, y: (visible.minY - cells.minY) * cellSize.height,
                width: visible.width * cellSize.width, height: visible.height * cellSize.height)
            return PictureMatch(shot, x: visible.minX * cellSize.width, y: visible.minY * cellSize.height, expected: part, cellSize: cellSize)
        }
    }

    /// The pixels (x, y) where two screenshots differ outside the placements' cells.
    private static func differingPixels(
        _ first: RGBImage, _ second: RGBImage, outside placements: [ImagePlacement], cellSize: (width: Int, height: Int)
    ) -> [(x: Int, y: Int)] {
        guard first.width == second.width, first.height == second.height else { return [(-1, -1)] }
        var differing: [(x: Int, y: Int)] = []
        for y in 0..<first.height {
            for x in 0..<first.width {
                let cell = Point(x: x / cellSize.width, y: y / cellSize.height)
                if placements.contains(where: { $0.visibleCells.contains(cell) }) { continue }
                let index = (y * first.width + x) * 3
                if first.pixels[index..<(index + 3)] != second.pixels[index..<(index + 3)] { differing.append((x, y)) }
            }
        }
        return differing
    }

    /// The cells outside the placements of which more than a quarter of the pixels differ between two screenshots:
    /// a picture or text out of place covers whole cells, where a symbol drawn past its cell's edge (☘, ⏎) leaves
    /// a line of pixels in the next that only the order of drawing decides.
    private static func differingCells(
        _ first: RGBImage, _ second: RGBImage, outside placements: [ImagePlacement], cellSize: (width: Int, height: Int)
    ) -> [Point] {
        var counts: [Point: Int] = [:]
        for pixel in differingPixels(first, second, outside: placements, cellSize: cellSize) {
            counts[Point(x: pixel.x / cellSize.width, y: pixel.y / cellSize.height), default: 0] += 1
        }
        return counts.filter { $0.value * 4 > cellSize.width * cellSize.height }.map(\.key).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// Takes screenshots of `terminal` until the pictures of `placements` each show as `state` says and the next
    /// screenshot is the same (a frame may be caught half drawn), for at most 15 s; returns it, or fails naming
    /// `what` with the last matches and keeps the last screenshot.
    /// Between screenshots it sleeps without holding the main actor, which the suite's other tests and the
    /// process's other `@MainActor` tests (most of them) take meanwhile.
    @discardableResult
    private func wait(
        for terminal: GraphicalTerminal, _ what: String, _ placements: [ImagePlacement], _ state: (PictureMatch) -> Bool
    ) async throws -> RGBImage {
        // Each screenshot is looked at before the time is up: the main actor may be given back long after a sleep.
        let deadline = Date().addingTimeInterval(15)
        var last = try terminal.screenshot()
        while true {
            let shown = Self.matches(placements, in: last, cellSize: terminal.cellSize).allSatisfy(state)
            if shown {
                try await Task.sleep(for: .milliseconds(100))
                let again = try terminal.screenshot()
                if again.pixels == last.pixels { return last }
                last = again
            }
            guard Date() < deadline else { break }
            if !shown {
                try await Task.sleep(for: .milliseconds(100))
                last = try terminal.screenshot()
            }
        }
        // Attached to the test rather than left in the temporary directory: `swift test --attachments-path DIR`
        // saves it.
        Attachment.record(Array("P6\n\(last.width) \(last.height)\n255\n".utf8) + last.pixels, named: "photo-journey.ppm")
        let matches = Self.matches(placements, in: last, cellSize: terminal.cellSize)
        Issue.record("""
            timed out waiting for \(what): \(zip(placements, matches).map { "\($0.visibleCells): \($1)" }); the last screenshot \
            is attached as photo-journey.ppm
            """)
        return last
    }
}
