import TermUI
import TravelModel

/// At the start, offers back the draft of a sheet the last run was quit with: Reopen goes to the screen of
/// the sheet and shows it as it was left, Discard throws it away, Not Now keeps it for the next start.
struct DraftOffer: ViewModifier {
    let model: AppModel
    @State private var isOffering = false
    @Environment(\.localeCategories) private var locales

    func body(content: Content) -> some View {
        content
            .alert(
                Text("Unsaved changes", bundle: .module), isPresented: $isOffering, presenting: model.drafts.offered
            ) { draft in
                Button { reopen(draft) } label: { Text("Reopen", bundle: .module) }
                    .keyboardShortcut(.defaultAction)
                Button(role: .destructive) { model.drafts.offered = nil } label: { Text("Discard", bundle: .module) }
                Button(role: .cancel) {} label: { Text("Not Now", bundle: .module) }
            } message: { draft in
                Text("Wishlist was closed while \(draft.description(in: locales)) was open.", bundle: .module)
            }
            .onAppear { isOffering = model.drafts.offered != nil }
    }

    /// Goes to where the draft's sheet belongs and hands the draft to the screen there, which shows it.
    private func reopen(_ draft: SheetDraft) {
        let navigation = model.navigation
        model.drafts.offered = nil
        switch draft {
        case .expense:
            navigation.open(.budget)
        case .trip(let trip):
            navigation.open(.wishlist)
            if let id = trip.editing, model.wishlist.trip(id: id) != nil { navigation.wishlistPath = NavigationPath([id]) }
        case .activity(let activity):
            guard model.wishlist.trip(id: activity.tripID) != nil else { return }
            navigation.open(.wishlist)
            navigation.wishlistPath = NavigationPath([activity.tripID])
        }
        model.drafts.reopening = draft
    }
}
