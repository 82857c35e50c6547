import Foundation
import TermUIBase

/// A column of a `Table`, as in SwiftUI: a title, the view of each row's cell, and how the column sorts the
/// rows when the user sorts by it (a `KeyPathComparator` on the column's value; `Never` for a column that
/// does not sort).
///
/// Titles are text (`Label == Text`): a terminal's header row is a line of text. Widths are in cells. The key
/// paths a column sorts by are `Sendable` (Foundation's `KeyPathComparator` asks for it; a key path literal is).
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    /// The type of the rows the column shows.
    public typealias TableRowValue = RowValue
    /// How the column sorts the rows.
    public typealias TableColumnSortComparator = Sort

    var model: TableColumnModel<RowValue>

    private init(title: LocalizedStringKey, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        model = TableColumnModel(title: title, cell: { row in content(row) }, comparator: comparator, width: TableColumnWidth())
    }

    /// Gives the column a fixed width in cells, as in SwiftUI; nil leaves it as wide as it needs.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.model.width.fixed = width.map { max(1, cells($0)) }
        return copy
    }

    /// Keeps the column's width between a minimum and a maximum, starting at `ideal`, in cells, as in SwiftUI.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.model.width.minimum = min.map { Swift.max(1, cells($0)) }
        copy.model.width.ideal = ideal.map { Swift.max(1, cells($0)) }
        copy.model.width.maximum = max.map { Swift.max(1, cells($0)) }
        return copy
    }
}

extension TableColumn: TableColumnModelSource {
    func models<V>(of type: V.Type) -> [TableColumnModel<V>] {
        [model] as Any as? [TableColumnModel<V>] ?? []
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column of cells the closure makes, which does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey, comparator: nil, content: content)
    }

    /// A column of cells the closure makes, titled with a string, which does not sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: LocalizedStringKey(String(title)), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column showing a string of each row, which does not sort.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: titleKey, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column showing a string of each row, titled with a string, which does not sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: LocalizedStringKey(String(title)), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string of each row, which sorts by it.
    ///
    /// Unlike SwiftUI, the default comparator is `.lexical`: Linux's Foundation has no `.localizedStandard`.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .lexical
    ) {
        self.init(title: titleKey, comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column showing a string of each row, titled with a string, which sorts by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) {
        self.init(LocalizedStringKey(String(title)), value: value, comparator: comparator)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column of cells the closure makes, which sorts by a comparable value of each row.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: titleKey, comparator: KeyPathComparator(value), content: content)
    }

    /// A column of cells the closure makes, which sorts by a value of each row with a comparator.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: titleKey, comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column of cells the closure makes, which sorts with a key path comparator.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: KeyPathComparator<RowValue>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: titleKey, comparator: comparator, content: content)
    }
}
