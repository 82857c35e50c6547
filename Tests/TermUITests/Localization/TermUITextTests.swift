import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// TermUI's own text on screen in the window's languages: the help's title and headings, what undo says, the
/// message of a window too small; English where no language is wanted or TermUI has none of those wanted.
@MainActor
struct TermUITextTests {
    private static func environment(_ identifier: String) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: identifier)
        return environment
    }

    private struct Undoable: View {
        @Environment(\.undoManager) private var undoManager
        @State private var count = 0

        var body: some View {
            Text("Count \(count)").focusable().onKeyPress("+", hint: "more") {
                count += 1
                undoManager?.registerUndo(withTarget: UndoTarget()) { _ in }
                undoManager?.setActionName("Add one")
                return .handled
            }
        }
    }

    private final class UndoTarget {}

    @Test func theHelpsTitleAndHeadingsAreGerman() {
        let driver = TestDriver(Undoable(), environment: Self.environment("de_DE"))
        driver.press(KeyPress.character("?"))
        #expect(driver.text.contains("Tasten") && driver.text.contains("Dieser Bildschirm"), "\(driver.text)")
        #expect(!driver.text.contains("This screen") && !driver.text.contains("Keys"))
        #expect(driver.lines.last?.contains("Esc Hilfe schließen") == true, "\(driver.lines.last ?? "")")

        let english = TestDriver(Undoable(), environment: Self.environment("en_US"))
        english.press(KeyPress.character("?"))
        #expect(english.text.contains("Keys") && english.text.contains("This screen"), "\(english.text)")
    }

    @Test func undoSaysWhatItDidInGerman() {
        let driver = TestDriver(Undoable(), environment: Self.environment("de_DE"))
        driver.press(KeyPress.character("u"))
        #expect(driver.lines.last?.contains("Nichts zu widerrufen.") == true, "\(driver.lines.last ?? "")")
        driver.press(KeyPress.character("+"))
        driver.press(KeyPress.character("u"))
        #expect(driver.lines.last?.contains("Widerrufen: Add one.") == true, "\(driver.lines.last ?? "")")
    }

    @Test func aWindowTooSmallSaysSoInGerman() {
        #expect(RootNode.tooSmallMessage(needs: TerminalSize(columns: 30, rows: 8), in: Self.environment("de_DE"))
            == "Fenster vergrößern (mindestens 30x8)")
        #expect(RootNode.tooSmallMessage(needs: TerminalSize(columns: 30, rows: 8), in: Self.environment("fr_FR"))
            == "Make the window larger (needs 30x8)", "a language TermUI has not: English")
    }
}
