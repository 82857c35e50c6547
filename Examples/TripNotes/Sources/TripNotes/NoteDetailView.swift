import TermUI

/// One note: its place, its text, and whether it was visited. The book comes from the environment.
struct NoteDetailView: View {
    @Environment(NoteBook.self) private var book
    let noteID: Note.ID

    var body: some View {
        if let note = book.note(withID: noteID) {
            Form {
                Section("Place") {
                    Text(note.place.isEmpty ? "Somewhere" : note.place)
                }
                Section("Note") {
                    Text(note.text.isEmpty ? "Nothing written yet." : note.text)
                        .accessibilityIdentifier("note.text")
                }
                Section {
                    Toggle("Visited", isOn: Binding(
                        get: { note.isVisited },
                        set: { book.setVisited($0, forNoteWithID: noteID) }))
                        .accessibilityIdentifier("note.visited")
                }
            }
            .navigationTitle(note.title)
        } else {
            ContentUnavailableView("This note was deleted", systemImage: "trash")
        }
    }
}

#Preview {
    let book = NoteBook.sample()
    return NavigationStack {
        NoteDetailView(noteID: book.notes[0].id)
    }
    .environment(book)
}
