/// A view that shows a value within a range, as SwiftUI's `Gauge` in its linear style: the label and the
/// current value's label on one line, the bar below (the same bar as `ProgressView`'s, over its track), and
/// the minimum and maximum value labels at its ends when given. Values outside the range are clamped.
/// `.gaugeStyle(_:)` draws it otherwise (see `GaugeStyle`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyleChoice) private var style

    /// A gauge of a value in `bounds` with labels for its current value and its ends, as in SwiftUI.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isFinite ? max(0, min(1, fraction)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The labels above the bar, the bar between its bounds' labels, or what the style draws.
    public var body: some View {
        switch style {
        case .custom(let makeBody):
            makeBody(configuration).environment(\.gaugeStyleChoice, .linearCapacity)
        default:
            GaugeBody(configuration: configuration, style: style)
        }
    }

    /// The gauge's value and labels, as a style sees them.
    private var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: .init(content: AnyView(currentValueLabel)),
            minimumValueLabel: .init(content: AnyView(minimumValueLabel)),
            maximumValueLabel: .init(content: AnyView(maximumValueLabel)), markedValueLabels: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of a value in `bounds` with a label, as in SwiftUI.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of a value in `bounds` with a label and the current value's label, as in SwiftUI.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
