import TermUI
import TermUITesting

// SwiftUI-shaped grids and tables, as a sample app writes them: they compile with only `import TermUI`.

/// A purchase of the snippets below.
struct Purchase: Identifiable, Hashable {
    let id: Int
    var item: String
    var shop: String
    var price: Double
}

let samplePurchases = [
    Purchase(id: 1, item: "Rail pass", shop: "JR East", price: 280),
    Purchase(id: 2, item: "Umbrella", shop: "Lawson", price: 9.5),
    Purchase(id: 3, item: "Tea set", shop: "Ippodo", price: 64),
    Purchase(id: 4, item: "Guidebook", shop: "Kinokuniya", price: 22),
]

/// A table the user sorts and selects in; the app sorts its rows when the order changes.
struct PurchasesTable: View {
    @State private var purchases = samplePurchases.sorted(using: KeyPathComparator(\Purchase.item))
    @State private var selection: Purchase.ID?
    @State private var sortOrder = [KeyPathComparator(\Purchase.item)]

    var body: some View {
        VStack(alignment: .leading) {
            Table(purchases, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Item", value: \.item)
                TableColumn("Shop", value: \.shop)
                TableColumn("Price", value: \.price) { purchase in
                    Text(purchase.price, format: .number.precision(.fractionLength(2)))
                }
                .width(min: 8, ideal: 10)
            }
            .tableStyle(.inset)
            .onChange(of: sortOrder) { _, newOrder in
                purchases.sort(using: newOrder)
            }
            Text(selection.map { "Selected #\($0)" } ?? "Nothing selected")
        }
    }
}

/// A table of explicit rows with several selected at once.
struct PackingTable: View {
    @State private var chosen = Set<Purchase.ID>()

    var body: some View {
        Table(of: Purchase.self, selection: $chosen) {
            TableColumn("Item", value: \.item)
            TableColumn("Shop") { Text($0.shop) }
        } rows: {
            ForEach(samplePurchases) { purchase in
                TableRow(purchase)
            }
        }
        .tableStyle(.bordered)
    }
}

/// A summary laid out as a grid.
struct BudgetSummaryGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 2) {
            GridRow {
                Text("Category").bold()
                Text("Spent").bold().gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Travel")
                Text("280.00")
            }
            GridRow {
                Text("Gifts and souvenirs")
                Text("95.50")
            }
            GridRow {
                Text("Total for the trip").gridCellColumns(2)
            }
        }
    }
}

/// A scrolling gallery of cards in as many columns as fit.
struct PhotoGallery: View {
    let columns = [GridItem(.adaptive(minimum: 12), spacing: 1)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 1) {
                ForEach(0..<60, id: \.self) { index in
                    Button("Photo \(index)") {}
                        .frame(width: 12, height: 2)
                }
            }
        }
    }
}
