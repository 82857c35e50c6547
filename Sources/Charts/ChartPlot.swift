import Foundation
import TermUI

/// A chart's marks made ready to draw: bars stacked, series named, both axes' scales; then drawn into a
/// canvas of any size with the axes, grid and legend. Making it walks the marks once; drawing it walks them
/// again with the ticks, so a frame's work follows the marks, not the data behind them.
struct ChartPlot {
    /// A mark with its ends on each axis (bars stacked).
    struct Placed {
        let mark: _PlottedMark
        let x: [_PlotValue]
        let y: [_PlotValue]
    }

    let placed: [Placed]
    /// The series in the order they first appear.
    let series: [String]
    let xScale: ChartScale
    let yScale: ChartScale
    /// Whether bars lie along the x axis (x is the number, y the category).
    let horizontal: Bool
    let options: ChartOptions

    /// The axes, legend and domains a chart's modifiers set.
    struct ChartOptions {
        var xAxis = ChartAxisOptions()
        var yAxis = ChartAxisOptions()
        var legend = Visibility.automatic
        var xDomain: [_PlotValue]?
        var yDomain: [_PlotValue]?
    }

    /// The colours series take in turn, as Swift Charts' palette.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink, .brown, .mint, .indigo, .gray]
    /// The symbols series take in turn for points, and for every entry of the legend without colours.
    static let symbols = ["●", "■", "▲", "◆", "★", "✚", "○", "□", "△", "◇"]

    init(marks: [_PlottedMark], options: ChartOptions) {
        self.options = options
        var series: [String] = []
        for name in marks.compactMap(\.series) where !series.contains(name) { series.append(name) }
        self.series = series
        let isCategory: (_PlottedMark.Position) -> Bool = { position in
            position.values.contains { if case .category = $0 { true } else { false } }
                || { if case .value(_, let unit?) = position { unit != .second } else { false } }()
        }
        let horizontal = marks.contains { $0.kind == .bar && isCategory($0.y) && !isCategory($0.x) }
        self.horizontal = horizontal
        // Bars of one category stack: each starts where the one before it in that category ended.
        var stacks: [_PlotValue: Double] = [:]
        placed = marks.map { mark in
            guard mark.kind == .bar else { return Placed(mark: mark, x: mark.x.values, y: mark.y.values) }
            let (category, amount) = horizontal ? (mark.y, mark.x) : (mark.x, mark.y)
            guard case .value(let key, _) = category, case .value(let value, _) = amount, let number = value.number else {
                return Placed(mark: mark, x: mark.x.values, y: mark.y.values)
            }
            let start = stacks[key, default: 0]
            stacks[key] = start + number
            let span: [_PlotValue] = [.number(start), .number(start + number)]
            return horizontal ? Placed(mark: mark, x: span, y: [key]) : Placed(mark: mark, x: [key], y: span)
        }
        let bandedX = marks.contains { $0.kind == .bar && !horizontal && isCategory($0.x) }
        let bandedY = marks.contains { $0.kind == .bar && horizontal && isCategory($0.y) }
        xScale = ChartScale(values: placed.flatMap(\.x), banded: bandedX, domain: options.xDomain)
        yScale = ChartScale(values: placed.flatMap(\.y), banded: bandedY, domain: options.yDomain)
    }

    /// The colour of a mark: its own, its series', or the palette's first.
    func color(of mark: _PlottedMark) -> Color {
        if let color = mark.color { return color }
        guard let name = mark.series, let index = series.firstIndex(of: name) else { return Self.palette[0] }
        return Self.palette[index % Self.palette.count]
    }

    /// The symbol of a mark's series.
    func symbol(of mark: _PlottedMark) -> String {
        guard let name = mark.series, let index = series.firstIndex(of: name) else { return Self.symbols[0] }
        return Self.symbols[index % Self.symbols.count]
    }
}
