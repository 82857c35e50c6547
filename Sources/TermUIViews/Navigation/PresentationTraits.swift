import TermUIBase

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`. A terminal sheet is as tall as its
/// content needs (within the window), so detents are accepted and change nothing.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

extension View {
    /// The heights a sheet can rest at, as in SwiftUI; a terminal sheet takes its content's height, so this
    /// changes nothing.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet can rest at and the one chosen, as in SwiftUI; this changes nothing in a terminal.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    /// Whether a sheet shows its drag handle, as in SwiftUI; a terminal sheet is closed with Esc and has none.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// A bar a screen can hide or colour, as SwiftUI's `ToolbarPlacement` in `toolbar(_:for:)`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// `.automatic`, as SwiftUI names it.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// `.navigationBar`, as SwiftUI names it.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// `.tabBar`, as SwiftUI names it.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// `.bottomBar`, as SwiftUI names it.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// `.windowToolbar`, as SwiftUI names it.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

extension View {
    /// Shows or hides bars, as in SwiftUI. A terminal screen keeps its navigation bar (its title, Esc back and
    /// toolbar items) and its key-hint row, so this changes nothing.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The background of bars, as in SwiftUI; TermUI's bars take the terminal theme's surface, so this
    /// changes nothing.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether bars show their background, as in SwiftUI; this changes nothing in a terminal.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}
