import Observation

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

/// Whether focus is on a focusable view or inside it, for the bodies inside that read `\.isFocused` (which are
/// evaluated again when it changes). Changed by the focusable view's node only, on the main actor.
@Observable
final class FocusFlag {
    var isFocused = false
}

/// The node of focusable content: keys go to it (and then to its ancestors) while it has focus. It tells the
/// content whether it has focus through `\.isFocused`, from where the graph resolves focus after each layout.
@MainActor
final class FocusableNode<Content: View>: ContentModifierNode<FocusableView<Content>>, FocusTarget, FocusObserver {
    override class var declaredRoles: NodeRoles { [.focus] }

    private var isFocusable = true
    private let flag = FocusFlag()
    private var derivedEnvironment = DerivedEnvironment()
    private var isObserving = false

    override func configure(with view: FocusableView<Content>) {
        isFocusable = view.isFocusable
        if !isObserving {
            isObserving = true
            graph.focusManager.addObserver(self)
        }
    }

    override func environmentForContent() -> EnvironmentValues? {
        derivedEnvironment.values(from: environment) { $0.focusFlag = flag }
    }

    func focusIsResolved(on node: (any FocusTarget)?) {
        let focused = node.map { $0 === self || isAncestor(of: $0) } ?? false
        if flag.isFocused != focused { flag.isFocused = focused }
    }

    var acceptsFocus: Bool { isFocusable && environment.isEnabled }
}

private struct FocusFlagKey: EnvironmentKey {
    static var defaultValue: FocusFlag? { nil }
}

extension EnvironmentValues {
    /// Whether the nearest focusable view around has focus, or a view inside it does, as in SwiftUI. Here the
    /// views made focusable by `.focusable()` tell it; inside the built-in controls (a button's label, a
    /// custom style's body) it is false. A body that reads it is evaluated again when focus comes or goes.
    public var isFocused: Bool {
        self[FocusFlagKey.self]?.isFocused ?? false
    }

    /// What `.focusable()` gives the views inside.
    var focusFlag: FocusFlag? {
        get { self[FocusFlagKey.self] }
        set { self[FocusFlagKey.self] = newValue }
    }
}

extension View {
    /// Lets the view take focus, so that its `.onKeyPress` handlers receive keys, as in SwiftUI; the views
    /// inside read `\.isFocused` to draw it focused.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }
}
