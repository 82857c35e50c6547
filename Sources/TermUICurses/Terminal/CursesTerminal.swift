import CNcurses
import Foundation
import TermUIBase
import TermUIViews

/// The real terminal, drawn with ncursesw: wide-character input and output, colours as deep as the terminal
/// has (24-bit, 256, 16, 8 or none), the alternate screen, Esc in about 25 ms, and raw keys (Ctrl-C, Ctrl-Z and
/// Ctrl-S arrive as keys).
///
/// With `CursesFrameWriter` (frames out) and `CursesLooks` (how looks are sent), the only code that uses
/// ncurses. The renderer's frame diff decides which cells go and in which look; the writer hands ncurses those,
/// and ncurses compares them with what the terminal already shows and sends the fewest bytes.
@MainActor
public final class CursesTerminal: Terminal {
    /// Why the terminal could not start.
    public enum StartError: Error, CustomStringConvertible {
        /// ncurses knows no terminal of this type.
        case unknownTerminalType(String)
        /// The terminal cannot move its cursor (its terminfo entry has no `cup`, as `dumb` has not), so it
        /// cannot show a full-screen app.
        case noCursorAddressing(String)
        /// The locale named by an environment variable is not UTF-8 (`codeset` is its character set, nil when
        /// the system does not have the locale).
        case notUTF8Locale(variable: String, value: String, codeset: String?)

        /// The reason, as one line for standard error; what it quotes of the environment is shown as the screen
        /// shows text (an escape as ␛), and short.
        public var description: String {
            switch self {
            case .unknownTerminalType(let type):
                let shown = type.isEmpty ? "(TERM is not set)" : "'\(Self.quoted(type))'"
                return "unknown terminal type \(shown); set TERM to a type this system knows, such as xterm-256color"
            case .noCursorAddressing(let type):
                return "terminal type '\(Self.quoted(type))' cannot move the cursor, so it cannot show a full-screen app; set TERM to a type that can, such as xterm-256color"
            case .notUTF8Locale(let variable, let value, let codeset):
                let language = Self.quoted(String(value.prefix { $0 != "." && $0 != "@" }))
                let characterSet = codeset.map { " (its character set is \(Self.quoted($0)))" } ?? ""
                return "\(variable)=\(Self.quoted(value)) is not a UTF-8 locale\(characterSet); set \(variable) to a UTF-8 one, such as \(language).UTF-8 or C.UTF-8"
            }
        }

