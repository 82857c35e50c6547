/// The characters of a box drawn around content.
package struct BoxCharacters: Sendable {
    /// The corners.
    package let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    /// The lines along the top and bottom, and along the sides.
    let horizontal: Character, vertical: Character

    /// Square corners: ┌─┐.
    package static let square = BoxCharacters(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Rounded corners: ╭─╮.
    package static let rounded = BoxCharacters(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
}

extension CellCanvas {
    /// Draws a box along the edges of a rectangle.
    package mutating func drawBox(_ rect: Rect, characters: BoxCharacters, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        func mark(_ character: Character, _ x: Int, _ y: Int) {
            put(Glyph(character: character, width: 1), at: Point(x: x, y: y), style: style)
        }
        mark(characters.topLeft, rect.minX, rect.minY)
        mark(characters.topRight, rect.maxX - 1, rect.minY)
        mark(characters.bottomLeft, rect.minX, rect.maxY - 1)
        mark(characters.bottomRight, rect.maxX - 1, rect.maxY - 1)
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            mark(characters.horizontal, x, rect.minY)
            mark(characters.horizontal, x, rect.maxY - 1)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            mark(characters.vertical, rect.minX, y)
            mark(characters.vertical, rect.maxX - 1, y)
        }
    }
}
