import TermUIBase

/// A list's swipe actions, the terminal's form of SwiftUI's `.swipeActions`: `d` (or forward delete) slides the
/// selected row aside to uncover its actions, the trailing ones at its right end and the leading ones at its
/// left; ←→ move between them (the chosen one underlined, reversed without colours), Enter runs it, `d` again
/// runs the first trailing one (the full swipe, when allowed); Esc puts the row back, and any other key puts it
/// back and does what it does. A click on an action runs it. Each action runs in an animation, as a swipe's
/// deletion animates.
///
/// It generalises the Delete of `onDelete` (`ListSwipeToDelete`), which rows without swipe actions keep.
@MainActor
struct ListSwipeActions {
    /// One action: its button's node and how it is drawn.
    struct Action {
        let node: Node
        let label: String
        let background: TerminalColor?
        let edge: HorizontalEdge
        let allowsFullSwipe: Bool

        /// The columns it takes: its label with a space at each side.
        var width: Int { Glyph.width(of: label) + 2 }
    }

    /// The row whose actions show, if any.
    var revealedIndex: Int?
    /// The actions of that row: the leading ones, then the trailing ones.
    private(set) var actions: [Action] = []
    /// The action Enter runs.
    var highlighted = 0

    /// Shows a row's actions, Enter on the trailing one nearest the row (else the first).
    mutating func reveal(_ actions: [Action], ofRow index: Int) {
        revealedIndex = index
        self.actions = actions
        highlighted = actions.firstIndex { $0.edge == .trailing } ?? 0
    }

    /// Puts the row back.
    mutating func hide() {
        revealedIndex = nil
        actions = []
    }

    /// The columns the actions take at each end of a row, growing while the row slides aside (`progress` 0...1);
    /// nil on a row whose actions do not show.
    func widths(forRow index: Int, rowWidth: Int, progress: Double) -> (leading: Int, trailing: Int)? {
        guard index == revealedIndex else { return nil }
        let leading = actions.filter { $0.edge == .leading }.reduce(0) { $0 + $1.width }
        let trailing = actions.filter { $0.edge == .trailing }.reduce(0) { $0 + $1.width }
        let scale = min(1, Double(rowWidth) / Double(max(1, leading + trailing))) * progress
        return (Int((Double(leading) * scale).rounded()), Int((Double(trailing) * scale).rounded()))
    }

    /// Where each action is in a row whose actions take these widths: the leading ones from the left, the
    /// trailing ones up to the right edge.
    func actionRects(in row: Rect, widths: (leading: Int, trailing: Int)) -> [Rect] {
        var leadingX = row.minX
        var trailingX = row.maxX - widths.trailing
        return actions.map { action in
            let x: Int
            if action.edge == .leading {
                x = leadingX
                leadingX += action.width
            } else {
                x = trailingX
                trailingX += action.width
            }
            let limit = action.edge == .leading ? row.minX + widths.leading : row.maxX
            return Rect(x: x, y: row.minY, width: max(0, min(action.width, limit - x)), height: row.height)
        }
    }

    /// Draws the actions in a row: each on its colour (red for a destructive one), its label in white.
    func drawActions(in row: Rect, widths: (leading: Int, trailing: Int), on canvas: inout CellCanvas, environment: EnvironmentValues) {
        let surfaces = SurfaceColors(environment.colorScheme)
        let usesColor = environment.usesColor
        for (index, (action, rect)) in zip(actions, actionRects(in: row, widths: widths)).enumerated() where rect.width > 0 {
            var attributes: TextAttributes = .bold
            if index == highlighted { attributes.insert(usesColor ? .underline : .reverse) }
            let background = usesColor ? action.background : nil
            canvas.fill(rect, style: CellStyle(background: background, attributes: attributes))
            canvas.draw(action.label, at: Point(x: rect.minX + 1, y: rect.minY + (rect.height - 1) / 2), maxWidth: max(0, rect.width - 1),
                        style: CellStyle(foreground: usesColor ? surfaces.textOnAccent : nil, background: background, attributes: attributes))
        }
    }

    /// The first trailing action, when a full swipe (`d` again) runs it.
    var fullSwipeAction: Int? {
        actions.firstIndex { $0.edge == .trailing }.flatMap { actions[$0].allowsFullSwipe ? $0 : nil }
    }
}

