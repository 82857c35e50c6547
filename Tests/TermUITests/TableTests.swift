import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// An expense of the tables below.
private struct Expense: Identifiable, Hashable {
    let id: Int
    var name: String
    var amount: Int
}

private let expenses = [
    Expense(id: 1, name: "Train", amount: 120), Expense(id: 2, name: "Hotel", amount: 480),
    Expense(id: 3, name: "Museum", amount: 25), Expense(id: 4, name: "Dinner", amount: 64),
]

/// A table as an app writes it: the table writes the sort order, the app sorts when it changes.
private struct ExpenseTable: View {
    @State private var rows = expenses
    @State private var order = [KeyPathComparator(\Expense.name)]
    let selection: Bound<Int?>

    var body: some View {
        Table(rows, selection: selection.binding, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Amount", value: \.amount) { Text("\($0.amount) €") }
            TableColumn("Note") { _ in Text("-") }
        }
        .onChange(of: order) { _, newOrder in rows.sort(using: newOrder) }
        .onAppear { rows.sort(using: order) }
    }
}

/// `Table`: its header and columns, the selection by keys and mouse, sorting by key and by header, several
/// rows selected, its styles, and building only the rows on screen.
@MainActor
struct TableTests {
    private func screen(columns: Int = 50, rows: Int = 10) -> (TestDriver, Bound<Int?>) {
        let selection = Bound<Int?>(nil)
        return (TestDriver(ExpenseTable(selection: selection), size: TerminalSize(columns: columns, rows: rows)), selection)
    }

    private func tableNode(_ screen: TestDriver) -> (any KeyResponder)? {
        screen.allNodes.first { String(describing: type(of: $0)).hasPrefix("TableNode") } as? any KeyResponder
    }

    @Test func theHeaderNamesTheColumnsWhichAreAsWideAsTheyNeed() throws {
        let (screen, _) = screen()
        let header = try #require(screen.row(containing: "Name"))
        // Name's widest cell is "Museum" (6), with room for its arrow: 6; Amount 6 + 2.
        #expect(screen.lines[header].hasPrefix(" Name ▲  Amount    Note"), "\(screen.lines[header])")
        #expect(screen.lines[header + 1].hasPrefix("────"))
        #expect(screen.lines[header + 2].hasPrefix(" Dinner  64 €      -"), "\(screen.lines[header + 2])")
        #expect(screen.style(atColumn: 1, row: header).attributes.contains(.bold))
    }

    @Test func arrowKeysSelectRowsAndTheBindingFollows() throws {
        let (screen, selection) = screen()
        screen.press(.downArrow)
        #expect(selection.value == 2, "sorted by name: Dinner (4), Hotel (2), Museum (3), Train (1); down from the top")
        let header = try #require(screen.row(containing: "Name"))
        #expect(screen.highlightedRows.isEmpty == false)
        screen.press(.end)
        #expect(selection.value == 1)
        screen.press(.home)
        #expect(selection.value == 4)
        #expect(screen.style(atColumn: 2, row: header + 2).background != nil)
        #expect(screen.keyHints.contains(KeyHint("↑↓", "move")))
    }

    @Test func sKeySortsByTheNextColumnAndShiftSReverses() throws {
        let (screen, _) = screen()
        // The hint says the way too: the budget's narrow list says "sort: largest first", and a table's `s`
        // sorts a new column ascending.
        #expect(screen.keyHints.contains(KeyHint("s", "sort: Amount ▲")))
        screen.press(.downArrow)
        screen.press(.character("s"))
        let header = try #require(screen.row(containing: "Name"))
        #expect(screen.style(atColumn: 2, row: header + 5).background != nil, "Hotel stays selected, now the last row")
        #expect(screen.lines[header].contains("Amount ▲"), "\(screen.lines[header])")
        #expect(screen.lines[header + 2].contains("Museum"), "the cheapest first")
        screen.press(.character("S"))
        #expect(screen.lines[header].contains("Amount ▼"))
        #expect(screen.lines[header + 2].contains("Hotel"), "the dearest first")
        #expect(screen.keyHints.contains(KeyHint("S", "reverse")))
        #expect(screen.keyHints.contains(KeyHint("s", "sort: Name ▲")))
        // The note column does not sort: the next after Amount is Name again.
        screen.press(.character("s"))
        #expect(screen.lines[header].contains("Name ▲"))
        #expect(screen.lines[header + 2].contains("Dinner"))
    }

