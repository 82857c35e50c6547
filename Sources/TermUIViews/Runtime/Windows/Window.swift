/// A window with an identifier, as SwiftUI's `Window`: a terminal app has one window, the terminal, so a
/// `Window` shows its content there as a `WindowGroup` does (the first scene that has content is the one
/// shown), its title before the screen's in the terminal window's title; another scene's `openWindow(id:)`
/// shows it in place of the window in front (see `OpenWindowAction`).
public struct Window<Content: View>: Scene, WindowContentScene, IdentifiedWindowScene {
    let group: WindowGroup<Content>
    /// The window's identifier.
    let id: String

    /// A window titled by a key.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        group = WindowGroup(titleKey, content: content)
        self.id = id
    }

    /// A window titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        group = WindowGroup(title, content: content)
        self.id = id
    }

    /// A window titled by a text.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        group = WindowGroup(title, content: content)
        self.id = id
    }

    var windowContent: AnyView? { group.windowContent }

    func windowContent(id: String) -> AnyView? {
        self.id == id ? windowContent : nil
    }

    var windowIDs: [String] { [id] }
}
