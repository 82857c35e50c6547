import Foundation

/// A real terminal for end-to-end tests: a detached tmux session on a private server, running one command.
final class TmuxSession {
    let socket: String
    let name = "e2e"
    private let statusFile: String

    /// Starts `command` in a new terminal of the given size; the command's exit status is written when it ends.
    init(command: String, columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        socket = "wishlist-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        statusFile = NSTemporaryDirectory() + "/\(socket).status"
        // The pane starts from a known environment: no NO_COLOR, COLORTERM or COLORFGBG unless a test asks, and
        // American English (LANG=en_US.UTF-8, no LC_ variable) unless it asks for another locale: in the machine's
        // C.UTF-8, the POSIX locale, Foundation writes "$ 4.50".
        let locale = "unset LC_ALL LC_CTYPE LC_NUMERIC LC_MONETARY LC_TIME LC_MESSAGES; export LANG='en_US.UTF-8'; "
        let exports = "unset NO_COLOR COLORTERM COLORFGBG; " + locale
            + environment.map { "export \($0.key)='\($0.value)'; " }.joined()
        let wrapped = "\(exports)\(command); echo $? > '\(statusFile)'; sleep 60"
        // The server this starts keeps whatever output it inherits open, so nothing of it is read.
        try tmux(["new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), wrapped], readOutput: false)
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: statusFile)
    }

    /// Runs a tmux command on this session's server and returns its output.
    @discardableResult
    func tmux(_ arguments: [String], readOutput: Bool = true) throws -> String {
        try ChildProcess.run("tmux", ["-L", socket, "-f", "/dev/null"] + arguments, captureOutput: readOutput).output
    }

    /// Waits for the app to draw, then switches it to the budget (key 2) and waits for the expense list.
    @discardableResult
    func openBudget() throws -> String {
        try waitFor("? help")
        try press("2")
        // The rows too (a row with its amount and "›", or the empty state): tmux may be caught halfway through
        // the frame that shows the budget, and other screens have "›" of their own.
        return try waitForScreen(settled: true) { screen in
            let hasRow = screen.split(separator: "\n").contains(where: Self.isExpenseRow)
            return screen.contains("Expenses") && (hasRow || screen.contains("No expenses yet")) && screen.contains("? help")
        }
    }

    /// Whether a line of the screen is an expense's row: a list's (its amount, then "›") or, at 120 columns and
    /// wider, a table's (its date with the year, and its amount).
    static func isExpenseRow(_ line: Substring) -> Bool {
        line.contains("$") && (line.contains("›") || line.contains(", 20"))
    }

    /// Presses keys by their tmux names ("Down", "q", "C-c").
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The screen as text; with `styles`, with the escape sequences of colours and attributes.
    func screen(styles: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", name] + (styles ? ["-e"] : []))
    }

    /// Waits until the screen satisfies a condition, or fails after `timeout` seconds with the last screen.
    ///
    /// With `settled`, the screen must also be the same a moment later: tmux may be caught halfway through a
    /// frame (tmux does not answer the question for synchronized output), showing the new screen's first rows
    /// over the old one's, and a condition on a few texts can hold of such a mix.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, styles: Bool = false, settled: Bool = false,
                       _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(styles: styles)
            if condition(last) {
                guard settled else { return last }
                usleep(50_000)
                let again = try screen(styles: styles)
                if again == last { return last }
                last = again
            }
            usleep(20_000)
        }
        throw TimeoutError(screen: last)
    }

    /// Waits until the screen shows a text; with `settled`, until that screen is also the same a moment later
    /// (for a test that reads more of it than the text: see `waitForScreen`).
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10, settled: Bool = false) throws -> String {
        try waitForScreen(timeout: timeout, settled: settled) { $0.contains(text) }
    }

    /// Waits for the command to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return status
            }
            usleep(20_000)
        }
        throw TimeoutError(screen: (try? screen()) ?? "")
    }

    /// Whether tmux shows the cursor (programs hide it with civis and show it with cnorm).
    func cursorIsVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", name, "#{cursor_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// A tmux format for the pane ("#{pane_title}", "#{alternate_on}").
    func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The modes a full-screen program sets, as tmux sees them: the window title, the alternate screen and
    /// the keypad's cursor keys (smkx).
    func terminalModes() throws -> (title: String, alternateScreen: Bool, keypad: Bool) {
        let parts = try paneFormat("#{alternate_on}#{keypad_cursor_flag}#{pane_title}")
        return (String(parts.dropFirst(2)), parts.hasPrefix("1"), parts.dropFirst().hasPrefix("1"))
    }

    /// The screen as text with wrapped lines joined, for a message longer than the terminal is wide.
    func joinedScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", name])
    }

    /// The process id of the program running in the pane.
    func panePID() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The process id of the command the pane's shell runs (the app), once it has started.
    func programPID() throws -> Int32 {
        try childPID(of: try panePID())
    }

    /// The process id of the first child of `parent` (a program a wrapper such as strace runs), once it has
    /// started.
    func childPID(of parent: Int32) throws -> Int32 {
        let deadline = Date().addingTimeInterval(5)
        while true {
            let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
            if let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) { return pid }
            guard Date() < deadline else { throw TimeoutError(screen: (try? screen()) ?? "") }
            usleep(1_000)
        }
    }

    // MARK: The mouse

    /// Where `text` first is on the screen, 1-based as the terminal counts.
    func place(of text: String) throws -> (column: Int, row: Int) {
        let shown = try screen()
        for (row, line) in shown.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: text) {
                // Columns are cells: count the display width of what comes before (the sample's text is one
                // cell a character but for the emoji, two).
                let before = line[..<range.lowerBound]
                let width = before.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
                return (width + 1, row + 1)
            }
        }
        throw TimeoutError(screen: shown)
    }

    /// Writes mouse reports to the program as a terminal sends them (SGR: `button`, then `M` for a press or
    /// motion, `m` for a release), at a cell counted from 1.
    func sendMouse(_ reports: [(button: Int, column: Int, row: Int, isRelease: Bool)]) throws {
        let text = reports.map { "\u{1B}[<\($0.button);\($0.column);\($0.row)\($0.isRelease ? "m" : "M")" }.joined()
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Clicks the primary button on the first cell of `text`.
    func click(_ text: String) throws {
        let (column, row) = try place(of: text)
        try sendMouse([(0, column, row, false), (0, column, row, true)])
    }

    /// tmux's mouse flags for the program, as four digits: normal tracking (1000, clicks), button-event
    /// tracking (1002), any-event tracking (1003, the pointer's every motion) and the SGR encoding (1006).
    func mouseFlags() throws -> String {
        try paneFormat("#{mouse_standard_flag}#{mouse_button_flag}#{mouse_all_flag}#{mouse_sgr_flag}")
    }

    /// The screen did not reach the expected state in time.
    struct TimeoutError: Error, CustomStringConvertible {
        let screen: String
        var description: String { "timed out; the screen was:\n\(screen)" }
    }
}

/// Where the built products are: next to the test bundle.
enum Products {
    static var directory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static var wishlist: String { product("wishlist") }

    /// The gallery, an app whose `main` is TermUI's `App.main()`.
    static var gallery: String { product("termui-gallery") }

    /// TermUI's example of a document app (`DocumentGroup`), a plain-text editor.
    static var notes: String { product("termui-notes") }

    private static func product(_ name: String) -> String {
        let candidate = directory.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        // Fall back to the package's debug build.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/\(name)").path
    }
}
