import TermUIBase

/// A control that runs an action, as in SwiftUI: Enter or Space when it has focus, Enter on the list row it
/// is in, or its keyboard shortcut from anywhere on the screen. A button with the `plus` symbol has `+` as its
/// shortcut. A custom `.buttonStyle(_:)` draws it; its keys and focus stay the same.
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    var symbolName: String?

    /// A button with a label view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a label view.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ButtonNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension Button where Label == Text {
    /// A button with a text title.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TermUIViews.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TermUIViews.Label(titleKey, systemImage: systemImage) }
        symbolName = systemImage
    }

    /// A button with a title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TermUIViews.Label(title, systemImage: systemImage) }
        symbolName = systemImage
    }
}

/// What a button does, as in SwiftUI: destructive buttons are red wherever they are (bold without colours,
/// and underlined too in the navigation bar, which is bold already); in an alert or a confirmation dialog Esc
/// presses the cancel button.
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case destructive, cancel }
    let kind: Kind

    /// Deletes or removes something.
    public static let destructive = ButtonRole(kind: .destructive)
    /// Cancels.
    public static let cancel = ButtonRole(kind: .cancel)
}

/// A node that runs an action when pressed.
@MainActor
protocol PressableNode: Node {
    /// Whether the control takes input now.
    var isEnabled: Bool { get }
    /// The shortcut that presses it from anywhere on the screen.
    var shortcut: KeyboardShortcut? { get }
    /// The words the key-hint bar uses for it.
    var hintLabel: String { get }
    /// What it does: a destructive or a cancel button.
    var role: ButtonRole? { get }
    /// Runs the action.
    func press()
    /// Restyles cells beside it (the room a dialog leaves around its label) as it styles its own.
    func restyleAsButton(_ rect: Rect, in canvas: inout CellCanvas)
}

private struct ButtonActionPreludeKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Runs before a button inside runs its action, however it is pressed (Enter, Space, a click, its
    /// shortcut): a dialog closes first, as SwiftUI's alerts do whichever button is pressed.
    var buttonActionPrelude: (@MainActor () -> Void)? {
        get { self[ButtonActionPreludeKey.self] }
        set { self[ButtonActionPreludeKey.self] = newValue }
    }
}

