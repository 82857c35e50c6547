/// How a `ProgressView` looks, as SwiftUI's `ProgressViewStyle`: `makeBody(configuration:)` draws it from
/// its fraction completed and its labels. Set it with `.progressViewStyle(_:)`.
///
/// The built-in styles: `.linear` and `.automatic` draw the bar (see `ProgressView`); `.circular` draws one
/// cell, a circle filled as far as the progress goes (○◔◑◕●), before the label. Indeterminate progress is
/// a dim `…` in every built-in style.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The properties of a progress view, as a style sees them.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view that draws a progress view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a progress view that a `ProgressViewStyle` draws from, as in SwiftUI.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label the progress view was made with.
        public var body: some View { content }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The current value's label the progress view was made with.
        public var body: some View { content }
    }

    /// How far along, from 0 to 1; nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label.
    public var label: Label?
    /// The current value's label.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a style's configuration, as in SwiftUI, drawn as the built-in ones are.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted,
            label: configuration.label ?? .init(content: AnyView(EmptyView())),
            currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())))
    }
}

/// The progress view style in the environment, as `ProgressView` draws it.
enum ProgressViewStyleChoice {
    /// The bar.
    case linear
    /// The one-cell circle.
    case circular
    /// A custom style's body.
    case custom(@MainActor (ProgressViewStyleConfiguration) -> AnyView)
}

/// A built-in progress view style: how it draws without building a body.
@MainActor
protocol BuiltInProgressViewStyle {
    /// How the progress view draws.
    var choice: ProgressViewStyleChoice { get }
}

/// The platform's choice, as in SwiftUI: the bar.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// The style.
    public init() {}

    var choice: ProgressViewStyleChoice { .linear }

    /// The progress view, drawn as built-in ones are.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

/// A bar filled from the leading edge, as in SwiftUI.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// The style.
    public init() {}

    var choice: ProgressViewStyleChoice { .linear }

    /// The progress view, drawn as a bar.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// A circle, as in SwiftUI: one cell (○◔◑◕●) before the label.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// The style.
    public init() {}

    var choice: ProgressViewStyleChoice { .circular }

    /// The progress view, drawn as a circle.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's choice: the bar.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A one-cell circle.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleChoiceKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleChoice { .linear }
}

extension EnvironmentValues {
    /// How the progress views inside draw.
    var progressViewStyleChoice: ProgressViewStyleChoice {
        get { self[ProgressViewStyleChoiceKey.self] }
        set { self[ProgressViewStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views inside, as in SwiftUI: a custom style's body is what they show.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.progressViewStyleChoice = (style as? any BuiltInProgressViewStyle)?.choice
                ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// The one-cell circle of the circular styles, filled as far as a fraction goes: ○ ◔ ◑ ◕ ●.
struct ProgressPie: View {
    /// How far along, from 0 to 1.
    let fraction: Double

    /// The circles, by quarters filled.
    static let glyphs = ["○", "◔", "◑", "◕", "●"]

    /// The glyph in the tint.
    var body: some View {
        Text(verbatim: Self.glyphs[Int((max(0, min(1, fraction)) * 4).rounded())]).foregroundStyle(.tint)
    }
}
