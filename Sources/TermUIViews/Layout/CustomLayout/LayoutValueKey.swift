/// A key for a value a subview hands to the custom `Layout` that holds it, as SwiftUI's: set it with
/// `.layoutValue(key:value:)`, read it with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands a value to the custom layout that holds this view, read there through `LayoutSubview`'s subscript.
    /// As in SwiftUI, the value passes through the modifiers around the view, and stops at a layout container.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueView<K, Self>(content: self, value: value)
    }
}

/// Content with a layout value.
struct LayoutValueView<Key: LayoutValueKey, Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let value: Key.Value

    func makeNode(context: NodeContext) -> Node {
        let node = LayoutValueNode<Key, Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node that carries a layout value for its layout.
@MainActor
protocol LayoutValueCarrier: AnyObject {
    /// The value for a key, if this node sets that key.
    func carriedLayoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value?
}

/// The node of content with a layout value.
@MainActor
final class LayoutValueNode<Key: LayoutValueKey, Content: View>: ContentModifierNode<LayoutValueView<Key, Content>>,
    LayoutValueCarrier
{
    private var value: Key.Value?

    override func configure(with view: LayoutValueView<Key, Content>) {
        value = view.value
    }

    func carriedLayoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        key == Key.self ? value as? K.Value : nil
    }
}

extension Node {
    /// The layout value this node or a modifier inside it sets for a key: the search goes down through nodes
    /// with a single child and stops at a custom layout (whose subviews' values are its own).
    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        var node: Node? = self
        while let current = node {
            if let carrier = current as? any LayoutValueCarrier, let value = carrier.carriedLayoutValue(for: key) { return value }
            if current is any LayoutSpacingNode { return nil }
            var only: Node?
            var count = 0
            current.forEachChild { child in
                count += 1
                only = child
            }
            node = count == 1 ? only : nil
        }
        return nil
    }
}
