/// A part of an app's user interface, as in SwiftUI. A terminal has one window, so an app shows its first
/// `WindowGroup`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene; its body is never evaluated")
    }
}

/// Builds the scenes of an app, as in SwiftUI.
@MainActor @resultBuilder
public enum SceneBuilder {
    /// A single scene passes through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes go together; the terminal shows the first that has a window (see `TupleScene`).
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}

/// A scene that may hold the window's root view.
@MainActor
protocol WindowContentScene {
    /// The window's root view, or nil for a scene without a window.
    var windowContent: AnyView? { get }
}

/// The root view of a scene: the first window's content (nothing for an app without a window).
@MainActor
func windowContent<S: Scene>(of scene: S) -> AnyView {
    windowContentIfAny(of: scene) ?? AnyView(EmptyView())
}

/// The root view of a scene's first window, or nil when it has none.
@MainActor
func windowContentIfAny<S: Scene>(of scene: S) -> AnyView? {
    if let primitive = scene as? any WindowContentScene { return primitive.windowContent }
    return windowContentIfAny(of: scene.body)
}

/// The window of a terminal app, as in SwiftUI: the content fills the terminal above the key-hint bar.
///
/// Its title names the app in the terminal window's title, before the title of the screen in front
/// ("Wishlist — Keukenhof"), where the terminal has a window title.
public struct WindowGroup<Content: View>: Scene, WindowContentScene, IdentifiedWindowScene {
    let content: Content
    let title: String?
    /// The identifier `\.openWindow` opens it by.
    var id: String?

    /// A window group showing a view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with a title, showing a view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = titleKey.text
    }

    /// A window group with a title, showing a view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// A window group with a title (its characters), showing a view.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title.plainText
    }

    /// A window group with an identifier, showing a view; `openWindow(id:)` shows it in place of the window
    /// in front.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.id = id
    }

    /// A window group with a title and an identifier, showing a view.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        self.id = id
    }

    /// A window group with a title and an identifier, showing a view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.id = id
    }

    /// A window group with a title (its characters) and an identifier, showing a view.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.id = id
    }

    func windowContent(id: String) -> AnyView? {
        self.id == id ? windowContent : nil
    }

    var windowIDs: [String] { id.map { [$0] } ?? [] }

    var windowContent: AnyView? {
        guard let title else { return AnyView(content) }
        return AnyView(ScreenPreferenceView<Content, WindowGroupTitleKey>(content: content, value: title))
    }
}
