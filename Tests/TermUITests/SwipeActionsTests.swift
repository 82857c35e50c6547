import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `.swipeActions`: `d` on the selected row uncovers its actions, ←→ Enter run one, `d` again is the full swipe,
/// Esc puts the row back, a click runs one; rows without them keep `onDelete`'s Delete.
@MainActor
struct SwipeActionsTests {
    private struct Inbox: View {
        let log: ActionLog
        let allowsFullSwipe: Bool
        @State var messages = ["Boarding pass", "Hotel booking", "Visa"]

        var body: some View {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button("Delete", role: .destructive) {
                                log.entries.append("delete \(message)")
                                messages.removeAll { $0 == message }
                            }
                            Button("Archive") { log.entries.append("archive \(message)") }
                                .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.entries.append("pin \(message)") }
                        }
                }
                .onDelete { _ in log.entries.append("onDelete") }
            }
        }
    }

    private func makeScreen(allowsFullSwipe: Bool = true) -> (TestDriver, ActionLog) {
        let log = ActionLog()
        return (TestDriver(Inbox(log: log, allowsFullSwipe: allowsFullSwipe), size: TerminalSize(columns: 60, rows: 10)), log)
    }

    @Test func dUncoversTheRowsActionsAtBothEnds() throws {
        let (screen, log) = makeScreen()
        #expect(screen.keyHints.contains(KeyHint("d", "actions")))
        screen.press("d")
        screen.settle()
        let row = try #require(screen.row(containing: "Delete"))
        let line = screen.lines[row]
        #expect(line.hasPrefix(" Pin "), "the leading action at the left: \(line)")
        #expect(line.contains("Delete  Archive"), "the trailing ones at the right: \(line)")
        #expect(line.contains("Boarding pass"), "the row slid aside: \(line)")
        let delete = try #require(screen.position(of: "Delete"))
        #expect(screen.style(atColumn: delete.column, row: row).background == SurfaceColors(.dark).destructiveAction)
        let archive = try #require(screen.position(of: "Archive"))
        #expect(screen.style(atColumn: archive.column, row: row).background == terminalColor(.orange), "its tint")
        #expect(screen.keyHints.contains(KeyHint("⏎", "delete")))
        screen.press(.escape)
        #expect(!screen.text.contains("Archive"))
        #expect(log.entries.isEmpty)
    }

    @Test func arrowsPickAnActionAndEnterRunsIt() {
        let (screen, log) = makeScreen()
        screen.press("d")
        screen.press(.rightArrow, .return)
        #expect(log.entries == ["archive Boarding pass"])
        #expect(!screen.text.contains("Archive"), "the row is back")
        screen.press("d")
        screen.press(.leftArrow, .return)
        #expect(log.entries.last == "pin Boarding pass")
    }

    @Test func dAgainIsTheFullSwipeAndRunsTheFirstTrailingAction() {
        let (screen, log) = makeScreen()
        screen.press("d", "d")
        screen.settle()
        #expect(log.entries == ["delete Boarding pass"], "the swipe actions replace onDelete")
        #expect(!screen.text.contains("Boarding pass"))
        let (other, otherLog) = makeScreen(allowsFullSwipe: false)
        other.press("d", "d")
        #expect(otherLog.entries.isEmpty, "without the full swipe, d only puts the row back")
        #expect(!other.text.contains("Archive"))
    }

    @Test func aClickOnAnActionRunsIt() throws {
        let (screen, log) = makeScreen()
        screen.press("d")
        screen.settle()
        let archive = try #require(screen.position(of: "Archive"))
        screen.click(column: archive.column, row: archive.row)
        #expect(log.entries == ["archive Boarding pass"])
    }

    @Test func aRowWithoutSwipeActionsKeepsItsDelete() {
        var names = ["Kyōto", "Lisbon"]
        let screen = TestDriver(
            List { ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) } },
            size: TerminalSize(columns: 40, rows: 6))
        #expect(screen.keyHints.contains(KeyHint("d", "delete")))
        screen.press("d")
        screen.settle()
        #expect(screen.text.contains("Delete"))
        screen.press("d")
        #expect(names == ["Lisbon"])
    }
}
