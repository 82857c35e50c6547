import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// When the selected row of a list with a bound selection leaves (deleted, filtered out), the row highlighted
/// in its place becomes the selection, so that keys acting on the selection act on what is highlighted; the
/// app's own choice made with the change wins; an empty list selects nothing. The moving keys are offered
/// only while there is another row to move to.
@MainActor
struct ListSelectionAfterDeleteTests {
    /// Rows "Row 0" … with `onDelete`, the selection bound and shown above them (`Selected n`, `Selected none`),
    /// `x` removing the selected row and selecting the row after it, as an app might, and `r` reversing the rows
    /// and selecting nothing (a new order, as the budget's `s`).
    private struct Rows: View {
        @State var numbers: [Int]
        @State private var selection: Int?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Selected \(selection.map(String.init) ?? "none")")
                List(selection: $selection) {
                    ForEach(numbers, id: \.self) { Text("Row \($0)") }
                        .onDelete { numbers.remove(atOffsets: $0) }
                }
                .onKeyPress("x") {
                    guard let selection, let index = numbers.firstIndex(of: selection) else { return .ignored }
                    numbers.remove(at: index)
                    self.selection = index < numbers.count ? numbers[index] : nil
                    return .handled
                }
                .onKeyPress("r") {
                    numbers.reverse()
                    selection = nil
                    return .handled
                }
            }
        }
    }

    private func driver(_ count: Int) -> TestDriver {
        TestDriver(Rows(numbers: Array(0..<count)), size: TerminalSize(columns: 40, rows: 10))
    }

    private func selected(_ screen: TestDriver) -> String {
        screen.lines[0].trimmingCharacters(in: .whitespaces)
    }

    /// The texts of the highlighted rows of the list.
    private func highlighted(_ screen: TestDriver) -> [String] {
        screen.highlightedRows.map(screen.rowText).filter { $0.hasPrefix("Row") }
    }

    private func delete(on screen: TestDriver) {
        screen.press("d", "d")
        screen.settle()
    }

    @Test func whileADeleteShowsTheBarOffersEnterAndEscAndEnterDeletes() {
        let screen = driver(3)
        screen.press("d")
        screen.settle()
        #expect(screen.keyHints.first == KeyHint("⏎", "delete"), "\(screen.keyHints)")
        #expect(screen.keyHints.contains(KeyHint("Esc", "cancel")))
        screen.press(.return)
        screen.settle()
        #expect(highlighted(screen) == ["Row 1"], "Row 0 deleted by Enter")
        #expect(!screen.text.contains("Row 0"))
    }

    @Test(arguments: [
        // Moves to the row, then the highlighted row after the delete.
        (["j", "j"], "Row 3"), (["j", "j", "j", "j", "g"], "Row 1"), (["G"], "Row 3"),
    ])
    func theRowHighlightedInTheDeletedRowsPlaceIsSelected(moves: [String], expected: String) {
        let screen = driver(5)
        for key in moves { screen.press(KeyEquivalent(Character(key))) }
        delete(on: screen)
        #expect(highlighted(screen) == [expected])
        #expect(selected(screen) == "Selected \(expected.dropFirst("Row ".count))")
    }

    @Test func deletingTheSecondOfTwoSelectsTheOneLeft() {
        let screen = driver(2)
        screen.press("j")
        delete(on: screen)
        #expect(selected(screen) == "Selected 0")
    }

    @Test func deletingTheOnlyRowSelectsNothing() {
        let screen = driver(1)
        screen.press(.return)  // chooses the row
        #expect(selected(screen) == "Selected 0")
        delete(on: screen)
        #expect(selected(screen) == "Selected none")
        #expect(screen.keyHints.isEmpty || !screen.keyHints.contains { $0.key == "d" })
    }

    @Test func aSelectionNeverMadeStaysUnmade() {
        // Nothing was selected (the highlight is the list's own): a delete selects nothing either.
        let screen = driver(3)
        delete(on: screen)
        #expect(selected(screen) == "Selected none")
    }

    @Test func theAppsChoiceMadeWithTheChangeWins() {
        let screen = driver(5)
        screen.press("j", "j")
        screen.press("x")
        screen.settle()
        #expect(selected(screen) == "Selected 3")
        #expect(highlighted(screen) == ["Row 3"])
    }

    @Test func nothingChosenWithTheChangeHighlightsTheFirstRow() {
        // Row 2 selected, in the middle either way: the rows reversed with nothing chosen start at the top, not
        // on row 2 where it went.
        let screen = driver(5)
        screen.press("j", "j")
        screen.settle()
        #expect(highlighted(screen) == ["Row 2"])
        screen.press("r")
        screen.settle()
        #expect(selected(screen) == "Selected none")
        #expect(highlighted(screen) == ["Row 4"])
        // A highlight that selects nothing is not a row to keep: the rows reversed again, it stays at the top.
        screen.press("r")
        screen.settle()
        #expect(highlighted(screen) == ["Row 0"])
    }

    @Test func aListOfOneRowOffersNoMovingKeys() {
        let screen = driver(1)
        #expect(!screen.keyHints.contains { $0.label == "move" }, "\(screen.keyHints)")
        let two = driver(2)
        #expect(two.keyHints.contains { $0.label == "move" }, "\(two.keyHints)")
    }
}
