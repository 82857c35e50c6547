import Observation
import TermUI

/// What the split-view scenario selects, as an `ObservableObject` like the flight board: a change to the
/// selection evaluates every view that observes the board again, the board column among them, which so gives
/// its list its rows anew.
@MainActor
final class SplitBenchBoard: ObservableObject {
    @Published var section: Int? = 0
    @Published var row: Int? = 0
    let rowCount: Int

    init(rowCount: Int) {
        self.rowCount = rowCount
    }
}

/// A window like the flight board's: a sidebar, a board of rows whose selection lives in the board object,
/// and the selected row's details in a form, made anew for each row.
struct SplitBenchView: View {
    @ObservedObject var board: SplitBenchBoard

    var body: some View {
        NavigationSplitView {
            List(0..<4, id: \.self, selection: $board.section) { section in
                Label("Section \(section)", systemImage: "airplane")
            }
            .navigationTitle("Travel")
        } content: {
            SplitBenchBoardColumn(board: board)
        } detail: {
            if let row = board.row {
                Form {
                    Section {
                        LabeledContent("Flight", value: "Flight \(row)")
                        LabeledContent("Gate", value: "B\(row % 40)")
                    }
                    Section("Timeline") {
                        ForEach(0..<4, id: \.self) { step in
                            Label("Step \(step)", systemImage: "clock")
                        }
                    }
                }
                .navigationTitle("Flight \(row)")
            } else {
                Text("No flight selected")
            }
        }
    }
}

/// The board column: rows of views with bodies, as the flight rows are.
private struct SplitBenchBoardColumn: View {
    @ObservedObject var board: SplitBenchBoard

    var body: some View {
        List(0..<board.rowCount, id: \.self, selection: $board.row) { row in
            SplitBenchRow(row: row)
        }
        .navigationTitle("Board")
    }
}

private struct SplitBenchRow: View {
    let row: Int

    var body: some View {
        HStack {
            Image(systemName: row.isMultiple(of: 2) ? "airplane.departure" : "airplane.arrival")
            Text("Flight \(row)")
            Spacer()
            Text(row.isMultiple(of: 3) ? "Delayed" : "On Time").foregroundStyle(.secondary)
        }
    }
}
