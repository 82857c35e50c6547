/// The app's name, given to its window group (`WindowGroup("Wishlist") { ... }`).
enum WindowGroupTitleKey: ScreenPreferenceKey {
    typealias Value = String
}

extension ViewGraph {
    /// The title of the terminal window for what is shown now: the app's name (its window group's title), then
    /// the title of the screen in front, "Wishlist — Keukenhof". The screen in front is the top presentation
    /// that has a title (a sheet), else the window's content. One of the two alone when the other is not set
    /// or is the same (a document's "notes.txt — Edited" and a screen titled "notes.txt" are the first alone);
    /// nil when neither is.
    var windowTitle: String? {
        guard let root else { return nil }
        let appName = root.screenPreference(WindowGroupTitleKey.self).flatMap { $0.isEmpty ? nil : $0 }
        var screenTitle: String?
        for node in presentedNodes.reversed() + [root] {
            screenTitle = node.frontmostNavigationTitle()
            if screenTitle != nil { break }
        }
        guard let appName else { return screenTitle }
        guard let screenTitle, screenTitle != appName, !appName.hasPrefix(screenTitle + " — ") else { return appName }
        return "\(appName) — \(screenTitle)"
    }
}
