import PictureDecoding
import Testing
@testable import TermUIBase
@testable import TermUICurses

/// When a frame's sixel pictures move along their row all alike (a row of cards scrolled), a terminal that keeps
/// its images in their cells has the cells moved with them (`ImageRowShift`) and is sent only the pictures newly
/// shown; anything else, and any other terminal, goes as before: pictures taken off have their rows sent again.
struct ImageRowShiftTests {
    private static let escape = "\u{1B}"
    private let cell = CellPixelSize(width: 2, height: 4)!
    /// Four pictures, each of its own.
    private let pictures = (0..<4).map { index in
        PictureSource(image: RGBImage(width: 2, height: 2, pixels: (0..<12).map { UInt8(($0 * 37 + index * 91) % 256) }))
    }

    /// Picture `index` as a card 4 columns wide on rows 2 and 3, at `column`, of which the columns `visible` show
    /// (all by default).
    private func card(_ index: Int, at column: Int, visible: Range<Int>? = nil) -> ImagePlacement {
        let cells = Rect(x: column, y: 2, width: 4, height: 2)
        let shown = visible.map { Rect(x: $0.lowerBound, y: 2, width: $0.count, height: 2) }
        return ImagePlacement(source: pictures[index], cells: cells, visibleCells: shown)
    }

    private func changes(removing removed: [ImagePlacement], placing placed: [ImagePlacement]) -> ImagePlacementChanges {
        var changes = ImagePlacementChanges()
        changes.removed = removed
        changes.placed = placed
        return changes
    }

    /// The changes from `old` to `new`, as the frame diff finds them.
    private func scrolled(from old: [ImagePlacement], to new: [ImagePlacement]) -> ImagePlacementChanges {
        .from(old, to: new)
    }

