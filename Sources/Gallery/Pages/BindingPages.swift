import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let bindingPages = [
        GalleryPage("Bindings to rows", in: .lists, code: """
            struct Packed: Identifiable {
                let id: Int
                var item: String
                var isPacked = false
            }

            @State private var items = [
                Packed(id: 1, item: "Passport"),
                Packed(id: 2, item: "Adapter"),
                Packed(id: 3, item: "Umbrella"),
            ]
            @ScaledMetric private var inset = 1

            List($items) { $item in
                Toggle(item.item, isOn: $item.isPacked)
                    .listRowInsets(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset))
            }
            .listRowSeparator(.hidden)
            .animation(nil, value: items.count)
            """) { BindingsExample() },
        GalleryPage("Sections with header and footer", in: .lists, code: """
            Form {
                Section(header: Text("Trip"), footer: Text("Starts \\(Date.now, style: .date)")) {
                    LabeledContent("City", value: "Kyōto")
                    LabeledContent("Guests", value: "2")
                }
            }
            """) {
            Form {
                Section(header: Text("Trip"), footer: Text("Starts \(Date.now, style: .date)")) {
                    LabeledContent("City", value: "Kyōto")
                    LabeledContent("Guests", value: "2")
                }
            }
        },
    ]
}

struct Packed: Identifiable {
    let id: Int
    var item: String
    var isPacked = false
}

private struct BindingsExample: View {
    @State private var items = [
        Packed(id: 1, item: "Passport"),
        Packed(id: 2, item: "Adapter"),
        Packed(id: 3, item: "Umbrella"),
    ]
    @ScaledMetric private var inset = 1

    var body: some View {
        List($items) { $item in
            Toggle(item.item, isOn: $item.isPacked)
                .listRowInsets(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset))
        }
        .listRowSeparator(.hidden)
        .animation(nil, value: items.count)
    }
}
