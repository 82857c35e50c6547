import Foundation
import TermUIBase

/// Makes frames: evaluates invalidated bodies, lays out the tree for the terminal's size, draws it into a
/// canvas, compares it with the frame before (`FrameDiff`) and hands the terminal the cells to send.
///
/// The run loop decides when frames are drawn; the renderer only draws them. Benchmarks drive a renderer
/// directly.
@MainActor
public final class Renderer {
    package let graph: ViewGraph

    /// A renderer let go takes its graph's tree down while the graph is still there, so that the nodes are
    /// freed (each holds its parent until it is unmounted); their disappear actions do not run.
    isolated deinit {
        graph.root?.unmount()
    }
    /// The root of the graph: the content, the key-hint bar and the app's keys.
    private let root: RootNode
    /// The terminal frames go to.
    public let terminal: any Terminal
    private var canvas: CellCanvas
    /// What the terminal was last sent, to find what the next frame changes.
    private var frameDiff: FrameDiff
    /// How many frames were drawn.
    public private(set) var frameCount = 0
    /// The window title last given to the terminal.
    private var shownWindowTitle: String?
    /// Whether the terminal was last asked to report the pointer's every motion (see `askForPointerMotion()`).
    private var asksForPointerMotion = false
    /// The pictures shown as half blocks while they keep moving, on a terminal that must send each moved one
    /// again (`PictureMotionHold`), on the graph's clock.
    private var pictureHold: PictureMotionHold
    /// The window's loader of full-size pictures.
    private let imageFileLoader: ImageFileLoader
    /// The window's record of changes to undo (`@Environment(\.undoManager)`): the one the environment given
    /// to `init` has, else a new one. Each input event's registrations are one group.
    public let undoManager: UndoManager
    /// The window's `PropertyListDefaults` (app storage unless it is a `UserDefaults`, and scene storage),
    /// synchronized when the window is taken down.
    private let storageStores: [PropertyListDefaults]

    /// A renderer for a root view on a terminal. `showsKeyHints` reserves the bottom row for the key-hint bar;
    /// `clock` stands in for the system's clocks (tests and benchmarks give a `ManualClock`).
    public init<Content: View>(
        _ content: Content, terminal: any Terminal, environment: EnvironmentValues = EnvironmentValues(),
        showsKeyHints: Bool = true, clock: (any FrameClock)? = nil
    ) {
        self.terminal = terminal
        graph = ViewGraph(clock: clock ?? SystemClock())
        canvas = CellCanvas(columns: terminal.size.columns, rows: terminal.size.rows)
        frameDiff = FrameDiff(mapping: terminal.styleMapping)
        pictureHold = PictureMotionHold(isActive: environment.graphics.sendsMovedPicturesAgain)
        graph.animator.reducesMotion = environment.accessibilityReduceMotion
        var environment = environment
        let undoManager = environment.undoManager ?? UndoManager()
        environment.undoManager = undoManager
        self.undoManager = undoManager
        // Each window keeps its own stores: in memory unless the launcher gave files.
        let appStorage = environment.defaultAppStorage ?? .store(PropertyListDefaults())
        let sceneStorage = environment.sceneStorage ?? PropertyListDefaults()
        environment.defaultAppStorage = appStorage
        environment.sceneStorage = sceneStorage
        if environment.assetCatalog == nil { environment.assetCatalog = AssetCatalog() }
        let imageFileLoader = environment.imageFileLoader ?? ImageFileLoader()
        environment.imageFileLoader = imageFileLoader
        self.imageFileLoader = imageFileLoader
        if case .store(let store) = appStorage { storageStores = [store, sceneStorage] } else { storageStores = [sceneStorage] }
        let graph = graph
        let classes = UserInterfaceSizeClass.classes(for: Size(width: terminal.size.columns, height: terminal.size.rows))
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        environment.announceAction = AnnounceAction { [weak graph] message, duration in graph?.announce(message, for: duration) }
        environment.copyToClipboard = CopyToClipboardAction { [weak terminal] text in terminal?.copyToClipboard(text) ?? false }
        // A URL is shown for the user to open (see `OpenURLAction`).
        environment.openURL = OpenURLAction { [weak graph] url in
            graph?.announce("Open \(url.absoluteString)", for: 10)
            return .handled
        }
        imageFileLoader.onReady = { [weak graph] in graph?.setNeedsFrame() }
        root = graph.run { RootNode(content: content, graph: graph, environment: environment, showsKeyHints: showsKeyHints) }
        graph.setRoot(root)
        if let problem = storageStores.compactMap(\.loadProblem).first { graph.announce(problem, for: 10) }
    }

