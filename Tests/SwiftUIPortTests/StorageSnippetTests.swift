import Foundation
import Testing
import TermUI
import TermUITesting

/// The storage snippets drawn: settings bound to controls are stored as they change; missing assets show
/// their placeholders.
@MainActor
struct StorageSnippetTests {
    @Test func thePreferencesSnippetStoresWhatItsControlsChange() {
        let store = PropertyListDefaults()
        let screen = TestDriver(PreferencesSnippet().defaultAppStorage(store), size: TerminalSize(columns: 60, rows: 14))
        #expect(screen.text.contains("Guests: 2") && screen.text.contains("Limit 500 · by name · section 0"))
        screen.press(.space)
        #expect(store.object(forKey: "showsTotals") as? Bool == false)
        screen.press(.tab)
        screen.press(.rightArrow)
        #expect(screen.text.contains("Guests: 3"))
        #expect(store.integer(forKey: "guests") == 3)
    }

    @Test func theHeaderShowsPlaceholdersForAssetsThePackageLacks() {
        let screen = TestDriver(BrandedHeader(), size: TerminalSize(columns: 60, rows: 3))
        #expect(screen.text.contains("▨ logo") && screen.text.contains("▨ divider") && screen.text.contains("Wishlist"))
    }

    @Test func theWindowSnippetKeepsItsOwnStore() {
        let screen = TestDriver(PreferencesWindow(), size: TerminalSize(columns: 60, rows: 14))
        #expect(screen.text.contains("No favourite"))
    }
}
