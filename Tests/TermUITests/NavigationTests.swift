import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

private struct Fruit: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

private let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]

/// A detail screen with state of its own, to show that state survives under a pushed screen.
private struct FruitDetail: View {
    let fruit: Fruit
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("About \(fruit.name)")
            Text("visits \(visits)")
            NavigationLink(value: fruit.name.count) { Text("Letters") }
        }
        .navigationTitle(fruit.name)
        .onKeyPress("v") {
            visits += 1
            return .handled
        }
    }
}

private struct FruitList: View {
    @Binding var path: [Fruit]

    var body: some View {
        NavigationStack(path: $path) {
            List(fruits) { fruit in
                NavigationLink(value: fruit) { Text(fruit.name) }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { FruitDetail(fruit: $0) }
            .navigationDestination(for: Int.self) { Text("\($0) letters").navigationTitle("Count") }
        }
    }
}

private struct FreeFruitList: View {
    var body: some View {
        NavigationStack {
            List(fruits) { fruit in
                NavigationLink(value: fruit) { Text(fruit.name) }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { FruitDetail(fruit: $0) }
            .navigationDestination(for: Int.self) { Text("\($0) letters").navigationTitle("Count") }
        }
    }
}

/// A path kept in an observable model, as apps do to drive navigation from code.
@Observable @MainActor
private final class NavigationModel {
    var path: [Fruit] = []
}

private struct ModelFruitList: View {
    @Bindable var model: NavigationModel

    var body: some View {
        NavigationStack(path: $model.path) {
            List(fruits) { fruit in
                NavigationLink(value: fruit) { Text(fruit.name) }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { FruitDetail(fruit: $0) }
        }
    }
}

/// Holds the path as a test can read and change it.
@MainActor
private final class PathBox {
    var path: [Fruit] = []
    var binding: Binding<[Fruit]> { Binding(get: { self.path }, set: { self.path = $0 }) }
}

@MainActor
struct NavigationTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view, size: TerminalSize(columns: 60, rows: 12), showsKeyHints: true)
    }

    @Test func aNavigationTitleFormatsItsValuesInTheEnvironmentsLocale() {
        let amount = Decimal(string: "1234.5") ?? 0
        let view = NavigationStack {
            Text("Body").navigationTitle("Total \(amount, format: .currency(code: "EUR"))")
        }
        let german = TestDriver(view.environment(\.locale, Locale(identifier: "de_DE")), size: TerminalSize(columns: 40, rows: 5))
        #expect(german.lines[0].contains("Total 1.234,50\u{A0}€"))
        let english = TestDriver(view.environment(\.locale, Locale(identifier: "en_US")), size: TerminalSize(columns: 40, rows: 5))
        #expect(english.lines[0].contains("Total €1,234.50"))
    }

    @Test func enterPushesTheSelectedRowAndEscPops() {
        let box = PathBox()
        let screen = driver(FruitList(path: box.binding))
        #expect(screen.lines[0].contains("Fruits"))
        screen.press(.downArrow, .return)
        #expect(box.path == [fruits[1]])
        screen.update()
        #expect(screen.text.contains("About Banana"))
        #expect(screen.lines[0].contains("‹ Fruits"))
        #expect(screen.lines[0].contains("Banana"))
        #expect(screen.lines.last?.contains("Esc back") == true)
        screen.press(.escape)
        #expect(box.path.isEmpty)
        screen.update()
        #expect(screen.text.contains("Apple"))
        #expect(!screen.text.contains("About"))
    }

    @Test func changingThePathFromCodePushesAndPops() {
        let model = NavigationModel()
        let screen = driver(ModelFruitList(model: model))
        model.path = [fruits[2]]
        screen.update()
        #expect(screen.text.contains("About Cherry"))
        model.path.append(fruits[0])
        screen.update()
        #expect(screen.text.contains("About Apple"))
        #expect(screen.lines[0].contains("‹ Cherry"))
        model.path = []
        screen.update()
        #expect(screen.text.contains("Banana"))
        #expect(!screen.text.contains("About"))
    }

    @Test func aPushedScreenKeepsItsStateUnderAnotherPush() {
        // A stack with its own path, which takes values of any type (a typed path takes only its type).
        let screen = driver(FreeFruitList())
        screen.press(.return)
        screen.update()
        screen.press(KeyPress.character("v"), .character("v"))
        #expect(screen.text.contains("visits 2"))
        screen.press(.return)  // the "Letters" link has focus on the detail screen
        screen.update()
        #expect(screen.text.contains("5 letters"))
        #expect(screen.lines[0].contains("‹ Apple"))
        screen.press(.escape)
        screen.update()
        #expect(screen.text.contains("visits 2"))
    }

    @Test func aStackWithoutAPathPushesDestinationViews() {
        let screen = driver(
            NavigationStack {
                List {
                    NavigationLink(destination: Text("Inside").navigationTitle("Second")) { Text("Go") }
                }
                .navigationTitle("First")
            })
        screen.press(.return)
        #expect(screen.text.contains("Inside"))
        #expect(screen.lines[0].contains("‹ First"))
        screen.press(.escape)
        #expect(screen.text.contains("Go"))
    }

