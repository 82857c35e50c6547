import Foundation
import TermUI
import TravelModel

/// The Wishlist app: plans for travel in the terminal. It opens on the wishlist of trips; the digit keys
/// switch sections (1 Wishlist, 2 Budget, 3 Flights, 4 Achievements), as does the sidebar.
public struct WishlistApp: App {
    /// How the app was started.
    private let configuration: LaunchConfiguration
    @State private var model: AppModel

    /// The app on the built-in sample data, in memory.
    public init() {
        let configuration = LaunchConfiguration()
        self.init(
            model: AppModel(wishlist: .sample(), budget: .sample(currencyCode: configuration.currencyCode)),
            configuration: configuration)
    }

    /// The app on the data the command line chose, started as it asked (`run(options:)` then shows it).
    public init(model: AppModel, configuration: LaunchConfiguration) {
        self.configuration = configuration
        _model = State(initialValue: model)
    }

    /// The app's window.
    public var body: some Scene {
        WindowGroup("Wishlist") {
            WindowContent(model: model)
                .environment(\.currencyCode, configuration.currencyCode)
        }
        // Below 30x8 the sidebar, a title and a row no longer fit together.
        .windowMinimumSize(columns: 30, rows: 8)
    }
}

/// What the command line asked for.
public struct LaunchConfiguration: Sendable {
    /// Whether to run on the built-in sample data and write nothing.
    public var isDemo = false
    /// The data directory given with `--data-dir`, if any.
    public var dataDirectory: String?
    /// The app's currency, of new expenses and of those stored before expenses had one: `--currency`, else
    /// the money locale's (`LC_MONETARY`), else USD.
    public var currencyCode = LocaleCategories.process.monetary.currency?.identifier ?? "USD"

    /// The default configuration.
    public init() {}
}
