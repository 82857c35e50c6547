/// Traits that describe a view to assistive technology, as SwiftUI's `AccessibilityTraits`. A terminal app is
/// read by the screen reader of the terminal, from the characters on screen, so TermUI keeps them only so that
/// code which sets them compiles.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// The view changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
}

/// How an accessibility element relates to the views inside it, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements of their own.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's text is combined into one element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
    /// Describes the view to assistive technology, as in SwiftUI. A terminal's screen reader reads what is on
    /// screen, so the view is drawn as it is; TermUI keeps the label on the view's node for tests to find the
    /// view by (`TestDriver.element(label:)`).
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityElementView(content: self, identifier: nil, label: label.plainText)
    }

    /// Describes the view to assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Describes the view to assistive technology (see `accessibilityLabel(_:)`).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityElementView(content: self, identifier: nil, label: String(label))
    }

    /// A hint of what the view does, for assistive technology (a terminal's screen reader reads what is on
    /// screen: kept only so that code which sets it compiles).
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// A hint of what the view does, for assistive technology (see `accessibilityHint(_:)`).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// The view's value, for assistive technology (see `accessibilityHint(_:)`).
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// The view's value, for assistive technology (see `accessibilityHint(_:)`).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides the view from assistive technology (see `accessibilityHint(_:)`).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Adds traits for assistive technology (see `accessibilityHint(_:)`).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits for assistive technology (see `accessibilityHint(_:)`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Makes the view one accessibility element (see `accessibilityHint(_:)`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// An identifier for UI tests, as in SwiftUI: kept on the view's node, for `TestDriver.element(identifier:)`
    /// to find the view by, whatever its text says.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        AccessibilityElementView(content: self, identifier: identifier, label: nil)
    }
}

/// Content with an accessibility identifier or label, as `.accessibilityIdentifier(_:)` and
/// `.accessibilityLabel(_:)` make.
struct AccessibilityElementView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let identifier: String?
    let label: String?

    func makeNode(context: NodeContext) -> Node {
        let node = AccessibilityElementNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with an accessibility identifier or label: laid out and drawn as its content, it keeps
/// them for queries (see `AccessibleElement`).
@MainActor
final class AccessibilityElementNode<Content: View>: ContentModifierNode<AccessibilityElementView<Content>>, AccessibleElement {
    private(set) var accessibilityIdentifier: String?
    private(set) var accessibilityLabel: String?

    override func configure(with view: AccessibilityElementView<Content>) {
        accessibilityIdentifier = view.identifier
        accessibilityLabel = view.label
    }
}

/// A node that keeps an accessibility identifier or label (see `View.accessibilityIdentifier(_:)`).
@MainActor
package protocol AccessibleElement: Node {
    /// The identifier given with `.accessibilityIdentifier(_:)`, if any.
    var accessibilityIdentifier: String? { get }
    /// The label given with `.accessibilityLabel(_:)`, if any.
    var accessibilityLabel: String? { get }
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's main action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The "magic tap".
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Delete.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Show the menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// An action of a name.
    public init(named name: Text) { self.name = name.plainText(in: EnvironmentValues()) }

    init(name: String) { self.name = name }
}

extension View {
    /// An action for assistive technologies, as in SwiftUI; no assistive technology reads a terminal app's
    /// views, so the action is kept by the app's code only (give it a key or a button to reach it here).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// A named action for assistive technologies, as in SwiftUI; see `accessibilityAction(_:_:)`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
}
