import Foundation
import TermUI

/// One mark as a chart reads it: its kind, where its ends are on each axis, its style and its series.
public struct _PlottedMark {
    /// What is drawn.
    public enum Kind: Hashable, Sendable {
        case bar, line, point, rule, area
    }

    /// Where a mark is on one axis: a value, a span between two, or nowhere (a rule across the plot).
    enum Position {
        case value(_PlotValue, unit: Calendar.Component?)
        case span(_PlotValue, _PlotValue)
        case none

        /// The values it names.
        var values: [_PlotValue] {
            switch self {
            case .value(let value, _): [value]
            case .span(let start, let end): [start, end]
            case .none: []
            }
        }
    }

    /// What is drawn.
    let kind: Kind
    /// Where on the x axis.
    let x: Position
    /// Where on the y axis.
    let y: Position
    /// The mark's own colour (`.foregroundStyle(_:)`), over its series'.
    var color: Color?
    /// The series the mark belongs to (`.foregroundStyle(by:)`), which picks its colour and legend entry.
    var series: String?
    /// Text drawn beside the mark (`.annotation(position:)`), and where.
    var annotation: (position: AnnotationPosition, text: Text)?
}

/// A mark of a kind, with the modifiers every mark takes; `BarMark`, `LineMark`, `PointMark`, `RuleMark` and
/// `AreaMark` are its kinds, as Swift Charts' types are. A mark is a view only so that TermUI's `ForEach`
/// can hold it: it draws in a `Chart`, and nowhere else.
public struct _Mark<Kind: _MarkKind>: ChartContent, View {
    /// There is no body: the chart draws the mark.
    public var body: Never { return fatalError("a mark is drawn by its chart, not as a view") }
    /// The mark.
    var mark: _PlottedMark

    init(x: _PlottedMark.Position, y: _PlottedMark.Position) {
        mark = _PlottedMark(kind: Kind.kind, x: x, y: y)
    }

    /// Adds this mark.
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        marks.append(mark)
    }

    /// The mark in a colour (a style that is not a colour leaves the series' colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _Mark {
        var copy = self
        copy.mark.color = style as? Color
        return copy
    }

    /// The mark in its series' colour, the series named by a value ("Category", expense.category), with an
    /// entry in the chart's legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _Mark {
        var copy = self
        copy.mark.series = value.value.label
        return copy
    }

    /// Text beside the mark, as in Swift Charts: above a column or point, after a horizontal bar's end, or
    /// where `position` says. Only text can be drawn there: content that is not a `Text` is left out.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> _Mark {
        var copy = self
        if let text = content() as? Text { copy.mark.annotation = (position, text) }
        return copy
    }

    /// Accepted as Swift Charts has it; the opacity of a cell's colour cannot change, so it is a no-op.
    public func opacity(_ opacity: Double) -> _Mark { self }

    /// Accepted as Swift Charts has it (a mark's corners are a cell's): a no-op.
    public func cornerRadius(_ radius: CGFloat) -> _Mark { self }
}

/// What kind of mark a `_Mark` is.
public protocol _MarkKind {
    /// The kind drawn.
    static var kind: _PlottedMark.Kind { get }
}

extension _PlotValue {
    /// The value as a label: a category's name, a number or a date as the chart's default formats show it.
    var label: String {
        switch self {
        case .category(let name): name
        case .number(let value): value.formatted()
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}
