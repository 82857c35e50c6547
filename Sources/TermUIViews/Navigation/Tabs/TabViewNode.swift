import TermUIBase

/// The node of a `TabView`: the tabs' labels in the bar (or the page dots), the content of each tab shown
/// so far (kept while another shows, so that its state lasts), and the selection.
@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>: BindingReadingNode<TabView<SelectionValue, Content>>,
    ShortcutResponder, MouseTarget
{
    override class var declaredRoles: NodeRoles { [.shortcuts] }

    /// One tab: its identity, the value that selects it, its content, its label and its badge.
    private struct Entry {
        let id: RowID
        let value: SelectionValue?
        let view: AnyView
        let label: AnyView?
        let badge: String
    }

    private var tabs: [Entry] = []
    private var selection: Binding<SelectionValue>?
    /// The tab shown when the tab view keeps its own selection.
    private var ownSelection = 0
    /// The tab the selection names (nil when it names none: then the first shows, none is marked).
    private(set) var selectedIndex: Int?
    /// The content of each tab shown so far, in the order they were first shown.
    private var contents: [(id: RowID, node: Node, focus: WeakNode)] = []
    /// The labels in the bar, one a tab with a label.
    private var labelNodes: [RowID: Node] = [:]
    private var layout = TabViewLayout.tabBar
    /// Where each tab is in the bar (or each dot in the page dots), empty for one left out.
    private var tabRects: [Rect] = []
    private var barRect = Rect.zero

    /// The tab shown: the selected one, or the first.
    private var shownIndex: Int? { tabs.isEmpty ? nil : selectedIndex ?? 0 }

    private var shownContent: Node? {
        guard let shownIndex else { return nil }
        let id = tabs[shownIndex].id
        return contents.first { $0.id == id }?.node
    }

    // MARK: Children

    override func forEachChild(_ body: (Node) -> Void) {
        for tab in tabs { if let label = labelNodes[tab.id] { body(label) } }
        for content in contents { body(content.node) }
    }

    /// The labels while the bar shows, and the shown tab's content.
    override func forEachVisibleChild(_ body: (Node) -> Void) {
        if layout == .tabBar {
            for tab in tabs { if let label = labelNodes[tab.id] { body(label) } }
        }
        if let shownContent { body(shownContent) }
    }

    override func update(_ view: TabView<SelectionValue, Content>) {
        selection = view.selection
        layout = environment.tabViewLayout
        var segments: [RowSegment] = []
        appendRows(of: view.content, to: &segments)
        tabs = segments.flatMap { segment in
            (0..<segment.count).map { index in
                let view = segment.view(index)
                let id = segment.id(index)
                let tag = tagOfView(view).flatMap { $0.base is TabWithoutValue ? nil : $0 } ?? id.id
                return Entry(
                    id: id, value: tag.base as? SelectionValue, view: view,
                    label: firstWrapped((any TabItemCarrier).self, in: view)?.tabLabel,
                    badge: firstWrapped((any BadgeCarrier).self, in: view)?.badge?.plainText(in: environment) ?? "")
            }
        }
        var labels: [RowID: Node] = [:]
        for tab in tabs {
            if let label = tab.label { labels[tab.id] = reconcile(labelNodes[tab.id], with: label) }
        }
        for (id, node) in labelNodes where labels[id] == nil { node.unmount() }
        labelNodes = labels
        // Tabs that are gone take their state with them; the others take their new content.
        let ids = Set(tabs.map(\.id))
        for content in contents where !ids.contains(content.id) { content.node.unmount() }
        contents = contents.filter { ids.contains($0.id) }.map { content in
            let view = tabs.first { $0.id == content.id }?.view ?? AnyView(EmptyView())
            return (content.id, reconcile(content.node, with: view), content.focus)
        }
        sync()
    }

    /// Reads the selection and builds the shown tab's content if it is shown for the first time.
    override func sync() {
        if let selection {
            let current = readObserved { selection.wrappedValue }
            selectedIndex = tabs.firstIndex { $0.value == current }
        } else {
            selectedIndex = tabs.indices.contains(ownSelection) ? ownSelection : (tabs.isEmpty ? nil : 0)
        }
        guard let shownIndex, shownContent == nil else { return }
        let tab = tabs[shownIndex]
        contents.append((tab.id, reconcile(nil, with: tab.view), WeakNode()))
    }

    /// Shows a tab: sets the selection to its value (a tab without a value of the selection's type cannot be
    /// selected), keeps where focus was in the tab it leaves, and gives it back in the tab it shows.
    func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        if let shownContent, let focused = graph.focused, shownContent.isAncestor(of: focused),
            let leaving = contents.first(where: { $0.node === shownContent })
        {
            leaving.focus.node = focused
        }
        if let selection {
            guard let value = tabs[index].value else { return }
            selection.wrappedValue = value
        } else {
            ownSelection = index
        }
        sync()
        invalidateLayout()
        if let content = shownContent, let focus = contents.first(where: { $0.node === content })?.focus.node, focus.isMounted {
            graph.focus(focus)
        }
        graph.setNeedsFrame()
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = shownContent?.measure(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - chromeHeight) })) ?? .zero
        return Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + chromeHeight)
    }

    /// The rows the bar or the dots take.
    private var chromeHeight: Int {
        switch layout {
        case .tabBar: return tabs.isEmpty ? 0 : 1
        case .pages(let showsDots): return showsDots && tabs.count > 1 ? 1 : 0
        }
    }

    override func place(in rect: Rect) {
        frame = rect
        let chrome = min(chromeHeight, rect.height)
        let barY = layout == .tabBar ? rect.minY : rect.maxY - chrome
        barRect = Rect(x: rect.minX, y: barY, width: rect.width, height: chrome)
        let contentY = layout == .tabBar ? rect.minY + chrome : rect.minY
        // As a window does, the content is centred in the room below the bar at the size it takes.
        let room = Rect(x: rect.minX, y: contentY, width: rect.width, height: rect.height - chrome)
        if let content = shownContent {
            let size = content.measure(ProposedSize(width: room.width, height: room.height))
            let width = min(size.width, room.width), height = min(size.height, room.height)
            content.place(in: Rect(x: room.minX + (room.width - width) / 2, y: room.minY + (room.height - height) / 2, width: width, height: height))
        }
        tabRects = chrome == 0 ? [] : layout == .tabBar ? placeTabs() : placeDots()
    }

    /// The number shown before a tab's label ("1" to "9"), or none past the ninth.
    private func number(of index: Int) -> String { index < 9 ? String(index + 1) : "" }

    /// The width of a tab in the bar: a space, its number, its label (when shown), its badge, and a space.
    private func tabWidth(_ index: Int, labelWidth: Int?) -> Int {
        let parts = [number(of: index).isEmpty ? 0 : Glyph.width(of: number(of: index)), labelWidth ?? 0, tabs[index].badge.isEmpty ? 0 : Glyph.width(of: tabs[index].badge)]
        let shown = parts.filter { $0 > 0 }
        return shown.reduce(0, +) + max(0, shown.count - 1) + 2
    }

    /// Places the tabs from the left: each whole when all fit; else the others by number (and badge) only and
    /// the shown one whole, its label cut when it must be; tabs that still do not fit are left out (their
    /// number keys still select them).
    private func placeTabs() -> [Rect] {
        let labelWidths = tabs.map { tab in labelNodes[tab.id]?.measure(ProposedSize(width: nil, height: 1)).width ?? 0 }
        let full = tabs.indices.map { tabWidth($0, labelWidth: labelWidths[$0]) }
        let compact = full.reduce(0, +) > barRect.width
        var x = barRect.minX
        var rects: [Rect] = []
        for index in tabs.indices {
            let isShown = index == shownIndex
            var labelWidth = compact && !isShown ? 0 : labelWidths[index]
            var width = tabWidth(index, labelWidth: labelWidth)
            let room = barRect.maxX - x
            if width > room, isShown, labelWidth > 0 {
                labelWidth = max(0, labelWidth - (width - room))
                width = tabWidth(index, labelWidth: labelWidth)
            }
            guard width <= room else {
                rects.append(.zero)
                labelNodes[tabs[index].id]?.place(in: Rect(x: barRect.minX, y: barRect.minY, width: 0, height: 0))
                continue
            }
            let number = number(of: index)
            let labelX = x + 1 + (number.isEmpty ? 0 : Glyph.width(of: number) + 1)
            labelNodes[tabs[index].id]?.place(in: Rect(x: labelX, y: barRect.minY, width: labelWidth, height: labelWidth > 0 ? 1 : 0))
            rects.append(Rect(x: x, y: barRect.minY, width: width, height: 1))
            x += width
        }
        return rects
    }

    /// Places the page dots, centred, a column apart.
    private func placeDots() -> [Rect] {
        let width = tabs.count * 2 - 1
        let start = barRect.minX + max(0, (barRect.width - width) / 2)
        return tabs.indices.map { index in
            let x = start + index * 2
            return x < barRect.maxX ? Rect(x: x, y: barRect.minY, width: 1, height: 1) : .zero
        }
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        shownContent?.draw(in: &canvas)
        guard !barRect.isEmpty else { return }
        switch layout {
        case .tabBar: drawTabBar(in: &canvas)
        case .pages: drawDots(in: &canvas)
        }
    }

    /// The bar: a shaded row (bold without colours), the shown tab unshaded and bold in the tint (underlined
    /// without colours), each tab's number dim before its label, its badge after it in red.
    private func drawTabBar(in canvas: inout CellCanvas) {
        let usesColor = environment.usesColor
        if usesColor { canvas.fill(barRect, style: CellStyle(background: SurfaceColors(environment.colorScheme).navigationBar)) }
        for (index, rect) in tabRects.enumerated() where !rect.isEmpty {
            let isShown = index == selectedIndex
            if isShown, usesColor { canvas.fill(rect, style: .plain) }
            var x = rect.minX + 1
            let number = number(of: index)
            if !number.isEmpty {
                x += canvas.draw(number, at: Point(x: x, y: rect.minY), style: CellStyle(attributes: isShown ? [] : .dim)) + 1
            }
            if let label = labelNodes[tabs[index].id], !label.frame.isEmpty {
                label.draw(in: &canvas)
                x = label.frame.maxX + 1
            }
            let badge = tabs[index].badge
            if !badge.isEmpty {
                canvas.draw(badge, at: Point(x: x, y: rect.minY), maxWidth: max(0, rect.maxX - 1 - x), style: CellStyle(foreground: usesColor ? .ansi(1) : nil, attributes: .bold))
            }
            if isShown {
                let tint = environment.tint.backgroundColor(in: environment)
                canvas.restyleText(rect) { style in
                    style.attributes.insert(.bold)
                    if !usesColor { style.attributes.insert(.underline) } else if style.foreground == nil { style.foreground = tint }
                }
            }
        }
    }

    /// The page dots: ● for the shown page, ○ for the others.
    private func drawDots(in canvas: inout CellCanvas) {
        for (index, rect) in tabRects.enumerated() where !rect.isEmpty {
            let isShown = index == shownIndex
            canvas.draw(isShown ? "●" : "○", at: rect.origin, style: CellStyle(attributes: isShown ? .bold : .dim))
        }
    }

    // MARK: Keys and mouse

    /// The number keys 1–9 select the first nine tabs.
    /// 1-9 select a tab (or a page), from anywhere in its scope.
    var shortcutBindings: [KeyBinding] {
        guard tabs.count > 1 else { return [] }
        let last = min(9, tabs.count)
        let noun = layout == .tabBar ? "tabs" : "pages"
        let digits = (1...last).map { KeyEquivalent(Character(String($0))) }
        return [KeyBinding(.keys(digits), hints: [KeyHint("1-\(last)", noun, role: .screen)]) { [self] press in
            if let digit = press.key.character.wholeNumberValue { select(digit - 1) }
        }]
    }

    /// A click on a tab (or a page's dot) selects it.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        guard barRect.contains(point) else { return false }
        if case .press(.primary) = event.kind, let index = tabRects.firstIndex(where: { $0.contains(point) }) {
            select(index)
        }
        return true
    }
}
