import Foundation
import TermUI

/// Where an axis's marks go, as in Swift Charts (the y axis is on the trailing side unless told; the x axis
/// is always at the bottom).
public enum AxisMarkPosition: Hashable, Sendable {
    case automatic, leading, trailing, top, bottom
}

/// Which values an axis marks, as in Swift Charts.
public struct AxisMarkValues {
    /// How the values are chosen.
    enum Choice {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int)
        case values([_PlotValue])
    }

    let choice: Choice

    /// Round values, as many as fit.
    public static var automatic: AxisMarkValues { AxisMarkValues(choice: .automatic(desiredCount: nil)) }

    /// Round values, about `desiredCount` of them (fewer when they would not fit).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(choice: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of a step.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(choice: .stride(step)) }

    /// Every `count` units of the calendar (months, days) on a date axis.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(choice: .calendarStride(component, count: max(1, count)))
    }
}

/// A value an axis marks, handed to `AxisMarks`' content, as in Swift Charts.
public struct AxisValue {
    /// The value.
    let value: _PlotValue
    /// The mark's place among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as a type, when it is one.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? { T(_plotValue: value) }
}

/// A part of an axis mark: a grid line, a tick or a label.
public protocol AxisMark {
    /// The parts it is (TermUI's way for an axis to read them).
    var _axisParts: [_AxisPart] { get }
}

/// One part of an axis mark.
public enum _AxisPart {
    case gridLine
    case tick
    /// A label, formatted by a function (nil: the axis's own format).
    case label(((_PlotValue) -> String?)?)
}

/// A grid line across the plot at the mark's value (a dim ┈ row in a terminal).
public struct AxisGridLine: AxisMark {
    /// A grid line (its stroke style is not used).
    public init() {}
    /// A grid line.
    public var _axisParts: [_AxisPart] { [.gridLine] }
}

/// A tick at the axis beside the value (a terminal shows the label alone; kept for Swift Charts' sake).
public struct AxisTick: AxisMark {
    /// A tick.
    public init() {}
    /// A tick.
    public var _axisParts: [_AxisPart] { [.tick] }
}

/// The value's label, in the axis's format or in a format style of its own, as in Swift Charts.
public struct AxisValueLabel: AxisMark {
    let format: ((_PlotValue) -> String?)?

    /// The label in the axis's format.
    public init() { format = nil }

    /// The label formatted by a format style (`.currency(code:)`, `.dateTime.month()`).
    public init<F: FormatStyle>(format: F) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.format = { value in F.FormatInput(_plotValue: value).map { format.format($0) } }
    }

    /// A label.
    public var _axisParts: [_AxisPart] { [.label(format)] }
}

/// Builds the parts of an axis mark.
@resultBuilder
public enum AxisMarkBuilder {
    /// Parts in order.
    public static func buildBlock(_ parts: any AxisMark...) -> _AxisMarkParts { _AxisMarkParts(parts: parts.flatMap(\._axisParts)) }
}

/// The parts an `AxisMarkBuilder` built.
public struct _AxisMarkParts: AxisMark {
    let parts: [_AxisPart]
    /// The parts built.
    public var _axisParts: [_AxisPart] { parts }
}

/// What an axis shows: `AxisMarks` (TermUI takes the first).
public protocol AxisContent {
    /// The marks (TermUI's way for a chart to read them).
    var _axisMarks: AxisMarks { get }
}

/// The marks of an axis, as in Swift Charts: which values, where, and for each a grid line, tick and label.
public struct AxisMarks: AxisContent {
    /// The side.
    let position: AxisMarkPosition
    /// The values marked.
    let values: AxisMarkValues
    /// The parts of each value's mark.
    let content: (AxisValue) -> [_AxisPart]

    /// Marks with a grid line, a tick and a label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.position = position
        self.values = values
        content = { _ in [.gridLine, .tick, .label(nil)] }
    }

    /// Marks at chosen values.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {
        self.position = position
        self.values = AxisMarkValues(choice: .values(values.map(\._plotValue)))
        content = { _ in [.gridLine, .tick, .label(nil)] }
    }

    /// Marks whose parts the content builds for each value.
    public init<Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = values
        self.content = { content($0)._axisParts }
    }

    /// Marks at chosen values whose parts the content builds.
    public init<V: Plottable, Content: AxisMark>(
        position: AxisMarkPosition = .automatic, values: [V], @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = AxisMarkValues(choice: .values(values.map(\._plotValue)))
        self.content = { content($0)._axisParts }
    }

    /// The marks themselves.
    public var _axisMarks: AxisMarks { self }
}

/// How axis marks look by default, as in Swift Charts (a terminal draws them all one way).
public enum AxisMarkPreset: Hashable, Sendable {
    case automatic, extended, aligned, inset
}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    /// One set of marks.
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
}
