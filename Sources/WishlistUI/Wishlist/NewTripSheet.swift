import Foundation
import TermUI
import TravelModel

/// The sheet that adds a trip: a name, a subtitle and a collection. Save is disabled until the name is not
/// blank; Ctrl-S too early says what is missing, as the expense sheet does.
struct NewTripSheet: View {
    let onSave: (Trip) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var subtitle = ""
    @State private var collectionID = TripCollection.springBlossoms.id
    @State private var showsMissing = false

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What the trip still lacks.
    private var missing: WhatIsMissing {
        WhatIsMissing(additions: trimmedName.isEmpty ? ["a name"] : [])
    }

    var body: some View {
        let missing = missing
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Subtitle", text: $subtitle)
                Picker("Collection", selection: $collectionID) {
                    ForEach(TripCollection.all) { collection in
                        Label(collection.title, systemImage: collection.season.symbolName).tag(collection.id)
                    }
                }
                WhatIsMissingSection(missing: missing, isShown: showsMissing)
            }
            .sheetChrome("New Trip", confirm: "Save", isEnabled: missing.isEmpty) { save() }
            .showsWhatIsMissingOnSave($showsMissing, missing)
        }
    }

    private func save() {
        guard !trimmedName.isEmpty else { return }
        let trip = Trip(
            name: trimmedName, subtitle: subtitle.trimmingCharacters(in: .whitespacesAndNewlines),
            collectionID: collectionID, activities: [], lastViewed: .now)
        onSave(trip)
        dismiss()
    }
}
