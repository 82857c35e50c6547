/// A tree of data shown as nested disclosure groups, as SwiftUI's `OutlineGroup`: each element with children
/// (its `children` key path not nil) is a `DisclosureGroup` whose label is the element's view and whose content
/// is its children's outline; an element without them is its view alone. On a group's label → opens it and ←
/// closes it (Enter and Space toggle, as on any disclosure group); every group starts closed and keeps whether it
/// is open itself.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
    /// The elements in order, each a disclosure group of its children or its view alone.
    public var body: some View {
        ForEach(data, id: id) { element in
            if let children = element[keyPath: self.children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        OutlineGroup(data: children, id: id, children: self.children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where Parent: View, Leaf: View, Subgroup: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
    /// An outline of the trees of a collection of identifiable elements, each element's children at a key path.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// An outline of the trees of a collection, each element identified by a key path and its children at
    /// another.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }

    /// An outline of one identifiable tree: its root and, under it, its children.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element, Data: RangeReplaceableCollection {
        self.init(data: Data([root]), id: \.id, children: children, content: content)
    }

    /// An outline of one tree, its elements identified by a key path: its root and, under it, its children.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element, Data: RangeReplaceableCollection {
        self.init(data: Data([root]), id: id, children: children, content: content)
    }
}

/// The children of an element in an `OutlineGroup`: the content of its disclosure group, as SwiftUI's
/// `OutlineSubgroupChildren`.
public struct OutlineSubgroupChildren: View {
    let outline: AnyView

    init<V: View>(_ outline: V) {
        self.outline = AnyView(outline)
    }

    /// The children's outline.
    public var body: some View { outline }
}
