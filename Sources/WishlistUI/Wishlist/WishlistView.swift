import Foundation
import TermUI
import TravelModel

/// The wishlist: a banner title, a pager of recent trips, and a row of trip cards per seasonal collection.
/// Enter zooms into a trip; `/` searches; `+` adds a trip, which is then selected, scrolled into view and
/// announced. While trips were deleted on one machine and changed on another (sync deleted them, the deletion
/// being later), a line above the pager says so and `C` (the toolbar's "Conflicts") lists them, each to bring
/// back or leave deleted (`DeletedTripsSheet`).
struct WishlistView: View {
    @Environment(TripStore.self) private var store
    @Environment(AppNavigation.self) private var navigation
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @Environment(\.announce) private var announce
    @Namespace private var namespace
    @State private var isAddingTrip = false
    /// A draft of a new trip reopened into the sheet, while it shows.
    @State private var reopenedDraft: TripDraft?
    /// The trip the sheet added, until the sheet has closed.
    @State private var addedTrip: Trip?
    /// The trip whose card the page is to select and scroll into view.
    @State private var revealedTrip: Trip.ID?
    /// Whether the trips deleted while changed elsewhere show (`C`).
    @State private var isReviewingDeleted = false

    var body: some View {
        @Bindable var navigation = navigation
        @Bindable var store = store
        NavigationStack(path: $navigation.wishlistPath) {
            // The page stays built while the results show in its place (at opacity 0 it takes no focus, clicks
            // or keys), so that Esc shows it again as it was, without building its cards again.
            ZStack {
                WishlistPage(namespace: namespace, revealedTrip: $revealedTrip)
                    .opacity(store.searchText.isEmpty ? 1 : 0)
                if !store.searchText.isEmpty {
                    SearchResults(query: store.searchText)
                }
            }
            .navigationTitle(Text("Wishlist", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .title) {
                    WishlistBanner()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        reopenedDraft = nil
                        isAddingTrip = true
                    } label: {
                        Label { Text("New Trip", bundle: .module) } icon: { Image(systemName: "plus") }
                    }
                    .keyboardShortcut("+", modifiers: [])
                }
                ToolbarItem(placement: .secondaryAction) {
                    DeletedWhileChangedButton<TripStore>(isReviewing: $isReviewingDeleted)
                }
            }
            .sheet(isPresented: $isReviewingDeleted) {
                DeletedTripsSheet()
            }
            .searchable(text: $store.searchText, prompt: Text("Search trips and activities", bundle: .module))
            .navigationDestination(for: Trip.ID.self) { id in
                TripDetailView(tripID: id)
                    .navigationTransition(.zoom(sourceID: id, in: namespace))
            }
            .navigationDestination(for: TripMoneyRoute.self) { route in
                TripMoneyView(tripID: route.tripID)
            }
            .navigationDestination(for: TripExpenseRoute.self) { route in
                ExpenseDetailView(expenseID: route.expenseID)
            }
            // The new trip is shown once the sheet has closed, so that focus, given back to the page then, goes
            // to its card.
            .sheet(isPresented: $isAddingTrip, onDismiss: showAddedTrip) {
                TripSheet(new: reopenedDraft) { fields in
                    addedTrip = store.addTrip(
                        name: fields.name, subtitle: fields.subtitle, collectionID: fields.collectionID,
                        photoName: fields.photoName, dates: fields.dates, budget: fields.budget)
                }
            }
            .onAppear(perform: reopenDraft)
            .onChange(of: drafts?.reopening) { _, _ in reopenDraft() }
        }
    }
}

extension WishlistView {
    /// Selects the trip just added, scrolls its card into view, and says where it went.
    private func showAddedTrip() {
        guard let trip = addedTrip else { return }
        addedTrip = nil
        revealedTrip = trip.id
        let name = trip.name.sanitizedForTerminal(maxLength: 40)
        if let collection = store.collections.first(where: { $0.id == trip.collectionID })?.title {
            announce(String(localized: "Added “\(name)” to \(collection).", bundle: .module), systemImage: "plus.circle")
        } else {
            announce(String(localized: "Added “\(name)” to the wishlist.", bundle: .module), systemImage: "plus.circle")
        }
    }

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
/// A trip set in `revealedTrip` is selected (its card focused) and scrolled into view, and the request taken.
struct WishlistPage: View {
    let namespace: Namespace.ID
    @Binding var revealedTrip: Trip.ID?
    @Environment(TripStore.self) private var store
    @FocusState private var focusedTrip: Trip.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // Above the scrolled page, so that it shows whole whichever card is in view.
            DeletedWhileChangedLine<TripStore>()
            ScrollViewReader { proxy in
                ScrollView(.vertical) {
                    VStack(alignment: .leading, spacing: 1) {
                        RecentTripsPager(trips: store.recentTrips(limit: 5), namespace: namespace)
                        ForEach(store.collections) { collection in
                            CollectionRow(
                                collection: collection, trips: store.trips(in: collection.id), namespace: namespace,
                                focusedTrip: $focusedTrip)
                        }
                    }
                    .padding(.horizontal, 1)
                }
                .onChange(of: revealedTrip) { _, id in
                    guard let id else { return }
                    revealedTrip = nil
                    // The card may not be built yet (a row builds the cards in view): the scroll builds it, and
                    // the focus waits for it.
                    proxy.scrollTo(id)
                    focusedTrip = id
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
            Text("W I S H L I S T", bundle: .module).bold()
            Image(systemName: "sparkles")
        }
        .foregroundStyle(.tint)
    }
}

#Preview("Wishlist") {
    @Previewable @State var model = AppModel.sample()
    WishlistView()
        .modifier(AppModelEnvironment(model: model))
}
