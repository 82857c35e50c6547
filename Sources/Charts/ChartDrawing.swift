import Foundation
import TermUI

/// Where a chart's parts go in its canvas, and drawing them: the grid and labels first, then the marks in
/// order (bars and areas as blocks, lines and rules as braille, points as symbols), the marks' annotations, then
/// the legend.
struct ChartDrawing {
    let plot: ChartPlot
    let labels: ChartLabels
    let usesColor: Bool

    /// The plot's rectangle in the canvas.
    private(set) var area = CGRect.zero
    private var xScale: ChartScale
    private var yScale: ChartScale

    init(plot: ChartPlot, labels: ChartLabels, usesColor: Bool) {
        self.plot = plot
        self.labels = labels
        self.usesColor = usesColor
        xScale = plot.xScale
        yScale = plot.yScale
    }

    /// Draws the chart in a canvas of `size` cells.
    mutating func draw(in context: inout GraphicsContext, size: CGSize) {
        let showsLegend = plot.options.legend != .hidden && !plot.series.isEmpty
        let showsX = plot.options.xAxis.visibility != .hidden
        let showsY = plot.options.yAxis.visibility != .hidden
        let bottomRows = (showsX ? 1 : 0) + (showsLegend ? 1 : 0)
        let height = max(1, size.height - CGFloat(bottomRows))
        let yMarks = plot.options.yAxis.marks
        let yCount = Self.tickCount(room: Int(height) / 3, marks: yMarks)
        yScale = plot.yScale.rounded(toTicks: yCount, domainGiven: plot.options.yDomain != nil)
        let yTicks = showsY ? yScale.ticks(count: yCount, values: yMarks?.values, calendar: labels.calendar) : []
        let yLabels = self.labels(of: yTicks, marks: yMarks)
        let labelWidth = yLabels.map { context.resolve(Text(verbatim: $0)).measure(in: size).width }.max().map { $0 + 1 } ?? 0
        let leading = yMarks?.position == .leading
        area = CGRect(x: leading ? labelWidth : 0, y: 0, width: max(1, size.width - labelWidth), height: height)
        let xMarks = plot.options.xAxis.marks
        let xCount = Self.tickCount(room: Int(area.width) / 10, marks: xMarks)
        xScale = plot.xScale.rounded(toTicks: xCount, domainGiven: plot.options.xDomain != nil)
        let xTicks = showsX ? xScale.ticks(count: xCount, values: xMarks?.values, calendar: labels.calendar) : []

        drawYAxis(yTicks, labels: yLabels, marks: yMarks, leading: leading, in: &context)
        drawXAxis(xTicks, labels: self.labels(of: xTicks, marks: xMarks), marks: xMarks, in: &context)
        drawMarks(in: &context)
        if showsLegend { drawLegend(at: size.height - 1, in: &context) }
    }

    /// How many ticks an axis has room for, or fewer when its marks ask for fewer.
    private static func tickCount(room: Int, marks: AxisMarks?) -> Int {
        let room = max(2, room)
        if case .automatic(let wanted?)? = marks?.values.choice { return max(1, min(wanted, room)) }
        return room
    }

    /// Each tick's label: its axis mark's format, else the axis's own.
    private func labels(of ticks: [_PlotValue], marks: AxisMarks?) -> [String] {
        let own = labels.labels(of: ticks)
        guard let marks else { return own }
        return ticks.enumerated().map { index, tick in
            let parts = marks.content(AxisValue(value: tick, index: index, count: ticks.count))
            for case .label(let format) in parts { return format?(tick) ?? own[index] }
            return ""
        }
    }

    /// Whether an axis's marks have a part (every part, when the axis has no marks of its own).
    private func has(_ part: (_AxisPart) -> Bool, _ marks: AxisMarks?, _ tick: _PlotValue) -> Bool {
        guard let marks else { return true }
        return marks.content(AxisValue(value: tick, index: 0, count: 1)).contains(where: part)
    }

    private func drawYAxis(_ ticks: [_PlotValue], labels: [String], marks: AxisMarks?, leading: Bool, in context: inout GraphicsContext) {
        let grid = Text(verbatim: String(repeating: "┈", count: Int(area.width))).foregroundStyle(.secondary)
        for (tick, label) in zip(ticks, labels) {
            guard let y = y(of: tick) else { continue }
            let row = min(area.maxY - 1, max(area.minY, y.rounded(.down)))
            if !yScale.isBanded, has({ if case .gridLine = $0 { true } else { false } }, marks, tick) {
                context.draw(grid, at: CGPoint(x: area.minX, y: row), anchor: .topLeading)
            }
            let text = Text(verbatim: label).foregroundStyle(.secondary)
            if leading {
                context.draw(text, at: CGPoint(x: area.minX - 1, y: row), anchor: .topTrailing)
            } else {
                context.draw(text, at: CGPoint(x: area.maxX + 1, y: row), anchor: .topLeading)
            }
        }
    }

