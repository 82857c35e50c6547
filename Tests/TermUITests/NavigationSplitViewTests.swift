import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Who was shown in the detail column, in order (appear actions).
@MainActor
private final class AppearLog {
    var names: [String] = []
}

private let departments = ["Sales", "Support", "Travel"]

private func staff(of department: String) -> [String] {
    (1...4).map { "\(department) person \($0)" }
}

/// Departments, their staff, and a card for one person.
private struct Directory: View {
    let log: AppearLog
    @Binding var department: String?
    @Binding var person: String?

    var body: some View {
        NavigationSplitView {
            List(departments, id: \.self, selection: $department) { Text($0) }
                .navigationTitle("Departments")
        } content: {
            if let department {
                List(staff(of: department), id: \.self, selection: $person) { Text($0) }
                    .navigationTitle(department)
            } else {
                Text("Pick a department")
            }
        } detail: {
            if let person {
                PersonCard(name: person, log: log)
            } else {
                Text("Nobody selected")
            }
        }
    }
}

private struct PersonCard: View {
    let name: String
    let log: AppearLog
    @State private var visits = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Card of \(name)")
            Text("visits \(visits)")
        }
        .navigationTitle(name)
        .onAppear {
            visits += 1
            log.names.append(name)
        }
    }
}

/// Holds the selections, as an app would.
private struct DirectoryHost: View {
    let log: AppearLog
    @State var department: String?
    @State var person: String?

    var body: some View {
        Directory(log: log, department: $department, person: $person)
    }
}

@MainActor
struct NavigationSplitViewTests {
    private let wide = TerminalSize(columns: 160, rows: 48)
    private let narrow = TerminalSize(columns: 80, rows: 24)

    @Test func wideShowsThreeColumnsSideBySide() {
        let driver = TestDriver(DirectoryHost(log: AppearLog()), size: wide)
        let top = driver.lines[0]
        #expect(top.contains("Departments") && top.contains("│"))
        #expect(driver.text.contains("Pick a department"))
        #expect(driver.text.contains("Nobody selected"))
        // Three columns, two dividers on every row.
        #expect(driver.lines[10].filter { $0 == "│" }.count == 2)
    }

    @Test func theHintOffersArrowsForColumnsUnlessTheFocusedViewUsesThem() {
        let driver = TestDriver(DirectoryHost(log: AppearLog()), size: wide)
        driver.press(.downArrow)  // a department: its staff column can take focus too
        #expect(driver.keyHints.contains(KeyHint("Tab ←→", "column")))
        // A view that uses ← → itself (and says so) keeps them; the split offers Tab alone.
        let paging = TestDriver(
            NavigationSplitView {
                List(departments, id: \.self) { Text($0) }
                    .onKeyPress(KeyBinding(.keys(.leftArrow, .rightArrow), "←→", "page") { _ in })
            } detail: {
                Button("Detail") {}
            },
            size: wide)
        #expect(paging.keyHints.contains(KeyHint("←→", "page")))
        #expect(paging.keyHints.contains(KeyHint("Tab", "column")))
        #expect(!paging.keyHints.contains { $0.key.contains("Tab ←→") })
    }

    @Test func selectionsFlowAcrossColumnsAndFocusMoves() {
        let log = AppearLog()
        let driver = TestDriver(DirectoryHost(log: log), size: wide)
        driver.press(.downArrow)  // the sidebar has focus: Support
        #expect(driver.text.contains("Support person 1"))
        #expect(driver.text.contains("Nobody selected"))
        driver.press(.tab)  // to the staff column, whose highlighted row becomes the selection
        #expect(driver.text.contains("Card of Support person 1"))
        driver.press(.downArrow)
        #expect(driver.text.contains("Card of Support person 2"))
        #expect(log.names == ["Support person 1", "Support person 2"])
        driver.press(.downArrow)
        #expect(driver.text.contains("Card of Support person 3"))
        #expect(log.names.last == "Support person 3")
        // A new person starts a new card: its state is fresh.
        #expect(driver.text.contains("visits 1"))
        // Shift-Tab goes back to the sidebar; → comes back to the staff list, where focus was.
        driver.press(KeyPress(.tab, modifiers: .shift))
        driver.press(.downArrow)
        #expect(driver.text.contains("Travel person 1"))
        driver.press(.rightArrow)
        #expect(driver.text.contains("Card of Travel person 1"))
    }

