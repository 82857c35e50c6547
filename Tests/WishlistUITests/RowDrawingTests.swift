import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
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
        #expect(driver.focusedRows(size: wide).count == 1)
        for (step, size) in [narrow, wide, narrow, TerminalSize(columns: 120, rows: 40), wide].enumerated() {
            driver.resize(to: size)
            driver.settle()
            #expect(driver.focusedRows(size: size).count == (listHasFocus(driver) ? 1 : 0), "step \(step), \(size.columns)x\(size.rows)")
            #expect(driver.focusedRows(size: size).count <= 1)
            // Tab moves focus to the other column when there is one: still one row with focus.
            driver.press(.tab)
            driver.settle()
            #expect(driver.focusedRows(size: size).count == (listHasFocus(driver) ? 1 : 0), "step \(step) after Tab")
        }
    }
}