    private func drawXAxis(_ ticks: [_PlotValue], labels: [String], marks: AxisMarks?, in context: inout GraphicsContext) {
        let band = xScale.isBanded ? max(1, (area.width * xScale.bandWidth).rounded(.down)) : 0
        // Each band's label centred in it while every label fits its band less a space; when one does not, the
        // labels are drawn whole, as many as fit with a space between (every other month, as Swift Charts
        // leaves out labels that would collide), never cut to "J…".
        let room = max(1, band - (band > 2 ? 1 : 0))
        let fitsBands = xScale.isBanded && labels.allSatisfy {
            context.resolve(Text(verbatim: $0)).measure(in: .zero).width <= room
        }
        var end = -CGFloat.infinity
        for (tick, label) in zip(ticks, labels) where !label.isEmpty {
            guard let x = x(of: tick) else { continue }
            let text = context.resolve(Text(verbatim: label).foregroundStyle(.secondary))
            if fitsBands {
                let width = text.measure(in: .zero).width
                context.draw(Text(verbatim: label).foregroundStyle(.secondary),
                             in: CGRect(x: (x - width / 2).rounded(), y: area.maxY, width: width, height: 1))
                continue
            }
            let width = text.measure(in: .zero).width
            let start = min(area.maxX - width, max(area.minX, (x - width / 2).rounded()))
            guard start > end + (xScale.isBanded ? 1 : 0) else { continue }
            context.draw(text, at: CGPoint(x: start, y: area.maxY), anchor: .topLeading)
            end = start + width
        }
    }

    private func drawMarks(in context: inout GraphicsContext) {
        var lines: [String?: [CGPoint]] = [:], lineColors: [String?: Color] = [:], lineOrder: [String?] = []
        var areas: [String?: [(CGFloat, CGFloat, CGFloat)]] = [:], areaColors: [String?: Color] = [:], areaOrder: [String?] = []
        // Drawn after every mark, as Swift Charts puts them above the marks: a rule drawn after a bar never cuts
        // the amount written after it.
        var annotations: [(CGRect, (position: AnnotationPosition, text: Text))] = []
        for placed in plot.placed {
            let shading = GraphicsContext.Shading.color(plot.color(of: placed.mark))
            switch placed.mark.kind {
            case .bar:
                guard let rect = barRect(placed) else { continue }
                context.fill(Path(rect), with: shading)
                if let annotation = placed.mark.annotation { annotations.append((rect, annotation)) }
            case .line, .point:
                guard let x = placed.x.first.flatMap(x(of:)), let y = placed.y.first.flatMap(y(of:)) else { continue }
                let point = CGPoint(x: x, y: min(area.maxY - 0.01, y))
                if let annotation = placed.mark.annotation { annotations.append((CGRect(origin: point, size: .zero), annotation)) }
                if placed.mark.kind == .point || !usesColor && plot.series.count > 1 {
                    context.draw(Text(verbatim: plot.symbol(of: placed.mark)).foregroundStyle(plot.color(of: placed.mark)),
                                 at: CGPoint(x: point.x.rounded(.down), y: point.y.rounded(.down)), anchor: .topLeading)
                }
                if placed.mark.kind == .line {
                    let key = placed.mark.series
                    if lines[key] == nil { lineOrder.append(key) }
                    lines[key, default: []].append(point)
                    lineColors[key] = plot.color(of: placed.mark)
                }
            case .area:
                guard let x = placed.x.first.flatMap(x(of:)), let top = placed.y.last.flatMap(y(of:)) else { continue }
                let bottom = placed.y.count > 1 ? placed.y.first.flatMap(y(of:)) ?? area.maxY : y(of: .number(0)) ?? area.maxY
                let key = placed.mark.series
                if areas[key] == nil { areaOrder.append(key) }
                areas[key, default: []].append((x, top, bottom))
                areaColors[key] = plot.color(of: placed.mark)
            case .rule:
                drawRule(placed, with: shading, in: &context)
            }
        }
        for key in areaOrder {
            guard let points = areas[key], points.count > 1 else { continue }
            var path = Path()
            path.addLines(points.map { CGPoint(x: $0.0, y: $0.1) } + points.reversed().map { CGPoint(x: $0.0, y: $0.2) })
            path.closeSubpath()
            context.fill(path, with: .color(areaColors[key] ?? ChartPlot.palette[0]))
        }
        for key in lineOrder {
            guard let points = lines[key] else { continue }
            var path = Path()
            path.addLines(points)
            context.stroke(path, with: .color(lineColors[key] ?? ChartPlot.palette[0]))
        }
        for (rect, annotation) in annotations { annotate(rect, with: annotation, in: &context) }
    }

    /// Draws an annotation beside a mark's rectangle: above it, or after a horizontal bar's end, unless told.
    private func annotate(_ rect: CGRect, with annotation: (position: AnnotationPosition, text: Text), in context: inout GraphicsContext) {
        var position = annotation.position
        if position == .automatic { position = plot.horizontal ? .trailing : .top }
        let text = annotation.text
        switch position {
        case .trailing:
            context.draw(text, at: CGPoint(x: rect.maxX.rounded(.up) + 1, y: rect.minY.rounded(.down)), anchor: .topLeading)
        case .leading:
            context.draw(text, at: CGPoint(x: rect.minX.rounded(.down) - 1, y: rect.minY.rounded(.down)), anchor: .topTrailing)
        case .bottom:
            context.draw(text, at: CGPoint(x: rect.midX, y: rect.maxY.rounded(.up)), anchor: .top)
        case .overlay:
            context.draw(text, at: CGPoint(x: rect.midX, y: rect.midY.rounded(.down)), anchor: .top)
        case .top, .automatic:
            context.draw(text, at: CGPoint(x: rect.midX, y: rect.minY.rounded(.down) - 1), anchor: .top)
        }
    }

