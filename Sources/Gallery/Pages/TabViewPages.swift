import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let tabViewPages = [
        GalleryPage("TabView", in: .navigation, code: """
            enum Tab: Hashable {
                case trips, inbox, settings
            }

            @State private var tab = Tab.trips
            @State private var unread = 4
            @State private var notifies = true

            TabView(selection: $tab) {
                List {
                    Text("Kyōto")
                    Text("Lisbon").badge("soon")
                }
                .tabItem { Label("Trips", systemImage: "airplane") }
                .tag(Tab.trips)

                Button("Read one (\\(unread) unread)") { unread = max(unread - 1, 0) }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(unread)
                    .tag(Tab.inbox)

                Form {
                    Toggle("Notifications", isOn: $notifies)
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
            }
            """) { TabViewExample() },
    ]
}

private struct TabViewExample: View {
    enum Tab: Hashable {
        case trips, inbox, settings
    }

    @State private var tab = Tab.trips
    @State private var unread = 4
    @State private var notifies = true

    var body: some View {
        TabView(selection: $tab) {
            List {
                Text("Kyōto")
                Text("Lisbon").badge("soon")
            }
            .tabItem { Label("Trips", systemImage: "airplane") }
            .tag(Tab.trips)

            Button("Read one (\(unread) unread)") { unread = max(unread - 1, 0) }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(unread)
                .tag(Tab.inbox)

            Form {
                Toggle("Notifications", isOn: $notifies)
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(Tab.settings)
        }
    }
}
