/// How pictures go to a terminal: the protocol, whether its bytes must be passed through tmux to the terminal
/// outside it, and the size of a cell in pixels that they are scaled for.
public struct GraphicsSupport: Hashable, Sendable {
    /// The protocol pictures are drawn with.
    public var graphicsProtocol: GraphicsProtocol
    /// Whether each image's bytes go wrapped for tmux's passthrough (`TmuxPassthrough`), to the terminal tmux
    /// runs in.
    public var passesThroughTmux: Bool
    /// The size of a cell in pixels.
    public var cellSize: CellPixelSize
    /// Whether the terminal keeps the images it shows in their cells, so that inserting or deleting characters
    /// in a row (ICH, DCH) moves them with its text and they show there from then on, as mlterm does: a row of
    /// pictures scrolled sideways is then moved rather than drawn again (`ImageRowShift`). xterm moves the
    /// pixels on its window, but draws its images again where they were sent whenever the window is exposed,
    /// over the text moved there, so it is not one.
    public var movesImagesWithCharacters: Bool

    /// Whether a picture that moves is sent again whole, pixels and all, at its new place: sixel on a terminal
    /// that does not move its images with the characters (xterm), and iTerm2's inline images, which have no id to
    /// be placed again by (each drawing is the whole PNG file); not kitty's (placed again by id) or sixel in a
    /// terminal that keeps its images in their cells (moved with them, `ImageRowShift`). Where it is, the renderer
    /// holds pictures moved by a repeating key as half blocks until it pauses (`PictureMotionHold`).
    package var sendsMovedPicturesAgain: Bool {
        switch graphicsProtocol {
        case .sixel: !movesImagesWithCharacters
        case .iTerm: true
        case .kitty, .halfBlocks: false
        }
    }

    /// Pictures in half blocks, as every terminal can show them.
    public static let halfBlocks = GraphicsSupport(graphicsProtocol: .halfBlocks, passesThroughTmux: false, cellSize: .assumed)

    /// Pictures drawn with `graphicsProtocol`, scaled for cells of `cellSize`, on a terminal that moves them with
    /// the characters of their row where `movesImagesWithCharacters`.
    public init(
        graphicsProtocol: GraphicsProtocol, passesThroughTmux: Bool = false, cellSize: CellPixelSize = .assumed,
        movesImagesWithCharacters: Bool = false
    ) {
        self.graphicsProtocol = graphicsProtocol
        self.passesThroughTmux = passesThroughTmux
        self.cellSize = cellSize
        self.movesImagesWithCharacters = movesImagesWithCharacters
    }

    /// What the process's surroundings say, besides the terminal's answers.
    package struct Surroundings: Equatable, Sendable {
        /// The protocol asked for on the command line (`--graphics`), if any.
        package var requested: GraphicsProtocol?
        /// `TERMUI_GRAPHICS` (`kitty`, `sixel`, `iterm` or `none`), if set.
        package var environmentValue: String?
        /// Whether the program runs inside tmux (`TMUX` is set).
        package var insideTmux = false
        /// Whether tmux passes the program's escape sequences on to its terminal (`allow-passthrough`).
        package var tmuxAllowsPassthrough = false
        /// Whether the program runs inside GNU screen (`STY` is set), which passes no images on.
        package var insideScreen = false
        /// What names the terminal outside a multiplexer, where its answers cannot come through:
        /// `KITTY_WINDOW_ID` set, `MLTERM` set, `LC_TERMINAL` and `TERM_PROGRAM` (lower-cased), joined.
        package var terminalHints: String = ""

        package init(
            requested: GraphicsProtocol? = nil, environmentValue: String? = nil, insideTmux: Bool = false,
            tmuxAllowsPassthrough: Bool = false, insideScreen: Bool = false, terminalHints: String = ""
        ) {
            self.requested = requested
            self.environmentValue = environmentValue
            self.insideTmux = insideTmux
            self.tmuxAllowsPassthrough = tmuxAllowsPassthrough
            self.insideScreen = insideScreen
            self.terminalHints = terminalHints
        }
    }

    /// The way pictures go, from the terminal's answers and the surroundings:
    /// - asked for (`--graphics`, then `TERMUI_GRAPHICS`): as asked; inside tmux, kitty and iTerm2 through its
    ///   passthrough where `allow-passthrough` is on (sixel as it is: tmux draws it where it can);
    /// - inside screen: half blocks;
    /// - inside tmux, which answers the questions itself: sixel where tmux draws it (its attributes say `4`);
    ///   else, only where `allow-passthrough` is on, kitty or iTerm2 where the hints name a terminal that has
    ///   it, passed through; else half blocks;
    /// - elsewhere: kitty where the terminal answered the query `OK`, sixel where its attributes say so, iTerm2
    ///   where its version or `TERM_PROGRAM` names iTerm2; else half blocks.
    /// The cell size is the terminal's answer, else `windowCellSize` (`TIOCGWINSZ`), else `CellPixelSize.assumed`.
    /// Sixel moves with the characters of its row (`movesImagesWithCharacters`) only outside a multiplexer, in
    /// mlterm (it answers no `XTVERSION`, and sets `MLTERM`).
    package static func chosen(answers: GraphicsDetection, surroundings: Surroundings, windowCellSize: CellPixelSize? = nil) -> GraphicsSupport {
        let cellSize = answers.cellSize ?? windowCellSize ?? .assumed
        let hints = surroundings.terminalHints.lowercased()
        let keepsImagesInCells = !surroundings.insideTmux && !surroundings.insideScreen && hints.contains("mlterm")
        if let asked = surroundings.requested ?? surroundings.environmentValue.flatMap({ GraphicsProtocol(rawValue: $0.lowercased()) }) {
            let passesThrough = surroundings.insideTmux && surroundings.tmuxAllowsPassthrough && (asked == .kitty || asked == .iTerm)
            return GraphicsSupport(
                graphicsProtocol: asked, passesThroughTmux: passesThrough, cellSize: cellSize,
                movesImagesWithCharacters: asked == .sixel && keepsImagesInCells)
        }
        if surroundings.insideScreen { return .halfBlocks }
        if surroundings.insideTmux {
            if answers.hasSixel { return GraphicsSupport(graphicsProtocol: .sixel, cellSize: cellSize) }
            guard surroundings.tmuxAllowsPassthrough else { return .halfBlocks }
            if ["kitty", "ghostty", "wezterm"].contains(where: { hints.contains($0) }) {
                return GraphicsSupport(graphicsProtocol: .kitty, passesThroughTmux: true, cellSize: cellSize)
            }
            if hints.contains("iterm") { return GraphicsSupport(graphicsProtocol: .iTerm, passesThroughTmux: true, cellSize: cellSize) }
            return .halfBlocks
        }
        if answers.hasKittyGraphics { return GraphicsSupport(graphicsProtocol: .kitty, cellSize: cellSize) }
        if answers.hasSixel {
            return GraphicsSupport(graphicsProtocol: .sixel, cellSize: cellSize, movesImagesWithCharacters: keepsImagesInCells)
        }
        if (answers.version ?? "").lowercased().contains("iterm") || hints.contains("iterm") {
            return GraphicsSupport(graphicsProtocol: .iTerm, cellSize: cellSize)
        }
        return .halfBlocks
    }
}
