/// Several views side by side in a `@ViewBuilder` closure, as in SwiftUI; a stack lays out each of them.
public struct TupleView<T> {
    /// The views, as a tuple.
    public var value: T
    /// Reads the views out of the tuple. A type, not a closure or an array, so that two tuple views of equal
    /// views have equal bytes and an unchanged one is recognised without evaluating anything below it.
    let reader: any TupleElementsReader.Type

    /// Views from a tuple of views.
    public init(_ value: T) {
        self.value = value
        reader = MirroredTupleElements.self
    }

    init<each Element: View>(_ element: repeat each Element) where T == (repeat each Element) {
        value = (repeat each element)
        reader = TupleElements<repeat each Element>.self
    }

}

// The conformance is declared apart, so that the type is not isolated to the main actor: `ViewBuilder`, which
// SwiftUI does not isolate, makes one from any context.
extension TupleView: View, PrimitiveView {
    /// The views, in order.
    var elements: [any View] {
        reader.elements(of: value)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TupleNode<T>(context: context)
        node.update(self)
        return node
    }
}

/// A tuple of views, read without knowing its type (a `ViewThatFits` builds its candidates one by one).
protocol ViewTuple {
    /// The views, in order.
    var elements: [any View] { get }
}

extension TupleView: ViewTuple {}

/// Reads the views out of a tuple value.
protocol TupleElementsReader {
    static func elements<T>(of value: T) -> [any View]
}

/// Reads a tuple of known view types.
struct TupleElements<each Element: View>: TupleElementsReader {
    static func elements<T>(of value: T) -> [any View] {
        guard let tuple = value as? (repeat each Element) else { return [] }
        var elements: [any View] = []
        for element in repeat each tuple { elements.append(element) }
        return elements
    }
}

/// Reads any tuple by reflection (for `TupleView(_:)` made outside a view builder).
enum MirroredTupleElements: TupleElementsReader {
    static func elements<T>(of value: T) -> [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

/// The node of a `TupleView`: one child per element, matched by position.
@MainActor
final class TupleNode<T>: GroupingNode<TupleView<T>> {
    override func update(_ view: TupleView<T>) {
        let elements = view.elements
        var updated: [Node] = []
        updated.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            updated.append(reconcile(index < children.count ? children[index] : nil, with: element))
        }
        for stale in children.dropFirst(updated.count) { retire(stale) }
        children = updated
    }
}
