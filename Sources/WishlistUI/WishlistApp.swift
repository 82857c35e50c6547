import Foundation
import TermUI
import TravelModel

/// The Wishlist app: plans for travel in the terminal. It opens on the wishlist of trips; the digit keys
/// switch sections (1 Wishlist, 2 Budget, 3 Flights, 4 Achievements), as does the sidebar.
public struct WishlistApp: App {
    /// How the app was started; set by the command line before `main(options:)`.
    @MainActor public static var launchConfiguration = LaunchConfiguration()
    /// The data for this run; set by the command line before `main(options:)` (sample data otherwise).
    @MainActor public static var model: AppModel?

    @State private var model = WishlistApp.model ?? AppModel(wishlist: .sample(), budget: .sample(), persistence: nil)

    /// The app, configured by `launchConfiguration` and `model`.
    public init() {}

    /// The app's window.
    public var body: some Scene {
        WindowGroup {
            AppRootView(model: model)
                .environment(\.currencyCode, Self.launchConfiguration.currencyCode)
        }
    }
}

/// What the command line asked for.
public struct LaunchConfiguration: Sendable {
    /// Whether to run on the built-in sample data and write nothing.
    public var isDemo = false
    /// The data directory given with `--data-dir`, if any.
    public var dataDirectory: String?
    /// The currency amounts are shown in: `--currency`, else the locale's, else USD.
    public var currencyCode = Locale.terminalCurrent.currency?.identifier ?? "USD"

    /// The default configuration.
    public init() {}
}
