import TermUI

// Sharing as SwiftUI apps write it: a ShareLink of a URL with the default label, of a string with a title, and
// of several URLs with a label of its own. In a terminal each copies its item to the clipboard.

struct TripShareSnippet: View {
    var trip = URL(string: "https://example.com/trips/kyoto")!
    var note: String

    var body: some View {
        VStack(alignment: .leading) {
            ShareLink(item: trip)
            ShareLink("Share the note", item: note, subject: Text("Kyōto"), message: Text("From my trip"))
            ShareLink(items: [trip, URL(string: "https://example.com/trips/osaka")!]) {
                Label("Share both trips", systemImage: "square.and.arrow.up.on.square")
            }
        }
    }
}
