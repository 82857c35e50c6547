import Foundation

/// Rows of values in columns, as SwiftUI's `Table`: a header row of the columns' titles, then a row for each
/// value, one line each, with the selected rows highlighted (a focused table whose one selected row is none
/// yet highlights the row under its cursor, as a list does: the row Enter and ↓ start from).
///
/// In the terminal: ↑ ↓ (k j), PgUp PgDn, Home End (g G) move the selection; with a `Set` selection, Space
/// adds or takes out the row under the cursor and Shift-↑↓ extend the selection. Enter does what it does in a
/// list (a button in the row presses; else the key goes on). `s` sorts by the next column that sorts and `S`
/// reverses the order, a click on a column's title sorts by it (again: reversed), a click on a row selects
/// it. As in SwiftUI, the table only writes `sortOrder`; the app sorts its rows when it changes. Only the
/// rows on screen are built, so ten thousand rows cost a key what a screenful does.
///
/// Columns are as wide as their title and the widest cell seen so far (cells are measured as they come on
/// screen, so a column can widen as the table scrolls), within the table's width. Unlike SwiftUI, rows are one
/// line high (a taller cell is cut), and the `Value.self` of `init(of:...)` is only a type.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: [TableColumnModel<Value>]
    let selection: TableSelection?
    let sorting: TableSorting?

    private init(rows: Rows, columns: Columns, selection: TableSelection?, sort: ((([TableColumnModel<Value>]) -> TableSorting))?) {
        self.rows = rows
        let models = tableColumnModels(of: columns)
        self.columns = models
        self.selection = selection
        sorting = sort?(models)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TableNode<Value, Rows, Columns>(context: context)
        node.update(self)
        return node
    }
}

// MARK: Tables of a collection

extension Table {
    /// A table of a collection's elements.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sort: nil)
    }

    /// A table of a collection's elements whose selected row is bound to an element's id.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection), sort: nil)
    }

    /// A table of a collection's elements whose selected rows are bound to a set of ids.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection), sort: nil)
    }

    /// A table of a collection's elements that the user sorts by its columns: it writes `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil) { TableSorting(sortOrder, columns: $0) }
    }

    /// A sortable table of a collection's elements whose selected row is bound to an element's id.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection)) {
            TableSorting(sortOrder, columns: $0)
        }
    }

    /// A sortable table of a collection's elements whose selected rows are bound to a set of ids.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection)) {
            TableSorting(sortOrder, columns: $0)
        }
    }
}

// MARK: Tables of rows

extension Table {
    /// A table of the rows the `rows` builder makes (`TableRow`, `ForEach` of them).
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: nil)
    }

    /// A table of rows whose selected row is bound to a value's id.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sort: nil)
    }

    /// A table of rows whose selected rows are bound to a set of ids.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sort: nil)
    }

    /// A table of rows that the user sorts by its columns: it writes `sortOrder`.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil) { TableSorting(sortOrder, columns: $0) }
    }

    /// A sortable table of rows whose selected row is bound to a value's id.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection)) { TableSorting(sortOrder, columns: $0) }
    }

    /// A sortable table of rows whose selected rows are bound to a set of ids.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection)) { TableSorting(sortOrder, columns: $0) }
    }
}
