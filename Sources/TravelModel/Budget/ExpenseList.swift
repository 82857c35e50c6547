import Foundation

/// The expenses of one month, or of one trip, as the budget lists them: newest day first, titles of one day in
/// the order people expect (`NameOrderKey`: case, accents and the width of numbers aside), the latest entered
/// first among equal titles.
///
/// A collection that is counted at once and read a page at a time as its elements are asked for (a list shows
/// a screenful): indexing it reads at most a page from the database, so never walk all of it on a key. It is
/// the list as it was when asked for (`BudgetStore.expenses(inMonthOf:calendar:)`,
/// `BudgetStore.expenses(ofTrip:)`); a change to it gives a new one.
public struct ExpenseList: RandomAccessCollection, Sendable {
    /// The pages the rows are read from.
    let pages: ExpensePages

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// The index after the last expense: how many there are.
    public var endIndex: Int { pages.count }

    /// The expense at `index` (from 0, which must be below `count`). A row that could not be read (the database
    /// failed under it) is shown as `Expense.unread(at:in:)`, never a crash; the list's `UnreadableRows` says so.
    public subscript(index: Int) -> Expense {
        pages.expense(at: index) ?? .unread(at: index, in: pages.scope)
    }

    /// Where the expense with `id` is; nil when it is not among these. Found through the database's index,
    /// never by reading the expenses before it.
    public func offset(ofExpenseWithID id: Expense.ID) -> Int? {
        pages.offset(of: id)
    }
}

extension Expense {
    /// What a list shows in place of a row that could not be read: no amount, at the scope's first moment, with
    /// an identifier made of its place (so that it stays the same from one frame to the next).
    static func unread(at index: Int, in scope: ExpenseScope) -> Expense {
        let bytes = withUnsafeBytes(of: UInt64(truncatingIfNeeded: index).bigEndian) { Array($0) }
        let id = UUID(uuid: (0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]))
        return Expense(id: id, title: "This expense could not be read", amount: 0, category: .other, date: scope.firstMoment)
    }
}
