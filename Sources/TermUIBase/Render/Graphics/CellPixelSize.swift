/// The size of one cell of the terminal in pixels, which pictures sent as images are scaled for.
public struct CellPixelSize: Hashable, Sendable {
    /// The width of a cell in pixels.
    public var width: Int
    /// The height of a cell in pixels.
    public var height: Int

    /// A cell of `width` by `height` pixels; nil unless both are at least 1 (and at most 1000, more than any
    /// terminal's cell, which a report that is not one could claim).
    public init?(width: Int, height: Int) {
        guard (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// The size taken when the terminal does not say: 10 by 20, a cell twice as tall as wide, as half blocks
    /// assume.
    public static let assumed = CellPixelSize(uncheckedWidth: 10, height: 20)

    private init(uncheckedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The cell size of a terminal window of `columns` by `rows` cells that is `pixelWidth` by `pixelHeight`
    /// pixels (`TIOCGWINSZ`'s pixel fields, or the window's size a terminal reports); nil where a size is 0
    /// (the terminal did not say).
    public init?(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return nil }
        self.init(width: pixelWidth / columns, height: pixelHeight / rows)
    }
}
