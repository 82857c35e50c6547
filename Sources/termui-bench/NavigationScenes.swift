import TermUI

/// A list of places whose rows push a detail screen, with a toolbar button that presents a sheet: what the
/// benchmark pushes, pops and presents.
struct NavigationBenchView: View {
    let rowCount: Int
    @State private var isPresentingSheet = false

    var body: some View {
        NavigationStack {
            List(0..<rowCount, id: \.self) { index in
                NavigationLink(value: index) {
                    HStack {
                        Image(systemName: "mappin")
                        Text("Place \(index)")
                        Spacer()
                        Text("\(index % 97) km").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Places")
            .navigationDestination(for: Int.self) { index in
                PlaceDetail(index: index)
            }
            .toolbar {
                Button("Add", systemImage: "plus") { isPresentingSheet = true }
            }
            .sheet(isPresented: $isPresentingSheet) {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 1) {
                        Text("Name").bold()
                        Text("Distance").bold()
                        Text("Notes").bold()
                    }
                    .navigationTitle("New Place")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isPresentingSheet = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { isPresentingSheet = false } }
                    }
                }
            }
        }
    }
}

/// The pushed screen: a few labelled values.
private struct PlaceDetail: View {
    let index: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Place \(index)").font(.title)
            HStack { Text("Distance"); Spacer(); Text("\(index % 97) km") }
            HStack { Text("Visited"); Spacer(); Text(index.isMultiple(of: 2) ? "yes" : "no") }
            Text("A place worth a detour.").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 1)
        .navigationTitle("Place \(index)")
        .navigationBarTitleDisplayMode(.inline)
    }
}
