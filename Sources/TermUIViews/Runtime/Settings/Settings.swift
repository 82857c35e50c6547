/// The app's settings, as SwiftUI's `Settings` scene (macOS): a terminal has no second window and no app menu,
/// so the settings' content is shown as a sheet over the window, opened by `,` (as ⌘, on macOS, which a
/// terminal cannot send; not while a text field takes the key) or by `\.openSettings`, and closed with Esc.
/// The sheet's title is "Settings".
public struct Settings<Content: View>: Scene, WindowContentScene, SettingsContentScene {
    let content: Content

    /// A settings scene showing a view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A settings scene has no window of its own.
    var windowContent: AnyView? { nil }

    var settingsContent: AnyView? { AnyView(content) }
}

/// A scene that may hold the app's settings.
@MainActor
protocol SettingsContentScene {
    /// The settings' content, or nil for a scene without them.
    var settingsContent: AnyView? { get }
}

/// The content of a scene's first `Settings`, or nil when it has none.
@MainActor
func settingsContentIfAny<S: Scene>(of scene: S) -> AnyView? {
    if let settings = scene as? any SettingsContentScene { return settings.settingsContent }
    guard S.Body.self != Never.self else { return nil }
    return settingsContentIfAny(of: scene.body)
}
