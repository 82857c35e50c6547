import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `.task`: work that starts when the view appears, is cancelled when it disappears, and with `id:` starts
/// again (the old work cancelled) when the id changes.
@MainActor
struct TaskModifierTests {
    private struct Loader: View {
        let shows: Bound<Bool>
        let id: Bound<Int>
        let log: Bound<[String]>

        var body: some View {
            if shows.value {
                Text("Loading \(id.value)")
                    .task(id: id.value) { [id = id.value] in
                        log.value.append("start \(id)")
                        do {
                            try await Task.sleep(for: .seconds(3600))
                            log.value.append("finished \(id)")
                        } catch {
                            log.value.append("cancelled \(id)")
                        }
                    }
            }
        }
    }

    /// Lets the main actor run the tasks that are ready (a cancelled sleep resumes through another thread).
    private func yieldToTasks(until done: () -> Bool = { false }) async {
        for _ in 0..<200 where !done() {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test func workStartsOnAppearRestartsForANewIdAndStopsOnDisappear() async {
        let shows = Bound(true), id = Bound(1), log = Bound<[String]>([])
        let screen = TestDriver(Loader(shows: shows, id: id, log: log), size: TerminalSize(columns: 20, rows: 2))
        await yieldToTasks { !log.value.isEmpty }
        #expect(log.value == ["start 1"])
        screen.update()
        await yieldToTasks()
        #expect(log.value == ["start 1"], "an update with the same id starts nothing")
        id.value = 2
        screen.update()
        await yieldToTasks { log.value.count >= 3 }
        // The old work is cancelled when the new starts; it ends when it next looks (cancellation cooperates).
        #expect(Set(log.value) == ["start 1", "cancelled 1", "start 2"] && log.value.count == 3)
        shows.value = false
        screen.update()
        await yieldToTasks { log.value.count >= 4 }
        #expect(log.value.last == "cancelled 2")
        #expect(!screen.text.contains("Loading"))
    }
}
