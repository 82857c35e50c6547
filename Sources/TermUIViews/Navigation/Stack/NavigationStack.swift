import Observation
import TermUIBase

/// A stack of screens with a navigation bar, as in SwiftUI. Enter on a `NavigationLink` pushes a screen, Esc
/// pops one; with `path:` the pushed values are data the app (and a test) can read and change, and changing
/// them pushes and pops.
///
/// The bar on the top row shows `‹ <previous title>` on pushed screens, the title (`.navigationTitle`;
/// a large title sits at the left, an inline one in the middle) and the toolbar's items.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathAccess?

    /// A navigation stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A navigation stack whose path is a `NavigationPath` the app holds.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A navigation stack whose path is a collection of values the app holds.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
    }

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationStackNode<Root>(context: context, viewType: ObjectIdentifier(Self.self))
        node.update(with: self)
        return node
    }
}

extension NavigationStack: NavigationStackView {
    var rootView: Root { root }
    var pathAccess: NavigationPathAccess? { path }
}

/// A navigation stack view, whatever its path type.
@MainActor
protocol NavigationStackView {
    associatedtype RootView: View
    var rootView: RootView { get }
    var pathAccess: NavigationPathAccess? { get }
}

/// Reads and writes a navigation stack's path, whatever type the app keeps it in.
@MainActor
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// What views inside a navigation stack ask of it.
@MainActor
protocol NavigationStackNodeProtocol: Node {
    /// Says which screen values of a type show.
    func register(destinationFor type: Any.Type, _ makeScreen: @escaping (AnyHashable) -> AnyView?)
    /// Pushes a value.
    func push(_ value: AnyHashable)
    /// Pushes a view.
    func push(view: AnyView)
    /// Pushes a view for a presentation that a binding holds (`navigationDestination(isPresented:)`): `onPop`
    /// is called when the user or `dismiss` pops it. Returns the push's serial, to change or remove it by.
    func push(view: AnyView, onPop: @escaping () -> Void) -> Int
    /// Gives a view pushed with `push(view:onPop:)` its new value.
    func replacePushedView(_ serial: Int, with view: AnyView)
    /// Removes a view pushed with `push(view:onPop:)`, and any pushed above it, without calling its `onPop`.
    func removePushedView(_ serial: Int)
}

