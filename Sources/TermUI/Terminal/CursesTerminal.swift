import CNcurses
import Foundation

/// The real terminal, drawn with ncursesw: wide-character input and output, colours as deep as the terminal
/// has (24-bit, 256, 16, 8 or none), the alternate screen, Esc in about 25 ms, and raw keys (Ctrl-C, Ctrl-Z and
/// Ctrl-S arrive as keys).
///
/// The only code that uses ncurses. ncurses compares each frame with what the terminal already shows and
/// sends the fewest bytes; this class only hands it the cells that changed since the last frame.
@MainActor
public final class CursesTerminal: Terminal {
    /// Why the terminal could not start.
    public enum StartError: Error, CustomStringConvertible {
        /// ncurses knows no terminal of this type.
        case unknownTerminalType(String)

        /// The reason, as one line for standard error.
        public var description: String {
            switch self {
            case .unknownTerminalType(let type):
                let shown = type.isEmpty ? "(TERM is not set)" : "'\(type)'"
                return "unknown terminal type \(shown); set TERM to a type this system knows, such as xterm-256color"
            }
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
    private var shown: Canvas?
    /// How styles are shown in the colours in use.
    private let styleMapping: TerminalStyleMapping
    /// The colour pairs made, by their two colour numbers.
    private var pairs: [Int64: Int32] = [:]
    /// Styles already turned into attributes and a colour pair, graphic or not.
    private var cursesStyles: [CursesStyleKey: CursesStyle] = [:]
    /// The last style turned into attributes and a colour pair (neighbouring cells mostly share a style).
    private var lastStyle: (key: CursesStyleKey, curses: CursesStyle) = (CursesStyleKey(style: .plain, isGraphic: false), CursesStyle(attributes: 0, pair: 0))
    /// The colour pair number `setcchar` reads (an `int`, so that pairs above 32,767 work).
    private let pairNumber = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// Room for the wide characters of one cell and the terminating zero.
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: 8)
    private var isShutDown = false
    private var cursorIsVisible = false
    /// The size found by `sizeMayHaveChanged()`, reported by the next `readEvents()`.
    private var pendingResize: TerminalSize?

