/// A view whose body is not evaluated again while its value equals the last, as SwiftUI's `EquatableView`:
/// made by `equatable()`, for a view whose own `==` knows better than comparing every stored property (a
/// closure, an object, a value that does not change what it shows).
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    /// The view compared.
    public var content: Content

    /// A view compared by `==` before it is evaluated again.
    public init(content: Content) {
        self.content = content
    }

    /// There is no body: the view is its content.
    public typealias Body = Never

    func makeNode(context: NodeContext) -> Node {
        let node = EquatableNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of an `EquatableView`: transparent to layout, it passes a new value to its content only when the
/// content's `==` says it differs (or the environment changed), so the content's body is not evaluated again.
/// Its content's own state still updates it.
@MainActor
final class EquatableNode<Content: View & Equatable>: GroupingNode<EquatableView<Content>> {
    override func isUnchanged(_ last: EquatableView<Content>, _ new: EquatableView<Content>) -> Bool {
        last.content == new.content
    }

    override func update(_ view: EquatableView<Content>) {
        children = [reconcile(children.first, with: view.content)]
    }
}

extension View where Self: Equatable {
    /// The view, compared by its `==` before its body is evaluated again, as in SwiftUI.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
