import TermUI

/// The notes in a list; Enter opens one, `n` (or the toolbar's button) writes a new one in a sheet.
public struct NoteListView: View {
    @Bindable var book: NoteBook
    @State private var isWritingNote = false

    public init(book: NoteBook) {
        self.book = book
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(book.notes) { note in
                    NavigationLink(value: note.id) {
                        NoteRow(note: note)
                    }
                    .accessibilityIdentifier("note.\(note.title)")
                }
                .onDelete { book.remove(atOffsets: $0) }
            }
            .overlay {
                if book.notes.isEmpty {
                    ContentUnavailableView("No notes", systemImage: "note.text", description: Text("Press n to write one."))
                }
            }
            .navigationTitle("Trip notes")
            .navigationDestination(for: Note.ID.self) { id in
                NoteDetailView(noteID: id)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New note") { isWritingNote = true }
                        .keyboardShortcut("n")
                        .accessibilityIdentifier("notes.new")
                }
            }
            .sheet(isPresented: $isWritingNote) {
                NewNoteSheet(book: book)
            }
        }
        // The detail screens read the book from the environment.
        .environment(book)
    }
}

/// A note as a row of the list: its title, its place, and a tick once visited.
struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            Image(systemName: note.isVisited ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(note.isVisited ? .green : .secondary)
            Text(note.title)
            Spacer()
            Text(note.place).foregroundStyle(.secondary)
        }
    }
}

#Preview("Notes") {
    NoteListView(book: .sample())
}

#Preview("No notes") {
    NoteListView(book: NoteBook())
}
