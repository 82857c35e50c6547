import Foundation
import PictureDecoding

/// An X server of its own with no screen (Xvfb), for end-to-end tests that run a graphical terminal and look at
/// its pixels: screenshots of the whole screen (`xwd`, turned into a PPM file of 8 bits a channel by netpbm's
/// `xwdtopnm` and `pamdepth`: with kitty's window on the screen `xwdtopnm` writes 16), keys and
/// window sizes (`xdotool`). The server picks a free display itself (`-displayfd`), so tests running at once, in
/// this process or others, never share one.
final class XvfbDisplay {
    /// The programs the graphical tests need (Scripts/bootstrap installs them: xvfb, x11-apps, netpbm, xdotool).
    static let programs = ["Xvfb", "xwd", "xwdtopnm", "pamdepth", "xdotool"]

    /// Where the programs are looked for: the system's folders (a package installs them there).
    static let path = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    /// Those of `names` that are not in `path`'s folders.
    static func missing(_ names: [String]) -> [String] {
        names.filter { name in
            !path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    /// The display's name, such as ":93".
    let name: String
    let width: Int
    let height: Int
    private let server: ChildProcess.Running
    /// The home folder of the programs on the display (kitty keeps a cache there), removed with it.
    private let home: String

    /// A server with one screen of `width` by `height` pixels in 24-bit colour, running once it takes clients.
    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        let home = NSTemporaryDirectory() + "/xvfb-home-\(UUID().uuidString)"
        self.home = home
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // An initializer that throws runs no deinit: the home goes here then, its server already ended.
        var started = false
        defer { if !started { try? FileManager.default.removeItem(atPath: home) } }
        // -noreset: by default the server resets whenever its last client leaves, and one connecting meanwhile is
        // refused. Before a terminal's window is there, each `xdotool search` that looks for it is the last client
        // to leave, and xterm starting then failed ("Can't open display") on a loaded machine.
        server = try ChildProcess.start(
            "Xvfb", ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
            environment: ["PATH": Self.path, "HOME": home])
        // The server writes its display's number once it listens.
        let deadline = Date().addingTimeInterval(10)
        var number: Int?
        while number == nil, Date() < deadline {
            let written = server.outputSoFar()
            if written.hasSuffix("\n") { number = Int(written.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if number == nil { usleep(10_000) }
        }
        guard let number else {
            server.signal(SIGKILL)
            let ended = server.wait()
            throw DisplayError(message: "Xvfb did not start: \(ended.error)")
        }
        name = ":\(number)"
        started = true
    }

    deinit {
        server.signal(SIGTERM)
        _ = server.wait()
        try? FileManager.default.removeItem(atPath: home)
    }

    /// The server's state as /proc shows it (R or S running, Z ended and not yet reaped) and what it wrote on
    /// standard error: for a failure of a client that could not open the display.
    func serverReport() -> String {
        let stat = (try? String(contentsOfFile: "/proc/\(server.pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "gone"
        return "Xvfb \(name) (pid \(server.pid), state \(state)) said: \(server.errorSoFar())"
    }

    /// The environment of a program on this display, with `variables` added: nothing of the test's own (no tmux,
    /// no screen, no graphics override, no locale but the one given).
    private func environment(_ variables: [String: String] = [:]) -> [String: String] {
        ["PATH": Self.path, "HOME": home, "DISPLAY": name].merging(variables) { $1 }
    }

    /// Starts `program` with `arguments` on this display, with `environment` (see `environment(_:)`).
    func start(_ program: String, _ arguments: [String], environment variables: [String: String] = [:]) throws -> ChildProcess.Running {
        try ChildProcess.start(program, arguments, environment: environment(variables))
    }

    /// Runs `xdotool` with `arguments` on this display to its end.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run("xdotool", arguments, environment: environment())
        guard result.status == 0 else { throw DisplayError(message: "xdotool \(arguments): \(result.error)") }
        return result.output
    }

    /// The screen as it is now.
    func screenshot() throws -> RGBImage {
        let file = NSTemporaryDirectory() + "/xvfb-shot-\(UUID().uuidString).ppm"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try ChildProcess.run(
            "sh", ["-c", "xwd -root -silent | xwdtopnm 2>/dev/null | pamdepth 255 > '\(file)'"], environment: environment())
        guard result.status == 0, let bytes = FileManager.default.contents(atPath: file) else {
            throw DisplayError(message: "no screenshot: \(result.error)")
        }
        return try PPMDecoding.decode([UInt8](bytes), maximumDimension: max(width, height))
    }

    /// Something the display could not do.
    struct DisplayError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
