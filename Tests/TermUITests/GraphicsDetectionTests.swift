import Foundation
import Testing
@testable import TermUIBase
@testable import TermUICurses

/// Which way pictures go, from scripted terminal answers (and none), the command line, the environment and tmux:
/// never from `TERM`.
struct GraphicsDetectionTests {
    private static let escape = "\u{1B}"
    /// kitty 0.35's answers to the start's questions: the graphics query, XTVERSION, the cell size, DECRPM
    /// for 2026, the attributes.
    private static let kitty = "\(escape)_Gi=31;OK\(escape)\\\(escape)P>|kitty(0.35.2)\(escape)\\\(escape)[6;20;10t\(escape)[?2026;2$y\(escape)[?62;c"
    /// xterm 390 started with `-ti vt340`: no graphics answer, sixel in the attributes.
    private static let xtermVT340 = "\(escape)P>|XTerm(390)\(escape)\\\(escape)[6;17;9t\(escape)[?63;1;2;4;6;9;15;16;22;28c"
    /// iTerm2 3.5: version, cell size, and attributes without 4.
    private static let iTerm = "\(escape)P>|iTerm2 3.5.0\(escape)\\\(escape)[6;32;16t\(escape)[?62;22;52c"
    /// mlterm 3.9: the cell size and attributes with 4, no XTVERSION.
    private static let mlterm = "\(escape)[6;22;10t\(escape)[?63;1;2;3;4;6;7;15;18;22;29c"
    /// tmux 3.3a without sixel: it answers the attributes itself, and nothing else.
    private static let tmux = "\(escape)[?1;2c"

    /// The pieces a reader finds in `text`, read as one read.
    private func pieces(_ text: String) -> [TerminalSequenceReader.Piece] {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        for scalar in text.unicodeScalars { reader.read(character: scalar.value, into: &pieces) }
        reader.endRead(into: &pieces)
        return pieces
    }

    /// What a terminal that answers `text` says of pictures.
    private func detection(_ text: String) -> GraphicsDetection {
        var detection = GraphicsDetection()
        for case .report(let report) in pieces(text) { detection.take(report) }
        return detection
    }

