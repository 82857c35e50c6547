import TermUI

// An app with a Settings scene as Apple's documentation writes it: the window, and the settings with tabs kept
// in @AppStorage; a button in the window opens them with \.openSettings. In a terminal the settings are a sheet.

struct TravelSettingsApp: App {
    var body: some Scene {
        WindowGroup {
            TravelHome()
        }
        Settings {
            TravelSettingsView()
        }
    }
}

struct TravelHome: View {
    @Environment(\.openSettings) private var openSettings
    @AppStorage("currency") private var currency = "EUR"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Prices in \(currency)")
            Button("Preferences…") { openSettings() }
            SettingsLink()
        }
    }
}

struct TravelSettingsView: View {
    @AppStorage("currency") private var currency = "EUR"

    var body: some View {
        Form {
            Picker("Currency", selection: $currency) {
                Text("Euro").tag("EUR")
                Text("Yen").tag("JPY")
            }
            .pickerStyle(.inline)
        }
    }
}