    /// Whether a frame is due: something changed since the last one, or an observed value changed and waits
    /// to be applied.
    public var needsFrame: Bool {
        graph.needsFrame || graph.changes.pendingCount > 0
    }

    /// Whether an animation is running or a completion waits, so that more frames are due as time passes.
    public var isAnimating: Bool { graph.animator.isAnimating }

    /// Whether an animation is running, so that every frame looks different.
    var hasMovingAnimations: Bool { graph.animator.isMoving }

    /// When the first `withAnimation` completion waiting is due, on the clock.
    var nextCompletionTime: Double? { graph.animator.nextCompletionTime }

    /// When the frame that shows the pictures held while they moved is due, on the clock (`PictureMotionHold`).
    var pictureSettleTime: Double? { pictureHold.settleTime }

    /// Whether a full-size picture is being loaded off the main thread, to show when it is ready.
    package var isLoadingPictures: Bool { imageFileLoader.isLoading }

    /// Whether the pictures held while they moved are due to be shown.
    private var isPictureSettleDue: Bool {
        pictureHold.settleTime.map { graph.animator.clock.now >= $0 } ?? false
    }

    /// The earliest date a `TimelineView` on screen waits for: the run loop wakes then and draws.
    public var nextTimelineDate: Date? { graph.timelines.nextDate }

    /// Whether every animation ends at once.
    public var reducesMotion: Bool {
        get { graph.animator.reducesMotion }
        set { graph.animator.reducesMotion = newValue }
    }

    /// Called when something changes and a frame becomes due (the run loop schedules one).
    var onNeedsFrame: (() -> Void)? {
        get { graph.onNeedsFrame }
        set { graph.onNeedsFrame = newValue }
    }

    /// Draws a frame if anything changed (or always, when `force` is set). Returns whether it drew.
    @discardableResult
    public func renderIfNeeded(force: Bool = false) -> Bool {
        guard force || hasWorkForFrame else { return false }
        return graph.run { render(force: force) }
    }

    /// Whether a frame could have anything to do: something changed or waits to be applied, something animates,
    /// or a timeline view waits for a date. When not, the run loop's question costs next to nothing.
    private var hasWorkForFrame: Bool {
        graph.needsFrame || graph.hasPendingUpdates || graph.hasDeferredActions || graph.changes.pendingCount > 0
            || graph.animator.isAnimating || graph.timelines.hasWakes || isPictureSettleDue
    }

    private func render(force: Bool) -> Bool {
        graph.timelines.wakeDueViews()
        graph.applyPendingUpdates()
        if graph.animator.finishDueAnimations() { graph.applyPendingUpdates() }
        guard graph.needsFrame || force || graph.animator.isMoving || isPictureSettleDue, let root = graph.root else { return false }
        let size = terminal.size
        if canvas.columns != size.columns || canvas.rows != size.rows {
            canvas = CellCanvas(columns: size.columns, rows: size.rows)
        } else {
            canvas.clear()
        }
        graph.focusManager.resolve()
        graph.focusManager.notifyObservers()
        root.place(in: canvas.bounds)
        // Layout may build rows whose bodies or appear actions change state, which may change what is laid out
        // again: settle them, a few rounds at most, before drawing. What is left is drawn by the next frame.
        // Focus settling after layout may change `@FocusState` too, which is settled the same way, and a focus
        // request that waited for its view moves focus then, which is laid out again.
        var rounds = 0
        repeat {
            while graph.hasPendingUpdates || graph.hasDeferredActions || graph.isLayoutRequested, rounds < Self.settlingRounds {
                _ = graph.takeLayoutRequest()
                graph.applyPendingUpdates()
                root.place(in: canvas.bounds)
                rounds += 1
            }
            graph.focusManager.resolve()
            graph.focusManager.notifyObservers()
            // What the observers changed that views observe (a `@FocusState`'s value) is theirs to draw now.
            graph.applyObservedChanges()
        } while (graph.hasPendingUpdates || graph.isLayoutRequested) && rounds < Self.settlingRounds
        graph.focusManager.whileDrawing { root.draw(in: &canvas) }
        graph.frameDidDraw()
        holdMovingPictures()
        let cursor = graph.cursorPosition.flatMap { canvas.bounds.contains($0) ? (column: $0.x, row: $0.y) : nil }
        askForPointerMotion()
        terminal.show(canvas, cursor: cursor, diff: &frameDiff)
        showWindowTitle()
        frameCount += 1
        return true
    }

