import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Pictures that only partly show: a card half scrolled out of its row, under the row's scroll indicator, and a
/// picture whose edge something covers. Neither is sent as an image (a terminal would draw it over what covers
/// it): each stays in its half blocks, the cells that show, until nothing covers it, and then it is an image
/// again. So text over an image's region never shows torn. (A part cut by its container alone is an image of
/// that part: `ImagePlacementTests`, `ImageOutputTests`.)
@MainActor
struct PartlyVisibleImageTests {
    /// A 4x4 picture in two colours.
    private static let picture = Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { $0 % 4 < 2 ? [UInt8(250), 10, 10] : [10, 10, 250] })!

    /// A row of six 8x2 cards in a horizontal scroll view (→ moves between them), and a label that `c` puts over
    /// the second card's top-left corner. (The focused card's cells are restyled by its focus, so it too stays in
    /// its half blocks.)
    private struct CardRow: View {
        @State private var isCovered = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Cards")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 1) {
                        ForEach(0..<6, id: \.self) { index in
                            Button {} label: {
                                ZStack(alignment: .topLeading) {
                                    Image(bitmap: PartlyVisibleImageTests.picture).resizable().frame(width: 8, height: 2)
                                    if index == 1 && isCovered { Text("◆") }
                                }
                            }
                        }
                    }
                }
                Spacer()
            }
            .onKeyPress("c") { isCovered.toggle(); return .handled }
        }
    }

    private func driver() -> TestDriver {
        var environment = EnvironmentValues()
        environment.graphics = GraphicsSupport(graphicsProtocol: .sixel)
        return TestDriver(CardRow(), size: TerminalSize(columns: 30, rows: 8), environment: environment)
    }

    /// Every image lies wholly inside the screen's 30 columns, no two overlap, and each is 8x2 (never cut).
    private func expectWholeImages(_ screen: TestDriver) {
        for image in screen.terminal.images {
            #expect(image.cells.width == 8 && image.cells.height == 2)
            #expect(image.cells.minX >= 0 && image.cells.maxX <= 30)
        }
    }

    @Test func aCardHalfScrolledOutStaysInItsHalfBlocksAndBecomesAnImageWhenWhole() throws {
        let screen = driver()
        expectWholeImages(screen)
        let shownAtFirst = screen.terminal.images.map(\.cells.minX)
        // The cards that fit whole are images (but the focused first one); the one cut by the row's edge is not.
        #expect(shownAtFirst == [9, 18])
        let rowLine = try #require(screen.lines.first { $0.contains("▀") })
        let halfBlocks = rowLine.filter { $0 == "▀" }.count
        #expect(halfBlocks > 3 * 8)  // the cut card's cells show its half blocks
        // Each key a single one, after a pause: keys that repeat would move the cards as half blocks
        // (`PictureMotionHold`).
        for _ in 0..<5 {
            screen.advance(by: 1)
            screen.press(.rightArrow)
            expectWholeImages(screen)
            // Never more images than whole cards fit beside the focused one.
            #expect((1...2).contains(screen.terminal.images.count))
        }
        // Back to the start: the first cards are images again.
        for _ in 0..<5 { screen.press(.leftArrow) }
        screen.advance(by: PictureMotionHold.interval)
        #expect(screen.terminal.images.map(\.cells.minX) == shownAtFirst)
    }

    @Test func somethingOverAPicturesEdgeTakesItOffUntilItIsGone() throws {
        let screen = driver()
        let before = screen.terminal.images
        let first = try #require(before.first { $0.cells.minX == 9 })
        screen.press("c")
        #expect(screen.terminal.images.count == before.count - 1)
        #expect(!screen.terminal.images.contains(first))
        #expect(screen.text.contains("◆"))
        screen.press("c")
        #expect(screen.terminal.images.count == before.count)
        #expect(screen.terminal.images.contains(first))
    }
}
