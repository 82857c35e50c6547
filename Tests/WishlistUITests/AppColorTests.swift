import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The app's colours as a terminal shows them: every text cell of every screen readable on a light and a dark
/// terminal at every depth with colours, and without colours the bars reading right.
@MainActor
struct AppColorTests {
    private func makeDriver(size: TerminalSize, scheme: ColorScheme, depth: ColorDepth) -> TestDriver {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.colorDepth = depth
        return TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size, environment: environment)
    }

    /// What a shown colour looks like: a palette entry as xterm shows it, the terminal's own as the scheme's.
    private func rgb(_ color: ShownColor, scheme: ColorScheme, isForeground: Bool) -> RGB {
        switch color {
        case .rgb(let rgb): return rgb
        case .palette(let index): return TerminalPalette.rgb(ofIndex: index)
        case .terminalDefault: return isForeground ? scheme.terminalText : scheme.terminalBackground
        }
    }

    /// The text cells of the screen (not blanks, lines, blocks or dimmed text) that a terminal would show with
    /// less than 4.5:1, or with the terminal's own text colour on a colour of the app's.
    private func unreadableCells(_ driver: TestDriver, scheme: ColorScheme, depth: ColorDepth) -> [String] {
        let mapping = TerminalStyleMapping(depth: depth, scheme: scheme)
        let screen = driver.terminal.screen
        var problems: [String] = []
        for row in 0..<screen.rows {
            for column in 0..<screen.columns {
                let cell = screen[column, row]
                guard !cell.isContinuation, cell.character != " ", !cell.style.attributes.contains(.dim) else { continue }
                let isGraphic = cell.code < 0x8000_0000 && TerminalStyleMapping.isGraphic(cell.code)
                guard !isGraphic else { continue }
                let shown = mapping.shown(cell.style, isGraphic: false)
                if cell.style.background != nil, shown.foreground == .terminalDefault {
                    problems.append("(\(column), \(row)) '\(cell.character)': the terminal's text colour on \(String(describing: cell.style.background))")
                }
                var text = rgb(shown.foreground, scheme: scheme, isForeground: true)
                var paper = rgb(shown.background, scheme: scheme, isForeground: false)
                if shown.attributes.contains(.reverse) { swap(&text, &paper) }
                let ratio = ContrastRatio(text, paper)
                if ratio < .text {
                    problems.append("(\(column), \(row)) '\(cell.character)' in \(screen.text(ofRow: row)): \(ratio.value)")
                }
            }
        }
        return problems
    }

    nonisolated static let depths: [ColorDepth] = [.trueColor, .palette256, .ansi16, .ansi8]

    /// Every screen of the app, narrow and wide: the wishlist, a trip, the budget and a sheet over it, the
    /// flights, the achievements; with the sidebar's selection both with and without focus.
    @Test(arguments: ColorScheme.allCases, depths)
    func everyScreenReadsOnLightAndDark(scheme: ColorScheme, depth: ColorDepth) {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 48)] {
            let driver = makeDriver(size: size, scheme: scheme, depth: depth)
            var visited: [(String, [String])] = []
            func look(_ name: String) { visited.append((name, unreadableCells(driver, scheme: scheme, depth: depth))) }
            look("wishlist")
            driver.press(.return)
            driver.settle()
            look("trip")
            driver.press(.downArrow)
            look("trip, an activity selected")
            driver.press(.escape)
            driver.settle()
            for (key, name) in [("2", "budget"), ("3", "flights"), ("4", "achievements")] {
                driver.press(KeyEquivalent(Character(key)))
                driver.settle()
                look(name)
                driver.press(.tab)
                look(name + ", next column")
            }
            driver.press(.character("2"))
            driver.settle()
            driver.press(.character("+"))
            driver.settle()
            look("new expense sheet")
            for (name, problems) in visited {
                #expect(problems.isEmpty, "\(name) at \(size.columns)x\(size.rows), \(scheme), \(depth):\n\(problems.prefix(8).joined(separator: "\n"))")
            }
        }
    }

    /// How much of a cell a terminal without colours fills with ink, as it shows it: shades by their share,
    /// eighth blocks by theirs, and reverse video turning ink into paper.
    private func ink(_ cell: Cell, mapping: TerminalStyleMapping) -> Double {
        let shares: [Character: Double] = [
            "█": 1, "▓": 0.75, "▒": 0.5, "░": 0.25, " ": 0, "▏": 0.125, "▎": 0.25, "▍": 0.375, "▌": 0.5, "▋": 0.625,
            "▊": 0.75, "▉": 0.875,
        ]
        let share = shares[cell.character] ?? 0
        let isGraphic = cell.code < 0x8000_0000 && TerminalStyleMapping.isGraphic(cell.code)
        return mapping.shown(cell.style, isGraphic: isGraphic).attributes.contains(.reverse) ? 1 - share : share
    }

    @Test(arguments: ColorScheme.allCases)
    func withoutColourATripFourFifthsDoneShowsFourFifthsFilled(scheme: ColorScheme) throws {
        let driver = makeDriver(size: TerminalSize(columns: 80, rows: 24), scheme: scheme, depth: .none)
        // Keukenhof, four of its five activities done, is the fifth trip of the recently viewed.
        for _ in 0..<4 { driver.press(.rightArrow) }
        driver.settle()
        driver.press(.return)
        driver.settle()
        let label = try #require(driver.position(of: "4 of 5 activities done"), "\(driver.text)")
        let screen = driver.terminal.screen
        // The bar is below its label, beside the picture.
        let bar = (label.column..<screen.columns).map { screen[$0, label.row + 1] }.filter { "█▓▒░▏▎▍▌▋▊▉".contains($0.character) }
        #expect(bar.count >= 20, "the bar below the label: \(screen.text(ofRow: label.row + 1))")
        let mapping = TerminalStyleMapping(depth: .none, scheme: scheme)
        let filled = bar.filter { ink($0, mapping: mapping) >= 0.5 }.count
        #expect(abs(Double(filled) / Double(bar.count) - 0.8) <= 1.0 / Double(bar.count),
                "\(filled) of \(bar.count) cells look filled: \(screen.text(ofRow: label.row + 1))")
        #expect(bar.allSatisfy { !mapping.shown($0.style, isGraphic: true).attributes.contains(.reverse) })
    }
}
