import Observation
import TermUIBase

/// Where a search field goes, as in SwiftUI. A terminal has one place for it: see `searchable(text:placement:prompt:)`.
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, toolbar, navigationBarDrawer, sidebar }
    let kind: Kind

    /// Where the system puts it.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// Below the navigation bar's title in SwiftUI; in the bar here.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    /// In the sidebar in SwiftUI; in the bar here.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
}

extension View {
    /// Adds a search field for the screen, as in SwiftUI: `/` focuses it, typing sets `text` (the app
    /// filters), Enter leaves it keeping the text (focus goes to the first control of the content, and
    /// `.onSubmit(of: .search)` actions around it run), ↓ leaves it the same way without submitting, and Esc
    /// clears the text and gives focus back to where it was. After the search is left with its text kept, Esc
    /// in the content clears the text first (the content shows everything again); the next Esc goes back as
    /// usual. The key-hint bar shows `/ search`.
    ///
    /// Inside a `NavigationStack` the field sits in the navigation bar, before the toolbar's trailing items;
    /// elsewhere it takes the top row of the view. Unlike SwiftUI, the field takes focus only through `/`
    /// (Tab passes over it), and `placement` changes nothing.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt ?? Text("Search"))
    }

    /// Adds a search field for the screen, with a prompt shown while it is empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    /// Adds a search field for the screen, with a string prompt shown while it is empty.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: Text(verbatim: String(prompt)))
    }
}

/// Content with a search field, as `.searchable` makes.
struct SearchableView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let text: Binding<String>
    /// The prompt, whose characters are read in the field's environment (a localized key in its languages).
    let prompt: Text

    func makeNode(context: NodeContext) -> Node {
        let node = SearchableNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// What a search field asks of the searchable content it belongs to.
@MainActor
protocol SearchFieldHost: Node {
    /// Ends searching: a submitted search (Enter) or one left with ↓ keeps the text and moves focus to the
    /// content; a cancelled one (Esc) has cleared the text and gives focus back to where it was.
    func endSearch(submitted: Bool, cancelled: Bool)
}

/// The node of searchable content: the content, and the search field as its second child, shown in the
/// navigation bar as a toolbar item, or on the top row outside a navigation stack.
@MainActor
final class SearchableNode<Content: View>: ContentModifierNode<SearchableView<Content>>, ToolbarProviding, SearchFieldHost, ShortcutResponder, KeyResponder {
    override class var declaredRoles: NodeRoles { [.shortcuts, .toolbarItems, .keys] }

    private lazy var field = SearchFieldNode(context: childContext())
    /// What had focus when `/` was pressed.
    private weak var previousFocus: Node?
    /// The content's environment: the node's, with the search's state and its dismissal.
    private var derivedEnvironment = DerivedEnvironment()

    override func environmentForContent() -> EnvironmentValues? {
        derivedEnvironment.values(from: environment) { values in
            values.searchContext = SearchContext(
                activity: field.activity, dismiss: DismissSearchAction { [weak self] in self?.dismissSearch() })
        }
    }

    /// Ends the search as `\.dismissSearch` does: the text emptied, focus back where it was if the field has it.
    private func dismissSearch() {
        field.clearText()
        if field.isSearching { endSearch(submitted: false, cancelled: true) }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        body(field)
    }

    override func configure(with view: SearchableView<Content>) {
        field.setEnvironment(environment)
        field.configure(text: view.text, prompt: view.prompt.plainText(in: environment))
        field.clearEnvironmentChange()
    }

    /// Whether the field is shown in a navigation bar: the nearest navigation container above is a stack or a
    /// split view (which gives each column a bar).
    private var showsFieldInBar: Bool {
        var node = parent
        while let current = node {
            if current.roles.contains(.navigationContainer) {
                return current is any NavigationStackNodeProtocol || current is NavigationSplitViewNode
            }
            node = current.parent
        }
        return false
    }

    var toolbarItems: [(placement: ToolbarItemPlacement, node: Node)] {
        showsFieldInBar ? [(.status, field)] : []
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard !showsFieldInBar else { return super.sizeThatFits(proposal) }
        let inner = content?.measure(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })) ?? .zero
        let fieldWidth = field.measure(ProposedSize(width: proposal.width, height: 1)).width
        return Size(width: max(inner.width, fieldWidth), height: inner.height + 1)
    }

    override func place(in rect: Rect) {
        guard !showsFieldInBar else {
            super.place(in: rect)
            return
        }
        frame = rect
        field.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
        content?.place(in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)))
    }

    override func draw(in canvas: inout CellCanvas) {
        content?.draw(in: &canvas)
        if !showsFieldInBar { field.draw(in: &canvas) }
    }

    // MARK: Keys

    /// `/` focuses the search field, from anywhere in its scope, while it is enabled and not focused already.
    var shortcutBindings: [KeyBinding] {
        guard environment.isEnabled, !field.isFocused else { return [] }
        return [KeyBinding(.keys("/"), "/", "search") { [self] _ in
            let focused = graph.focused
            previousFocus = focused === field ? nil : focused
            field.isSearching = true
            graph.focus(field)
            graph.setNeedsFrame()
        }]
    }

    /// Esc in the content while a kept search filters it: clears the search, so Esc never leaves a screen
    /// that is still filtered.
    var keyBindings: [KeyBinding] {
        guard !field.isFocused, field.hasText else { return [] }
        return [KeyBinding(.keys(.escape), "Esc", "clear search") { [self] _ in
            field.clearText()
            graph.setNeedsFrame()
        }]
    }

    func endSearch(submitted: Bool, cancelled: Bool) {
        field.isSearching = false
        graph.setNeedsFrame()
        if submitted { field.submitToAncestors(.search) }
        if cancelled {
            if let previousFocus, previousFocus.isMounted, previousFocus.takesFocus { graph.focus(previousFocus) }
        } else if let first = firstContentFocusable ?? previousFocus, first.isMounted, first.takesFocus {
            graph.focus(first)
        }
        previousFocus = nil
    }

    /// The first node of the content that takes focus (passing over toolbar buttons).
    private var firstContentFocusable: Node? {
        content?.preferredFocusNode
    }
}

