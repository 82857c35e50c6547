import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (read it with `@Environment(\.openURL)`). A terminal app cannot
/// hand a URL to a browser it does not know of, so a window's own action shows the URL on the bottom row for
/// the user to open (most terminals open a URL that is clicked with Ctrl or Cmd); give your own with
/// `.environment(\.openURL, OpenURLAction { url in ... })`.
public struct OpenURLAction {
    /// What a handler did with a URL, as in SwiftUI.
    public struct Result: Sendable {
        let isHandled: Bool
        /// The handler opened it.
        public static let handled = Result(isHandled: true)
        /// The handler could not, and nothing else should.
        public static let discarded = Result(isHandled: false)
        /// The handler leaves it to the system (here, the window's own action).
        public static let systemAction = Result(isHandled: false)
        /// The handler leaves another URL to the system.
        public static func systemAction(_ url: URL) -> Result { Result(isHandled: false) }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that handles URLs with `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and says whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(handler(url).isHandled)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
    /// How the views inside open URLs (`Link` uses it), as SwiftUI's `openURL`; see `OpenURLAction`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
