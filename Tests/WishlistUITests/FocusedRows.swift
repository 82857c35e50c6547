import Foundation
@testable import TermUITesting
@testable import TermUIViews
@testable import WishlistUI

extension TestDriver {
    /// The rows drawn with focus, as the top left cells of their highlights: white text on a colour other than
    /// the inactive selection's. A highlight is a run of such cells (four at least) whose left neighbour is not
    /// one (nor a bar, which a highlight goes around), and one starting in the same column on the line above
    /// belongs to the same row of several lines.
    func focusedRows(size: TerminalSize) -> [(column: Int, row: Int)] {
        let surfaces = SurfaceColors(.dark)
        func looksFocused(_ column: Int, _ row: Int) -> Bool {
            let cell = style(atColumn: column, row: row)
            return cell.foreground == surfaces.textOnAccent && cell.background != nil
                && cell.background != surfaces.inactiveSelection && cell.background != surfaces.destructiveAction
        }
        func startsHighlight(_ column: Int, _ row: Int) -> Bool {
            guard looksFocused(column, row), column + 3 < size.columns, (column..<(column + 4)).allSatisfy({ looksFocused($0, row) })
            else { return false }
            return column == 0 || !(looksFocused(column - 1, row) || style(atColumn: column - 1, row: row).attributes.contains(.graphic))
        }
        return (0..<size.rows).flatMap { row in
            (0..<size.columns).filter { startsHighlight($0, row) && !(row > 0 && startsHighlight($0, row - 1)) }.map { ($0, row) }
        }
    }
}
