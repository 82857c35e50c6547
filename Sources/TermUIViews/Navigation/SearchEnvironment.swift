import Observation

/// Whether a searchable view's search is on, observed by the bodies that read `\.isSearching`, so that they
/// are evaluated again when it starts or ends. Changed by the search field's node only, on the main actor.
@Observable
final class SearchActivity {
    var isSearching = false
}

/// What `.searchable` gives the views inside it: whether the search is on, and how to end it.
struct SearchContext {
    let activity: SearchActivity
    let dismiss: DismissSearchAction
}

/// Ends the search of the searchable view around, as SwiftUI's `DismissSearchAction`: empties the field and
/// its bound text, and gives focus back to where it was before `/` if the field has it. Does nothing outside a
/// searchable view.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct SearchContextKey: EnvironmentKey {
    static var defaultValue: SearchContext? { nil }
}

extension EnvironmentValues {
    /// Whether the user is searching in the searchable view around, as in SwiftUI: true from `/` until the
    /// search is cancelled (Esc in the field, or Esc in the content, which clears a kept search) or dismissed,
    /// and also while a search left with Enter or ↓ keeps its text (as SwiftUI's stays on until Cancel); false
    /// outside a searchable view. A body that reads it is evaluated again when it changes.
    public var isSearching: Bool {
        self[SearchContextKey.self]?.activity.isSearching ?? false
    }

    /// Ends the search of the searchable view around, as in SwiftUI: `@Environment(\.dismissSearch)`.
    public var dismissSearch: DismissSearchAction {
        self[SearchContextKey.self]?.dismiss ?? DismissSearchAction {}
    }

    /// What `.searchable` gives the views inside it.
    var searchContext: SearchContext? {
        get { self[SearchContextKey.self] }
        set { self[SearchContextKey.self] = newValue }
    }
}
