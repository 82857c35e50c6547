/// Pictures shown as their half blocks while they keep moving, and as images once the movement pauses, on a
/// terminal where a picture that moves must be sent again whole.
///
/// xterm keeps each sixel where it was sent and paints it there again whenever its window is exposed, so a
/// picture that moves cannot be moved on the screen (as mlterm's are, `ImageRowShift`) and is sent again at its
/// new place: a card row scrolled with a key held down sent every photo in view on every key, about twelve times
/// the bytes of its half blocks, faster than xterm decodes them. iTerm2's inline images have no ids to place again
/// by either (each drawing is the whole PNG file again), so the same holds there. Here a frame that
/// moves pictures within `interval` of the frame that last moved them (a key repeating, 30 to 50 ms apart) shows
/// the pictures that are not where the screen already shows them as the half blocks drawn under them, and a
/// frame `interval` after the last move (`settleTime`, which the run loop waits for with a timer) shows them as
/// images. A single key, after a pause, shows its pictures at once; pictures that stay where they are stay
/// images; a picture that appears without any moving (a photo decoded meanwhile, a sheet closed) neither starts
/// nor lengthens a burst, but is held while one lasts.
///
/// A frame moves pictures when it draws one where the frame before drew none (scrolled in, moved, a new
/// screen's) and no longer draws one the frame before drew: adding alone (a photo decoded, a sheet taken off)
/// or taking off alone (a sheet over them, a screen of text) is no move. Whatever the frame shows, held
/// pictures included, is what its cells show: the frame's diff takes off the images held, with the blanks a
/// sixel taken off has written over it in xterm (`SixelOverwrite`), and the later frame puts them on. A pure
/// function of the frames' pictures and the times given; the renderer keeps it and its clock.
package struct PictureMotionHold: Sendable {
    /// How long after a frame that moved pictures another move continues the same burst, and how long after the
    /// last move the pictures held are shown: above the 30 to 50 ms between a repeating key's presses (and the
    /// 90 ms of macOS's default repeat), with room for keys that arrive unevenly over ssh, and below the 200 ms or
    /// so after which a pause reads as a stop. Keys tapped by hand more than 150 ms apart each show their pictures.
    package static let interval = 0.15

    /// Whether pictures are held at all: where each picture moved is sent again whole
    /// (`GraphicsSupport.sendsMovedPicturesAgain`: sixel in xterm, iTerm2), not kitty (moved by a placement id,
    /// sending no pixels), sixel in mlterm (moved with the cells), or half blocks.
    package let isActive: Bool
    /// The pictures the last frame drew as images, held or not.
    private var drawn: [ImagePlacement] = []
    /// Those of them it showed as images: what the screen shows.
    private var shown: [ImagePlacement] = []
    /// Those of them it showed as their half blocks.
    package private(set) var held: [ImagePlacement] = []
    /// When the last frame that moved pictures was drawn, if any was.
    private var lastMove: Double?
    /// Whether that frame came within `interval` of the move before it, so that it and the frames up to
    /// `interval` after it hold the pictures not shown.
    private var isBurst = false

    /// Nothing drawn yet; holding pictures where `isActive`.
    package init(isActive: Bool) {
        self.isActive = isActive
    }

    /// When the frame that shows the pictures held as images is due: `interval` after the last move, while any
    /// is held.
    package var settleTime: Double? {
        guard let lastMove, isBurst, !held.isEmpty else { return nil }
        return lastMove + Self.interval
    }

    /// Takes the pictures a frame drawn at `now` would show as images (`CellCanvas.shownImages`), and returns
    /// those it holds: the ones to show as the half blocks drawn under them.
    package mutating func picturesToHold(among pictures: [ImagePlacement], at now: Double) -> [ImagePlacement] {
        guard isActive else { return [] }
        let moves = pictures.contains { !drawn.contains($0) } && drawn.contains { !pictures.contains($0) }
        if moves {
            isBurst = lastMove.map { now < $0 + Self.interval } ?? false
            lastMove = now
        }
        // The same sum as `settleTime`'s, so that the frame at that time is the one that shows them.
        let holds = isBurst && (lastMove.map { now < $0 + Self.interval } ?? false)
        drawn = pictures
        held = holds ? pictures.filter { !shown.contains($0) } : []
        shown = holds ? pictures.filter { shown.contains($0) } : pictures
        return held
    }
}
