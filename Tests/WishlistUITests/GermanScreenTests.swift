import Foundation
import Testing
@testable import TermUITesting
import TermUIBase
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The app in German (`LC_MESSAGES=de_DE.UTF-8`, here `\.locale`): each screen translated so far, drawn at 80x24
/// and 200x50 with every localized lookup logged. A key without a German value fails, and so does a German
/// text that no longer fits: one whose text node is left out of the screen (a toolbar item dropped for room)
/// or is narrower than its text. A screen joins by its name in `translated`.
@MainActor
struct GermanScreenTests {
    /// The screens translated so far, by their names in the hint walk's routes (which say how to reach each).
    nonisolated static let translated: Set = ["wishlist", "search"]

    nonisolated static let screens = KeyHintWalkTests.routes.filter { translated.contains($0.name) }

    nonisolated static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    @Test(arguments: screens, sizes)
    func everyTextIsGermanAndFits(screen: KeyHintWalkTests.Route, size: TerminalSize) {
        let log = LocalizationLog()
        var environment = EnvironmentValues()
        environment.localizationLog = log
        let (driver, _) = ScreenFixture.window(size: size, environment: environment, locale: Locale(identifier: "de_DE"))
        for key in screen.keys { driver.press(key) }
        let missing = log.missing
        #expect(missing.isEmpty, "no German for \(missing.map(\.key).sorted()) on \(screen) at \(size)\n\(driver.text)")
        #expect(!log.translated.isEmpty, "\(screen) shows no localized text")
        let translations = Set(log.translated.values)
        let window = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        func visit(_ node: Node) {
            if let text = node as? TextNode, translations.contains(text.string) {
                let width = Glyph.width(of: text.string)
                if node.frame.isEmpty {
                    Issue.record("“\(text.string)” is not shown on \(screen) at \(size)\n\(driver.text)")
                } else if !node.frame.intersection(window).isEmpty {
                    #expect(node.frame.width * node.frame.height >= width,
                            "“\(text.string)” is cut to \(node.frame) on \(screen) at \(size)\n\(driver.text)")
                }
            }
            node.forEachChild(visit)
        }
        if let root = driver.renderer.graph.root { visit(root) }

        // The bar's hints: each label German by a table (the app's or TermUI's), or a German text's (a button's
        // title, "neue reise").
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        german.keyHintBundle = WishlistUIBundle.bundle
        let titles = Set(log.translated.values.map { $0.lowercased() })
        for (hint, shown) in zip(driver.keyHints, KeyHintLabels.translated(driver.keyHints, in: german))
        where shown.label == hint.label && !titles.contains(hint.label) {
            Issue.record("no German for the hint “\(hint.key) \(hint.label)” on \(screen) at \(size)")
        }
    }
}
