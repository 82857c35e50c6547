/// Content with asynchronous work bound to its lifetime, as `.task` makes: the work starts when the view
/// appears (after the update that made it), on the main actor, and is cancelled when the view disappears or,
/// for `task(id:priority:_:)`, when `id` changes, before the work for the new `id` starts.
struct TaskView<Content: View, ID: Equatable>: ContentModifierView, PrimitiveView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = TaskNode<Content, ID>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a task: it keeps the running task, to cancel it.
@MainActor
final class TaskNode<Content: View, ID: Equatable>: ContentModifierNode<TaskView<Content, ID>> {
    /// The id the work was started (or is about to start) for; nil before the first update.
    private var id: ID?
    private var running: Task<Void, Never>?

    override func configure(with view: TaskView<Content, ID>) {
        guard id != view.id else { return }
        id = view.id
        let action = view.action, priority = view.priority
        graph.runAfterUpdate { [weak self] in
            guard let self, self.isMounted else { return }
            self.running?.cancel()
            self.running = Task(priority: priority) { @MainActor in await action() }
        }
    }

    override func didUnmount() {
        running?.cancel()
        running = nil
    }
}

extension View {
    /// Runs asynchronous work when the view appears, cancelled when it disappears, as in SwiftUI. The work runs
    /// on the main actor, where views and their models live.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Runs asynchronous work when the view appears and again each time `id` changes (the work for the old
    /// value cancelled first), cancelled when the view disappears, as in SwiftUI.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: value, priority: priority, action: action)
    }
}
