/// The budget's order by amount (`ExpenseSort.orderBy`'s for amounts: the amount, then the newest day, then the
/// latest entered), worked out here from each expense's `Entry` rather than by SQLite's sorter: all of them
/// sorted, or only the first of them picked in one pass (a row after the last kept costs one comparison, so the
/// first page of a month of 11,000 is a pass over them, not a sort).
enum AmountOrder {
    /// What an expense's place by amount is made of: its amount as a number (as `CAST(amount AS REAL)` reads
    /// it), its day (seconds since 2001, as stored) and its row id.
    struct Entry: Sendable, Equatable {
        let amount: Double
        let date: Double
        let entered: Int64
    }

    /// The row ids of `entries`, all of them in order.
    static func rowIDs(of entries: [Entry], ascending: Bool) -> [Int64] {
        entries.sorted { comesBefore($0, $1, ascending: ascending) }.map(\.entered)
    }

    /// The row ids of the first `limit` of `entries` in order, picked without sorting the rest.
    static func first(_ limit: Int, of entries: [Entry], ascending: Bool) -> [Int64] {
        guard limit > 0 else { return [] }
        var kept: [Entry] = []
        kept.reserveCapacity(limit + 1)
        for entry in entries {
            if kept.count == limit, let last = kept.last, !comesBefore(entry, last, ascending: ascending) { continue }
            // After every kept one that comes before it.
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) / 2
                if comesBefore(kept[middle], entry, ascending: ascending) { low = middle + 1 } else { high = middle }
            }
            kept.insert(entry, at: low)
            if kept.count > limit { kept.removeLast() }
        }
        return kept.map(\.entered)
    }

    /// Whether `first` comes before `second`: by amount (the smallest first when `ascending`), then the newer
    /// day, then the later entry.
    private static func comesBefore(_ first: Entry, _ second: Entry, ascending: Bool) -> Bool {
        if first.amount != second.amount { return ascending ? first.amount < second.amount : first.amount > second.amount }
        return first.date != second.date ? first.date > second.date : first.entered > second.entered
    }
}
