import Foundation

/// The order the budget lists expenses in: by date (newest first, the list order), by amount, by title or by
/// category, each either way. `BudgetStore.expenses(inMonthOf:calendar:sortedBy:)` and
/// `BudgetStore.expenses(matching:sortedBy:)` list in it.
public struct ExpenseSort: Hashable, Sendable {
    /// What the expenses are ordered by.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// Their dates; within a day, their titles.
        case date
        /// Their amounts as numbers, whatever their currency (the app converts no currency).
        case amount
        /// Their titles, as the app orders names (`NameOrderKey`: case, accents and the width of numbers aside).
        case title
        /// Their categories' titles.
        case category
    }

    /// What the expenses are ordered by.
    public var key: Key
    /// Whether the order goes up (the oldest, the smallest, A first) rather than down.
    public var isAscending: Bool

    /// An order by `key`, up or down.
    public init(_ key: Key, ascending: Bool) {
        self.key = key
        self.isAscending = ascending
    }

    /// The list order: newest first.
    public static let newestFirst = ExpenseSort(.date, ascending: false)
    /// The largest amounts first.
    public static let largestFirst = ExpenseSort(.amount, ascending: false)
    /// Titles from A.
    public static let byTitle = ExpenseSort(.title, ascending: true)
    /// Categories from A.
    public static let byCategory = ExpenseSort(.category, ascending: true)

    /// The order `s` steps to after this one: newest first, largest first, by title, by category, newest
    /// first again.
    public var next: ExpenseSort {
        switch key {
        case .date: .largestFirst
        case .amount: .byTitle
        case .title: .byCategory
        case .category: .newestFirst
        }
    }

    /// The SQL `ORDER BY` of it: each key, then the list order (for amounts, the date and the entry), so that
    /// no two expenses are ever in doubt.
    var orderBy: String {
        let way = isAscending ? "" : " DESC"
        let listOrder = "date DESC, title_key, entered DESC"
        return switch key {
        case .date: isAscending ? "date, title_key DESC, entered" : listOrder
        // Equal amounts newest first, by day and entry: the index of amounts by date holds all of it. The app
        // puts a list in this order in Swift (`AmountOrder`), faster than SQLite's sorter; this says the same.
        case .amount: "CAST(amount AS REAL)\(way), date DESC, entered DESC"
        case .title: "title_key\(way), \(listOrder)"
        case .category: "category_title\(way), \(listOrder)"
        }
    }
}
