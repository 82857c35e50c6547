import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let gridPages = [
        GalleryPage("Grid", in: .layout, code: """
            Grid(alignment: .leading, horizontalSpacing: 2) {
                GridRow {
                    Text("Category").bold()
                    Text("Spent").bold().gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow {
                    Text("Food")
                    Text("41.50")
                }
                GridRow {
                    Text("Gifts and souvenirs")
                    Text("195.00")
                }
            }
            """) {
            Grid(alignment: .leading, horizontalSpacing: 2) {
                GridRow {
                    Text("Category").bold()
                    Text("Spent").bold().gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow {
                    Text("Food")
                    Text("41.50")
                }
                GridRow {
                    Text("Gifts and souvenirs")
                    Text("195.00")
                }
            }
        },
        GalleryPage("LazyVGrid", in: .layout, code: """
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
                    ForEach(1...500, id: \\.self) { number in
                        Text("Tile \\(number)")
                            .frame(maxWidth: .infinity)
                            .border(.secondary)
                    }
                }
            }
            """) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
                    ForEach(1...500, id: \.self) { number in
                        Text("Tile \(number)")
                            .frame(maxWidth: .infinity)
                            .border(.secondary)
                    }
                }
            }
        },
        GalleryPage("Table", in: .lists, code: """
            struct Purchase: Identifiable {
                let id: Int
                var item: String
                var price: Double
            }

            @State private var purchases = [
                Purchase(id: 1, item: "Rail pass", price: 280),
                Purchase(id: 2, item: "Umbrella", price: 9.5),
                Purchase(id: 3, item: "Tea set", price: 64),
            ]
            @State private var selection: Purchase.ID?
            @State private var sortOrder = [KeyPathComparator(\\Purchase.item)]

            Table(purchases, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Item", value: \\.item)
                TableColumn("Price", value: \\.price) { purchase in
                    Text(purchase.price, format: .number.precision(.fractionLength(2)))
                }
            }
            .onChange(of: sortOrder) { _, newOrder in
                purchases.sort(using: newOrder)
            }
            """) { TableExample() },
    ]
}

struct Purchase: Identifiable {
    let id: Int
    var item: String
    var price: Double
}

private struct TableExample: View {
    @State private var purchases = [
        Purchase(id: 1, item: "Rail pass", price: 280),
        Purchase(id: 2, item: "Umbrella", price: 9.5),
        Purchase(id: 3, item: "Tea set", price: 64),
    ]
    @State private var selection: Purchase.ID?
    @State private var sortOrder = [KeyPathComparator(\Purchase.item)]

    var body: some View {
        Table(purchases, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Item", value: \.item)
            TableColumn("Price", value: \.price) { purchase in
                Text(purchase.price, format: .number.precision(.fractionLength(2)))
            }
        }
        .onChange(of: sortOrder) { _, newOrder in
            purchases.sort(using: newOrder)
        }
    }
}
