import Foundation

/// Reads and writes the rows a table's selection is bound to, as a set of ids whatever the binding's type.
@MainActor
struct TableSelection {
    /// Whether several rows can be selected (the binding is a `Set`).
    let allowsMultiple: Bool
    let get: () -> Set<AnyHashable>
    let set: (Set<AnyHashable>) -> Void

    /// The selection of one row, bound to an optional id.
    init<ID: Hashable>(_ binding: Binding<ID?>) {
        allowsMultiple = false
        get = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        set = { binding.wrappedValue = $0.first?.base as? ID }
    }

    /// The selection of several rows, bound to a set of ids.
    init<ID: Hashable>(_ binding: Binding<Set<ID>>) {
        allowsMultiple = true
        get = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        set = { binding.wrappedValue = Set($0.compactMap { $0.base as? ID }) }
    }
}

/// Reads and writes a table's sort order, whatever the type of its comparators: which column is first in the
/// order, and sorting by a column.
@MainActor
struct TableSorting {
    /// The column first in the sort order, and whether it sorts in reverse; nil when no column's comparator
    /// comes first.
    let primary: () -> (column: Int, reversed: Bool)?
    /// Puts a column's comparator first in the sort order, ascending, or reverses it when it is first already.
    let sort: (Int) -> Void
    /// Whether each column sorts.
    let sortableColumns: [Bool]

    /// The sorting of a binding to the comparators of the columns.
    init<Sort: SortComparator, RowValue>(_ binding: Binding<[Sort]>, columns: [TableColumnModel<RowValue>]) {
        let comparators = columns.map { $0.comparator as? Sort }
        sortableColumns = comparators.map { $0 != nil }
        /// Whether two comparators compare the same way, whatever their orders.
        func same(_ first: Sort, _ second: Sort) -> Bool {
            var first = first, second = second
            first.order = .forward
            second.order = .forward
            return first == second
        }
        primary = {
            guard let first = binding.wrappedValue.first,
                let column = comparators.firstIndex(where: { $0.map { same($0, first) } ?? false })
            else { return nil }
            return (column, first.order == .reverse)
        }
        sort = { column in
            guard column >= 0, column < comparators.count, var comparator = comparators[column] else { return }
            var order = binding.wrappedValue
            if let first = order.first, same(first, comparator) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                comparator.order = .forward
                order.removeAll { same($0, comparator) }
                order.insert(comparator, at: 0)
            }
            binding.wrappedValue = order
        }
    }
}
