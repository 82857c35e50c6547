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
    /// The row ids of the list in an order other than the list order (`ExpenseSort`), read when it was made;
    /// nil for the list order, read through the index.
    let order: [Int64]?
    /// The pages read so far, by number, and whether a read has failed (said once, through `onFailure`).
    private let cache = Mutex<(pages: [Int: [ListedExpense]], hasFailed: Bool)>(([:], false))
    /// Told, once, why a page could not be read (a damaged page of the table).
    private let onFailure: @Sendable (String) -> Void

    /// The pages of `count` rows in `scope`; `firstPage`, when given, is the first, read already. With `order`,
    /// the list is of those row ids, in that order (and `count` is theirs).
    init(database: AppDatabase, scope: ExpenseScope, count: Int, readableOnly: Bool, order: [Int64]? = nil,
         firstPage: [ListedExpense]? = nil, onFailure: @escaping @Sendable (String) -> Void) {
        self.database = database
        self.scope = scope
        self.count = order?.count ?? count
        self.readableOnly = readableOnly
        self.order = order
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
                if let order {
                    ExpenseTable.expenses(
                        rowIDs: order[(number * Self.pageSize)..<min(order.count, (number + 1) * Self.pageSize)], from: connection)
                } else if let last = previous?.last, previous?.count == Self.pageSize {
                    ExpenseTable.page(in: scope, after: last.position, limit: Self.pageSize, readableOnly: readableOnly,
                                      from: connection)
                } else {
                    ExpenseTable.page(in: scope, offset: number * Self.pageSize, limit: Self.pageSize, total: count,
                                      readableOnly: readableOnly, from: connection)
                }
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
        if let order {
            return try? database.read { try ExpenseTable.rowID(of: id, from: $0) }.flatMap { order.firstIndex(of: $0) }
        }
        return try? database.read { try ExpenseTable.offset(of: id, in: scope, readableOnly: readableOnly, from: $0) }
    }
}
