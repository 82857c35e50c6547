/// How a terminal shows pictures: in half-block characters, two pixels a cell (every terminal), or at its
/// own resolution through one of the image protocols terminals have.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): an image is transmitted once with an
    /// id and placed by it, so moving it sends no pixels again (`KittyGraphics`).
    case kitty
    /// Sixel (xterm as a VT340, foot, WezTerm, mlterm, Windows Terminal, iTerm2): the pixels are sent each
    /// time the picture is drawn, in colours of a palette made for it (`SixelEncoding`).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm): a PNG file sent each time the picture is drawn
    /// (`ITermInlineImage`).
    case iTerm = "iterm"
    /// No image protocol: pictures in half blocks (`PixelPairCell`), as on every terminal.
    case halfBlocks = "none"

    /// Whether pictures are sent as images rather than drawn in cells.
    public var showsImages: Bool { self != .halfBlocks }
}
