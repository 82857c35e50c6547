import Foundation
import Testing
@testable import TravelModel

/// Escape sequences where an attacker would put them: in every kind of row of the database, in arguments, in
/// the data directory's path and in TERM. The real binary, in a real terminal: nothing it writes (the screen,
/// the window title, standard error) carries them; they show as the screen shows them (␛, ␇, �).
@Suite(.serialized)
@MainActor
struct HostileDataJourneyTests {
    /// Sets the window title, sets the clipboard (OSC 52), clears the screen through the one-byte CSI, and turns
    /// the text around.
    static let payload = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}2J\u{202E}"
    /// How the screen shows it.
    static let shown = "\u{241B}]0;pwned\u{2407}\u{241B}]52;c;cHduZWQ=\u{2407}\u{FFFD}2J"

    private func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/wishlist-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Whether bytes hold an escape, a BEL or a C1 control (U+0080–U+009F, C2 80–C2 9F in UTF-8).
    private func holdsControls(_ bytes: Data) -> Bool {
        let bytes = Array(bytes)
        return bytes.contains(0x1B) || bytes.contains(0x07)
            || zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
    }

    /// Runs `script` (sh) in a terminal once the test has started capturing all it writes to the terminal;
    /// returns the session, and the file the terminal's bytes go to.
    private func run(script: String, in directory: String, columns: Int = 120, rows: Int = 30) throws -> (TmuxSession, String) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let go = directory + "/go", raw = directory + "/terminal-bytes"
        try Data(("while [ ! -e '\(go)' ]; do sleep 0.02; done\n" + script).utf8)
            .write(to: URL(fileURLWithPath: directory + "/run.sh"))
        let session = try TmuxSession(command: "sh '\(directory)/run.sh'", columns: columns, rows: rows)
        // OSC 52 from a program would make a tmux buffer: let it, to see that none comes.
        try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        try session.tmux(["pipe-pane", "-o", "-t", session.name, "cat >> '\(raw)'"])
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        return (session, raw)
    }

    /// A data directory whose database holds the payload in every kind of row the app shows: a trip's name,
    /// subtitle and picture name, an activity, an expense's title, category and currency; and a trip whose day
    /// is the payload (a row the app cannot read).
    private func writeHostileData(in directory: String) throws {
        let now = Date()
        let saved = try SavedData.open(directory: URL(fileURLWithPath: directory), now: now)
        let trip = Trip(
            name: "Trip " + Self.payload, subtitle: Self.payload, photoName: Self.payload, collectionID: "spring-blossoms",
            activities: [Activity(name: "Do " + Self.payload)], lastViewed: now)
        saved.wishlist.store.add(trip)
        let category = Category(id: Self.payload, title: "Cat " + Self.payload, symbol: Self.payload)
        saved.budget.store.add(Expense(
            title: "Spent " + Self.payload, amount: 12, currencyCode: Self.payload, category: category, date: now))
        let database = saved.budget.store.database
        #expect(database.flush() == nil)
        try database.writeNow { connection in
            let statement = try connection.prepare("UPDATE trip SET last_viewed = ? WHERE name = 'Keukenhof'")
            try statement.bind(Self.payload, at: 1)
            try statement.execute()
        }
    }

    @Test func rowsHoldingEscapesNeverReachTheTerminal() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeHostileData(in: directory)
        let errors = directory + "/stderr"
        let (session, raw) = try run(
            script: "exec '\(Products.wishlist)' --data-dir '\(directory)' --currency USD 2>'\(errors)'\n",
            in: directory, columns: 200, rows: 50)
        // The trip whose day is not a day is left out and said, quoted as the screen shows it.
        let home = try session.waitFor("could not be read", settled: true)
        #expect(home.contains("1 trip could not be read and is left out: the day \"\(Self.shown)\" is not a day."))
        // The trip and its activity, found by search; the budget's row.
        try session.press("/")
        try session.tmux(["send-keys", "-t", session.name, "-l", "pwned"])
        try session.waitForScreen { $0.contains("Trip " + Self.shown) && $0.contains("Do " + Self.shown) && !$0.contains("Kyōto") }
        try session.press("Escape")
        try session.waitFor("Recently viewed")
        try session.press("2")
        let budget = try session.waitFor("Spent " + Self.shown, settled: true)
        #expect(!budget.contains("pwned\u{07}"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        #expect(!(try session.paneFormat("#{pane_title}")).contains("pwned"))
        #expect(try session.tmux(["list-buffers"]).isEmpty, "a program set the clipboard")
        let written = try Data(contentsOf: URL(fileURLWithPath: raw))
        #expect(!written.isEmpty)
        let text = String(decoding: written, as: UTF8.self)
        #expect(!text.contains("\u{1B}]0;pwned") && !text.contains("\u{1B}]52;") && !text.contains("\u{9B}"))
        let standardError = (try? Data(contentsOf: URL(fileURLWithPath: errors))) ?? Data()
        #expect(!holdsControls(standardError), "\(String(decoding: standardError, as: UTF8.self))")
    }

    /// Why the app cannot start, quoting an argument, the data directory's path or TERM.
    @Test func messagesOnStandardErrorQuoteDataAsTheScreenShowsIt() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["--currency", Self.payload], [Self.payload], ["--theme=" + Self.payload]] {
            let result = try ChildProcess.run(Products.wishlist, arguments)
            #expect(result.status == 64)
            #expect(!holdsControls(Data(result.error.utf8)), "\(result.error)")
            #expect(result.error.contains(Self.shown), "\(result.error)")
        }

        // A data directory that cannot be made (its parent is a file), and a TERM no terminal has: both are
        // refused in a terminal, before the app starts.
        let file = directory + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let payload = Self.payload
        let starts = [
            "exec '\(Products.wishlist)' --data-dir '\(file)/\(payload)' 2>'\(directory)/stderr-0'\n",
            "export TERM='\(payload)'; exec '\(Products.wishlist)' --demo 2>'\(directory)/stderr-1'\n",
        ]
        for (index, script) in starts.enumerated() {
            let (session, raw) = try run(script: script, in: directory + "/\(index)", columns: 80, rows: 24)
            #expect(try session.waitForExit() == 2)
            let standardError = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/stderr-\(index)"))
            let text = String(decoding: standardError, as: UTF8.self)
            #expect(!holdsControls(standardError), "\(text)")
            #expect(text.hasPrefix("wishlist: ") && text.contains(Self.shown), "\(text)")
            #expect(text.filter { $0 == "\n" }.count == 1, "\(text)")
            #expect(!(try session.paneFormat("#{pane_title}")).contains("pwned"))
            let written = (try? Data(contentsOf: URL(fileURLWithPath: raw))) ?? Data()
            #expect(!String(decoding: written, as: UTF8.self).contains("pwned"))
        }
    }
}
