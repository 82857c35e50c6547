import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The key-hint bar and the help are derived from the responder chain: ordered by role, merged, cut from the
/// right with "…" (keeping `? help`), never offering a key a focused text field would type, and the help
/// lists every key grouped.
@MainActor
struct KeyHintTests {
    @Test func rolesFollowFromTheKey() {
        #expect(KeyHint("Esc", "back").role == .back)
        #expect(KeyHint("←→", "page").role == .movement)
        #expect(KeyHint("Tab ←→", "column").role == .movement)
        #expect(KeyHint("PgUp PgDn", "page").role == .movement)
        #expect(KeyHint("⇧↑↓", "reorder").role == .action)
        #expect(KeyHint("⏎", "open").role == .action)
        #expect(KeyHint("?", "help").role == .help)
        #expect(KeyHint("q", "quit").role == .quit)
        #expect(KeyHint("1-5", "sections", role: .app).role == .app)
    }

    @Test func keysThatTypeAreKnown() {
        for key in ["1-4", "+", "f", "/", "e", "Space", "?", "q", "D"] {
            #expect(KeyHint(key, "x").typesText, "\(key) types")
        }
        for key in ["Esc", "⏎", "↑↓", "←→↑↓", "⇧↑↓", "Tab", "Tab ←→", "PgUp PgDn", "^S", "Shift-Tab", "Home End"] {
            #expect(!KeyHint(key, "x").typesText, "\(key) does not type")
        }
    }

    @Test func hintsAreOrderedByRoleAndMerged() {
        let arranged = KeyHintBar.arranged([
            KeyHint("q", "quit"), KeyHint("Esc", "back"), KeyHint("←→", "move"), KeyHint("?", "help"),
            KeyHint("↑↓", "move"), KeyHint("⏎", "open"), KeyHint("⏎", "choose"), KeyHint("u", "undo", role: .app),
        ])
        #expect(arranged.map(\.key) == ["⏎", "←→↑↓", "Esc", "u", "?", "q"])
        #expect(arranged.first?.label == "open", "the first, innermost, hint for a key wins")
        #expect(arranged[1].label == "move")
    }

    @Test func aNarrowBarDropsFromTheRightAndKeepsHelp() {
        let hints = KeyHintBar.arranged([
            KeyHint("⏎", "open"), KeyHint("↑↓", "move"), KeyHint("Esc", "back"), KeyHint("?", "help"),
            KeyHint("q", "quit"),
        ])
        let wide = KeyHintBar.fitting(hints, width: 80)
        #expect(!wide.isCut)
        #expect(wide.shown == hints)
        // "⏎ open  ↑↓ move  Esc back  ? help  q quit" is 42 cells; at 40, q quit goes, Esc back stays.
        let narrow = KeyHintBar.fitting(hints, width: 40)
        #expect(narrow.isCut)
        #expect(narrow.shown.map(\.key) == ["⏎", "↑↓", "Esc", "?"])
        let narrower = KeyHintBar.fitting(hints, width: 24)
        #expect(narrower.shown.map(\.key) == ["⏎", "?"])
        let tiny = KeyHintBar.fitting(hints, width: 6)
        #expect(tiny.shown.isEmpty, "too narrow for ? help: just …")
        #expect(tiny.isCut)
    }

    @Test func theBarShowsAnEllipsisWhereHintsWereDropped() {
        let screen = TestDriver(
            Text("Hi").focusable().onKeyPress("a", hint: "first action") { .handled }.onKeyPress("b", hint: "second action") { .handled },
            size: TerminalSize(columns: 40, rows: 4))
        let bar = screen.lines[3]
        #expect(bar.contains("a first action"))
        #expect(bar.contains("…  ? help"))
        #expect(!bar.contains("q quit"))
    }

    @Test func whileTypingNoKeyThatTypesIsHinted() {
        let text = Bound("")
        let screen = TestDriver(
            VStack {
                TextField("Title", text: text.binding)
                    .onKeyPress("+", hint: "new") { .handled }
                    .onKeyPress(KeyBinding(.keys("1", "2", "3", "4"), "1-4", "sections", role: .app) { _ in })
                    .onKeyPress(.escape, hint: "back") { .handled }
            }, size: TerminalSize(columns: 60, rows: 5))
        let keys = screen.keyHints.map(\.key)
        #expect(!keys.contains("+"))
        #expect(!keys.contains("1-4"))
        #expect(!keys.contains("?"))
        #expect(keys.contains("Esc"), "keys that do not type are still offered")
        screen.type("+1")
        #expect(text.value == "+1", "the field took the keys the bar left out")
    }

