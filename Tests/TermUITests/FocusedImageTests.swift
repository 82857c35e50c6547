import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// A focused button keeps a picture inside it an image where the terminal shows images, and shows its focus on
/// its other cells (a card's caption), so a focused card shows its photo; a button that is all picture shows its
/// focus in half blocks, and a terminal without images reverses the picture as before.
@MainActor
struct FocusedImageTests {
    /// A 4x4 picture in two colours.
    private static let picture = Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { $0 % 4 < 2 ? [UInt8(250), 10, 10] : [10, 10, 250] })!

    /// Two buttons side by side, each an 8x2 picture with a caption under it, or the picture alone.
    private struct Cards: View {
        let hasCaptions: Bool

        var body: some View {
            VStack(alignment: .leading) {
                HStack(spacing: 1) {
                    ForEach(0..<2, id: \.self) { index in
                        Button {} label: {
                            VStack(alignment: .leading, spacing: 0) {
                                Image(bitmap: FocusedImageTests.picture).resizable().frame(width: 8, height: 2)
                                if hasCaptions { Text("Card \(index)") }
                            }
                        }
                    }
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func driver(captions: Bool, graphics: GraphicsSupport = GraphicsSupport(graphicsProtocol: .sixel)) -> TestDriver {
        var environment = EnvironmentValues()
        environment.graphics = graphics
        return TestDriver(Cards(hasCaptions: captions), size: TerminalSize(columns: 30, rows: 8), environment: environment)
    }

    /// The first column of the focused button.
    private func focusedButtonColumn(_ screen: TestDriver) -> Int? {
        screen.elements(.button).first(where: \.isFocused).map { Int($0.frame.minX) }
    }

    /// Whether the cell shows reversed.
    private func isReversed(_ screen: TestDriver, column: Int, row: Int) -> Bool {
        screen.style(atColumn: column, row: row).attributes.contains(.reverse)
    }

    @Test func theFocusedCardKeepsItsPhotoAndShowsItsFocusOnItsCaption() throws {
        let screen = driver(captions: true)
        #expect(focusedButtonColumn(screen) == 0)
        // Both pictures are images, the focused card's too.
        #expect(screen.terminal.images.map(\.cells) == [Rect(x: 0, y: 0, width: 8, height: 2), Rect(x: 9, y: 0, width: 8, height: 2)])
        // The focus shows on the caption's cells, not under the image.
        #expect(isReversed(screen, column: 0, row: 2) && isReversed(screen, column: 5, row: 2))
        #expect(!isReversed(screen, column: 0, row: 0) && !isReversed(screen, column: 7, row: 1))
        #expect(!isReversed(screen, column: 9, row: 2))
        // The focus moves to the other card: its caption is reversed, the first one's no longer, and neither image
        // is taken off or put on again.
        let before = screen.terminal.images
        screen.press(.tab)
        #expect(focusedButtonColumn(screen) == 9)
        #expect(isReversed(screen, column: 9, row: 2) && !isReversed(screen, column: 0, row: 2))
        #expect(screen.terminal.images == before)
    }

    @Test func aButtonThatIsAllPictureShowsItsFocusInHalfBlocks() throws {
        let screen = driver(captions: false)
        // Its picture reversed, so not an image: the focus must show somewhere.
        #expect(screen.terminal.images.map(\.cells) == [Rect(x: 9, y: 0, width: 8, height: 2)])
        #expect(isReversed(screen, column: 0, row: 0) && isReversed(screen, column: 7, row: 1))
    }

    @Test func withoutImagesTheFocusedPictureIsReversedAsBefore() throws {
        let screen = driver(captions: true, graphics: .halfBlocks)
        #expect(screen.terminal.images.isEmpty)
        #expect(isReversed(screen, column: 0, row: 0) && isReversed(screen, column: 7, row: 1) && isReversed(screen, column: 0, row: 2))
    }
}
