/// What a toolbar is for, as SwiftUI's `ToolbarRole`, which changes where its items go on iPad and macOS. A
/// terminal's navigation bar has one arrangement, so every role draws alike.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Says what the screen's toolbar is for, as in SwiftUI; the bar has one arrangement in a terminal, so
    /// this changes nothing.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
