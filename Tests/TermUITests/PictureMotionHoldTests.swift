import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Pictures held as half blocks while a key repeats, on a terminal that must send each moved picture again
/// (`PictureMotionHold`: sixel in xterm, iTerm2): a key that follows another within the hold's interval moves
/// its pictures as half blocks and sends no image, the frame an interval after the last key shows them as images
/// where they are then, and a single key after a pause shows them at once. A picture that stays stays an image;
/// kitty, sixel in a terminal that moves its images with the characters, and half blocks are as before; a
/// sheet, a resize or a screen left while pictures are held leave no picture behind.
@MainActor
struct PictureMotionHoldTests {
    /// A 4x4 picture: red on the left, blue on the right.
    fileprivate static let picture = Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { $0 % 4 < 2 ? [UInt8(255), 0, 0] : [0, 0, 255] })!
    /// A 2x2 picture, green, that never moves.
    fileprivate static let still = Bitmap(width: 2, height: 2, pixels: Array(repeating: [UInt8(0), 200, 0], count: 4).flatMap { $0 })!

    private static let cell = CellPixelSize(width: 4, height: 8)!
    private static let xterm = GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell)
    private static let interval = PictureMotionHold.interval
    /// The time between two presses of a repeating key.
    private static let repeatInterval = 0.033

    private func driver(_ graphics: GraphicsSupport, size: TerminalSize = TerminalSize(columns: 40, rows: 14)) -> TestDriver {
        var environment = EnvironmentValues()
        environment.graphics = graphics
        return TestDriver(PictureRowApp(), size: size, environment: environment)
    }

    /// A screen in xterm whose row's pictures are held: → after a pause, → again 33 ms later, and 33 ms more.
    private func heldRow() -> TestDriver {
        let screen = driver(Self.xterm)
        screen.advance(by: 1)
        screen.press(.rightArrow)
        screen.advance(by: Self.repeatInterval)
        screen.press(.rightArrow)
        #expect(screen.terminal.images.count == 1, "the row's pictures are held")
        screen.advance(by: Self.repeatInterval)
        return screen
    }

    /// The cells of the pictures shown as images, in order.
    private func placedCells(_ screen: TestDriver) -> [Rect] {
        screen.terminal.images.map(\.visibleCells).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    @Test func aRepeatingKeyMovesThePicturesAsHalfBlocksAndTheyShowOnceItPauses() throws {
        let screen = driver(Self.xterm)
        let kitty = driver(GraphicsSupport(graphicsProtocol: .kitty, cellSize: Self.cell))
        let halfBlocks = driver(.halfBlocks)
        let still = try #require(screen.terminal.images.first { $0.cells.width == 4 })
        #expect(screen.terminal.images.count == 4, "the still picture and the row's three")

        // A single key after a pause: its pictures show as images at once, where kitty shows them.
        for driver in [screen, kitty, halfBlocks] {
            driver.advance(by: 1)
            driver.press(.rightArrow)
        }
        #expect(placedCells(screen) == placedCells(kitty))
        #expect(!screen.hasScheduledWork, "nothing waits: no picture is held")

        // The next key within the interval: the row's pictures show as the half blocks drawn under them, the
        // still one stays an image; the screen is the half blocks' cell for cell.
        for driver in [screen, kitty, halfBlocks] {
            driver.advance(by: Self.repeatInterval)
            driver.press(.rightArrow)
        }
        #expect(screen.terminal.images == [still], "only the picture that did not move is an image")
        #expect(screen.lines == halfBlocks.lines)
        #expect(screen.hasScheduledWork, "a frame waits for the pause")
        let frames = screen.terminal.frameCount
        screen.advance(by: Self.interval / 2)
        #expect(screen.terminal.images == [still] && screen.terminal.frameCount == frames, "nothing drawn before the pause")

        // The interval after the last key: the frame that shows them where they are, with no cell changed.
        screen.advance(by: Self.interval / 2)
        #expect(screen.terminal.frameCount == frames + 1)
        #expect(placedCells(screen) == placedCells(kitty))
        #expect(screen.terminal.changedCellCount == 0, "only images change")
        #expect(!screen.hasScheduledWork, "an idle app sets no timer")
    }

    @Test func keysHeldLongerAreHeldToTheLast() {
        let screen = driver(Self.xterm)
        let kitty = driver(GraphicsSupport(graphicsProtocol: .kitty, cellSize: Self.cell))
        for driver in [screen, kitty] {
            driver.advance(by: 1)
            for _ in 0..<5 {
                driver.press(.rightArrow)
                driver.advance(by: Self.repeatInterval)
            }
        }
        #expect(placedCells(screen).count == 1, "the moving pictures are all held: \(placedCells(screen))")
        screen.advance(by: Self.interval)
        #expect(placedCells(screen) == placedCells(kitty))
        #expect(placedCells(screen).count == 4)
    }

    @Test func throughNcursesAHeldKeySendsNoSixelAndTheFrameAfterThePauseSendsOnlyThem() throws {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 40, rows: 14), graphics: .sixel)
        defer { recorded.close() }
        recorded.terminal.showImages(as: Self.xterm)
        var environment = EnvironmentValues()
        environment.graphics = Self.xterm
        let clock = ManualClock()
        let renderer = Renderer(PictureRowApp(), terminal: recorded.terminal, environment: environment, clock: clock)
        renderer.renderIfNeeded(force: true)
        // Where the pictures are, key by key: kitty shows each where it is at once.
        let kitty = driver(GraphicsSupport(graphicsProtocol: .kitty, cellSize: Self.cell))
        var screen = TextScreenEmulator(columns: 40, rows: 14)
        screen.apply(recorded.written())
        func press(_ key: KeyEquivalent, after seconds: Double) -> String {
            clock.advance(by: seconds)
            renderer.send(KeyPress(key))
            renderer.renderIfNeeded()
            kitty.press(key)
            return recorded.written()
        }
        func sixels(_ bytes: String) -> Int { bytes.components(separatedBy: "\u{1B}P0;1;0q").count - 1 }

        let single = press(.rightArrow, after: 1)
        #expect(sixels(single) == 3, "a single key draws the row's three pictures at once")
        screen.apply(single)
        screen.forgetNothingYet()
        let row = placedCells(kitty).filter { $0.width == 6 }
        let held = press(.rightArrow, after: Self.repeatInterval)
        #expect(sixels(held) == 0, "a held key sends no picture: \(held.debugDescription)")
        screen.apply(held)
        // xterm forgets each picture taken off (blanks written over it), and shows the half blocks' characters
        // where they are now.
        let kept = row.flatMap { rect in (rect.minY..<rect.maxY).flatMap { y in (rect.minX..<rect.maxX).map { [y, $0] } } }
            .filter { !screen.forgetting.contains($0) }
        #expect(kept.isEmpty, "cells xterm would draw a picture taken off in again: \(kept)")
        for rect in placedCells(kitty).filter({ $0.width == 6 }) {
            #expect(Array(screen.text(ofRow: rect.minY)).dropFirst(rect.minX).prefix(rect.width).allSatisfy { $0 == "▀" })
        }
        #expect(renderer.pictureSettleTime == clock.now + Self.interval)

        clock.advance(by: Self.interval / 2)
        #expect(!renderer.renderIfNeeded(), "no frame before the pause")
        clock.advance(by: Self.interval / 2)
        #expect(renderer.renderIfNeeded(), "the frame after the pause")
        let settled = recorded.written()
        #expect(sixels(settled) == 3, "the three pictures, where they are now")
        // Nothing but the pictures: no character written.
        screen.forgetNothingYet()
        let before = (0..<14).map { screen.text(ofRow: $0) }
        screen.apply(settled)
        #expect(screen.forgetting.isEmpty && (0..<14).map { screen.text(ofRow: $0) } == before, "\(settled.prefix(300).debugDescription)")
        #expect(renderer.pictureSettleTime == nil)
        #expect(!renderer.renderIfNeeded(), "nothing more")
    }

    @Test func kittyMlTermAndHalfBlocksAreAsBefore() throws {
        let cellsKept = GraphicsSupport(graphicsProtocol: .sixel, cellSize: Self.cell, movesImagesWithCharacters: true)
        for support in [GraphicsSupport(graphicsProtocol: .kitty, cellSize: Self.cell), cellsKept] {
            let screen = driver(support)
            screen.advance(by: 1)
            screen.press(.rightArrow)
            let first = placedCells(screen)
            screen.advance(by: Self.repeatInterval)
            screen.press(.rightArrow)
            #expect(placedCells(screen).count == 4 && placedCells(screen) != first, "\(support.graphicsProtocol): moved at once")
            #expect(!screen.hasScheduledWork)
        }
        #expect(Self.xterm.sendsMovedPicturesAgain)
        #expect(GraphicsSupport(graphicsProtocol: .iTerm).sendsMovedPicturesAgain, "iTerm2 sends a moved picture's file again")
        #expect(!cellsKept.sendsMovedPicturesAgain)
        #expect(!GraphicsSupport(graphicsProtocol: .kitty).sendsMovedPicturesAgain)
        #expect(!GraphicsSupport.halfBlocks.sendsMovedPicturesAgain)
    }

    @Test func aSheetOpenedWhilePicturesAreHeldLeavesNoneBehind() {
        let screen = heldRow()
        screen.press("s")
        #expect(screen.text.contains("Over the pictures"))
        #expect(screen.terminal.images.isEmpty)
        #expect(!screen.hasScheduledWork, "no picture held: nothing to show after the pause")
        let frames = screen.terminal.frameCount
        screen.advance(by: 1)
        #expect(screen.terminal.images.isEmpty && screen.terminal.frameCount == frames)
        // Closed after the pause, the pictures come back as images at once.
        screen.press(.escape)
        #expect(screen.terminal.images.count == 4)
    }

    @Test func aResizeWhilePicturesAreHeldShowsThemWhereTheNewLayoutPutsThem() {
        let screen = heldRow()
        let size = TerminalSize(columns: 30, rows: 10)
        screen.resize(to: size)
        screen.advance(by: Self.interval)
        let fresh = driver(GraphicsSupport(graphicsProtocol: .kitty, cellSize: Self.cell), size: size)
        fresh.press(.rightArrow, .rightArrow)
        #expect(placedCells(screen) == placedCells(fresh))
        #expect(screen.lines == fresh.lines)
        #expect(!screen.hasScheduledWork)
    }

    @Test func aScreenLeftWhilePicturesAreHeldHasNoneOfThemShownAfter() {
        let screen = heldRow()
        screen.press("n")
        #expect(screen.text.contains("Elsewhere"))
        #expect(screen.terminal.images.isEmpty)
        let frames = screen.terminal.frameCount
        screen.advance(by: 1)
        #expect(screen.terminal.images.isEmpty && screen.terminal.frameCount == frames, "no frame shows a picture of the screen left")
        // Back on it after the pause, a single key's worth: its pictures show at once.
        screen.press(.escape)
        #expect(screen.terminal.images.count == 4)
    }

    @Test func onlyMovesStartOrLengthenABurst() {
        let source = PictureSource(image: Self.picture.rgbImage)
        func card(at column: Int) -> ImagePlacement { ImagePlacement(source: source, cells: Rect(x: column, y: 2, width: 6, height: 3)) }
        let other = ImagePlacement(source: PictureSource(image: Self.still.rgbImage), cells: Rect(x: 0, y: 0, width: 4, height: 2))
        var hold = PictureMotionHold(isActive: Self.xterm.sendsMovedPicturesAgain)
        #expect(hold.picturesToHold(among: [card(at: 0)], at: 0).isEmpty, "the first frame")
        #expect(hold.picturesToHold(among: [card(at: 2)], at: 1).isEmpty, "a single move")
        #expect(hold.picturesToHold(among: [card(at: 4)], at: 1.03) == [card(at: 4)], "a move soon after")
        // A picture that appears, moving nothing, is held while the burst lasts but does not lengthen it.
        #expect(hold.picturesToHold(among: [card(at: 4), other], at: 1.1) == [card(at: 4), other])
        #expect(hold.settleTime == 1.03 + PictureMotionHold.interval)
        #expect(hold.picturesToHold(among: [card(at: 4), other], at: 1.03 + PictureMotionHold.interval).isEmpty)
        #expect(hold.settleTime == nil)
        // After the pause, a picture appearing and one taken off alone (a sheet) are no moves either.
        #expect(hold.picturesToHold(among: [card(at: 4)], at: 2).isEmpty)
        #expect(hold.picturesToHold(among: [card(at: 4), other], at: 2.01).isEmpty)
        // Half blocks hold nothing.
        var none = PictureMotionHold(isActive: GraphicsSupport.halfBlocks.sendsMovedPicturesAgain)
        _ = none.picturesToHold(among: [card(at: 0)], at: 0)
        #expect(none.picturesToHold(among: [card(at: 2)], at: 0.01).isEmpty)
    }
}

