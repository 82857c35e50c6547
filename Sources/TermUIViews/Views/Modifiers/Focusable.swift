/// Content that can take focus, as `.focusable()` makes.
struct FocusableView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let isFocusable: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = FocusableNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of focusable content: keys go to it (and then to its ancestors) while it has focus.
@MainActor
final class FocusableNode<Content: View>: ContentModifierNode<FocusableView<Content>>, FocusTarget {
    override class var declaredRoles: NodeRoles { [.focus] }

    private var isFocusable = true

    override func configure(with view: FocusableView<Content>) {
        isFocusable = view.isFocusable
    }

    var acceptsFocus: Bool { isFocusable && environment.isEnabled }
}

extension View {
    /// Lets the view take focus, so that its `.onKeyPress` handlers receive keys, as in SwiftUI.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }
}
