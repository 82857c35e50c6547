import Foundation

/// Lines and filled polygons turned into cells: lines as braille dots (two by four a cell), fills as the
/// cells' coverage (`CellCoverage`: whole blocks, eighth blocks where whole cells are too coarse).
///
/// Coordinates are in cells, as a view's points are in TermUI: (0, 0) is the top-left corner of the area's
/// first cell, (1, 1) its bottom-right corner. A raster covers only the cells a drawing can reach (its
/// bounds clipped to the area), so the work is proportional to what is drawn.
package struct VectorRaster {
    /// The cells this raster holds, in the coordinates of the area drawn in.
    let bounds: Rect
    /// Each cell's dots, row by row.
    private(set) var dots: [BrailleDots]
    /// Each cell's coverage, row by row.
    private(set) var coverage: [CellCoverage]

    /// A raster for the cells of `area` that `extent` (in cells, nil for all) reaches.
    package init(area: Size, extent: CGRect?) {
        var bounds = Rect(x: 0, y: 0, width: area.width, height: area.height)
        if let extent, !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite {
            // The cells the extent touches, and one more each way for dots on its edges.
            func cell(_ value: CGFloat, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
                Int(max(-1, min(Double(limit) + 1, value.rounded(rule))))
            }
            let minX = cell(extent.minX, .down, limit: area.width) - 1, minY = cell(extent.minY, .down, limit: area.height) - 1
            let maxX = cell(extent.maxX, .up, limit: area.width) + 1, maxY = cell(extent.maxY, .up, limit: area.height) + 1
            bounds = bounds.intersection(Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)))
        }
        self.bounds = bounds
        let count = max(0, bounds.width * bounds.height)
        dots = Array(repeating: .none, count: count)
        coverage = Array(repeating: CellCoverage(mask: 0), count: count)
    }

    /// The index of a cell, or nil outside the raster.
    private func index(x: Int, y: Int) -> Int? {
        guard x >= bounds.minX, x < bounds.maxX, y >= bounds.minY, y < bounds.maxY else { return nil }
        return (y - bounds.minY) * bounds.width + (x - bounds.minX)
    }

    /// Sets the dot at a dot position (x in half cells, y in quarter cells).
    mutating func setDot(x: Int, y: Int) {
        let cellX = x >= 0 ? x / 2 : (x - 1) / 2, cellY = y >= 0 ? y / 4 : (y - 3) / 4
        guard let index = index(x: cellX, y: cellY) else { return }
        dots[index].insert(column: x - cellX * 2, row: y - cellY * 4)
    }

    /// Draws a line through points (in cells) with dots: each point's dot, and the dots between.
    package mutating func stroke(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        if points.count == 1 { plot(first) }
        for (start, end) in zip(points, points.dropFirst()) {
            let dx = (end.x - start.x) * 2, dy = (end.y - start.y) * 4
            let steps = Int(min(4096, max(abs(dx), abs(dy)).rounded(.up)))
            guard steps > 0 else { plot(start); continue }
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                plot(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
        }
    }

    /// Sets the dot a point (in cells) falls in.
    private mutating func plot(_ point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else { return }
        setDot(x: Int((point.x * 2).rounded(.down)), y: Int((point.y * 4).rounded(.down)))
    }

    /// Fills closed polygons (in cells; each closes from its last point to its first): a sample of a cell is
    /// covered when its centre is inside, by the non-zero winding rule or, with `evenOdd`, the even-odd rule.
    package mutating func fill(_ polygons: [[CGPoint]], evenOdd: Bool = false) {
        let edges = polygons.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + polygon.prefix(1)).filter { $0.0.y != $0.1.y && $0.0.y.isFinite && $0.1.y.isFinite }
        }
        guard !edges.isEmpty, !bounds.isEmpty else { return }
        var crossings: [(x: Double, winding: Int)] = []
        for sampleRow in (bounds.minY * 8)..<(bounds.maxY * 8) {
            let y = (Double(sampleRow) + 0.5) / 8
            crossings.removeAll(keepingCapacity: true)
            for (start, end) in edges where (start.y <= y) != (end.y <= y) {
                // An upright edge crosses at its x, even an infinite one (the formula would make it no number).
                let x = start.x == end.x ? start.x : start.x + (y - start.y) / (end.y - start.y) * (end.x - start.x)
                crossings.append((x, end.y > start.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (crossing, next) in zip(crossings, crossings.dropFirst()) {
                winding = evenOdd ? (winding + 1) & 1 : winding + crossing.winding
                if winding != 0 { cover(row: sampleRow, from: crossing.x, to: next.x) }
            }
        }
    }

    /// Covers the samples of one sample row whose centres lie between two x positions (in cells).
    /// Positions past the raster (an infinite one among them, from a chart's infinite value) cover up to its
    /// edge; a position that is not a number covers nothing.
    private mutating func cover(row sampleRow: Int, from startX: Double, to endX: Double) {
        let lowest = Double(bounds.minX * 8), highest = Double(bounds.maxX * 8)
        func firstSample(from x: Double) -> Int? {
            let sample = (x * 8 - 0.5).rounded(.up)
            return sample.isNaN ? nil : Int(min(highest, max(lowest, sample)))
        }
        guard let first = firstSample(from: startX), let end = firstSample(from: endX) else { return }
        let last = min(bounds.maxX * 8 - 1, end - 1)
        guard first <= last else { return }
        let cellY = sampleRow / 8, row = sampleRow % 8
        var sample = first
        while sample <= last {
            let cellX = sample / 8, column = sample % 8
            let count = min(8 - column, last - sample + 1)
            let bits = UInt64(((1 << count) - 1) << column) << UInt64(row * 8)
            if let index = index(x: cellX, y: cellY) { coverage[index].mask |= bits }
            sample += count
        }
    }

    /// Every cell with something drawn: its position (in the area's cells), dots and coverage.
    func forEachDrawnCell(_ body: (Point, BrailleDots, CellCoverage) -> Void) {
        for y in 0..<bounds.height {
            for x in 0..<bounds.width {
                let index = y * bounds.width + x
                if dots[index] != .none || coverage[index].mask != 0 {
                    body(Point(x: bounds.minX + x, y: bounds.minY + y), dots[index], coverage[index])
                }
            }
        }
    }
}
