/// Opens the app's settings, as SwiftUI's (macOS 14): `@Environment(\.openSettings) private var openSettings`,
/// then `openSettings()`. In a terminal the settings are a sheet over the window (see `Settings`); opening
/// them while they are open, or in an app without a `Settings` scene, does nothing.
@MainActor @preconcurrency
public struct OpenSettingsAction {
    let action: @MainActor () -> Void

    /// Opens the settings.
    public func callAsFunction() {
        action()
    }
}

private struct OpenSettingsActionKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

extension EnvironmentValues {
    /// Opens the app's settings (see `OpenSettingsAction`).
    public var openSettings: OpenSettingsAction {
        self[OpenSettingsActionKey.self]
    }

    /// Sets what `openSettings` does: the app's settings sheet opens.
    var openSettingsAction: OpenSettingsAction {
        get { self[OpenSettingsActionKey.self] }
        set { self[OpenSettingsActionKey.self] = newValue }
    }
}
