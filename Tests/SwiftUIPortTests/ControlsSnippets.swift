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

struct FolderNode: Identifiable {
    let id: String
    var children: [FolderNode]?
}

struct FolderOutlineSnippet: View {
    let root = [
        FolderNode(id: "Trips", children: [
            FolderNode(id: "Kyoto", children: [FolderNode(id: "tickets.pdf")]),
            FolderNode(id: "notes.txt"),
        ]),
        FolderNode(id: "todo.txt"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            OutlineGroup(root, children: \.children) { node in
                Text(node.id)
            }
        }
    }
}

struct HolidayDaysSnippet: View {
    @State private var days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 14)]
    let calendar: Calendar

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MultiDatePicker("Days off", selection: $days)
            Text("\(days.count) days")
        }
        .environment(\.calendar, calendar)
    }
}

struct RenamableTripSnippet: View {
    @State private var name = "Lisbon"
    @State private var renames = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(name), renamed \(renames)")
            RenameButton()
                .renameAction { renames += 1 }
            RenameButton()
        }
    }
}

struct TripPhotoSnippet: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable().frame(width: 8, height: 4)
            } else if let error = phase.error {
                Text("no photo: \(String(describing: error))")
            } else {
                Text("loading photo")
            }
        }
    }
}
