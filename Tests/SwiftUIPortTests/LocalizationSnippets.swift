// SwiftUI-shaped localized text, as ports write it: keys with interpolations, a table and bundle by name,
// `String(localized:)`, and `LocalizedStringResource`.
import TermUI

struct PackingListSnippet: View {
    let bundle: Bundle
    var items = 3
    var weight = 7.5

    /// A resource kept as a value and shown later, as apps keep titles in their models.
    var title: LocalizedStringResource {
        LocalizedStringResource("Packing list", bundle: .atURL(bundle.bundleURL), comment: "The screen's title")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            Text("\(items) items to pack", bundle: bundle)
            Text("Weight: \(weight, specifier: "%.1f") kg", tableName: "Packing", bundle: bundle, comment: "Total weight")
            Button(String(localized: "Check all", bundle: bundle, comment: "A button")) {}
            Text(verbatim: "Passport")
        }
    }
}
