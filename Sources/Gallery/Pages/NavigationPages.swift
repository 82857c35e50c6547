import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let navigationPages = [
        GalleryPage("NavigationStack", in: .navigation, code: """
            NavigationStack {
                List(["Lisbon", "Porto", "Faro"], id: \\.self) { city in
                    NavigationLink(city, value: city)
                }
                .navigationTitle("Cities")
                .navigationDestination(for: String.self) { city in
                    Text("Welcome to \\(city)")
                        .navigationTitle(city)
                }
            }
            """) {
            NavigationStack {
                List(["Lisbon", "Porto", "Faro"], id: \.self) { city in
                    NavigationLink(city, value: city)
                }
                .navigationTitle("Cities")
                .navigationDestination(for: String.self) { city in
                    Text("Welcome to \(city)")
                        .navigationTitle(city)
                }
            }
        },
        GalleryPage("Sheets and alerts", in: .navigation, code: """
            @State private var showsSheet = false
            @State private var showsAlert = false

            VStack(alignment: .leading) {
                Button("Show a sheet") { showsSheet = true }
                Button("Show an alert") { showsAlert = true }
            }
            .sheet(isPresented: $showsSheet) {
                Text("A sheet: Esc closes it").padding()
            }
            .alert("Delete everything?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
            """) { SheetsExample() },
    ]
}

private struct SheetsExample: View {
    @State private var showsSheet = false
    @State private var showsAlert = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Show a sheet") { showsSheet = true }
            Button("Show an alert") { showsAlert = true }
        }
        .sheet(isPresented: $showsSheet) {
            Text("A sheet: Esc closes it").padding()
        }
        .alert("Delete everything?", isPresented: $showsAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}