    @Test func settingTheSelectionInCodeMovesTheHighlight() throws {
        let log = AppearLog()
        var department: String? = "Travel"
        var person: String? = "Travel person 4"
        let binding = Binding(get: { department }, set: { department = $0 })
        let personBinding = Binding(get: { person }, set: { person = $0 })
        let driver = TestDriver(Directory(log: log, department: binding, person: personBinding), size: wide)
        #expect(driver.text.contains("Card of Travel person 4"))
        #expect(log.names == ["Travel person 4"])
        let row = try #require(driver.lines.firstIndex { $0.contains("Travel person 4") })
        // The staff list is not focused: its highlight is the dim one, on the bound row.
        #expect(driver.style(atColumn: 30, row: row).background != nil)
    }

    @Test func narrowCollapsesIntoAStack() {
        let log = AppearLog()
        let driver = TestDriver(DirectoryHost(log: log), size: narrow)
        #expect(driver.lines[0].contains("Departments"))
        #expect(!driver.text.contains("│"))
        #expect(!driver.text.contains("Pick a department"))
        driver.press(.downArrow, .return)  // Support, pushed
        #expect(driver.lines[0].contains("‹ Departments") && driver.lines[0].contains("Support"))
        #expect(driver.text.contains("Support person 1"))
        #expect(log.names.isEmpty)
        driver.press(.return)  // the first person, chosen and pushed
        #expect(driver.lines[0].contains("‹ Support"))
        #expect(driver.text.contains("Card of Support person 1"))
        #expect(log.names == ["Support person 1"])
        driver.press(.escape)
        #expect(driver.text.contains("Support person 2") && !driver.text.contains("Card of"))
        driver.press(.escape)
        #expect(driver.lines[0].contains("Departments") && driver.text.contains("Travel"))
        // The highlight stayed on Support: Enter opens it again.
        driver.press(.return)
        #expect(driver.lines[0].contains("‹ Departments") && driver.lines[0].contains("Support"))
    }

    @Test func resizingKeepsSelectionsAndTheColumnInView() {
        let log = AppearLog()
        let driver = TestDriver(DirectoryHost(log: log), size: wide)
        driver.press(.downArrow, .downArrow, .tab, .downArrow)  // Travel, person 2
        #expect(driver.text.contains("Card of Travel person 2"))
        driver.resize(to: narrow)
        // Collapsed with the staff column (which had focus) on top.
        #expect(driver.lines[0].contains("‹ Departments") && driver.lines[0].contains("Travel"))
        #expect(driver.text.contains("Travel person 2") && !driver.text.contains("Card of"))
        driver.press(.downArrow, .return)
        #expect(driver.text.contains("Card of Travel person 3"))
        driver.resize(to: wide)
        #expect(driver.text.contains("Departments") && driver.text.contains("Travel person 1"))
        #expect(driver.text.contains("Card of Travel person 3"))
        #expect(driver.lines[10].filter { $0 == "│" }.count == 2)
    }

    @Test func columnWidthsFollowRequestsAndCollapseUnderMinimums() {
        let standard = [0, 1, 2].map { SplitColumnWidth.standard(forColumn: $0, of: 3) }
        #expect(SplitColumnLayout.widths(of: standard, in: 99) == nil)
        let at160 = SplitColumnLayout.widths(of: standard, in: 160)
        #expect(at160 == [24, 44, 90])
        let at100 = SplitColumnLayout.widths(of: standard, in: 100)
        #expect(at100?.reduce(0, +) == 98)
        #expect(at100?.last == 40)
        let wideDetail = [standard[0], standard[1], SplitColumnWidth(min: 80, ideal: 90, max: .max)]
        #expect(SplitColumnLayout.widths(of: wideDetail, in: 120) == nil)
        // A detail column with a maximum leaves the surplus to the middle column, up to its maximum.
        let narrowDetail = [standard[0], standard[1], SplitColumnWidth(min: 20, ideal: 30, max: 30)]
        #expect(SplitColumnLayout.widths(of: narrowDetail, in: 120) == [24, 64, 30])
    }

