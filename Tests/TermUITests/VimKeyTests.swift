import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// h j k l do what ← ↓ ↑ → do wherever an arrow does something (dialogs, the calendar, menus, forms,
/// split view columns), and type into text fields.
@MainActor
struct VimKeyTests {
    /// A button that asks, in an alert with two buttons.
    private struct Asking: View {
        @State private var isAsking = false
        @State private var log: [String] = []

        var body: some View {
            VStack {
                Button("Ask") { isAsking = true }
                Text("log: \(log.joined(separator: ","))")
            }
            .alert("Remove Nara?", isPresented: $isAsking) {
                Button("Remove", role: .destructive) { log.append("removed") }
                Button("Keep", role: .cancel) { log.append("kept") }
            }
            .pinnedToTopLeading()
        }
    }

    @Test func hjklMoveBetweenADialogsButtons() throws {
        for (back, on) in [("h", "l"), ("k", "j")] as [(Character, Character)] {
            let screen = TestDriver(Asking(), size: TerminalSize(columns: 60, rows: 16))
            screen.press(.return)
            screen.press(KeyPress.character(back))  // from Keep (the cancel, focused first) to Remove
            screen.press(.return)
            #expect(screen.text.contains("log: removed"), "\(back) moves back")
            screen.press(.return)
            screen.press(KeyPress.character(back), KeyPress.character(on))
            screen.press(.return)
            #expect(screen.text.contains("log: removed,kept"), "\(on) moves on")
        }
    }

    @Test func hjklMoveTheCalendarsDayAndWeek() {
        let date = Bound(makeDate(2024, 3, 15))
        let screen = formDriver(Form { DatePicker("Date", selection: date.binding, displayedComponents: .date) })
        screen.press(.space)
        screen.press("l")
        #expect(screen.string("16", has: .reverse))
        screen.press("j")
        #expect(screen.string("23", has: .reverse))
        screen.press("k", "k")
        #expect(screen.string("9", has: .reverse))
        screen.press("h")
        screen.press(.return)
        #expect(Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date.value).day == 8)
    }

    @Test func jkMoveAPickersMenu() {
        let selection = Bound("Lodging")
        let screen = formDriver(Form {
            Picker("Category", selection: selection.binding) {
                ForEach(["Food", "Lodging", "Transport"], id: \.self) { Text($0).tag($0) }
            }
        })
        screen.press(.return)
        screen.press("j")
        #expect(screen.string("Transport", has: .reverse))
        screen.press("k", "k")
        #expect(screen.string("Food", has: .reverse))
        screen.press(.return)
        #expect(selection.value == "Food")
    }

    @Test func jkMoveBetweenAFormsControlsButTypeInItsTextFields() {
        let name = Bound("")
        let isOn = Bound(false)
        let screen = formDriver(Form {
            Toggle("Booked", isOn: isOn.binding)
            Toggle("Paid", isOn: .constant(false))
            TextField("Name", text: name.binding)
        })
        screen.press("j")
        screen.press(.space)
        #expect(!isOn.value, "j moved on to Paid")
        screen.press("k", .space)
        #expect(isOn.value, "k moved back to Booked")
        screen.press("j", "j")
        screen.type("jk")
        #expect(name.value == "jk", "a text field types j and k")
    }

    @Test func jkAndgGScrollAFormWithoutControls() {
        let screen = formDriver(
            Form { ForEach(0..<30, id: \.self) { LabeledContent("Row \($0)", value: "\($0)") } }, rows: 8)
        #expect(screen.row(containing: "Row 0 ") != nil)
        screen.press("j")
        #expect(screen.row(containing: "Row 0 ") == nil, "j scrolled a row")
        screen.press("k")
        #expect(screen.row(containing: "Row 0 ") != nil)
        screen.press("G")
        #expect(screen.row(containing: "Row 29") != nil)
        screen.press("g")
        #expect(screen.row(containing: "Row 0 ") != nil)
    }
}
