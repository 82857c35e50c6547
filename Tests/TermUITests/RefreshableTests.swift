import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `.refreshable`: Ctrl-R runs the action with a "Refreshing" row until it returns; a second Ctrl-R meanwhile
/// does nothing.
@MainActor
struct RefreshableTests {
    /// An action that waits until the test lets it finish.
    @MainActor
    private final class Gate {
        private var waiting: CheckedContinuation<Void, Never>?
        var runs = 0

        func pass() async {
            runs += 1
            await withCheckedContinuation { waiting = $0 }
        }

        func open() {
            waiting?.resume()
            waiting = nil
        }

        var isWaiting: Bool { waiting != nil }
    }

    private func yieldToTasks(until done: () -> Bool) async {
        for _ in 0..<200 where !done() {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test func ctrlRRunsTheActionWithAProgressRowUntilItReturns() async {
        let gate = Gate()
        let screen = TestDriver(
            List {
                Text("Kyōto")
                Text("Lisbon")
            }
            .refreshable { await gate.pass() },
            size: TerminalSize(columns: 40, rows: 8))
        #expect(screen.keyHints.contains(KeyHint("^R", "refresh")))
        screen.press(KeyPress("r", modifiers: .control))
        await yieldToTasks { gate.isWaiting }
        screen.update()
        #expect(screen.lines[0].contains("Refreshing"), "\(screen.lines[0])")
        #expect(screen.lines[1].contains("Kyōto"), "the rows moved down a row")
        #expect(!screen.keyHints.contains(KeyHint("^R", "refresh")))
        screen.press(KeyPress("r", modifiers: .control))
        #expect(gate.runs == 1, "not again while it runs")
        gate.open()
        await yieldToTasks {
            screen.update()
            return !screen.text.contains("Refreshing")
        }
        #expect(!screen.text.contains("Refreshing"))
        #expect(screen.lines[0].contains("Kyōto"))
    }

    @Test func onARefreshableScreenCtrlRIsRefreshAndTheHelpDoesNotOfferItForRedo() {
        let refreshable = TestDriver(List { Text("Kyōto") }.refreshable {}, size: TerminalSize(columns: 40, rows: 8))
        let keys = refreshable.renderer.graph.allKeyHints.filter { $0.key == "^R" }.map(\.label)
        #expect(keys == ["refresh"])
        let plain = TestDriver(List { Text("Kyōto") }, size: TerminalSize(columns: 40, rows: 8))
        #expect(plain.renderer.graph.allKeyHints.filter { $0.key == "^R" }.map(\.label) == ["redo"])
    }

    @Test func aToolbarItemGroupPutsItsButtonsInTheBar() {
        let screen = TestDriver(
            NavigationStack {
                Text("Trips")
                    .navigationTitle("All")
                    .toolbar {
                        ToolbarItemGroup(placement: .navigationBarTrailing) {
                            Button("Sort") {}
                            Button("Filter") {}
                        }
                        ToolbarItemGroup(placement: .keyboard) {
                            Button("Done") {}
                        }
                    }
            },
            size: TerminalSize(columns: 60, rows: 8))
        let bar = screen.lines[0]
        #expect(bar.contains("Sort  Filter"), "\(bar)")
        #expect(bar.contains("Done"), "\(bar)")
    }
}
