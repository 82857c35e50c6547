import Testing
import TermUI
import TermUITesting

/// The environment values the API table had as missing say what their doc comments say.
@MainActor
struct EnvironmentValueSnippetTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 10) -> TestDriver {
        snippetDriver(view, columns: columns, rows: rows)
    }

    @Test func isSearchingIsOnFromTheSlashUntilTheSearchIsDismissed() {
        let screen = driver(SearchStateSnippet())
        #expect(screen.text.contains("browsing"))
        screen.press("/")
        #expect(screen.text.contains("searching"))
        screen.type("Li")
        #expect(screen.text.contains("Lisbon") && !screen.text.contains("Kyoto"))
        // Enter keeps the search (its text filters the content): still searching, as in SwiftUI.
        screen.press(.return)
        #expect(screen.text.contains("searching"))
        // The content's own button dismisses it: the text is gone, every city shows again.
        #expect(screen.click("Done"))
        #expect(screen.text.contains("browsing"))
        #expect(screen.text.contains("Kyoto"))
    }

    @Test func escapeInTheFieldEndsTheSearch() {
        let screen = driver(SearchStateSnippet())
        screen.press("/")
        screen.type("K")
        screen.press(.escape)
        #expect(screen.text.contains("browsing"))
        #expect(screen.text.contains("Lima"))
    }

    @Test func isPresentedIsTrueInASheetOnly() {
        let screen = driver(PresentedSnippet())
        #expect(screen.text.contains("on the screen"))
        #expect(!screen.text.contains("in a sheet"))
        screen.press(.return)
        #expect(screen.text.contains("in a sheet"))
    }

    @Test func isFocusedFollowsFocusBetweenFocusableViews() {
        let screen = driver(FocusRingSnippet())
        #expect(screen.text.contains("[First]"))
        #expect(!screen.text.contains("[Second]"))
        screen.press(.tab)
        #expect(!screen.text.contains("[First]"))
        #expect(screen.text.contains("[Second]"))
    }

    @Test func redactedContentIsDimExceptWhatIsUnredacted() {
        let screen = driver(RedactedCardSnippet())
        func isDim(_ string: String) -> Bool {
            guard let position = screen.position(of: string) else {
                Issue.record("\(string) is not on the screen:\n\(screen.text)")
                return false
            }
            return screen.style(atColumn: position.column, row: position.row).attributes.contains(.dim)
        }
        #expect(isDim("Balance"))
        #expect(isDim("Owner"))
        #expect(!isDim("Ada"))
        // The reasons reach the redacted views, and none reach the unredacted ones.
        #expect(isDim("placeholder"))
        #expect(!isDim("shown"))
    }

    @Test func theRefreshActionRunsTheRefreshablesAction() async throws {
        let screen = driver(RefreshButtonSnippet())
        #expect(screen.text.contains("Loaded 0 times"))
        screen.press(.return)
        for _ in 0..<50 where !screen.text.contains("Loaded 1 times") {
            try await Task.sleep(for: .milliseconds(10))
            screen.update()
        }
        #expect(screen.text.contains("Loaded 1 times"))
    }

    @Test func traitModifiersReachTheirEnvironmentValues() {
        let screen = driver(TraitsSnippet())
        for line in ["small controls", "large symbols", "hierarchical", "standard contrast", "regular text", "hairline 1"] {
            #expect(screen.text.contains(line), "\(line) is not on the screen:\n\(screen.text)")
        }
        let plain = driver(TraitsReport())
        #expect(plain.text.contains("other controls"))
        #expect(plain.text.contains("other symbols"))
        #expect(plain.text.contains("other mode"))
    }
}
