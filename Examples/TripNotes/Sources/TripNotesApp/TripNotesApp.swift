import TermUI
import TripNotes

/// Trip notes in the terminal: `swift run trip-notes` (and `swift run trip-notes --previews` for the
/// previews).
@main
struct TripNotesApp: App {
    @State private var book = NoteBook.sample()

    var body: some Scene {
        WindowGroup("Trip notes") {
            NoteListView(book: book)
        }
    }
}