    @Test func largeTitlesSitLeftAndInlineTitlesInTheMiddle() {
        let large = driver(NavigationStack { Text("x").navigationTitle("Title") })
        #expect(large.lines[0].hasPrefix(" Title"))
        let inline = driver(NavigationStack { Text("x").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) })
        #expect(inline.position(of: "Title")?.column == (60 - 5) / 2)
    }
}

/// A screen with a toolbar and a sheet, as the budget uses them.
private struct Notes: View {
    @State private var notes: [String] = ["first"]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .toolbar {
                    Button("Add", systemImage: "plus") { isAdding = true }
                }
                .sheet(isPresented: $isAdding) {
                    AddNote { notes.append($0) }
                }
        }
    }
}

private struct AddNote: View {
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Text("Pick a note")
                Button("Choose second") {
                    onSave("second")
                    dismiss()
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave("saved")
                        dismiss()
                    }
                }
            }
        }
    }
}

@MainActor
struct SheetAndToolbarTests {
    @Test func plusOpensTheSheetAndItsButtonsShowInItsBar() {
        let screen = TestDriver(Notes(), size: TerminalSize(columns: 60, rows: 16))
        #expect(screen.lines[0].contains("+ Add"))
        #expect(screen.keyHints.contains(KeyHint("+", "add")))
        screen.press(KeyPress.character("+"))
        #expect(screen.text.contains("New Note"))
        #expect(screen.text.contains("Cancel"))
        #expect(screen.text.contains("Save"))
        #expect(screen.text.contains("╭"))
        // The screen below is dimmed.
        #expect(screen.style(atColumn: 1, row: 0).attributes.contains(.dim))
        #expect(screen.keyHints.contains(KeyHint("^S", "save")))
        #expect(!screen.keyHints.contains(KeyHint("q", "quit")))
    }

    @Test func escCancelsAndCtrlSSaves() {
        let screen = TestDriver(Notes(), size: TerminalSize(columns: 60, rows: 16))
        screen.press(KeyPress.character("+"))
        screen.press(.escape)
        #expect(!screen.text.contains("New Note"))
        #expect(!screen.text.contains("saved"))
        screen.press(KeyPress.character("+"))
        screen.press(.control("s"))
        #expect(!screen.text.contains("New Note"))
        #expect(screen.text.contains("saved"))
    }

    @Test func focusStaysInTheSheetAndReturnsAfterwards() {
        let screen = TestDriver(Notes(), size: TerminalSize(columns: 60, rows: 16))
        screen.press(KeyPress.character("+"))
        // q does not quit while the sheet is open; Enter presses the focused button inside the sheet.
        screen.press(KeyPress.character("q"))
        #expect(!screen.didQuit)
        screen.press(.return)
        #expect(screen.text.contains("second"))
        #expect(!screen.text.contains("New Note"))
        screen.press(.downArrow)
        let secondRow = screen.row(containing: "second") ?? -1
        #expect(screen.style(atColumn: 2, row: secondRow).background != nil)
    }
}

private struct Place: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// A sheet per item: `.sheet(item:)`.
private struct PlacePicker: View {
    @State private var shown: Place?
    let places = [Place(id: 1, name: "Kyoto"), Place(id: 2, name: "Nara")]

    var body: some View {
        VStack {
            ForEach(places) { place in
                Button(place.name) { shown = place }
            }
        }
        .sheet(item: $shown) { place in
            Text("Sheet for \(place.name)")
        }
    }
}

@MainActor
struct SheetItemTests {
    @Test func aSheetShowsItsItemAndClosesBackToNil() {
        let screen = TestDriver(PlacePicker(), size: TerminalSize(columns: 50, rows: 14))
        screen.press(.tab, .return)  // the second button: Nara
        #expect(screen.text.contains("Sheet for Nara"))
        screen.press(.escape)
        #expect(!screen.text.contains("Sheet for"))
        screen.press(.return)
        #expect(screen.text.contains("Sheet for Nara"))
    }
}

@MainActor
struct OffsetTests {
    @Test func removeAndMoveByOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["c", "e", "a"])
        letters.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(letters == ["a", "c", "e"])
    }
}

/// A toolbar with an item whose content is shown only sometimes, between two that always are.
private struct SometimesItem: View {
    @State private var showsMiddle = false

    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem(placement: .secondaryAction) { Button("First") {} }
                    ToolbarItem(placement: .secondaryAction) {
                        if showsMiddle { Button("Middle") {} }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Last") { showsMiddle.toggle() }.keyboardShortcut("l", modifiers: [])
                    }
                }
        }
    }
}

@MainActor
struct ToolbarEmptyItemTests {
    @Test("An item with nothing to show leaves no gap between its neighbours; shown, it takes its place")
    func anEmptyItemLeavesNoGap() {
        let screen = TestDriver(SometimesItem(), size: TerminalSize(columns: 60, rows: 8))
        #expect(screen.lines[0].contains("First  Last"), "\(screen.lines[0])")
        screen.press(.character("l"))
        #expect(screen.lines[0].contains("First  Middle  Last"), "\(screen.lines[0])")
    }
}
