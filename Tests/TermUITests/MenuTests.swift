import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Menu` and `.contextMenu`: a popup of buttons, dividers, sections and nested menus, opened by Enter, a
/// click, `m`/Shift-F10 or a right click.
@MainActor
struct MenuTests {
    private struct Actions: View {
        let log: ActionLog

        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Rename") { log.entries.append("rename") }
                    Divider()
                    Section("More") {
                        Menu("Share") {
                            Button("Mail") { log.entries.append("mail") }
                            Button("Copy link") { log.entries.append("link") }
                        }
                    }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
                Menu {
                    Button("Duplicate") { log.entries.append("duplicate") }
                } label: {
                    Label("Add", systemImage: "plus")
                } primaryAction: {
                    log.entries.append("add")
                }
            }
            .pinnedToTopLeading()
        }
    }

    private func makeScreen() -> (TestDriver, ActionLog) {
        let log = ActionLog()
        return (TestDriver(Actions(log: log), size: TerminalSize(columns: 60, rows: 16)), log)
    }

    @Test func enterOpensTheMenuAndAButtonRunsAndClosesIt() throws {
        let (screen, log) = makeScreen()
        #expect(screen.lines[0].hasPrefix("Actions ▾"))
        #expect(screen.keyHints.contains(KeyHint("⏎", "menu")))
        screen.press(.return)
        #expect(screen.text.contains("Rename") && screen.text.contains("Delete") && screen.text.contains("─"))
        #expect(screen.text.contains("Share ▸"), "a nested menu is marked ▸")
        screen.press(.end)
        screen.press(.return)
        #expect(log.entries == ["delete"])
        #expect(!screen.text.contains("Rename"), "the menu closed")
        // The destructive button is drawn red in the menu.
        screen.press(.return)
        let delete = try #require(screen.position(of: "Delete"))
        #expect(screen.style(atColumn: delete.column, row: delete.row).foreground == terminalColor(.red))
        screen.press(.escape)
        #expect(!screen.text.contains("Rename"), "Esc closes")
        #expect(log.entries == ["delete"])
    }

    @Test func aNestedMenuOpensFromItsItemAndItsButtonClosesBoth() {
        let (screen, log) = makeScreen()
        screen.press(.return)
        // Rename, then the section's header and the divider are passed over: Share.
        screen.press(.downArrow)
        screen.press(.return)
        #expect(screen.text.contains("Mail") && screen.text.contains("Copy link"))
        screen.press(.escape)
        #expect(!screen.text.contains("Mail") && screen.text.contains("Rename"), "Esc closes the nested menu only")
        screen.press(.return)
        screen.press(.downArrow)
        screen.press(.return)
        #expect(log.entries == ["link"])
        #expect(!screen.text.contains("Rename") && !screen.text.contains("Copy link"))
    }

    @Test func aMenuWithAPrimaryActionRunsItAndOpensWithTheMenuKey() {
        let (screen, log) = makeScreen()
        screen.press(.tab)
        #expect(screen.keyHints.contains(KeyHint("m", "menu")))
        screen.press(.return)
        #expect(log.entries == ["add"])
        screen.press(KeyPress(.f10, modifiers: .shift))
        #expect(screen.text.contains("Duplicate"))
        screen.press(.return)
        #expect(log.entries == ["add", "duplicate"])
    }

    @Test func clicksOpenTheMenuAndChooseItsButtons() throws {
        let (screen, log) = makeScreen()
        screen.click(column: 2, row: 0)
        let rename = try #require(screen.position(of: "Rename"))
        screen.click(column: rename.column, row: rename.row)
        #expect(log.entries == ["rename"])
    }

    private struct Trips: View {
        let log: ActionLog

        var body: some View {
            List(["Kyōto", "Lisbon"], id: \.self) { name in
                Text(name)
                    .contextMenu {
                        Button("Open \(name)") { log.entries.append("open \(name)") }
                        Button("Delete", role: .destructive) { log.entries.append("delete \(name)") }
                    }
            }
        }
    }

    @Test func aListRowsContextMenuOpensWithTheMenuKey() {
        let log = ActionLog()
        let screen = TestDriver(Trips(log: log), size: TerminalSize(columns: 60, rows: 12))
        #expect(screen.keyHints.contains(KeyHint("m", "menu")))
        #expect(screen.renderer.graph.allKeyHints.contains(KeyHint("Shift-F10", "menu")), "the help lists Shift-F10")
        screen.press(.downArrow)
        screen.press("m")
        #expect(screen.text.contains("Open Lisbon"))
        screen.press(.return)
        #expect(log.entries == ["open Lisbon"])
    }

    @Test func aRightClickOpensTheContextMenuAtThePointer() throws {
        let log = ActionLog()
        let screen = TestDriver(Trips(log: log), size: TerminalSize(columns: 60, rows: 12))
        let kyoto = try #require(screen.position(of: "Kyōto"))
        screen.send([.mouse(MouseEvent(.press(.secondary), column: kyoto.column, row: kyoto.row))])
        #expect(screen.text.contains("Open Kyōto"))
        screen.press(.downArrow, .return)
        #expect(log.entries == ["delete Kyōto"])
    }

    @Test func aViewWithoutFocusOfItsOwnTakesItForItsContextMenu() {
        let log = ActionLog()
        let screen = TestDriver(
            Text("Boarding pass").contextMenu { Button("Share") { log.entries.append("share") } },
            size: TerminalSize(columns: 40, rows: 8))
        #expect(screen.keyHints.contains(KeyHint("m", "menu")))
        screen.press("m")
        screen.press(.return)
        #expect(log.entries == ["share"])
    }
}
