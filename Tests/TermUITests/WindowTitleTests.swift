import Testing
@testable import TermUITesting
@testable import TermUIViews

private let cities = ["Paris", "Rome", "Vienna"]

/// A stack of cities with a sheet, in a window group named "Atlas".
private struct Atlas: App {
    var body: some Scene {
        WindowGroup("Atlas") {
            Cities()
        }
    }
}

private struct Cities: View {
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(cities, id: \.self) { city in
                NavigationLink(value: city) { Text(city) }
            }
            .navigationTitle("Cities")
            .navigationDestination(for: String.self) { city in
                Text("About \(city)").navigationTitle(city)
            }
            .toolbar {
                Button("Add", systemImage: "plus") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                NavigationStack {
                    Text("Name a city").navigationTitle("New City")
                }
            }
        }
    }
}

/// An app whose first screen has the app's own name, and one whose window group has no name.
private struct Named: App {
    var body: some Scene {
        WindowGroup("Atlas") {
            NavigationStack { Text("Home").navigationTitle("Atlas") }
        }
    }
}

private struct Unnamed: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { Text("Home").navigationTitle("Home") }
        }
    }
}

/// Three columns: the detail's title is the one in front when they stand side by side.
private struct Columns: View {
    @State private var city: String?

    var body: some View {
        NavigationSplitView {
            List(cities, id: \.self, selection: $city) { Text($0) }
                .navigationTitle("Cities")
        } detail: {
            if let city {
                Text("About \(city)").navigationTitle(city)
            } else {
                Text("Pick a city")
            }
        }
    }
}

/// The terminal window's title follows the screen in front: the app's name, then the screen's title.
@MainActor
struct WindowTitleTests {
    @Test func theTitleIsTheAppsNameAndTheScreenInFront() {
        let driver = TestDriver(app: Atlas())
        #expect(driver.terminal.windowTitle == "Atlas — Cities")
        driver.press(.downArrow, .return)  // Rome
        #expect(driver.terminal.windowTitle == "Atlas — Rome")
        driver.press(.escape)
        #expect(driver.terminal.windowTitle == "Atlas — Cities")
        driver.press("+")
        #expect(driver.text.contains("Name a city"))
        #expect(driver.terminal.windowTitle == "Atlas — New City", "a sheet is the screen in front")
        driver.press(.escape)
        #expect(driver.terminal.windowTitle == "Atlas — Cities")
    }

    @Test func theTitleIsSentOnlyWhenItChanges() {
        let driver = TestDriver(app: Atlas())
        #expect(driver.terminal.windowTitleCount == 1)
        driver.press(.downArrow, .downArrow, .upArrow)  // frames, the same title
        #expect(driver.terminal.frameCount > 1)
        #expect(driver.terminal.windowTitleCount == 1)
        driver.press(.return)
        #expect(driver.terminal.windowTitleCount == 2)
    }

    @Test func aScreenNamedAsTheAppOrAnAppWithoutANameShowOneName() {
        #expect(TestDriver(app: Named()).terminal.windowTitle == "Atlas")
        #expect(TestDriver(app: Unnamed()).terminal.windowTitle == "Home")
        #expect(TestDriver(Text("no titles")).terminal.windowTitle == nil)
    }

    @Test func sideBySideTheDetailIsInFrontAndCollapsedTheColumnOnTop() {
        let wide = TestDriver(Columns(), size: TerminalSize(columns: 160, rows: 40))
        #expect(wide.terminal.windowTitle == "Cities")
        wide.press(.downArrow)  // Rome, shown in the detail beside the list
        #expect(wide.text.contains("About Rome"))
        #expect(wide.terminal.windowTitle == "Rome")

        let narrow = TestDriver(Columns(), size: TerminalSize(columns: 80, rows: 24))
        narrow.press(.downArrow)
        #expect(narrow.terminal.windowTitle == "Cities", "collapsed, the list is on top")
        narrow.press(.return)
        #expect(narrow.text.contains("About Rome"))
        #expect(narrow.terminal.windowTitle == "Rome")
    }
}
