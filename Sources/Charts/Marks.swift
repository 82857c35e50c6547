import Foundation
import TermUI

/// A bar, as in Swift Charts: from zero to its value, vertical when x is a category (or a date with a unit)
/// and y the number, horizontal (one row thick) when x is the number; bars of one category in several series stack. Its
/// width is a share of the category's band, in whole cells; its end is drawn with eighth blocks.
public typealias BarMark = _Mark<_BarKind>
/// A line through its points in order, drawn with braille dots, one line a series, as in Swift Charts.
public typealias LineMark = _Mark<_LineKind>
/// A point, drawn as a symbol (● and, for other series, ■ ▲ ◆ …), as in Swift Charts.
public typealias PointMark = _Mark<_PointKind>
/// A line across the plot at a value, or between two, as in Swift Charts.
public typealias RuleMark = _Mark<_RuleKind>
/// The area between a line and zero (or between two values), filled with blocks, as in Swift Charts.
public typealias AreaMark = _Mark<_AreaKind>

/// The kind of `BarMark`.
public enum _BarKind: _MarkKind { public static var kind: _PlottedMark.Kind { .bar } }
/// The kind of `LineMark`.
public enum _LineKind: _MarkKind { public static var kind: _PlottedMark.Kind { .line } }
/// The kind of `PointMark`.
public enum _PointKind: _MarkKind { public static var kind: _PlottedMark.Kind { .point } }
/// The kind of `RuleMark`.
public enum _RuleKind: _MarkKind { public static var kind: _PlottedMark.Kind { .rule } }
/// The kind of `AreaMark`.
public enum _AreaKind: _MarkKind { public static var kind: _PlottedMark.Kind { .area } }

extension _PlottedMark.Position {
    /// A value's position.
    init<V>(_ value: PlottableValue<V>) {
        self = .value(value.value, unit: value.unit)
    }

    /// A span's position.
    init<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) {
        self = .span(start.value, end.value)
    }
}

extension _Mark where Kind == _BarKind {
    /// A bar at x of height y (or, with x the number, of length x at y).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(y))
    }

    /// A horizontal bar from `xStart` to `xEnd` at y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(xStart, xEnd), y: .init(y))
    }

    /// A vertical bar at x from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(yStart, yEnd))
    }
}

extension _Mark where Kind == _LineKind {
    /// A point of the line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(y))
    }
}

extension _Mark where Kind == _PointKind {
    /// A point.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(y))
    }
}

extension _Mark where Kind == _AreaKind {
    /// A point of the area's top edge; the area reaches down to zero.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(y))
    }

    /// A point of an area between two values.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(yStart, yEnd))
    }
}

extension _Mark where Kind == _RuleKind {
    /// A horizontal line across the plot at y.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        self.init(x: .none, y: .init(y))
    }

    /// A vertical line across the plot at x.
    public init<X: Plottable>(x: PlottableValue<X>) {
        self.init(x: .init(x), y: .none)
    }

    /// A horizontal line from `xStart` to `xEnd` at y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .init(xStart, xEnd), y: .init(y))
    }

    /// A vertical line at x from `yStart` to `yEnd`. Where y is a category, it reaches from the edge of
    /// `yStart`'s band to the far edge of `yEnd`'s, so that with both the same category it marks a value in
    /// that category's band alone (a limit beside a horizontal bar).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .init(x), y: .init(yStart, yEnd))
    }
}
