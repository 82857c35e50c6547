/// A button that opens the app's settings, as SwiftUI's (macOS 14): in a terminal the settings' sheet (see
/// `Settings`); in an app without a `Settings` scene it does nothing.
public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    /// A settings link with a label of its own.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, a button that opens the settings.
    public var body: some View {
        Button { openSettings() } label: { label }
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A settings link with the default label.
    public init() {
        self.init { DefaultSettingsLinkLabel() }
    }
}

/// The label of a settings link without one of its own, as SwiftUI's: "Settings…" with a gear.
public struct DefaultSettingsLinkLabel: View {
    /// The label's symbol and title.
    public var body: some View {
        Label("Settings…", systemImage: "gearshape")
    }
}
