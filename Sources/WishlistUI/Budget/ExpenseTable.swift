import Foundation
import TermUI
import TravelModel

/// The budget's expenses as a table, at 95 columns of content and wider (a window of 120 beside the sidebar): date (with its year), title,
/// category, trip and amount, in their own columns. `s`, `S` and a click on a column's title sort by date,
/// title, category or amount (the table writes the order; the store reads the list in it). `s` steps through
/// the columns left to right, each ascending, as in any table whose titles show the order (its hint says which
/// and which way: "sort: Title ▲"), rather than through the narrow list's four orders ("sort: largest first"):
/// the order it gives is the one its column's title then shows, and `S` turns it round. Enter opens the
/// selected expense, `d` deletes it once confirmed in a dialog (focus starts on its Cancel).
struct ExpenseTable: View {
    let expenses: ExpenseList
    let selection: ExpenseSelection
    /// The order the list is in, which the table's sorting changes.
    @Binding var sort: ExpenseSort
    /// Deletes the expense with an id; nil while nothing may be deleted.
    let onDelete: ((Expense.ID) -> Void)?
    @Environment(TripStore.self) private var trips: TripStore?
    @Environment(AppNavigation.self) private var navigation
    @Environment(\.localeCategories) private var locales
    /// The narrowest content the table is shown in, in columns: narrower, the budget lists its expenses.
    static let narrowestWidth: CGFloat = 95
    /// The expense whose deletion is being confirmed.
    @State private var deleting: Expense?

    var body: some View {
        @Bindable var selection = selection
        Table(expenses, selection: $selection.id, sortOrder: sortOrder) {
            // The titles as strings in the screen's language (TermUI's `TableColumn` takes no bundle).
            TableColumn(LocalizedStringKey(locales.localized("Date")), value: \Expense.date) { expense in
                Text(expense.date, format: .dateTime.year().month(.abbreviated).day()).foregroundStyle(.secondary)
            }
            .width(min: 12)
            TableColumn(LocalizedStringKey(locales.localized("Title")), value: \Expense.title)
            TableColumn(LocalizedStringKey(locales.localized("Category")), value: \Expense.category.title) { expense in
                Label(name: expense.category.title, systemImage: expense.category.symbol)
            }
            .width(min: 10, max: 20)
            TableColumn(LocalizedStringKey(locales.localized("Trip"))) { expense in
                Text(tripName(expense.tripID)).foregroundStyle(.secondary)
            }
            .width(min: 4, max: 32)
            TableColumn(LocalizedStringKey(locales.localized("Amount")), value: \Expense.amount) { expense in
                Text(expense.amount, format: .currency(code: expense.currencyCode))
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .width(min: 11)
        }
        // On the selected row, or the first before one is selected (where the table's cursor starts), as `e` is.
        .onKeyPress(expenses.isEmpty ? nil : KeyBinding(.keys(.return), "⏎", "open") { _ in
            navigation.budgetPath.append(chosen.id)
        })
        .onKeyPress(expenses.isEmpty || onDelete == nil ? nil : KeyBinding(.keys("d"), "d", "delete") { _ in
            deleting = chosen
        })
        // The expense comes with the dialog: `deleting` is nil again by the time its button's action runs.
        .confirmationDialog(
            Text("Delete \(deleting?.title.sanitizedForTerminal(maxLength: 40) ?? locales.localized("the expense"))?", bundle: .module),
            isPresented: isDeleting,
            titleVisibility: .visible, presenting: deleting
        ) { expense in
            Button(role: .destructive) { onDelete?(expense.id) } label: { Text("Delete", bundle: .module) }
        }
    }

    /// The selected expense, found through the database's index (never by walking the list), or the first
    /// when none of the list is selected; the list is not empty.
    private var chosen: Expense {
        expenses[selection.id.flatMap(expenses.offset(ofExpenseWithID:)) ?? 0]
    }

    /// The trip's name, "" for none; "(deleted trip)" for a link to a trip that is gone.
    private func tripName(_ id: Trip.ID?) -> String {
        guard let id else { return "" }
        return trips?.trip(id: id)?.name ?? locales.localized("(deleted trip)")
    }

    /// Whether a deletion is being confirmed; set false when the dialog goes.
    private var isDeleting: Binding<Bool> {
        Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
    }

    /// The table's order, as key path comparators: that of `sort`, and back.
    private var sortOrder: Binding<[KeyPathComparator<Expense>]> {
        Binding(
            get: { [Self.comparator(for: sort)] },
            set: { order in
                if let first = order.first { sort = Self.sort(for: first) }
            })
    }

    /// The columns' key paths, by the key of the order they sort in.
    private static let keyPaths: [(key: ExpenseSort.Key, path: PartialKeyPath<Expense>)] = [
        (.date, \Expense.date), (.title, \Expense.title), (.category, \Expense.category.title), (.amount, \Expense.amount),
    ]

    /// The comparator of the column `sort` orders by, forward for an ascending order.
    static func comparator(for sort: ExpenseSort) -> KeyPathComparator<Expense> {
        let order: SortOrder = sort.isAscending ? .forward : .reverse
        return switch sort.key {
        case .date: KeyPathComparator(\Expense.date, order: order)
        case .title: KeyPathComparator(\Expense.title, order: order)
        case .category: KeyPathComparator(\Expense.category.title, order: order)
        case .amount: KeyPathComparator(\Expense.amount, order: order)
        }
    }

    /// The order a column's comparator asks for.
    static func sort(for comparator: KeyPathComparator<Expense>) -> ExpenseSort {
        let key = keyPaths.first { $0.path == comparator.keyPath }?.key ?? .date
        return ExpenseSort(key, ascending: comparator.order == .forward)
    }
}
