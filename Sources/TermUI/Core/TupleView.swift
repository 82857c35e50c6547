/// Several views side by side in a `@ViewBuilder` closure, as in SwiftUI; a stack lays out each of them.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let elements: [any View]

    /// Views from a tuple of views.
    public init(_ value: T) {
        self.value = value
        elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init<each Element: View>(_ element: repeat each Element) where T == (repeat each Element) {
        value = (repeat each element)
        var elements: [any View] = []
        for element in repeat each element { elements.append(element) }
        self.elements = elements
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TupleNode<T>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `TupleView`: one child per element, matched by position.
@MainActor
final class TupleNode<T>: GroupingNode<TupleView<T>> {
    override func update(_ view: TupleView<T>) {
        var updated: [Node] = []
        updated.reserveCapacity(view.elements.count)
        for (index, element) in view.elements.enumerated() {
            updated.append(reconcile(index < children.count ? children[index] : nil, with: element))
        }
        for stale in children.dropFirst(updated.count) { stale.unmount() }
        children = updated
    }
}
