import TermUIBase

/// A scrollable view, as in SwiftUI: it offers its content unlimited room along the axes it scrolls and shows
/// a window of it. Several views inside are stacked as `VStack` would (`HStack` for a horizontal scroll view).
///
/// Keys, since a terminal has no touch or wheel:
/// - When something inside takes focus, the focused view is kept in view, and the arrow keys of the axes it
///   scrolls (and h j k l) move focus to the nearest focusable view in that direction: ← → between the cards
///   of a horizontal row, ↑ ↓ to the card in the nearest column of the row above or below.
/// - When nothing inside takes focus and the content does not fit, the scroll view takes focus itself, and
///   ↑ ↓ (k j) scroll it, ← → (h l) for a horizontal one, with PgUp PgDn and Home End (g G).
///
/// Differences from SwiftUI: a horizontal-only scroll view is as tall as its content (SwiftUI's takes the
/// height it is offered); the vertical indicator is a thumb in the last column (the column is kept for it
/// while the content overflows), and a horizontal one shows `‹` and `›` at the edges where content is cut.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view along the given axes (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ScrollViewNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// What other nodes ask of a scroll view node, whatever its content type.
@MainActor
protocol ScrollingNode: Node {
    /// The part of the scroll view that shows content, from the last layout.
    var viewport: Rect { get }
    /// The axes it scrolls along.
    var scrollAxes: Axis.Set { get }
}