    @Test func aClickOnATitleSortsAndAClickOnARowSelectsIt() throws {
        let (screen, selection) = screen()
        let amount = try #require(screen.position(of: "Amount"))
        screen.click(column: amount.column + 1, row: amount.row)
        #expect(screen.lines[amount.row + 2].contains("Museum"))
        screen.click(column: amount.column + 1, row: amount.row)
        #expect(screen.lines[amount.row].contains("Amount ▼"))
        #expect(screen.lines[amount.row + 2].contains("Hotel"))
        let train = try #require(screen.position(of: "Train"))
        screen.click(column: train.column, row: train.row)
        #expect(selection.value == 1)
        #expect(screen.style(atColumn: train.column, row: train.row).background != nil)
        // A click on the note column's title sorts nothing.
        let note = try #require(screen.position(of: "Note"))
        screen.click(column: note.column, row: note.row)
        #expect(screen.lines[amount.row].contains("Amount ▼"))
    }

    @Test func aSetSelectionTakesSeveralRows() {
        let selection = Bound<Set<Int>>([])
        let screen = TestDriver(
            Table(expenses, selection: selection.binding) {
                TableColumn("Name", value: \.name)
            },
            size: TerminalSize(columns: 30, rows: 10))
        screen.press(.downArrow)
        #expect(selection.value == [2])
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        #expect(selection.value == [2, 3, 4])
        screen.press(.space)
        #expect(selection.value == [2, 3])
        #expect(screen.keyHints.contains(KeyHint("Space", "select")))
        screen.press(.upArrow)
        #expect(selection.value == [3])
        #expect(screen.text.contains("›"), "the cursor's row is marked")
    }

    @Test func tenThousandRowsBuildOnlyThoseOnScreen() throws {
        struct Numbered: Identifiable { let id: Int }
        let many = (0..<10_000).map(Numbered.init)
        let selection = Bound<Int?>(nil)
        let screen = TestDriver(
            Table(many, selection: selection.binding) {
                TableColumn("Number") { Text("row \($0.id)") }
                TableColumn("Square") { Text("\($0.id * $0.id)") }
            },
            size: TerminalSize(columns: 40, rows: 12))
        screen.press(.end)
        #expect(selection.value == 9_999)
        #expect(screen.text.contains("row 9999"))
        screen.press(.pageUp)
        screen.press(.pageUp)
        #expect(screen.text.contains("row 99"))
        let node = try #require(screen.allNodes.first { $0 is TableNode<Numbered, TableForEachContent<[Numbered]>, TupleTableColumnContent<Numbered, Never>> }
            as? TableNode<Numbered, TableForEachContent<[Numbered]>, TupleTableColumnContent<Numbered, Never>>)
        // A screen of 8 rows (12 less the header, its rule and the bar), four screens seen, two cells a row.
        #expect(node.cellBuildCount <= 4 * 10 * 2, "\(node.cellBuildCount) cells built")
        #expect(node.placedRows.count <= 10)
    }

    @Test func theBorderedStyleDrawsABox() throws {
        let screen = TestDriver(
            Table(expenses) {
                TableColumn("Name", value: \.name)
                TableColumn("Amount") { Text("\($0.amount)") }
            }
            .tableStyle(.bordered),
            size: TerminalSize(columns: 30, rows: 10), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("┌"), "\(screen.lines[0])")
        #expect(screen.lines[0].contains("┬"))
        #expect(screen.lines[1].hasPrefix("│ Name   │ Amount"), "\(screen.lines[1])")
        #expect(screen.lines[2].hasPrefix("├"))
        #expect(screen.lines[2].contains("┼"))
        #expect(screen.lines[9].hasPrefix("└"))
    }
}
