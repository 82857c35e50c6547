import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Helpers the TermUI tests share: reaching into the node graph behind a `TestDriver`, and a small view that
/// owns `@State` so tests can tell whether state survived.

extension TestDriver {
    /// Every node of the graph, depth first from the root.
    var allNodes: [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            found.append(node)
            node.forEachChild(visit)
        }
        if let root = renderer.graph.root { visit(root) }
        return found
    }

    /// The nodes of one node class (e.g. `ListNode`, `CompositeNode<SomeView>`), depth first.
    func nodes<T>(of type: T.Type) -> [T] {
        allNodes.compactMap { $0 as? T }
    }

    /// The only `ListNode` on screen; records an issue when there is not exactly one.
    var listNode: ListNode? {
        let lists = nodes(of: ListNode.self)
        #expect(lists.count == 1, "expected one List, found \(lists.count)")
        return lists.first
    }

    /// The cell at a column and row of the last frame.
    func cell(atColumn column: Int, row: Int) -> Cell {
        terminal.screen[column, row]
    }

    /// The rows of the screen whose first cell has a background colour (what a highlighted list row shows).
    var highlightedRows: [Int] {
        (0..<terminal.screen.rows).filter { style(atColumn: 0, row: $0).background != nil }
    }

    /// The text of a screen row without the scroll indicator column and trailing spaces.
    func rowText(_ row: Int) -> String {
        var line = String(lines[row].dropLast())
        while line.last == " " { line.removeLast() }
        while line.first == " " { line.removeFirst() }
        return line
    }
}

/// A view with `@State`: shows "title: taps" and counts `+` presses while it has focus.
struct TapCounter: View {
    @State private var taps = 0
    let title: String

    var body: some View {
        Text("\(title): \(taps)")
            .focusable()
            .onKeyPress("+") {
                taps += 1
                return .handled
            }
    }
}

/// The terminal colour a SwiftUI colour comes to in the default environment.
@MainActor
func terminalColor(_ color: Color) -> TerminalColor? {
    color.resolve(in: EnvironmentValues()).color
}

extension View {
    /// The view at the top left of the screen: a window centres content smaller than itself, as SwiftUI
    /// does, and these tests read positions from the top left.
    func pinnedToTopLeading() -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// What a test's actions did, in order (a button appends its name).
final class ActionLog {
    var entries: [String] = []
}
