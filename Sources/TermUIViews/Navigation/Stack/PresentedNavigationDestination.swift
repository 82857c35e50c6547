/// Content that pushes a screen on the navigation stack around it while a binding is true, as
/// `.navigationDestination(isPresented:destination:)` makes. Going back (Esc, `dismiss`) sets the binding to
/// false; setting it to false pops the screen.
struct PresentedNavigationDestinationView<Content: View, Destination: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// The pushed screen, or nil while the binding is false.
    let destination: Destination?
    /// Sets the binding to false.
    let close: () -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = PresentedNavigationDestinationNode<Content, Destination>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a navigation destination presented by a binding: it keeps the serial of its push on the stack.
@MainActor
final class PresentedNavigationDestinationNode<Content: View, Destination: View>:
    ContentModifierNode<PresentedNavigationDestinationView<Content, Destination>>
{
    /// The stack and the serial of the screen this node pushed, while it is pushed.
    private var pushed: (stack: any NavigationStackNodeProtocol, serial: Int)?

    override func configure(with view: PresentedNavigationDestinationView<Content, Destination>) {
        guard let destination = view.destination else {
            if let pushed { pushed.stack.removePushedView(pushed.serial) }
            pushed = nil
            return
        }
        if let pushed {
            pushed.stack.replacePushedView(pushed.serial, with: AnyView(destination))
        } else if let stack = enclosingNavigationStack {
            let close = view.close
            let serial = stack.push(view: AnyView(destination)) { [weak self] in
                self?.pushed = nil
                close()
            }
            pushed = (stack, serial)
        }
    }

    override func didUnmount() {
        if let pushed { pushed.stack.removePushedView(pushed.serial) }
        pushed = nil
    }
}

extension View {
    /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true; going back sets it to
    /// false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        PresentedNavigationDestinationView(
            content: self, destination: isPresented.wrappedValue ? destination() : nil,
            close: { isPresented.wrappedValue = false })
    }
}