/// The node of a `Button`.
@MainActor
final class ButtonNode<Label: View>: PrimitiveNode<Button<Label>>, PressableNode, FocusTarget, KeyResponder, Activatable, ShortcutResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .shortcuts, .activation] }
    override var activatable: (any Activatable)? { self }

    /// The label's node, or the body of a custom style.
    private var content: Node?
    /// Whether a custom style draws the button.
    private var isCustomStyled = false
    /// Whether the button is inside another control's custom style body (read once an update, not at each
    /// focus question).
    private var isInStyledBody = false
    private var styledBody = StyledControlBody()
    private var action: () -> Void = {}
    private(set) var role: ButtonRole?
    private(set) var shortcut: KeyboardShortcut?
    private(set) var hintLabel = ""

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: Button<Label>) {
        action = view.action
        role = view.role
        isInStyledBody = environment.isInStyledControlBody
        shortcut = environment.keyboardShortcut ?? (view.symbolName == "plus" ? KeyboardShortcut("+", modifiers: []) : nil)
        switch environment.buttonStyleChoice {
        case .builtIn:
            isCustomStyled = false
            content = reconcile(content, with: view.label)
        case .styled(let makeBody):
            isCustomStyled = true
            let configuration = ButtonStyleConfiguration(
                role: view.role, label: ButtonStyleConfiguration.Label(content: AnyView(view.label)), isPressed: false)
            content = reconcile(content, with: makeBody(configuration), environment: styledBody.environment(under: self))
        case .primitive(let makeBody):
            isCustomStyled = true
            let configuration = PrimitiveButtonStyleConfiguration(
                role: view.role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)),
                action: { [weak self] in self?.press() })
            content = reconcile(content, with: makeBody(configuration), environment: styledBody.environment(under: self))
        }
        hintLabel = KeyHint.label(fromTitle: content?.plainText ?? "", languages: environment.localeCategories.languages)
    }

    var isEnabled: Bool { environment.isEnabled }

    var acceptsFocus: Bool {
        !isInStyledBody && isEnabled && environment.controlContext != .listRow
            && environment.controlContext != .commands
    }

    var isSecondaryFocusTarget: Bool { environment.controlContext == .toolbar }

    /// A click presses the button, as Enter does.
    var clickKey: KeyEquivalent? { .return }

    func press() {
        guard isEnabled else { return }
        environment.buttonActionPrelude?()
        action()
    }

    /// Enter and Space press it, named in the bar by its label ("⏎ save"), so that the bar offers no other
    /// meaning of Enter while a button has focus.
    var keyBindings: [KeyBinding] {
        [KeyBinding(.keys(.return, .space), hints: hintLabel.isEmpty ? [] : [KeyHint("⏎", hintLabel)]) { [self] _ in
            press()
        }]
    }

    func activate() -> Bool {
        guard isEnabled else { return false }
        press()
        return true
    }

    /// Its keyboard shortcut, while it is enabled; named in the bar by its label.
    var shortcutBindings: [KeyBinding] {
        guard let shortcut, isEnabled else { return [] }
        let hints = hintLabel.isEmpty ? [] : [KeyHint(shortcut.displayName, hintLabel)]
        return [KeyBinding(.presses(KeyPress(shortcut.key, modifiers: shortcut.modifiers)), hints: hints) { [self] _ in
            press()
        }]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: rect)
    }

    override func draw(in canvas: inout CellCanvas) {
        content?.draw(in: &canvas)
        restyleAsButton(frame, in: &canvas)
    }

    /// A disabled button is dim. A focused one is reversed; a destructive one is red wherever it is (in a
    /// list row too, where other buttons take the row's colours), and without colours bold, and underlined as
    /// well in the navigation bar, whose text is all bold. A custom style's body keeps its colours: only
    /// dimmed when disabled and reversed when focused. An enabled button leaves the cells of a picture shown as
    /// an image alone (`restyleAroundImages`), so that a focused card keeps its photo and shows its focus on
    /// its caption; a disabled one dims them, and its picture shows dimmed in half blocks.
    func restyleAsButton(_ rect: Rect, in canvas: inout CellCanvas) {
        if isCustomStyled {
            let focused = isFocused, enabled = isEnabled
            guard focused || !enabled else { return }
            if enabled {
                canvas.restyleAroundImages(rect) { $0.attributes.insert(.reverse) }
            } else {
                canvas.restyle(rect) { $0.attributes.insert(.dim) }
            }
            return
        }
        let isDestructive = role == .destructive
        let tint = isDestructive ? Color.red.backgroundColor(in: environment) : environment.tint.backgroundColor(in: environment)
        let focused = isFocused
        let enabled = isEnabled
        let tinted = isDestructive || environment.controlContext != .listRow
        var marks: TextAttributes = []
        if isDestructive, !environment.usesColor {
            marks = environment.controlContext == .toolbar ? [.bold, .underline] : .bold
        }
        guard enabled else {
            canvas.restyle(rect) { $0.attributes.insert(.dim) }
            return
        }
        canvas.restyleAroundImages(rect) { style in
            if focused { style.attributes.insert(.reverse) }
            if tinted, style.foreground == nil, !focused || isDestructive { style.foreground = tint }
            style.attributes.formUnion(marks)
        }
    }
}

extension Node {
    /// The text of the first texts below this node, joined by spaces (for hints and menus).
    package var plainText: String {
        if let text = self as? TextNode { return text.string }
        var parts: [String] = []
        forEachVisibleChild { child in
            let text = child.plainText
            if !text.isEmpty { parts.append(text) }
        }
        return parts.joined(separator: " ")
    }
}