    @Test func aRowScrolledLeftDeletesTheColumnsItLeavesAndCarriesThePicturesThatStay() throws {
        // Cards 5 columns apart from column 2; the row scrolls by one card: card 0 leaves, card 3 comes in.
        let before = [card(0, at: 2), card(1, at: 7), card(2, at: 12)]
        let after = [card(1, at: 2), card(2, at: 7), card(3, at: 12)]
        let shift = try #require(ImageRowShift.find(scrolled(from: before, to: after), shown: before, screenColumns: 20))
        #expect(shift.rows == 2..<4 && shift.fromColumn == 2 && shift.offset == -5)
        #expect(shift.carried.map(\.before) == [before[1], before[2]] && shift.carried.map(\.after) == [after[0], after[1]])
        // Card 0 lay wholly in the columns deleted: nothing of it is left to cover.
        #expect(shift.movedOff == [before[0]] && shift.cellsToSendAgain.isEmpty)
        #expect(String(decoding: shift.bytes, as: UTF8.self)
            == "\(Self.escape)7\(Self.escape)[0m\(Self.escape)[3;3H\(Self.escape)[5P\(Self.escape)[4;3H\(Self.escape)[5P\(Self.escape)8")
    }

    @Test func aRowScrolledRightInsertsColumnsAndPushesTheLastOffTheEdge() throws {
        let before = [card(1, at: 2), card(2, at: 7), card(3, at: 12)]
        let after = [card(0, at: 2), card(1, at: 7), card(2, at: 12)]
        let shift = try #require(ImageRowShift.find(scrolled(from: before, to: after), shown: before, screenColumns: 17))
        #expect(shift.fromColumn == 2 && shift.offset == 5)
        #expect(shift.carried.map(\.before) == [before[0], before[1]])
        // Card 3 goes past the right edge of a screen of 17 columns.
        #expect(shift.movedOff == [before[2]] && shift.cellsToSendAgain.isEmpty)
        #expect(String(decoding: shift.bytes, as: UTF8.self).contains("\(Self.escape)[3;3H\(Self.escape)[5@"))
        // On a wider screen card 3's pixels land at columns 17 to 21: those cells are sent again over them.
        let wide = try #require(ImageRowShift.find(scrolled(from: before, to: after), shown: before, screenColumns: 30))
        #expect(wide.cellsToSendAgain == [Rect(x: 17, y: 2, width: 4, height: 2)])
    }

    @Test func aPictureCutAtTheEdgeHasItsCellsSentAgainWhereItsPixelsAreLeft() throws {
        // The row's first card shows its last 3 columns; scrolled by 2, it shows 1 (drawn again) and card 1 moves.
        let before = [card(0, at: -1, visible: 0..<3), card(1, at: 4)]
        let after = [card(0, at: -3, visible: 0..<1), card(1, at: 2)]
        let left = try #require(ImageRowShift.find(scrolled(from: before, to: after), shown: before, screenColumns: 20))
        #expect(left.carried.map(\.after) == [after[1]] && left.fromColumn == 2 && left.offset == -2)
        // Its columns 0 and 1 stay where they are, column 2 is deleted.
        #expect(left.movedOff == [before[0]] && left.cellsToSendAgain == [Rect(x: 0, y: 2, width: 2, height: 2)])
        // Scrolled back, the cut card lies wholly left of the columns moved, and its one column is sent again.
        let right = try #require(ImageRowShift.find(scrolled(from: after, to: before), shown: after, screenColumns: 20))
        #expect(right.fromColumn == 2 && right.offset == 2 && right.cellsToSendAgain == [Rect(x: 0, y: 2, width: 1, height: 2)])
    }

    @Test func nothingMovesWhenThePicturesMoveUnalikeOrTheMoveWouldCarryAnImageThatStays() {
        let before = [card(0, at: 2), card(1, at: 7)]
        // Two pictures moved by different numbers of columns.
        #expect(ImageRowShift.find(scrolled(from: before, to: [card(0, at: 1), card(1, at: 4)]), shown: before, screenColumns: 20) == nil)
        // A picture further right on the same rows that stays where it is would be moved with them.
        let staying = ImagePlacement(source: pictures[3], cells: Rect(x: 15, y: 2, width: 2, height: 1))
        #expect(ImageRowShift.find(
            scrolled(from: before + [staying], to: [card(1, at: 2), staying]), shown: before + [staying], screenColumns: 20) == nil)
        // One taken off that reaches past the rows would be torn.
        let tall = ImagePlacement(source: pictures[3], cells: Rect(x: 15, y: 1, width: 2, height: 3))
        #expect(ImageRowShift.find(scrolled(from: before + [tall], to: [card(1, at: 2)]), shown: before + [tall], screenColumns: 20) == nil)
        // A picture at another size, or another part of it shown, is drawn again, not carried.
        let resized = ImagePlacement(source: pictures[1], cells: Rect(x: 2, y: 2, width: 3, height: 2))
        #expect(ImageRowShift.find(scrolled(from: before, to: [resized]), shown: before, screenColumns: 20) == nil)
        #expect(ImageRowShift.find(.whole([card(1, at: 2)]), shown: before, screenColumns: 20) == nil)
        // A picture on other rows is no matter: it does not move.
        let below = ImagePlacement(source: pictures[3], cells: Rect(x: 15, y: 6, width: 2, height: 2))
        #expect(ImageRowShift.find(
            scrolled(from: before + [below], to: [card(1, at: 2), below]), shown: before + [below], screenColumns: 20) != nil)
    }

    @Test func onATerminalThatKeepsImagesInCellsOnlyThePicturesNewlyShownAreSent() throws {
        let support = GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell, movesImagesWithCharacters: true)
        var output = ImageOutput(support: support)
        let before = [card(0, at: 2), card(1, at: 7), card(2, at: 12)]
        let after = [card(1, at: 2), card(2, at: 7), card(3, at: 12)]
        _ = output.encode(changes(removing: [], placing: before), screenRows: 24, screenColumns: 20)
        let moved = output.encode(scrolled(from: before, to: after), screenRows: 24, screenColumns: 20)
        let sixel = String(decoding: SixelEncoding.sequence(for: PictureFitting.scaled(pictures[3].image, columns: 4, rows: 2, cell: cell)), as: UTF8.self)
        #expect(moved.shift?.offset == -5 && moved.rowsToRedraw.isEmpty)
        #expect(String(decoding: moved.bytes, as: UTF8.self) == "\(Self.escape)7\(Self.escape)[3;13H\(sixel)\(Self.escape)8")
        // What it remembers is the moved row: scrolled back, cards 1 and 2 are carried again and card 0 sent.
        let back = output.encode(scrolled(from: after, to: before), screenRows: 24, screenColumns: 20)
        #expect(back.shift?.offset == 5 && back.rowsToRedraw.isEmpty)
        #expect(String(decoding: back.bytes, as: UTF8.self).hasPrefix("\(Self.escape)7\(Self.escape)[3;3H"))
    }

    @Test func everywhereElseTheRowsUnderThePicturesTakenOffAreSentAgainAsBefore() {
        let before = [card(0, at: 2), card(1, at: 7)], after = [card(1, at: 2), card(2, at: 7)]
        // xterm moves the pixels but draws its images again where they were sent: no shift there.
        for support in [
            GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell),
            GraphicsSupport(graphicsProtocol: .iTerm, cellSize: cell, movesImagesWithCharacters: true),
        ] {
            var output = ImageOutput(support: support)
            _ = output.encode(changes(removing: [], placing: before), screenRows: 24, screenColumns: 20)
            let moved = output.encode(scrolled(from: before, to: after), screenRows: 24, screenColumns: 20)
            #expect(moved.shift == nil && moved.rowsToRedraw == [2..<4, 2..<4], "\(support.graphicsProtocol)")
        }
        // Without the screen's width (the backend's choice), nothing is moved either.
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell, movesImagesWithCharacters: true))
        _ = output.encode(changes(removing: [], placing: before), screenRows: 24)
        #expect(output.encode(scrolled(from: before, to: after), screenRows: 24).shift == nil)
    }

    /// A frame of 30x5: a title, three cards of letters (each recorded as its picture) from card `first` on at
    /// columns 1, 6 and 11 of rows 1 and 2, `beside` right of them on those rows (columns 16 on, a band that does
    /// not reach the right edge) and captions below.
    private func cardFrame(first: Int, beside: String) -> CellCanvas {
        var canvas = CellCanvas(columns: 30, rows: 5)
        canvas.draw("Photos", at: Point(x: 0, y: 0), style: .plain)
        for (slot, index) in (first..<(first + 3)).enumerated() {
            let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
            for row in 1...2 { canvas.draw(String(repeating: letter, count: 4), at: Point(x: 1 + slot * 5, y: row), style: .plain) }
            canvas.recordImage(pictures[index], in: Rect(x: 1 + slot * 5, y: 1, width: 4, height: 2))
            canvas.draw("#\(index)", at: Point(x: 1 + slot * 5, y: 3), style: .plain)
        }
        for row in 1...2 { canvas.draw(beside, at: Point(x: 16, y: row), style: .plain) }
        return canvas
    }

    /// The real ncurses terminal, told it keeps images in cells: scrolled left and back, each frame's bytes
    /// leave on an xterm-like screen exactly the frame's characters, the text right of the row that changed
    /// included, the cells moved by DCH and ICH and only the picture newly shown sent.
    @MainActor @Test func theCursesTerminalMovesTheCellsAndSendsWhatTheMoveDidNotCarryRight() throws {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 30, rows: 5), graphics: .sixel)
        defer { recorded.close() }
        recorded.terminal.showImages(as: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell, movesImagesWithCharacters: true))
        var screen = TextScreenEmulator(columns: 30, rows: 5)
        let frames = [
            (cardFrame(first: 0, beside: "one side"), ""), (cardFrame(first: 1, beside: "other tex"), "[5P"),
            (cardFrame(first: 0, beside: "other tex"), "[5@"), (cardFrame(first: 1, beside: "other tex"), "[5P"),
        ]
        for (index, (frame, edit)) in frames.enumerated() {
            recorded.show(frame)
            let sent = recorded.written()
            screen.apply(sent)
            for row in 0..<5 {
                let expected = String((0..<30).map { frame.cells[row * 30 + $0].character })
                #expect(screen.text(ofRow: row) == expected, "frame \(index), row \(row): \(sent.debugDescription)")
            }
            guard index > 0 else { continue }
            #expect(sent.contains("\(Self.escape)\(edit)"), "frame \(index) moves its rows")
            #expect(sent.components(separatedBy: "\(Self.escape)P0;1;0q").count - 1 == 1, "frame \(index) sends one picture")
        }
    }
}
