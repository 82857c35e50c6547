#if DEBUG
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Every node that leaves the graph is let go. A node holds its parent strongly and its observation scope
/// holds it, pairs that only `unmount()` breaks, so a node dropped without being unmounted would live on
/// with its whole subtree: after going somewhere and coming back, as many nodes are alive as before.
/// (`ViewGraph.liveNodeCount` counts in debug builds only.)
@MainActor
struct NodeLifetimeTests {
    /// A list of many rows, a sheet, a dialog, a menu and a pushed screen, each opened by a key.
    private struct Places: View {
        @State private var showsSheet = false
        @State private var asks = false
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack(alignment: .leading, spacing: 0) {
                    Menu("Actions") {
                        Button("Rename") {}
                        Button("Delete") {}
                    }
                    List {
                        ForEach(0..<2_000, id: \.self) { number in
                            HStack {
                                Text("Row \(number)")
                                Spacer()
                                Text("\(number * 7)")
                            }
                        }
                    }
                }
                .navigationDestination(for: Int.self) { number in
                    List(0..<number, id: \.self) { Text("Item \($0)") }
                }
                .sheet(isPresented: $showsSheet) {
                    VStack {
                        Text("A sheet")
                        TextField("Name", text: .constant(""))
                    }
                }
                .confirmationDialog("Sure?", isPresented: $asks) {
                    Button("Yes") {}
                }
                .onKeyPress("s") {
                    showsSheet = true
                    return .handled
                }
                .onKeyPress("c") {
                    asks = true
                    return .handled
                }
                .onKeyPress("p") {
                    path.append(50)
                    return .handled
                }
            }
        }
    }

    private func screen() -> TestDriver {
        let screen = TestDriver(Places(), size: TerminalSize(columns: 50, rows: 16))
        screen.settle()
        return screen
    }

    private func liveNodes(_ screen: TestDriver) -> Int {
        screen.settle()
        return screen.renderer.graph.liveNodeCount
    }

    @Test func rowsScrolledAwayAreLetGo() {
        let screen = screen()
        screen.press(.tab)
        let atTop = liveNodes(screen)
        for _ in 0..<2 {
            screen.press(.downArrow, times: 40)
            screen.press(.pageDown, .pageDown, .end, .pageUp, .home)
            #expect(liveNodes(screen) == atTop)
        }
        #expect(screen.text.contains("Row 0"))
    }

    @Test func presentationsClosedAreLetGo() {
        let screen = screen()
        let before = liveNodes(screen)
        for _ in 0..<2 {
            screen.press("s")
            #expect(screen.text.contains("A sheet"))
            screen.press(.escape)
            screen.press("c")
            #expect(screen.text.contains("Sure?"))
            screen.press(.escape)
            screen.press("?")
            screen.press(.escape)
            #expect(!screen.text.contains("A sheet") && !screen.text.contains("Sure?"))
            #expect(liveNodes(screen) == before)
        }
    }

    @Test func aMenuClosedIsLetGo() {
        let screen = screen()
        let before = liveNodes(screen)
        for _ in 0..<2 {
            screen.press(.return)
            #expect(screen.text.contains("Rename"))
            screen.press(.escape)
            #expect(!screen.text.contains("Rename"))
            #expect(liveNodes(screen) == before)
        }
    }

    @Test func aScreenPoppedIsLetGo() {
        let screen = screen()
        let before = liveNodes(screen)
        for _ in 0..<2 {
            screen.press("p")
            #expect(screen.text.contains("Item 0"))
            screen.press(.escape)
            #expect(!screen.text.contains("Item 0"))
            #expect(liveNodes(screen) == before)
        }
    }

    @Test func aGraphTakenDownLetsAllItsNodesGo() {
        var screen: TestDriver? = screen()
        let census = screen?.renderer.graph.census
        screen?.press("p")
        #expect((census?.liveNodes ?? 0) > 0)
        screen = nil
        #expect(census?.liveNodes == 0)
    }
}
#endif
