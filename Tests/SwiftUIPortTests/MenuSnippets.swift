import TermUI
import TermUITesting

/// Menus as a SwiftUI app writes them: a toolbar-style sort menu, a menu with a primary action, and context
/// menus on list rows.
struct TripListMenuSnippet: View {
    struct Trip: Identifiable {
        let id = UUID()
        var name: String
        var isFavorite = false
    }

    @State private var trips = [Trip(name: "Kyōto"), Trip(name: "Lisbon")]
    @State private var sortByName = true
    @State private var lastAction = "none"

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Menu("Sort") {
                    Button("By name") { sortByName = true }
                    Button("By date") { sortByName = false }
                    Divider()
                    Menu("More") {
                        Button("Reverse") { lastAction = "reverse" }
                    }
                }
                Menu {
                    Button("Import…") { lastAction = "import" }
                } label: {
                    Label("New", systemImage: "plus")
                } primaryAction: {
                    lastAction = "new"
                }
            }
            Text("Last: \(lastAction)")
            List {
                ForEach(trips) { trip in
                    Text(trip.isFavorite ? "★ \(trip.name)" : trip.name)
                        .contextMenu {
                            Button(trip.isFavorite ? "Unfavorite" : "Favorite") { toggleFavorite(trip) }
                            Section("Danger") {
                                Button("Delete", role: .destructive) { lastAction = "delete \(trip.name)" }
                            }
                        }
                }
            }
        }
    }

    private func toggleFavorite(_ trip: Trip) {
        guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return }
        trips[index].isFavorite.toggle()
    }
}
