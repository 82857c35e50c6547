import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// The raster under paths and charts: lines as braille dots, fills as whole, eighth and quadrant blocks.
struct VectorRasterTests {
    private func text(_ size: Size, _ draw: (inout VectorRaster) -> Void) -> [String] {
        var raster = VectorRaster(area: size, extent: nil)
        draw(&raster)
        var canvas = CellCanvas(columns: size.width, rows: size.height)
        canvas.draw(raster, at: Point(x: 0, y: 0), style: .plain)
        return canvas.lines
    }

    @Test func brailleDotsFollowUnicodesNumbering() {
        var dots = BrailleDots.none
        dots.insert(column: 0, row: 0)
        #expect(dots.scalar == 0x2801)
        dots.insert(column: 1, row: 3)
        #expect(dots.scalar == 0x2881, "dot 8 is the bottom right")
        #expect(BrailleDots(scalar: 0x28FF)?.contains(column: 0, row: 3) == true)
        #expect(BrailleDots(scalar: 0x41) == nil)
    }

    @Test func aHorizontalLineIsARowOfDots() {
        let lines = text(Size(width: 3, height: 1)) { $0.stroke([CGPoint(x: 0, y: 0.1), CGPoint(x: 2.9, y: 0.1)]) }
        #expect(lines == ["⠉⠉⠉"])
    }

    @Test func aDiagonalLineStepsADotAtATime() {
        let lines = text(Size(width: 2, height: 2)) { $0.stroke([CGPoint(x: 0, y: 0), CGPoint(x: 1.99, y: 1.99)]) }
        // Two dots across and four down a cell: the line runs down each cell's left, then right column.
        #expect(lines == ["⢣ ", " ⢣"])
    }

    @Test func linesCrossingInACellKeepBothDots() {
        var raster = VectorRaster(area: Size(width: 1, height: 1), extent: nil)
        raster.stroke([CGPoint(x: 0, y: 0.1), CGPoint(x: 0.9, y: 0.1)])
        var canvas = CellCanvas(columns: 1, rows: 1)
        canvas.draw(raster, at: Point(x: 0, y: 0), style: .plain)
        var second = VectorRaster(area: Size(width: 1, height: 1), extent: nil)
        second.stroke([CGPoint(x: 0.1, y: 0.9), CGPoint(x: 0.9, y: 0.9)])
        canvas.draw(second, at: Point(x: 0, y: 0), style: .plain)
        #expect(canvas.lines == ["⣉"])
    }

    @Test func aFilledBarEndsInAnEighthBlock() {
        // A bar 2.25 cells tall from the bottom of three rows: two whole cells and a quarter one.
        let bar = [CGPoint(x: 0, y: 0.75), CGPoint(x: 1, y: 0.75), CGPoint(x: 1, y: 3), CGPoint(x: 0, y: 3)]
        #expect(text(Size(width: 1, height: 3)) { $0.fill([bar]) } == ["▂", "█", "█"])
        let across = [CGPoint(x: 0, y: 0), CGPoint(x: 1.5, y: 0), CGPoint(x: 1.5, y: 1), CGPoint(x: 0, y: 1)]
        #expect(text(Size(width: 3, height: 1)) { $0.fill([across]) } == ["█▌ "])
    }

    @Test func aBarToInfinityIsFilledToTheEdgeAndOneOfNoNumberIsNot() {
        // A chart's bar for a sum that overflowed: it reaches past the area, to the edge and no further.
        let infinite = [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: CGFloat.infinity, y: 1), CGPoint(x: 0, y: 1)]
        #expect(text(Size(width: 3, height: 1)) { $0.fill([infinite]) } == ["███"])
        let backwards = [CGPoint(x: -CGFloat.infinity, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: -CGFloat.infinity, y: 1)]
        #expect(text(Size(width: 3, height: 1)) { $0.fill([backwards]) } == ["█  "])
        let notANumber = [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 0, y: 1)]
        #expect(text(Size(width: 3, height: 1)) { $0.fill([notANumber]) } == ["   "])
    }

    @Test func aSlopeIsShownByTheMeanHeightOfItsColumns() {
        // A triangle whose top edge rises from half a cell to a whole one across the cell.
        let slope = [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]
        #expect(text(Size(width: 1, height: 1)) { $0.fill([slope]) } == ["▆"])
    }

    @Test func evenOddLeavesTheHoleOfARing() {
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 3), CGPoint(x: 0, y: 3)]
        let inner = [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 1, y: 2)]
        #expect(text(Size(width: 3, height: 3)) { $0.fill([outer, inner], evenOdd: true) } == ["███", "█ █", "███"])
        #expect(text(Size(width: 3, height: 3)) { $0.fill([outer, inner]) } == ["███", "███", "███"], "both wind the same way")
    }

    @Test func coverageBlocksAreTheClosestCharacters() {
        #expect(CellCoverage(mask: CellCoverage.rows(4..<8)).character == "▄")
        #expect(CellCoverage(mask: CellCoverage.rows(0..<4)).character == "▀")
        #expect(CellCoverage(mask: CellCoverage.columns(0..<3)).character == "▍")
        #expect(CellCoverage(mask: CellCoverage.columns(4..<8)).character == "▐")
        #expect(CellCoverage(mask: CellCoverage.rows(0..<4) & CellCoverage.columns(0..<4)).character == "▘")
        #expect(CellCoverage(mask: 0).character == nil)
        #expect(CellCoverage.full.character == "█")
    }

    @Test func aRasterHoldsOnlyTheCellsItsExtentReaches() {
        let raster = VectorRaster(area: Size(width: 200, height: 50), extent: CGRect(x: 10.5, y: 3, width: 2, height: 1))
        #expect(raster.bounds.width <= 5 && raster.bounds.height <= 3)
        #expect(raster.bounds.contains(Point(x: 11, y: 3)))
    }
}
