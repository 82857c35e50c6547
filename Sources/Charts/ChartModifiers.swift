import Foundation
import TermUI

/// How a chart's axis is shown: hidden, or with which marks (nil: the chart's own).
struct ChartAxisOptions {
    var visibility: Visibility = .automatic
    var marks: AxisMarks?
}

/// A scale's domain, as `chartXScale(domain:)` and `chartYScale(domain:)` take it, as in Swift Charts: a
/// range of numbers or dates, or the categories in order.
public protocol ScaleDomain {
    /// The values the domain names (a range's two ends, or every category).
    var _domainValues: [_PlotValue] { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The two ends.
    public var _domainValues: [_PlotValue] { [lowerBound._plotValue, upperBound._plotValue] }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The categories (or values) in order.
    public var _domainValues: [_PlotValue] { map(\._plotValue) }
}

/// Where an annotation goes beside its mark, or a legend beside the plot, as in Swift Charts (a terminal
/// keeps the legend below the plot).
public enum AnnotationPosition: Hashable, Sendable {
    case automatic, top, bottom, leading, trailing, overlay
}

private struct ChartXAxisKey: EnvironmentKey {
    static var defaultValue: ChartAxisOptions { ChartAxisOptions() }
}

private struct ChartYAxisKey: EnvironmentKey {
    static var defaultValue: ChartAxisOptions { ChartAxisOptions() }
}

private struct ChartLegendKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ChartXDomainKey: EnvironmentKey {
    static var defaultValue: [_PlotValue]? { nil }
}

private struct ChartYDomainKey: EnvironmentKey {
    static var defaultValue: [_PlotValue]? { nil }
}

extension EnvironmentValues {
    var chartXAxis: ChartAxisOptions {
        get { self[ChartXAxisKey.self] }
        set { self[ChartXAxisKey.self] = newValue }
    }

    var chartYAxis: ChartAxisOptions {
        get { self[ChartYAxisKey.self] }
        set { self[ChartYAxisKey.self] = newValue }
    }

    var chartLegend: Visibility {
        get { self[ChartLegendKey.self] }
        set { self[ChartLegendKey.self] = newValue }
    }

    var chartXDomain: [_PlotValue]? {
        get { self[ChartXDomainKey.self] }
        set { self[ChartXDomainKey.self] = newValue }
    }

    var chartYDomain: [_PlotValue]? {
        get { self[ChartYDomainKey.self] }
        set { self[ChartYDomainKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the charts' x axis (its labels and grid), as in Swift Charts.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        environment(\.chartXAxis, ChartAxisOptions(visibility: visibility))
    }

    /// The charts' x axis with marks of your own, as in Swift Charts.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        environment(\.chartXAxis, ChartAxisOptions(visibility: .visible, marks: content()._axisMarks))
    }

    /// Shows or hides the charts' y axis (its labels and grid), as in Swift Charts.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        environment(\.chartYAxis, ChartAxisOptions(visibility: visibility))
    }

    /// The charts' y axis with marks of your own, as in Swift Charts.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        environment(\.chartYAxis, ChartAxisOptions(visibility: .visible, marks: content()._axisMarks))
    }

    /// Shows or hides the charts' legend (the series and their colours), as in Swift Charts.
    public func chartLegend(_ visibility: Visibility) -> some View {
        environment(\.chartLegend, visibility)
    }

    /// Where the legend goes, as in Swift Charts; a terminal keeps it below the plot, so only showing it counts.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        environment(\.chartLegend, .visible)
    }

    /// The x scale's domain: a range of numbers or dates, or categories in order, as in Swift Charts.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        environment(\.chartXDomain, domain._domainValues)
    }

    /// The y scale's domain: a range of numbers or dates, or categories in order, as in Swift Charts.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        environment(\.chartYDomain, domain._domainValues)
    }
}
