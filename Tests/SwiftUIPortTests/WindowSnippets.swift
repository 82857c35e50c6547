import TermUI

// Windows opened by identifier as a macOS app writes them: a main window group, a Window for a map and a
// WindowGroup(id:) for notes, opened with \.openWindow and closed with \.dismissWindow. In a terminal each is
// shown in place of the one it was opened from, which comes back on Esc.

struct AtlasWindowsApp: App {
    var body: some Scene {
        WindowGroup("Atlas") {
            AtlasHome()
        }
        Window("Map", id: "map") {
            AtlasMap()
        }
        WindowGroup("Notes", id: "notes") {
            Text("Notes window")
        }
    }
}

struct AtlasHome: View {
    @Environment(\.openWindow) private var openWindow
    @State private var visits = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Home, visits: \(visits)")
            Button("Show the map") {
                visits += 1
                openWindow(id: "map")
            }
        }
    }
}

struct AtlasMap: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(alignment: .leading) {
            Text("Map window")
            Button("Notes") { openWindow(id: "notes") }
            Button("Done") { dismissWindow() }
        }
    }
}