    /// A bar's rectangle: whole cells across its band, its length to the exact value.
    private func barRect(_ placed: ChartPlot.Placed) -> CGRect? {
        if plot.horizontal {
            guard let row = placed.y.first.flatMap(y(of:)), let start = placed.x.first.flatMap(x(of:)),
                let end = placed.x.last.flatMap(x(of:)) else { return nil }
            // One row, the row of its label: a terminal's rows are too coarse for thicker bars to read well.
            let top = min(area.maxY - 1, max(area.minY, row.rounded(.down)))
            return CGRect(x: min(start, end), y: top, width: abs(end - start), height: 1)
        }
        guard let column = placed.x.first.flatMap(x(of:)), let start = placed.y.first.flatMap(y(of:)),
            let end = placed.y.last.flatMap(y(of:)) else { return nil }
        let band = xScale.isBanded ? area.width * xScale.bandWidth : 1
        let thickness = max(1, band >= 3 ? (band * 0.6).rounded(.down) : band.rounded(.down))
        let left = (column - thickness / 2).rounded()
        return CGRect(x: left, y: min(start, end), width: thickness, height: abs(end - start))
    }

    private func drawRule(_ placed: ChartPlot.Placed, with shading: GraphicsContext.Shading, in context: inout GraphicsContext) {
        var path = Path()
        if placed.x.count <= 1, let y = placed.y.first.flatMap(y(of:)), placed.y.count == 1 {
            let row = min(area.maxY - 0.01, y)
            let xs = placed.x.isEmpty ? [area.minX, area.maxX - 0.01] : [area.minX, area.maxX - 0.01]
            path.addLines(xs.map { CGPoint(x: $0, y: row) })
        } else if placed.y.count <= 1, placed.x.count == 1, let x = placed.x.first.flatMap(x(of:)) {
            let ys = placed.y.isEmpty ? [area.minY, area.maxY - 0.01] : [area.minY, min(area.maxY - 0.01, placed.y.first.flatMap(y(of:)) ?? area.maxY)]
            path.addLines(ys.map { CGPoint(x: x, y: $0) })
        } else if placed.y.count == 2, let x = placed.x.first.flatMap(x(of:)), let a = y(of: placed.y[0]), let b = y(of: placed.y[1]) {
            // Across categories, from the first one's band to the last one's, their edges included: one category
            // (`yStart` and `yEnd` the same) is its band, as a limit beside its bar.
            // The bands' edges in whole rows, so that the rule is whole cells of dots, never a cell's few.
            let half = yScale.isBanded ? area.height * yScale.bandWidth / 2 : 0
            let top: CGFloat = yScale.isBanded ? (min(a, b) - half).rounded() : min(a, b)
            let bottom: CGFloat = yScale.isBanded ? max(top + 1, (max(a, b) + half).rounded()) - 0.01 : max(a, b)
            let ends: [CGFloat] = [max(area.minY, top), max(area.minY, min(area.maxY - 0.01, bottom))]
            path.addLines(ends.map { CGPoint(x: x, y: $0) })
        } else if placed.x.count == 2, let y = placed.y.first.flatMap(y(of:)), let a = x(of: placed.x[0]), let b = x(of: placed.x[1]) {
            path.addLines([CGPoint(x: a, y: min(area.maxY - 0.01, y)), CGPoint(x: b, y: min(area.maxY - 0.01, y))])
        }
        context.stroke(path, with: shading)
    }

    /// The legend on one row: each series' colour (or, without colours, its symbol) and name.
    private func drawLegend(at row: CGFloat, in context: inout GraphicsContext) {
        var x = area.minX
        for (index, name) in plot.series.enumerated() {
            let color = ChartPlot.palette[index % ChartPlot.palette.count]
            let symbol = usesColor ? "■" : ChartPlot.symbols[index % ChartPlot.symbols.count]
            let entry = Text(verbatim: symbol).foregroundStyle(color) + Text(verbatim: " " + name)
            let width = context.resolve(entry).measure(in: .zero).width
            context.draw(entry, at: CGPoint(x: x, y: row), anchor: .topLeading)
            x += width + 2
        }
    }

    /// Where a value is across the plot.
    private func x(of value: _PlotValue) -> CGFloat? {
        xScale.fraction(of: value).map { area.minX + CGFloat($0) * area.width }
    }

    /// Where a value is down the plot: the largest number at the top, the first category at the top.
    private func y(of value: _PlotValue) -> CGFloat? {
        let banded = yScale.isBanded
        return yScale.fraction(of: value).map { area.minY + CGFloat(banded ? $0 : 1 - $0) * area.height }
    }
}
