// A small notes app written the way SwiftUI apps are, with only `import TermUI`: search with suggestions,
// reordering, disclosure groups, presentation details, links, markdown, materials and the modifiers apps
// sprinkle on text and controls. That it type-checks is the test.
import TermUI
import TermUITesting

@Observable
final class Notebook {
    var notes: [Note] = [
        Note(title: "Packing list", body: "**Passport**, adapter, _umbrella_", folder: "Travel"),
        Note(title: "Train times", body: "Kyōto 9:05, Nara 11:20", folder: "Travel"),
        Note(title: "Recipes", body: "Matcha latte", folder: "Home"),
    ]
}

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var body: String
    var folder: String
    var isPinned = false
}

struct NotesRoot: View {
    @Environment(Notebook.self) private var notebook
    @State private var query = ""
    @State private var editing: Note?
    @State private var showsAbout = false

    private var found: [Note] {
        query.isEmpty ? notebook.notes : notebook.notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        @Bindable var notebook = notebook
        NavigationStack {
            List {
                ForEach(found) { note in
                    NavigationLink(value: note) {
                        VStack(alignment: .leading) {
                            Text(note.title)
                                .font(.system(size: 15, weight: .semibold, design: .rounded))
                                .lineLimit(1)
                            Text(note.body)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(2...3)
                                .truncationMode(.middle)
                        }
                    }
                    .contextMenu {
                        Button("Edit", systemImage: "pencil") { editing = note }
                    }
                }
                .onMove { from, to in notebook.notes.move(fromOffsets: from, toOffset: to) }
                .onDelete { notebook.notes.remove(atOffsets: $0) }
            }
            .overlay {
                if found.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Search notes")
            .searchSuggestions {
                Text("Packing").searchCompletion("Packing")
            }
            .scrollContentBackground(.hidden)
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteDetail(note: note)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("About") { showsAbout = true }
                        .keyboardShortcut(.defaultAction)
                        .help("About this app")
                }
            }
            .sheet(item: $editing) { note in
                NoteEditor(note: note)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
            .sheet(isPresented: $showsAbout) {
                AboutView()
            }
        }
        .tint(.orange)
    }
}

struct NoteDetail: View {
    let note: Note
    @Environment(\.openURL) private var openURL
    @State private var showsHistory = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(LocalizedStringKey(note.body))
                    .textSelection(.enabled)
                    .multilineTextAlignment(.leading)
                LabeledContent("Folder") {
                    Text(note.folder).fontWeight(.medium)
                }
                DisclosureGroup("History", isExpanded: $showsHistory) {
                    Text("Created today").italic()
                    Text("Edited \(Date.now, format: .dateTime.hour().minute())")
                        .monospacedDigit()
                }
                Link("Open the guide", destination: URL(string: "https://example.com/guide")!)
                Button("Share") {
                    if let url = URL(string: "https://example.com/notes") { openURL(url) }
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
                .controlSize(.small)
            }
            .padding()
        }
        .background(.ultraThinMaterial)
        .navigationTitle(note.title)
        .redacted(reason: note.body.isEmpty ? .placeholder : [])
    }
}

struct NoteEditor: View {
    @State var note: Note
    @Environment(\.dismiss) private var dismiss
    @FocusState private var titleFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $note.title)
                    .focused($titleFocused)
                    .submitLabel(.done)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled()
                    .onSubmit { dismiss() }
                TextEditor(text: $note.body)
                    .frame(minHeight: 4)
                Toggle("Pinned", isOn: $note.isPinned)
                    .sensoryFeedback(.selection, trigger: note.isPinned)
            }
            .navigationTitle("Edit Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .onAppear { titleFocused = true }
        }
    }
}

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var count = 0

    var body: some View {
        VStack(spacing: 1) {
            Image(systemName: "note.text")
                .symbolRenderingMode(.hierarchical)
                .symbolVariant(.fill)
                .symbolEffect(.bounce, value: count)
                .font(.largeTitle)
            Text("Notes")
                .font(.title)
            Text("\(count) taps")
                .contentTransition(.numericText())
            ControlGroup {
                Button("Tap") { count += 1 }
                Button("Close") { dismiss() }
            }
            ProgressView("Loading…")
                .privacySensitive()
        }
        .clipShape(.rect(cornerRadius: 8))
    }
}
