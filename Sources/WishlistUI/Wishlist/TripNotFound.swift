import TermUI

/// What a trip's screens show once the trip is gone (deleted here, or by another machine while it was open).
struct TripNotFound: View {
    /// The screen's title (its own, as the trip's name is gone).
    let title: LocalizedStringKey

    var body: some View {
        ContentUnavailableView {
            Label { Text("Trip not found", bundle: .module) } icon: { Image(systemName: "questionmark.circle") }
        } description: {
            Text("It was deleted.", bundle: .module)
        }
        .navigationTitle(Text(title, bundle: .module))
    }
}
