import TermUIBase

/// A menu of choices drawn over the screen next to the control that opened it (a picker's options), in a
/// box, without dimming the screen. It has the keys while it is open: ↑ ↓ (k j) Home End PgUp PgDn move,
/// Enter chooses, Esc closes without a change, and a letter moves to the next choice starting with it. The
/// current choice is marked ✓; choices that cannot be chosen are dim and skipped.
@MainActor
final class PopupMenuNode: Node, ControlPopup, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .presentation] }

    /// One choice: its view and whether it can be chosen.
    struct Item {
        let view: AnyView
        let isSelectable: Bool
    }

    private var itemNodes: [Node] = []
    private(set) var selectable: [Bool] = []
    /// The choice the control has now, marked ✓.
    private var current: Int?
    /// The choice the keys are on.
    private(set) var highlighted = 0 {
        didSet { if highlighted != oldValue { invalidate(.drawing) } }
    }
    private var scroll = 0
    private(set) var box = Rect.zero
    private(set) var placedItems: [(index: Int, rect: Rect)] = []
    private let onChoose: (Int) -> Void
    private let onClose: () -> Void

    /// The rectangle of the control the menu belongs to: it opens below it, or above when there is no room.
    var anchor = Rect.zero

    /// The index of the chosen item.
    typealias Choice = Int

    init(context: NodeContext, onChoose: @escaping (Int) -> Void, onClose: @escaping () -> Void) {
        self.onChoose = onChoose
        self.onClose = onClose
        super.init(viewType: ObjectIdentifier(PopupMenuNode.self), context: context)
    }

    /// Sets the choices; the highlight starts on the current one.
    func setItems(_ items: [Item], current: Int?) {
        var updated: [Node] = []
        for (index, item) in items.enumerated() {
            updated.append(reconcile(index < itemNodes.count ? itemNodes[index] : nil, with: item.view))
        }
        for stale in itemNodes.dropFirst(updated.count) { stale.unmount() }
        itemNodes = updated
        selectable = items.map(\.isSelectable)
        if self.current != current || highlighted >= items.count {
            highlighted = current ?? selectable.firstIndex(of: true) ?? 0
        }
        self.current = current
        graph.setNeedsFrame()
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for node in itemNodes { body(node) }
    }

    /// The node of a choice (a menu's button, which runs when chosen), if there is one at the index.
    func itemNode(at index: Int) -> Node? {
        itemNodes.indices.contains(index) ? itemNodes[index] : nil
    }


    var acceptsFocus: Bool { true }

    var dimsScreenBelow: Bool { false }

    // MARK: Layout and drawing

    /// Columns before a choice's view: the border, a space, the mark and a space.
    private let leading = 4

    func placePresentation(in screen: Rect) {
        let widths = itemNodes.map { $0.measure(ProposedSize(width: nil, height: 1)).width }
        // Shorter when it must be, to stay off its control: three choices at least, scrolling.
        box = popupFrame(
            width: (widths.max() ?? 0) + leading + 2, height: itemNodes.count + 2,
            minimumHeight: min(itemNodes.count, 3) + 2, anchor: anchor, screen: screen)
        frame = box
        let height = box.height
        let rows = max(0, height - 2)
        if highlighted < scroll { scroll = highlighted }
        if highlighted >= scroll + rows { scroll = highlighted - rows + 1 }
        scroll = max(0, min(scroll, itemNodes.count - rows))
        placedItems.removeAll(keepingCapacity: true)
        for row in 0..<rows where scroll + row < itemNodes.count {
            let index = scroll + row
            let rect = Rect(x: box.minX + 1, y: box.minY + 1 + row, width: max(0, box.width - 2), height: 1)
            itemNodes[index].stackAxis = nil
            itemNodes[index].place(in: Rect(x: rect.minX + leading - 1, y: rect.minY, width: max(0, rect.width - leading), height: 1))
            placedItems.append((index, rect))
        }
    }

    func drawPresentation(in canvas: inout CellCanvas) {
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, characters: .rounded, style: CellStyle(attributes: .dim))
        for (index, rect) in placedItems {
            canvas.withClip(rect) { canvas in
                if index == current {
                    canvas.put(Glyph(character: "✓", width: 1), at: Point(x: rect.minX + 1, y: rect.minY), style: .plain)
                }
                itemNodes[index].draw(in: &canvas)
                if !selectable[index] {
                    canvas.restyle(rect) { $0.attributes.insert(.dim) }
                }
                if index == highlighted {
                    canvas.restyle(rect) { style in
                        style.attributes.insert(.reverse)
                        style.attributes.remove(.dim)
                    }
                }
            }
        }
    }

    override func draw(in canvas: inout CellCanvas) {}

    // MARK: Keys

    /// ↑ ↓ (k j) move the highlight ("↑↓ move"), Home End PgUp PgDn to the ends and by a page; Enter (Space)
    /// chooses ("⏎ choose"), Esc closes ("Esc close"); any other key that types jumps to the next item that
    /// starts with its letter.
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.keys(.upArrow, .downArrow, "k", "j"), "↑↓", "move") { [self] press in
                move(from: highlighted, by: press.key == .upArrow || press.key == "k" ? -1 : 1)
            },
            KeyBinding(.keys(.home, .end, .pageUp, .pageDown), hints: []) { [self] press in
                let page = max(1, box.height - 3)
                switch press.key {
                case .home: move(from: -1, by: 1)
                case .end: move(from: itemNodes.count, by: -1)
                case .pageUp: move(from: max(0, highlighted - page) + 1, by: -1)
                default: move(from: min(itemNodes.count - 1, highlighted + page) - 1, by: 1)
                }
            },
            KeyBinding(.keys(.return, .space), "⏎", "choose") { [self] _ in
                if selectable.indices.contains(highlighted), selectable[highlighted] { onChoose(highlighted) }
                graph.setNeedsFrame()
            },
            KeyBinding(.keys(.escape), "Esc", "close") { [self] _ in
                onClose()
                graph.setNeedsFrame()
            },
            KeyBinding(.any(where: Self.typesALetter), hints: []) { [self] press in
                if let letter = press.characters.first { jump(to: letter) }
            },
        ]
    }

    /// Whether a press types a character (with no Control or Option), to jump to an item by.
    @Sendable private nonisolated static func typesALetter(_ press: KeyPress) -> Bool {
        press.modifiers.isDisjoint(with: [.control, .option]) && !press.key.isSpecial && !press.characters.isEmpty
    }

    /// Moves the highlight to the nearest choosable item from an index in a direction, if there is one.
    func move(from start: Int, by step: Int) {
        var index = start + step
        while selectable.indices.contains(index) {
            if selectable[index] {
                highlighted = index
                return
            }
            index += step
        }
    }

    /// Moves the highlight to the next choosable item whose text starts with a letter.
    private func jump(to letter: Character) {
        let count = itemNodes.count
        guard count > 0 else { return }
        let wanted = String(letter).lowercased()
        for offset in 1...count {
            let index = (highlighted + offset) % count
            if selectable[index], itemNodes[index].plainText.lowercased().hasPrefix(wanted) {
                highlighted = index
                return
            }
        }
    }

}

/// The mouse over an open menu: a click on a choice chooses it, the wheel moves the highlight, and a click
/// outside the menu closes it without a change (as Esc does).
extension PopupMenuNode: MouseTarget {
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        switch event.kind {
        case .press(.primary):
            guard box.contains(point) else {
                onClose()
                return true
            }
            if let item = placedItems.first(where: { $0.rect.contains(point) }), selectable[item.index] {
                onChoose(item.index)
            }
            return true
        case .scrollUp, .scrollDown:
            move(from: highlighted, by: event.kind == .scrollDown ? 1 : -1)
            return true
        default:
            return box.contains(point)
        }
    }
}