/// The node of a `NavigationStack`: the root screen and one screen per pushed value, of which the top one is
/// shown below the bar. Screens under the top keep their state.
@MainActor
final class NavigationStackNode<Root: View>: Node, NavigationStackNodeProtocol, NavigationContainer, AnimationTarget, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .navigationContainer] }

    /// What a pushed screen stands for.
    private enum ScreenKey: Equatable {
        case value(AnyHashable)
        case view(Int)
    }

    private var rootScreen: Node?
    private var screens: [(key: ScreenKey, node: Node)] = []
    private var pathAccess: NavigationPathAccess?
    private var ownPath: [AnyHashable] = []
    private var viewPushes: [(serial: Int, view: AnyView, onPop: (() -> Void)?)] = []
    private var nextSerial = 0
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    private var barFrame = Rect.zero
    /// The bar as laid out by the last layout.
    private var bar: NavigationBar?

    init(context: NodeContext, viewType: ObjectIdentifier) {
        super.init(viewType: viewType, context: context)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let rootScreen { body(rootScreen) }
        for screen in screens { body(screen.node) }
        if let leaving = zoom?.leaving { body(leaving) }
    }

    /// The zoom running between a screen and its card, if any.
    private var zoom: ZoomTransition?

    /// The card a screen zooms from, if it asks for a zoom and the card was on screen.
    private func zoomSource(of screen: Node?) -> Rect? {
        guard let preference = screen?.screenPreference(NavigationTransitionKey.self),
            case .zoom(let id, let namespace) = preference.kind
        else { return nil }
        return graph.transitionSources[MatchedTransitionKey(id: id, namespace: namespace)]
    }

    /// Starts a zoom for a push (the new top grows from its card) or a pop (the old top shrinks into it).
    private func startZoom(from oldTop: Node?, oldCount: Int, popped: [Node]) {
        endZoom()
        let newTop = topScreen
        if screens.count > oldCount, let newTop, newTop !== oldTop, let source = zoomSource(of: newTop) {
            zoom = ZoomTransition(under: oldTop, over: newTop, source: source, isInward: true)
        } else if screens.count < oldCount, let oldTop, popped.contains(where: { $0 === oldTop }),
            let source = zoomSource(of: oldTop)
        {
            zoom = ZoomTransition(under: newTop, over: oldTop, source: source, isInward: false)
        }
        guard zoom != nil else { return }
        if !graph.animator.start(graph.currentAnimation ?? .snappy(duration: 0.35), for: self, key: "zoom") { endZoom() }
    }

    private func endZoom() {
        graph.animator.cancel(for: self, key: "zoom")
        if let leaving = zoom?.leaving { leaving.unmount() }
        zoom = nil
    }

    func animationDidFinish(key: String) {
        if key == "zoom" { endZoom() }
        graph.setNeedsFrame()
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        if let top = topScreen { body(top) }
    }

    private var topScreen: Node? { screens.last?.node ?? rootScreen }

    override func update(with view: any View) {
        guard let stack = view as? any NavigationStackView else { return }
        pathAccess = stack.pathAccess
        updateRoot(stack)
        syncScreens()
    }

    private func updateRoot<V: NavigationStackView>(_ stack: V) {
        rootScreen = reconcile(rootScreen, with: stack.rootView)
    }

    // MARK: Path

    /// The pushed values, read under observation so that a path kept in an observable model is followed.
    private var path: [AnyHashable] {
        guard let pathAccess else { return ownPath }
        return readObserved { pathAccess.get() }
    }

    private func setPath(_ values: [AnyHashable]) {
        if let pathAccess {
            pathAccess.set(values)
        } else {
            ownPath = values
        }
        invalidate()
    }

    func register(destinationFor type: Any.Type, _ makeScreen: @escaping (AnyHashable) -> AnyView?) {
        destinations[ObjectIdentifier(type)] = makeScreen
    }

    func push(_ value: AnyHashable) {
        setPath(path + [value])
    }

    func push(view: AnyView) {
        viewPushes.append((nextSerial, view, nil))
        nextSerial += 1
        invalidate()
    }

    func push(view: AnyView, onPop: @escaping () -> Void) -> Int {
        let serial = nextSerial
        viewPushes.append((serial, view, onPop))
        nextSerial += 1
        invalidate()
        return serial
    }

    func replacePushedView(_ serial: Int, with view: AnyView) {
        guard let index = viewPushes.firstIndex(where: { $0.serial == serial }) else { return }
        viewPushes[index].view = view
        invalidate()
    }

    func removePushedView(_ serial: Int) {
        guard let index = viewPushes.firstIndex(where: { $0.serial == serial }) else { return }
        viewPushes.removeSubrange(index...)
        invalidate()
    }

    /// Pops the top screen; false at the root.
    @discardableResult
    func pop() -> Bool {
        if let last = viewPushes.popLast() {
            invalidate()
            last.onPop?()
            return true
        }
        let values = path
        guard !values.isEmpty else { return false }
        setPath(Array(values.dropLast()))
        return true
    }

    /// Pops screens until `depth` are left pushed.
    private func pop(toDepth depth: Int) {
        while screens.count > depth, pop() {}
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        syncScreens()
    }

    /// Makes the screens match the path: kept where the value is the same, made where it is new.
    private func syncScreens() {
        _ = takeScheduledRefresh()
        let oldTop = topScreen, oldCount = screens.count
        var popped: [Node] = []
        var updated: [(key: ScreenKey, node: Node)] = []
        var wanted: [(ScreenKey, AnyView)] = []
        for value in path {
            let makeScreen = destinations[ObjectIdentifier(type(of: value.base))]
            wanted.append((.value(value), makeScreen?(value) ?? AnyView(MissingDestination(value: value))))
        }
        for push in viewPushes { wanted.append((.view(push.serial), push.view)) }
        for (index, (key, view)) in wanted.enumerated() {
            let existing = index < screens.count && screens[index].key == key ? screens[index].node : nil
            if existing == nil, index < screens.count { popped.append(screens[index].node) }
            let depth = index
            var environment = self.environment
            environment.dismissAction = DismissAction { [weak self] in self?.pop(toDepth: depth) }
            environment.isPresentedValue = true
            updated.append((key, reconcile(existing, with: view, environment: environment)))
        }
        popped += screens.dropFirst(updated.count).map(\.node)
        screens = updated
        startZoom(from: oldTop, oldCount: oldCount, popped: popped)
        for node in popped where node !== zoom?.leaving { node.unmount() }
        invalidate(.layout)
    }

    // MARK: Layout and drawing

    /// Fills what it is offered; asked for its ideal height, the bar and the top screen's ideal height.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let screen = topScreen?.measure(ProposedSize(width: proposal.width, height: nil)) ?? .zero
        return proposal.replacingUnspecified(with: Size(width: max(40, screen.width), height: screen.height + 1))
    }

    override func place(in rect: Rect) {
        frame = rect
        guard rect.height > 1 else { return }
        let bar = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let content = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1)
        if let top = topScreen {
            top.stackAxis = nil
            let size = top.measure(ProposedSize(content.size))
            top.place(in: Alignment.top.place(Size(width: min(size.width, content.width), height: min(size.height, content.height)), in: content))
        }
        barFrame = bar
        let navigationBar = navigationBar
        navigationBar.place(in: bar)
        self.bar = navigationBar
    }

    override func draw(in canvas: inout CellCanvas) {
        if let zoom, let progress = animationProgress("zoom") {
            let content = Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: max(0, frame.height - 1))
            zoom.draw(at: progress, over: content, tint: environment.tint.backgroundColor(in: environment), in: &canvas)
        } else {
            topScreen?.draw(in: &canvas)
        }
        bar?.draw(in: &canvas, bar: barFrame)
    }

    /// The bar for the screen on top.
    private var navigationBar: NavigationBar {
        var items: [(placement: ToolbarItemPlacement, node: Node)] = []
        topScreen?.collectToolbarItems(into: &items)
        let previous = screens.count >= 2 ? screens[screens.count - 2].node : (screens.isEmpty ? nil : rootScreen)
        let mode = topScreen?.findTitleDisplayMode() ?? .automatic
        let isLarge = mode == .large || (mode == .automatic && screens.isEmpty)
        let backTitle = previous.map { $0.findNavigationTitle() ?? "Back" } ?? (screens.isEmpty ? environment.splitBackTitle : nil)
        return NavigationBar(
            title: topScreen?.findNavigationTitle() ?? "", isLargeTitle: isLarge,
            backTitle: hidesBackButton ? nil : backTitle,
            items: items,
            tint: environment.tint.backgroundColor(in: environment), colorScheme: environment.colorScheme,
            usesColor: environment.usesColor)
    }

    // MARK: Keys

    /// A pushed screen with nothing to focus leaves focus with the stack, so that Esc still goes back (and a
    /// split view's column stays the one with focus).
    var acceptsFocus: Bool {
        !screens.isEmpty && topScreen?.preferredFocusNode == nil
    }

    /// Whether the screen on top hides its way back (`navigationBarBackButtonHidden`).
    private var hidesBackButton: Bool {
        topScreen?.screenPreference(BackButtonHiddenKey.self) == true
    }

    /// Esc goes back ("Esc back") while a screen is pushed, unless it hides its way back.
    var keyBindings: [KeyBinding] {
        guard !screens.isEmpty, !hidesBackButton else { return [] }
        return [.trying(.keys(.escape), hints: [KeyHint("Esc", "back")]) { [self] _ in pop() }]
    }
}

/// What a pushed value with no matching `.navigationDestination` shows.
private struct MissingDestination: View {
    let value: AnyHashable

    var body: some View {
        Text("No navigationDestination for \(String(describing: type(of: value.base)))")
            .foregroundStyle(.secondary)
    }
}
