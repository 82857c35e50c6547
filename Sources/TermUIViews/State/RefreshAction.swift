/// Refreshes the refreshable view around, as SwiftUI's `RefreshAction`: `.refreshable { }` sets it for the
/// views inside, and calling it runs the same action as Ctrl-R does (without the "Refreshing" row, which is
/// the key's).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the refreshable view around, as in SwiftUI; nil outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}
