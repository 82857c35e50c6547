import PictureDecoding

/// The bytes that make a terminal's images what a frame's `ImagePlacementChanges` say, in its protocol: a pure
/// function of the changes and what it sent before, which it keeps (the kitty images it transmitted, the
/// sixel and iTerm2 sequences it made, each for a picture at a size), so that a moved picture is not scaled
/// or encoded again, and on kitty not sent again.
///
/// Each image is drawn at its top-left cell with the cursor saved before and restored after (`ESC 7`, `ESC 8`),
/// so the terminal library's idea of the cursor stays true. A picture partly scrolled out shows the part of it
/// that is visible: kitty places the whole picture, transmitted once, with a source rectangle; sixel and iTerm2
/// send that part, made once for each part. kitty's images are placed over the cells with a
/// placement id of their own and taken off by it; sixel's and iTerm2's pixels are only ever covered, so taking
/// one off means the cells under it go out again: `rowsToRedraw`, which the backend sends again whole before
/// drawing the images that come, and those that stay on those rows again; before them, blanks are written over a
/// sixel picture taken off (`Frame.overwrite`), since xterm keeps each sixel and draws it again when exposed
/// unless characters were written over it. A sixel image that would reach the screen's last row is left in its
/// cells: drawing there would scroll the screen. On a terminal that keeps its images in their cells
/// (`GraphicsSupport.movesImagesWithCharacters`), sixel pictures that a frame moves along their row all alike (a
/// row of cards scrolled) are moved with their cells instead (`shift`, `ImageRowShift`), which the backend
/// makes before the frame's cells, and only the pictures newly shown are sent.
package struct ImageOutput {
    /// What one frame's changes become.
    package struct Frame: Equatable {
        /// The rows whose cells must go out again, all of them (under pixels that are taken off).
        package var rowsToRedraw: [Range<Int>] = []
        /// The bytes to send before the frame's cells: blanks over the sixel pictures taken off, where the
        /// terminal keeps each sixel to draw it again when exposed (`SixelOverwrite`).
        package var overwrite: [UInt8] = []
        /// The bytes to send after the frame's cells.
        package var bytes: [UInt8] = []
        /// The move of rows' cells, with the images on them, to make before the frame's cells (its `bytes`, and
        /// the same move in the terminal library's idea of the screen), if the frame's images move that way.
        package var shift: ImageRowShift?
    }

    /// How pictures go to the terminal.
    package let support: GraphicsSupport
    /// The kitty image id of each picture transmitted, by the picture and its size in cells.
    private var transmitted: [SizedPicture: UInt32] = [:]
    /// The sixel or iTerm2 sequence made for each picture at a size in cells, and for each part of it shown.
    private var sequences: [SizedPicture: [UInt8]] = [:]
    /// The kitty placement id of each image placed, by where it is.
    private var placementIDs: [PlacedPicture: UInt32] = [:]
    private var nextID: UInt32 = 1
    /// The images on the screen now.
    private var shown: [ImagePlacement] = []
    /// The pictures (each at a size) the terminal once said it did not have, which are not asked for again.
    private var lostPictures: Set<SizedPicture> = []

    /// A picture at a size in cells, and the part of those cells shown, from the picture's top-left cell (the
    /// picture kept alive with its identity, so that the identity is never another's).
    private struct SizedPicture: Hashable {
        let source: PictureSource
        let columns: Int
        let rows: Int
        let part: Rect
        static func == (lhs: SizedPicture, rhs: SizedPicture) -> Bool {
            lhs.source === rhs.source && lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.part == rhs.part
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(source))
            hasher.combine(columns)
            hasher.combine(rows)
            hasher.combine(part)
        }
    }

    /// A placement as a dictionary key.
    private struct PlacedPicture: Hashable {
        let placement: ImagePlacement
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(placement.source))
            hasher.combine(placement.cells)
            hasher.combine(placement.visibleCells)
        }
    }

    /// The most pictures (each at a size) kept made or transmitted; past it, those not on the screen are
    /// forgotten, and on kitty deleted from the terminal's memory (`d=I`), so that scrolling through many
    /// pictures keeps neither the app's memory nor the terminal's growing.
    private let keptPictures: Int

    /// Nothing sent yet, to a terminal whose pictures go as `support` says, keeping at most `keptPictures`
    /// pictures made or transmitted beyond those on the screen.
    package init(support: GraphicsSupport, keptPictures: Int = 160) {
        self.support = support
        self.keptPictures = max(0, keptPictures)
    }

    /// Encodes `changes` for a screen of `screenRows` rows: what to send, and what it leaves on the screen
    /// remembered for the next frame. Pictures are moved with their cells (`Frame.shift`) only where the screen's
    /// width, `screenColumns`, is given.
    package mutating func encode(_ changes: ImagePlacementChanges, screenRows: Int, screenColumns: Int? = nil) -> Frame {
        var frame = Frame()
        guard support.graphicsProtocol.showsImages, !changes.isEmpty else { return frame }
        var changes = changes
        if support.movesImagesWithCharacters, support.graphicsProtocol == .sixel, let screenColumns,
           let shift = ImageRowShift.find(changes, shown: shown, screenColumns: screenColumns)
        {
            // The pictures carried are where the frame shows them once the cells have moved; those the move takes
            // off are dropped by it or covered by their cells sent again, with no rows sent again whole.
            frame.shift = shift
            changes.removed.removeAll { removed in shift.carried.contains { $0.before == removed } || shift.movedOff.contains(removed) }
            changes.placed.removeAll { placed in shift.carried.contains { $0.after == placed } }
            shown = shown.compactMap { image in
                shift.movedOff.contains(image) ? nil : shift.carried.first { $0.before == image }?.after ?? image
            }
        }
        let isKitty = support.graphicsProtocol == .kitty
        if changes.removesAll {
            // A whole frame starts with the screen cleared, and kitty forgets the images a clear takes off (a
            // later placement by their ids shows nothing): they are all forgotten here too, and sent again.
            if isKitty {
                frame.bytes += wrapped(KittyGraphics.deleteAllImages)
                transmitted.removeAll()
            }
            placementIDs.removeAll()
            shown.removeAll()
        }
        shown.removeAll { changes.removed.contains($0) }
        overwriteSixels(changes.removed, screenRows: screenRows, screenColumns: screenColumns, into: &frame)
        for placement in changes.removed {
            if isKitty {
                guard let id = placementIDs.removeValue(forKey: PlacedPicture(placement: placement)),
                      let image = transmitted[sized(placement)] else { continue }
                frame.bytes += wrapped(KittyGraphics.deletePlacement(id: image, placement: id))
            } else {
                frame.rowsToRedraw.append(placement.visibleCells.minY..<placement.visibleCells.maxY)
            }
        }
        // Pixels that stay on rows sent again are drawn again after them.
        let redrawn = shown.filter { staying in
            frame.rowsToRedraw.contains { $0.overlaps(staying.visibleCells.minY..<staying.visibleCells.maxY) }
        }
        shown += changes.placed
        for placement in redrawn + changes.placed {
            let rect = placement.visibleCells
            if !isKitty, rect.maxY >= screenRows { continue }
            var drawing = Array("\u{1B}7\u{1B}[\(rect.minY + 1);\(rect.minX + 1)H".utf8)
            switch support.graphicsProtocol {
            case .kitty:
                let (image, transmission) = kittyImage(for: placement)
                frame.bytes += transmission
                let id = newID()
                placementIDs[PlacedPicture(placement: placement)] = id
                drawing += wrapped(KittyGraphics.place(
                    id: image, placement: id, columns: rect.width, rows: rect.height, part: sourceRectangle(of: placement)))
            case .sixel, .iTerm:
                drawing += wrapped(sequence(for: placement))
            case .halfBlocks:
                continue
            }
            frame.bytes += drawing + Array("\u{1B}8".utf8)
        }
        forgetPicturesNotShown(into: &frame)
        return frame
    }

    /// Has blanks written over the sixel pictures of `removed` that were drawn (those that would reach the last
    /// row never were), where the terminal does not keep them in their cells: xterm keeps each sixel it was sent
    /// and draws it again where it was sent whenever its window is exposed, unless characters were written over
    /// it since, and ncurses sends its erases (ECH, EL) for the blanks that a new screen has there. A whole frame
    /// needs none: the clear that starts it has the terminal forget every image.
    private func overwriteSixels(_ removed: [ImagePlacement], screenRows: Int, screenColumns: Int?, into frame: inout Frame) {
        guard support.graphicsProtocol == .sixel, !support.movesImagesWithCharacters else { return }
        let drawn = removed.map(\.visibleCells).filter { $0.maxY < screenRows }
        frame.overwrite = SixelOverwrite.bytes(over: drawn, screenColumns: screenColumns ?? drawn.map(\.maxX).max() ?? 0)
    }

    /// Takes the terminal's answer that it has no image `id` (kitty's `ENOENT` to a placement: the transmission
    /// was lost on the way): forgets that it was transmitted, and says whether a whole frame should put it on
    /// the screen again (it transmits every image shown again). A picture lost twice is not asked for a
    /// second time, so a terminal that cannot keep it never has the app repaint without end; its half blocks
    /// show under where it would be.
    package mutating func imageIsMissing(id: UInt32) -> Bool {
        guard support.graphicsProtocol == .kitty, let key = transmitted.first(where: { $0.value == id })?.key else { return false }
        transmitted[key] = nil
        return lostPictures.insert(key).inserted
    }

    /// Past `keptPictures`, forgets every picture made or transmitted that is not on the screen, deleting
    /// kitty's from the terminal, oldest id first.
    private mutating func forgetPicturesNotShown(into frame: inout Frame) {
        guard transmitted.count + sequences.count > keptPictures else { return }
        let onScreen = Set(shown.map(sized) + shown.map(shownPart))
        for (key, id) in transmitted.filter({ !onScreen.contains($0.key) }).sorted(by: { $0.value < $1.value }) {
            frame.bytes += wrapped(KittyGraphics.deleteImage(id: id))
            transmitted[key] = nil
        }
        for key in sequences.keys.filter({ !onScreen.contains($0) }) { sequences[key] = nil }
    }

    /// An id not given before, never the query's (whose answers are the detection's, `KittyGraphics.queryID`).
    private mutating func newID() -> UInt32 {
        if nextID == UInt32(KittyGraphics.queryID) { nextID &+= 1 }
        defer { nextID &+= 1 }
        return nextID
    }

    /// The whole picture of a placement at its size.
    private func sized(_ placement: ImagePlacement) -> SizedPicture {
        let whole = Rect(x: 0, y: 0, width: placement.cells.width, height: placement.cells.height)
        return SizedPicture(source: placement.source, columns: whole.width, rows: whole.height, part: whole)
    }

    /// The part of a placement's picture that shows.
    private func shownPart(_ placement: ImagePlacement) -> SizedPicture {
        let visible = placement.visibleCells, cells = placement.cells
        let part = Rect(x: visible.minX - cells.minX, y: visible.minY - cells.minY, width: visible.width, height: visible.height)
        return SizedPicture(source: placement.source, columns: cells.width, rows: cells.height, part: part)
    }

    /// The pixels of a cut placement's picture that show, for kitty; nil for a whole one.
    private func sourceRectangle(of placement: ImagePlacement) -> Rect? {
        guard placement.isCut else { return nil }
        let part = shownPart(placement).part, cell = support.cellSize
        return Rect(
            x: part.minX * cell.width, y: part.minY * cell.height, width: part.width * cell.width, height: part.height * cell.height)
    }

    /// The picture scaled to the placement's cells.
    private func scaled(_ placement: ImagePlacement) -> RGBImage {
        PictureFitting.scaled(placement.source.image, columns: placement.cells.width, rows: placement.cells.height, cell: support.cellSize)
    }

    /// The kitty image id of a placement's picture at its size, and the bytes that transmit it when it was not
    /// transmitted before (a PNG file where libpng makes one, else its pixels).
    private mutating func kittyImage(for placement: ImagePlacement) -> (id: UInt32, transmission: [UInt8]) {
        let key = sized(placement)
        if let id = transmitted[key] { return (id, []) }
        let id = newID()
        transmitted[key] = id
        let prepared = placement.source.prepared?.bytes(for: .kitty, cells: placement.cells)
        let payload = (prepared ?? PNGEncoding.encode(scaled(placement))).map(KittyGraphics.Payload.png) ?? .rgb(scaled(placement))
        return (id, wrapped(KittyGraphics.transmit(payload, id: id)))
    }

    /// The sixel or iTerm2 sequence of the part of a placement's picture that shows, at its size, made once.
    private mutating func sequence(for placement: ImagePlacement) -> [UInt8] {
        let key = shownPart(placement)
        if let made = sequences[key] { return made }
        let prepared = placement.isCut ? nil : placement.source.prepared?.bytes(for: support.graphicsProtocol, cells: placement.cells)
        var picture: RGBImage {
            let whole = scaled(placement), cell = support.cellSize
            guard placement.isCut else { return whole }
            return whole.cropped(
                x: key.part.minX * cell.width, y: key.part.minY * cell.height,
                width: key.part.width * cell.width, height: key.part.height * cell.height)
        }
        let made: [UInt8]
        if support.graphicsProtocol == .sixel {
            made = prepared ?? SixelEncoding.sequence(for: picture)
        } else {
            made = (prepared ?? PNGEncoding.encode(picture)).map {
                ITermInlineImage.sequence(file: $0, columns: key.part.width, rows: key.part.height)
            } ?? []
        }
        sequences[key] = made
        return made
    }

    /// `bytes` as the terminal is sent them: through tmux's passthrough where it needs it.
    private func wrapped(_ bytes: [UInt8]) -> [UInt8] {
        support.passesThroughTmux && !bytes.isEmpty ? TmuxPassthrough.wrapped(bytes) : bytes
    }
}
