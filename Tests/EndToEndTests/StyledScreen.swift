/// A screen captured with `capture-pane -e`, read as cells with the two attributes the tests need: whether a
/// cell has a background colour and whether it is in reverse video. tmux carries attributes from one line to
/// the next, so the escape sequences are followed as a terminal would.
struct StyledScreen {
    /// One character on screen.
    struct Cell {
        let character: Character
        let hasBackground: Bool
        let isReversed: Bool

        /// Whether the cell stands out as a selection does.
        var isHighlighted: Bool { hasBackground != isReversed }
    }

    private(set) var lines: [[Cell]] = []

    init(_ captured: String) {
        var background = false, reverse = false
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
                    Self.apply(parameters.isEmpty ? [0] : parameters, background: &background, reverse: &reverse)
                }
                index = end + 1
                continue
            }
            if character == "\n" {
                lines.append(line)
                line = []
            } else if character.asciiValue.map({ $0 >= 0x20 }) ?? true {
                line.append(Cell(character: character, hasBackground: background, isReversed: reverse))
            }
            index += 1
        }
        if !line.isEmpty { lines.append(line) }
        characters.removeAll()
    }

    private static func apply(_ parameters: [Int], background: inout Bool, reverse: inout Bool) {
        var index = 0
        while index < parameters.count {
            switch parameters[index] {
            case 0: background = false; reverse = false
            case 7: reverse = true
            case 27: reverse = false
            case 40...47, 100...107: background = true
            case 49: background = false
            case 48:
                background = true
                index += parameters.indices.contains(index + 1) && parameters[index + 1] == 5 ? 2 : 4
            case 38:
                index += parameters.indices.contains(index + 1) && parameters[index + 1] == 5 ? 2 : 4
            default: break
            }
            index += 1
        }
    }

    /// The lines (after the first, which is the title bar) whose second cell is highlighted.
    var highlightedLines: [Int] {
        lines.indices.dropFirst().filter { lines[$0].count > 1 && lines[$0][1].isHighlighted }
    }
}
