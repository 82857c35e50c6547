extension View {
    /// Suggestions offered while searching, as in SwiftUI. TermUI's search field shows none yet: the
    /// suggestions are accepted and not shown.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a search suggestion puts in the search field, as in SwiftUI; suggestions are not shown yet.
    public func searchCompletion(_ completion: String) -> some View { self }
}

extension View {
    /// Adds a search field with tokens, as in SwiftUI: the field searches its text as `searchable(text:)`
    /// does, and the tokens stay the app's (`tokens` is never changed, and the field draws none of them: a
    /// terminal's one-line field has no room for tokens beside the text).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and a prompt, as in SwiftUI; the field searches its text and draws no
    /// tokens (see `searchable(text:tokens:placement:prompt:token:)`).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and tokens to suggest, as in SwiftUI; the field searches its text and
    /// shows neither (see `searchable(text:tokens:placement:prompt:token:)`).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
