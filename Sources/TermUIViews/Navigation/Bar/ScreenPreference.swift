/// A value a view sets for the screen it is on, read by the navigation stack around it: the title, how the
/// title shows. (SwiftUI passes these up as preferences.)
protocol ScreenPreferenceKey {
    associatedtype Value
}

/// Content that sets a screen preference; it does not change layout.
struct ScreenPreferenceView<Content: View, Key: ScreenPreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value
    /// The value in the environment of the content, when it depends on it (a title with a formatted value).
    var valueInEnvironment: ((EnvironmentValues) -> Key.Value)?
    /// A localized key whose text in the environment is the value (a title looked up in the environment's
    /// languages). Kept as the key rather than a closure over it: a closure's context is allocated anew at each
    /// evaluation, so the view never compares as unchanged and its whole content is updated again (a sheet
    /// with a title cost a frame 0.5 ms more).
    var localizedValue: LocalizedStringKey?

    func makeNode(context: NodeContext) -> Node {
        let node = ScreenPreferenceNode<Content, Key>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that sets a screen preference.
@MainActor
final class ScreenPreferenceNode<Content: View, Key: ScreenPreferenceKey>:
    GroupingNode<ScreenPreferenceView<Content, Key>>, ScreenPreferenceCarrier
{
    override class var declaredRoles: NodeRoles { [.screenPreferences] }

    private var value: Key.Value?

    override var ownScreenPreference: (key: ObjectIdentifier, value: Any)? { (ObjectIdentifier(Key.self), value as Any) }

    override func update(_ view: ScreenPreferenceView<Content, Key>) {
        if let key = view.localizedValue, let text = key.text(in: environment) as? Key.Value {
            value = text
        } else {
            value = view.valueInEnvironment?(environment) ?? view.value
        }
        graph.setNeedsFrame()
        children = [reconcile(children.first, with: view.content)]
    }
}

extension Node {
    /// The first value set for a screen preference at or below this node, not looking inside nested navigation
    /// containers or lists.
    func screenPreference<Key: ScreenPreferenceKey>(_ key: Key.Type) -> Key.Value? {
        if let preference = ownScreenPreference, preference.key == ObjectIdentifier(key) {
            return preference.value as? Key.Value
        }
        var found: Key.Value?
        forEachVisibleChild { child in
            guard found == nil, child.roles.isDisjoint(with: .screenBoundaries) else { return }
            found = child.screenPreference(key)
        }
        return found
    }
}
