import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A list whose view is evaluated again (its selection is the state of the view that builds it) keeps what it
/// knows of rows whose views are unchanged: their nodes take the same values as unchanged, so that nothing above
/// them forgets its sizes and nothing below is updated.
@MainActor
struct UnchangedRowsTests {
    @Test func linksToEqualValuesAreUnchangedWhenTheSelectionMoves() {
        let screen = TestDriver(LinkRows(), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
        screen.press(.downArrow, .downArrow, .downArrow)
        #expect(screen.listNode?.selectedIndex == 3)
        #expect(screen.nodes(of: CompositeNode<LinkRows>.self).map(\.bodyEvaluationCount) == [4])
        let links = screen.nodes(of: NavigationLinkNode<NumberRow, Never>.self)
        #expect(links.count > 5)
        #expect(links.allSatisfy { $0.didSkipLastUpdate })
        // The erased row around each link took its value as unchanged too.
        let rows = screen.nodes(of: AnyViewNode.self)
        #expect(rows.count == links.count)
        #expect(rows.allSatisfy { $0.didSkipLastUpdate })
    }
}

/// A list of links whose selection is the state of the view around it: each move evaluates this body again.
private struct LinkRows: View {
    @State private var selection: Int?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(0..<30, id: \.self) { number in
                    NavigationLink(value: number) {
                        NumberRow(number: number)
                    }
                }
            }
        }
    }
}

/// A row's label: a view of its own, as an app's rows are (a `Text` made again has other bytes).
private struct NumberRow: View {
    let number: Int

    var body: some View {
        Text("row \(number)")
    }
}