        /// A value of the environment as the message quotes it.
        private static func quoted(_ value: String) -> String {
            value.sanitizedForTerminal(maxLength: 60)
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// The current size.
    public private(set) var size: TerminalSize
    /// The colours in use.
    public let colorDepth: ColorDepth
    /// Whether the terminal's background is light or dark, which the colours are chosen for.
    public let colorScheme: ColorScheme
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    /// The modes set beyond ncurses' own (bracketed paste, mouse reports, the saved window title), on start
    /// and resume, undone on suspend and shutdown.
    private let modes: TerminalModes
    /// How this terminal's window title is set; nil when it has none.
    private let titleSequence: WindowTitleSequence?
    /// Whether the terminal takes xterm's clipboard sequence (OSC 52): it is xterm-like.
    private let takesClipboard: Bool
    /// The window title last asked for, shown again on resume.
    private var windowTitle: String?
    /// Whether the pointer's every motion is to be reported (`setReportsPointerMotion(_:)`), set again on resume.
    private var reportsPointerMotion = false
    /// The switch of the pointer's motion reports that waits for the next frame; empty when none does.
    private var pendingPointerMotionSwitch: [UInt8] = []
    /// Hands ncurses the runs of each frame update.
    private let writer: CursesFrameWriter
    /// Whether the next frame must send every cell; see `Terminal.needsWholeFrame`.
    public private(set) var needsWholeFrame = true
    private var isShutDown = false
    private var cursorIsVisible = false
    /// The size found by `sizeMayHaveChanged()`, reported by the next `readEvents()`.
    private var pendingResize: TerminalSize?
    /// Finds pasted text and mouse reports in the input (bracketed paste and, unless turned off, mouse
    /// reporting are on while the app has the terminal).
    private var sequenceReader = TerminalSequenceReader()
    /// Whether ncurses reads the terminal type's mouse key (`kmous`) as the start of an SGR report.
    private let mouseKeyIsSGRMarker: Bool
    /// Whether frames go out wrapped in synchronized output, from the terminal's answer at the start.
    private var synchronizedOutput = SynchronizedOutput()
    /// What the terminal said of pictures when asked at the start.
    private var graphicsDetection = GraphicsDetection()
    /// How pictures go to this terminal: chosen at the start from its answers, `graphics` (the command line's
    /// `--graphics`), `TERMUI_GRAPHICS`, and tmux's `allow-passthrough` (see `GraphicsSupport.chosen`).
    public private(set) var graphics = GraphicsSupport.halfBlocks
    /// The bytes of each frame's image changes, in the protocol of `graphics`.
    private var imageOutput = ImageOutput(support: .halfBlocks)
    /// What arrived while the start waited for the terminal's answers (keys typed at once), for the first
    /// `readEvents()`.
    private var piecesRead: [TerminalSequenceReader.Piece] = []
    /// How long the start waits for a terminal that answers nothing (every terminal answers the question for its
    /// attributes; the wait ends with that answer).
    private static let answerWait = 0.15

    /// Starts ncurses on a pair of streams (the process's own by default). `terminalType` overrides `TERM`
    /// (without it, `COLORTERM=truecolor` or `24bit` picks the direct-colour type of `TERM` where one is
    /// installed, such as `xterm-direct`); `colorScheme` is the background's; `fixedSize` sets the size
    /// instead of asking the terminal (for measuring without a terminal). The terminal is asked whether it has
    /// synchronized output (`SynchronizedOutput`) and what it has for pictures (`GraphicsDetection`), and its
    /// answers awaited: until they come, the input ends, or 150 ms pass. `graphics`, where given, is how
    /// pictures go whatever the terminal says.
    public init(
        input: UnsafeMutablePointer<FILE>? = nil, output: UnsafeMutablePointer<FILE>? = nil,
        terminalType: String? = nil, usesColor: Bool = true, usesMouse: Bool = true, colorScheme: ColorScheme = .dark,
        fixedSize: TerminalSize? = nil, graphics requestedGraphics: GraphicsProtocol? = nil
    ) throws {
        if let problem = TerminalLocale.adopt() { throw problem }
        guard let inputFile = input ?? nc_stdin(), let outputFile = output ?? nc_stdout() else {
            throw StartError.unknownTerminalType("")
        }
        let type = terminalType ?? ProcessInfo.processInfo.environment["TERM"] ?? ""
        if let problem = Self.problem(terminalType: type) { throw problem }
        // The direct-colour type of the same terminal, where COLORTERM asks for it and terminfo has it.
        let directType = terminalType == nil && usesColor
            ? Self.directColorTypes(for: type).first { $0.withCString(nc_terminfo_can_move_cursor) == 1 } : nil
        guard let screen = (directType ?? type).withCString({ newterm($0, outputFile, inputFile) }) else {
            throw StartError.unknownTerminalType(type)
        }
        self.screen = screen
        self.inputFile = inputFile
        self.outputFile = outputFile
        window = nc_stdscr()
        raw()
        noecho()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        leaveok(window, true)
        set_escdelay(25)
        curs_set(0)
        mouseKeyIsSGRMarker = Self.capability("kmous") == "\u{1B}[<"
        colorDepth = usesColor ? Self.startColors() : .none
        self.colorScheme = colorScheme
        writer = CursesFrameWriter(window: window)
        if let fixedSize { resizeterm(Int32(fixedSize.rows), Int32(fixedSize.columns)) }
        size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        modes = TerminalModes(terminalType: type, usesMouse: usesMouse, capability: Self.capability)
        takesClipboard = WindowTitleSequence.isXtermLike(type)
        titleSequence = WindowTitleSequence(
            terminalType: type, hasStatusLine: tigetflag("hs") > 0,
            toStatusLine: Self.capability("tsl").map { nc_tparm1($0, 0).map { String(cString: $0) } ?? $0 },
            fromStatusLine: Self.capability("fsl"))
        send(modes.enterSequence(followingPointer: false))
        let surroundings = TerminalSurroundings.graphics(requested: requestedGraphics)
        let insideMultiplexer = surroundings.insideTmux || surroundings.insideScreen
        send(GraphicsDetection.question(insideMultiplexer: insideMultiplexer) + SynchronizedOutput.question)
        awaitAnswers(for: Self.answerWait)
        graphics = GraphicsSupport.chosen(
            answers: graphicsDetection, surroundings: surroundings,
            windowCellSize: TerminalSurroundings.windowCellSize(of: fileno(outputFile)))
        imageOutput = ImageOutput(support: graphics)
    }

    /// Why this process cannot show an app in the terminal: its locale is not UTF-8 (see `TerminalLocale`,
    /// which this sets), or its type (`TERM` by default) is unknown or cannot move the cursor. Nil when it can.
    nonisolated public static func startProblem(terminalType: String? = nil) -> StartError? {
        if let problem = TerminalLocale.adopt() { return problem }
        return problem(terminalType: terminalType ?? ProcessInfo.processInfo.environment["TERM"] ?? "")
    }

    /// Whether terminfo knows the type and it can place the cursor; read without starting ncurses.
    nonisolated private static func problem(terminalType type: String) -> StartError? {
        guard !type.isEmpty else { return .unknownTerminalType(type) }
        switch type.withCString(nc_terminfo_can_move_cursor) {
        case 1: return nil
        case 0: return .noCursorAddressing(type)
        default: return .unknownTerminalType(type)
        }
    }

    /// A string capability of the current terminfo entry without its padding (`$<5>`), or nil where it has
    /// none.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        var text = String(cString: value)
        while let start = text.range(of: "$<"), let end = text[start.upperBound...].firstIndex(of: ">") {
            text.removeSubrange(start.lowerBound...end)
        }
        return text
    }