    @Test func whileTypingF1OpensTheHelpThatQuestionMarkWouldType() {
        let text = Bound("")
        let screen = TestDriver(TextField("Title", text: text.binding), size: TerminalSize(columns: 60, rows: 12))
        #expect(screen.renderer.keyHints.contains { $0.key == "F1" && $0.showsInBar })
        #expect(screen.lines.last?.contains("F1 help") == true)
        screen.type("?")
        #expect(text.value == "?", "the field takes ?")
        screen.press(.f1)
        #expect(screen.text.contains("Keys"), "F1 opened the help")
        #expect(text.value == "?")
        screen.press(.f1)
        #expect(!screen.text.contains("Keys"), "and closes it")
    }

    @Test func withoutAFieldTheBarOffersQuestionMarkAndTheHelpListsF1() {
        let screen = TestDriver(List(0..<3, id: \.self) { Text("Row \($0)") }, size: TerminalSize(columns: 60, rows: 20))
        #expect(screen.lines.last?.contains("? help") == true)
        #expect(screen.lines.last?.contains("F1") == false)
        screen.press(.character("?"))
        #expect(screen.text.contains("F1"), "the help lists F1")
    }

    @Test func helpGroupsEveryKey() {
        let lines = HelpOverlayNode.lines(for: [
            KeyHint("⏎", "open"), KeyHint("↑↓", "move"), KeyHint("Esc", "back"), KeyHint("^S", "save", role: .screen),
            KeyHint("1-5", "sections", role: .app), KeyHint("q", "quit"),
        ])
        #expect(lines == [
            .heading("This screen"), .hint(KeyHint("⏎", "open")), .hint(KeyHint("Esc", "back")), .hint(KeyHint("^S", "save")),
            .blank, .heading("Moving"), .hint(KeyHint("↑↓", "move")),
            .blank, .heading("App"), .hint(KeyHint("1-5", "sections")), .hint(KeyHint("q", "quit")),
        ])
    }

    @Test func helpListsTheKeysTheBarLeavesOut() {
        let screen = TestDriver(List(0..<30, id: \.self) { Text("Row \($0)") }, size: TerminalSize(columns: 60, rows: 40))
        #expect(!screen.keyHints.contains { $0.key == "PgUp PgDn" })
        screen.press(KeyPress.character("?"))
        for shown in ["Moving", "App", "PgUp PgDn", "Home End", "g G", "j k", "^C", "^Z"] {
            #expect(screen.text.contains(shown), "help lists \(shown)")
        }
    }

    @Test func whileTheHelpShowsTheKeysTheRunLoopTakesAreStillNamed() {
        let screen = TestDriver(List(0..<3, id: \.self) { Text("Row \($0)") }, size: TerminalSize(columns: 60, rows: 20))
        screen.press(KeyPress.character("?"))
        let named = screen.renderer.graph.allKeyHints.map(\.key)
        #expect(named.contains("^Z") && named.contains("^C"), "^Z and ^C work over the help: \(named)")
        #expect(named.contains("Esc"))
        #expect(!named.contains("?"), "the help takes every other key")
    }

    @Test func aTallHelpSplitsBetweenGroupsIntoTwoColumns() throws {
        let lines = HelpOverlayNode.lines(for: [
            KeyHint("⏎", "open"), KeyHint("d", "delete"), KeyHint("e", "edit"), KeyHint("↑↓", "move"),
            KeyHint("?", "help"),
        ])
        let columns = try #require(HelpOverlayNode.twoColumns(of: lines))
        #expect(columns[0] == [.heading("This screen"), .hint(KeyHint("⏎", "open")), .hint(KeyHint("d", "delete")), .hint(KeyHint("e", "edit"))])
        #expect(columns[1] == [.heading("Moving"), .hint(KeyHint("↑↓", "move")), .blank, .heading("App"), .hint(KeyHint("?", "help"))])
        #expect(HelpOverlayNode.twoColumns(of: [.heading("App"), .hint(KeyHint("?", "help"))]) == nil)

        let screen = TestDriver(
            List(0..<30, id: \.self) { Text("Row \($0)") }.onKeyPress("a", hint: "one") { .handled }
                .onKeyPress("b", hint: "two") { .handled }.onKeyPress("c", hint: "three") { .handled },
            size: TerminalSize(columns: 80, rows: 20))
        screen.press(KeyPress.character("?"))
        let headings = try #require(screen.lines.first { $0.contains("This screen") })
        #expect(headings.contains("Moving") || headings.contains("App"), "side by side: \(screen.text)")
        #expect(!screen.text.contains("↓ more"))
    }

    @Test func aLongHelpScrollsInASmallWindow() {
        let screen = TestDriver(List(0..<30, id: \.self) { Text("Row \($0)") }, size: TerminalSize(columns: 40, rows: 10))
        screen.press(KeyPress.character("?"))
        #expect(screen.text.contains("↓ more"))
        #expect(screen.keyHints.contains(KeyHint("↑↓", "scroll")))
        screen.press(.end)
        #expect(screen.text.contains("↑ more"))
        #expect(screen.text.contains("^Z"))
        screen.press(.escape)
        #expect(!screen.text.contains("Keys"))
    }
}
