import TermUI
import TermUITesting

// Settings and restored state as a SwiftUI app writes them: @AppStorage of each kind, its binding into
// controls, @SceneStorage of the selected tab, and assets by name.

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: String { rawValue }
}

enum Sorting: Int {
    case byName, byDate
}

struct PreferencesSnippet: View {
    @AppStorage("showsTotals") private var showsTotals = true
    @AppStorage("guests") private var guests = 2
    @AppStorage("budgetLimit") private var budgetLimit = 500.0
    @AppStorage("nickname") private var nickname = ""
    @AppStorage("units") private var units = Units.metric
    @AppStorage("sorting") private var sorting = Sorting.byName
    @AppStorage("homepage") private var homepage = URL(fileURLWithPath: "/")
    @AppStorage("lastOpened") private var lastOpened: Date?
    @AppStorage("favourite") private var favourite: String?
    @SceneStorage("selectedSection") private var selectedSection = 0

    var body: some View {
        Form {
            Toggle("Show totals", isOn: $showsTotals)
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            TextField("Nickname", text: $nickname)
            Picker("Units", selection: $units) {
                ForEach(Units.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
            Text("Limit \(Int(budgetLimit)) · \(sorting == .byName ? "by name" : "by date") · section \(selectedSection)")
            Text(favourite ?? "No favourite")
            Button("Opened now") { lastOpened = .now }
        }
    }
}

struct BrandedHeader: View {
    var body: some View {
        HStack {
            Image("logo")
            Image(decorative: "divider")
            Text("Wishlist").foregroundStyle(Color("Brand"))
        }
    }
}

struct PreferencesWindow: View {
    private let store = PropertyListDefaults()

    var body: some View {
        PreferencesSnippet()
            .defaultAppStorage(store)
    }
}
