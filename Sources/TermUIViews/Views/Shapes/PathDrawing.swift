import Foundation
import TermUIBase

extension CellCanvas {
    /// Fills a path (in cells, its origin at `origin`) with blocks in a style: whole blocks inside, eighth
    /// blocks at its edges where they fit, braille where nothing else does.
    mutating func fill(_ path: Path, at origin: Point, area: Size, evenOdd: Bool = false, style: CellStyle) {
        let subpaths = path.subpaths(flatness: 0.125)
        guard !subpaths.isEmpty else { return }
        var raster = VectorRaster(area: area, extent: path.boundingRect)
        raster.fill(subpaths.map(\.points), evenOdd: evenOdd)
        draw(raster, at: origin, style: style)
    }

    /// Strokes a path (in cells, its origin at `origin`) with braille dots, one dot wide, in a style; with a
    /// dash pattern, only its dashes, the pattern starting again with each subpath.
    mutating func stroke(_ path: Path, at origin: Point, area: Size, dash: DashPattern? = nil, style: CellStyle) {
        let subpaths = path.subpaths(flatness: 0.25)
        guard !subpaths.isEmpty else { return }
        var raster = VectorRaster(area: area, extent: path.boundingRect)
        for subpath in subpaths {
            let line = subpath.isClosed ? subpath.points + subpath.points.prefix(1) : subpath.points
            if let dash {
                for piece in dash.pieces(of: line) { raster.stroke(piece) }
            } else {
                raster.stroke(line)
            }
        }
        draw(raster, at: origin, style: style)
    }
}
