/// How a `Gauge` looks, as SwiftUI's `GaugeStyle`: `makeBody(configuration:)` draws it from its value (0 to 1)
/// and its labels. Set it with `.gaugeStyle(_:)`.
///
/// The built-in styles: `.automatic`, `.linearCapacity` and `.accessoryLinearCapacity` draw the filled bar
/// (see `Gauge`); `.accessoryLinear` a line (─) with a marker (●) at the value; `.accessoryCircular` and
/// `.accessoryCircularCapacity` one cell, a circle filled as far as the value goes (○◔◑◕●), before the
/// labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The properties of a gauge, as a style sees them.
    typealias Configuration = GaugeStyleConfiguration

    /// The view that draws a gauge in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a gauge that a `GaugeStyle` draws from, as in SwiftUI.
@MainActor
public struct GaugeStyleConfiguration {
    /// One of the gauge's labels, as a view (SwiftUI has a type for each; they are one type here, under
    /// each of SwiftUI's names).
    public struct Part: View {
        let content: AnyView

        /// The view the gauge was made with.
        public var body: some View { content }
    }

    /// The gauge's label.
    public typealias Label = Part
    /// The current value's label.
    public typealias CurrentValueLabel = Part
    /// The label of the lower bound.
    public typealias MinimumValueLabel = Part
    /// The label of the upper bound.
    public typealias MaximumValueLabel = Part
    /// The labels of marked values (TermUI's gauges have none).
    public typealias MarkedValueLabels = Part

    /// Where the value is in the gauge's range, from 0 to 1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The current value's label.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked values' labels (always nil).
    public var markedValueLabels: MarkedValueLabels?
}

/// The gauge style in the environment, as `Gauge` draws it.
enum GaugeStyleChoice {
    /// The filled bar.
    case linearCapacity
    /// A line with a marker.
    case accessoryLinear
    /// The one-cell circle.
    case accessoryCircular
    /// A custom style's body.
    case custom(@MainActor (GaugeStyleConfiguration) -> AnyView)
}

/// A built-in gauge style: how it draws without building a body.
@MainActor
protocol BuiltInGaugeStyle: GaugeStyle {
    /// How the gauge draws.
    var choice: GaugeStyleChoice { get }
}

extension BuiltInGaugeStyle {
    /// The gauge's parts, drawn as this built-in style draws them.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration, style: choice)
    }
}

/// The platform's choice, as in SwiftUI: the filled bar.
public struct DefaultGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .linearCapacity }
}

/// A bar filled to the value, as in SwiftUI.
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .linearCapacity }
}

/// A bar filled to the value, as in SwiftUI (the same as `.linearCapacity` in a terminal).
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .linearCapacity }
}

/// A line with a marker at the value, as in SwiftUI: ───●──── in the tint.
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .accessoryLinear }
}

/// A ring open at the bottom in SwiftUI; one cell here, a circle filled as far as the value goes.
public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .accessoryCircular }
}

/// A closed ring in SwiftUI; one cell here, a circle filled as far as the value goes.
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle {
    /// The style.
    public init() {}
    var choice: GaugeStyleChoice { .accessoryCircular }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's choice: the filled bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A line with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A one-cell circle.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A one-cell circle.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleChoiceKey: EnvironmentKey {
    static var defaultValue: GaugeStyleChoice { .linearCapacity }
}

extension EnvironmentValues {
    /// How the gauges inside draw.
    var gaugeStyleChoice: GaugeStyleChoice {
        get { self[GaugeStyleChoiceKey.self] }
        set { self[GaugeStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges inside, as in SwiftUI: a custom style's body is what they show.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.gaugeStyleChoice = (style as? any BuiltInGaugeStyle)?.choice
                ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}
