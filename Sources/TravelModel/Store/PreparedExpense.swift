import Foundation

/// An expense with the text its row stores for its amount and the key of its title (`NameOrderKey`), worked out
/// before it is written (`ExpensePreparation`): on an import, on the thread that reads the file.
struct PreparedExpense: Sendable {
    var expense: Expense
    /// The exact decimal text of the amount (`ExpenseTable.storedAmount(of:)`).
    let amountText: String
    /// The key that orders the title (`NameOrderKey.key(for:)`).
    let titleKey: String
}

/// Prepares expenses for their rows, with what rows share worked out once: the text of each amount and the key
/// of each title, at most `ReadingMemo.capacity` of each (a million expenses share a few thousand amounts and
/// some tens of thousands of titles).
struct ExpensePreparation {
    private var amountTexts: [Decimal: String] = [:]
    private var titleKeys = NameOrderKey.Memo()

    /// `expense` with its amount's text and its title's key.
    ///
    /// - Throws: `DatabaseError` with `mismatch` for an amount that is not a number.
    mutating func prepare(_ expense: Expense) throws -> PreparedExpense {
        PreparedExpense(expense: expense, amountText: try amountText(of: expense), titleKey: titleKeys.key(for: expense.title))
    }

    private mutating func amountText(of expense: Expense) throws -> String {
        if let text = amountTexts[expense.amount] { return text }
        let text = try ExpenseTable.storedAmount(of: expense)
        if amountTexts.count < ReadingMemo.capacity { amountTexts[expense.amount] = text }
        return text
    }
}
