/// How a `ControlGroup` shows, as SwiftUI's `ControlGroupStyle`. A terminal control group is its controls in
/// a row, whatever the style: the built-in styles draw alike, and a custom style's body is not used.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a control group, as a style sees them.
    typealias Configuration = ControlGroupStyleConfiguration

    /// The view that draws a control group in this style (not used: see the protocol).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a control group that a `ControlGroupStyle` draws from, as in SwiftUI; nothing a terminal's
/// row of controls uses.
@MainActor
public struct ControlGroupStyleConfiguration {}

/// A built-in control group style, as SwiftUI's (`.automatic`, `.navigation`, `.palette`, `.menu`,
/// `.compactMenu`); all draw the controls in a row.
public struct BuiltInControlGroupStyle: ControlGroupStyle {
    let name: String

    /// Nothing: the group draws itself.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ControlGroupStyle where Self == BuiltInControlGroupStyle {
    /// The platform's choice.
    public static var automatic: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "automatic") }
    /// Navigation controls.
    public static var navigation: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "navigation") }
    /// A palette.
    public static var palette: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "palette") }
    /// A menu.
    public static var menu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "menu") }
    /// A compact menu.
    public static var compactMenu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "compactMenu") }
}

extension View {
    /// Sets how the control groups inside show, as in SwiftUI; a terminal control group is a row of controls
    /// whatever the style, so this changes nothing.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
