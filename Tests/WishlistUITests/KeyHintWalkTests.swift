import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// Walks every screen and sheet of the app at 80x24, 200x50 and 50x15 and proves each key the bar or the help
/// names does something: pressed in a fresh app brought to the same screen, the key changes the screen (or
/// quits, for `q`). A hint whose key does nothing there would be a lie. Every hint comes from a key binding
/// (`KeyBinding`) whose keys are the ones it names, so the walk also checks that the names are right.
@MainActor
struct KeyHintWalkTests {
    /// A screen of the app and the keys that reach it from the start.
    struct Route: CustomStringConvertible, Sendable {
        let name: String
        let keys: [KeyPress]
        var description: String { name }

        init(_ name: String, _ keys: [KeyPress]) {
            self.name = name
            self.keys = keys
        }
    }

    private nonisolated static func key(_ character: Character) -> KeyPress { .character(character) }

    nonisolated static let routes: [Route] = [
        Route("wishlist", []),
        Route("new trip sheet", [key("+")]),
        Route("search", [key("/")]),
        Route("search with a query", [key("/"), key("k"), key("y")]),
        Route("a trip", [KeyPress(.return)]),
        Route("a trip's edit sheet", [KeyPress(.return), key("E")]),
        Route("a trip's delete dialog", [KeyPress(.return), key("D")]),
        Route("a trip's new activity", [KeyPress(.return), key("+")]),
        Route("a trip's activity renamed", [KeyPress(.return), key("e")]),
        Route("budget", [key("2")]),
        Route("an expense", [key("2"), KeyPress(.return)]),
        Route("budget chart", [key("2"), key("c")]),
        Route("new expense sheet", [key("2"), key("+")]),
        Route("new expense sheet, category", [key("2"), key("+"), KeyPress(.tab), KeyPress(.tab)]),
        Route("import sheet", [key("2"), key("i")]),
        Route("flights board", [key("3")]),
        Route("flights search", [key("3"), key("/")]),
        Route("a flight", [key("3"), KeyPress(.return)]),
        Route("achievements", [key("4")]),
        Route("achievements chart", [key("4"), key("c")]),
    ]