/// The search field of a `.searchable` view: `⌕`, then the text (or the prompt, dim). It takes focus only
/// while searching (after `/`). Editing keys are those of `TextField`.
@MainActor
final class SearchFieldNode: Node, FocusTarget, KeyResponder, PasteTarget {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private var text: Binding<String>?
    private var prompt = ""
    /// The text being edited.
    private(set) var editor = EditableText()
    /// Whether the user is searching (the field takes focus).
    var isSearching = false {
        didSet { noteActivity() }
    }
    /// What `\.isSearching` reads: searching, or a search kept with its text.
    let activity = SearchActivity()

    private func noteActivity() {
        let searching = isSearching || hasText
        if activity.isSearching != searching { activity.isSearching = searching }
    }
    /// Where the text starts, from the last layout.
    private var textRect = Rect.zero

    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(SearchFieldNode.self), context: context)
    }

    func configure(text: Binding<String>, prompt: String) {
        self.text = text
        if self.prompt != prompt {
            self.prompt = prompt
            invalidateLayout()
        }
        sync()
    }

    /// Reads the bound text under observation, so that a change made elsewhere shows.
    private func sync() {
        guard let text else { return }
        let value = readObserved { text.wrappedValue }
        if value != editor.string {
            editor.replace(with: value)
            noteActivity()
            graph.setNeedsFrame()
        }
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        sync()
    }

    /// Whether the field holds a search.
    var hasText: Bool { !editor.string.isEmpty }

    /// Empties the field and its bound text.
    func clearText() {
        editor.clear()
        commit()
    }

    private func commit() {
        text?.wrappedValue = editor.string
        noteActivity()
        graph.setNeedsFrame()
    }

    // MARK: Layout and drawing

    /// Wide enough for the prompt and some typing, at most 30 columns, one row.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = min(30, max(20, Glyph.width(of: prompt) + 3))
        return Size(width: proposal.width.map { min($0, ideal) } ?? ideal, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        // Focus moved elsewhere (Tab, a sheet): the search is over, the text stays.
        if isSearching, !isFocused, graph.focused != nil { isSearching = false }
        textRect = Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 2), height: min(1, rect.height))
        if isFocused { editor.keepCursorVisible(width: textRect.width) } else { editor.scrollToStart() }
    }

    override func draw(in canvas: inout CellCanvas) {
        guard !frame.isEmpty else { return }
        let focused = isFocused
        canvas.put(Glyph(character: "⌕", width: 1), at: frame.origin, style: CellStyle(attributes: focused ? .bold : .dim))
        if editor.isEmpty {
            canvas.drawTruncated(Glyph.glyphs(of: prompt), at: textRect.origin, maxWidth: textRect.width, style: CellStyle(attributes: .dim))
        } else {
            for (glyph, column) in editor.visibleGlyphs(width: textRect.width) {
                canvas.put(glyph, at: Point(x: textRect.minX + column, y: textRect.minY), style: .plain)
            }
        }
        if focused {
            canvas.restyle(textRect) { $0.attributes.insert(.underline) }
        }
    }

    // MARK: Focus and keys

    var acceptsFocus: Bool { isSearching && environment.isEnabled }

    var takesTextInput: Bool { true }

    var cursorPosition: Point? {
        guard textRect.width > 0 else { return nil }
        return Point(x: textRect.minX + editor.cursorColumn - editor.scroll, y: textRect.minY)
    }

    private var host: (any SearchFieldHost)? { parent as? any SearchFieldHost }

    /// Inserts a paste into the search text as one edit (its line breaks as spaces).
    func paste(_ text: String) -> String? {
        if let refusal = editor.paste(text, admitting: { _ in true }) { return refusal.message(in: environment) }
        commit()
        return nil
    }

    /// Esc cancels the search ("Esc cancel"), Enter submits it ("⏎ done") and ↓ ends it; the other keys edit
    /// the text as in a `TextField` (Tab types nothing here, so focus stays in the field).
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.keys(.escape), "Esc", "cancel") { [self] _ in
                clearText()
                endSearch(submitted: false, cancelled: true)
            },
            KeyBinding(.keys(.return), "⏎", "done") { [self] _ in endSearch(submitted: true, cancelled: false) },
            KeyBinding(.keys(.downArrow), hints: []) { [self] _ in endSearch(submitted: false, cancelled: false) },
            KeyBinding(.any(where: EditableText.isEditingKey), hints: []) { [self] press in
                if editor.apply(press, admitting: { _ in true }) == .textChanged { commit() }
                graph.setNeedsFrame()
            },
        ]
    }

    private func endSearch(submitted: Bool, cancelled: Bool) {
        host?.endSearch(submitted: submitted, cancelled: cancelled)
        graph.setNeedsFrame()
    }
}
