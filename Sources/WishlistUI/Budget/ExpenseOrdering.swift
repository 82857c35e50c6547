import Foundation
import TermUI
import TravelModel

/// The order the budget lists its expenses in (`s`, or a click on a table column's title): in a model of its
/// own, read only by the list and by the bar's words for it, so that a new order evaluates neither the budget's
/// screen nor its bar again (the month's titles and totals formatted, the toolbar and the keys reconciled).
@Observable @MainActor
final class ExpenseOrdering {
    /// The order; newest first until the user chooses another.
    var sort = ExpenseSort.newestFirst

    /// How the bar names an order: "date", "amount", "title", "category", with an arrow for one going the other
    /// way than its first (the oldest first, the smallest first). In English: a key of the app's tables, and of
    /// the hint of `s` ("sort: amount ↑").
    static func name(of sort: ExpenseSort) -> String {
        let firstWay: Bool = switch sort.key {
        case .date, .amount: !sort.isAscending
        case .title, .category: sort.isAscending
        }
        return sort.key.rawValue + (firstWay ? "" : " ↑")
    }
}

/// The bar's words for the order of the list ("by amount"), or nothing at all for the newest first, after
/// `separator` (the spacing of the stack it is in is 0, so that nothing takes no room).
struct ExpenseOrderLabel: View {
    let ordering: ExpenseOrdering
    /// What comes before the words: the spaces or the dot that part them from the text before.
    var separator = "  "
    @Environment(\.localeCategories) private var locales

    var body: some View {
        if ordering.sort != .newestFirst {
            Text(separator + locales.localized("by \(locales.localized(name: ExpenseOrdering.name(of: ordering.sort)))")).lineLimit(1).fixedSize()
        }
    }
}

extension ExpenseOrdering {
    /// The expenses `search` finds, or those of the month of `month` without one, in this order (the store
    /// keeps the last list read in another order).
    func expenses(of store: BudgetStore, search: ExpenseSearch?, month: Date, calendar: Calendar) -> ExpenseList {
        if let search { return store.expenses(matching: search, sortedBy: sort) }
        return store.expenses(inMonthOf: month, calendar: calendar, sortedBy: sort)
    }
}
