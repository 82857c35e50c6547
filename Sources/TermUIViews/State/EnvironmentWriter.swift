import Observation

/// A view that changes the environment for its content: what `.environment(\.key, value)`, `.font(_:)`,
/// `.foregroundStyle(_:)` and the like return.
///
/// When the parent's environment and the written value are unchanged, the content gets the very same
/// environment as before, so its views are not evaluated again.
struct EnvironmentWriter<Content: View, Token>: View, PrimitiveView {
    let content: Content
    /// Stands for what is written: equal bytes mean the same change.
    let token: Token
    let write: (inout EnvironmentValues) -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = EnvironmentWriterNode<Content, Token>(context: context)
        node.update(self)
        return node
    }
}

/// The node of an `EnvironmentWriter`.
@MainActor
final class EnvironmentWriterNode<Content: View, Token>: GroupingNode<EnvironmentWriter<Content, Token>> {
    private var lastToken: Token?
    private var childEnvironment: EnvironmentValues?

    override func update(_ view: EnvironmentWriter<Content, Token>) {
        let reusable = !environmentChanged && lastToken.map { ValueBytes.equal($0, view.token) } == true
        if !reusable || childEnvironment == nil {
            var values = environment
            view.write(&values)
            childEnvironment = values
        }
        lastToken = view.token
        children = [reconcile(children.first, with: view.content, environment: childEnvironment)]
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self, token: (keyPath, value)) { $0[keyPath: keyPath] = value }
    }

    /// Places an `@Observable` object in the environment for `@Environment(T.self)` readers inside.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self, token: object.map(ObjectIdentifier.init)) { $0.setObject(object, of: T.self) }
    }

    /// Changes the environment for this view and the views inside it, as in SwiftUI.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentWriter(content: self, token: (keyPath, transform)) { transform(&$0[keyPath: keyPath]) }
    }
}
