import TermUIBase

/// A container of grouped controls for data entry, as in SwiftUI: rows one below the other across the whole
/// width, each control's label at the leading edge and its value at the trailing edge, like an iOS grouped
/// form.
///
/// Sections are set apart by a blank row, their headers dim. ↑ ↓ (or k j) move focus to the previous or next
/// control of the form when the focused control does not use the key (a text field types k and j; Tab and
/// Shift-Tab move focus anywhere). A form taller than its space scrolls to keep the focused control in view;
/// a form with no controls takes focus itself when it does not fit, so that ↑ ↓ (k j, g G) scroll it.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows the closure builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = FormNode<Content>(context: context)
        node.update(self)
        return node
    }
}

private struct IsInFormKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views inside are rows of a `Form` (text fields then show their label).
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

/// The node of a `Form`: stacks its rows, scrolls, and moves focus between its controls with ↑ ↓.
@MainActor
final class FormNode<Content: View>: PrimitiveNode<Form<Content>>, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    /// Rows scrolled out of the form are not drawn, nor under the pointer.
    override var clipsContent: Bool { true }

    private var content: Node?
    /// The environment passed to the content, and the one it was made from.
    private var contentEnvironment = DerivedEnvironment()
    /// How many rows of the content are scrolled off the top.
    private(set) var scrollOffset = 0
    /// The height of all rows, from the last layout.
    private(set) var contentHeight = 0
    /// The rows placed by the last layout.
    private var placedRows: [(node: Node, rect: Rect)] = []

    /// Columns kept free at each side of the rows (the right one holds the scroll indicator).
    private let inset = 1

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: Form<Content>) {
        content = reconcile(content, with: view.content, environment: formEnvironment)
    }

    private var formEnvironment: EnvironmentValues {
        contentEnvironment.values(from: environment) { $0.isInForm = true }
    }

    // MARK: Rows

    /// The rows: the content's views as a stack would lay them out.
    private var rows: [Node] {
        var list: [Node] = []
        content?.appendLayoutChildren(to: &list)
        return list
    }

    /// The rows with their heights for a width, and whether a blank row goes before each (between sections).
    private func measuredRows(width: Int?) -> [(node: Node, size: Size, gap: Int)] {
        var result: [(node: Node, size: Size, gap: Int)] = []
        var previousIsSection = false
        for (index, row) in rows.enumerated() {
            row.stackAxis = .vertical
            let size = row.measure(ProposedSize(width: width, height: nil))
            let isSection = row is any FormSectionNode
            let gap = index > 0 && (isSection || previousIsSection) ? 1 : 0
            result.append((row, size, gap))
            previousIsSection = isSection
        }
        return result
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let measured = measuredRows(width: proposal.width.map { max(0, $0 - 2 * inset) })
        let height = measured.reduce(0) { $0 + $1.gap + $1.size.height }
        let width = (measured.map(\.size.width).max() ?? 0) + 2 * inset
        return Size(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.frame = rect
        let measured = measuredRows(width: max(0, rect.width - 2 * inset))
        contentHeight = measured.reduce(0) { $0 + $1.gap + $1.size.height }
        scrollOffset = max(0, min(scrollOffset, contentHeight - rect.height))
        placeRows(measured, in: rect)
        guard let focused = focusedDescendant else { return }
        // Keep the focused control in view, and off the top row while there is more above: the row above it
        // (often its section's header) shows too.
        let target = focused.frame
        let context = target.height < rect.height ? 1 : 0
        var offset = scrollOffset
        if target.maxY > rect.maxY { offset += target.maxY - rect.maxY }
        if target.minY < rect.minY + context { offset -= rect.minY + context - target.minY }
        offset = max(0, min(offset, contentHeight - rect.height))
        if offset != scrollOffset {
            scrollOffset = offset
            placeRows(measured, in: rect)
        }
    }

    private func placeRows(_ measured: [(node: Node, size: Size, gap: Int)], in rect: Rect) {
        placedRows.removeAll(keepingCapacity: true)
        var y = rect.minY - scrollOffset
        let width = max(0, rect.width - 2 * inset)
        for row in measured {
            y += row.gap
            let rowRect = Rect(x: rect.minX + inset, y: y, width: width, height: row.size.height)
            row.node.place(in: rowRect)
            placedRows.append((row.node, rowRect))
            y += row.size.height
        }
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        canvas.withClip(frame) { canvas in
            for row in placedRows where row.rect.maxY > frame.minY && row.rect.minY < frame.maxY {
                row.node.draw(in: &canvas)
            }
        }
        drawScrollIndicator(in: &canvas)
    }

    /// A scroll thumb in the last column when the rows do not all fit.
    private func drawScrollIndicator(in canvas: inout CellCanvas) {
        guard frame.height > 1, frame.width > 2 else { return }
        canvas.drawScrollIndicator(
            atColumn: frame.maxX - 1, rows: frame.minY..<frame.maxY, content: contentHeight, visible: frame.height,
            offset: scrollOffset)
    }

    // MARK: Focus and keys

    /// A form without controls takes focus when it does not fit, so that it can be scrolled.
    var acceptsFocus: Bool {
        contentHeight > frame.height && environment.isEnabled && focusableDescendants.isEmpty
    }

    /// Focused (a form without controls that does not fit), it scrolls ("↑↓ scroll"). With several controls,
    /// ↑ ↓ (k j) move to the previous and next ("↑↓ field"; they reach the form only when the focused control
    /// does not use them: a text field types j k) and Enter goes on ("⏎ next", on the last control "⏎ done").
    var keyBindings: [KeyBinding] {
        if isFocused {
            return [
                .trying(.keys(.upArrow, .downArrow, .pageUp, .pageDown, .home, .end, "k", "j", "g", "G"), hints: [KeyHint("↑↓", "scroll")]) {
                    [self] press in scroll(for: press.key)
                },
            ]
        }
        let hasOthers = focusableDescendants.count > 1
        return [
            // With one control, Enter is the screen's confirmation, which may not be there: it goes on then.
            .trying(.keys(.return), hints: hasOthers ? [KeyHint("⏎", isOnLastControl ? "done" : "next")] : [], takesKeys: hasOthers) {
                [self] _ in submit()
            },
            .trying(.keys(.upArrow, .downArrow, "k", "j"), hints: hasOthers ? [KeyHint("↑↓", "field")] : [], takesKeys: false) {
                [self] press in moveFocus(down: press.key == .downArrow || press.key == "j")
            },
        ]
    }

    /// Moves focus to the previous or next control; false at the ends, where the key goes on.
    private func moveFocus(down: Bool) -> Bool {
        let controls = focusableDescendants
        guard let focused = graph.focused, let index = controls.firstIndex(where: { $0 === focused }) else {
            return false
        }
        let next = index + (down ? 1 : -1)
        guard controls.indices.contains(next) else { return false }
        graph.focus(controls[next])
        return true
    }

    /// Enter in a field: the next field, or on the last one, the screen's confirmation (as Ctrl-S, which the
    /// sheet's Save answers to). True when the key was used.
    private func submit() -> Bool {
        let controls = focusableDescendants
        guard let focused = graph.focused, let index = controls.firstIndex(where: { $0 === focused }) else { return false }
        if index + 1 < controls.count {
            graph.focus(controls[index + 1])
            return true
        }
        return graph.dispatch(.control("s"))
    }

    private var isOnLastControl: Bool {
        guard let focused = graph.focused else { return false }
        return focusableDescendants.last === focused
    }

    /// Scrolls a form without controls; true when the key is a scrolling key.
    private func scroll(for key: KeyEquivalent) -> Bool {
        let page = max(1, frame.height - 1)
        let target: Int
        switch key {
        case .upArrow, "k": target = scrollOffset - 1
        case .downArrow, "j": target = scrollOffset + 1
        case .pageUp: target = scrollOffset - page
        case .pageDown: target = scrollOffset + page
        case .home, "g": target = 0
        case .end, "G": target = contentHeight
        default: return false
        }
        scrollOffset = max(0, min(target, contentHeight - frame.height))
        graph.setNeedsFrame()
        return true
    }

}
