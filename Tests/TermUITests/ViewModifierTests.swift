import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Frames its content with a title it reads from the environment and a count it keeps in its own state.
private struct CountingFrame: ViewModifier {
    let title: String
    @State private var presses = 0
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text("\(title) \(presses)\(isEnabled ? "" : " (off)")")
            content
        }
        .focusable()
        .onKeyPress("+") {
            presses += 1
            return .handled
        }
    }
}

private struct ModifiedScreen: View {
    @State private var label = "a"

    var body: some View {
        VStack(alignment: .leading) {
            Text("content \(label)")
                .modifier(CountingFrame(title: "frame"))
                .onKeyPress("x") {
                    label += "x"
                    return .handled
                }
        }
    }
}

@MainActor
struct ViewModifierTests {
    private func rows(_ driver: TestDriver) -> [String] {
        driver.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func modifierWrapsContentAndKeepsItsStateAcrossUpdates() {
        let driver = TestDriver(ModifiedScreen().pinnedToTopLeading(), showsKeyHints: false)
        #expect(rows(driver).prefix(2) == ["frame 0", "content a"])
        driver.press(.character("+"), .character("+"))
        #expect(rows(driver).first == "frame 2")
        // The content changes; the modifier's state stays with it.
        driver.press(.character("x"))
        #expect(rows(driver).prefix(2) == ["frame 2", "content ax"])
    }

    @Test func modifierReadsTheEnvironment() {
        let driver = TestDriver(
            Text("body").modifier(CountingFrame(title: "t")).disabled(true).pinnedToTopLeading(),
            showsKeyHints: false)
        #expect(rows(driver).first == "t 0 (off)")
    }
}
