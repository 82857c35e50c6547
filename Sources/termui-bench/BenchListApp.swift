import TermUI

/// A plain full-screen list of numbered rows: the scenario in which TermUI is compared with other Swift
/// terminal toolkits.
struct BenchListApp: App {
    /// How many rows the list has.
    @MainActor static var rowCount = 10_000

    var body: some Scene {
        WindowGroup {
            List(0..<Self.rowCount, id: \.self) { index in
                Text("Row \(index)")
            }
        }
    }
}
