import TermUIBase

/// Content that presents a sheet, as `.sheet(isPresented:)` and `.sheet(item:)` make: a bordered box over the
/// dimmed screen. Focus stays inside the sheet until it closes; Esc presses its `.cancellationAction` button
/// when it has one, else closes it (unless `interactiveDismissDisabled`), and `@Environment(\.dismiss)`
/// inside closes it.
struct SheetView<Content: View, SheetContent: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// The sheet's content, or nil when the sheet is closed.
    let sheet: SheetContent?
    /// An identity for what is shown: a different item replaces the sheet's views.
    let identity: AnyHashable?
    let close: () -> Void
    let onDismiss: (() -> Void)?

    func makeNode(context: NodeContext) -> Node {
        let node = SheetNode<Content, SheetContent>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that can present a sheet.
@MainActor
final class SheetNode<Content: View, SheetContent: View>: ContentModifierNode<SheetView<Content, SheetContent>> {
    private var presentation: SheetPresentationNode?
    private var identity: AnyHashable?
    private var onDismiss: (() -> Void)?

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        if let presentation { body(presentation) }
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    override func configure(with view: SheetView<Content, SheetContent>) {
        guard let sheet = view.sheet else {
            if let presentation { close(presentation) }
            return
        }
        if let presentation, identity != view.identity { close(presentation) }
        identity = view.identity
        onDismiss = view.onDismiss
        var sheetEnvironment = environment
        let close = view.close
        sheetEnvironment.dismissAction = DismissAction { close() }
        sheetEnvironment.isPresentedValue = true
        // A sheet's own navigation stack starts afresh: no back label to the column behind it.
        sheetEnvironment.splitBackTitle = nil
        if let presentation {
            presentation.setContent(sheet, environment: sheetEnvironment)
        } else {
            let node = SheetPresentationNode(context: childContext())
            node.setContent(sheet, environment: sheetEnvironment)
            presentation = node
            graph.present(node)
        }
    }

    private func close(_ node: SheetPresentationNode) {
        graph.dismiss(node)
        node.unmount()
        presentation = nil
        identity = nil
        onDismiss?()
    }

    override func didUnmount() {
        if let presentation {
            graph.dismiss(presentation)
            presentation.unmount()
        }
    }
}

/// The box of a presented sheet, drawn over the dimmed screen by the root node.
@MainActor
final class SheetPresentationNode: Node, Presentable, NavigationContainer, KeyResponder {
    override class var declaredRoles: NodeRoles { [.keys, .presentation, .navigationContainer] }

    private var content: Node?
    private var box = Rect.zero

    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(SheetPresentationNode.self), context: context)
    }

    func setContent<V: View>(_ view: V, environment: EnvironmentValues) {
        content = reconcile(content, with: view, environment: environment)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }


    var dimsScreenBelow: Bool { true }

    func placePresentation(in screen: Rect) {
        let width = min(screen.width - 2, max(40, min(76, screen.width * 3 / 4)))
        let inner = ProposedSize(width: max(0, width - 2), height: max(0, screen.height - 4))
        let wanted = content?.measure(ProposedSize(width: inner.width, height: nil)).height ?? 0
        let height = min(screen.height - 2, max(8, wanted + 2))
        box = Rect(x: screen.minX + (screen.width - width) / 2, y: screen.minY + max(1, (screen.height - height) / 2), width: width, height: height)
        frame = box
        content?.stackAxis = nil
        content?.place(in: box.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }

    func drawPresentation(in canvas: inout CellCanvas) {
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, characters: .rounded, style: CellStyle(attributes: .dim))
        canvas.withClip(box.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))) { canvas in
            content?.draw(in: &canvas)
        }
    }

    override func draw(in canvas: inout CellCanvas) {}

    /// Esc closes the sheet ("Esc close"), unless `interactiveDismissDisabled` says not to (then Esc does
    /// nothing), or the sheet has a cancellation button: then Esc is that button's shortcut (whose action may ask
    /// before it closes, and whose hint says what it does), found after the focus chain as every shortcut is.
    var keyBindings: [KeyBinding] {
        let escape = KeyPress(.escape)
        if collectShortcutBindings().contains(where: { $0.keys.matches(escape) }) { return [] }
        guard !disablesInteractiveDismiss else { return [KeyBinding(.keys(.escape), hints: []) { _ in }] }
        return [KeyBinding(.keys(.escape), "Esc", "close") { [self] _ in content?.environment.dismiss() }]
    }
}

extension View {
    /// Presents a sheet while `isPresented` is true; closing it sets it back to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetView(
            content: self, sheet: isPresented.wrappedValue ? content() : nil, identity: nil,
            close: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet for an item while it is not nil; closing it sets it to nil. A different item
    /// replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let item = item
        return SheetView(
            content: self, sheet: item.wrappedValue.map(content), identity: item.wrappedValue.map { AnyHashable($0.id) },
            close: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}
