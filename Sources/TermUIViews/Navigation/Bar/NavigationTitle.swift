/// The screen's title, set with `.navigationTitle`.
enum NavigationTitleKey: ScreenPreferenceKey {
    typealias Value = String
}

extension View {
    /// Names the screen this view is the content of; the navigation bar shows it. The key is looked up in
    /// the environment's languages, and values interpolated with a format style take its locale, as in `Text`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(content: self, value: title.text, localizedValue: title)
    }

    /// Names the screen this view is the content of.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(content: self, value: String(title))
    }

    /// Names the screen with a text's characters (in the environment's languages, for a localized text).
    public func navigationTitle(_ title: Text) -> some View {
        ScreenPreferenceView<Self, NavigationTitleKey>(
            content: self, value: title.plainText, valueInEnvironment: { title.plainText(in: $0) })
    }
}

extension Node {
    /// The title of the screen at or below this node.
    func findNavigationTitle() -> String? {
        screenPreference(NavigationTitleKey.self)
    }
}

extension Node {
    /// The title of the screen in front at or below this node, for the terminal window's title: the deepest
    /// title on what is shown (a stack's top screen, inside the screen that holds the stack), and of a split
    /// view's columns side by side the last that has one (the detail before the content and the sidebar).
    /// Nil when nothing shown has a title; an empty title is none.
    func frontmostNavigationTitle() -> String? {
        var found: String?
        forEachVisibleChild { child in
            guard !child.roles.contains(.preferenceBoundary), let title = child.frontmostNavigationTitle() else { return }
            found = title
        }
        if let found { return found }
        guard let preference = ownScreenPreference, preference.key == ObjectIdentifier(NavigationTitleKey.self),
            let title = preference.value as? String, !title.isEmpty
        else { return nil }
        return title
    }
}
