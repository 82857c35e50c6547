import TermUIBase

/// A scrollable view, as in SwiftUI: it offers its content unlimited room along the axes it scrolls and shows
/// a window of it. Several views inside are stacked as `VStack` would (`HStack` for a horizontal scroll view).
///
/// Keys, since a terminal has no touch or wheel:
/// - When something inside takes focus, the focused view is kept in view, and the arrow keys of the axes it
///   scrolls (and h j k l) move focus to the nearest focusable view in that direction: ← → between the cards
///   of a horizontal row, ↑ ↓ to the card in the nearest column of the row above or below. In a horizontal
///   row (a scroll view along that axis only), Home End (g G) move focus to the first and the last card, and
///   PgUp PgDn a screenful of cards back or on, the card taking the focused one's place on screen.
/// - When nothing inside takes focus and the content does not fit, the scroll view takes focus itself, and
///   ↑ ↓ (k j) scroll it, ← → (h l) for a horizontal one, with PgUp PgDn and Home End (g G).
///
/// Differences from SwiftUI: a horizontal-only scroll view is as tall as its content (SwiftUI's takes the
/// height it is offered); the vertical indicator is a thumb in the last column (the column is kept for it
/// while the content overflows), and a horizontal one shows `‹` and `›` at the edges where content is cut.
/// The environment around says where it starts (`defaultScrollAnchor(_:)`), the room around its content
/// (`contentMargins`), whether it shows its indicator (`scrollIndicators(_:axes:)`) and scrolls at all
/// (`scrollDisabled(_:)`).
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
final class ScrollViewNode<Content: View>: PrimitiveNode<ScrollView<Content>>, ScrollingNode, FocusTarget, KeyResponder,
    ProxyScrolling
{
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private var content: Node?
    private var axes: Axis.Set = .vertical
    private var showsIndicators = true
    /// How far the content is scrolled: columns off the leading edge, rows off the top.
    private(set) var offset = Point.zero
    /// The content's size, from the last layout.
    private(set) var contentSize = Size.zero
    private(set) var viewport = Rect.zero
    /// The view that had focus when a `ScrollViewProxy` scrolled away from it: while focus stays there, it is
    /// not brought back into view.
    private weak var scrolledAwayFrom: Node?
    /// A rectangle of the content (in its own coordinates) that a `ScrollViewProxy` asked to show, shown again
    /// at the next layout, once the content is measured.
    private var requestedReveal: (rect: Rect, anchor: UnitPoint?)?
    /// Whether the first layout has placed the content at `\.defaultScrollAnchor`.
    private var placedAtDefaultAnchor = false
    /// The room around the content (`contentMargins`), in cells.
    private var margins = Size.zero
    private var marginOrigin = Point.zero
    /// The binding of `.scrollPosition(id:anchor:)` above, and where it stands (`ScrollPosition.swift`).
    private var position: (any ScrollPositionBinding)?
    private var positionTracking = ScrollPositionTracking()

    /// What scrolls out of view is not under the pointer.
    override var clipsContent: Bool { true }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: ScrollView<Content>) {
        axes = view.axes.isEmpty ? .vertical : view.axes
        showsIndicators = view.showsIndicators && !environment.scrollIndicatorsHidden
        let insets = environment.scrollContentMargins
        marginOrigin = Point(x: cells(insets.leading), y: cells(insets.top))
        margins = Size(width: marginOrigin.x + cells(insets.trailing), height: marginOrigin.y + cells(insets.bottom))
        position = environment.scrollPosition
        if position == nil {
            content = reconcile(content, with: view.content)
        } else {
            // The binding is this scroll view's: a scroll view inside does not follow it too.
            var contentEnvironment = environment
            contentEnvironment.scrollPosition = nil
            content = reconcile(content, with: view.content, environment: contentEnvironment)
        }
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
        let proposal = contentProposal(width: width.map { max(0, $0 - margins.width) }, height: height.map { max(0, $0 - margins.height) })
        let size = stack.size(of: children, for: proposal)
        return Size(width: size.width + margins.width, height: size.height + margins.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = measureContent(width: proposal.width, height: proposal.height)
        let width = proposal.width ?? inner.width
        let height = scrollsVertically ? proposal.height ?? inner.height : min(inner.height, proposal.height ?? inner.height)
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect) {
        layOut(in: rect)
        defer { followScrollPosition() }
        if let (target, anchor) = requestedReveal {
            // Asked before the content was measured again (a row just added): shown now that it is.
            requestedReveal = nil
            let wanted = clamped(offset(revealing: target, anchor: anchor))
            if wanted != offset {
                offset = wanted
                placeContent()
            }
        }
        guard environment.isScrollEnabled else { return }
        if let away = scrolledAwayFrom, away === focusedDescendant { return }
        scrolledAwayFrom = nil
        guard let target = focusedTarget else { return }
        let wanted = clamped(offset(showing: target))
        if wanted != offset {
            offset = wanted
            placeContent()
        }
    }

    /// Scrolls to the id the app set on the `.scrollPosition(id:anchor:)` binding, or tells it the id now at the
    /// anchor once the user has scrolled.
    private func followScrollPosition() {
        guard let position else { return }
        let before = offset
        positionTracking.follow(position, in: self, viewport: viewport, offset: { [unowned self] in offset }, graph: graph)
        if offset != before { placeContent() }
    }

    /// Measures the content and places it at the current offset (kept within the content), without bringing
    /// the focused view into view.
    private func layOut(in rect: Rect) {
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
        if !placedAtDefaultAnchor, size.width > 0, size.height > 0 {
            placedAtDefaultAnchor = true
            if let anchor = environment.defaultScrollAnchor {
                offset = Point(x: Int((anchor.x * Double(size.width - area.width)).rounded()),
                               y: Int((anchor.y * Double(size.height - area.height)).rounded()))
            }
        }
        offset = clamped(offset)
        placeContent()
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
        let whole = Rect(x: x, y: y, width: contentSize.width, height: contentSize.height)
        content.frame = whole
        let rect = Rect(x: x + marginOrigin.x, y: y + marginOrigin.y,
                        width: max(0, whole.width - margins.width), height: max(0, whole.height - margins.height))
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

    /// Scrolls so that a rectangle of the content shows (`ScrollViewProxy.scrollTo`): with an anchor, that
    /// point of it at the same point of the viewport; without, as little as shows it. It is shown again at the
    /// next layout, when the content may have grown (a card just added). The focused view inside, if any, is
    /// then left where it is until focus moves. Returns how far the content moved.
    func scroll(toShow target: Rect, anchor: UnitPoint?) -> Point {
        let origin = contentOrigin
        let request = Rect(x: target.minX - origin.x, y: target.minY - origin.y, width: target.width, height: target.height)
        let scrolled = clamped(offset(revealing: request, anchor: anchor))
        let moved = Point(x: offset.x - scrolled.x, y: offset.y - scrolled.y)
        offset = scrolled
        requestedReveal = (request, anchor)
        scrolledAwayFrom = focusedDescendant
        graph.setNeedsFrame()
        return moved
    }

    /// Where the content's top leading corner is on the screen at the current offset.
    private var contentOrigin: Point {
        Point(x: viewport.minX - offset.x, y: viewport.minY - offset.y)
    }

    /// The offset that shows a rectangle of the content (in the content's coordinates): with an anchor, that
    /// point of it at the same point of the viewport; without, as little a move as shows it.
    private func offset(revealing rect: Rect, anchor: UnitPoint?) -> Point {
        let origin = contentOrigin
        let target = Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height)
        guard let anchor else { return offset(showing: target) }
        func point(of rect: Rect) -> Point {
            Point(x: rect.minX + Int((anchor.x * Double(rect.width)).rounded(.down)),
                  y: rect.minY + Int((anchor.y * Double(rect.height)).rounded(.down)))
        }
        let from = point(of: target), to = point(of: viewport)
        return Point(x: offset.x + from.x - to.x, y: offset.y + from.y - to.y)
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
        environment.isEnabled && environment.isScrollEnabled && overflows && focusableDescendants.isEmpty
    }

    /// Focused, it scrolls: ↑ ↓ (k j) or ← → (h l) along the axes it scrolls ("↑↓ scroll", "←→ scroll"),
    /// PgUp PgDn a page, Home End (g G) to the ends. With views inside that take focus, the arrows along its
    /// axes move focus to the nearest one in their direction ("←→ move", "↑↓ move"), and where there is none
    /// they go on; in a horizontal row, PgUp PgDn and Home End (g G) move focus by a screenful and to the ends
    /// (named in the help, as a list's are).
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
                let hints = [KeyHint("←→", "move"), .helpOnly("h l", "move", role: .movement)]
                bindings.append(.trying(.keys(horizontal), hints: hints, takesKeys: false, action: move))
            }
            if scrollsVertically {
                let hints = [KeyHint("↑↓", "move"), .helpOnly("j k", "move", role: .movement)]
                bindings.append(.trying(.keys(vertical), hints: hints, takesKeys: false, action: move))
            } else {
                bindings.append(KeyBinding(.keys(.pageUp, .pageDown, .home, .end, "g", "G"), hints: KeyHint.pagingKeys) {
                    [self] press in jumpFocus(for: press.key)
                })
            }
        }
        return bindings
    }

    /// Moves focus along a horizontal row with a paging key: Home (g) to the first view, End (G) to the last,
    /// PgUp PgDn to the one a viewport's width back or on, which then takes the focused one's place on screen.
    /// The view it goes to may not be built yet (a lazy stack builds what is in view): the row is scrolled
    /// there and laid out first, so the work is that of a screenful, however long the row.
    private func jumpFocus(for key: KeyEquivalent) {
        guard let focused = focusedDescendant, let content else { return }
        let before = offset
        // Places along the row are measured from the content's leading edge, which moves as it scrolls.
        let from = focused.frame.minX - content.frame.minX
        let page = max(viewport.width, focused.frame.width + 1)
        let target = switch key {
        case .home, "g": 0
        case .end, "G": contentSize.width - 1
        // A page back is measured from the focused view's trailing edge, as one on is from its leading edge,
        // so that PgUp undoes PgDn.
        case .pageUp: from + focused.frame.width - 1 - page
        default: from + page
        }
        // The target is put where the focused view is, and the views around it are built and placed there.
        offset = clamped(Point(x: before.x + target - from, y: before.y))
        layOut(in: frame)
        let start = content.frame.minX
        let row = focusableDescendants.filter { candidate in
            !candidate.isSecondaryFocusTarget && DirectionalFocus.overlapsAlong(.vertical, candidate.frame, focused.frame)
        }
        let next = Self.nearest(to: start + target, among: row, towards: focused.frame.minX)
        graph.setNeedsFrame()
        guard let next, next !== focused else {
            // Nothing nearer the target than the focused view: it stays where it was.
            offset = before
            return
        }
        offset = clamped(Point(x: before.x + (next.frame.minX - start) - from, y: before.y))
        graph.focus(next)
    }

    /// The view that holds a column, or the one nearest it; between two as near, the one nearer `origin`.
    private static func nearest(to column: Int, among candidates: [any FocusTarget], towards origin: Int) -> (any FocusTarget)? {
        func distance(_ node: Node) -> Int {
            column < node.frame.minX ? node.frame.minX - column : max(0, column - (node.frame.maxX - 1))
        }
        return candidates.min { first, second in
            let a = distance(first), b = distance(second)
            return a != b ? a < b : abs(first.frame.minX - origin) < abs(second.frame.minX - origin)
        }
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
        guard environment.isScrollEnabled else { return false }
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
        guard sideways ? scrollsHorizontally : scrollsVertically, environment.isScrollEnabled else { return false }
        if focusedDescendant == nil, let first = focusableDescendants.first { graph.focus(first) }
        if focusedDescendant != nil {
            _ = moveFocus(for: key)
            return true
        }
        return scroll(for: key)
    }
}
