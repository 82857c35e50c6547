/// The window of an app with a `Settings` scene: `,` and `\.openSettings` open the settings' content in a sheet
/// titled "Settings".
struct SettingsPresentation: ViewModifier {
    let settings: AnyView
    @State private var isPresented = false

    func body(content: Content) -> some View {
        let open = OpenSettingsAction { isPresented = true }
        return content
            .windowCommands {
                Button("Settings", action: open.callAsFunction)
                    .keyboardShortcut(",", modifiers: [])
            }
            .sheet(isPresented: $isPresented) {
                NavigationStack {
                    settings.navigationTitle("Settings")
                }
                .environment(\.openSettingsAction, open)
            }
            .environment(\.openSettingsAction, open)
    }
}
