import TermUIBase

/// What submits a view's input, as in SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Enter in a text field inside.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Enter in the search field of a `.searchable` inside.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Content with an action for when its input is submitted, as `.onSubmit` makes.
struct OnSubmitView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let triggers: SubmitTriggers
    let action: () -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = OnSubmitNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node with a submit action, whatever its content type.
@MainActor
protocol SubmitHandling: Node {
    /// Runs the action if it answers to the trigger; true when it did.
    func submit(_ trigger: SubmitTriggers) -> Bool
}

extension Node {
    /// Runs the submit actions of this node's ancestors that answer to a trigger, innermost first; true when
    /// there was one.
    @discardableResult
    func submitToAncestors(_ trigger: SubmitTriggers) -> Bool {
        var submitted = false
        var node = parent
        while let current = node, !current.isPresentationRoot {
            if (current as? any SubmitScopeBlocking)?.blocksSubmission == true { break }
            if let handler = current as? any SubmitHandling, handler.submit(trigger) { submitted = true }
            node = current.parent
        }
        return submitted
    }
}

/// The node of content with a submit action: Enter from a focused text field inside runs it (`.text`), and
/// the search field of a `.searchable` inside runs it on Enter (`.search`).
@MainActor
final class OnSubmitNode<Content: View>: ContentModifierNode<OnSubmitView<Content>>, SubmitHandling, KeyResponder {
    override class var declaredRoles: NodeRoles { [.keys] }

    private var triggers: SubmitTriggers = .text
    private var action: () -> Void = {}

    override func configure(with view: OnSubmitView<Content>) {
        triggers = view.triggers
        action = view.action
    }

    func submit(_ trigger: SubmitTriggers) -> Bool {
        guard triggers.contains(trigger), environment.isEnabled else { return false }
        action()
        return true
    }

    /// Enter from a focused text field inside runs the action ("⏎ submit"; it takes Enter from the views
    /// around, a form's "⏎ next" among them).
    var keyBindings: [KeyBinding] {
        guard graph.focused?.takesTextInput == true, triggers.contains(.text), environment.isEnabled else { return [] }
        return [KeyBinding(.keys(.return), "⏎", "submit") { [self] _ in _ = submit(.text) }]
    }
}

extension View {
    /// Runs an action when input inside is submitted, as in SwiftUI: Enter in a text field (`.text`, the
    /// default) or in the search field of a `.searchable` inside (`.search`).
    ///
    /// Enter reaches the action the way keys reach their handlers, from the focused field outwards: a `Form`
    /// between the field and this modifier uses Enter first (to move to the next field).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        OnSubmitView(content: self, triggers: triggers, action: action)
    }
}

/// A node that keeps a submission inside it from reaching the submit actions around it.
@MainActor
protocol SubmitScopeBlocking: Node {
    var blocksSubmission: Bool { get }
}

/// Content whose submissions stay inside, as `.submitScope()` makes.
struct SubmitScopeView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let isBlocking: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = SubmitScopeNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a submit scope: the walk up from a submitting field stops here while it blocks.
@MainActor
final class SubmitScopeNode<Content: View>: ContentModifierNode<SubmitScopeView<Content>>, SubmitScopeBlocking {
    private(set) var blocksSubmission = true

    override func configure(with view: SubmitScopeView<Content>) {
        blocksSubmission = view.isBlocking
    }
}

extension View {
    /// Keeps submissions inside the view from reaching the `.onSubmit` actions around it, as in SwiftUI: Enter
    /// in a text field inside runs only the actions between the field and this view.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        SubmitScopeView(content: self, isBlocking: isBlocking)
    }
}
