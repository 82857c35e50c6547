import Foundation
import Testing
@testable import TermUI
import TravelModel
@testable import WishlistUI

/// Rows drawn whole, headless: a long activity keeps its ○ beside its first line, and across resizes wide →
/// narrow → wide the window paints exactly one row with focus.
@MainActor
struct RowDrawingTests {
    @Test func aFiveLineActivityHasItsSymbolOnTheFirstLine() throws {
        let name = "Walk the whole coastal path from the first village to the last one before sunset"
        let driver = TestDriver(
            List { ActivityRow(activity: Activity(name: name)) }.frame(width: 24),
            size: TerminalSize(columns: 30, rows: 8), showsKeyHints: false)
        let symbol = try #require(driver.position(of: "○"))
        #expect(symbol.row == 0)
        #expect(driver.lines[0].contains("Walk"))
        #expect(driver.lines[4].contains { $0.isLetter }, "the name takes five lines")
    }

    /// The rows drawn with focus, as the top left cells of their highlights: white text on a colour other than
    /// the inactive selection's. A highlight is a run of such cells (four at least) whose left neighbour is not
    /// one (nor a bar, which a highlight goes around), and one starting in the same column on the line above
    /// belongs to the same row of several lines.
    private func focusedRows(_ driver: TestDriver, size: TerminalSize) -> [(column: Int, row: Int)] {
        let surfaces = SurfaceColors(.dark)
        func looksFocused(_ column: Int, _ row: Int) -> Bool {
            let style = driver.style(atColumn: column, row: row)
            return style.foreground == surfaces.textOnAccent && style.background != nil
                && style.background != surfaces.inactiveSelection && style.background != surfaces.destructiveAction
        }
        func startsHighlight(_ column: Int, _ row: Int) -> Bool {
            guard looksFocused(column, row), column + 3 < size.columns, (column..<(column + 4)).allSatisfy({ looksFocused($0, row) })
            else { return false }
            return column == 0 || !(looksFocused(column - 1, row) || driver.style(atColumn: column - 1, row: row).attributes.contains(.graphic))
        }
        return (0..<size.rows).flatMap { row in
            (0..<size.columns).filter { startsHighlight($0, row) && !(row > 0 && startsHighlight($0, row - 1)) }.map { ($0, row) }
        }
    }

    /// Whether focus is on a list (and not on a toolbar control, which no row shows).
    private func listHasFocus(_ driver: TestDriver) -> Bool {
        driver.renderer.graph.focused is ListNode
    }

    @Test(arguments: ["3", "4"])
    func exactlyOneRowHasFocusAfterEachResize(section: String) {
        let wide = TerminalSize(columns: 200, rows: 50), narrow = TerminalSize(columns: 80, rows: 24)
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: wide)
        driver.press(KeyEquivalent(Character(section)))
        #expect(focusedRows(driver, size: wide).count == 1)
        for (step, size) in [narrow, wide, narrow, TerminalSize(columns: 120, rows: 40), wide].enumerated() {
            driver.resize(to: size)
            driver.settle()
            #expect(focusedRows(driver, size: size).count == (listHasFocus(driver) ? 1 : 0), "step \(step), \(size.columns)x\(size.rows)")
            #expect(focusedRows(driver, size: size).count <= 1)
            // Tab moves focus to the other column when there is one: still one row with focus.
            driver.press(.tab)
            driver.settle()
            #expect(focusedRows(driver, size: size).count == (listHasFocus(driver) ? 1 : 0), "step \(step) after Tab")
        }
    }
}
