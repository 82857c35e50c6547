/// What the terminal says of pictures when asked at the start, read from its answers: whether it has the kitty
/// graphics protocol (it answers the query, `KittyGraphics.query`, with `OK`), sixel (a `4` in its primary
/// device attributes), its name and version (`XTVERSION`) and the size of its cells in pixels (`CSI 16 t`).
///
/// The question goes out just before synchronized output's (`SynchronizedOutput.question`), whose request for
/// the device attributes every terminal answers, after the answers to everything asked before it: when the
/// attributes arrive, all that will be said has been. A terminal that answers nothing is taken to have none of
/// it. Nothing here is guessed from `TERM`.
package struct GraphicsDetection: Equatable, Sendable {
    /// The bytes that ask: the kitty graphics query, `XTVERSION` (`CSI > q`) and the cell size (`CSI 16 t`).
    /// Inside a multiplexer (tmux, screen) without the kitty query: the choice there does not use its answer
    /// (`GraphicsSupport.chosen`), and tmux takes an APC string such as the query for the pane's title (it read
    /// "Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA" until the app set its own), screen for its status line.
    package static func question(insideMultiplexer: Bool) -> [UInt8] {
        (insideMultiplexer ? [] : KittyGraphics.query) + Array("\u{1B}[>q\u{1B}[16t".utf8)
    }

    /// The kitty graphics answer to the query (`OK`, or an error), if one came.
    package private(set) var kittyAnswer: String?
    /// The primary device attributes, once they came.
    package private(set) var attributes: [Int]?
    /// The terminal's name and version as it gave them, if it did.
    package private(set) var version: String?
    /// The size of a cell in pixels, if the terminal said.
    package private(set) var cellSize: CellPixelSize?

    /// Nothing known yet.
    package init() {}

    /// Takes an answer the terminal sent.
    package mutating func take(_ report: TerminalReport) {
        switch report {
        case .kittyGraphics(let id, let message) where id == KittyGraphics.queryID:
            kittyAnswer = message
        case .deviceAttributes(let numbers):
            if attributes == nil { attributes = numbers }
        case .terminalVersion(let text):
            version = text
        case .cellSize(let width, let height):
            cellSize = CellPixelSize(width: width, height: height) ?? cellSize
        case .kittyGraphics, .privateMode:
            break
        }
    }

    /// Whether the terminal said it has the kitty graphics protocol.
    package var hasKittyGraphics: Bool { kittyAnswer == "OK" }

    /// Whether the attributes came: the answer the terminal gives last, after those to everything asked before
    /// them (a terminal may send each answer in a write of its own, so an earlier one ends no wait).
    package var hasHeardEverything: Bool { attributes != nil }

    /// Whether the terminal's attributes say it draws sixel.
    package var hasSixel: Bool { attributes?.contains(4) == true }
}
