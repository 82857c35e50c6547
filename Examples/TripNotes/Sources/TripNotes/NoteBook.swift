import Foundation
import Observation

/// The app's notes, observed by the screens: a change here redraws every view that read it, and only those.
@MainActor
@Observable
public final class NoteBook {
    public private(set) var notes: [Note]

    public init(notes: [Note] = []) {
        self.notes = notes
    }

    /// Adds a note at the end, with its title and place trimmed; a note without a title is not added.
    /// - Returns: the note added, or nil when its title was empty.
    @discardableResult
    public func add(title: String, place: String, text: String = "") -> Note? {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return nil }
        let note = Note(title: title, place: place.trimmingCharacters(in: .whitespacesAndNewlines), text: text)
        notes.append(note)
        return note
    }

    /// The note with an id, if it is still in the book.
    public func note(withID id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    /// Marks a note visited or not.
    public func setVisited(_ isVisited: Bool, forNoteWithID id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].isVisited = isVisited
    }

    /// Removes the notes at some positions of `notes` (what `onDelete` hands over).
    public func remove(atOffsets offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }

    /// A book with a few notes, for previews and tests.
    public static func sample() -> NoteBook {
        NoteBook(notes: [
            Note(title: "Bulb fields", place: "Lisse", text: "Rent bikes at the station; the route is 25 km."),
            Note(title: "Harbour walk", place: "Porto", text: "Start at the Ribeira, cross the bridge at dusk."),
            Note(title: "Night market", place: "Taipei", text: "Pepper buns at Raohe, then the temple.", isVisited: true),
        ])
    }
}
