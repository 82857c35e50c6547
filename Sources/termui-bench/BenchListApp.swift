import TermUI

/// A plain full-screen list of numbered rows: the scenario in which TermUI is compared with other Swift
/// terminal toolkits.
struct BenchListApp: App {
    /// How many rows the list has.
    let rowCount: Int

    /// A list of 10,000 rows.
    init() {
        self.init(rowCount: 10_000)
    }

    /// A list of a number of rows.
    init(rowCount: Int) {
        self.rowCount = rowCount
    }

    var body: some Scene {
        WindowGroup {
            List(0..<rowCount, id: \.self) { index in
                Text("Row \(index)")
            }
        }
    }
}
