import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

@Observable @MainActor
final class Counter {
    var value = 0
    var label = "count"
}

struct ParentView: View {
    let counter: Counter

    var body: some View {
        VStack {
            Text("parent \(counter.value)")
            TapCounter(title: "child")
        }
    }
}

@MainActor
struct StateTests {
    @Test func stateSurvivesParentReevaluation() {
        let counter = Counter()
        let driver = TestDriver(ParentView(counter: counter).pinnedToTopLeading(), showsKeyHints: false)
        #expect(driver.text.contains("child: 0"))
        driver.press(KeyPress.character("+"), .character("+"))
        #expect(driver.text.contains("child: 2"))
        counter.value = 7
        driver.update()
        #expect(driver.text.contains("parent 7"))
        #expect(driver.text.contains("child: 2"))
    }

    @Test func observationMarksOnlyReadersDirty() {
        let counter = Counter()
        let driver = TestDriver(ParentView(counter: counter).pinnedToTopLeading(), showsKeyHints: false)
        counter.label = "unread"
        #expect(driver.renderer.needsFrame == false)
        counter.value = 1
        #expect(driver.renderer.needsFrame == true)
        driver.update()
        #expect(driver.text.contains("parent 1"))
    }
}
