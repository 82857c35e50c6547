import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let effectPages = [
        GalleryPage("Visual effects", in: .drawing, code: """
            VStack(alignment: .leading) {
                Text("Moved two cells right").offset(x: 2)
                Text("Dim below one half").opacity(0.4)
                Text("Scaled, rotated, shadowed: accepted")
                    .scaleEffect(1.5)
                    .rotationEffect(.degrees(10))
                    .shadow(radius: 2)
                    .blendMode(.multiply)
                Image(systemName: "star.fill")
                    .imageScale(.large)
                    .accessibilityLabel("Favourite")
            }
            """) {
            VStack(alignment: .leading) {
                Text("Moved two cells right").offset(x: 2)
                Text("Dim below one half").opacity(0.4)
                Text("Scaled, rotated, shadowed: accepted")
                    .scaleEffect(1.5)
                    .rotationEffect(.degrees(10))
                    .shadow(radius: 2)
                    .blendMode(.multiply)
                Image(systemName: "star.fill")
                    .imageScale(.large)
                    .accessibilityLabel("Favourite")
            }
        },
        GalleryPage("Images and colours from assets", in: .text, code: """
            // Sources/Gallery/Assets/tulips.png and Assets/Colors.json,
            // with resources: [.copy("Assets")] in Package.swift
            VStack(alignment: .leading) {
                Image("tulips", bundle: .module)
                Text("Brand colour").foregroundStyle(Color("Brand", bundle: .module))
                Text("Meadow colour").foregroundStyle(Color("Meadow", bundle: .module))
                Image("missing", bundle: .module)
            }
            """) {
            // Sources/Gallery/Assets/tulips.png and Assets/Colors.json,
            // with resources: [.copy("Assets")] in Package.swift
            VStack(alignment: .leading) {
                Image("tulips", bundle: .module)
                Text("Brand colour").foregroundStyle(Color("Brand", bundle: .module))
                Text("Meadow colour").foregroundStyle(Color("Meadow", bundle: .module))
                Image("missing", bundle: .module)
            }
        },
        GalleryPage("Edit mode and dialogs", in: .navigation, code: """
            @State private var cities = ["Lisbon", "Porto", "Faro"]
            @State private var asksToClear = false

            NavigationView {
                List {
                    ForEach(cities, id: \\.self) { Text($0) }
                        .onDelete { cities.remove(atOffsets: $0) }
                }
                .navigationTitle("Cities")
                .toolbar {
                    EditButton()
                    Button("Clear") { asksToClear = true }
                }
                .confirmationDialog("Clear every city?", isPresented: $asksToClear) {
                    Button("Clear", role: .destructive) { cities.removeAll() }
                }
            }
            """) { EditModeExample() },
    ]
}

private struct EditModeExample: View {
    @State private var cities = ["Lisbon", "Porto", "Faro"]
    @State private var asksToClear = false

    var body: some View {
        NavigationView {
            List {
                ForEach(cities, id: \.self) { Text($0) }
                    .onDelete { cities.remove(atOffsets: $0) }
            }
            .navigationTitle("Cities")
            .toolbar {
                EditButton()
                Button("Clear") { asksToClear = true }
            }
            .confirmationDialog("Clear every city?", isPresented: $asksToClear) {
                Button("Clear", role: .destructive) { cities.removeAll() }
            }
        }
    }
}
