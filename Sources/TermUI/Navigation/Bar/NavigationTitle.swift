/// The screen's title, set with `.navigationTitle`.
enum NavigationTitleKey: ScreenPreferenceKey {
    typealias Value = String
}

extension View {
    /// Names the screen this view is the content of; the navigation bar shows it. Values interpolated with a
    /// format style take the environment's locale, as in `Text`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(
            content: self, value: title.text, valueInEnvironment: title.parts == nil ? nil : { title.text(in: $0) })
    }

    /// Names the screen this view is the content of.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(content: self, value: String(title))
    }

    /// Names the screen with a text's characters.
    public func navigationTitle(_ title: Text) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(content: self, value: title.plainText)
    }
}

extension Node {
    /// The title of the screen at or below this node.
    func findNavigationTitle() -> String? {
        screenPreference(NavigationTitleKey.self)
    }
}
