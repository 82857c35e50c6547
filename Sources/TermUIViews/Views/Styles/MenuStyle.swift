/// How a `Menu` shows, as SwiftUI's `MenuStyle`. A menu in a terminal is its label, and a popup of its
/// buttons when pressed, whatever the style: `.automatic`, `.button` and `.borderlessButton` draw alike, and a
/// custom style's body is not used.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a menu, as a style sees them.
    typealias Configuration = MenuStyleConfiguration

    /// The view that draws a menu in this style (not used: see the protocol).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a menu that a `MenuStyle` draws from, as in SwiftUI; nothing a terminal menu uses.
@MainActor
public struct MenuStyleConfiguration {}

/// The built-in menu, as SwiftUI's `DefaultMenuStyle`.
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}

    /// Nothing: the menu draws itself.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A menu shown as a button, as SwiftUI's `ButtonMenuStyle`; drawn as the built-in menu.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}

    /// Nothing: the menu draws itself.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A menu shown as a borderless button, as SwiftUI's `BorderlessButtonMenuStyle`; drawn as the built-in menu.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}

    /// Nothing: the menu draws itself.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The built-in menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how the menus inside show, as in SwiftUI; a terminal menu is a label and a popup whatever the
    /// style, so this changes nothing.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
