/// The two kinds of dialog: an alert (a title, a message, its buttons in a row when they fit, an OK added when
/// it has none) and a confirmation dialog (a choice of actions, stacked, a Cancel added when none cancels).
enum DialogKind: Hashable, Sendable {
    case alert, confirmationDialog
}

/// What a presented dialog shows.
struct DialogContent<Actions: View, Message: View> {
    let kind: DialogKind
    /// The title, or nil when it is hidden.
    let title: Text?
    let actions: Actions
    let message: Message?
}

/// Content that presents a dialog, as `.alert` and `.confirmationDialog` make: a box over the dimmed screen
/// (or over the sheet it is in), with focus inside it until it closes.
struct DialogView<Content: View, Actions: View, Message: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// The dialog, or nil when it is not presented.
    let dialog: DialogContent<Actions, Message>?
    /// Sets the presentation's binding back (false, or nil data).
    let close: () -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = DialogNode<Content, Actions, Message>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that can present a dialog.
@MainActor
final class DialogNode<Content: View, Actions: View, Message: View>:
    ContentModifierNode<DialogView<Content, Actions, Message>>
{
    private var presentation: DialogPresentationNode?

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        if let presentation { body(presentation) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    override func configure(with view: DialogView<Content, Actions, Message>) {
        guard let dialog = view.dialog else {
            if let presentation {
                graph.dismiss(presentation)
                presentation.unmount()
                self.presentation = nil
            }
            return
        }
        let close = view.close
        var dialogEnvironment = environment
        // Every button closes the dialog before its action runs; they take focus wherever the dialog was
        // presented from (a list row, a toolbar), and no shortcut of the presenter's reaches them.
        dialogEnvironment.buttonActionPrelude = { close() }
        dialogEnvironment.controlContext = .free
        dialogEnvironment.keyboardShortcut = nil
        let node = presentation ?? DialogPresentationNode(context: childContext())
        var segments: [RowSegment] = []
        appendRows(of: dialog.actions, to: &segments)
        let actions = segments.flatMap { segment in (0..<segment.count).map(segment.view) }
        node.setContent(
            kind: dialog.kind, title: dialog.title.map { AnyView($0.bold().multilineTextAlignment(.center)) },
            message: dialog.message.map { AnyView($0.multilineTextAlignment(.center)) }, actions: actions,
            environment: dialogEnvironment, close: close)
        if presentation == nil {
            presentation = node
            graph.present(node)
            node.focusDefaultButton()
        }
    }

    override func didUnmount() {
        if let presentation {
            graph.dismiss(presentation)
            presentation.unmount()
        }
    }
}
