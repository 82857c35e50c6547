import Foundation
import Testing

/// The real `wishlist` binary in a real terminal (tmux): what a person sees and what the shell gets back.
@Suite(.serialized)
struct WishlistTerminalTests {
    /// Runs `wishlist --demo` in a shell that records the terminal's modes after it ends.
    private func startDemo(columns: Int, rows: Int, modesFile: String, environment: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            command: "'\(Products.wishlist)' --demo; status=$?; stty -a > '\(modesFile)'; (exit $status)",
            columns: columns, rows: rows, environment: environment)
    }

    /// Types a command line into an interactive shell (with job control) at 80x24 and waits for the app it
    /// starts to show the budget.
    private func startInShell(_ commandLine: String) throws -> TmuxSession {
        let session = try TmuxSession(command: "PS1='$ ' bash --norc --noprofile", columns: 80, rows: 24)
        try session.waitFor("$")
        try session.tmux(["send-keys", "-t", session.name, "-l", commandLine])
        try session.press("Enter")
        try session.openBudget()
        return session
    }

    /// The index of the screen line that carries the selection highlight.
    /// The highlighted expense row (on a wide screen the sidebar has a highlighted row too).
    private func highlightedLine(_ styledScreen: String) -> Int? {
        let lines = StyledScreen(styledScreen).lines
        return lines.indices.dropFirst().first { row in
            lines[row].first { $0.character == "$" }?.isHighlighted == true
        }
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func expenseListMovesAndQuitsCleanly(columns: Int, rows: Int) throws {
        let modesFile = NSTemporaryDirectory() + "/wishlist-modes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: modesFile) }
        let session = try startDemo(columns: columns, rows: rows, modesFile: modesFile)
        let screen = try session.openBudget()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(try session.screen().hasSuffix("\n"))
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == rows + 1)
        #expect(lines[0].contains("Expenses"))
        #expect(screen.contains("Museum tickets"))
        #expect(screen.contains("$22.00"))
        #expect(lines.last?.contains("↑↓ move") == true && lines.last?.contains("? help") == true)
        #expect(try session.cursorIsVisible() == false)

        let styled = try session.screen(styles: true)
        let before = try #require(highlightedLine(styled), "no highlighted row in:\n\(styled)")
        try session.press("Down")
        let after = try session.waitForScreen(styles: true) { self.highlightedLine($0) == before + 1 }
        #expect(highlightedLine(after) == before + 1)

        try session.press("q")
        #expect(try session.waitForExit() == 0)
        let modes = try String(contentsOfFile: modesFile, encoding: .utf8)
        #expect(modes.contains(" echo "))
        #expect(modes.contains(" icanon "))
        #expect(try session.cursorIsVisible())
        #expect(try session.screen().contains("Expenses") == false)  // back on the shell's screen
    }

    @Test func noColorShowsTheSelectionInReverseVideo() throws {
        let modesFile = NSTemporaryDirectory() + "/wishlist-modes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: modesFile) }
        let session = try startDemo(columns: 80, rows: 24, modesFile: modesFile, environment: ["NO_COLOR": "1"])
        try session.openBudget()
        // tmux may be read halfway through the frame that replaces the wishlist: the frame it ends on.
        let styled = try session.waitForScreen(styles: true) { StyledScreen($0).highlightedLines == [1] }
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"))
        let screen = StyledScreen(styled)
        #expect(screen.highlightedLines == [1])
        #expect(screen.lines[1][1].isReversed)
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func picturesAre24BitWhereTheTerminalSaysSoAndALightBackgroundGetsALightBar() throws {
        let modesFile = NSTemporaryDirectory() + "/wishlist-modes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: modesFile) }
        func firstScreen(_ environment: [String: String]) throws -> String {
            let session = try startDemo(columns: 80, rows: 24, modesFile: modesFile, environment: environment)
            _ = try session.waitFor("Recently viewed")
            let styled = try session.waitForScreen(styles: true, settled: true) { $0.contains("Recently viewed") && $0.contains("▀") }
            try session.press("q")
            #expect(try session.waitForExit() == 0)
            return styled
        }
        // tmux keeps what it is sent: 38;2 / 48;2 are 24-bit colours, 38;5 / 48;5 palette numbers.
        let direct = try firstScreen(["COLORTERM": "truecolor"])
        #expect(direct.contains("48;2;") && direct.contains("38;2;"))
        #expect(!direct.contains("48;5;"))
        let palette = try firstScreen([:])
        #expect(palette.contains("48;5;") && !palette.contains("48;2;"))
        // The bar's first cell: dark on dark by default, dark text on a light shade where COLORFGBG says light.
        let darkBar = try #require(palette.split(separator: "\n").first)
        let lightBar = try #require(try firstScreen(["COLORFGBG": "0;15"]).split(separator: "\n").first)
        #expect(darkBar.contains("48;5;236m") && darkBar.contains("38;5;231m"), "\(darkBar)")
        #expect(lightBar.contains("48;5;254m") && lightBar.contains("38;5;16m"), "\(lightBar)")
    }

    @Test func controlCQuitsAndTerminateAndHangUpRestoreTheTerminal() throws {
        for ending in ["C-c", "TERM", "HUP"] {
            let modesFile = NSTemporaryDirectory() + "/wishlist-modes-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: modesFile) }
            let session = try TmuxSession(
                command: "printf '\\033]2;shell title\\007'; '\(Products.wishlist)' --demo; status=$?; stty -a > '\(modesFile)'; (exit $status)",
                columns: 80, rows: 24)
            try session.waitFor("? help")
            // The title is set between frames, so it may come after the first; until then it is the shell's,
            // never the graphics question (tmux took its APC string for the title before it was left out).
            var running = try session.terminalModes()
            #expect(running.title == "Wishlist" || running.title == "shell title", "\(running)")
            let deadline = Date().addingTimeInterval(5)
            while running.title != "Wishlist" && Date() < deadline {
                usleep(20_000)
                running = try session.terminalModes()
            }
            #expect(running.title == "Wishlist" && running.alternateScreen && running.keypad, "\(running)")
            switch ending {
            case "TERM", "HUP":
                let signalNumber = ending == "TERM" ? SIGTERM : SIGHUP
                kill(try session.programPID(), signalNumber)
                #expect(try session.waitForExit() == 128 + signalNumber)
            default:
                try session.press(ending)
                #expect(try session.waitForExit() == 0)
            }
            let modes = try String(contentsOfFile: modesFile, encoding: .utf8)
            #expect(modes.contains(" echo "), "after \(ending)")
            #expect(try session.cursorIsVisible(), "after \(ending)")
            let after = try session.terminalModes()
            #expect(after.title == "shell title" && !after.alternateScreen && !after.keypad, "after \(ending): \(after)")
        }
    }

    /// Ctrl-Z under a wrapper shell (`bash -c 'wishlist; echo'`) stops the whole process group, so the shell
    /// says "Stopped" and has the terminal back with every mode the app set undone; `fg` repaints the app with
    /// its modes and title, and the wrapper goes on after the app quits.
    @Test func controlZUnderAWrapperStopsTheGroupAndFgRepaints() throws {
        let session = try startInShell("printf '\\033]2;shell title\\007'; bash -c \"'\(Products.wishlist)' --demo; echo after-\\$((6*7))\"")
        let running = try session.terminalModes()
        #expect(running.title == "Wishlist — Expenses" && running.alternateScreen && running.keypad, "\(running)")

        try session.press("C-z")
        try session.waitFor("Stopped")
        let stopped = try session.terminalModes()
        #expect(stopped.title == "shell title" && !stopped.alternateScreen && !stopped.keypad, "\(stopped)")
        #expect(try session.cursorIsVisible())

        try session.tmux(["send-keys", "-t", session.name, "-l", "fg"])
        try session.press("Enter")
        try session.waitForScreen { $0.contains("Expenses") && $0.contains("Museum tickets") && $0.contains("? help") }
        let resumed = try session.terminalModes()
        #expect(resumed.title == "Wishlist — Expenses" && resumed.alternateScreen && resumed.keypad, "\(resumed)")
        try session.press("Down")
        try session.waitForScreen(styles: true) { StyledScreen($0).highlightedLines == [2] }

        try session.press("q")
        try session.waitFor("after-42")
        #expect(try session.terminalModes().title == "shell title")
    }

    /// A terminal that cannot show the app is refused before the data is touched: one line, status 2.
    @Test func terminalsThatCannotShowTheAppAreRefused() throws {
        // The variables are set for the app alone (with env): a shell would complain of the locale itself.
        let cases = [
            ("TERM=dumb", "wishlist: terminal type 'dumb' cannot move the cursor"),
            ("TERM=no-such-terminal", "wishlist: unknown terminal type 'no-such-terminal'"),
            // LANG names German for the messages too, so the line is German.
            ("LC_ALL= LC_CTYPE= LANG=de_DE.ISO-8859-1", "wishlist: LANG=de_DE.ISO-8859-1 ist kein UTF-8-Gebietsschema"),
        ]
        for (environment, message) in cases {
            let directory = NSTemporaryDirectory() + "/wishlist-refused-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let session = try TmuxSession(
                command: "env \(environment) '\(Products.wishlist)' --data-dir '\(directory)'", columns: 200, rows: 10)
            #expect(try session.waitForExit() == 2, "\(environment)")
            let lines = try session.joinedScreen().split(separator: "\n")
            #expect(lines.first?.hasPrefix(message) == true, "\(environment): \(lines)")
            #expect(lines.count == 1, "one line: \(lines)")
            #expect(!FileManager.default.fileExists(atPath: directory), "no data directory made")
        }
    }

    @Test func suspendResumeAndResize() throws {
        let session = try startInShell("'\(Products.wishlist)' --demo")

        try session.press("C-z")
        try session.waitFor("Stopped")
        try session.tmux(["send-keys", "-t", session.name, "-l", "stty -a | grep -q -- ' -echo ' && echo ECHO-OFF || echo ECHO-ON"])
        try session.press("Enter")
        let shell = try session.waitForScreen { $0.contains("ECHO-ON\n") || $0.contains("ECHO-OFF\n") }
        #expect(shell.contains("ECHO-ON\n"), "the shell gets its echo back while the app is stopped")

        try session.tmux(["send-keys", "-t", session.name, "-l", "fg"])
        try session.press("Enter")
        try session.waitFor("↑↓ move")
        try session.press("Down")
        try session.waitForScreen(styles: true) { StyledScreen($0).highlightedLines == [2] }

        // Wider, short of the 120 columns at which the list becomes a table.
        try session.tmux(["resize-window", "-t", session.name, "-x", "112", "-y", "30"])
        let resized = try session.waitForScreen(settled: true) { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 30 && lines[29].contains("? help")
        }
        let amountLine = try #require(resized.split(separator: "\n").first { $0.contains("$22.00") })
        #expect(amountLine.hasSuffix("$22.00 ›"), "amounts stay at the right edge")
        #expect(Array(amountLine).count > 100, "rows fill the new width")

        try session.press("q")
        try session.waitForScreen { !$0.contains("Expenses") }
        try session.tmux(["send-keys", "-t", session.name, "-l", "echo done-$((40+2))"])
        try session.press("Enter")
        try session.waitFor("done-42")
    }
}
