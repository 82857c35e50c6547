import TermUIBase

/// Content with a tap action, as `.onTapGesture` makes.
struct TapGestureView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let count: Int
    let action: () -> Void
    /// What the gesture's `.updating` does as the press begins and ends.
    var pressUpdates: [_GesturePressUpdate] = []

    func makeNode(context: NodeContext) -> Node {
        let node = TapGestureNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a tap action: a click of the primary button on it (the `count`th in quick
/// succession, for a double tap) runs the action, before the views around it see the click.
@MainActor
final class TapGestureNode<Content: View>: ContentModifierNode<TapGestureView<Content>>, MouseTarget {
    private var count = 1
    private var action: () -> Void = {}
    private var pressUpdates: [_GesturePressUpdate] = []
    /// The updates begun by a press whose release has not come yet.
    private var pressesGoingOn: [_GesturePressUpdate] = []

    override func configure(with view: TapGestureView<Content>) {
        count = max(1, view.count)
        action = view.action
        pressUpdates = view.pressUpdates
    }

    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        if case .release(.primary) = event.kind, !pressesGoingOn.isEmpty {
            endPresses()
            return true
        }
        guard case .press(.primary) = event.kind, environment.isEnabled else { return false }
        if !pressUpdates.isEmpty {
            endPresses()
            pressesGoingOn = pressUpdates
            for update in pressUpdates { update.began() }
            graph.setNeedsFrame()
        }
        // A single tap answers every click; a double tap the second of two (a third starts again).
        guard count == 1 || clickCount % count == 0 else { return false }
        action()
        graph.setNeedsFrame()
        return true
    }

    /// Ends the gesture of the press going on: its `@GestureState`s go back to their initial values.
    private func endPresses() {
        let ended = pressesGoingOn
        pressesGoingOn = []
        for update in ended { update.ended() }
        graph.setNeedsFrame()
    }

    override func didUnmount() {
        pressesGoingOn = []
    }
}

extension View {
    /// Runs an action when the view is clicked (`count` times in quick succession: 2 for a double click), as
    /// SwiftUI's tap gesture does. The click counts where the view is drawn: every cell of its frame.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureView(content: self, count: count, action: action)
    }

    /// Sets the shape that takes clicks, as in SwiftUI. In the terminal every cell of a view's frame takes
    /// its clicks already, blank cells too, so this changes nothing: it is here so that SwiftUI code that
    /// uses it compiles.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
