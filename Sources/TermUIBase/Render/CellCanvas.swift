/// A grid of cells that views draw into, one frame of the screen. (Named `CellCanvas` because `Canvas` is
/// SwiftUI's view of immediate-mode drawing, which TermUI has too.)
///
/// Drawing is clipped to `clip`; wide characters take two cells, and drawing over half of one clears the other
/// half so the grid always describes what a terminal can show.
public struct CellCanvas: Sendable {
    /// Width in columns.
    public let columns: Int
    /// Height in rows.
    public let rows: Int
    /// The cells, row by row. Changed only by the canvas's own methods (not private, so that the drawing
    /// methods below are inlined into the views' module, where a closure that restyles each cell is inlined too).
    @usableFromInline var cells: [Cell]
    /// Where drawing may land; outside it, drawing is dropped.
    @usableFromInline var clip: Rect
    /// The pictures drawn as images, with the cells each drew under itself (`CellCanvas+Images.swift`).
    @usableFromInline var imageRecords: [ImageRecord] = []

    /// A blank canvas of the given size.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
        clip = Rect(x: 0, y: 0, width: self.columns, height: self.rows)
    }

    @inlinable package var bounds: Rect { Rect(x: 0, y: 0, width: columns, height: rows) }

    /// Where drawing lands now: the clip (a scroll view's viewport, while its content draws).
    @inlinable package var visibleRect: Rect { clip }

    /// The cell at a column and row.
    @inlinable public subscript(column: Int, row: Int) -> Cell {
        cells[row * columns + column]
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * columns)..<((row + 1) * columns)]
    }

    /// The text of one row, as the terminal shows it (wide characters once).
    public func text(ofRow row: Int) -> String {
        var line = ""
        line.reserveCapacity(columns)
        for cell in self.row(row) where !cell.isContinuation {
            line.append(cell.character)
        }
        return line
    }

    /// Every row's text, top to bottom.
    public var lines: [String] { (0..<rows).map { text(ofRow: $0) } }

    /// Blanks every cell and resets the clip.
    @inlinable package mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        clip = bounds
        imageRecords.removeAll(keepingCapacity: true)
    }

    /// Runs `body` with the cells, row by row, for changing them in place.
    mutating func withMutableCells<Result>(_ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
        cells.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Runs `body` with the cells, row by row, for reading without copies.
    package func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        cells.withUnsafeBufferPointer(body)
    }

    /// Runs `body` with drawing clipped to `rect` as well as to the current clip.
    @inlinable package mutating func withClip(_ rect: Rect, _ body: (inout CellCanvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        if !clip.isEmpty { body(&self) }
        clip = saved
    }

    /// Puts one glyph at a position; returns how many columns it took (0 when clipped away).
    @inlinable @discardableResult
    package mutating func put(_ glyph: Glyph, at point: Point, style: CellStyle) -> Int {
        guard clip.contains(point) else { return 0 }
        let width = glyph.width
        if width == 2 && !clip.contains(Point(x: point.x + 1, y: point.y)) {
            // Half a wide character cannot be shown: leave a blank in its place.
            put(Glyph(character: " ", width: 1), at: point, style: style)
            return 1
        }
        let index = point.y * columns + point.x
        releaseCell(at: index, x: point.x)
        if width == 2 { releaseCell(at: index + 1, x: point.x + 1) }
        var merged = style
        if !merged.hasBackground { merged.background = cells[index].style.background }
        cells[index] = Cell(code: glyph.code, width: UInt8(width), style: merged)
        if width == 2 {
            cells[index + 1] = Cell(code: 0x20, width: 0, style: merged)
        }
        return width
    }

    /// Draws glyphs left to right from a position, stopping at `maxWidth` columns; returns the columns used.
    @inlinable @discardableResult
    package mutating func draw(_ glyphs: some Sequence<Glyph>, at point: Point, maxWidth: Int, style: CellStyle) -> Int {
        var x = point.x
        let limit = point.x + maxWidth
        for glyph in glyphs {
            if x + glyph.width > limit { break }
            put(glyph, at: Point(x: x, y: point.y), style: style)
            x += glyph.width
        }
        return x - point.x
    }

    /// Draws a plain string (already safe: no control characters) from a position.
    @inlinable @discardableResult
    package mutating func draw(_ string: String, at point: Point, maxWidth: Int? = nil, style: CellStyle) -> Int {
        draw(Glyph.glyphs(of: string), at: point, maxWidth: maxWidth ?? columns, style: style)
    }

    /// Draws glyphs from a position within a width, ending with "…" when they do not all fit (a cut that
    /// shows), and returns the columns used.
    @inlinable @discardableResult
    package mutating func drawTruncated(_ glyphs: [Glyph], at point: Point, maxWidth: Int, style: CellStyle) -> Int {
        guard maxWidth > 0 else { return 0 }
        guard glyphs.reduce(0, { $0 + $1.width }) > maxWidth else {
            return draw(glyphs, at: point, maxWidth: maxWidth, style: style)
        }
        let used = draw(glyphs, at: point, maxWidth: maxWidth - 1, style: style)
        put(Glyph(character: "…", width: 1), at: Point(x: point.x + used, y: point.y), style: style)
        return used + 1
    }

    /// Fills a rectangle with blank cells in the given style.
    @inlinable package mutating func fill(_ rect: Rect, style: CellStyle) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * columns + x
                releaseCell(at: index, x: x)
                cells[index] = Cell(code: 0x20, width: 1, style: style)
            }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the characters.
    @inlinable package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                change(&cells[y * columns + x].style)
            }
        }
    }

    /// Changes the style of the text cells in a rectangle, as a highlight does: cells of graphics (pictures,
    /// bars, lines: see `TerminalStyleMapping.isGraphic`, and cells marked `.graphic`) keep theirs.
    @inlinable package mutating func restyleText(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * columns + x
                if cells[index].hasGraphicCharacter || cells[index].style.attributes.contains(.graphic) { continue }
                change(&cells[index].style)
            }
        }
    }

    /// Before a cell is overwritten, blanks the other half of a wide character it belongs to.
    @inlinable mutating func releaseCell(at index: Int, x: Int) {
        let cell = cells[index]
        if cell.width == 0, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = Cell(code: 0x20, width: 1, style: cells[index - 1].style)
        } else if cell.width == 2, x + 1 < columns {
            cells[index + 1] = Cell(code: 0x20, width: 1, style: cells[index + 1].style)
        }
    }
}

extension CellCanvas {
    /// Dims every cell in a rectangle, as under a sheet: grey text (faint on the scheme's background), no
    /// background colours, no bold.
    package mutating func dim(_ rect: Rect, colorScheme: ColorScheme) {
        let grey = SurfaceColors(colorScheme).dimmedText
        restyle(rect) { style in
            style.background = nil
            style.foreground = grey
            style.attributes = .dim
        }
    }
}

extension CellCanvas {
    /// Copies the cells of some columns of a row from another canvas of the same size (a frame's run, applied to
    /// a copy of the screen).
    package mutating func copy(_ columns: Range<Int>, ofRow row: Int, from other: CellCanvas) {
        let start = row * self.columns
        cells[(start + columns.lowerBound)..<(start + columns.upperBound)] =
            other.cells[(start + columns.lowerBound)..<(start + columns.upperBound)]
    }
}
