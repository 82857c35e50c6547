import TermUIBase

/// A row or control that pushes a screen on the enclosing navigation stack, as in SwiftUI: a value (shown by
/// the matching `.navigationDestination`) or a destination view. Enter on its list row, or Enter when it has
/// focus, follows it. In a list, the row shows a `›`.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    let label: Label
    let target: Target

    /// A link that pushes a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes a view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link that pushes a view built by a closure.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationLinkNode<Label, Destination>(context: context)
        node.update(self)
        return node
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A text link that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled by a string (shown as it is, not looked up), that pushes a value.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A text link that pushes a view.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string (shown as it is), that pushes a view.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A text link that pushes a view built by a closure.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled by a string, that pushes a view built by a closure.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// The node of a `NavigationLink`.
@MainActor
final class NavigationLinkNode<Label: View, Destination: View>: PrimitiveNode<NavigationLink<Label, Destination>>, FocusTarget, Activatable, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .activation] }
    override var activatable: (any Activatable)? { self }

    private var label: Node?
    private var target: NavigationLink<Label, Destination>.Target?

    override func forEachChild(_ body: (Node) -> Void) {
        if let label { body(label) }
    }

    /// The same label and the same value (or destination): an `AnyHashable` made again for an equal value has
    /// other bytes, so a list of links built again would otherwise lay out every row again.
    override func isUnchanged(_ last: NavigationLink<Label, Destination>, _ new: NavigationLink<Label, Destination>) -> Bool {
        guard ValueBytes.equal(last.label, new.label) else { return false }
        switch (last.target, new.target) {
        case (.value(let lastValue), .value(let newValue)): return lastValue == newValue
        case (.view(let lastDestination), .view(let newDestination)): return ValueBytes.equal(lastDestination, newDestination)
        default: return false
        }
    }

    override func update(_ view: NavigationLink<Label, Destination>) {
        target = view.target
        label = reconcile(label, with: view.label)
    }

    private var isInRow: Bool { environment.controlContext == .listRow }

    /// Rows narrower than this give the chevron's two cells to the label: on a narrow screen the row's
    /// content matters more than the sign that it opens.
    static var narrowestRowWithChevron: Int { 24 }

    /// Whether a row this wide shows the " ›" at its trailing edge.
    private func showsChevron(inWidth width: Int?) -> Bool {
        isInRow && (width ?? Int.max) >= Self.narrowestRowWithChevron
    }

    var acceptsFocus: Bool { environment.isEnabled && !isInRow }

    /// Enter on a row with a link opens it.
    var activationHint: KeyHint? { KeyHint("⏎", "open") }

    func activate() -> Bool {
        guard environment.isEnabled, let target else { return false }
        guard let stack = enclosingNavigationStack else {
            // In a split view's column without a stack of its own, a link shows its destination in the next.
            guard case .view(let destination) = target, let (splitView, position) = enclosingSplitViewColumn else { return false }
            splitView.showLinkedDestination(AnyView(destination), from: position)
            return true
        }
        switch target {
        case .value(let value):
            guard let value else { return false }
            stack.push(value)
        case .view(let destination):
            stack.push(view: AnyView(destination))
        }
        return true
    }

    /// Enter opens the link ("⏎ open"); a link with nowhere to go passes it on.
    var keyBindings: [KeyBinding] {
        [.trying(.keys(.return), hints: [KeyHint("⏎", "open")]) { [self] _ in activate() }]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard showsChevron(inWidth: proposal.width) else { return label?.measure(proposal) ?? .zero }
        // In a row, room for " ›" at the trailing edge.
        let inner = label?.measure(ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height)) ?? .zero
        return Size(width: proposal.width ?? inner.width + 2, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let width = showsChevron(inWidth: rect.width) ? max(0, rect.width - 2) : rect.width
        label?.place(in: Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }

    override func draw(in canvas: inout CellCanvas) {
        label?.draw(in: &canvas)
        if showsChevron(inWidth: frame.width) {
            canvas.put(Glyph(character: "›", width: 1), at: Point(x: frame.maxX - 1, y: frame.minY), style: CellStyle(attributes: .dim))
        } else if isFocused {
            // A picture in the label is not turned into its negative.
            canvas.restyleText(frame) { $0.attributes.insert(.reverse) }
        }
    }
}

/// A link is found by tests as one (`ControlRole.link`).
extension NavigationLinkNode: ScreenElementNode { package var elementRole: ControlRole? { .link } }