    /// Starts ncurses on a pair of streams (the process's own by default). `terminalType` overrides `TERM`
    /// (without it, `COLORTERM=truecolor` or `24bit` picks the direct-colour type of `TERM` where one is
    /// installed, such as `xterm-direct`); `colorScheme` is the background's; `fixedSize` sets the size
    /// instead of asking the terminal (for measuring without a terminal).
    public init(
        input: UnsafeMutablePointer<FILE>? = nil, output: UnsafeMutablePointer<FILE>? = nil,
        terminalType: String? = nil, usesColor: Bool = true, colorScheme: ColorScheme = .dark, fixedSize: TerminalSize? = nil
    ) throws {
        Self.useUTF8Locale()
        guard let inputFile = input ?? nc_stdin(), let outputFile = output ?? nc_stdout() else {
            throw StartError.unknownTerminalType("")
        }
        let type = terminalType ?? ProcessInfo.processInfo.environment["TERM"] ?? ""
        let types = terminalType == nil && usesColor ? Self.directColorTypes(for: type) + [type] : [type]
        guard !type.isEmpty, let screen = Self.newScreen(types: types, output: outputFile, input: inputFile) else {
            throw StartError.unknownTerminalType(type)
        }
        self.screen = screen
        self.inputFile = inputFile
        window = nc_stdscr()
        raw()
        noecho()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        leaveok(window, true)
        set_escdelay(25)
        curs_set(0)
        colorDepth = usesColor ? Self.startColors() : .none
        self.colorScheme = colorScheme
        styleMapping = TerminalStyleMapping(depth: colorDepth, scheme: colorScheme)
        if let fixedSize { resizeterm(Int32(fixedSize.rows), Int32(fixedSize.columns)) }
        size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// ncursesw needs a UTF-8 character type; when the user's locale is not UTF-8, C.UTF-8 is used.
    private static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "C.utf8") }
    }

    /// Starts ncurses for the first of some terminal types that this system knows.
    private static func newScreen(types: [String], output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) -> OpaquePointer? {
        for type in types {
            if let screen = type.withCString({ newterm($0, output, input) }) { return screen }
        }
        return nil
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
    public func present(_ canvas: Canvas, cursor: (column: Int, row: Int)?) {
        guard !isShutDown else { return }
        let rows = min(canvas.rows, size.rows), columns = min(canvas.columns, size.columns)
        guard var previous = shown, previous.columns == canvas.columns, previous.rows == canvas.rows else {
            // Nothing to compare with: send every cell, and keep a copy of the frame to compare the next with.
            putEveryCell(of: canvas, rows: rows, columns: columns)
            finishFrame(cursor: cursor)
            shown = canvas
            return
        }
        shown = nil  // `previous` is now the only reference, so it is updated in place (no copy of the frame).
        canvas.withCells { cells in
            previous.withMutableCells { old in
                for row in 0..<rows {
                    let start = row * canvas.columns
                    for column in 0..<columns {
                        let index = start + column
                        guard cells[index] != old[index] else { continue }
                        old[index] = cells[index]
                        if cells[index].isContinuation {
                            // The wide character to the left changed its second half: draw it again.
                            if column > 0 { put(cells[index - 1], row: row, column: column - 1) }
                        } else {
                            put(cells[index], row: row, column: column)
                        }
                    }
                }
            }
        }
        shown = previous
        if pairs.count >= Int(nc_color_pairs()) - 1 {
            // ncurses has begun to reuse pairs, some perhaps of cells this frame drew: start the pairs again.
            startColorPairsAgain()
            putEveryCell(of: canvas, rows: rows, columns: columns)
        }
        finishFrame(cursor: cursor)
    }

    private func putEveryCell(of canvas: Canvas, rows: Int, columns: Int) {
        canvas.withCells { cells in
            for row in 0..<rows {
                for column in 0..<columns { put(cells[row * canvas.columns + column], row: row, column: column) }
            }
        }
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

    private func put(_ cell: Cell, row: Int, column: Int) {
        if cell.isContinuation { return }
        if cell.code < 0x8000_0000 {
            characters[0] = wchar_t(bitPattern: cell.code)
            characters[1] = 0
        } else {
            var count = 0
            for scalar in cell.character.unicodeScalars where count < 5 {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            characters[count] = 0
        }
        let key = CursesStyleKey(style: cell.style, isGraphic: cell.code < 0x8000_0000 && TerminalStyleMapping.isGraphic(cell.code))
        if key != lastStyle.key { lastStyle = (key, cursesStyle(key)) }
        let curses = lastStyle.curses
        pairNumber.pointee = curses.pair
        var complex = cchar_t()
        setcchar(&complex, characters, curses.attributes, 0, pairNumber)
        mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }

    /// A style as ncurses draws it, from what it was last time or from the style mapping.
    private func cursesStyle(_ key: CursesStyleKey) -> CursesStyle {
        if let known = cursesStyles[key] { return known }
        let shown = styleMapping.shown(key.style, isGraphic: key.isGraphic)
        var attributes = nc_a_normal()
        let flags = shown.attributes
        if flags.contains(.bold) { attributes |= nc_a_bold() }
        if flags.contains(.dim) { attributes |= nc_a_dim() }
        if flags.contains(.italic) { attributes |= nc_a_italic() }
        if flags.contains(.underline) { attributes |= nc_a_underline() }
        if flags.contains(.reverse) { attributes |= nc_a_reverse() }
        let foreground = colorNumber(shown.foreground), background = colorNumber(shown.background)
        let pair = foreground >= 0 || background >= 0 ? colorPair(foreground, background) : 0
        // Pictures bring many styles; past a few thousand, start again rather than grow.
        if cursesStyles.count >= 4096 { cursesStyles.removeAll(keepingCapacity: true) }
        let curses = CursesStyle(attributes: attributes, pair: pair)
        cursesStyles[key] = curses
        return curses
    }

    /// The ncurses number of a colour: -1 for the default, a palette number, or 0xRRGGBB on a direct-colour
    /// terminal (where the numbers below 8 are the ANSI colours, so the darkest blues take 8, as dark).
    private func colorNumber(_ color: ShownColor) -> Int32 {
        switch color {
        case .terminalDefault: return -1
        case .palette(let index): return Int32(index)
        case .rgb(let rgb): return max(8, rgb.packed)
        }
    }

    private func colorPair(_ foreground: Int32, _ background: Int32) -> Int32 {
        let key = Int64(foreground + 1) << 32 | Int64(background + 1)
        if let pair = pairs[key] { return pair }
        let number = alloc_pair(foreground, background)
        let pair = max(0, number)
        pairs[key] = pair
        return pair
    }

    /// Frees every colour pair, for a frame drawn anew. When the table is full, `alloc_pair` reuses the pair
    /// made longest ago, which cells on the screen may still show, and the pairs remembered here would be wrong.
    private func startColorPairsAgain() {
        reset_color_pairs()
        pairs.removeAll(keepingCapacity: true)
        cursesStyles.removeAll(keepingCapacity: true)
        lastStyle = (CursesStyleKey(style: .plain, isGraphic: false), CursesStyle(attributes: 0, pair: 0))
        clearok(window, true)
    }

    /// Forgets what the screen shows, so the next frame repaints every cell.
    public func invalidateScreen() {
        shown = nil
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
            events.append(.resize(pendingResize))
            self.pendingResize = nil
        }
        var character: wint_t = 0
        var escapePending = false
        // A bounded batch, so that a flood of input cannot keep the loop from drawing.
        for _ in 0..<512 {
            let result = wget_wch(window, &character)
            if result == ERR { break }
            var event: InputEvent?
            if result == KEY_CODE_YES {
                event = functionKeyEvent(Int32(bitPattern: character))
            } else if let press = characterKey(character) {
                event = .key(press)
            }
            guard let event else { continue }
            // Alt-x arrives as Esc and x together.
            if escapePending, case .key(let press) = event, press.modifiers.isEmpty, !press.key.isSpecial {
                events.removeLast()
                events.append(.key(KeyPress(press.key, modifiers: .option)))
                escapePending = false
                continue
            }
            if case .key(let press) = event, press.key == .escape, press.modifiers.isEmpty {
                escapePending = true
            } else {
                escapePending = false
            }
            events.append(event)
        }
        if events.isEmpty && inputHasEnded() { events.append(.endOfInput) }
        return events
    }

    /// Whether the input is closed: it polls as readable or hung up but has nothing to read.
    private func inputHasEnded() -> Bool {
        var descriptor = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var available: Int32 = 0
        return ioctl(fileno(inputFile), UInt(FIONREAD), &available) == 0 && available == 0
    }

    private func functionKeyEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(KeyPress(.upArrow))
        case KEY_DOWN: return .key(KeyPress(.downArrow))
        case KEY_LEFT: return .key(KeyPress(.leftArrow))
        case KEY_RIGHT: return .key(KeyPress(.rightArrow))
        case KEY_SLEFT: return .key(KeyPress(.leftArrow, modifiers: .shift))
        case KEY_SRIGHT: return .key(KeyPress(.rightArrow, modifiers: .shift))
        case KEY_HOME: return .key(KeyPress(.home))
        case KEY_END: return .key(KeyPress(.end))
        case KEY_PPAGE: return .key(KeyPress(.pageUp))
        case KEY_NPAGE: return .key(KeyPress(.pageDown))
        case KEY_DC: return .key(KeyPress(.deleteForward))
        case KEY_BACKSPACE: return .key(KeyPress(.delete))
        case KEY_BTAB: return .key(KeyPress(.tab, modifiers: .shift))
        case KEY_ENTER: return .key(KeyPress(.return))
        case KEY_RESIZE:
            // ncurses has already taken the new size when it reports KEY_RESIZE.
            size = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
            return .resize(size)
        default: return nil
        }
    }

    private func characterKey(_ code: wint_t) -> KeyPress? {
        switch code {
        case 10, 13: return KeyPress(.return)
        case 9: return KeyPress(.tab)
        case 27: return KeyPress(.escape)
        case 127, 8: return KeyPress(.delete)
        case 1...26: return KeyPress(KeyEquivalent(Character(Unicode.Scalar(UInt8(code) + 96))), modifiers: .control)
        case 0, 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return KeyPress(KeyEquivalent(Character(scalar)))
        }
    }

    /// Asks the terminal for its size (after SIGWINCH or SIGCONT, say); the next `readEvents()` reports it
    /// first, as a `.resize`, so that the next frame is laid out for it.
    public func sizeMayHaveChanged() {
        refreshSize()
        pendingResize = size
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
        endwin()
    }

    /// Takes the terminal back after `suspend()` and repaints everything at the size it has now.
    public func resume() {
        guard !isShutDown else { return }
        sizeMayHaveChanged()
        shown = nil
        // keypad() sends the keypad-transmit sequence at once; ncurses would otherwise send it only when reading
        // the next key, and that key would arrive in the other cursor-key encoding and be misread.
        keypad(window, true)
        clearok(window, true)
        doupdate()
    }

    /// The bytes that give the terminal back (leave the alternate screen, show the cursor, reset
    /// attributes), for a crash handler that cannot call ncurses.
    public func emergencyResetSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes
    }

    /// Gives the terminal back: shows the cursor and leaves ncurses (the alternate screen, raw mode).
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        curs_set(1)
        endwin()
    }

    /// Frees ncurses' memory for this terminal after `shutdown()` (for programs that start several).
    public func release() {
        shutdown()
        delscreen(screen)
        characters.deallocate()
        pairNumber.deallocate()
    }
}

/// A cell's style and whether its character is a graphic: what decides how ncurses draws it.
private struct CursesStyleKey: Hashable {
    let style: CellStyle
    let isGraphic: Bool
}

/// Attributes and a colour pair, as ncurses takes them.
private struct CursesStyle {
    let attributes: attr_t
    let pair: Int32
}
