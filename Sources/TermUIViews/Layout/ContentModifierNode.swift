import TermUIBase

/// A view that wraps one content view and changes how it is laid out or drawn.
@MainActor
protocol ContentModifierView: View {
    associatedtype Content: View
    /// The wrapped view.
    var content: Content { get }
}

/// The node of a view that wraps one content view; subclasses change layout and drawing.
@MainActor
class ContentModifierNode<V: ContentModifierView>: PrimitiveNode<V> {
    /// The wrapped view's node.
    private(set) var content: Node?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: V) {
        configure(with: view)
        content = reconcile(content, with: view.content, environment: environmentForContent())
    }

    /// The environment the content is given: nil for the node's own. A subclass that adds values derives it
    /// with a `DerivedEnvironment`, so that it stays the same chain while the node's own does.
    func environmentForContent() -> EnvironmentValues? { nil }

    /// Takes the modifier's parameters from a new view value.
    func configure(with view: V) {}

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: rect)
    }
}
