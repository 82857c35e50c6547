import Testing
import TermUITesting
import TermUIViews

/// An app's own dynamic properties, as in SwiftUI: `@State` of the `App` struct is kept while the app runs, and
/// setting it (through a binding its window's content was given) draws the window again.
@MainActor
struct AppStateTests {
    private struct Greeter: App {
        @State private var name = ""
        @State private var greetings = 0

        var body: some Scene {
            WindowGroup {
                Form {
                    TextField("Name", text: $name)
                    Button("Greet") { greetings += 1 }
                    Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
                    Text("Greeted \(greetings) times")
                }
            }
        }
    }

    @Test func settingTheAppsStateRedrawsItsWindow() throws {
        let driver = TestDriver(app: Greeter())
        #expect(driver.text.contains("Hello!"))

        driver.type("Ann")
        #expect(driver.text.contains("Hello, Ann!"))

        driver.press(try #require(driver.element(label: "Greet")))
        driver.press(try #require(driver.element(label: "Greet")))
        #expect(driver.text.contains("Greeted 2 times"))
        #expect(driver.text.contains("Hello, Ann!"), "the other state is kept")
    }

    /// The app's `@Environment` is read from the window's environment, as a view's is.
    private struct Themed: App {
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some Scene {
            WindowGroup {
                Text(sizeClass == .compact ? "compact" : "regular")
            }
        }
    }

    @Test func theAppsEnvironmentFollowsTheWindow() {
        let driver = TestDriver(app: Themed(), size: TerminalSize(columns: 100, rows: 30))
        #expect(driver.text.contains("regular"))
        driver.resize(to: TerminalSize(columns: 50, rows: 30))
        #expect(driver.text.contains("compact"))
    }
}
