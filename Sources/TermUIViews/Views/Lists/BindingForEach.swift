/// `ForEach($items) { $item in ... }` and `List($items) { $item in ... }`: a view for each element, given a
/// binding to it, as in SwiftUI.
///
/// As in SwiftUI the data is the collection's indices with each element's id
/// (`LazyMapSequence<C.Indices, (C.Index, ID)>`), read lazily: a list builds only the rows on screen. Unlike
/// SwiftUI, the content type is the row's own (SwiftUI wraps it in `EditableCollectionContent`). A binding
/// reads and writes the element at its index while the element there has its id; once elements have moved
/// or gone it finds its element by id, reads the element as it last was when it has gone, and drops a write
/// to an element that has gone (so a row on its way out never writes into another element).
extension ForEach {
    /// Views for identifiable elements of a mutable collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(data, id: \C.Element.id, content: content)
    }

    /// Views for elements of a mutable collection identified by a key path, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)> {
        let collection = data.wrappedValue
        self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) { element in
            content(ElementBinding(collection: data, index: element.0, id: element.1, idPath: id, last: collection[element.0]).binding)
        }
    }
}

extension List {
    /// A list with a row for each identifiable element of a mutable collection, each given a binding to its
    /// element, as in SwiftUI.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where SelectionValue == Never, C.Element: Identifiable,
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of a mutable collection identified by a key path, each given a
    /// binding to its element, as in SwiftUI.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// The binding to one element of a bound collection, found by index while the element there has its id,
/// else by id.
@MainActor
private struct ElementBinding<C: MutableCollection & RandomAccessCollection, ID: Hashable> {
    let collection: Binding<C>
    let index: C.Index
    let id: ID
    let idPath: KeyPath<C.Element, ID>
    /// The element as it was when the row was made: what a binding to an element that has gone reads.
    let last: C.Element

    /// Where the element is now, nil when it has gone.
    private func currentIndex(in elements: C) -> C.Index? {
        if elements.indices.contains(index), elements[index][keyPath: idPath] == id { return index }
        return elements.firstIndex { $0[keyPath: idPath] == id }
    }

    var binding: Binding<C.Element> {
        Binding(
            get: {
                let elements = collection.wrappedValue
                return currentIndex(in: elements).map { elements[$0] } ?? last
            },
            set: { newValue in
                var elements = collection.wrappedValue
                guard let position = currentIndex(in: elements) else { return }
                elements[position] = newValue
                collection.wrappedValue = elements
            })
    }
}
