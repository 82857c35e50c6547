import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// Every screen and sheet of the app (the routes of `KeyHintWalkTests`) at every size a person tries, from
/// 20x6 to 200x50 (30x8 the smallest usable): below the smallest usable size the window asks to be larger; above it no two texts overlap,
/// no text is clipped or cut to a letter, no number is cut (amounts and totals are whole or not shown), the
/// bottom row is the hint bar, and a focused list shows its selected row, highlighted once.
@MainActor
struct ScreenSweepTests {
    nonisolated static let sizes = [
        TerminalSize(columns: 20, rows: 6), TerminalSize(columns: 30, rows: 8), TerminalSize(columns: 40, rows: 10), TerminalSize(columns: 50, rows: 15),
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 120, rows: 40),
        TerminalSize(columns: 200, rows: 50),
    ]

    private func driver(at route: KeyHintWalkTests.Route, size: TerminalSize) -> TestDriver {
        // The app itself, as the command line runs it: its scene sets the smallest size.
        var configuration = LaunchConfiguration()
        configuration.currencyCode = "USD"
        let app = WishlistApp(model: AppModel(wishlist: .sample(), budget: .sample()), configuration: configuration)
        var environment = EnvironmentValues()
        environment.localeCategories = LocaleCategories(all: Locale(identifier: "en_US"))
        let driver = TestDriver(app: app, size: size, environment: environment)
        driver.settle()
        for press in route.keys {
            driver.press(press)
            driver.settle()
        }
        return driver
    }

    /// Amounts cut by "…": the word before it holds a currency sign, or digits joined by a separator
    /// ("$841.…", "1.20…"). (A cut word after a whole number, "Complete 25…", is a cut text, not a cut number.)
    private func cutNumbers(in line: String) -> [String] {
        line.split(separator: " ").filter { word in
            guard word.hasSuffix("…") else { return false }
            let body = word.dropLast()
            let hasSign = body.contains { "$€¥£".contains($0) }
            let hasSeparatedDigits = body.indices.contains { index in
                (body[index] == "." || body[index] == ",") && index > body.startIndex && body[body.index(before: index)].isNumber
            }
            return hasSign || hasSeparatedDigits
        }.map(String.init)
    }

    /// Words cut to a single letter ("D…" for "Dec"), which say nothing: such a text should give way whole.
    private func textsCutToOneLetter(in line: String) -> [String] {
        line.split(separator: " ").filter { $0.count == 2 && $0.hasSuffix("…") && $0.first?.isLetter == true }.map(String.init)
    }

    @Test(arguments: KeyHintWalkTests.routes)
    func everyScreenAtEverySize(route: KeyHintWalkTests.Route) {
        for size in Self.sizes {
            let driver = driver(at: route, size: size)
            let place = "\(route) at \(size.columns)x\(size.rows)"
            if size.columns < 30 || size.rows < 8 {
                #expect(driver.text.contains("Make the window") && driver.text.contains("30x8"), "\(place)")
                continue
            }
            for (row, line) in driver.lines.enumerated() {
                #expect(cutNumbers(in: line).isEmpty, "\(place), row \(row): \(line)")
            }
            for text in driver.clippedTexts() {
                Issue.record("\(place): \"\(text)\" is clipped, not cut with …")
            }
            for (row, line) in driver.lines.enumerated() {
                #expect(textsCutToOneLetter(in: line).isEmpty, "\(place), row \(row): \(line)")
            }
            for (first, second) in driver.overlappingTexts() {
                Issue.record("\(place): \"\(first)\" and \"\(second)\" overlap")
            }
            let bottom = driver.lines.last ?? ""
            #expect(bottom.contains("? help") || bottom.contains("Esc") || bottom.contains("⏎"), "\(place): bottom row \(bottom)")
            if driver.renderer.graph.focused is ListNode {
                #expect(driver.focusedRows(size: size).count == 1, "\(place): the selection, once")
            }
        }
    }

    /// The overlap check finds texts laid over each other in one layer, and not texts side by side or a sheet
    /// over the screen.
    @Test func theOverlapCheckFindsTextsDrawnOverEachOther() {
        let size = TerminalSize(columns: 30, rows: 8)
        let stacked = TestDriver(ZStack { Text("Cinque Terre"); Text("Badge earned") }, size: size)
        #expect(stacked.overlappingTexts().map { [$0, $1] } == [["Cinque Terre", "Badge earned"]])
        let beside = TestDriver(HStack { Text("Cinque Terre"); Text("Badge earned") }, size: size)
        #expect(beside.overlappingTexts().isEmpty)
        let sheet = TestDriver(Text("Cinque Terre").sheet(isPresented: .constant(true)) { Text("Badge earned") }, size: size)
        #expect(sheet.text.contains("Badge earned"))
        #expect(sheet.overlappingTexts().isEmpty)
    }
}
