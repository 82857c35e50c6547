/// How a `Picker` shows its options, as in SwiftUI. TermUI accepts the styles so that SwiftUI code
/// compiles, and shows every picker the same way: the chosen option, with the options in a menu.
public protocol PickerStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct AutomaticPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == AutomaticPickerStyle {
    /// The platform's choice.
    public static var automatic: AutomaticPickerStyle { AutomaticPickerStyle() }
}

/// The options in a menu. Accepted and ignored.
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The options in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The options side by side in SwiftUI. Accepted and ignored.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side in SwiftUI.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The options inline in SwiftUI. Accepted and ignored.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline in SwiftUI.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A spinning wheel in SwiftUI. Accepted and ignored.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel in SwiftUI.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The options on a pushed screen in SwiftUI. Accepted and ignored.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The options on a pushed screen in SwiftUI.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A row of symbols in SwiftUI. Accepted and ignored.
public struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of symbols in SwiftUI.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets the style of the pickers inside; TermUI accepts it and changes nothing (see `PickerStyle`).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
