import TermUIBase

/// A control that turns something on or off, as in SwiftUI: the label at the leading edge and a box at the
/// trailing edge, `[x]` when on and `[ ]` when off (a terminal's stand-in for a switch).
///
/// Space or Enter flips it; Enter on a list row that contains it does too. A custom `.toggleStyle(_:)` draws
/// it instead; its keys and focus stay the same.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ToggleNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TermUIViews.Label<Text, Image> {
    /// A toggle with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TermUIViews.Label(title, systemImage: systemImage) }
    }
}

/// The node of a `Toggle`.
@MainActor
final class ToggleNode<Label: View>: LabeledControlNode<Toggle<Label>>, Activatable {
    override class var declaredRoles: NodeRoles { super.declaredRoles.union([.activation]) }
    override var activatable: (any Activatable)? { self }

    private var binding: Binding<Bool>?
    /// Whether it is on now.
    private(set) var isOn = false
    /// Makes a custom style's body (nil with a built-in style, where the label and the box are drawn).
    private var makeStyledBody: (() -> AnyView)?
    private var styledBody = StyledControlBody()

    override func update(_ view: Toggle<Label>) {
        binding = view.isOn
        switch environment.toggleStyleChoice {
        case .builtIn:
            makeStyledBody = nil
            setLabel(view.label)
        case .custom(let makeBody):
            let configuration = ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: AnyView(view.label)), isOn: view.isOn)
            makeStyledBody = { makeBody(configuration) }
        }
        sync()
    }

    /// Reads the binding again; a custom style's body is made again, for the value it shows.
    override func sync() {
        guard let binding else { return }
        isOn = readObserved { binding.wrappedValue }
        if let makeStyledBody { setLabel(makeStyledBody(), environment: styledBody.environment(under: self)) }
    }

    // MARK: A custom style's body

    /// A custom style's body takes the size it asks for, not a control row's.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard makeStyledBody != nil else { return super.sizeThatFits(proposal) }
        return label?.measure(proposal) ?? .zero
    }

    override func place(in rect: Rect) {
        guard makeStyledBody != nil else {
            super.place(in: rect)
            return
        }
        frame = rect
        label?.stackAxis = nil
        label?.place(in: rect)
    }

    /// A custom style's body keeps its colours: reversed while the toggle has focus, dim when it is disabled.
    override func draw(in canvas: inout CellCanvas) {
        guard makeStyledBody != nil else {
            super.draw(in: &canvas)
            return
        }
        label?.draw(in: &canvas)
        let focused = isFocused, enabled = isEnabled
        guard focused || !enabled else { return }
        canvas.restyle(frame) { $0.attributes.insert(enabled ? .reverse : .dim) }
    }

    override var idealValueWidth: Int { 3 }

    /// A click flips the toggle, as Space does.
    override var clickKey: KeyEquivalent? { .space }

    override func drawValue(in canvas: inout CellCanvas) {
        guard valueRect.width >= 3 else { return }
        let tint = environment.tint.backgroundColor(in: environment)
        let origin = Point(x: valueRect.maxX - 3, y: valueRect.minY)
        canvas.draw("[", at: origin, style: .plain)
        canvas.draw(isOn ? "x" : " ", at: Point(x: origin.x + 1, y: origin.y), style: CellStyle(foreground: isOn ? tint : nil, attributes: .bold))
        canvas.draw("]", at: Point(x: origin.x + 2, y: origin.y), style: .plain)
        if isFocused {
            canvas.restyle(Rect(x: origin.x, y: origin.y, width: 3, height: 1)) { $0.attributes.insert(.reverse) }
        }
    }

    /// Flips the value.
    private func flip() {
        guard isEnabled, let binding else { return }
        binding.wrappedValue = !isOn
        sync()
        graph.setNeedsFrame()
    }

    /// Space and Enter flip the value ("Space turn on", "Space turn off").
    override var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        return [KeyBinding(.keys(.space, .return), "Space", isOn ? "turn off" : "turn on") { [self] _ in flip() }]
    }

    func activate() -> Bool {
        guard isEnabled else { return false }
        flip()
        return true
    }
}
