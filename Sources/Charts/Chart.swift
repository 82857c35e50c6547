import Foundation
import TermUI

/// A chart, as in Swift Charts: `Chart { BarMark(...) }` or `Chart(data) { item in LineMark(...) }`, drawn in
/// the cells it is offered (give it a `.frame(height:)` where the offer has no height, as in a scroll view).
///
/// Bars end in eighth blocks, lines are braille dots, points symbols; the y axis's labels are on the
/// trailing side with a dim grid row at each, the x axis's below, the legend (series by
/// `.foregroundStyle(by:)`) under them. Without colours, points and the legend tell series apart by symbol.
/// Annotations, selection and scrolling are not there.
public struct Chart<Content: ChartContent>: View {
    /// The marks.
    let content: Content
    @Environment(\.chartXAxis) private var xAxis
    @Environment(\.chartYAxis) private var yAxis
    @Environment(\.chartLegend) private var legend
    @Environment(\.chartXDomain) private var xDomain
    @Environment(\.chartYDomain) private var yDomain
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.usesColor) private var usesColor

    /// A chart of the marks the builder makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of the marks each element of a collection makes.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == _ChartForEach<Data, C> {
        self.content = _ChartForEach(data: data, content: content)
    }

    /// The marks read once, their scales made, and a canvas that draws them at its size.
    public var body: some View {
        var marks: [_PlottedMark] = []
        content._appendMarks(to: &marks)
        let options = ChartPlot.ChartOptions(xAxis: xAxis, yAxis: yAxis, legend: legend, xDomain: xDomain, yDomain: yDomain)
        let plot = ChartPlot(marks: marks, options: options)
        var calendar = self.calendar
        calendar.timeZone = timeZone
        let labels = ChartLabels(locale: locale, calendar: calendar, timeZone: timeZone)
        let usesColor = self.usesColor
        return Canvas { context, size in
            var drawing = ChartDrawing(plot: plot, labels: labels, usesColor: usesColor)
            drawing.draw(in: &context, size: size)
        }
    }
}
