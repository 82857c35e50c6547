import Foundation

/// The columns of a `Table`, as in SwiftUI: a `TableColumn`, or several made by a `TableColumnBuilder`.
///
/// Unlike SwiftUI, the protocol has no `tableColumnBody`: TermUI's own column types are the only ones a table
/// shows (a type of an app's own that conforms adds no column).
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue
    /// How the columns sort the rows (`KeyPathComparator<TableRowValue>`), or `Never` when they do not.
    associatedtype TableColumnSortComparator
}

/// Columns a builder made, as SwiftUI's `TupleTableColumnContent`. Unlike SwiftUI's, it has no generic
/// parameter for the columns' types: it holds them as they are shown.
public struct TupleTableColumnContent<RowValue, Sort>: TableColumnContent {
    /// The type of the rows the columns show.
    public typealias TableRowValue = RowValue
    /// How the columns sort the rows.
    public typealias TableColumnSortComparator = Sort
    let columns: [TableColumnModel<RowValue>]
}

/// Builds a table's columns, as in SwiftUI: columns one after another, `if`, `if`-`else`, and columns that do
/// not sort (`Sort == Never`) among those that do.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// A column that sorts as the table does (or does not sort, in a table that does not).
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnModels(of: column))
    }

    /// A column that does not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        TupleTableColumnContent(columns: tableColumnModels(of: column))
    }

    /// Columns one after another.
    public static func buildBlock(_ parts: TupleTableColumnContent<RowValue, Sort>...) -> TupleTableColumnContent<RowValue, Sort> {
        TupleTableColumnContent(columns: parts.flatMap(\.columns))
    }

    /// Columns shown only when a condition holds.
    public static func buildOptional(_ part: TupleTableColumnContent<RowValue, Sort>?) -> TupleTableColumnContent<RowValue, Sort> {
        part ?? TupleTableColumnContent(columns: [])
    }

    /// The columns of an `if`.
    public static func buildEither(first part: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> {
        part
    }

    /// The columns of an `else`.
    public static func buildEither(second part: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> {
        part
    }

    /// Columns shown when available.
    public static func buildLimitedAvailability(_ part: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> {
        part
    }
}

/// One column as a table shows it: its title, its cells, how it sorts and how wide it is.
struct TableColumnModel<RowValue> {
    let title: LocalizedStringKey
    /// The view of a row's cell.
    let cell: (RowValue) -> any View
    /// What the table writes into its sort order when it sorts by this column (of the table's `Sort` type);
    /// nil for a column that does not sort.
    let comparator: Any?
    var width: TableColumnWidth
}

/// How wide a column is: fixed, or its need kept between a minimum and a maximum (starting at its ideal).
struct TableColumnWidth: Hashable {
    var fixed: Int?
    var minimum: Int?
    var ideal: Int?
    var maximum: Int?
}

/// Columns that can say what they show.
protocol TableColumnModelSource {
    /// The columns, when their rows are of the type asked for.
    func models<V>(of type: V.Type) -> [TableColumnModel<V>]
}

extension TupleTableColumnContent: TableColumnModelSource {
    func models<V>(of type: V.Type) -> [TableColumnModel<V>] {
        columns as Any as? [TableColumnModel<V>] ?? []
    }
}

/// The columns a column content shows: its models when it is one of TermUI's, none otherwise.
func tableColumnModels<Column: TableColumnContent>(of column: Column) -> [TableColumnModel<Column.TableRowValue>] {
    (column as? any TableColumnModelSource)?.models(of: Column.TableRowValue.self) ?? []
}
