import TermUIBase

/// A control that opens a menu of actions, as SwiftUI's `Menu`: its label with a ▾ after it; Enter, Space
/// or a click opens its content (buttons, dividers, sections, nested menus) in a popup below it, where ↑ ↓
/// move, Enter runs a button (and closes the menu) or opens a nested menu (drawn with ▸), and Esc closes.
///
/// With a primary action, Enter, Space and a click run it, and the menu opens with the context-menu keys
/// (`m`, Shift-F10 or the Menu key) or a right click, as SwiftUI's long press opens it. `.menuStyle(_:)`
/// is not offered: every menu looks the same.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// A menu with a label view and an action that Enter and a click run (the menu opens with `m`).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    func makeNode(context: NodeContext) -> Node {
        let node = MenuNode<Label, Content>(context: context)
        node.update(self)
        return node
    }
}

extension Menu where Label == Text {
    /// A menu with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a title and a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu with a string title and a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TermUIViews.Label<Text, Image> {
    /// A menu with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermUIViews.Label(title, systemImage: systemImage) }
    }
}

/// A node that holds a menu's content, which the menu it is an item of opens as a nested menu.
@MainActor
protocol SubmenuSource: Node {
    /// The nested menu's content.
    var menuContent: AnyView { get }
}

/// The node of a `Menu`: its label and ▾ (▸ inside another menu), and its popups while they are open.
@MainActor
final class MenuNode<Label: View, Content: View>: PrimitiveNode<Menu<Label, Content>>, FocusTarget, KeyResponder,
    Activatable, SubmenuSource, MouseTarget
{
    override class var declaredRoles: NodeRoles { [.focus, .keys, .activation] }
    override var activatable: (any Activatable)? { self }

    private var label: Node?
    private(set) var menuContent = AnyView(EmptyView())
    private var primaryAction: (() -> Void)?
    private lazy var popups = MenuPopups(owner: self)

    override func forEachChild(_ body: (Node) -> Void) {
        if let label { body(label) }
        popups.forEachPopup(body)
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        if let label { body(label) }
    }

    override func update(_ view: Menu<Label, Content>) {
        label = reconcile(label, with: view.label)
        menuContent = AnyView(view.content)
        primaryAction = view.primaryAction
    }

    override func didUnmount() {
        popups.close()
    }

    private var isEnabled: Bool { environment.isEnabled }
    /// Whether this menu is an item of another one (then it opens from there, drawn with ▸).
    private var isNested: Bool { environment.isInMenu }

    var acceptsFocus: Bool { isEnabled && environment.controlContext == .free }

    var clickKey: KeyEquivalent? { .return }

    /// Opens the menu below the label.
    func openMenu() {
        guard isEnabled else { return }
        popups.open(menuContent, anchor: controlRect)
    }

    func activate() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction { primaryAction() } else { openMenu() }
        return true
    }

    /// Enter and Space open the menu ("⏎ menu"), or with a primary action run it ("⏎" and the label's text,
    /// and "m menu"); the context-menu keys open the menu.
    var keyBindings: [KeyBinding] {
        let enterHint = primaryAction == nil ? KeyHint("⏎", "menu") : KeyHint("⏎", KeyHint.label(fromTitle: label?.plainText ?? "", languages: environment.localeCategories.languages))
        return [
            KeyBinding(.contextMenuKeys, hints: isEnabled && primaryAction != nil ? [.contextMenu] : []) { [self] _ in
                openMenu()
            },
            .trying(.keys(.return, .space), hints: isEnabled ? [enterHint] : []) { [self] _ in activate() },
        ]
    }

    /// A right click opens the menu, even with a primary action.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        guard case .press(.secondary) = event.kind else { return false }
        openMenu()
        return true
    }

    // MARK: Layout and drawing

    /// The ▾ (or ▸) after the label, with a space before it.
    private let markWidth = 2

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label?.measure(ProposedSize(width: proposal.width.map { max(0, $0 - markWidth) }, height: proposal.height)) ?? .zero
        return Size(width: inner.width + markWidth, height: max(1, inner.height))
    }

    /// Where the label and its mark are: at the leading edge, as wide as they need (a list row is wider).
    private var controlRect = Rect.zero

    override func place(in rect: Rect) {
        frame = rect
        let width = min(rect.width, sizeThatFits(ProposedSize(width: rect.width, height: rect.height)).width)
        controlRect = Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        label?.place(in: Rect(x: rect.minX, y: rect.minY, width: max(0, width - markWidth), height: rect.height))
    }

    override func draw(in canvas: inout CellCanvas) {
        label?.draw(in: &canvas)
        guard controlRect.width >= markWidth else { return }
        canvas.draw(isNested ? "▸" : "▾", at: Point(x: controlRect.maxX - 1, y: controlRect.minY), style: .plain)
        let focused = isFocused, enabled = isEnabled
        let tint = environment.controlContext == .free ? environment.tint.backgroundColor(in: environment) : nil
        canvas.restyle(controlRect) { style in
            guard enabled else {
                style.attributes.insert(.dim)
                return
            }
            if focused { style.attributes.insert(.reverse) }
            if !focused, style.foreground == nil, let tint { style.foreground = tint }
        }
    }
}

private struct IsInMenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views inside are items of a menu's popup.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}