    nonisolated static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 50, rows: 15),
    ]

    private func driver(at route: Route, size: TerminalSize) -> TestDriver {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: size, date: Date(timeIntervalSince1970: 1_780_000_000))
        driver.settle()
        for press in route.keys {
            driver.press(press)
            driver.settle()
        }
        return driver
    }

    /// The presses a hint's key stands for; the hint is true when one of them does something.
    static func presses(for key: String) -> [KeyPress] {
        var presses: [KeyPress] = []
        for part in key.split(separator: " ").map(String.init) {
            switch part {
            case "⏎": presses.append(KeyPress(.return))
            case "Esc": presses.append(KeyPress(.escape))
            case "Tab": presses.append(KeyPress(.tab))
            case "Shift-Tab": presses.append(KeyPress(.tab, modifiers: .shift))
            case "Shift-F10": presses.append(KeyPress(.f10, modifiers: .shift))
            case "F1": presses.append(KeyPress(.f1))
            case "Space": presses.append(KeyPress(.space))
            case "PgUp": presses.append(KeyPress(.pageUp))
            case "PgDn": presses.append(KeyPress(.pageDown))
            case "Home": presses.append(KeyPress(.home))
            case "End": presses.append(KeyPress(.end))
            case "1-4", "1-5":
                presses += part.dropFirst(0).filter(\.isNumber).map { KeyPress.character($0) }
                presses += ["2", "3"].map { KeyPress.character($0) }
            default:
                if part.hasPrefix("^"), let letter = part.dropFirst().first {
                    presses.append(.control(Character(letter.lowercased())))
                } else if part.hasPrefix("⇧") {
                    presses += arrows(in: part).map { KeyPress($0, modifiers: .shift) }
                } else if !arrows(in: part).isEmpty {
                    presses += arrows(in: part).map { KeyPress($0) }
                } else {
                    presses += part.map { KeyPress.character($0) }
                }
            }
        }
        return presses
    }

    private static func arrows(in text: String) -> [KeyEquivalent] {
        text.compactMap { character in
            switch character {
            case "↑": .upArrow
            case "↓": .downArrow
            case "←": .leftArrow
            case "→": .rightArrow
            default: nil
            }
        }
    }

    /// What a key can change that a person sees: the text, the cells' styles (a highlight that moved), the
    /// cursor (a field focused), the bar.
    static func snapshot(of driver: TestDriver) -> [String] {
        var styles: [CellStyle] = []
        for row in driver.lines.indices {
            for column in 0..<driver.terminal.size.columns { styles.append(driver.style(atColumn: column, row: row)) }
        }
        let cursor = driver.terminal.cursor.map { "\($0.column),\($0.row)" } ?? "none"
        return driver.lines + ["\(styles.hashValue)", cursor, driver.keyHints.map(\.key).joined(separator: " ")]
    }

    @Test(arguments: routes, sizes)
    func everyHintedKeyDoesWhatItSays(route: Route, size: TerminalSize) {
        let screen = driver(at: route, size: size)
        let bar = screen.keyHints
        #expect(!bar.isEmpty, "\(route) at \(size) hints some keys")
        let keys = bar.map(\.key)
        #expect(Set(keys).count == keys.count, "each key once: \(keys)")
        // The bar's and the help's hints, as the bindings name them.
        let hints = screen.renderer.graph.allKeyHints
        for hint in bar { #expect(hints.contains(hint), "the bar's \(hint.key) \(hint.label) is a binding's") }
        for binding in screen.renderer.graph.keyBindings {
            for hint in binding.hints {
                let named = Self.presses(for: hint.key)
                #expect(named.allSatisfy(binding.keys.matches), "\(route) at \(size): \(hint.key) \(hint.label) names its binding's keys")
            }
        }
        for hint in hints {
            let presses = Self.presses(for: hint.key)
            #expect(!presses.isEmpty, "\(hint.key) is a key the walk can press")
            let works = presses.contains { press in
                let fresh = driver(at: route, size: size)
                let before = Self.snapshot(of: fresh), suspensions = fresh.terminal.suspendCount
                fresh.press(press)
                fresh.settle()
                // Quitting and handing the terminal to the shell (^Z) change no cell of the screen.
                return fresh.didQuit || fresh.terminal.suspendCount > suspensions || Self.snapshot(of: fresh) != before
            }
            #expect(works, "\(route) at \(size): \(hint.key) \(hint.label) changed nothing")
        }
    }

    @Test func qIsCheckedByQuitting() {
        let screen = driver(at: Self.routes[0], size: Self.sizes[0])
        #expect(screen.keyHints.contains(KeyHint("q", "quit")))
        screen.press(KeyPress.character("q"))
        #expect(screen.didQuit)
    }

    @Test func whileSearchingNoHintTypesIntoTheQuery() {
        let screen = driver(at: Self.routes[3], size: Self.sizes[0])
        #expect(!screen.keyHints.contains { $0.typesText }, "\(screen.keyHints)")
        #expect(screen.keyHints.contains { $0.key == "Esc" })
    }

    @Test func theSheetsHelpListsSaveAndTheAppKeys() throws {
        let route = try #require(Self.routes.first { $0.name == "new expense sheet, category" })
        let screen = driver(at: route, size: Self.sizes[0])
        #expect(screen.keyHints.contains(KeyHint("^S", "save")))
        screen.press(KeyPress.character("?"))
        for shown in ["This screen", "Moving", "App", "^S", "Shift-Tab", "^Z"] {
            #expect(screen.text.contains(shown), "the sheet's help lists \(shown)")
        }
    }

    @Test func aTripScreenKeepsEscBackOverQuitWhenNarrow() {
        let screen = driver(at: Self.routes[4], size: TerminalSize(columns: 80, rows: 24))
        let bar = screen.lines[23]
        if !bar.contains("Esc back") { #expect(!bar.contains("q quit"), "\(bar)") }
        #expect(bar.contains("? help"), "\(bar)")
    }
}