    /// Has the frame show the pictures it moves while they keep moving as their half blocks, where the terminal
    /// must send each moved picture again (`PictureMotionHold`); `pictureSettleTime` is then when they show.
    private func holdMovingPictures() {
        guard pictureHold.isActive else { return }
        canvas.showAsCells(pictureHold.picturesToHold(among: canvas.shownImages, at: graph.animator.clock.now))
    }

    /// Gives the terminal the window title for this frame when it is not the one it has.
    private func showWindowTitle() {
        guard let title = graph.windowTitle, title != shownWindowTitle else { return }
        shownWindowTitle = title
        terminal.setWindowTitle(title)
    }

    /// Asks the terminal for the pointer's every motion when this frame is the first with a view that follows it
    /// (`.onHover`, `.onContinuousHover`), and for clicks alone when it is the first without one after some: once
    /// a change, never a frame, and with the frame that brings the change.
    private func askForPointerMotion() {
        let follows = graph.followsPointer
        guard follows != asksForPointerMotion else { return }
        asksForPointerMotion = follows
        terminal.setReportsPointerMotion(follows)
    }

    /// How many times a frame lays out again for what layout itself changed.
    private static let settlingRounds = 8

    /// Sends a key along the responder path (the focused view and its ancestors, then the screen's shortcuts
    /// and focus keys, then the app's keys); true when one of them used it.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        defer { undoManager.closeEventGroup() }
        return graph.run { graph.dispatch(press) }
    }

    /// Gives pasted text to the focused view that takes text (a text field, a search field), which inserts it
    /// or refuses it whole with a message; with no such view it is dropped, and the bottom row says so. Never
    /// read as keys. True when it was taken.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        defer { undoManager.closeEventGroup() }
        return graph.run { graph.dispatchPaste(text) }
    }

    /// Hit-tests a mouse report against what is on screen (see `ViewGraph.dispatchMouse`); `now` is the
    /// monotonic time it arrived, to tell a double click. True when something used it.
    @discardableResult
    public func mouse(_ event: MouseEvent, at now: Double) -> Bool {
        defer { undoManager.closeEventGroup() }
        return graph.run { graph.dispatchMouse(event, now: now) }
    }

    /// The terminal changed size: the next frame lays out again and repaints.
    public func terminalDidResize() {
        graph.setNeedsFrame()
    }

    /// Tells the views whether the app is in front (`\.scenePhase`), and applies what that changes (their
    /// `onChange(of:)` actions run) before returning: the run loop calls it before it stops for a suspend.
    public func setScenePhase(_ phase: ScenePhase) {
        graph.run {
            guard root.environment.scenePhase != phase else { return }
            root.updateEnvironment { $0.scenePhase = phase }
            graph.applyPendingUpdates()
        }
    }

    /// Sets what `q` does when no view uses it; nil lets `q` through to nothing.
    public func setQuitAction(_ action: (() -> Void)?) {
        root.onQuit = action
    }

    /// The user asks to quit (Ctrl-C, end of input): the window's quit confirmation (a document with unsaved
    /// changes) is asked first, else the quit action runs at once.
    public func requestQuit() {
        graph.run { root.requestQuit() }
    }

    /// Takes the view tree down so that `.onDisappear` actions run (when the app quits).
    public func tearDown() {
        graph.run { graph.tearDown() }
        // What the views' disappear actions stored is written before the process ends.
        for store in storageStores { store.synchronize() }
    }

    /// The key hints for what has focus now, as the bottom bar shows them.
    public var keyHints: [KeyHint] { graph.keyHints }

    /// Applies the observed changes posted so far, as the main actor does when it takes them: the views that
    /// read what changed are invalidated, and a frame becomes due.
    package func applyObservedChanges() {
        graph.run { graph.applyObservedChanges() }
    }
}
