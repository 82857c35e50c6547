/// The bytes that write blanks over rectangles of cells, so that a terminal which keeps each sixel image it was
/// sent, and draws it again where it was sent whenever its window is exposed (xterm), forgets the images there.
///
/// xterm forgets the part of a stored sixel under characters written over it (a space will do), and only
/// that: its erases (ECH, EL, ED and DECSED on the cursor's row, EL 1), which ncurses sends for runs of blanks,
/// DECERA, DECSERA, scrolling inside margins and turning sixel display mode (`CSI ? 80 h`/`l`) on and off all leave
/// the image stored, to come back on the next expose; clearing the screen (`CSI 2 J`) and a reset forget every
/// image. Each row of a rectangle is written as a space repeated by REP (`CSI n b`) where that is shorter than
/// the spaces themselves, between `ESC 7` and `ESC 8` as an image's drawing is, in the attributes the cursor
/// had: what the blanks cover is sent again by the frame's cells after them.
package enum SixelOverwrite {
    /// The blanks over `rects`, each cut to a screen of `screenColumns` columns; nothing when there are none.
    package static func bytes(over rects: [Rect], screenColumns: Int) -> [UInt8] {
        var rows: [UInt8] = []
        for rect in rects {
            let columns = max(0, rect.minX)..<min(screenColumns, rect.maxX)
            guard !columns.isEmpty else { continue }
            for row in max(0, rect.minY)..<max(0, rect.maxY) {
                rows += Array("\u{1B}[\(row + 1);\(columns.lowerBound + 1)H".utf8) + blanks(columns.count)
            }
        }
        guard !rows.isEmpty else { return [] }
        return Array("\u{1B}7".utf8) + rows + Array("\u{1B}8".utf8)
    }

    /// `count` spaces, as a space and REP where that is shorter.
    private static func blanks(_ count: Int) -> [UInt8] {
        let repeated = Array(" \u{1B}[\(count - 1)b".utf8)
        return repeated.count < count ? repeated : Array(repeating: UInt8(ascii: " "), count: count)
    }
}
