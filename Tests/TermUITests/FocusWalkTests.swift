import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The walks that look for focusable nodes stop once they have their answer: a split view's keys, asked for on
/// every key and frame, find each column's first focusable node without walking the rest of the column.
@MainActor
struct FocusWalkTests {
    @Test func theWalkStopsAtTheNodeLookedFor() {
        let screen = TestDriver(Buttons(count: 50), size: TerminalSize(columns: 40, rows: 60), showsKeyHints: false)
        guard let root = screen.renderer.graph.root else {
            Issue.record("no root")
            return
        }
        let all = root.focusableNodes
        #expect(all.count == 50)
        var visited: [any FocusTarget] = []
        let found = root.firstFocusableNode { node in
            visited.append(node)
            return node === all[2]
        }
        #expect(found === all[2])
        #expect(visited.count == 3)
        #expect(zip(visited, all).allSatisfy { $0 === $1 })
        #expect(root.preferredFocusNode === all[0])
        #expect(root.hasSeveralFocusableNodes)
    }

    @Test func oneFocusableNodeIsNotSeveral() {
        let screen = TestDriver(Buttons(count: 1), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
        #expect(screen.renderer.graph.root?.hasSeveralFocusableNodes == false)
        #expect(screen.renderer.graph.root?.preferredFocusNode != nil)
    }
}

private struct Buttons: View {
    let count: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { number in
                Button("Button \(number)") {}
            }
        }
    }
}
