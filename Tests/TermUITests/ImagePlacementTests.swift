import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Pictures as images: where the terminal shows images, a drawn `Image` records an image over its cells; the
/// frame diff puts it on, takes it off when something covers its cells (a sheet, with the dimming behind it),
/// puts it on again after, and moves it with its cells; a frame that changes no image changes none. Where the
/// terminal cannot show images, nothing of this happens.
@MainActor
struct ImagePlacementTests {
    /// A 4x4 picture: red on the left, blue on the right.
    private static let picture = Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { $0 % 4 < 2 ? [UInt8(255), 0, 0] : [0, 0, 255] })!

    /// A picture on a screen with a sheet (`s`), a key that moves the picture two columns (`m`) and one that
    /// changes only text (`t`).
    private struct PictureScreen: View {
        @State private var isShowingSheet = false
        @State private var offset: CGFloat = 0
        @State private var count = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("Count \(count)")
                    .focusable()
                    .onKeyPress("s") { isShowingSheet = true; return .handled }
                    .onKeyPress("m") { offset += 2; return .handled }
                    .onKeyPress("t") { count += 1; return .handled }
                HStack(spacing: 0) {
                    Color.clear.frame(width: offset, height: 1)
                    Image(bitmap: ImagePlacementTests.picture).resizable().frame(width: 8, height: 4)
                    Spacer()
                }
                Spacer()
            }
            .sheet(isPresented: $isShowingSheet) { Text("Over the picture").frame(maxWidth: .infinity, maxHeight: .infinity) }
        }
    }

    private func driver(_ graphics: GraphicsSupport) -> TestDriver {
        var environment = EnvironmentValues()
        environment.graphics = graphics
        return TestDriver(PictureScreen(), size: TerminalSize(columns: 40, rows: 12), environment: environment)
    }

    @Test func anImageIsPlacedOverItsCellsAndNothingChangesWhileTheyStay() throws {
        let screen = driver(GraphicsSupport(graphicsProtocol: .kitty))
        let image = try #require(screen.terminal.images.first)
        #expect(screen.terminal.images.count == 1)
        #expect(image.cells == Rect(x: 0, y: 1, width: 8, height: 4))
        #expect(image.source.image.width == 4 && image.source.image.pixels == ImagePlacementTests.picture.pixels)
        // The half blocks are drawn under it as ever.
        #expect(screen.lines[1].hasPrefix("▀▀▀▀▀▀▀▀"))
        let changes = screen.terminal.imageChangeCount
        screen.press("t")
        #expect(screen.text.contains("Count 1"))
        #expect(screen.terminal.imageChangeCount == changes, "a frame that changes no image changes none")
        #expect(screen.terminal.images == [image])
    }

    @Test func aSheetTakesTheImageOffAndClosingItPutsItBack() throws {
        let screen = driver(GraphicsSupport(graphicsProtocol: .sixel))
        let image = try #require(screen.terminal.images.first)
        screen.press("s")
        #expect(screen.text.contains("Over the picture"))
        #expect(screen.terminal.images.isEmpty)
        screen.press(.escape)
        #expect(!screen.text.contains("Over the picture"))
        #expect(screen.terminal.images == [image])
    }

    @Test func anImageMovesWithItsCells() throws {
        let screen = driver(GraphicsSupport(graphicsProtocol: .kitty))
        let before = try #require(screen.terminal.images.first)
        screen.press("m")
        let after = try #require(screen.terminal.images.first)
        #expect(screen.terminal.images.count == 1)
        #expect(after.cells == Rect(x: 2, y: 1, width: 8, height: 4))
        #expect(after.source === before.source, "the same picture, moved: nothing to make or send again")
    }

    @Test func aWholeFrameTakesEverythingOffAndPutsTheImagesOnAgain() {
        let screen = driver(GraphicsSupport(graphicsProtocol: .kitty))
        screen.terminal.invalidateScreen()
        screen.press("t")
        #expect(screen.terminal.images.count == 1)
    }

    @Test func withoutAnImageProtocolNothingIsRecordedAndTheCellsAreTheSame() {
        let halfBlocks = driver(.halfBlocks)
        let kitty = driver(GraphicsSupport(graphicsProtocol: .kitty))
        #expect(halfBlocks.terminal.images.isEmpty)
        #expect(halfBlocks.lines == kitty.lines)
        for row in 0..<12 {
            for column in 0..<40 { #expect(halfBlocks.terminal.screen[column, row] == kitty.terminal.screen[column, row]) }
        }
    }

    @Test func aPictureCutByItsClipShowsThePartInside() {
        var canvas = CellCanvas(columns: 10, rows: 4)
        let source = PictureSource(image: ImagePlacementTests.picture.rgbImage)
        canvas.withClip(Rect(x: 0, y: 0, width: 5, height: 4)) { $0.recordImage(source, in: Rect(x: 2, y: 0, width: 4, height: 2)) }
        canvas.withClip(Rect(x: 9, y: 0, width: 1, height: 4)) { $0.recordImage(source, in: Rect(x: 2, y: 2, width: 4, height: 2)) }
        canvas.recordImage(source, in: Rect(x: 0, y: 2, width: 4, height: 2))
        // The first is cut to its three columns inside the clip; the second lies wholly outside its clip.
        #expect(canvas.shownImages == [
            ImagePlacement(source: source, cells: Rect(x: 2, y: 0, width: 4, height: 2), visibleCells: Rect(x: 2, y: 0, width: 3, height: 2)),
            ImagePlacement(source: source, cells: Rect(x: 0, y: 2, width: 4, height: 2)),
        ])
        #expect(canvas.shownImages.map(\.isCut) == [true, false])
        // A cell drawn over the visible part afterwards takes it off; one beside it, where the cut part would be,
        // does not.
        canvas.put(Glyph(character: "x", width: 1), at: Point(x: 5, y: 0), style: .plain)
        #expect(canvas.shownImages.count == 2)
        canvas.put(Glyph(character: "x", width: 1), at: Point(x: 3, y: 3), style: .plain)
        canvas.put(Glyph(character: "x", width: 1), at: Point(x: 4, y: 1), style: .plain)
        #expect(canvas.shownImages.isEmpty)
    }
}
