import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Below the size an app sets with `windowMinimumSize`, the window says how large it needs to be, keys wait,
/// and growing again shows the app as it was.
@MainActor
struct WindowMinimumSizeTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("Count \(count)").focusable().onKeyPress("+", hint: "more") {
                count += 1
                return .handled
            }
        }
    }

    private struct SmallApp: App {
        var body: some Scene {
            WindowGroup { Counter() }.windowMinimumSize(columns: 30, rows: 8)
        }
    }

    @Test func belowTheMinimumTheWindowAsksToBeLarger() {
        let driver = TestDriver(app: SmallApp(), size: TerminalSize(columns: 80, rows: 24))
        driver.press(KeyPress.character("+"))
        let before = driver.lines
        #expect(driver.text.contains("Count 1"))

        driver.resize(to: TerminalSize(columns: 29, rows: 24))
        #expect(driver.text.contains("Make the window larger (needs"))
        #expect(driver.text.contains("30x8)"))
        #expect(!driver.text.contains("Count"))
        driver.press(KeyPress.character("+"))
        #expect(driver.keyHints == [KeyHint("q", "quit")])

        driver.resize(to: TerminalSize(columns: 20, rows: 6))
        #expect(driver.text.contains("Make the window"), "broken into lines where narrower")
        #expect(driver.text.contains("(needs 30x8)"))

        driver.resize(to: TerminalSize(columns: 80, rows: 24))
        #expect(driver.lines == before, "the app comes back as it was; the key pressed while small waited")
    }

    @Test func atTheMinimumTheAppShows() {
        let driver = TestDriver(app: SmallApp(), size: TerminalSize(columns: 30, rows: 8))
        #expect(driver.text.contains("Count 0"))
        #expect(!driver.text.contains("Make the window"))
    }

    @Test func quitStillWorksWhenTooSmall() {
        let driver = TestDriver(app: SmallApp(), size: TerminalSize(columns: 10, rows: 4))
        driver.press(KeyPress.character("q"))
        #expect(driver.didQuit)
    }
}
