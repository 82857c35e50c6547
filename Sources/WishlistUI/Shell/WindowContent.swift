import TermUI
import TravelModel

/// The window's content: the sidebar and the section on screen (1 Wishlist, 2 Budget, 3 Flights,
/// 4 Achievements, 5 the last flight viewed), a line at the bottom when there is something to say about the
/// data; a badge just earned is announced on the key hints' row (`AchievementBanner`).
struct WindowContent: View {
    let model: AppModel
    @Environment(\.undoManager) private var undoManager
    @Environment(\.localeCategories) private var locales
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.currencyCode) private var currencyCode

    var body: some View {
        VStack(spacing: 0) {
            AppShell(navigation: model.navigation, board: model.flights)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .modifier(AchievementBanner(store: model.wishlist))
            if let message = model.message(in: locales) {
                Text(message)
                    .foregroundStyle(.yellow)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 1)
            }
        }
        .modifier(AppModelEnvironment(model: model))
        .onAppear {
            model.adoptUndoManager(undoManager, locales: locales)
            FormatWarmUp.start(
                currencies: [currencyCode], includingDates: true,
                in: FormatWarmUp.environment(locales: locales, calendar: calendar, timeZone: timeZone))
        }
        .modifier(SectionKeys(navigation: model.navigation, board: model.flights, flightNavigation: model.flightNavigation))
        .modifier(DraftOffer(model: model))
        .modifier(BulkChangeSheet(store: model.budget))
        // The app's own key-hint labels ("page", "save") are in its tables.
        .environment(\.keyHintBundle, .module)
        .onDisappear { model.saveBeforeQuitting() }
    }
}

#Preview("The whole app") {
    @Previewable @State var model = AppModel.sample()
    WindowContent(model: model)
}
