import Foundation
import TermUIBase

/// Whether the app is in front, as SwiftUI's `ScenePhase`: read it with `@Environment(\.scenePhase)`.
///
/// In a terminal the app is `.active` while it runs and `.background` while it is suspended (Ctrl-Z, or a
/// SIGTSTP from outside): the run loop sets `.background` and applies the updates it causes (`onChange(of:)`
/// actions run) before it hands the terminal back and stops, and `.active` again when the shell continues it.
/// A SIGSTOP cannot be caught, so the app cannot tell it was stopped that way. `.inactive` is never set.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Suspended: not on the screen.
    case background
    /// On screen but not taking input (never set in a terminal).
    case inactive
    /// On screen and taking input.
    case active
}

/// How much room the window has along an axis, as SwiftUI's `UserInterfaceSizeClass`.
///
/// TermUI takes it from the terminal's size: the width is `.compact` below 80 columns
/// (`UserInterfaceSizeClass.regularWidth`), the height below 24 rows (`regularHeight`); 80x24 is regular both
/// ways. It follows the terminal when it is resized.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room.
    case compact
    /// The usual room or more.
    case regular

    /// The fewest columns that are a regular width.
    public static let regularWidth = 80
    /// The fewest rows that are a regular height.
    public static let regularHeight = 24

    /// The size classes of a terminal of this size.
    static func classes(for size: Size) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (size.width < regularWidth ? .compact : .regular, size.height < regularHeight ? .compact : .regular)
    }
}

/// The size of text the user asked for, as SwiftUI's `DynamicTypeSize`. A terminal's text is the terminal's
/// font: TermUI keeps the value (`.large` by default) for views that read it, and draws text the same at
/// every size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// The standard sizes, smallest first.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger than the standard ones.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// This size if the range holds it, else the size in the range nearest to it (itself for an empty range).
    func nearest<R: RangeExpression>(in range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        guard !range.contains(self), let index = Self.allCases.firstIndex(of: self) else { return self }
        let inRange = Self.allCases.indices.filter { range.contains(Self.allCases[$0]) }
        guard let nearest = inRange.min(by: { abs($0 - index) < abs($1 - index) }) else { return self }
        return Self.allCases[nearest]
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Whether the app is in front (`.active`) or suspended (`.background`); see `ScenePhase`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The width's size class, from the terminal's columns (see `UserInterfaceSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class, from the terminal's rows (see `UserInterfaceSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The text size asked for; kept for views that read it, text is drawn the same at every size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The direction of writing: `.leftToRight`; setting `.rightToLeft` mirrors nothing in a terminal.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point: 1, a cell is a cell.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size for the views inside, as in SwiftUI (kept for views that read it; see
    /// `DynamicTypeSize`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size for the views inside within a range, as in SwiftUI: a size outside it becomes the
    /// nearest size in it (kept for views that read `\.dynamicTypeSize`; text has one size in a terminal).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { $0 = $0.nearest(in: range) }
    }

    /// Asks for a colour scheme, as SwiftUI's `preferredColorScheme(_:)`. A no-op in TermUI: the colour scheme
    /// is the terminal's background, which an app cannot change (nor should it draw light text on a light
    /// terminal); `nil` or any scheme leaves `\.colorScheme` as the terminal says.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        self
    }
}
