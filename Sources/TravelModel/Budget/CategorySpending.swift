import Foundation

/// What was spent in one category in one currency over some time (a month), for charts: the sum as a
/// `Double` (SQLite's `SUM`, close enough to draw; the exact totals are `CurrencyTotals`') and how many
/// expenses it sums.
public struct CategorySpending: Hashable, Sendable, Identifiable {
    /// The category.
    public var category: Category
    /// The currency's ISO code.
    public var currencyCode: String
    /// The sum of the amounts.
    public var amount: Double
    /// How many expenses there are.
    public var count: Int

    /// The category and currency.
    public var id: String { category.id + " " + currencyCode }

    /// A category's spending.
    public init(category: Category, currencyCode: String, amount: Double, count: Int) {
        self.category = category
        self.currencyCode = currencyCode
        self.amount = amount
        self.count = count
    }
}

/// One month's spending for charts: its first day, its sum in each currency, and the expenses that could
/// not be read, which the sums leave out.
public struct MonthlySpending: Hashable, Sendable, Identifiable {
    /// The month's first moment.
    public var month: Date
    /// The sum of each currency spent in, by ISO code.
    public var totals: [String: Double]
    /// The month's expenses that could not be read, left out of `totals`.
    public var unreadable: UnreadableRows

    /// The month.
    public var id: Date { month }

    /// A month's spending.
    public init(month: Date, totals: [String: Double], unreadable: UnreadableRows = UnreadableRows()) {
        self.month = month
        self.totals = totals
        self.unreadable = unreadable
    }
}

/// A month's or a trip's spending by category (`ExpenseScope`), as the database's `GROUP BY` gave it and kept up
/// to date one expense at a time, largest first.
struct ScopeSpending {
    /// Which expenses.
    let scope: ExpenseScope
    /// Each category and currency spent in, largest first.
    private(set) var categories: [CategorySpending]
    /// The scope's expenses that could not be read, left out of the sums.
    let unreadable: UnreadableRows

    init(scope: ExpenseScope, categories: [CategorySpending], unreadable: UnreadableRows = UnreadableRows()) {
        self.scope = scope
        self.categories = Self.ordered(categories)
        self.unreadable = unreadable
    }

    /// The sum of each currency.
    var totals: [String: Double] {
        categories.reduce(into: [:]) { $0[$1.currencyCode, default: 0] += $1.amount }
    }

    /// Counts an expense that joined (`sign` 1) or left (-1) the scope.
    mutating func change(_ expense: Expense, by sign: Int) {
        guard scope.contains(expense) else { return }
        let amount = NSDecimalNumber(decimal: expense.amount).doubleValue * Double(sign)
        if let index = categories.firstIndex(where: { $0.category.id == expense.category.id && $0.currencyCode == expense.currencyCode }) {
            categories[index].amount += amount
            categories[index].count += sign
            if categories[index].count <= 0 { categories.remove(at: index) }
        } else if sign > 0 {
            categories.append(CategorySpending(category: expense.category, currencyCode: expense.currencyCode, amount: amount, count: 1))
        }
        categories = Self.ordered(categories)
    }

    /// Largest first, then by title (a scope has a handful of categories).
    private static func ordered(_ categories: [CategorySpending]) -> [CategorySpending] {
        categories.sorted { $0.amount != $1.amount ? $0.amount > $1.amount : $0.category.title < $1.category.title }
    }
}