    @Test func theAnswersAreReportsNeverKeys() {
        #expect(pieces("a" + Self.kitty + "b") == [
            .character(97), .report(.kittyGraphics(id: 31, message: "OK")), .report(.terminalVersion("kitty(0.35.2)")),
            .report(.cellSize(width: 10, height: 20)), .report(.privateMode(2026, .reset)), .report(.deviceAttributes([62])),
            .character(98),
        ])
        #expect(pieces("\(Self.escape)_Gi=31;ENOENT:no such image\(Self.escape)\\") == [.report(.kittyGraphics(id: 31, message: "ENOENT:no such image"))])
    }

    @Test func whatOnlyBeginsLikeAnAnswerStaysCharacters() {
        // Page Down's own sequence, a cell size cut short, Alt-_ then G, a version over 256 characters.
        for text in ["\(Self.escape)[6~", "\(Self.escape)[6;20x", "\(Self.escape)_Gx\(Self.escape)y", "\(Self.escape)P>|" + String(repeating: "v", count: 300)] {
            #expect(pieces(text) == text.unicodeScalars.map { .character($0.value) }, "\(text.debugDescription)")
        }
    }

    @Test func eachTerminalIsKnownByWhatItAnswers() {
        let kitty = GraphicsSupport.chosen(answers: detection(Self.kitty), surroundings: .init())
        #expect(kitty == GraphicsSupport(graphicsProtocol: .kitty, cellSize: CellPixelSize(width: 10, height: 20)!))
        let xterm = GraphicsSupport.chosen(answers: detection(Self.xtermVT340), surroundings: .init())
        #expect(xterm == GraphicsSupport(graphicsProtocol: .sixel, cellSize: CellPixelSize(width: 9, height: 17)!))
        let iTerm = GraphicsSupport.chosen(answers: detection(Self.iTerm), surroundings: .init())
        #expect(iTerm == GraphicsSupport(graphicsProtocol: .iTerm, cellSize: CellPixelSize(width: 16, height: 32)!))
        // A plain xterm: attributes without 4, no graphics answer.
        #expect(GraphicsSupport.chosen(answers: detection("\(Self.escape)[?1;2c"), surroundings: .init()).graphicsProtocol == .halfBlocks)
    }

    @Test func onlyMltermNamedByItsEnvironmentHasSixelMovedWithTheCells() {
        let mlterm = GraphicsSupport.chosen(answers: detection(Self.mlterm), surroundings: .init(terminalHints: "mlterm"))
        #expect(mlterm == GraphicsSupport(graphicsProtocol: .sixel, cellSize: CellPixelSize(width: 10, height: 22)!, movesImagesWithCharacters: true))
        // Its answers alone, xterm's, or inside tmux (whose sixel tmux draws): drawn again where they move.
        #expect(!GraphicsSupport.chosen(answers: detection(Self.mlterm), surroundings: .init()).movesImagesWithCharacters)
        #expect(!GraphicsSupport.chosen(answers: detection(Self.xtermVT340), surroundings: .init(terminalHints: "xterm")).movesImagesWithCharacters)
        let tmux = GraphicsSupport.chosen(answers: detection("\(Self.escape)[?1;2;4c"), surroundings: .init(insideTmux: true, terminalHints: "mlterm"))
        #expect(tmux.graphicsProtocol == .sixel && !tmux.movesImagesWithCharacters)
        // Asked for: sixel in mlterm moves with the cells, other protocols never.
        #expect(GraphicsSupport.chosen(answers: GraphicsDetection(), surroundings: .init(requested: .sixel, terminalHints: "mlterm")).movesImagesWithCharacters)
        #expect(!GraphicsSupport.chosen(answers: GraphicsDetection(), surroundings: .init(requested: .kitty, terminalHints: "mlterm")).movesImagesWithCharacters)
    }

    @Test func noAnswerIsHalfBlocksAtTheWindowsOrTheAssumedCellSize() {
        let silent = GraphicsDetection()
        #expect(GraphicsSupport.chosen(answers: silent, surroundings: .init()) == .halfBlocks)
        let window = CellPixelSize(width: 8, height: 16)
        // Asked for sixel without an answer: sixel, at the window's cell size where TIOCGWINSZ gave one.
        #expect(GraphicsSupport.chosen(answers: silent, surroundings: .init(requested: .sixel), windowCellSize: window)
            == GraphicsSupport(graphicsProtocol: .sixel, cellSize: window!))
        #expect(GraphicsSupport.chosen(answers: silent, surroundings: .init(requested: .kitty)).cellSize == .assumed)
    }

    @Test func theCommandLineThenTheEnvironmentOverrideTheAnswers() {
        let kitty = detection(Self.kitty)
        #expect(GraphicsSupport.chosen(answers: kitty, surroundings: .init(requested: .halfBlocks)).graphicsProtocol == .halfBlocks)
        #expect(GraphicsSupport.chosen(answers: kitty, surroundings: .init(environmentValue: "SIXEL")).graphicsProtocol == .sixel)
        #expect(GraphicsSupport.chosen(answers: kitty, surroundings: .init(requested: .iTerm, environmentValue: "none")).graphicsProtocol == .iTerm)
        // A value the variable cannot have is no override.
        #expect(GraphicsSupport.chosen(answers: kitty, surroundings: .init(environmentValue: "yes")).graphicsProtocol == .kitty)
    }

    @Test func insideTmuxOnlyPassthroughOrTmuxsOwnSixelShowImages() {
        let answers = detection(Self.tmux)
        // kitty outside, passthrough off: half blocks.
        #expect(GraphicsSupport.chosen(answers: answers, surroundings: .init(insideTmux: true, terminalHints: "kitty")) == .halfBlocks)
        let through = GraphicsSupport.chosen(answers: answers, surroundings: .init(insideTmux: true, tmuxAllowsPassthrough: true, terminalHints: "kitty"))
        #expect(through.graphicsProtocol == .kitty && through.passesThroughTmux)
        // Passthrough on, but nothing names the terminal outside.
        #expect(GraphicsSupport.chosen(answers: answers, surroundings: .init(insideTmux: true, tmuxAllowsPassthrough: true)) == .halfBlocks)
        // tmux 3.4 built with sixel says 4 itself, and draws it.
        let sixelTmux = GraphicsSupport.chosen(answers: detection("\(Self.escape)[?1;2;4c"), surroundings: .init(insideTmux: true))
        #expect(sixelTmux.graphicsProtocol == .sixel && !sixelTmux.passesThroughTmux)
        #expect(GraphicsSupport.chosen(answers: detection(Self.kitty), surroundings: .init(insideScreen: true)) == .halfBlocks)
        // Asked for inside tmux: kitty through passthrough where it is on, not where it is off; sixel as it is.
        #expect(GraphicsSupport.chosen(answers: answers, surroundings: .init(requested: .kitty, insideTmux: true, tmuxAllowsPassthrough: true)).passesThroughTmux)
        #expect(!GraphicsSupport.chosen(answers: answers, surroundings: .init(requested: .kitty, insideTmux: true)).passesThroughTmux)
        #expect(!GraphicsSupport.chosen(answers: answers, surroundings: .init(requested: .sixel, insideTmux: true, tmuxAllowsPassthrough: true)).passesThroughTmux)
    }

    @Test func passthroughDoublesEveryEscape() {
        let wrapped = TmuxPassthrough.wrapped(Array("\(Self.escape)_Ga=d\(Self.escape)\\".utf8))
        #expect(String(decoding: wrapped, as: UTF8.self) == "\(Self.escape)Ptmux;\(Self.escape)\(Self.escape)_Ga=d\(Self.escape)\(Self.escape)\\\(Self.escape)\\")
    }

    /// Inside tmux or screen the kitty graphics query is not asked: the choice there does not use its answer,
    /// and tmux took the APC string for the pane's title. Everything else is asked everywhere.
    @Test func aMultiplexerIsNotAskedTheKittyQuery() {
        let outside = GraphicsDetection.question(insideMultiplexer: false)
        let inside = GraphicsDetection.question(insideMultiplexer: true)
        #expect(Array(outside.prefix(KittyGraphics.query.count)) == KittyGraphics.query)
        #expect(!String(decoding: inside, as: UTF8.self).contains("\(Self.escape)_"), "no APC string inside")
        #expect(outside.suffix(inside.count).elementsEqual(inside), "XTVERSION and the cell size both ways")
    }

    /// The real terminal asks its questions before the attributes' and takes the answers, keys around them kept.
    @MainActor @Test func theCursesTerminalAsksAndChoosesFromTheAnswers() throws {
        let recorded = try RecordedTerminal(answers: "x" + Self.xtermVT340)
        defer { recorded.close() }
        let start = recorded.written()
        let surroundings = TerminalSurroundings.graphics(requested: nil)
        let question = String(decoding: GraphicsDetection.question(
            insideMultiplexer: surroundings.insideTmux || surroundings.insideScreen), as: UTF8.self)
        let asked = try #require(start.range(of: question), "\(start.debugDescription)")
        #expect(start[asked.upperBound...].contains("\(Self.escape)[c"))
        // What it chooses also depends on the surroundings this test runs in (tmux, TERMUI_GRAPHICS).
        let expected = GraphicsSupport.chosen(
            answers: detection(Self.xtermVT340), surroundings: surroundings,
            windowCellSize: nil)
        #expect(recorded.terminal.graphics.graphicsProtocol == expected.graphicsProtocol)
        #expect(recorded.terminal.graphics.cellSize == CellPixelSize(width: 9, height: 17))
        let events = recorded.terminal.readEvents().filter { if case .resize = $0 { false } else { true } }
        #expect(events == [.key(KeyPress("x"))])
    }

    /// xterm 379 as a VT340 answers DECRPM (2026 unknown) before the attributes: the wait goes on to the
    /// attributes, so their sixel is seen (an answer before them once ended it, one read character later).
    @MainActor @Test func anAnswerBeforeTheAttributesEndsNoWait() throws {
        let answers = "\(Self.escape)P>|XTerm(379)\(Self.escape)\\\(Self.escape)[?2026;0$y\(Self.escape)[?63;1;2;4;6;9;15;16;22;28c"
        let recorded = try RecordedTerminal(answers: answers)
        defer { recorded.close() }
        let expected = GraphicsSupport.chosen(
            answers: detection(answers), surroundings: TerminalSurroundings.graphics(requested: nil), windowCellSize: nil)
        // Outside tmux and without TERMUI_GRAPHICS, that is sixel.
        #expect(recorded.terminal.graphics.graphicsProtocol == expected.graphicsProtocol)
        let events = recorded.terminal.readEvents().filter { if case .resize = $0 { false } else { true } }
        #expect(events.isEmpty, "no answer became a key: \(events)")
    }
}
