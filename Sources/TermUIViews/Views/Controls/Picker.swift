import TermUIBase

/// A control for choosing one of several options, as in SwiftUI's menu-style picker: the label at the
/// leading edge, the chosen option's view at the trailing edge (between ‹ › while it has focus).
///
/// ← → (h l) choose the previous or next option, wrapping around; Enter opens the options in a menu next
/// to the row (↑ ↓ move, Enter chooses, Esc closes without a change). Options are the content's views,
/// `ForEach` included; each option's value is its `.tag(_:)`, or without one its `ForEach` element's id. A
/// tag of another type than the selection cannot be chosen (SwiftUI ignores it too). `.pickerStyle(_:)` is
/// accepted and changes nothing.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = PickerNode<Label, SelectionValue, Content>(context: context)
        node.update(self)
        return node
    }
}

extension Picker where Label == Text {
    /// A picker with a text title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == TermUIViews.Label<Text, Image> {
    /// A picker with a title and a symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TermUIViews.Label(title, systemImage: systemImage) }
    }
}

/// The node of a `Picker`: the options, the chosen one's view, and the menu while it is open.
@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>:
    PopupControlNode<Picker<Label, SelectionValue, Content>, PopupMenuNode>
{
    /// One option: its value (nil when it has none of the selection's type) and its view.
    private struct Option {
        let value: SelectionValue?
        let view: AnyView
    }

    private var selection: Binding<SelectionValue>?
    private var options: [Option] = []
    /// The option chosen now, if the selection is one of them.
    private(set) var selectedIndex: Int?
    private var selectedNode: Node?

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachVisibleChild(body)
        if let selectedNode { body(selectedNode) }
    }

    override func update(_ view: Picker<Label, SelectionValue, Content>) {
        setLabel(view.label)
        selection = view.selection
        var segments: [RowSegment] = []
        appendRows(of: view.content, to: &segments)
        options = segments.flatMap { segment in
            (0..<segment.count).map { index in
                let view = segment.view(index)
                // A section's header is a title in the menu, never a value.
                guard segment.isSelectable else { return Option(value: nil, view: view) }
                let tag = tagOfView(view) ?? segment.id(index).id
                return Option(value: tag.base as? SelectionValue, view: view)
            }
        }
        sync()
    }

    override func sync() {
        guard let selection else { return }
        let current = readObserved { selection.wrappedValue }
        selectedIndex = options.firstIndex { $0.value == current }
        if let selectedIndex {
            selectedNode = reconcile(selectedNode, with: options[selectedIndex].view)
        } else {
            selectedNode?.unmount()
            selectedNode = nil
        }
        popup?.setItems(menuItems, current: selectedIndex)
    }

    private var menuItems: [PopupMenuNode.Item] {
        options.map { PopupMenuNode.Item(view: $0.view, isSelectable: $0.value != nil) }
    }

    // MARK: Layout and drawing

    override var idealValueWidth: Int {
        (selectedNode?.measure(ProposedSize(width: nil, height: 1)).width ?? 0) + 2 * markWidth
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        // Without focus the option sits at the trailing edge, in line with the other rows' values; with focus
        // it moves in to make room for the ‹ › marks.
        let marks = showsMarks ? markWidth : 0
        let width = min(selectedNode?.measure(ProposedSize(width: nil, height: 1)).width ?? 0, max(0, valueRect.width - 2 * markWidth))
        selectedNode?.stackAxis = nil
        selectedNode?.place(in: Rect(x: valueRect.maxX - marks - width, y: valueRect.minY, width: width, height: valueRect.height))
    }

    override func drawValue(in canvas: inout CellCanvas) {
        if let selectedNode { canvas.withClip(valueRect) { selectedNode.draw(in: &$0) } }
        drawMarks(in: &canvas)
    }

    // MARK: Keys

    /// Chooses the previous or next option that has a value, wrapping around.
    override func step(by offset: Int) {
        let count = options.count
        guard count > 0 else { return }
        var index = selectedIndex ?? (offset > 0 ? -1 : count)
        for _ in 0..<count {
            index = ((index + offset) % count + count) % count
            if options[index].value != nil {
                choose(index)
                return
            }
        }
    }

    /// Sets the selection to an option's value.
    override func choose(_ index: Int) {
        guard let selection, options.indices.contains(index), let value = options[index].value else { return }
        selection.wrappedValue = value
        sync()
        graph.setNeedsFrame()
    }

    /// Enter opens the menu of options, on the chosen one (a picker without options takes the key too).
    override func openPopupForKey() {
        guard !options.isEmpty else { return }
        openPopup { context, onChoose, onClose in
            let menu = PopupMenuNode(context: context, onChoose: onChoose, onClose: onClose)
            menu.setItems(menuItems, current: selectedIndex)
            return menu
        }
    }

    /// "⏎ choose".
    override var popupHint: KeyHint? { KeyHint("⏎", "choose") }
}