    /// Writes bytes of the app's own to the terminal, at once. ncurses keeps its output in a buffer of its own,
    /// written to the descriptor when full and at the end of a refresh, a cursor change and `endwin`; this is
    /// called after one of those (or, at the start, after a few short setup sequences), never in the middle of
    /// a frame, so the bytes cannot land inside one of ncurses' sequences.
    private func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, outputFile) }
        fflush(outputFile)
    }

    /// The direct-colour types to try first when `COLORTERM` says the terminal shows 24-bit colour.
    private static func directColorTypes(for type: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        guard TerminalColorSupport.saysDirectColor(colorTerm: environment["COLORTERM"]) else { return [] }
        return TerminalColorSupport.directColorTypes(for: type, insideTmux: environment["TMUX"] != nil)
    }

    private static func startColors() -> ColorDepth {
        guard has_colors() else { return .none }
        start_color()
        use_default_colors()
        let colors = nc_colors()
        // A direct-colour entry (`RGB`, colors#0x1000000): colour numbers are 0xRRGGBB.
        if colors >= 0x100_0000 { return .trueColor }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .ansi16 }
        if colors >= 8 { return .ansi8 }
        return .none
    }

    // MARK: Output

    /// Shows a frame; see `Terminal.present(_:cursor:)`.
    public func present(_ update: FrameUpdate, cursor: (column: Int, row: Int)?) {
        guard !isShutDown else { return }
        guard writer.write(update, rows: size.rows, columns: size.columns) else {
            // Out of colour pairs: what the window holds is sent again whole, with pairs made anew, by the frame
            // that follows at once; nothing of this one goes out.
            clearok(window, true)
            needsWholeFrame = true
            return
        }
        if update.isWhole { needsWholeFrame = false }
        // Images go after the cells, outside ncurses' buffer, within the same synchronized update; the rows
        // under pixels taken off go out again whole first.
        let images = imageOutput.encode(update.images, screenRows: size.rows, screenColumns: size.columns)
        if let shift = images.shift { moveShownCells(shift) }
        for rows in images.rowsToRedraw { wredrawln(window, Int32(rows.lowerBound), Int32(rows.count)) }
        synchronized(when: !update.runs.isEmpty || !images.bytes.isEmpty || images.shift != nil) {
            sendPointerMotionSwitch()
            sendBeforeCells(images)
            finishFrame(cursor: cursor)
            send(images.bytes)
        }
    }

    /// Sends what a frame's images need before its cells: blanks over the sixel pictures taken off, so that the
    /// terminal forgets them (`ImageOutput.Frame.overwrite`; the rows under them go out again after, whole), and
    /// the move of rows' cells that carries pictures along (`ImageRowShift`). ncurses does not know of the blanks:
    /// they are written where it sends every cell again.
    private func sendBeforeCells(_ images: ImageOutput.Frame) {
        send(images.overwrite)
        if let shift = images.shift { send(shift.bytes) }
    }

    /// Makes in ncurses' idea of the screen (`curscr`) the move of cells that `shift`'s bytes make on the terminal,
    /// before they go, so that the refresh after them sends what the move did not carry right: for each row,
    /// `wdelch` or `winsch` at the first column moved, as the terminal's DCH and ICH do (blanks in the default
    /// colours come in). These change only ncurses' record of the screen and send nothing; the refresh then
    /// compares the frame with the moved record, as with any other, and sends what differs (the rows changed are
    /// marked touched; the line hashes it keeps to find lines scrolled are stale for them until then, which by its
    /// own account costs bytes, never a wrong screen, and a line moved moves its cells, pictures with them, in a
    /// terminal that keeps pictures in cells). The cells `shift` says are to be sent again, and for a
    /// move right the last column (where a wide character may have been cut in two), are given a character other
    /// than the window's, so that the refresh sends them.
    private func moveShownCells(_ shift: ImageRowShift) {
        guard let shown = nc_curscr() else { return }
        let (row, column) = (getcury(shown), getcurx(shown))
        for movedRow in shift.rows {
            wmove(shown, Int32(movedRow), Int32(shift.fromColumn))
            for _ in 0..<abs(shift.offset) {
                if shift.offset < 0 { wdelch(shown) } else { winsch(shown, chtype(UInt8(ascii: " "))) }
            }
        }
        var cellsToSendAgain = shift.cellsToSendAgain
        if shift.offset > 0 {
            cellsToSendAgain.append(Rect(x: size.columns - 1, y: shift.rows.lowerBound, width: 1, height: shift.rows.count))
        }
        for cells in cellsToSendAgain {
            for cellRow in max(0, cells.minY)..<min(size.rows, cells.maxY) {
                for cellColumn in max(0, cells.minX)..<min(size.columns, cells.maxX) {
                    let other: Character = shownCharacters(in: window, column: cellColumn, row: cellRow) == "x" ? "y" : "x"
                    _ = mvwaddch(shown, Int32(cellRow), Int32(cellColumn), chtype(other.asciiValue ?? 0x78))
                }
            }
        }
        wmove(shown, row, column)
    }

    /// Runs `output` (ncurses' writes of a frame) between setting and resetting synchronized output, where the
    /// terminal has it and `condition` holds. ncurses' writes are all out when a refresh returns, so the mode's
    /// bytes come before and after them.
    private func synchronized(when condition: Bool = true, _ output: () -> Void) {
        let wraps = condition && synchronizedOutput.isOn
        if wraps { send(SynchronizedOutput.frameStart) }
        output()
        if wraps { send(TerminalMode.synchronizedOutput.off) }
    }

    private func finishFrame(cursor: (column: Int, row: Int)?) {
        if let cursor {
            if !cursorIsVisible { curs_set(1) }
            leaveok(window, false)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else if cursorIsVisible {
            curs_set(0)
            leaveok(window, true)
        }
        cursorIsVisible = cursor != nil
        wnoutrefresh(window)
        doupdate()
    }

    /// Forgets what the screen shows, so the next frame repaints every cell.
    public func invalidateScreen() {
        needsWholeFrame = true
        clearok(window, true)
    }

    // MARK: Input

    /// The input stream's file descriptor, for the run loop to wait on.
    public var inputDescriptor: Int32? { fileno(inputFile) }

    /// The events waiting now; see `Terminal.readEvents()`.
    public func readEvents() -> [InputEvent] {
        guard !isShutDown else { return [] }
        var events: [InputEvent] = []
        if let pendingResize {
            screenDidResize()
            events.append(.resize(pendingResize))
            self.pendingResize = nil
        }
        var pieces = piecesRead
        piecesRead.removeAll()
        // A bounded batch, so that a flood of input cannot keep the loop from drawing; a paste is read in
        // larger ones (it draws nothing until it ends). The batch never ends inside a sequence the terminal
        // sent in one write (a mouse report, an answer: at most a few hundred characters), which the end of a
        // read would hand on as keys.
        var count = 0
        while count < (sequenceReader.isInPaste ? 65_536 : 512) || sequenceReader.holdsSequenceStart, readInput(into: &pieces) {
            count += 1
        }
        sequenceReader.endRead(into: &pieces)
        var decoded: [InputEvent] = []
        for piece in pieces {
            switch piece {
            case .functionKey(KEY_RESIZE): decoded.append(resizeEvent())
            case .functionKey(let code): if let press = CursesKeyCodes.keyPress(functionKey: code) { decoded.append(.key(press)) }
            case .character(let code): if let press = CursesKeyCodes.keyPress(character: code) { decoded.append(.key(press)) }
            case .paste(let text): decoded.append(.paste(text))
            case .mouse(let report): decoded.append(.mouse(report))
            case .report(.kittyGraphics(let id, let message)) where message != "OK" && id != KittyGraphics.queryID:
                // kitty does not have an image it was told to place: its transmission was lost. The screen is
                // drawn again whole, as after a resize, which transmits the images shown again.
                if let id = UInt32(exactly: id), imageOutput.imageIsMissing(id: id), !events.contains(.resize(size)) {
                    invalidateScreen()
                    events.append(.resize(size))
                }
            case .report(let report): synchronizedOutput.take(report)  // a late answer to the start's question: too
                // late for pictures, which were chosen when the start stopped waiting
            }
        }
        events += CursesKeyCodes.joiningAlt(decoded)
        if events.isEmpty && inputHasEnded() { events.append(.endOfInput) }
        return events
    }

    /// Whether events wait that were read before the first `readEvents()` (keys typed while the start waited for
    /// the terminal's answers), which no readable input will announce.
    package var hasEventsRead: Bool { !piecesRead.isEmpty }

    /// Reads what ncurses has of the input, if anything, into the sequence reader; false when nothing waits.
    private func readInput(into pieces: inout [TerminalSequenceReader.Piece]) -> Bool {
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result == ERR { return false }
        if result == KEY_CODE_YES {
            let code = Int32(bitPattern: character)
            sequenceReader.read(functionKey: code, isMouseMarker: code == KEY_MOUSE && mouseKeyIsSGRMarker, into: &pieces)
        } else {
            sequenceReader.read(character: UInt32(character), into: &pieces)
        }
        return true
    }

    /// Reads the terminal's answers to the start's question (`SynchronizedOutput.question`) until its attributes
    /// arrive, the input ends, or `limit` seconds pass. An answer cut across reads is read whole. What else
    /// arrives meanwhile (keys typed at once) is kept for the first `readEvents()`.
    private func awaitAnswers(for limit: Double) {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1_000_000_000)
        // Reading refreshes a window that was touched; nothing is to go out before the first frame.
        untouchwin(window)
        var pieces: [TerminalSequenceReader.Piece] = []
        // Until the attributes: xterm answers DECRPM for 2026 (unknown) in a write before them, and the
        // sixel they name would be missed if that answer ended the wait.
        while !graphicsDetection.hasHeardEverything {
            if readInput(into: &pieces) {
                takeAnswers(from: &pieces)
                continue
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline, inputArrives(within: Int32((deadline - now) / 1_000_000) + 1) else { break }
        }
        sequenceReader.endRead(into: &pieces)
        takeAnswers(from: &pieces)
        piecesRead = pieces
    }

    /// Takes the answers out of what was read.
    private func takeAnswers(from pieces: inout [TerminalSequenceReader.Piece]) {
        pieces.removeAll { piece in
            guard case .report(let report) = piece else { return false }
            synchronizedOutput.take(report)
            graphicsDetection.take(report)
            return true
        }
    }

    /// Whether input arrives within `milliseconds`: false when the time passes, or the input has ended.
    private func inputArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return false }
        var available: Int32 = 0
        return ioctl(fileno(inputFile), UInt(FIONREAD), &available) == 0 && available > 0
    }

    /// Whether the input is closed: it polls as readable or hung up but has nothing to read.
    private func inputHasEnded() -> Bool {
        var descriptor = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var available: Int32 = 0
        return ioctl(fileno(inputFile), UInt(FIONREAD), &available) == 0 && available == 0
    }

    /// The size ncurses has already taken when it reports KEY_RESIZE, as an event.
    private func resizeEvent() -> InputEvent {
        size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        screenDidResize()
        return .resize(size)
    }

    /// Asks the terminal for its size (after SIGWINCH or SIGCONT, say); the next `readEvents()` reports it
    /// first, as a `.resize`, so that the next frame is laid out for it.
    public func sizeMayHaveChanged() {
        refreshSize()
        pendingResize = size
    }

    /// After the terminal changed size, what ncurses remembers of the screen is not what it shows: terminals
    /// keep, clear or rewrap the cells a shrink cut off, each in its own way, and ncurses would send only the
    /// cells it believes changed, leaving old ones (a row highlighted two sizes ago) on screen. The next frame
    /// repaints every cell.
    private func screenDidResize() {
        invalidateScreen()
    }

    /// Asks the terminal for its size and tells ncurses.
    private func refreshSize() {
        var windowSize = winsize()
        if ioctl(fileno(inputFile), UInt(TIOCGWINSZ), &windowSize) == 0, windowSize.ws_row > 0, windowSize.ws_col > 0,
            is_term_resized(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
        {
            resizeterm(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
        }
        size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    // MARK: Life cycle

    /// Hands the terminal to the shell (Ctrl-Z): leaves the alternate screen and the raw mode for now.
    public func suspend() {
        guard !isShutDown else { return }
        takeImagesOff()
        endwin()
        send(modes.leaveSequence)
    }

    /// Takes the terminal back after `suspend()` and repaints everything at the size it has now.
    public func resume() {
        guard !isShutDown else { return }
        sizeMayHaveChanged()
        needsWholeFrame = true
        // keypad() sends the keypad-transmit sequence at once; ncurses would otherwise send it only when reading
        // the next key, and that key would arrive in the other cursor-key encoding and be misread.
        keypad(window, true)
        clearok(window, true)
        synchronized { doupdate() }
        sendModesOnResume()
        showWindowTitle()
    }

    /// The bytes that give the terminal back (the app's modes undone, attributes reset, the cursor shown, the
    /// keypad and the alternate screen left), for a crash handler that cannot call ncurses.
    public func emergencyResetSequence() -> [UInt8] {
        // A crash in the middle of a frame leaves synchronized output set, where the terminal has it.
        (synchronizedOutput.isOn ? TerminalMode.synchronizedOutput.off : []) + modes.emergencyLeaveSequence(capability: Self.capability)
    }

    /// Gives the terminal back: shows the cursor, leaves ncurses (the alternate screen, the keypad, raw mode)
    /// and undoes the app's modes (the window title is the one from before the start again).
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        takeImagesOff()
        curs_set(1)
        endwin()
        send(modes.leaveSequence)
    }

    /// Takes kitty's images off the screen before the terminal is handed back (sixel's and iTerm2's pixels go
    /// with the alternate screen); the next whole frame puts them on again.
    private func takeImagesOff() {
        send(imageOutput.encode(.whole([]), screenRows: size.rows).bytes)
    }

    // MARK: Pointer motion

    /// Reports the pointer's every motion from the next frame on, or only clicks and the wheel again; see
    /// `Terminal.setReportsPointerMotion(_:)`. The switch (`TerminalModes.pointerMotionSwitch(on:)`, nothing
    /// where mouse reports are off) goes out with that frame; a switch back before it cancels it.
    public func setReportsPointerMotion(_ reports: Bool) {
        guard !isShutDown, reports != reportsPointerMotion else { return }
        reportsPointerMotion = reports
        pendingPointerMotionSwitch = pendingPointerMotionSwitch.isEmpty ? modes.pointerMotionSwitch(on: reports) : []
    }

    /// Sends the switch of the pointer's motion reports that waits, if one does, with a frame's bytes.
    private func sendPointerMotionSwitch() {
        send(pendingPointerMotionSwitch)
        pendingPointerMotionSwitch = []
    }

    /// Sets the app's modes again after a resume, the pointer's motion reported as before the suspend; a switch
    /// that waited is in them.
    private func sendModesOnResume() {
        send(modes.enterSequence(followingPointer: reportsPointerMotion))
        pendingPointerMotionSwitch = []
    }

    /// Shows a window title where the terminal has one; see `Terminal.setWindowTitle(_:)`.
    public func setWindowTitle(_ title: String) {
        windowTitle = title
        guard !isShutDown else { return }
        showWindowTitle()
    }

    private func showWindowTitle() {
        guard let windowTitle, let titleSequence else { return }
        send(titleSequence.bytes(for: windowTitle))
    }

    /// Puts text on the system clipboard where the terminal is xterm-like (OSC 52); see
    /// `Terminal.copyToClipboard(_:)`. Sent between frames, as the title is.
    public func copyToClipboard(_ text: String) -> Bool {
        let tmux = ProcessInfo.processInfo.environment["TMUX"] ?? ""
        guard !isShutDown, takesClipboard, let bytes = ClipboardSequence.bytes(for: text, insideTmux: !tmux.isEmpty)
        else { return false }
        send(bytes)
        return true
    }

    /// Frees ncurses' memory for this terminal after `shutdown()` (for programs that start several).
    public func release() {
        shutdown()
        delscreen(screen)
        writer.deallocate()
    }

    // MARK: Test hooks

    /// Sends pictures as `support` says from the next frame on, whatever the terminal said at the start: for the
    /// benchmark and tests, which write to a file and so are asked nothing (a terminal that keeps its images in
    /// their cells, `GraphicsSupport.movesImagesWithCharacters`, is named by the environment).
    package func showImages(as support: GraphicsSupport) {
        graphics = support
        imageOutput = ImageOutput(support: support)
    }

    /// Changes the size of a terminal started with a `fixedSize` as a resize of its window would, for tests:
    /// ncurses takes the new size and the next frame repaints every cell.
    func resize(toFixedSize newSize: TerminalSize) {
        resizeterm(Int32(newSize.rows), Int32(newSize.columns))
        size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        screenDidResize()
    }

    /// The colour numbers ncurses believes the terminal shows at a cell after the last frame (from its `curscr`:
    /// the cell's colour pair, as that pair is now), for tests; nil outside the screen. -1 is the default colour.
    func shownColors(column: Int, row: Int) -> (foreground: Int32, background: Int32)? {
        guard let (_, pair) = shownCell(column: column, row: row) else { return nil }
        var foreground: Int32 = 0, background: Int32 = 0
        guard extended_pair_content(pair, &foreground, &background) != ERR else { return nil }
        return (foreground, background)
    }

    /// The characters ncurses believes the terminal shows at a cell after the last frame (its `curscr`), for
    /// tests; nil outside the screen. The second column of a wide character holds that character again.
    func shownCharacters(column: Int, row: Int) -> String? {
        shownCell(column: column, row: row).map(Self.text(of:))
    }

    /// The text of a cell's characters, up to their terminating zero.
    private static func text(of cell: (characters: [wchar_t], pair: Int32)) -> String {
        let scalars = cell.characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The characters and colour pair of a cell of ncurses' `curscr`; nil outside the screen.
    private func shownCell(column: Int, row: Int) -> (characters: [wchar_t], pair: Int32)? {
        nc_curscr().flatMap { cell(of: $0, column: column, row: row) }
    }

    /// The characters of a cell of one of ncurses' windows; nil outside it.
    private func shownCharacters(in window: UnsafeMutablePointer<WINDOW>, column: Int, row: Int) -> String? {
        cell(of: window, column: column, row: row).map(Self.text(of:))
    }

    /// The characters and colour pair of a cell of one of ncurses' windows; nil outside it.
    private func cell(of window: UnsafeMutablePointer<WINDOW>, column: Int, row: Int) -> (characters: [wchar_t], pair: Int32)? {
        var cell = cchar_t()
        guard mvwin_wch(window, Int32(row), Int32(column), &cell) != ERR else { return nil }
        // getcchar writes at most CCHARW_MAX (5) characters and a terminating zero, and the pair as an int where
        // given room for one.
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        guard getcchar(&cell, &characters, &attributes, &shortPair, &pair) != ERR else { return nil }
        return (characters, pair)
    }
}
