import Foundation
import TermUI
import TravelModel

/// The wishlist: a banner title, a pager of recent trips, and a row of trip cards per seasonal collection.
/// Enter zooms into a trip; `/` searches; `+` adds a trip.
struct WishlistView: View {
    @Environment(TripStore.self) private var store
    @Environment(AppNavigation.self) private var navigation
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @Namespace private var namespace
    @State private var isAddingTrip = false
    /// A draft of a new trip reopened into the sheet, while it shows.
    @State private var reopenedDraft: TripDraft?

    var body: some View {
        @Bindable var navigation = navigation
        @Bindable var store = store
        NavigationStack(path: $navigation.wishlistPath) {
            // The page stays built while the results show in its place (at opacity 0 it takes no focus, clicks
            // or keys), so that Esc shows it again as it was, without building its cards again.
            ZStack {
                WishlistPage(namespace: namespace)
                    .opacity(store.searchText.isEmpty ? 1 : 0)
                if !store.searchText.isEmpty {
                    SearchResults(query: store.searchText)
                }
            }
            .navigationTitle("Wishlist")
            .toolbar {
                ToolbarItem(placement: .title) {
                    WishlistBanner()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Trip", systemImage: "plus") {
                        reopenedDraft = nil
                        isAddingTrip = true
                    }
                }
            }
            .searchable(text: $store.searchText, prompt: "Search trips and activities")
            .navigationDestination(for: Trip.ID.self) { id in
                TripDetailView(tripID: id)
                    .navigationTransition(.zoom(sourceID: id, in: namespace))
            }
            .sheet(isPresented: $isAddingTrip) {
                TripSheet(new: reopenedDraft) { fields in
                    store.addTrip(
                        name: fields.name, subtitle: fields.subtitle, collectionID: fields.collectionID,
                        photoName: fields.photoName)
                }
            }
            .onAppear(perform: reopenDraft)
            .onChange(of: drafts?.reopening) { _, _ in reopenDraft() }
        }
    }
}

extension WishlistView {
    /// Shows the new trip's sheet with a draft the user chose to reopen.
    private func reopenDraft() {
        guard let draft = drafts?.takeReopening({ draft -> TripDraft? in
            if case .trip(let trip) = draft, trip.editing == nil { return trip }
            return nil
        }) else { return }
        reopenedDraft = draft
        isAddingTrip = true
    }
}

/// The wishlist's page: the pager of recent trips and a row of cards per collection. It reads the trips
/// itself, so that the wishlist's body, evaluated again for each letter of a search, finds it unchanged.
struct WishlistPage: View {
    let namespace: Namespace.ID
    @Environment(TripStore.self) private var store

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 1) {
                RecentTripsPager(trips: store.recentTrips(limit: 5), namespace: namespace)
                ForEach(store.collections) { collection in
                    CollectionRow(collection: collection, trips: store.trips(in: collection.id), namespace: namespace)
                }
            }
            .padding(.horizontal, 1)
        }
    }
}

/// The wishlist's title in the bar: drawn large, as a banner.
struct WishlistBanner: View {
    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: "airplane")
            Text("W I S H L I S T").bold()
            Image(systemName: "sparkles")
        }
        .foregroundStyle(.tint)
    }
}
