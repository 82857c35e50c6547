import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let menuAndEditorPages = [
        GalleryPage("Menu and contextMenu", in: .controls, code: """
            @State private var cities = ["Kyōto", "Lisbon", "Oaxaca"]
            @State private var favourites: Set<String> = []
            @State private var lastAction = "none"

            VStack(alignment: .leading) {
                HStack {
                    Menu("Sort") {
                        Button("By name") { cities.sort() }
                        Button("Reversed") { cities.reverse() }
                        Divider()
                        Menu("More") {
                            Button("Shuffle") { cities.shuffle() }
                        }
                    }
                    Menu {
                        Button("Import…") { lastAction = "import" }
                    } label: {
                        Text("New")
                    } primaryAction: {
                        lastAction = "new"
                    }
                }
                Text("Last: \\(lastAction) · m on a row opens its menu")
                List(cities, id: \\.self) { city in
                    Text(favourites.contains(city) ? "★ \\(city)" : city)
                        .contextMenu {
                            Button("Favourite") { favourites.insert(city) }
                            Button("Delete", role: .destructive) {
                                cities.removeAll { $0 == city }
                            }
                        }
                }
            }
            """) { MenuExample() },
        GalleryPage("TextEditor", in: .controls, code: """
            @State private var notes = "Pack adapters\\nRenew passport"

            VStack(alignment: .leading) {
                Text("Packing notes").font(.headline)
                TextEditor(text: $notes)
                    .frame(height: 5)
                    .border(.secondary)
                Text("\\(notes.count) characters")
                    .foregroundStyle(.secondary)
            }
            """) { TextEditorExample() },
    ]
}

private struct MenuExample: View {
    @State private var cities = ["Kyōto", "Lisbon", "Oaxaca"]
    @State private var favourites: Set<String> = []
    @State private var lastAction = "none"

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Menu("Sort") {
                    Button("By name") { cities.sort() }
                    Button("Reversed") { cities.reverse() }
                    Divider()
                    Menu("More") {
                        Button("Shuffle") { cities.shuffle() }
                    }
                }
                Menu {
                    Button("Import…") { lastAction = "import" }
                } label: {
                    Text("New")
                } primaryAction: {
                    lastAction = "new"
                }
            }
            Text("Last: \(lastAction) · m on a row opens its menu")
            List(cities, id: \.self) { city in
                Text(favourites.contains(city) ? "★ \(city)" : city)
                    .contextMenu {
                        Button("Favourite") { favourites.insert(city) }
                        Button("Delete", role: .destructive) {
                            cities.removeAll { $0 == city }
                        }
                    }
            }
        }
    }
}

private struct TextEditorExample: View {
    @State private var notes = "Pack adapters\nRenew passport"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Packing notes").font(.headline)
            TextEditor(text: $notes)
                .frame(height: 5)
                .border(.secondary)
            Text("\(notes.count) characters")
                .foregroundStyle(.secondary)
        }
    }
}
