import TermUI
import TravelModel

/// The window's content: the section on screen (1 Wishlist, 2 Budget, 4 Achievements), the banner of a badge
/// just earned, and a line at the bottom when there is something to say about the data.
struct AppRootView: View {
    let model: AppModel

    var body: some View {
        VStack(spacing: 0) {
            section
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .top) {
                    AchievementBanner(dataSource: model.wishlist)
                }
            if let message = model.message {
                Text(message)
                    .foregroundStyle(.yellow)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 1)
            }
        }
        .environment(model.wishlist)
        .environment(model.budget)
        .environment(model.navigation)
        .onKeyPress(keys: ["1", "2", "4"]) { press in
            guard let digit = press.characters.first?.wholeNumberValue, let section = AppNavigation.Section(rawValue: digit) else {
                return .ignored
            }
            model.navigation.section = section
            return .handled
        }
        .keyHint("1 2 4", "sections")
        .onDisappear { model.saveBeforeQuitting() }
    }

    @ViewBuilder private var section: some View {
        switch model.navigation.section {
        case .wishlist, .flights: WishlistView()
        case .budget: ExpensesView()
        case .achievements: AchievementsView()
        }
    }
}
