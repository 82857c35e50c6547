import Foundation
import Testing
import TermUI
import TermUITesting

/// Draws the grid and table snippets, at the two sizes the team checks: 80x24 and 200x50.
@MainActor
struct GridSnippetTests {
    @Test func thePurchasesTableSortsAndSelects() throws {
        let screen = TestDriver(PurchasesTable(), size: TerminalSize(columns: 80, rows: 24))
        let header = try #require(screen.row(containing: "Item"))
        #expect(screen.lines[header].contains("Item ▲"))
        #expect(screen.lines[header + 2].contains("Guidebook"), "sorted by item")
        screen.press(.character("s"))
        #expect(screen.lines[header].contains("Shop ▲"))
        #expect(screen.lines[header + 2].contains("Ippodo"))
        screen.press(.downArrow)
        #expect(screen.text.contains("Selected #"))
        let wide = TestDriver(PurchasesTable(), size: TerminalSize(columns: 200, rows: 50))
        #expect(wide.text.contains("280.00"))
        if ProcessInfo.processInfo.environment["PRINT_SCREENS"] != nil {
            print(screen.lines.joined(separator: "\n"))
            print(wide.lines.joined(separator: "\n"))
        }
    }

    @Test func thePackingTableSelectsSeveralRows() {
        let screen = TestDriver(PackingTable(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.lines[0].hasPrefix("┌"))
        screen.press(.downArrow)
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        #expect(screen.text.contains("›"))
        if ProcessInfo.processInfo.environment["PRINT_SCREENS"] != nil { print(screen.lines.joined(separator: "\n")) }
    }

    @Test func theSummaryGridAndTheGalleryDraw() {
        let grid = TestDriver(BudgetSummaryGrid(), size: TerminalSize(columns: 80, rows: 24))
        #expect(grid.text.contains("Gifts and souvenirs   95.50"))
        #expect(grid.text.contains("Total for the trip"))
        let gallery = TestDriver(PhotoGallery(), size: TerminalSize(columns: 80, rows: 24))
        #expect(gallery.text.contains("Photo 0"))
        #expect(!gallery.text.contains("Photo 59"), "only the rows in view")
        gallery.press(.rightArrow)
        gallery.press(.downArrow)
        let big = TestDriver(PhotoGallery(), size: TerminalSize(columns: 200, rows: 50))
        #expect(big.text.contains("Photo 14"))
        if ProcessInfo.processInfo.environment["PRINT_SCREENS"] != nil {
            print(grid.lines.joined(separator: "\n"))
            print(gallery.lines.joined(separator: "\n"))
            print(big.lines.joined(separator: "\n"))
        }
    }
}