    @Test func theDetailGivesUpItsSlackFirstSoTheOthersKeepTheirIdealWidths() {
        let columns = [
            SplitColumnWidth(min: 18, ideal: 24, max: 34),
            SplitColumnWidth(min: 40, ideal: 48, max: 72),
            SplitColumnWidth(min: 26, ideal: 40, max: .max),
        ]
        #expect(SplitColumnLayout.widths(of: columns, in: 100) == [24, 48, 26])
        #expect(SplitColumnLayout.widths(of: columns, in: 120) == [24, 48, 46])
        #expect(SplitColumnLayout.widths(of: columns, in: 200) == [24, 48, 126])
        // Past the detail's minimum, the middle column gives, then the sidebar.
        let wideDetail = [columns[0], columns[1], SplitColumnWidth(min: 40, ideal: 40, max: .max)]
        #expect(SplitColumnLayout.widths(of: wideDetail, in: 100) == [18, 40, 40])
        #expect(SplitColumnLayout.widths(of: [columns[0], SplitColumnWidth(min: 70, ideal: 80, max: .max)], in: 100) == [24, 75])
    }

    @Test func columnVisibilityHidesLeadingColumns() {
        var visibility = NavigationSplitViewVisibility.detailOnly
        let binding = Binding(get: { visibility }, set: { visibility = $0 })
        let view = NavigationSplitView(columnVisibility: binding) {
            Text("Sidebar column").navigationTitle("Side")
        } content: {
            Text("Content column").navigationTitle("Middle")
        } detail: {
            Text("Detail column").navigationTitle("Detail")
        }
        let driver = TestDriver(view, size: wide)
        #expect(driver.text.contains("Detail column"))
        #expect(!driver.text.contains("Sidebar column") && !driver.text.contains("Content column"))
        visibility = .doubleColumn
        driver.resize(to: TerminalSize(columns: 161, rows: 48))
        #expect(driver.text.contains("Content column") && driver.text.contains("Detail column"))
        #expect(!driver.text.contains("Sidebar column"))
        visibility = .all
        driver.resize(to: wide)
        #expect(driver.text.contains("Sidebar column"))
    }

    @Test func aColumnAsksForItsWidth() throws {
        let view = NavigationSplitView {
            Text("Sidebar column").navigationSplitViewColumnWidth(40)
        } detail: {
            Text("Detail column")
        }
        let driver = TestDriver(view, size: wide)
        let divider = try #require(driver.lines[3].firstIndex(of: "│"))
        #expect(driver.lines[3].distance(from: driver.lines[3].startIndex, to: divider) == 40)
    }
}

/// Where a window's columns are, held in a model that only the split view reads (through its binding).
@Observable @MainActor
private final class ColumnModel {
    var compact: NavigationSplitViewColumn = .sidebar
}

private struct ModelDrivenSplit: View {
    let model: ColumnModel

    var body: some View {
        @Bindable var model = model
        NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: $model.compact) {
            List(departments, id: \.self) { Text($0) }
        } content: {
            List(staff(of: "Sales"), id: \.self) { Text($0) }
        } detail: {
            List(["Card of the detail"], id: \.self) { Text($0) }
        }
    }
}

@MainActor
struct NavigationSplitViewBindingTests {
    @Test func theColumnOnTopFollowsTheModelWithNoViewEvaluatedAgain() {
        let model = ColumnModel()
        let driver = TestDriver(ModelDrivenSplit(model: model), size: TerminalSize(columns: 80, rows: 24))
        #expect(driver.text.contains("Support"), "the sidebar on top")
        // Set in the model, as a button elsewhere would: the split view brings the detail up and focuses it.
        model.compact = .detail
        driver.update()
        #expect(driver.text.contains("Card of the detail"))
        #expect(!driver.text.contains("Support"))
        #expect(driver.keyHints.contains(KeyHint("Esc", "back")))
        driver.press(.escape)
        #expect(driver.text.contains("Sales person 1"), "Esc goes back a column, as after a push")
        // Many updates in between leave the split view following the model still.
        for _ in 0..<20 { driver.press(.downArrow, .upArrow) }
        model.compact = .sidebar
        driver.update()
        #expect(driver.text.contains("Support"))
    }
}
