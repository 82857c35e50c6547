extension View {
    /// Suggestions offered while searching, as in SwiftUI. TermUI's search field shows none yet: the
    /// suggestions are accepted and not shown.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a search suggestion puts in the search field, as in SwiftUI; suggestions are not shown yet.
    public func searchCompletion(_ completion: String) -> some View { self }
}
