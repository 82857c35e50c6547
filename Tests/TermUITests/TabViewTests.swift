import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `TabView`, `.tabItem`, `Tab`, `.badge` and `.tabViewStyle`: a bar of numbered tabs at the top, number keys
/// and clicks select, each tab keeps its state while another shows.
@MainActor
struct TabViewTests {
    private struct Trips: View {
        let selection: Bound<String>

        var body: some View {
            TabView(selection: selection.binding) {
                List {
                    Text("Kyōto")
                    Text("Lisbon").badge(2)
                }
                .tabItem { Label("Trips", systemImage: "airplane") }
                .tag("trips")
                TapCounter(title: "Budget")
                    .tabItem { Label("Budget", systemImage: "chart.bar") }
                    .tag("budget")
                    .badge(3)
                Text("Settings here")
                    .tabItem { Text("Settings") }
                    .tag("settings")
            }
        }
    }

    private func makeScreen(_ size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (TestDriver, Bound<String>) {
        let selection = Bound("trips")
        return (TestDriver(Trips(selection: selection), size: size), selection)
    }

    @Test func theBarShowsEachTabNumberedWithItsLabelAndBadgeAtTheTop() throws {
        let (screen, _) = makeScreen()
        let bar = screen.lines[0]
        #expect(bar.hasPrefix(" 1 ✈") && bar.contains("Trips"), "\(bar)")
        #expect(bar.contains("2"), "\(bar)")
        #expect(bar.contains("Budget 3"), "the badge follows the label: \(bar)")
        #expect(bar.contains("3 Settings"), "\(bar)")
        #expect(screen.text.contains("Kyōto"))
        #expect(!screen.text.contains("Settings here"))
        // The shown tab is bold; the others are not.
        let trips = try #require(screen.position(of: "Trips"))
        #expect(screen.style(atColumn: trips.column, row: 0).attributes.contains(.bold))
        let settings = try #require(screen.position(of: "Settings"))
        #expect(!screen.style(atColumn: settings.column, row: 0).attributes.contains(.bold))
    }

    @Test func numberKeysSelectTabsAndSetTheBinding() {
        let (screen, selection) = makeScreen()
        #expect(screen.keyHints.contains(KeyHint("1-3", "tabs")))
        #expect(screen.renderer.graph.allKeyHints.contains(KeyHint("1-3", "tabs")), "the help lists them")
        screen.press("3")
        #expect(selection.value == "settings")
        #expect(screen.text.contains("Settings here"))
        #expect(!screen.text.contains("Kyōto"))
        screen.press("9")
        #expect(selection.value == "settings", "no ninth tab: the key is not used")
        selection.value = "budget"
        screen.update()
        #expect(screen.text.contains("Budget: 0"), "setting the selection shows its tab")
    }

    @Test func aClickOnATabSelectsIt() throws {
        let (screen, selection) = makeScreen()
        let settings = try #require(screen.position(of: "Settings"))
        screen.click(column: settings.column, row: settings.row)
        #expect(selection.value == "settings")
        #expect(screen.text.contains("Settings here"))
    }

    @Test func eachTabKeepsItsStateWhileAnotherShows() {
        let (screen, _) = makeScreen()
        screen.press("2")
        screen.press("+")
        screen.press("+")
        #expect(screen.text.contains("Budget: 2"))
        screen.press("1")
        screen.press(.downArrow)
        #expect(screen.listNode?.selectedIndex == 1)
        screen.press("2")
        #expect(screen.text.contains("Budget: 2"), "the counter's state was kept")
        screen.press("+")
        #expect(screen.text.contains("Budget: 3"), "and it has the focus back")
        screen.press("1")
        #expect(screen.listNode?.selectedIndex == 1, "the list's selection was kept")
    }

    @Test func aTextFieldTakesTheNumberKeys() {
        struct Form: View {
            @State var name = ""
            var body: some View {
                TabView {
                    TextField("Name", text: $name).tabItem { Text("Edit") }
                    Text("Other").tabItem { Text("Other") }
                }
            }
        }
        let screen = TestDriver(Form())
        screen.type("2")
        #expect(screen.text.contains("2"))
        #expect(!screen.keyHints.contains(KeyHint("1-2", "tabs")), "no hint of a key the field types")
        #expect(!screen.lines.dropFirst().contains { $0.contains("Other") }, "the field typed the 2")
    }

    @Test func theNewerTabFormSelectsByValue() {
        struct Tabs: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Trips", systemImage: "airplane", value: 1) { Text("All trips") }
                    Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Find a trip") }
                        .badge("new")
                }
            }
        }
        let screen = TestDriver(Tabs())
        #expect(screen.lines[0].contains("Search new"), "\(screen.lines[0])")
        #expect(screen.text.contains("All trips"))
        screen.press("2")
        #expect(screen.text.contains("Find a trip"))
    }

    @Test func pagesShowDotsInsteadOfABar() {
        let screen = TestDriver(
            TabView {
                Text("First page")
                Text("Second page")
                Text("Third page")
            }
            .tabViewStyle(.page),
            size: TerminalSize(columns: 40, rows: 8))
        #expect(screen.text.contains("●○○".map(String.init).joined(separator: " ")))
        #expect(screen.keyHints.contains(KeyHint("1-3", "pages")))
        screen.press("2")
        #expect(screen.text.contains("Second page"))
        #expect(screen.text.contains("○ ● ○"))
    }

    @Test func aNarrowBarShowsTheOtherTabsByNumber() {
        let (screen, _) = makeScreen(TerminalSize(columns: 24, rows: 8))
        let bar = screen.lines[0]
        #expect(bar.contains("Trips"), "the shown tab whole: \(bar)")
        #expect(!bar.contains("Settings"), "\(bar)")
        #expect(bar.contains("3"), "\(bar)")
    }

    @Test func aListRowBadgeIsAtTheTrailingEdge() throws {
        let (screen, _) = makeScreen(TerminalSize(columns: 40, rows: 8))
        let row = try #require(screen.row(containing: "Lisbon"))
        #expect(screen.rowText(row).hasSuffix("2"), "\(screen.lines[row])")
    }
}
