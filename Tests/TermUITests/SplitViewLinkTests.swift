import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A `NavigationLink(destination:)` in a split view's sidebar, which has no navigation stack: its destination
/// shows in the detail column (side by side) or comes on top (collapsed), as in SwiftUI.
@MainActor
struct SplitViewLinkTests {
    private struct Cities: View {
        @State private var selection: String?

        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(["Lisbon", "Porto"], id: \.self) { city in
                        NavigationLink {
                            Text("Welcome to \(city)")
                        } label: {
                            Text(city)
                        }
                    }
                }
            } detail: {
                Text("Choose a city")
            }
        }
    }

    @Test func sideBySideTheLinkFillsTheDetailAndAnotherRowReplacesIt() {
        let screen = TestDriver(Cities(), size: TerminalSize(columns: 120, rows: 12))
        #expect(screen.text.contains("Choose a city"))
        screen.press(.return)
        #expect(screen.text.contains("Welcome to Lisbon") && !screen.text.contains("Choose a city"))
        screen.press(.downArrow)
        #expect(screen.text.contains("Choose a city"), "another row gives the detail its own view back")
        screen.press(.return)
        #expect(screen.text.contains("Welcome to Porto"))
    }

    @Test func collapsedTheLinkComesOnTopAndEscGoesBack() {
        let screen = TestDriver(Cities(), size: TerminalSize(columns: 60, rows: 12))
        #expect(screen.text.contains("Lisbon") && !screen.text.contains("Choose a city"))
        screen.press(.downArrow)
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("Welcome to Porto") && !screen.text.contains("Lisbon"))
        screen.press(.escape)
        screen.settle()
        #expect(screen.text.contains("Lisbon") && !screen.text.contains("Welcome"))
    }
}
