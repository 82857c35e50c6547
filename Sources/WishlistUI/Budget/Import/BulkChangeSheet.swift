import TermUI
import TravelModel

/// While the budget removes an import's thousands of expenses (its undo) or adds them back (its redo) off the
/// main actor (`BudgetStore.changeInBulk`), a sheet says so: keys keep answering, and nothing else can be
/// changed meanwhile (a change would wait for the other connection's transaction, and every read behind it).
/// It closes by itself when the change is done, which the bottom row then says; Esc does not close it.
struct BulkChangeSheet: ViewModifier {
    let store: BudgetStore
    @Environment(\.announce) private var announce
    @Environment(\.localeCategories) private var locales

    func body(content: Content) -> some View {
        content
            .onChange(of: store.bulkChange) { change, now in
                if let change, now == nil, store.bulkChangeFailure == nil { announce(change.completion(in: locales)) }
            }
            .sheet(isPresented: Binding(get: { store.bulkChange != nil }, set: { _ in })) {
                VStack(alignment: .leading, spacing: 1) {
                    Text(store.bulkChange?.description(in: locales) ?? "")
                        .accessibilityIdentifier("bulkChange.description")
                    ProgressView()
                    Text("The budget is read again when it is done.", bundle: .module)
                        .foregroundStyle(.secondary)
                }
                .padding(1)
                .interactiveDismissDisabled()
            }
    }
}
