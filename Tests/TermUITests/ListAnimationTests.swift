import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

@Observable @MainActor
private final class Items {
    var names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
}

private struct ItemList: View {
    let items: Items

    var body: some View {
        List(items.names, id: \.self) { Text($0) }
    }
}

/// Animated changes of list rows, frame by frame on a clock the test moves.
@MainActor
struct ListAnimationTests {
    private func driver(_ items: Items, reduceMotion: Bool = false) -> TestDriver {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        return TestDriver(ItemList(items: items), size: TerminalSize(columns: 30, rows: 8), environment: environment, showsKeyHints: false)
    }

    private func rowText(_ driver: TestDriver, _ row: Int) -> String {
        driver.lines[row].trimmingCharacters(in: .whitespaces)
    }

    @Test func aRemovedRowFadesWipesCollapsesAndTheRowsBelowFollow() {
        let items = Items()
        let screen = driver(items)
        #expect(rowText(screen, 2) == "Charlie")
        withAnimation(.linear(duration: 1)) { items.names.removeAll { $0 == "Charlie" } }
        screen.update()
        // The first frame: still there, in place.
        #expect(rowText(screen, 2).hasPrefix("Charlie"))
        #expect(screen.isAnimating)
        screen.advance(by: 0.3)
        // Fading: dimmed and partly wiped from the right.
        #expect(screen.style(atColumn: 1, row: 2).attributes.contains(.dim))
        #expect(!screen.lines[2].contains("Charlie"))
        #expect(rowText(screen, 3) == "Delta")
        screen.advance(by: 0.3)
        // Collapsing: its row is blank, the rows below have not moved yet.
        #expect(rowText(screen, 2).isEmpty)
        #expect(rowText(screen, 3) == "Delta")
        screen.advance(by: 0.3)
        // Collapsed: the rows below have followed.
        #expect(rowText(screen, 2) == "Delta")
        screen.advance(by: 0.2)
        #expect(!screen.isAnimating)
        #expect(rowText(screen, 2) == "Delta")
        #expect(rowText(screen, 4) == "")
    }

    @Test func anInsertedRowGrowsInAndFlashes() {
        let items = Items()
        let screen = driver(items)
        withAnimation(.linear(duration: 1)) { items.names.insert("Bingo", at: 2) }
        screen.update()
        // Growing: room opens where it goes (no text yet), the rows below move down.
        screen.advance(by: 0.3)
        #expect(rowText(screen, 2).isEmpty)
        #expect(rowText(screen, 3) == "Charlie")
        screen.advance(by: 0.3)
        // Shown with a highlight that fades.
        #expect(rowText(screen, 2) == "Bingo")
        #expect(screen.style(atColumn: 3, row: 2).background != nil)
        screen.advance(by: 0.5)
        #expect(!screen.isAnimating)
        #expect(screen.style(atColumn: 3, row: 2).background == nil)
    }

    @Test func aMovedRowSlidesToItsNewPlace() {
        let items = Items()
        let screen = driver(items)
        withAnimation(.linear(duration: 1)) {
            items.names.removeAll { $0 == "Echo" }
            items.names.insert("Echo", at: 0)
        }
        screen.update()
        #expect(rowText(screen, 4) == "Echo")
        screen.advance(by: 0.5)
        #expect(screen.row(containing: "Echo") == 2)
        screen.settle()
        #expect(rowText(screen, 0) == "Echo")
    }

    @Test func theSelectionStaysOnTheSameItem() {
        let items = Items()
        let screen = driver(items)
        screen.press(.downArrow, .downArrow)  // Charlie
        withAnimation { items.names.insert("Aardvark", at: 0) }
        screen.settle()
        let row = screen.row(containing: "Charlie") ?? -1
        #expect(screen.style(atColumn: 3, row: row).background != nil)
    }

    @Test func withoutAnimationOrWithReducedMotionTheChangeIsImmediate() {
        for reduceMotion in [false, true] {
            let items = Items()
            let screen = driver(items, reduceMotion: reduceMotion)
            if reduceMotion {
                withAnimation(.linear(duration: 1)) { items.names.removeAll { $0 == "Charlie" } }
            } else {
                items.names.removeAll { $0 == "Charlie" }
            }
            screen.update()
            #expect(rowText(screen, 2) == "Delta")
            #expect(!screen.isAnimating)
        }
    }
}
