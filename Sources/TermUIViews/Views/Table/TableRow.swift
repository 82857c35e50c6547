import Foundation

/// The rows of a `Table`, as in SwiftUI: `TableRow`s, `ForEach` of them, or several made by a
/// `TableRowBuilder`.
///
/// Unlike SwiftUI, the protocol has no `tableRowBody`: TermUI's own row types are the only ones a table shows.
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable
}

/// One row of a table, showing a value, as in SwiftUI.
///
/// Unlike SwiftUI's, it is also a `View` (that shows nothing), so that `ForEach(items) { TableRow($0) }`
/// makes rows with TermUI's one `ForEach`; `draggable` and `contextMenu` on rows are absent.
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The type of the row's value.
    public typealias TableRowValue = Value
    let value: Value

    /// A row showing a value.
    public init(_ value: Value) {
        self.value = value
    }
}

extension TableRow: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        PrimitiveNode<TableRow>(context: context)
    }
}

/// The rows of a collection, as SwiftUI's `TableForEachContent`: what `Table(data) { columns }` shows.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of the rows' values.
    public typealias TableRowValue = Data.Element
    let data: Data
}

/// Rows a builder made. Unlike SwiftUI's `TupleTableRowContent`, it has no generic parameter for the rows'
/// types: it holds them as runs of values.
public struct TupleTableRowContent<Value: Identifiable>: TableRowContent {
    /// The type of the rows' values.
    public typealias TableRowValue = Value
    /// The row contents, in order (listed as runs on the main actor, where `ForEach` is read).
    let parts: [Any]
}

/// A run of a table's rows: how many, and the value of each, found by offset without building the others.
struct TableRowRun<Value> {
    let count: Int
    let value: (Int) -> Value?
}

/// Row content that can list its rows as runs.
@MainActor
protocol TableRowRunSource {
    /// Appends this content's runs of rows, when its values are of the type asked for.
    func appendRuns<Value>(to runs: inout [TableRowRun<Value>])
}

extension TableRow: TableRowRunSource {
    func appendRuns<V>(to runs: inout [TableRowRun<V>]) {
        if let value = value as? V { runs.append(TableRowRun(count: 1) { _ in value }) }
    }
}

extension TableForEachContent: TableRowRunSource {
    func appendRuns<V>(to runs: inout [TableRowRun<V>]) {
        let data = data
        runs.append(TableRowRun(count: data.count) { offset in data[data.index(data.startIndex, offsetBy: offset)] as? V })
    }
}

extension TupleTableRowContent: TableRowRunSource {
    func appendRuns<V>(to runs: inout [TableRowRun<V>]) {
        for part in parts { (part as? any TableRowRunSource)?.appendRuns(to: &runs) }
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of the rows' values.
    public typealias TableRowValue = Content.TableRowValue
}

extension ForEach: TableRowRunSource where Content: TableRowRunSource {
    func appendRuns<V>(to runs: inout [TableRowRun<V>]) {
        let forEach = self
        runs.append(TableRowRun(count: data.count) { offset in
            var single: [TableRowRun<V>] = []
            forEach.content(forEach.element(at: offset)).appendRuns(to: &single)
            return single.first?.value(0)
        })
    }
}

/// The runs of rows of any row content.
@MainActor
func tableRowRuns<Rows: TableRowContent>(of rows: Rows) -> [TableRowRun<Rows.TableRowValue>] {
    var runs: [TableRowRun<Rows.TableRowValue>] = []
    (rows as? any TableRowRunSource)?.appendRuns(to: &runs)
    return runs
}

/// Builds a table's rows, as in SwiftUI: rows one after another, `ForEach`, `if` and `if`-`else`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// Rows of the table's value type.
    public static func buildExpression<Rows: TableRowContent>(_ rows: Rows) -> TupleTableRowContent<Value>
    where Rows.TableRowValue == Value {
        TupleTableRowContent(parts: [rows])
    }

    /// Rows one after another.
    public static func buildBlock(_ parts: TupleTableRowContent<Value>...) -> TupleTableRowContent<Value> {
        TupleTableRowContent(parts: parts)
    }

    /// Rows shown only when a condition holds.
    public static func buildOptional(_ part: TupleTableRowContent<Value>?) -> TupleTableRowContent<Value> {
        part ?? TupleTableRowContent(parts: [])
    }

    /// The rows of an `if`.
    public static func buildEither(first part: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> { part }

    /// The rows of an `else`.
    public static func buildEither(second part: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> { part }
}
