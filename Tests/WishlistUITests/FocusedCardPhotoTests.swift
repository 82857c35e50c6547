import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews
@testable import WishlistUI

/// Where the terminal shows images, the trip card that has focus keeps its photo: its focus shows on its
/// frame and caption (`hoverEffect`), never over the photo, so moving the focus along a row of cards takes no
/// photo off and sends none again.
@MainActor
struct FocusedCardPhotoTests {
    @Test func theFocusedCardKeepsItsPhotoAsTheFocusMovesAlongTheRow() throws {
        var environment = EnvironmentValues()
        environment.graphics = GraphicsSupport(graphicsProtocol: .sixel, cellSize: try #require(CellPixelSize(width: 10, height: 20)))
        environment.imageFileLoader = ImageFileLoader(mode: .immediate)
        let app = WishlistApp(model: AppModel(wishlist: .sample(), budget: .sample()), configuration: LaunchConfiguration())
        let screen = TestDriver(AppRootView(app: app), size: TerminalSize(columns: 80, rows: 24), environment: environment)
        let photos = screen.terminal.images
        // The pager's photo and the three cards of the first row whole, and the tops of the next row's.
        #expect(photos.filter { !$0.isCut }.count == 4 && photos.count == 7, "\(photos.map(\.visibleCells))")
        screen.press(.downArrow)
        let captions = [2, 27, 52]
        for (index, column) in captions.enumerated() {
            // The card under `column` has focus: its caption is highlighted, its photo still an image.
            let other = captions[(index + 1) % captions.count]
            #expect(screen.style(atColumn: column, row: 17).background != screen.style(atColumn: other, row: 17).background,
                    "the focused card's caption is highlighted")
            #expect(screen.terminal.images == photos, "focus on the card at column \(column) took no photo off")
            screen.press(.rightArrow)
        }
    }
}
