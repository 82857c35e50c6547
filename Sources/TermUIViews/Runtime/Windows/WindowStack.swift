/// A scene that may hold a window with an identifier (`WindowGroup(id:)`, `Window(_:id:)`).
@MainActor
protocol IdentifiedWindowScene {
    /// The content of the window with the identifier, or nil when the scene has none.
    func windowContent(id: String) -> AnyView?
    /// The identifiers of the scene's windows.
    var windowIDs: [String] { get }
}

/// The identifiers of a scene's windows.
@MainActor
func windowIDs<S: Scene>(of scene: S) -> [String] {
    if let identified = scene as? any IdentifiedWindowScene { return identified.windowIDs }
    guard S.Body.self != Never.self else { return [] }
    return windowIDs(of: scene.body)
}

/// The content of a scene's window with an identifier, or nil when it has none.
@MainActor
func windowContentIfAny<S: Scene>(of scene: S, id: String) -> AnyView? {
    if let identified = scene as? any IdentifiedWindowScene { return identified.windowContent(id: id) }
    guard S.Body.self != Never.self else { return nil }
    return windowContentIfAny(of: scene.body, id: id)
}

/// The app's windows as a terminal shows them: the first window, and over it the windows `\.openWindow`
/// opened, one in front at a time; those behind keep their state (hidden, not drawn, no keys). Esc, when no view
/// in front takes it, and `\.dismissWindow` close the window in front.
struct WindowStack: View {
    let main: AnyView
    /// The window with an identifier, from the app's scenes.
    let window: (String) -> AnyView?
    @State private var opened: [String] = []

    var body: some View {
        ZStack {
            main.opacity(opened.isEmpty ? 1 : 0)
            ForEach(Array(opened.enumerated()), id: \.offset) { index, id in
                (window(id) ?? AnyView(EmptyView())).opacity(index == opened.count - 1 ? 1 : 0)
            }
        }
        .windowCommands {
            if !opened.isEmpty {
                Button("Close window") { opened.removeLast() }
                    .keyboardShortcut(.escape, modifiers: [])
            }
        }
        .environment(\.openWindowAction, OpenWindowAction(action: open))
        .environment(\.dismissWindowAction, DismissWindowAction(action: dismiss))
    }

    private func open(_ id: String) {
        if let index = opened.firstIndex(of: id) {
            opened.removeSubrange((index + 1)...)
        } else if window(id) != nil {
            opened.append(id)
        }
    }

    private func dismiss(_ id: String?) {
        guard let id else {
            if !opened.isEmpty { opened.removeLast() }
            return
        }
        if let index = opened.firstIndex(of: id) { opened.removeSubrange(index...) }
    }
}
