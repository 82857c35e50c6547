import TermUI

/// A sheet to write a new note: a form of text fields, Cancel and Add. Add is disabled until the note has a
/// title.
struct NewNoteSheet: View {
    let book: NoteBook
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var place = ""
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .accessibilityIdentifier("new.title")
                TextField("Place", text: $place)
                    .accessibilityIdentifier("new.place")
                TextField("Note", text: $text)
                    .accessibilityIdentifier("new.text")
            }
            .navigationTitle("New note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                        .accessibilityIdentifier("new.cancel")
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        book.add(title: title, place: place, text: text)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                    .accessibilityIdentifier("new.add")
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 60, height: 14)) {
    @Previewable @State var book = NoteBook()
    NewNoteSheet(book: book)
}
