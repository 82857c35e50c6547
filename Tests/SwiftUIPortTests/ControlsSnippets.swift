import TermUI
import TermUITesting

struct SettingsSnippet: View {
    @State private var volume = 0.5
    @State private var password = ""
    @State private var showsAlert = false
    @Environment(\.editMode) private var editMode

    var body: some View {
        NavigationView {
            List {
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Gauge(value: volume) { Text("Level") }
                SecureField("Password", text: $password)
                Button("Reset") { showsAlert = true }
            }
            .listStyle(.insetGrouped)
            .toolbar { EditButton() }
            .alert("Reset everything?", isPresented: $showsAlert) {
                Button("Reset", role: .destructive) { volume = 0 }
                Button("Cancel", role: .cancel) {}
            }
        }
        .navigationViewStyle(.stack)
    }
}

/// A pressed-looking button style, as sample apps write them.
struct FadingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 1)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
}
