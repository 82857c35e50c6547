/// How a `Label` shows, as SwiftUI's `LabelStyle`: `makeBody(configuration:)` draws it from its title and
/// icon. Set it with `.labelStyle(_:)`; the built-in styles are `.automatic`, `.titleAndIcon`, `.titleOnly`
/// and `.iconOnly`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a label, as a style sees them.
    typealias Configuration = LabelStyleConfiguration

    /// The view that draws a label in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label that a `LabelStyle` draws from, as in SwiftUI.
@MainActor
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView

        /// The title the label was made with.
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView

        /// The icon the label was made with.
        public var body: some View { content }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

/// The label style in the environment, as `Label` shows it.
enum LabelStyleChoice {
    /// The icon, a space, the title.
    case titleAndIcon
    /// The title alone.
    case titleOnly
    /// The icon alone.
    case iconOnly
    /// The icon on a line above the title (how empty states show their label).
    case iconAboveTitle
    /// A custom style's body.
    case custom(@MainActor (LabelStyleConfiguration) -> AnyView)
}

/// A built-in label style: how it shows without building a body.
@MainActor
protocol BuiltInLabelStyle {
    /// How the label shows.
    var choice: LabelStyleChoice { get }
}

/// The platform's choice, as in SwiftUI: the icon and the title.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}

    var choice: LabelStyleChoice { .titleAndIcon }

    /// The label with its icon and title.
    public func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
    }
}

/// The icon and the title, as in SwiftUI.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}

    var choice: LabelStyleChoice { .titleAndIcon }

    /// The label with its icon and title.
    public func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
    }
}

/// The title alone, as in SwiftUI.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}

    var choice: LabelStyleChoice { .titleOnly }

    /// The label's title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone, as in SwiftUI.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}

    var choice: LabelStyleChoice { .iconOnly }

    /// The label's icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The icon on a line above the title, as empty states show their label (TermUI's own).
struct IconAboveTitleLabelStyle: LabelStyle, BuiltInLabelStyle {
    var choice: LabelStyleChoice { .iconAboveTitle }

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's choice: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == IconAboveTitleLabelStyle {
    /// The icon on a line above the title.
    static var iconAboveTitle: IconAboveTitleLabelStyle { IconAboveTitleLabelStyle() }
}

private struct LabelStyleChoiceKey: EnvironmentKey {
    static var defaultValue: LabelStyleChoice { .titleAndIcon }
}

extension EnvironmentValues {
    /// How the labels inside show.
    var labelStyleChoice: LabelStyleChoice {
        get { self[LabelStyleChoiceKey.self] }
        set { self[LabelStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels inside show, as in SwiftUI: a custom style's body is what they show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.labelStyleChoice = (style as? any BuiltInLabelStyle)?.choice
                ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}
