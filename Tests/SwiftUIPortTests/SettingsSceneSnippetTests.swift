import Testing
import TermUI
import TermUITesting

/// The Settings scene drawn: `,` and `openSettings()` open its content as a sheet over the window, Esc closes
/// it, and what it changes the window shows.
@MainActor
struct SettingsSceneSnippetTests {
    @Test func commaOpensTheSettingsAsASheetAndEscClosesThem() {
        let screen = TestDriver(app: TravelSettingsApp())
        #expect(screen.text.contains("Prices in EUR"))
        #expect(!screen.text.contains("Currency"), "the settings are not shown until opened")
        screen.press(",")
        #expect(screen.text.contains("Settings"))
        #expect(screen.text.contains("Currency"), "\(screen.text)")
        screen.press(.escape)
        #expect(!screen.text.contains("Currency"))
        screen.press("?")
        let helpRow = screen.lines.first { $0.contains(" settings") }?.split(separator: " ").filter { $0 != "│" }
        #expect(helpRow == [",", "settings"], "the help lists the key: \(screen.text)")
    }

    @Test func openSettingsOpensThemAndTheirChangesReachTheWindow() {
        let screen = TestDriver(app: TravelSettingsApp())
        screen.press(.return)
        #expect(screen.text.contains("Currency"), "\(screen.text)")
        screen.press(.rightArrow)
        #expect(screen.text.contains("Yen"))
        screen.press(.escape)
        #expect(screen.text.contains("Prices in JPY"), "\(screen.text)")
    }

    @Test func theSettingsLinkOpensThem() {
        let screen = TestDriver(app: TravelSettingsApp())
        #expect(screen.text.contains("Settings…"))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Currency"), "\(screen.text)")
    }
}
