/// A screen captured with `capture-pane -e`, read as cells with their look: colours and attributes. tmux carries
/// attributes from one line to the next, so the escape sequences are followed as a terminal would.
struct StyledScreen {
    /// How a cell is drawn.
    struct Look: Equatable {
        /// The colours as the sequence gave them (`5;231`, `2;255;0;0`, `31`), nil for the default.
        var foreground: String?
        var background: String?
        var bold = false, dim = false, italic = false, underline = false, reverse = false, strikethrough = false

        /// How a blank of this look shows: only its background, reversal, underline and strikethrough do.
        var onBlank: Look {
            var shown = Look(foreground: underline || strikethrough || reverse ? foreground : nil, background: background)
            (shown.underline, shown.reverse, shown.strikethrough) = (underline, reverse, strikethrough)
            return shown
        }
    }

    /// One character on screen.
    struct Cell {
        let character: Character
        let look: Look

        var hasBackground: Bool { look.background != nil }
        var isReversed: Bool { look.reverse }
        /// Whether the cell stands out as a selection does.
        var isHighlighted: Bool { hasBackground != isReversed }
        /// The look as it shows: a blank's text colour, weight and slant do not.
        var shownLook: Look { character == " " ? look.onBlank : look }
    }

    private(set) var lines: [[Cell]] = []

    init(_ captured: String) {
        var look = Look()
        var line: [Cell] = []
        var characters = Array(captured)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\u{1b}", index + 1 < characters.count, characters[index + 1] == "[" {
                var end = index + 2
                while end < characters.count, !(characters[end].isLetter) { end += 1 }
                if end < characters.count, characters[end] == "m" {
                    let parameters = String(characters[(index + 2)..<end]).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                    Self.apply(parameters.isEmpty ? [0] : parameters, to: &look)
                }
                index = end + 1
                continue
            }
            if character == "\n" {
                lines.append(line)
                line = []
            } else if character.asciiValue.map({ $0 >= 0x20 }) ?? true {
                line.append(Cell(character: character, look: look))
            }
            index += 1
        }
        if !line.isEmpty { lines.append(line) }
        characters.removeAll()
    }

    private static func apply(_ parameters: [Int], to look: inout Look) {
        var index = 0
        func color() -> String {
            let count = parameters.indices.contains(index + 1) && parameters[index + 1] == 5 ? 2 : 4
            let end = min(parameters.count, index + 1 + count)
            defer { index += count }
            return parameters[(index + 1)..<end].map(String.init).joined(separator: ";")
        }
        while index < parameters.count {
            switch parameters[index] {
            case 0: look = Look()
            case 1: look.bold = true
            case 2: look.dim = true
            case 3: look.italic = true
            case 4: look.underline = true
            case 7: look.reverse = true
            case 9: look.strikethrough = true
            case 22: (look.bold, look.dim) = (false, false)
            case 23: look.italic = false
            case 24: look.underline = false
            case 27: look.reverse = false
            case 29: look.strikethrough = false
            case 30...37, 90...97: look.foreground = String(parameters[index])
            case 40...47, 100...107: look.background = String(parameters[index])
            case 38: look.foreground = color()
            case 48: look.background = color()
            case 39: look.foreground = nil
            case 49: look.background = nil
            default: break
            }
            index += 1
        }
    }

    /// The lines (after the first, which is the title bar) whose second cell is highlighted.
    var highlightedLines: [Int] {
        lines.indices.dropFirst().filter { lines[$0].count > 1 && lines[$0][1].isHighlighted }
    }

    /// Where this screen shows something other than `other` does (a character, or a look as it shows), as
    /// "row:column" with both cells; empty when the two look the same. A line may end early where it ends in
    /// blanks of the default look.
    func differences(from other: StyledScreen) -> [String] {
        var found: [String] = []
        let blank = Cell(character: " ", look: Look())
        for row in 0..<max(lines.count, other.lines.count) {
            let mine = lines.indices.contains(row) ? lines[row] : []
            let theirs = other.lines.indices.contains(row) ? other.lines[row] : []
            for column in 0..<max(mine.count, theirs.count) {
                let a = mine.indices.contains(column) ? mine[column] : blank
                let b = theirs.indices.contains(column) ? theirs[column] : blank
                if a.character != b.character || a.shownLook != b.shownLook {
                    found.append("\(row):\(column) \(a.character) \(a.look) vs \(b.character) \(b.look)")
                }
            }
        }
        return found
    }
}
