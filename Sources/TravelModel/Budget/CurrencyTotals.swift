import Foundation

/// The exact totals of some expenses, one for each currency they are in (never a sum of dollars and yen),
/// kept up to date one expense at a time.
struct CurrencyTotals: Sendable {
    /// The sum and the number of expenses of each currency there is an expense in.
    private var sums: [String: (amount: Decimal, count: Int)] = [:]
    /// The totals, ordered by currency code; a currency whose last expense left is gone.
    private(set) var amounts: [Money] = []

    /// No totals.
    init() {}

    /// The totals of `amounts`, one of each currency in it.
    init(_ amounts: some Sequence<Money>) {
        for money in amounts {
            sums[money.currencyCode, default: (0, 0)].amount += money.amount
            sums[money.currencyCode, default: (0, 0)].count += 1
        }
        refreshAmounts()
    }

    /// Totals already summed: the sum and the number of expenses of each currency.
    init(sums: [String: (amount: Decimal, count: Int)]) {
        self.sums = sums.filter { $0.value.count > 0 }
        refreshAmounts()
    }

    /// Expenses counted and not summed, whose totals are not known.
    private var uncounted = 0

    /// `count` expenses, counted and not summed: no totals.
    init(count: Int) {
        uncounted = count
    }

    /// How many expenses the totals count.
    var count: Int {
        sums.values.reduce(uncounted) { $0 + $1.count }
    }

    /// Counts the amounts of expenses that joined.
    mutating func add(_ expenses: some Sequence<Expense>) {
        change(expenses, by: 1)
    }

    /// Takes away the amounts of expenses that left.
    mutating func remove(_ expenses: some Sequence<Expense>) {
        change(expenses, by: -1)
    }

    private mutating func change(_ expenses: some Sequence<Expense>, by sign: Int) {
        var changed = false
        for expense in expenses {
            var sum = sums[expense.currencyCode, default: (0, 0)]
            sum.amount += sign > 0 ? expense.amount : -expense.amount
            sum.count += sign
            sums[expense.currencyCode] = sum.count > 0 ? sum : nil
            changed = true
        }
        if changed { refreshAmounts() }
    }

    /// Orders the totals by code: there are as many as currencies, a handful at most.
    private mutating func refreshAmounts() {
        amounts = sums.map { Money($0.value.amount, currencyCode: $0.key) }.sorted { $0.currencyCode < $1.currencyCode }
    }
}