/// A screen of a still picture and a row of three that → and ← move two columns, in a navigation stack: `s`
/// opens a sheet over them, `n` goes to a screen without pictures (Esc back).
private struct PictureRowApp: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            PictureRowScreen { path.append(1) }
                .navigationDestination(for: Int.self) { _ in Text("Elsewhere") }
        }
    }
}

private struct PictureRowScreen: View {
    let leave: () -> Void
    @State private var offset = 0
    @State private var isShowingSheet = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Offset \(offset)")
                .focusable()
                .onKeyPress(.rightArrow) { offset = min(offset + 2, 12); return .handled }
                .onKeyPress(.leftArrow) { offset = max(offset - 2, 0); return .handled }
                .onKeyPress("s") { isShowingSheet = true; return .handled }
                .onKeyPress("n") { leave(); return .handled }
            Image(bitmap: PictureMotionHoldTests.still).resizable().frame(width: 4, height: 2)
            HStack(spacing: 1) {
                Color.clear.frame(width: CGFloat(offset), height: 1)
                ForEach(0..<3, id: \.self) { _ in
                    Image(bitmap: PictureMotionHoldTests.picture).resizable().frame(width: 6, height: 3)
                }
                Spacer()
            }
            Spacer()
        }
        .sheet(isPresented: $isShowingSheet) { Text("Over the pictures").frame(maxWidth: .infinity, maxHeight: .infinity) }
    }
}
