/// Content with a tag value, as `.tag(_:)` makes.
struct TagView<Content: View, Value: Hashable>: View, PrimitiveView, SingleContentView, TaggedView {
    let content: Content
    let tag: Value

    var tagValue: AnyHashable { AnyHashable(tag) }

    func makeNode(context: NodeContext) -> Node {
        let node = SingleChildGroupingNode<TagView<Content, Value>>(context: context)
        node.update(self)
        return node
    }
}

extension View {
    /// Gives the view a tag, as in SwiftUI: the value a `Picker` sets its selection to when this option is
    /// chosen. Without a tag, an option in a `ForEach` has its element's id as its tag.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TagView(content: self, tag: tag)
    }
}

/// The tag of a view: its own, or one found inside the views that wrap it (modifiers, `AnyView`), or nil.
@MainActor
func tagOfView(_ view: any View) -> AnyHashable? {
    firstWrapped((any TaggedView).self, in: view)?.tagValue
}
