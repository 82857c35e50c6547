import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A screen of trips with a search field, as the Wishlist uses it: the app filters with the bound text.
private struct TripSearch: View {
    let query: Bound<String>
    let submissions: Bound<Int>
    let trips = ["Kyoto", "Lisbon", "Oslo"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(trips.filter { query.value.isEmpty || $0.localizedCaseInsensitiveContains(query.value) }, id: \.self) { trip in
                    Button(trip) {}
                }
            }
            .navigationTitle("Trips")
            .searchable(text: query.binding, prompt: "Search trips")
            .onSubmit(of: .search) { submissions.value += 1 }
        }
    }
}

/// `.searchable`: `/` focuses the field in the navigation bar, typing sets the binding, Esc clears it and gives
/// focus back, Enter keeps the text, runs `.onSubmit(of: .search)` and moves focus to the content; and the key
/// hints.
@MainActor
struct SearchableTests {
    private func screen(query: Bound<String> = Bound(""), submissions: Bound<Int> = Bound(0)) -> TestDriver {
        TestDriver(TripSearch(query: query, submissions: submissions), size: TerminalSize(columns: 60, rows: 10))
    }

    private var fieldFocused: (TestDriver) -> Bool {
        { $0.focusedNode is SearchFieldNode }
    }

    @Test func theFieldSitsInTheBarWithItsPromptAndTheHintShows() {
        let screen = screen()
        #expect(screen.lines[0].contains("Trips"))
        #expect(screen.lines[0].contains("⌕ Search trips"))
        #expect(screen.string("Search trips", has: .dim))
        #expect(screen.keyHints.contains(KeyHint("/", "search")))
        #expect(screen.lines[9].contains("/ search"))
        #expect(!fieldFocused(screen))
    }

    @Test func slashFocusesTheFieldAndTypingUpdatesTheBinding() {
        let query = Bound("")
        let screen = screen(query: query)
        screen.press(KeyPress.character("/"))
        #expect(fieldFocused(screen))
        #expect(!screen.keyHints.contains(KeyHint("/", "search")))
        #expect(screen.keyHints.contains(KeyHint("Esc", "cancel")))
        screen.type("os")
        #expect(query.value == "os")
        screen.update()
        #expect(screen.lines[0].contains("⌕ os"))
        // The app filtered: only the trips with "os" show.
        #expect(screen.text.contains("Oslo"))
        #expect(!screen.text.contains("Kyoto"))
        // The cursor is after the text, in the bar.
        let column = screen.position(of: "⌕ os").map { $0.column + 4 }
        #expect(screen.terminal.cursor?.column == column)
        #expect(screen.terminal.cursor?.row == 0)
        // Typing `q` types; it does not quit. Backspace erases.
        screen.type("q")
        #expect(query.value == "osq")
        screen.press(.delete)
        #expect(query.value == "os")
    }

    @Test func escClearsTheTextAndGivesFocusBack() {
        let query = Bound("")
        let screen = screen(query: query)
        screen.press(.tab)
        let before = screen.focusedNode
        #expect(before?.plainText == "Lisbon")
        screen.press(KeyPress.character("/"))
        // Every trip has an "o": Lisbon stays on screen while searching, so focus can go back to it.
        screen.type("o")
        #expect(query.value == "o")
        screen.press(.escape)
        #expect(query.value == "")
        #expect(!fieldFocused(screen))
        #expect(screen.focusedNode?.plainText == "Lisbon")
        #expect(screen.lines[0].contains("Search trips"))
        #expect(screen.keyHints.contains(KeyHint("/", "search")))
    }

    @Test func enterKeepsTheTextSubmitsAndMovesFocusToTheResults() {
        let query = Bound("")
        let submissions = Bound(0)
        let screen = screen(query: query, submissions: submissions)
        screen.press(KeyPress.character("/"))
        screen.type("lis")
        screen.press(.return)
        #expect(query.value == "lis")
        #expect(submissions.value == 1)
        #expect(!fieldFocused(screen))
        #expect(screen.focusedNode?.plainText == "Lisbon")
        // The text stays in the bar, and Tab does not go back into the field.
        #expect(screen.lines[0].contains("⌕ lis"))
        screen.press(.tab)
        #expect(!fieldFocused(screen))
    }

    @Test func escInTheFilteredContentClearsTheSearchBeforeAnythingElse() {
        let query = Bound("")
        let screen = screen(query: query)
        screen.press(KeyPress.character("/"))
        screen.type("lis")
        screen.press(.return)
        #expect(screen.keyHints.first { $0.key == "Esc" } == KeyHint("Esc", "clear search"))
        screen.press(.escape)
        #expect(query.value == "")
        screen.update()
        #expect(screen.text.contains("Kyoto") && screen.text.contains("Oslo"))
        #expect(!screen.lines[0].contains("lis"))
        #expect(!fieldFocused(screen))
        // With nothing to clear, Esc is no longer the search's.
        #expect(!screen.keyHints.contains(KeyHint("Esc", "clear search")))
    }

