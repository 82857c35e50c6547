import TermUIBase

/// The previews of a program, browsed: a sidebar of their names by file (with each one's line), and the one
/// selected drawn live beside it, at a size class the `s` key changes. What any TermUI app shows when run with
/// `--previews` (`PreviewBrowser.isRequested(byArguments:)`); a test may show it too.
///
/// The preview is the view itself, not a picture: Tab goes from the sidebar to its controls, which then take the
/// keys, and Esc (when the preview does not use it) goes back to the sidebar. It reads the size classes of the
/// device it is shown on. TermUI only: SwiftUI shows previews in Xcode's canvas.
public struct PreviewBrowser: View {
    /// The previews by file, in the order listed.
    private let groups: [PreviewFileGroup]
    /// Each preview by its id, for the selection.
    private let previewsByID: [Preview.ID: Preview]
    @State private var selection: Preview.ID?
    @State private var sizeClass: PreviewSizeClass
    @FocusState private var sidebarHasFocus: Bool

    /// A browser of `previews` (by default every preview of the program), the first selected.
    public init(previews: [Preview] = PreviewRegistry.previews()) {
        self.init(previews: previews, sizeClass: .window)
    }

    init(previews: [Preview], sizeClass: PreviewSizeClass) {
        groups = PreviewFileGroup.groups(of: previews)
        previewsByID = Dictionary(previews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        _selection = State(initialValue: previews.first?.id)
        _sizeClass = State(initialValue: sizeClass)
    }

    /// Whether a command line (its arguments after the program's name) asks for the preview browser: exactly
    /// `--previews`, alone, so that an app's own arguments are never taken for it.
    nonisolated public static func isRequested(byArguments arguments: [String]) -> Bool {
        arguments == ["--previews"]
    }

    /// The sidebar beside the selected preview, or a message when there are no previews.
    public var body: some View {
        if groups.isEmpty {
            ContentUnavailableView(
                "No previews", systemImage: "eye",
                description: Text("This program declares no #Preview and no PreviewProvider."))
        } else {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    sidebar
                        .frame(width: Self.sidebarWidth(inWidth: proxy.size.width))
                    Divider()
                    detail
                        .padding(.leading, 1)
                }
            }
            .onKeyPress(KeyBinding(.keys("s"), "s", "size: \(sizeClass.next.name)") { _ in
                sizeClass = sizeClass.next
            })
        }
    }

    /// The sidebar's width in a window `width` wide: 30 columns, less in a narrow window (two fifths of it, 14
    /// at the least), so that the preview keeps most of the room.
    static func sidebarWidth(inWidth width: CGFloat) -> CGFloat {
        min(30, max(14, (width * 2 / 5).rounded(.down)))
    }

    private var sidebar: some View {
        List(selection: $selection) {
            ForEach(groups) { group in
                Section {
                    ForEach(group.previews) { preview in
                        PreviewSidebarRow(preview: preview)
                    }
                } header: {
                    Text(verbatim: group.title).lineLimit(1)
                }
            }
        }
        .focused($sidebarHasFocus)
        // Tab itself is the window's (the next control, here the preview's first): the binding only names it,
        // and passes it on.
        .onKeyPress(.deciding(.keys(.tab), hints: [KeyHint("Tab", "try it")], takesKeys: false) { _ in .ignored })
    }

    @ViewBuilder private var detail: some View {
        if let preview = selection.flatMap({ previewsByID[$0] }) {
            PreviewStage(preview: preview, sizeClass: sizeClass, hasFocus: !sidebarHasFocus)
                // Each preview is a view of its own, with its own state.
                .id(preview.id)
                .onKeyPress(sidebarHasFocus ? nil : KeyBinding(.keys(.escape), "Esc", "sidebar") { _ in
                    sidebarHasFocus = true
                })
        } else {
            ContentUnavailableView("Choose a preview", systemImage: "list.bullet")
        }
    }
}
