import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `@SceneStorage`: the window's values by key, given back by a window started again on the same file.
@MainActor
struct SceneStorageTests {
    /// The test's folder, removed after it.
    private let folder = TestFolder("SceneStorageTests")

    enum Tab: String { case trips, budget }

    private struct Tabs: View {
        @SceneStorage("tab") private var tab = Tab.trips
        @SceneStorage("visits") private var visits = 0
        @SceneStorage("note") private var note: String?

        var body: some View {
            VStack {
                Text("\(tab.rawValue) \(visits) \(note ?? "no note")")
                Button("Budget") {
                    tab = .budget
                    visits += 1
                    note = "seen"
                }
            }
        }
    }

    private func window(on file: URL) -> TestDriver {
        var environment = EnvironmentValues()
        environment.sceneStorage = PropertyListDefaults(contentsOf: file)
        return TestDriver(Tabs(), size: TerminalSize(columns: 40, rows: 4), environment: environment)
    }

    @Test func aWindowStartedAgainGetsItsValuesBack() throws {
        let file = folder.url.appendingPathComponent("SceneStorage/main.plist")
        let first = window(on: file)
        #expect(first.text.contains("trips 0 no note"))
        first.press(.return)
        #expect(first.text.contains("budget 1 seen"))
        first.renderer.tearDown()
        let again = window(on: file)
        #expect(again.text.contains("budget 1 seen"))
    }

    @Test func withoutAFileTheValuesLiveAsLongAsTheWindow() {
        let first = TestDriver(Tabs(), size: TerminalSize(columns: 40, rows: 4))
        first.press(.return)
        #expect(first.text.contains("budget 1 seen"))
        let second = TestDriver(Tabs(), size: TerminalSize(columns: 40, rows: 4))
        #expect(second.text.contains("trips 0 no note"))
    }
}
