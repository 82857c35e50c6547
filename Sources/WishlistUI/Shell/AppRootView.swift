import TermUI
import TravelModel

/// The window's content: the sidebar and the section on screen (1 Wishlist, 2 Budget, 3 Flights,
/// 4 Achievements), the banner of a badge just earned, and a line at the bottom when there is something to say
/// about the data.
struct AppRootView: View {
    let model: AppModel

    var body: some View {
        VStack(spacing: 0) {
            AppShell(navigation: model.navigation, board: model.flights)
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
        .environmentObject(model.flightNavigation)
        .onKeyPress(keys: ["1", "2", "3", "4"]) { press in
            guard let digit = press.characters.first?.wholeNumberValue, let section = AppNavigation.Section(rawValue: digit) else {
                return .ignored
            }
            model.navigation.open(section)
            return .handled
        }
        .keyHint("1-4", "sections")
        .onDisappear { model.saveBeforeQuitting() }
    }
}
