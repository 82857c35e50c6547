import Foundation
import PictureDecoding

/// A terminal emulator's window on an `XvfbDisplay`, running one command: xterm as a VT340 (sixel), kitty (its
/// graphics protocol), or mlterm (sixel, kept in its cells). No window manager runs, so the window stays where it is put, without a frame; the
/// test types into it (`xdotool`, to the window given the focus), resizes it and takes its screenshots.
final class GraphicalTerminal {
    /// Which terminal.
    enum Kind {
        /// xterm 3xx started as a VT340 with 256 colour registers (so it draws sixel), in misc-fixed 10x20.
        case xterm
        /// kitty, drawn by OpenGL (Mesa's software renderer under Xvfb).
        case kitty
        /// mlterm 3.9, without its scroll bar and inner border, in its default font.
        case mlterm

        /// The program it needs beyond the display's.
        var program: String {
            switch self {
            case .xterm: "xterm"
            case .kitty: "kitty"
            case .mlterm: "mlterm"
            }
        }
    }

    let display: XvfbDisplay
    /// The X window's id.
    let window: String
    /// The window's top-left pixel on the screen.
    let origin: (x: Int, y: Int)
    /// The size of one cell in pixels.
    let cellSize: (width: Int, height: Int)
    /// The size in cells.
    private(set) var columns: Int
    private(set) var rows: Int
    private let process: ChildProcess.Running

    /// The terminal `kind` of `columns` by `rows` cells at `origin`, running `command` (a program and its
    /// arguments) in a UTF-8 locale; returns once its window is mapped.
    init(_ kind: Kind, on display: XvfbDisplay, columns: Int, rows: Int, origin: (x: Int, y: Int) = (0, 0), command: [String]) throws {
        self.display = display
        self.columns = columns
        self.rows = rows
        self.origin = origin
        let instance = "e2e-\(UUID().uuidString.prefix(8))"
        let environment = ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
        switch kind {
        case .xterm:
            process = try display.start("xterm", [
                "-name", instance, "-ti", "vt340", "-tn", "xterm-256color",
                "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
                "-xrm", "XTerm*cursorBlink: false", "-xrm", "XTerm*maxGraphicSize: 2000x2000",
                "-fn", "-misc-fixed-medium-r-normal--20-200-75-75-c-100-iso10646-1",
                "-geometry", "\(columns)x\(rows)+\(origin.x)+\(origin.y)", "-b", "0", "-bw", "0", "+sb",
                "-e",
            ] + command, environment: environment)
        case .kitty:
            process = try display.start("kitty", [
                "--name", instance, "--config", "NONE",
                "-o", "font_family=DejaVu Sans Mono", "-o", "font_size=11",
                "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                "-o", "window_padding_width=0", "-o", "remember_window_size=no", "-o", "placement_strategy=top-left",
                "-o", "cursor_blink_interval=0", "-o", "enable_audio_bell=no", "-o", "linux_display_server=x11",
                "-o", "allow_remote_control=no", "-o", "update_check_interval=0",
            ] + command, environment: environment.merging(["LIBGL_ALWAYS_SOFTWARE": "1"]) { $1 })
        case .mlterm:
            // Its type as the others' (mlterm would set its own); it sets MLTERM in the command's environment.
            process = try display.start("mlterm", [
                "-N", instance, "-g", "\(columns)x\(rows)+\(origin.x)+\(origin.y)", "--border=0", "--sbmod=none",
                "--term=xterm-256color", "-e",
            ] + command, environment: environment)
        }
        // Asked again until it is there: a search can fail on a window that goes while it looks (kitty makes one
        // to try OpenGL before its own).
        // A wait, not a timing: on a loaded machine (a build beside the tests) xterm took more than 15 s to map.
        var window: String?
        let deadline = Date().addingTimeInterval(60)
        while window == nil, Date() < deadline {
            // mlterm names its window's class after -N, the others its instance name.
            let search = kind == .mlterm ? "--class" : "--classname"
            window = (try? display.xdotool(["search", "--onlyvisible", search, instance]))?.split(separator: "\n").first.map(String.init)
            if window == nil { usleep(50_000) }
        }
        guard let window else {
            throw XvfbDisplay.DisplayError(
                message: "no window for \(kind) in 60 s; it said: \(process.errorSoFar()); \(display.serverReport())")
        }
        self.window = window
        if origin != (0, 0) { try display.xdotool(["windowmove", "--sync", window, "\(origin.x)", "\(origin.y)"]) }
        let geometry = try display.xdotool(["getwindowgeometry", "--shell", window])
        let values = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
        let width = values["WIDTH"] ?? 0, height = values["HEIGHT"] ?? 0
        guard width >= columns, height >= rows else { throw XvfbDisplay.DisplayError(message: "\(kind)'s window is \(geometry)") }
        cellSize = (width / columns, height / rows)
    }

    deinit {
        process.signal(SIGKILL)
        _ = process.wait()
    }

    /// Presses keys by their X names ("Down", "plus", "Escape"), with the focus given to this window.
    func press(_ keys: String...) throws {
        try press(keys)
    }

    /// Presses keys by their X names, 30 ms apart (as a key held down repeats), with the focus given to this window.
    func press(_ keys: [String]) throws {
        try display.xdotool(["windowfocus", "--sync", window])
        try display.xdotool(["key", "--delay", "30"] + keys)
    }

    /// Unmaps the window and maps it again, so that the terminal draws all of it again from what it keeps (an
    /// X server without backing store keeps nothing of a window that is not mapped).
    func expose() throws {
        try display.xdotool(["windowunmap", "--sync", window])
        try display.xdotool(["windowmap", "--sync", window])
    }

    /// Makes the window `columns` by `rows` cells.
    func resize(columns: Int, rows: Int) throws {
        try display.xdotool(["windowsize", window, "\(columns * cellSize.width)", "\(rows * cellSize.height)"])
        self.columns = columns
        self.rows = rows
    }

    /// The window's pixels now: its cells, from the screen.
    func screenshot() throws -> RGBImage {
        try display.screenshot().cropped(x: origin.x, y: origin.y, width: columns * cellSize.width, height: rows * cellSize.height)
    }
}
