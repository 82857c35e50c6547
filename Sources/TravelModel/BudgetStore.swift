import Foundation
import Observation

/// The observable collection of expenses that the app shows and edits.
@MainActor
@Observable
public final class BudgetStore {
    /// All recorded expenses, in no particular order.
    public var expenses: [Expense]

    /// Creates a store holding the given expenses.
    public init(expenses: [Expense] = []) {
        self.expenses = expenses
    }

    /// The expenses ordered newest first; expenses with the same date are ordered by title.
    public var sortedExpenses: [Expense] {
        expenses.sorted { lhs, rhs in
            if lhs.date != rhs.date {
                return lhs.date > rhs.date
            }
            return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
        }
    }

    /// Returns the exact sum of the amounts of the given expenses.
    public nonisolated static func total(of expenses: [Expense]) -> Decimal {
        expenses.reduce(Decimal.zero) { $0 + $1.amount }
    }

    /// Adds an expense to the store.
    public func add(_ expense: Expense) {
        expenses.append(expense)
    }

    /// Removes the expense with the given identifier, if the store holds one.
    public func remove(id: Expense.ID) {
        expenses.removeAll { $0.id == id }
    }

    /// The expenses dated in the month of `date` in `calendar`, newest first, in the order of `sortedExpenses`.
    public func expenses(inMonthOf date: Date, calendar: Calendar) -> [Expense] {
        sortedExpenses.filter { calendar.isDate($0.date, equalTo: date, toGranularity: .month) }
    }

    /// The exact sum of the amounts of the expenses dated in the month of `date` in `calendar`.
    public func total(inMonthOf date: Date, calendar: Calendar) -> Decimal {
        Self.total(of: expenses.filter { calendar.isDate($0.date, equalTo: date, toGranularity: .month) })
    }

    /// Removes, in one change, the expenses at `offsets` in `list`, a list shown to the user such as
    /// `expenses(inMonthOf:calendar:)`; offsets outside `list` are ignored.
    ///
    /// Expenses are matched by identifier, so `list` may be filtered and sorted in any way.
    public func remove(atOffsets offsets: IndexSet, in list: [Expense]) {
        let ids = Set(offsets.filter { list.indices.contains($0) }.map { list[$0].id })
        guard !ids.isEmpty else { return }
        expenses.removeAll { ids.contains($0.id) }
    }
}

extension BudgetStore: PersistentStore {
    /// The expenses, in the store's order.
    public var savedContent: [Expense] {
        expenses
    }

    /// A store holding the expenses read from `expenses.json`.
    public convenience init(savedContent: [Expense], calendar: Calendar) {
        self.init(expenses: savedContent)
    }

    /// The expenses file, `expenses.json`, in `directory`.
    public nonisolated static func file(in directory: URL, calendar: Calendar) -> DocumentFile<[Expense]> {
        DocumentFile(BudgetDocument.self, directory: directory, calendar: calendar)
    }
}
