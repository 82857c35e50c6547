import Observation

/// A scrolling list of rows with a highlighted selection, as in SwiftUI.
///
/// Lazy: only the rows on screen are built, so a list of a million rows costs the same per frame as one of
/// fifty. ↑ ↓ (k j) move the selection, PgUp PgDn and Home End (g G) jump, and the selection is kept in view.
/// A `Section`'s header and footer are rows the selection passes over. Rows with `.onDelete` are deleted with
/// `d`, then `d` or Enter (a terminal's swipe to delete), and changes of the rows in `withAnimation` animate.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    var selection: ListSelection?

    /// A list of the rows the closure builds (`ForEach` rows are built only when on screen).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with a row for each element of a collection of identifiable elements.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of a collection, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list whose selected row is bound to a value: the row's id (or `.tag`). Setting the value moves the
    /// highlight; moving the highlight sets the value.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(
            get: { selection.wrappedValue.map { AnyHashable($0) } },
            set: { selection.wrappedValue = $0?.base as? SelectionValue })
    }

    /// A list of identifiable elements whose selected row is bound to an element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent>, SelectionValue == Data.Element.ID {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of elements identified by a key path whose selected row is bound to an element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, SelectionValue, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ListNode(context: context, viewType: ObjectIdentifier(Self.self))
        node.update(with: self)
        return node
    }
}

extension List: ListContentView {
    var listContent: any View { content }
    var listSelection: ListSelection? { selection }
}

/// A list view, whatever its generic parameters.
@MainActor
protocol ListContentView {
    var listContent: any View { get }
    var listSelection: ListSelection? { get }
}

/// Reads and writes the value a list's selection is bound to.
@MainActor
struct ListSelection {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
}
