import TermUIBase

/// Where the parts of a dialog go on a screen: a centred box (a border, a column of room either side), the
/// title, the message, a blank row, and the buttons, each in a pill (its label with a space either side).
///
/// An alert's buttons go in a row when they fit, a confirmation dialog's are stacked. When rows are short
/// the blank row goes first, then the message is cut, then the title to one row; when the screen is still
/// too short for the buttons stacked, the box loses its top and bottom border, and then the buttons go in a
/// row anyway, their labels shortened: the title and the buttons show on a screen of four rows.
struct DialogLayout: Equatable {
    /// The box, border included.
    let box: Rect
    let title: Rect
    let message: Rect
    /// The buttons' pills, in the order they are shown.
    let pills: [Rect]
    /// Whether the buttons are side by side (←→ move) rather than stacked (↑↓).
    let isRow: Bool
    /// Whether the box has its border (it has room for it).
    let hasBorder: Bool

    /// Columns between pills in a row.
    static let gap = 2
    /// The widest the text of a dialog is.
    static let widestText = 56
    /// The narrowest the text is, when the screen has room.
    static let narrowestText = 24

    /// The width of the text of a dialog on a screen, for text and buttons of the given widths: wide enough
    /// for the title, the buttons and (up to `widestText`) the message on one line, and never wider than the
    /// screen leaves (a border, a column of room either side, and two more columns when it is wide).
    static func textWidth(screen: Rect, title: Int, message: Int, buttons: [Int], prefersRow: Bool) -> Int {
        let room = max(1, screen.width - (screen.width >= 40 ? 8 : 4))
        let pills = buttons.map { $0 + 2 }
        let buttonsWidth = prefersRow ? pills.reduce(0, +) + gap * max(0, pills.count - 1) : pills.max() ?? 0
        return min(room, max(narrowestText, title, min(message, widestText), buttonsWidth))
    }

    /// The layout on a screen for text `textWidth` wide, a title and a message of so many rows at that
    /// width, and buttons whose labels are so wide.
    init(screen: Rect, textWidth: Int, titleRows: Int, messageRows: Int, buttons: [Int], prefersRow: Bool) {
        let pillWidths = buttons.map { min($0 + 2, textWidth) }
        let rowWidth = pillWidths.reduce(0, +) + Self.gap * max(0, pillWidths.count - 1)
        let titleNeeded = min(titleRows, 1)
        var isRow = (prefersRow && rowWidth <= textWidth) || buttons.count <= 1
        var border = 1
        if !isRow, 2 + titleNeeded + buttons.count > screen.height {
            if titleNeeded + buttons.count <= screen.height { border = 0 } else { isRow = true }
        }
        let buttonRows = buttons.isEmpty ? 0 : (isRow ? 1 : buttons.count)
        var room = max(0, screen.height - 2 * border - buttonRows)
        let titleShown = min(titleRows, max(titleNeeded, room))
        room = max(0, room - titleShown)
        let messageShown = min(messageRows, room)
        room -= messageShown
        let blank = room > 0 && titleShown + messageShown > 0 && buttonRows > 0 ? 1 : 0
        let height = min(screen.height, 2 * border + titleShown + messageShown + blank + buttonRows)
        let width = min(screen.width, textWidth + 4)
        box = Rect(
            x: screen.minX + (screen.width - width) / 2, y: screen.minY + (screen.height - height) / 2,
            width: width, height: height)
        let textX = box.minX + 2
        let shownWidth = max(0, width - 4)
        title = Rect(x: textX, y: box.minY + border, width: shownWidth, height: titleShown)
        message = Rect(x: textX, y: title.maxY, width: shownWidth, height: messageShown)
        let buttonsY = message.maxY + blank
        self.isRow = isRow
        hasBorder = border == 1
        if isRow {
            pills = Self.row(pillWidths, width: shownWidth, x: textX, y: buttonsY)
        } else {
            pills = pillWidths.enumerated().map { index, pill in
                Rect(x: textX + (shownWidth - pill) / 2, y: buttonsY + index, width: pill, height: 1)
            }
        }
    }

    /// Pills side by side, centred as a group; when they do not fit, each gets an equal share of the width.
    private static func row(_ widths: [Int], width: Int, x: Int, y: Int) -> [Rect] {
        let gaps = gap * max(0, widths.count - 1)
        var widths = widths
        if widths.reduce(0, +) + gaps > width, !widths.isEmpty {
            let share = max(1, (width - gaps) / widths.count)
            widths = widths.map { min($0, share) }
        }
        var left = x + max(0, (width - widths.reduce(0, +) - gaps) / 2)
        return widths.map { pill in
            defer { left += pill + gap }
            return Rect(x: left, y: y, width: pill, height: 1)
        }
    }

    /// Where a pill's label goes: a column in from either side, when the pill has room for it.
    static func label(in pill: Rect) -> Rect {
        pill.width >= 3 ? Rect(x: pill.minX + 1, y: pill.minY, width: pill.width - 2, height: pill.height) : pill
    }
}
