import Foundation
import TermUI

/// A value a chart places on an axis, as in Swift Charts: numbers (`Double`, `Int`, `Float`, `CGFloat`) on
/// a linear scale, dates on a time scale (or, for bars with a `unit`, one band a unit), strings as
/// categories, one band each.
public protocol Plottable {
    /// The value as a chart places it (TermUI's stand-in for Swift Charts' `primitivePlottable`).
    var _plotValue: _PlotValue { get }
    /// The value a chart placed, back as this type (nil when it is another kind).
    init?(_plotValue: _PlotValue)
}

/// A value as a chart places it: a number, a date or a category.
public enum _PlotValue: Hashable, Sendable {
    /// A number.
    case number(Double)
    /// A date.
    case date(Date)
    /// A category's name.
    case category(String)

    /// The value as a number on a linear scale (a date's seconds since 1970), nil for a category.
    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }
}

extension Double: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .number(let value) = _plotValue else { return nil }
        self = value
    }

    /// The number.
    public var _plotValue: _PlotValue { .number(self) }
}

extension Float: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .number(let value) = _plotValue else { return nil }
        self = Float(value)
    }

    /// The number.
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension CGFloat: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .number(let value) = _plotValue else { return nil }
        self = CGFloat(value)
    }

    /// The number.
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .number(let value) = _plotValue, let whole = Int(exactly: value.rounded()) else { return nil }
        self = whole
    }

    /// The number.
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Decimal: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .number(let value) = _plotValue else { return nil }
        self = Decimal(value)
    }

    /// The number (as a `Double`).
    public var _plotValue: _PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

extension Date: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .date(let date) = _plotValue else { return nil }
        self = date
    }

    /// The date.
    public var _plotValue: _PlotValue { .date(self) }
}

extension String: Plottable {
    /// The value back from a chart.
    public init?(_plotValue: _PlotValue) {
        guard case .category(let name) = _plotValue else { return nil }
        self = name
    }

    /// The category.
    public var _plotValue: _PlotValue { .category(self) }
}

/// A value with the label of what it is ("Amount", "Category"), as in Swift Charts: `.value("Amount", 12)`.
public struct PlottableValue<Value: Plottable> {
    /// What the value is (kept: axis titles are not drawn).
    let label: Text
    /// The value as placed.
    let value: _PlotValue
    /// For a date: the calendar unit a bar spans (nil for a point in time).
    let unit: Calendar.Component?

    /// A labelled value.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value._plotValue, unit: nil)
    }

    /// A labelled value (the label as a string).
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(String(label)), value: value._plotValue, unit: nil)
    }

    /// A labelled date that stands for a whole unit of the calendar (a month's bar), as in Swift Charts.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
        -> PlottableValue<Date> where Value == Date
    {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue<Date>(label: Text(label), value: .date(start), unit: unit)
    }
}