extension ListNode {
    /// The swipe actions of the selected row, leading then trailing (the first source of each edge).
    private var selectedRowSwipeActions: [ListSwipeActions.Action] {
        guard let row = selectedRowNode else { return [] }
        var sources: [any SwipeActionsSource] = []
        func collect(_ node: Node) {
            // The role first: a cast of every node type in the row would look each type's conformances up.
            if node.roles.contains(.swipeActions), let source = node as? any SwipeActionsSource,
                !sources.contains(where: { $0.edge == source.edge }) {
                sources.append(source)
            }
            node.forEachVisibleChild(collect)
        }
        collect(row)
        let surfaces = SurfaceColors(environment.colorScheme)
        let ordered = sources.filter { $0.edge == .leading } + sources.filter { $0.edge == .trailing }
        return ordered.flatMap { source in
            source.actionNodes.map { node in
                let pressable = node.firstNode((any PressableNode).self)
                let background = pressable?.role == .destructive
                    ? surfaces.destructiveAction
                    : (pressable?.environment ?? node.environment).tint.backgroundColor(in: node.environment)
                return ListSwipeActions.Action(
                    node: node, label: node.plainText, background: background, edge: source.edge,
                    allowsFullSwipe: source.allowsFullSwipe)
            }
        }
    }

    /// Whether the selected row has swipe actions.
    var selectedRowHasSwipeActions: Bool { !selectedRowSwipeActions.isEmpty }

    /// Shows the swipe actions of the selected row, when it has some; true when it did.
    func revealSwipeActionsOfSelectedRow() -> Bool {
        let actions = selectedRowSwipeActions
        guard !actions.isEmpty else { return false }
        swipeActions.reveal(actions, ofRow: selectedIndex)
        graph.animator.start(.easeOut(duration: 0.2), for: self, key: ListSwipeToDelete.revealAnimationKey)
        return true
    }

    /// While swipe actions show: ← → (h l) move between them ("←→ action", when there are several), Enter runs
    /// the chosen one ("⏎" and its label), `d` (forward delete) runs the first trailing one when a full swipe is
    /// allowed ("d" and its label; else it puts the row back), Esc puts the row back ("Esc cancel"), any other
    /// key (but Shift-↑↓: `ListNode.putsRowBack(_:)`) puts it back and goes on. None while none show.
    var swipeActionBindings: [KeyBinding] {
        guard swipeActions.revealedIndex != nil else { return [] }
        let actions = swipeActions.actions
        let highlighted = actions.indices.contains(swipeActions.highlighted) ? actions[swipeActions.highlighted] : nil
        let fullSwipe = swipeActions.fullSwipeAction
        return [
            KeyBinding(.keys(.leftArrow, "h", .rightArrow, "l"), hints: actions.count > 1 ? [KeyHint("←→", "action")] : []) {
                [self] press in
                let step = press.key == .leftArrow || press.key == "h" ? -1 : 1
                swipeActions.highlighted = max(0, min(swipeActions.actions.count - 1, swipeActions.highlighted + step))
            },
            KeyBinding(.keys(.return), hints: highlighted.map { [KeyHint("⏎", KeyHint.label(fromTitle: $0.label, languages: environment.localeCategories.languages))] } ?? []) { [self] _ in
                runSwipeAction(at: swipeActions.highlighted)
            },
            KeyBinding(.keys("d", .deleteForward), hints: fullSwipe.map { [KeyHint("d", KeyHint.label(fromTitle: actions[$0].label, languages: environment.localeCategories.languages))] } ?? []) {
                [self] _ in
                if let fullSwipe { runSwipeAction(at: fullSwipe) } else { swipeActions.hide() }
            },
            KeyBinding(.keys(.escape), "Esc", "cancel") { [self] _ in
                swipeActions.hide()
            },
            .trying(.any(where: ListNode.putsRowBack), takesKeys: false) { [self] _ in
                swipeActions.hide()
                return false
            },
        ]
    }

    /// Runs an action (in an animation) and puts the row back.
    func runSwipeAction(at index: Int) {
        guard swipeActions.actions.indices.contains(index) else { return }
        let node = swipeActions.actions[index].node
        swipeActions.hide()
        withAnimation(.default) { _ = node.activateRow() }
    }
}
