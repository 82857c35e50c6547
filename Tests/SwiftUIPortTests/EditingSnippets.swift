import TermUI
import TermUITesting

/// A notes screen as a SwiftUI app writes it: a `TextEditor` in a form-like stack, a refreshable list, and a
/// toolbar with an item group.
struct TripNotesSnippet: View {
    @State private var notes = "Pack adapters\nRenew passport"
    @State private var trips = ["Kyōto", "Lisbon"]
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Notes").font(.headline)
                TextEditor(text: $notes)
                    .frame(height: 5)
                List(trips, id: \.self) { trip in
                    Text(trip)
                }
                .refreshable {
                    await reload()
                }
                Text("Refreshed \(refreshes) times")
            }
            .navigationTitle("Trip notes")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Clear") { notes = "" }
                    Button("Sort") { trips.sort() }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {}
                }
            }
        }
    }

    @MainActor
    private func reload() async {
        refreshes += 1
        trips.append("Reykjavík")
    }
}
