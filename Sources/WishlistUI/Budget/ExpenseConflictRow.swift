import Foundation
import TermUI
import TravelModel

/// A field of an expense changed on both machines, in the expense's details: the other machine's value, shown as
/// the details show this one's, and a button that takes it (a change made here, which undo takes back).
struct ExpenseConflictRow: View {
    let conflict: ExpenseConflict
    let expense: Expense
    @Environment(BudgetStore.self) private var store
    @Environment(TripStore.self) private var trips: TripStore?
    @Environment(\.localeCategories) private var locales

    var body: some View {
        if let other = conflict.other {
            otherValue(other)
            Button { store.takeOther(conflict, of: expense) } label: {
                Text("Take the other machine's \(name(of: conflict.field))", bundle: .module)
            }
            .disabled(store.readFailure != nil)
        } else {
            Button { store.takeOther(conflict, of: expense) } label: { Text("Delete it, as the other machine did", bundle: .module) }
                .disabled(store.readFailure != nil)
        }
    }

    /// The other machine's value, labelled as the details label this one's.
    @ViewBuilder
    private func otherValue(_ other: Expense) -> some View {
        let label = locales.localized("Other machine's \(name(of: conflict.field))")
        switch conflict.field {
        case .title:
            LabeledContent(label, value: other.title)
        case .amount, .currency:
            LabeledContent(label, value: other.amount, format: .currency(code: other.currencyCode))
        case .category:
            LabeledContent(label) { Label(name: other.category.title, systemImage: other.category.symbol) }
        case .date:
            LabeledContent(label, value: other.date, format: Date.FormatStyle(date: .long, time: .omitted))
        case .trip:
            let trip = other.tripID.map { trips?.trip(id: $0)?.name ?? locales.localized("A trip since deleted") }
            LabeledContent(label, value: trip ?? locales.localized("No trip"))
        case .deletedThere:
            EmptyView()
        }
    }

    /// A field's name, in the screen's language ("title", "amount").
    private func name(of field: ExpenseConflict.Field) -> String {
        switch field {
        case .title: locales.localized("title")
        case .amount: locales.localized("amount")
        case .currency: locales.localized("currency")
        case .category: locales.localized("category")
        case .date: locales.localized("date")
        case .trip: locales.localized("trip")
        case .deletedThere: locales.localized("deletion")
        }
    }
}
