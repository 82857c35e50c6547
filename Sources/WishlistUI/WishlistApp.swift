import Foundation
import TermUI
import TravelModel

/// The Wishlist app: plans for travel in the terminal. For now it opens on the budget's expense list.
public struct WishlistApp: App {
    /// How the app was started; set by the command line before `main(options:)`.
    @MainActor public static var launchConfiguration = LaunchConfiguration()

    @State private var budget = BudgetStore.sample()

    /// The app, configured by `launchConfiguration`.
    public init() {}

    /// The app's window.
    public var body: some Scene {
        WindowGroup {
            ExpenseListView()
                .environment(budget)
                .environment(\.currencyCode, Self.launchConfiguration.currencyCode)
        }
    }
}

/// What the command line asked for.
public struct LaunchConfiguration: Sendable {
    /// Whether to run on the built-in sample data and write nothing.
    public var isDemo = true
    /// The currency amounts are shown in.
    public var currencyCode = Locale.terminalCurrent.currency?.identifier ?? "USD"

    /// The default configuration.
    public init() {}
}
