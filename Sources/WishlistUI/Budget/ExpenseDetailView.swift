import Foundation
import TermUI
import TravelModel

/// One expense: its title (whole, wrapped), amount (in its own currency), category, date and trip, with its
/// title as the screen's title too.
/// Edit (`e`) changes it in the expense sheet; Delete (`d`, then Enter to confirm, as the list's `d d`) deletes
/// it and goes back to the list (`u` brings it back). A field that another machine changed at once shows under
/// "Changed on both machines", with the other value to take.
struct ExpenseDetailView: View {
    let expenseID: Expense.ID
    /// Called with the expense once an edit is saved (the list shows its month, with it selected).
    var onEdited: (Expense) -> Void = { _ in }
    @Environment(BudgetStore.self) private var store
    @Environment(TripStore.self) private var trips: TripStore?
    /// The expense being edited, while its sheet shows.
    @State private var editing: Expense?
    /// Whether the question before a delete shows.
    @State private var isConfirmingDelete = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.localeCategories) private var locales

    /// The widest the details are drawn, in columns (the window may be much wider).
    static let readableWidth: CGFloat = 72

    var body: some View {
        if let expense = store.expense(id: expenseID) {
            Form {
                // The bar may cut a long title; here it is whole, wrapped.
                Text(expense.title).bold()
                LabeledContent {
                    Text(expense.amount, format: .currency(code: expense.currencyCode))
                } label: {
                    Text("Amount", bundle: .module)
                }
                LabeledContent {
                    Label(name: expense.category.title, systemImage: expense.category.symbol)
                } label: {
                    Text("Category", bundle: .module)
                }
                LabeledContent {
                    Text(expense.date, format: Date.FormatStyle(date: .long, time: .omitted))
                } label: {
                    Text("Date", bundle: .module)
                }
                if let tripID = expense.tripID {
                    LabeledContent {
                        Text(trips?.trip(id: tripID)?.name ?? locales.localized("A trip since deleted"))
                    } label: {
                        Text("Trip", bundle: .module)
                    }
                }
                // Sync kept the later change of a field both machines changed; the other is offered here.
                let conflicts = store.syncConflicts(of: expense)
                if !conflicts.isEmpty {
                    Section {
                        ForEach(conflicts) { conflict in
                            ExpenseConflictRow(conflict: conflict, expense: expense)
                        }
                    } header: {
                        Text("Changed on both machines", bundle: .module)
                    }
                }
            }
            // A readable width: on a wide window a label and its value stay a glance apart.
            .frame(maxWidth: Self.readableWidth, maxHeight: .infinity, alignment: .topLeading)
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle(expense.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { editing = expense } label: {
                        Label { Text("Edit", bundle: .module) } icon: { Image(systemName: "pencil") }
                    }
                        .keyboardShortcut("e", modifiers: [])
                        // Nothing is changed while the store cannot read its expenses (a damaged page).
                        .disabled(store.readFailure != nil)
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button(role: .destructive) { isConfirmingDelete = true } label: { Text("Delete", bundle: .module) }
                        .keyboardShortcut("d", modifiers: [])
                        .disabled(store.readFailure != nil)
                }
            }
            // Enter deletes, as the button it starts on is the default action.
            .confirmationDialog(
                Text("Delete \(expense.title.sanitizedForTerminal(maxLength: 40))?", bundle: .module), isPresented: $isConfirmingDelete,
                titleVisibility: .visible
            ) {
                Button(role: .destructive) {
                    dismiss()
                    store.remove(id: expense.id)
                } label: {
                    Text("Delete Expense", bundle: .module)
                }
                .keyboardShortcut(.defaultAction)
                Button(role: .cancel) {} label: { Text("Keep", bundle: .module) }
            } message: {
                Text("u undoes it.", bundle: .module)
            }
            .sheet(item: $editing) { expense in
                ExpenseSheet(editing: expense) { edited in
                    store.replace(edited)
                    onEdited(edited)
                }
            }
        } else if let failure = store.readFailure {
            // Not "deleted": the expenses could not all be read (a damaged page).
            ContentUnavailableView {
                Label { Text("Expense not read", bundle: .module) } icon: { Image(systemName: "exclamationmark.triangle") }
            } description: {
                Text("It could not be read: \(failure.description(in: locales)).", bundle: .module)
            }
            .navigationTitle(Text("Expense", bundle: .module))
        } else {
            ContentUnavailableView {
                Label { Text("Expense not found", bundle: .module) } icon: { Image(systemName: "questionmark.circle") }
            } description: {
                Text("It was deleted.", bundle: .module)
            }
            .navigationTitle(Text("Expense", bundle: .module))
        }
    }
}
