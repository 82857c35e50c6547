import PictureDecoding
import Testing
@testable import TermUIBase
@testable import TermUICurses

/// The bytes of image changes in each protocol: kitty transmits a picture once for its size and moves it by
/// placement ids; sixel draws again and has the rows under a removed picture sent again; nothing changes,
/// nothing is sent.
struct ImageOutputTests {
    private static let escape = "\u{1B}"
    private let source = PictureSource(image: RGBImage(width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]))
    private let cell = CellPixelSize(width: 2, height: 4)!

    private func text(_ frame: ImageOutput.Frame) -> String { String(decoding: frame.bytes, as: UTF8.self) }

    private func changes(removing removed: [ImagePlacement] = [], placing placed: [ImagePlacement] = []) -> ImagePlacementChanges {
        var changes = ImagePlacementChanges()
        changes.removed = removed
        changes.placed = placed
        return changes
    }

    @Test func kittyTransmitsOnceAndMovesByPlacementIDs() {
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .kitty, cellSize: cell))
        let first = ImagePlacement(source: source, cells: Rect(x: 0, y: 1, width: 3, height: 2))
        let placed = text(output.encode(changes(placing: [first]), screenRows: 24))
        #expect(placed.hasPrefix("\(Self.escape)_Ga=t,f=100,i=1,q=2;"))
        #expect(placed.hasSuffix("\(Self.escape)7\(Self.escape)[2;1H\(Self.escape)_Ga=p,i=1,p=2,c=3,r=2,C=1,q=1\(Self.escape)\\\(Self.escape)8"))
        // Moved: the placement taken off by its id and the same image placed anew, no pixels sent.
        let moved = ImagePlacement(source: source, cells: Rect(x: 4, y: 1, width: 3, height: 2))
        #expect(text(output.encode(changes(removing: [first], placing: [moved]), screenRows: 24))
            == "\(Self.escape)_Ga=d,d=i,i=1,p=2,q=2\(Self.escape)\\\(Self.escape)7\(Self.escape)[2;5H\(Self.escape)_Ga=p,i=1,p=3,c=3,r=2,C=1,q=1\(Self.escape)\\\(Self.escape)8")
        #expect(output.encode(ImagePlacementChanges(), screenRows: 24) == ImageOutput.Frame())
        // Another size is another image.
        let larger = ImagePlacement(source: source, cells: Rect(x: 4, y: 1, width: 6, height: 4))
        #expect(text(output.encode(changes(removing: [moved], placing: [larger]), screenRows: 24)).contains("a=t,f=100,i=4,"))
        // A whole frame takes every image off first and forgets them: the screen's clear that starts it has
        // kitty forget those it shows, so they are transmitted again.
        #expect(text(output.encode(.whole([]), screenRows: 24)) == "\(Self.escape)_Ga=d,d=A,q=2\(Self.escape)\\")
        let again = text(output.encode(.whole([larger]), screenRows: 24))
        #expect(again.hasPrefix("\(Self.escape)_Ga=d,d=A,q=2\(Self.escape)\\\(Self.escape)_Ga=t,f=100,i="), "\(again.prefix(80))")
    }

    @Test func aKittyImageTheTerminalDoesNotHaveIsTransmittedAgainOnceByTheWholeFrame() {
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .kitty, cellSize: cell))
        let placement = ImagePlacement(source: source, cells: Rect(x: 0, y: 1, width: 3, height: 2))
        _ = output.encode(changes(placing: [placement]), screenRows: 24)
        // An id the app never gave, the query's, or a placement's (2) is no lost image.
        let strangers = [99, 31, 2].map { output.imageIsMissing(id: $0) }
        #expect(strangers == [false, false, false])
        let lost = output.imageIsMissing(id: 1), lostAgain = output.imageIsMissing(id: 1)
        #expect(lost && !lostAgain, "answered once")
        let again = text(output.encode(.whole([placement]), screenRows: 24))
        #expect(again.contains("a=t,f=100,i=3,") && again.contains("a=p,i=3,"), "\(again.prefix(80))")
        // Lost a second time, it is not asked for again: its half blocks stay.
        let lostTwice = output.imageIsMissing(id: 3)
        #expect(!lostTwice)
        var sixel = ImageOutput(support: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell))
        _ = sixel.encode(changes(placing: [placement]), screenRows: 24)
        let sixelLost = sixel.imageIsMissing(id: 1)
        #expect(!sixelLost)
    }

    /// kitty's answer that it has no image the app placed (a transmission lost on the way) has the real
    /// terminal report a resize of its size, so that the next frame is whole and transmits it again.
    @MainActor @Test func theCursesTerminalRepaintsWholeWhenKittyLostAnImage() throws {
        let recorded = try RecordedTerminal(answers: "", graphics: .kitty)
        defer { recorded.close() }
        _ = recorded.written()
        var canvas = CellCanvas(columns: 40, rows: 10)
        canvas.recordImage(PictureSource(image: source.image), in: Rect(x: 0, y: 2, width: 4, height: 2))
        recorded.show(canvas)
        #expect(recorded.written().contains("a=t,f=100,i=1,"))
        _ = recorded.terminal.readEvents()  // the resize a terminal of a fixed size reports first
        recorded.type("\(Self.escape)_Gi=1,p=2;ENOENT:Put command refers to non-existent image with id: 1\(Self.escape)\\")
        let events = recorded.terminal.readEvents().filter { if case .resize = $0 { true } else { false } }
        #expect(events == [.resize(recorded.terminal.size)])
        recorded.show(canvas)
        let repaint = recorded.written()
        #expect(repaint.contains("a=d,d=A") && repaint.contains("a=t,f=100,i=3,"), "\(repaint.prefix(120).debugDescription)")
        // The same picture lost again: no repaint without end.
        recorded.type("\(Self.escape)_Gi=3,p=4;ENOENT:Put command refers to non-existent image with id: 3\(Self.escape)\\")
        #expect(recorded.terminal.readEvents().isEmpty)
    }

    @Test func sixelDrawsAtTheCellAndHasTheRowsUnderARemovedPictureSentAgain() throws {
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell))
        let left = ImagePlacement(source: source, cells: Rect(x: 0, y: 2, width: 2, height: 2))
        let right = ImagePlacement(source: source, cells: Rect(x: 10, y: 3, width: 2, height: 2))
        let sixel = String(decoding: SixelEncoding.sequence(for: PictureFitting.scaled(source.image, columns: 2, rows: 2, cell: cell)), as: UTF8.self)
        let placed = output.encode(changes(placing: [left, right]), screenRows: 24)
        #expect(text(placed) == "\(Self.escape)7\(Self.escape)[3;1H\(sixel)\(Self.escape)8\(Self.escape)7\(Self.escape)[4;11H\(sixel)\(Self.escape)8")
        #expect(placed.rowsToRedraw.isEmpty)
        // The left one covered: its rows go out again, and the right one, on one of them, is drawn again.
        let covered = output.encode(changes(removing: [left]), screenRows: 24)
        #expect(covered.rowsToRedraw == [2..<4])
        #expect(text(covered) == "\(Self.escape)7\(Self.escape)[4;11H\(sixel)\(Self.escape)8")
        // One that would reach the last row stays in its cells.
        let low = ImagePlacement(source: source, cells: Rect(x: 0, y: 22, width: 2, height: 2))
        #expect(output.encode(changes(placing: [low]), screenRows: 24).bytes.isEmpty)
    }

    /// xterm keeps each sixel it was sent and draws it again when its window is exposed, forgetting it only where
    /// characters are written over it: a sixel picture taken off has blanks written over its cells before the
    /// frame's cells (a space repeated by REP where that is shorter), in no other protocol, on no terminal that
    /// keeps its pictures in its cells, and not for a picture never drawn or on a whole frame.
    @Test func aSixelPictureTakenOffHasBlanksWrittenOverItsCells() {
        let wide = ImagePlacement(source: source, cells: Rect(x: 4, y: 2, width: 12, height: 2))
        let narrow = ImagePlacement(source: source, cells: Rect(x: 0, y: 6, width: 3, height: 1))
        let low = ImagePlacement(source: source, cells: Rect(x: 0, y: 22, width: 2, height: 2))
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell))
        let placed = output.encode(changes(placing: [wide, narrow, low]), screenRows: 24, screenColumns: 80)
        #expect(placed.overwrite.isEmpty)
        let removed = output.encode(changes(removing: [wide, narrow, low]), screenRows: 24, screenColumns: 80)
        let e = Self.escape
        #expect(String(decoding: removed.overwrite, as: UTF8.self) == "\(e)7\(e)[3;5H \(e)[11b\(e)[4;5H \(e)[11b\(e)[7;1H   \(e)8")
        #expect(removed.rowsToRedraw == [2..<4, 6..<7, 22..<24], "the rows under them go out again after the blanks")
        // Cut by the screen's right edge: the blanks stop there.
        let edge = ImagePlacement(source: source, cells: Rect(x: 76, y: 0, width: 4, height: 1))
        _ = output.encode(changes(placing: [edge]), screenRows: 24, screenColumns: 78)
        #expect(String(decoding: output.encode(changes(removing: [edge]), screenRows: 24, screenColumns: 78).overwrite, as: UTF8.self)
            == "\(e)7\(e)[1;77H  \(e)8")
        _ = output.encode(changes(placing: [wide]), screenRows: 24, screenColumns: 80)
        #expect(output.encode(.whole([]), screenRows: 24, screenColumns: 80).overwrite.isEmpty, "the clear of a whole frame forgets them")
        let others = [
            GraphicsSupport(graphicsProtocol: .kitty, cellSize: cell), GraphicsSupport(graphicsProtocol: .iTerm, cellSize: cell),
            GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell, movesImagesWithCharacters: true),
        ]
        for support in others {
            var other = ImageOutput(support: support)
            _ = other.encode(changes(placing: [wide]), screenRows: 24, screenColumns: 80)
            #expect(other.encode(changes(removing: [wide]), screenRows: 24, screenColumns: 80).overwrite.isEmpty, "\(support.graphicsProtocol)")
        }
    }

    /// Through the real ncurses terminal: a picture over blank cells taken off by the next frame (a screen with
    /// blanks there, which ncurses sends as erases) leaves every cell it covered written over, so that xterm
    /// forgets it, and the screen exactly the frame's characters.
    @MainActor @Test func theCursesTerminalHasXtermForgetEverySixelCellItTakesOff() throws {
        let recorded = try RecordedTerminal(size: TerminalSize(columns: 30, rows: 8), graphics: .sixel)
        defer { recorded.close() }
        recorded.terminal.showImages(as: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell))
        var screen = TextScreenEmulator(columns: 30, rows: 8)
        let pictureCells = Rect(x: 2, y: 2, width: 20, height: 3)
        var withPicture = CellCanvas(columns: 30, rows: 8)
        withPicture.draw("Trips", at: Point(x: 0, y: 0), style: .plain)
        withPicture.recordImage(PictureSource(image: source.image), in: pictureCells)
        var withoutPicture = CellCanvas(columns: 30, rows: 8)
        withoutPicture.draw("Budget", at: Point(x: 0, y: 0), style: .plain)
        withoutPicture.draw("rent", at: Point(x: 4, y: 3), style: .plain)
        recorded.show(withPicture)
        let first = recorded.written()
        #expect(first.contains("\(Self.escape)P0;1;0q"), "the picture is drawn")
        screen.apply(first)
        screen.forgetNothingYet()
        recorded.show(withoutPicture)
        let second = recorded.written()
        screen.apply(second)
        let kept = (pictureCells.minY..<pictureCells.maxY).flatMap { row in
            (pictureCells.minX..<pictureCells.maxX).map { [row, $0] }
        }.filter { !screen.forgetting.contains($0) }
        #expect(kept.isEmpty, "cells xterm would draw the picture in again: \(kept) after \(second.debugDescription)")
        for row in 0..<8 {
            let expected = String((0..<30).map { withoutPicture.cells[row * 30 + $0].character })
            #expect(screen.text(ofRow: row) == expected, "row \(row): \(second.debugDescription)")
        }
    }

    @Test func pastItsLimitKittyForgetsThePicturesNotOnTheScreen() {
        var output = ImageOutput(support: GraphicsSupport(graphicsProtocol: .kitty, cellSize: cell), keptPictures: 2)
        let pictures = (0..<4).map { _ in ImagePlacement(source: PictureSource(image: source.image), cells: Rect(x: 0, y: 0, width: 1, height: 1)) }
        var sent: [String] = []
        var previous: ImagePlacement?
        for picture in pictures {
            sent.append(text(output.encode(changes(removing: previous.map { [$0] } ?? [], placing: [picture]), screenRows: 24)))
            previous = picture
        }
        #expect(!sent[0].contains("d=I") && !sent[1].contains("d=I"))
        // The third picture makes three: the two not on the screen go, images 1 and 3 (ids alternate with placements).
        #expect(sent[2].hasSuffix("\(Self.escape)_Ga=d,d=I,i=1,q=2\(Self.escape)\\\(Self.escape)_Ga=d,d=I,i=3,q=2\(Self.escape)\\"))
        #expect(!sent[3].contains("d=I"))
        // The first picture again is transmitted again.
        #expect(text(output.encode(changes(removing: [pictures[3]], placing: [pictures[0]]), screenRows: 24)).contains("a=t,"))
    }

    @Test func throughTmuxEachSequenceIsWrappedAndWithoutImagesNothingIsSent() {
        var through = ImageOutput(support: GraphicsSupport(graphicsProtocol: .kitty, passesThroughTmux: true, cellSize: cell))
        let placement = ImagePlacement(source: source, cells: Rect(x: 0, y: 0, width: 1, height: 1))
        let bytes = text(through.encode(changes(placing: [placement]), screenRows: 24))
        #expect(bytes.hasPrefix("\(Self.escape)Ptmux;\(Self.escape)\(Self.escape)_Ga=t"))
        #expect(bytes.contains("\(Self.escape)[1;1H\(Self.escape)Ptmux;\(Self.escape)\(Self.escape)_Ga=p"))
        var halfBlocks = ImageOutput(support: .halfBlocks)
        #expect(halfBlocks.encode(.whole([placement]), screenRows: 24) == ImageOutput.Frame())
    }

    /// The real terminal draws sixel after the frame's cells, and when a picture is taken off sends its rows
    /// again whole, text that did not change included, so that no pixel is left on the screen.
    @MainActor @Test func theCursesTerminalSendsRowsUnderATakenOffPictureAgain() throws {
        let recorded = try RecordedTerminal(graphics: .sixel)
        defer { recorded.close() }
        _ = recorded.written()
        let picture = PictureSource(image: source.image)
        func frame(covered: Bool) -> CellCanvas {
            var canvas = CellCanvas(columns: 40, rows: 10)
            canvas.draw("beside the picture", at: Point(x: 10, y: 3), style: .plain)
            canvas.fill(Rect(x: 0, y: 2, width: 4, height: 2), style: CellStyle(background: .ansi(1)))
            canvas.recordImage(picture, in: Rect(x: 0, y: 2, width: 4, height: 2))
            if covered { canvas.draw("menu", at: Point(x: 0, y: 2), style: .plain) }
            return canvas
        }
        recorded.show(frame(covered: false))
        let first = recorded.written()
        let text = try #require(first.range(of: "beside the picture"))
        let sixel = try #require(first.range(of: "\(Self.escape)7\(Self.escape)[3;1H\(Self.escape)P0;1;0q"))
        #expect(text.upperBound <= sixel.lowerBound, "the picture after the cells")
        recorded.show(frame(covered: false))
        #expect(recorded.written().isEmpty, "no change, nothing sent")
        recorded.show(frame(covered: true))
        let covered = recorded.written()
        #expect(covered.contains("menu") && covered.contains("beside the picture"), "\(covered.debugDescription)")
        #expect(!covered.contains("\(Self.escape)P0;1;0q"))
    }

    /// A picture partly scrolled out: kitty places the whole picture, transmitted once, with the source rectangle of
    /// the part that shows, over the visible cells; sixel draws that part alone, made once for each part.
    @Test func aCutPictureShowsThePartThatIsVisible() throws {
        let whole = Rect(x: 0, y: 1, width: 4, height: 2)
        let cut = ImagePlacement(source: source, cells: Rect(x: -1, y: 1, width: 4, height: 2), visibleCells: Rect(x: 0, y: 1, width: 3, height: 2))
        var kitty = ImageOutput(support: GraphicsSupport(graphicsProtocol: .kitty, cellSize: cell))
        let placed = text(kitty.encode(changes(placing: [cut]), screenRows: 24))
        #expect(placed.contains("a=t,f=100,i=1,"))
        let width = cell.width, height = cell.height
        #expect(placed.hasSuffix("\(Self.escape)7\(Self.escape)[2;1H\(Self.escape)_Ga=p,i=1,p=2,x=\(width),y=0,w=\(3 * width),h=\(2 * height),c=3,r=2,C=1,q=1\(Self.escape)\\\(Self.escape)8"))
        // Scrolled in whole: the same image placed again, nothing transmitted.
        let shown = ImagePlacement(source: source, cells: whole)
        let moved = text(kitty.encode(changes(removing: [cut], placing: [shown]), screenRows: 24))
        #expect(!moved.contains("a=t") && moved.contains("a=p,i=1,p=3,c=4,r=2,"))

        var sixel = ImageOutput(support: GraphicsSupport(graphicsProtocol: .sixel, cellSize: cell))
        let scaled = PictureFitting.scaled(source.image, columns: 4, rows: 2, cell: cell)
        let part = scaled.cropped(x: width, y: 0, width: 3 * width, height: 2 * height)
        let expected = String(decoding: SixelEncoding.sequence(for: part), as: UTF8.self)
        #expect(text(sixel.encode(changes(placing: [cut]), screenRows: 24)) == "\(Self.escape)7\(Self.escape)[2;1H\(expected)\(Self.escape)8")
        #expect(expected.contains("\"1;1;\(3 * width);\(2 * height)"), "the part's size")
    }
}