/// The node of a `ScrollView`: lays its content out at an offset, clips it to the viewport, keeps the
/// focused descendant in view, and scrolls or moves focus with the keys.
@MainActor
final class ScrollViewNode<Content: View>: PrimitiveNode<ScrollView<Content>>, ScrollingNode, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private var content: Node?
    private var axes: Axis.Set = .vertical
    private var showsIndicators = true
    /// How far the content is scrolled: columns off the leading edge, rows off the top.
    private(set) var offset = Point.zero
    /// The content's size, from the last layout.
    private(set) var contentSize = Size.zero
    private(set) var viewport = Rect.zero

    /// What scrolls out of view is not under the pointer.
    override var clipsContent: Bool { true }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: ScrollView<Content>) {
        axes = view.axes.isEmpty ? .vertical : view.axes
        showsIndicators = view.showsIndicators
        content = reconcile(content, with: view.content)
    }

    var scrollAxes: Axis.Set { axes }

    private var scrollsVertically: Bool { axes.contains(.vertical) }
    private var scrollsHorizontally: Bool { axes.contains(.horizontal) }

    // MARK: Layout

    /// The stack the content's views are laid out in.
    private var stack: StackLayout {
        scrollsVertically
            ? StackLayout(axis: .vertical, alignment: .center, spacing: 0)
            : StackLayout(axis: .horizontal, alignment: .center, spacing: 1)
    }

    private var contentChildren: [Node] {
        var children: [Node] = []
        content?.appendLayoutChildren(to: &children)
        return children
    }

    /// What the content is offered inside a viewport: no limit along the scrolling axes.
    private func contentProposal(width: Int?, height: Int?) -> ProposedSize {
        ProposedSize(width: scrollsHorizontally ? nil : width, height: scrollsVertically ? nil : height)
    }

    private func measureContent(width: Int?, height: Int?) -> Size {
        let children = contentChildren
        guard !children.isEmpty else { return .zero }
        return stack.size(of: children, for: contentProposal(width: width, height: height))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = measureContent(width: proposal.width, height: proposal.height)
        let width = proposal.width ?? inner.width
        let height = scrollsVertically ? proposal.height ?? inner.height : min(inner.height, proposal.height ?? inner.height)
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        var size = measureContent(width: rect.width, height: rect.height)
        var area = rect
        if showsIndicators, scrollsVertically, size.height > rect.height, rect.width > 2 {
            // The last column holds the indicator; the content gets the rest.
            area.size.width -= 1
            if !scrollsHorizontally { size = measureContent(width: area.width, height: area.height) }
        }
        viewport = area
        contentSize = size
        offset = clamped(offset)
        placeContent()
        guard let target = focusedTarget else { return }
        let wanted = clamped(offset(showing: target))
        if wanted != offset {
            offset = wanted
            placeContent()
        }
    }

    /// Keeps an offset between the start and the last offset that still fills the viewport.
    private func clamped(_ point: Point) -> Point {
        Point(
            x: scrollsHorizontally ? max(0, min(point.x, contentSize.width - viewport.width)) : 0,
            y: scrollsVertically ? max(0, min(point.y, contentSize.height - viewport.height)) : 0)
    }

    /// Places the content at the current offset; along an axis it does not scroll, smaller content is
    /// centred, as in SwiftUI.
    private func placeContent() {
        guard let content else { return }
        let x = scrollsHorizontally
            ? viewport.minX - offset.x : viewport.minX + max(0, (viewport.width - contentSize.width) / 2)
        let y = scrollsVertically
            ? viewport.minY - offset.y : viewport.minY + max(0, (viewport.height - contentSize.height) / 2)
        let rect = Rect(x: x, y: y, width: contentSize.width, height: contentSize.height)
        content.frame = rect
        let children = contentChildren
        if children.count == 1 {
            children[0].stackAxis = nil
            children[0].place(in: rect)
        } else {
            stack.place(children, in: rect)
        }
    }

    // MARK: Keeping focus in view

    /// The part of the focused descendant to bring into view: its frame, cut to the viewports of scroll views
    /// between it and this one (which keep it in their own view).
    private var focusedTarget: Rect? {
        guard let focused = focusedDescendant else { return nil }
        var target = focused.frame
        var node = focused.parent
        while let current = node, current !== self {
            if let scroller = current as? any ScrollingNode {
                let visible = target.intersection(scroller.viewport)
                if !visible.isEmpty { target = visible }
            }
            node = current.parent
        }
        return target
    }

    /// The offset that shows a rectangle of the content: it moves as little as it can, keeps a row above the
    /// target (a section's header) when there is room, and shows the target's top when it is taller than
    /// the viewport.
    private func offset(showing target: Rect) -> Point {
        var result = offset
        if scrollsVertically {
            let context = target.height < viewport.height ? 1 : 0
            if target.maxY > viewport.maxY { result.y += target.maxY - viewport.maxY }
            if target.minY < viewport.minY + context { result.y -= viewport.minY + context - target.minY }
        }
        if scrollsHorizontally {
            if target.maxX > viewport.maxX { result.x += target.maxX - viewport.maxX }
            if target.minX < viewport.minX { result.x -= viewport.minX - target.minX }
        }
        return result
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        canvas.withClip(viewport) { canvas in
            content?.draw(in: &canvas)
        }
        guard showsIndicators else { return }
        drawVerticalIndicator(in: &canvas)
        drawHorizontalIndicators(in: &canvas)
    }

    /// A thumb in the last column when the content is taller than the viewport, as `List` draws.
    private func drawVerticalIndicator(in canvas: inout CellCanvas) {
        guard scrollsVertically, viewport.maxX < frame.maxX, frame.height > 1 else { return }
        canvas.drawScrollIndicator(
            atColumn: frame.maxX - 1, rows: viewport.minY..<viewport.maxY, content: contentSize.height,
            visible: viewport.height, offset: offset.y)
    }

    /// `‹` and `›` in the middle row of the leading and trailing columns where the content is cut.
    private func drawHorizontalIndicators(in canvas: inout CellCanvas) {
        guard scrollsHorizontally, contentSize.width > viewport.width, viewport.width > 2, viewport.height > 0 else { return }
        let row = viewport.minY + (viewport.height - 1) / 2
        let style = CellStyle(attributes: .bold)
        if offset.x > 0 {
            let cell = Rect(x: viewport.minX, y: row, width: 1, height: 1)
            canvas.fill(cell, style: .plain)
            canvas.put(Glyph(character: "‹", width: 1), at: cell.origin, style: style)
        }
        if offset.x + viewport.width < contentSize.width {
            let cell = Rect(x: viewport.maxX - 1, y: row, width: 1, height: 1)
            canvas.fill(cell, style: .plain)
            canvas.put(Glyph(character: "›", width: 1), at: cell.origin, style: style)
        }
    }

    // MARK: Focus and keys

    /// Whether the content is larger than the viewport along an axis the view scrolls.
    private var overflows: Bool {
        (scrollsVertically && contentSize.height > viewport.height) || (scrollsHorizontally && contentSize.width > viewport.width)
    }

    /// The scroll view takes focus itself only when nothing inside does and there is something to scroll.
    var acceptsFocus: Bool {
        environment.isEnabled && overflows && focusableDescendants.isEmpty
    }

    /// Focused, it scrolls: ↑ ↓ (k j) or ← → (h l) along the axes it scrolls ("↑↓ scroll", "←→ scroll"),
    /// PgUp PgDn a page, Home End (g G) to the ends. With views inside that take focus, the arrows along its
    /// axes move focus to the nearest one in their direction ("←→ move", "↑↓ move"), and where there is none
    /// they go on.
    var keyBindings: [KeyBinding] {
        let horizontal: [KeyEquivalent] = [.leftArrow, .rightArrow, "h", "l"]
        let vertical: [KeyEquivalent] = [.upArrow, .downArrow, "k", "j"]
        var bindings: [KeyBinding] = []
        if isFocused {
            let scrolls: (KeyPress) -> Bool = { [self] press in scroll(for: press.key) }
            if scrollsVertically { bindings.append(.trying(.keys(vertical), hints: [KeyHint("↑↓", "scroll")], action: scrolls)) }
            if scrollsHorizontally { bindings.append(.trying(.keys(horizontal), hints: [KeyHint("←→", "scroll")], action: scrolls)) }
            bindings.append(.trying(.keys(.pageUp, .pageDown, .home, .end, "g", "G"), action: scrolls))
        } else if focusableDescendants.count > 1 {
            let move: (KeyPress) -> Bool = { [self] press in moveFocus(for: press.key) }
            if scrollsHorizontally {
                bindings.append(.trying(.keys(horizontal), hints: [KeyHint("←→", "move")], takesKeys: false, action: move))
            }
            if scrollsVertically {
                bindings.append(.trying(.keys(vertical), hints: [KeyHint("↑↓", "move")], takesKeys: false, action: move))
            }
        }
        return bindings
    }

    /// Moves focus to the nearest focusable view inside in an arrow's direction, along the axes this view
    /// scrolls; true when focus moved.
    private func moveFocus(for key: KeyEquivalent) -> Bool {
        guard let direction = FocusDirection(key: key), let focused = focusedDescendant else { return false }
        guard direction.axis == .vertical ? scrollsVertically : scrollsHorizontally else { return false }
        let candidates = focusableDescendants.filter { $0 !== focused && !$0.isSecondaryFocusTarget }
        guard let next = DirectionalFocus.next(from: focused.frame, direction: direction, among: candidates) else {
            return false
        }
        graph.focus(next)
        return true
    }

    /// Scrolls with a key while the scroll view has focus; true when the key is a scrolling key.
    private func scroll(for key: KeyEquivalent) -> Bool {
        let vertical = scrollsVertically
        let page = max(1, (vertical ? viewport.height : viewport.width) - 1)
        var target = offset
        if let direction = FocusDirection(key: key) {
            guard direction.axis == .vertical ? vertical : scrollsHorizontally else { return false }
            switch direction {
            case .up: target.y -= 1
            case .down: target.y += 1
            case .left: target.x -= 1
            case .right: target.x += 1
            }
        } else {
            switch key {
            case .pageUp:
                if vertical { target.y -= page } else { target.x -= page }
            case .pageDown:
                if vertical { target.y += page } else { target.x += page }
            case .home, "g":
                if vertical { target.y = 0 } else { target.x = 0 }
            case .end, "G":
                if vertical { target.y = contentSize.height } else { target.x = contentSize.width }
            default:
                return false
            }
        }
        let clampedTarget = clamped(target)
        if clampedTarget != offset {
            offset = clampedTarget
            graph.setNeedsFrame()
        }
        return true
    }

}

/// The wheel over a scroll view: with views inside that take focus, it moves focus to the next one in its
/// direction, as the arrow keys do (so what is focused stays in view); else it scrolls a row (or a column) a
/// notch. A vertical wheel turns a view that scrolls only sideways (a row of cards) only with Shift held, so
/// that over such a row the wheel still scrolls the screen around it.
extension ScrollViewNode: MouseTarget {
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        let sideways = event.modifiers.contains(.shift) || event.kind == .scrollLeft || event.kind == .scrollRight
        let key: KeyEquivalent
        switch event.kind {
        case .scrollUp, .scrollLeft: key = sideways ? .leftArrow : .upArrow
        case .scrollDown, .scrollRight: key = sideways ? .rightArrow : .downArrow
        default: return false
        }
        guard sideways ? scrollsHorizontally : scrollsVertically else { return false }
        if focusedDescendant == nil, let first = focusableDescendants.first { graph.focus(first) }
        if focusedDescendant != nil {
            _ = moveFocus(for: key)
            return true
        }
        return scroll(for: key)
    }
}
