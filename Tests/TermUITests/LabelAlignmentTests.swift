import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Labels one above the other line their titles up whether their symbols are one cell wide or two; in a
/// toolbar a label keeps its own width.
@MainActor
struct LabelAlignmentTests {
    private struct Sections: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    Label("Wishlist", systemImage: "star")
                    Label("Budget", systemImage: "creditcard")
                    Label("Flights", systemImage: "airplane")
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") {}
                    }
                }
            }
        }
    }

    @Test func titlesLineUpAndToolbarLabelsStayTight() throws {
        let screen = TestDriver(Sections(), size: TerminalSize(columns: 40, rows: 8))
        let columns = try ["Wishlist", "Budget", "Flights"].map { try #require(screen.position(of: $0)?.column) }
        #expect(Set(columns).count == 1, "\(screen.text)")
        #expect(screen.lines[0].contains("+ Add"))
    }
}
