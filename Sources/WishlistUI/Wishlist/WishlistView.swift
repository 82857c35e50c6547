import Foundation
import TermUI
import TravelModel

/// The wishlist: a banner title, a pager of recent trips, and a row of trip cards per seasonal collection.
/// Enter zooms into a trip; `/` searches; `+` adds a trip.
struct WishlistView: View {
    @Environment(TripStore.self) private var store
    @Environment(AppNavigation.self) private var navigation
    @Namespace private var namespace
    @State private var isAddingTrip = false

    var body: some View {
        @Bindable var navigation = navigation
        @Bindable var store = store
        NavigationStack(path: $navigation.wishlistPath) {
            Group {
                if store.searchText.isEmpty {
                    ScrollView(.vertical) {
                        VStack(alignment: .leading, spacing: 1) {
                            RecentTripsPager(trips: store.recentTrips(limit: 5), namespace: namespace)
                            ForEach(store.collections) { collection in
                                CollectionRow(collection: collection, trips: store.trips(in: collection.id), namespace: namespace)
                            }
                        }
                        .padding(.horizontal, 1)
                    }
                } else {
                    SearchResults(query: store.searchText)
                }
            }
            .navigationTitle("Wishlist")
            .toolbar {
                ToolbarItem(placement: .title) {
                    WishlistBanner()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Trip", systemImage: "plus") { isAddingTrip = true }
                }
            }
            .searchable(text: $store.searchText, prompt: "Search trips and activities")
            .navigationDestination(for: Trip.ID.self) { id in
                TripDetailView(tripID: id)
                    .navigationTransition(.zoom(sourceID: id, in: namespace))
            }
            .sheet(isPresented: $isAddingTrip) {
                NewTripSheet { trip in
                    store.add(trip)
                }
            }
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
