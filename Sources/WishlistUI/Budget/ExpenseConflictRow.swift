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

    var body: some View {
        if let other = conflict.other {
            otherValue(other)
            Button("Take the other machine's \(Self.name(of: conflict.field))") { store.takeOther(conflict, of: expense) }
                .disabled(store.readFailure != nil)
        } else {
            Button("Delete it, as the other machine did") { store.takeOther(conflict, of: expense) }
                .disabled(store.readFailure != nil)
        }
    }

    /// The other machine's value, labelled as the details label this one's.
    @ViewBuilder
    private func otherValue(_ other: Expense) -> some View {
        let label = "Other machine's \(Self.name(of: conflict.field))"
        switch conflict.field {
        case .title:
            LabeledContent(label, value: other.title)
        case .amount, .currency:
            LabeledContent(label, value: other.amount, format: .currency(code: other.currencyCode))
        case .category:
            LabeledContent(label) { Label(other.category.title, systemImage: other.category.symbol) }
        case .date:
            LabeledContent(label, value: other.date, format: Date.FormatStyle(date: .long, time: .omitted))
        case .trip:
            LabeledContent(label, value: other.tripID.map { trips?.trip(id: $0)?.name ?? "A trip since deleted" } ?? "No trip")
        case .deletedThere:
            EmptyView()
        }
    }

    private static func name(of field: ExpenseConflict.Field) -> String {
        switch field {
        case .title: "title"
        case .amount: "amount"
        case .currency: "currency"
        case .category: "category"
        case .date: "date"
        case .trip: "trip"
        case .deletedThere: "deletion"
        }
    }
}
