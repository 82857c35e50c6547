import Foundation

/// Keeps a `BudgetStore` saved in `expenses.json`: loads it at launch and saves after every change.
public typealias BudgetPersistence = StorePersistence<BudgetStore>

extension BudgetStore: PersistentStore {
    /// The expenses, in the store's order.
    public var savedContent: [Expense] {
        expenses
    }

    /// A store holding the expenses read from `expenses.json`.
    public convenience init(savedContent: [Expense], calendar: Calendar) {
        self.init(expenses: savedContent)
    }

    /// The expenses file in `directory`.
    public nonisolated static func file(in directory: URL, calendar: Calendar) -> BudgetFile {
        BudgetFile(directory: directory, calendar: calendar)
    }
}
