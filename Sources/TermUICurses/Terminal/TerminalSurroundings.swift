import Foundation
import TermUIBase

/// What the process's surroundings say of how pictures may go, beside the terminal's answers: the environment
/// (`TERMUI_GRAPHICS`, tmux, screen, the names of the terminal outside them), tmux's `allow-passthrough`, and
/// the window's size in pixels.
enum TerminalSurroundings {
    /// The surroundings of this process, with the protocol the command line asked for.
    static func graphics(requested: GraphicsProtocol?) -> GraphicsSupport.Surroundings {
        let environment = ProcessInfo.processInfo.environment
        let insideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
        let hints = [environment["KITTY_WINDOW_ID"] != nil ? "kitty" : nil, environment["MLTERM"] != nil ? "mlterm" : nil, environment["LC_TERMINAL"], environment["TERM_PROGRAM"]]
        return GraphicsSupport.Surroundings(
            requested: requested, environmentValue: environment["TERMUI_GRAPHICS"], insideTmux: insideTmux,
            tmuxAllowsPassthrough: insideTmux && tmuxAllowsPassthrough(), insideScreen: environment["STY"] != nil,
            terminalHints: hints.compactMap { $0 }.joined(separator: " "))
    }

    /// Whether tmux hands on escape sequences wrapped for it (its pane option `allow-passthrough`, `on` or
    /// `all`), as `tmux show-options` says; false when tmux cannot be asked.
    private static func tmuxAllowsPassthrough() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "show-options", "-pqv", "allow-passthrough"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let value = String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && (value == "on" || value == "all")
    }

    /// The size of a cell in pixels from the window's size in cells and pixels (`TIOCGWINSZ`), where the
    /// terminal fills in the pixels.
    static func windowCellSize(of descriptor: Int32) -> CellPixelSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return CellPixelSize(pixelWidth: Int(size.ws_xpixel), pixelHeight: Int(size.ws_ypixel), columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
