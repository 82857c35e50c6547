import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let listPages = [
        GalleryPage("List", in: .lists, code: """
            @State private var cities = ["Kyōto", "Lisbon", "Oaxaca", "Reykjavík"]
            @State private var selection: String?

            List(selection: $selection) {
                Section("Cities") {
                    ForEach(cities, id: \\.self) { city in
                        Text(city)
                    }
                    .onDelete { cities.remove(atOffsets: $0) }
                }
            }
            .listStyle(.insetGrouped)
            """) { ListExample() },
        GalleryPage("ForEach and Section", in: .lists, code: """
            List {
                ForEach(1...3, id: \\.self) { week in
                    Section("Week \\(week)") {
                        ForEach(1...2, id: \\.self) { day in
                            Text("Day \\(day) of week \\(week)")
                        }
                    }
                }
            }
            """) {
            List {
                ForEach(1...3, id: \.self) { week in
                    Section("Week \(week)") {
                        ForEach(1...2, id: \.self) { day in
                            Text("Day \(day) of week \(week)")
                        }
                    }
                }
            }
        },
    ]
}

private struct ListExample: View {
    @State private var cities = ["Kyōto", "Lisbon", "Oaxaca", "Reykjavík"]
    @State private var selection: String?

    var body: some View {
        List(selection: $selection) {
            Section("Cities") {
                ForEach(cities, id: \.self) { city in
                    Text(city)
                }
                .onDelete { cities.remove(atOffsets: $0) }
            }
        }
        .listStyle(.insetGrouped)
    }
}
