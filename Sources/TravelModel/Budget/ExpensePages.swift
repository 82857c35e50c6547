import Foundation
import Synchronization

/// A month's or a trip's expenses (`ExpenseScope`) as the budget lists them, read from the database a page at a
/// time as the list asks for rows, and kept: the screenful and a margin, never the whole list. A page after one already read continues from
/// where that one ended (`ExpenseTable.page(in:after:limit:readableOnly:from:)`); any other is counted to
/// through the index from the nearer end of the list.
///
/// It holds the list as it was when it was made: a change to it makes new pages (see `ScopedExpenses`).
/// Reading a row may read its page and keep it, which changes nothing a reader can see but the time it takes.
final class ExpensePages: Sendable {
    /// How many rows a page holds.
    static let pageSize = 64
    /// How many pages are kept at most; beyond, those farthest from the one asked for go.
    static let keptPages = 32

    /// Where the rows are.
    let database: AppDatabase
    /// Which expenses.
    let scope: ExpenseScope
    /// How many rows the list has (those that can be read).
    let count: Int
    /// Whether the scope has rows that cannot be read, which every query then leaves out.
    let readableOnly: Bool
    /// The order of the list when it is not the list order (`ExpenseSort`); nil for the list order, read
    /// through the index.
    let sort: ExpenseSort?
    /// The pages read so far, by number; the row ids of the whole list in `sort`'s order, once a page past the
    /// first or a place in it was asked for (the first page is read on its own: `ExpenseTable.rowIDs`'s limit);
    /// and whether a read has failed (said once, through `onFailure`).
    private let cache = Mutex<(pages: [Int: [ListedExpense]], order: [Int64]?, hasFailed: Bool)>(([:], nil, false))
    /// Told, once, why a page could not be read (a damaged page of the table).
    private let onFailure: @Sendable (FailureReason) -> Void
    /// What puts the rows in order by amount, already read (`ScopedExpenses.amounts`): the whole order by
    /// amount is sorted from it rather than read again.
    private let amounts: [AmountOrder.Entry]?

    /// The pages of `count` rows in `scope`, in the order `sort` gives (nil: the list order); `firstPage`, when
    /// given, is the first, read already; `amounts`, when given, the rows' places by amount, read already.
    init(database: AppDatabase, scope: ExpenseScope, count: Int, readableOnly: Bool, sort: ExpenseSort? = nil,
         firstPage: [ListedExpense]? = nil, amounts: [AmountOrder.Entry]? = nil,
         onFailure: @escaping @Sendable (FailureReason) -> Void) {
        self.database = database
        self.scope = scope
        self.count = count
        self.readableOnly = readableOnly
        self.sort = sort
        self.amounts = amounts
        self.onFailure = onFailure
        if let firstPage { cache.withLock { $0.pages[0] = firstPage } }
    }

    /// The expense at `index` in list order; nil when it could not be read (a damaged page), or when `index`
    /// is outside the list.
    func expense(at index: Int) -> Expense? {
        guard index >= 0, index < count else { return nil }
        let number = index / Self.pageSize, offset = index % Self.pageSize
        let (page, previous) = cache.withLock { ($0.pages[number], $0.pages[number - 1]) }
        if let page { return offset < page.count ? page[offset].expense : nil }
        let read: RowsRead<ListedExpense>
        do {
            read = try database.read { connection in
                if let sort {
                    let order = try self.order(sortedBy: sort, from: connection)
                    let first = min(order.count, number * Self.pageSize)
                    return ExpenseTable.expenses(rowIDs: order[first..<min(order.count, first + Self.pageSize)], from: connection)
                }
                if let last = previous?.last, previous?.count == Self.pageSize {
                    return ExpenseTable.page(in: scope, after: last.position, limit: Self.pageSize, readableOnly: readableOnly,
                                             from: connection)
                }
                return ExpenseTable.page(in: scope, offset: number * Self.pageSize, limit: Self.pageSize, total: count,
                                         readableOnly: readableOnly, from: connection)
            }
        } catch {
            var failed = RowsRead<ListedExpense>()
            failed.stop(because: error)
            read = failed
        }
        let isFirstFailure = cache.withLock { cache in
            cache.pages[number] = read.rows
            let failed = read.unreadable.failure != nil
            defer { cache.hasFailed = cache.hasFailed || failed }
            if cache.pages.count > Self.keptPages {
                for far in cache.pages.keys.sorted(by: { abs($0 - number) > abs($1 - number) }).prefix(Self.keptPages / 2) {
                    cache.pages[far] = nil
                }
            }
            return !cache.hasFailed && failed
        }
        if isFirstFailure, let failure = read.unreadable.failure { onFailure(failure) }
        return offset < read.rows.count ? read.rows[offset].expense : nil
    }

    /// The expense with `id`, when a page read so far holds it.
    func readExpense(id: Expense.ID) -> Expense? {
        cache.withLock { cache in
            for page in cache.pages.values {
                if let listed = page.first(where: { $0.expense.id == id }) { return listed.expense }
            }
            return nil
        }
    }

    /// Where the expense with `id` is in the list; nil when it is not in it.
    func offset(of id: Expense.ID) -> Int? {
        if let found = cache.withLock({ cache in
            cache.pages.lazy.compactMap { number, page in
                page.firstIndex { $0.expense.id == id }.map { number * Self.pageSize + $0 }
            }.first
        }) {
            return found
        }
        if let sort {
            return try? database.read { connection in
                try ExpenseTable.rowID(of: id, from: connection).flatMap { try order(sortedBy: sort, from: connection).firstIndex(of: $0) }
            }
        }
        return try? database.read { try ExpenseTable.offset(of: id, in: scope, readableOnly: readableOnly, from: $0) }
    }

    /// The row ids of the whole list in the order `sort` gives: read the first time they are needed, then kept.
    private func order(sortedBy sort: ExpenseSort, from connection: DatabaseConnection) throws -> [Int64] {
        if let order = cache.withLock({ $0.order }) { return order }
        let order = if sort.key == .amount, let amounts {
            AmountOrder.rowIDs(of: amounts, ascending: sort.isAscending)
        } else {
            try ExpenseTable.rowIDs(in: scope, sortedBy: sort, readableOnly: readableOnly, from: connection)
        }
        cache.withLock { $0.order = order }
        return order
    }
}