    @Test func downLeavesTheFieldWithoutSubmitting() {
        let submissions = Bound(0)
        let screen = screen(submissions: submissions)
        screen.press(KeyPress.character("/"))
        screen.type("o")
        screen.press(.downArrow)
        #expect(submissions.value == 0)
        #expect(screen.focusedNode?.plainText == "Kyoto")
    }

    @Test func aChangeToTheTextFromTheAppShowsInTheField() {
        let query = Bound("")
        let screen = screen(query: query)
        query.value = "Oslo"
        screen.update()
        #expect(screen.lines[0].contains("⌕ Oslo"))
    }

    @Test func aTitleItemMakesRoomForTheField() {
        let query = Bound("")
        let screen = TestDriver(
            NavigationStack {
                Text("x")
                    .navigationTitle("Trips")
                    .toolbar {
                        ToolbarItem(placement: .title) { Text("BANNER-BANNER-BANNER") }
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    }
                    .searchable(text: query.binding, prompt: "Search trips and activities")
            },
            size: TerminalSize(columns: 60, rows: 5))
        // The banner would be centred at column 20; it moves left to keep two columns before the field.
        #expect(screen.lines[0].contains("BANNER-BANNER-BANNER  ⌕ Search trips and activities"))
        #expect(screen.lines[0].hasSuffix("Add "))
    }

    /// A pushed screen with a back label, a banner, a search field and a button, as the wishlist's.
    private func crowdedBar(_ query: Bound<String>, columns: Int) -> TestDriver {
        struct Crowded: View {
            let query: Bound<String>
            var body: some View {
                NavigationStack(path: .constant(["trips"])) {
                    Text("root").navigationTitle("Travel").navigationDestination(for: String.self) { _ in
                        Text("x")
                            .toolbar {
                                ToolbarItem(placement: .title) { Text("BANNER-BANNER") }
                                ToolbarItem(placement: .primaryAction) { Button("+ New Trip") {} }
                            }
                            .searchable(text: query.binding, prompt: "Search trips and activities")
                    }
                }
            }
        }
        return TestDriver(Crowded(query: query), size: TerminalSize(columns: columns, rows: 5))
    }

    @Test func aNarrowBarNarrowsOrLeavesOutItemsInsteadOfDrawingThemOverEachOther() {
        let query = Bound("")
        // Wide: everything whole, in order.
        let wide = crowdedBar(query, columns: 80)
        #expect(wide.lines[0].contains("‹ Travel"))
        #expect(wide.lines[0].contains("BANNER-BANNER"))
        #expect(wide.lines[0].hasSuffix("⌕ Search trips and activities   + New Trip "), "\(wide.lines[0])")
        // Narrower: the banner goes whole (never squeezed), the field is narrowed, the button stays whole.
        let medium = crowdedBar(query, columns: 44)
        #expect(medium.lines[0].hasPrefix(" ‹ Travel  ⌕ Search"), "\(medium.lines[0])")
        #expect(medium.lines[0].hasSuffix("+ New Trip "))
        #expect(!medium.lines[0].contains("BANNER"))
        // Very narrow: the field is left out rather than drawn over the back label.
        let narrow = crowdedBar(query, columns: 20)
        #expect(narrow.lines[0].hasPrefix(" ‹ Trav"))
        #expect(narrow.lines[0].hasSuffix("+ New Trip "))
        #expect(!narrow.lines[0].contains("⌕"))
        // `/` still searches, and then the field is the item shown.
        narrow.press(KeyPress.character("/"))
        narrow.type("ky")
        #expect(query.value == "ky")
        #expect(narrow.lines[0].contains("⌕ ky"))
        #expect(narrow.lines[0].hasPrefix(" ‹ Trav"))
    }

    @Test func outsideANavigationStackTheFieldTakesTheTopRow() {
        let query = Bound("")
        let screen = TestDriver(
            VStack(alignment: .leading) { Text("Results") }
                .searchable(text: query.binding)
                .pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 5))
        #expect(screen.lines[0].hasPrefix("⌕ Search"))
        #expect(screen.lines[1].hasPrefix("Results"))
        screen.press(KeyPress.character("/"))
        screen.type("x")
        #expect(query.value == "x")
        #expect(screen.lines[0].hasPrefix("⌕ x"))
    }
}

/// `.onSubmit`: Enter in a text field inside runs the action.
@MainActor
struct OnSubmitTests {
    @Test func enterInATextFieldRunsTheAction() {
        let name = Bound("")
        let submissions = Bound(0)
        let screen = TestDriver(
            TextField("Name", text: name.binding)
                .onSubmit { submissions.value += 1 }
                .pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 3))
        screen.type("Ada")
        screen.press(.return)
        #expect(name.value == "Ada")
        #expect(submissions.value == 1)
        // Only the `.search` trigger: a text field's Enter does not run it.
        let searches = Bound(0)
        let other = TestDriver(
            TextField("Name", text: name.binding)
                .onSubmit(of: .search) { searches.value += 1 }
                .pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 3))
        other.press(.return)
        #expect(searches.value == 0)
    }
}
