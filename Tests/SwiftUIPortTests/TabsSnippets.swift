import TermUI
import TermUITesting

/// A tab view as a SwiftUI app writes it: `.tabItem` with a `Label`, tags, a bound selection and badges.
struct TravelTabsSnippet: View {
    enum Section: Hashable {
        case trips, inbox, settings
    }

    @State private var section = Section.trips
    @State private var unread = 4

    var body: some View {
        TabView(selection: $section) {
            NavigationStack {
                List {
                    Text("Kyōto")
                    Text("Lisbon").badge("soon")
                }
                .navigationTitle("Trips")
            }
            .tabItem { Label("Trips", systemImage: "airplane") }
            .tag(Section.trips)

            Text("\(unread) unread")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(unread)
                .tag(Section.inbox)

            Form {
                Toggle("Notifications", isOn: .constant(true))
            }
            .tabItem {
                Image(systemName: "gear")
                Text("Settings")
            }
            .tag(Section.settings)
        }
    }
}

/// The iOS 18 form: `Tab(_:systemImage:value:)`, and a paged tab view without a selection.
struct NewerTabsSnippet: View {
    @State private var selected = 0

    var body: some View {
        TabView(selection: $selected) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) {
                Text("Nothing received")
            }
            .badge(2)
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: 1) {
                Text("Nothing sent")
            }
            Tab(value: 2, role: .search) {
                Text("Search")
            } label: {
                Label("Search", systemImage: "magnifyingglass")
            }
        }
    }
}

struct OnboardingPagesSnippet: View {
    var body: some View {
        TabView {
            Text("Plan your trips")
            Text("Track your budget")
            Text("Never miss a flight")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

struct UnselectedTabsSnippet: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Profile", systemImage: "person") { Text("Profile") }
        }
        .tabViewStyle(.automatic)
    }
}
