import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Tests find views by what they are, not by their text: an accessibility identifier, a label, a role.
@MainActor
struct ScreenElementTests {
    private struct Editor: View {
        @State private var name = ""
        @State private var saved = 0
        @State private var isPresented = false
        var saveTitle = "Save"

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button(saveTitle) { saved += 1 }.accessibilityIdentifier("save")
                Button("Details") { isPresented = true }
                Text("saved \(saved) times").accessibilityLabel("Count")
            }
            .sheet(isPresented: $isPresented) {
                Button("Save") { isPresented = false }
            }
        }
    }

    @Test func anIdentifierFindsAViewWhateverItsTextSays() throws {
        for title in ["Save", "Keep it"] {
            let driver = TestDriver(Editor(saveTitle: title), size: TerminalSize(columns: 40, rows: 12))
            let save = try #require(driver.element(identifier: "save"))
            #expect(save.text == title && save.role == .button && save.label == title && !save.isFocused)
            driver.press(save)
            #expect(driver.element(label: "Count")?.text == "saved 1 times")
            #expect(driver.element(identifier: "save")?.isFocused == true, "a click on a button focuses it")
        }
        #expect(TestDriver(Editor()).element(identifier: "delete") == nil)
    }

    @Test func controlsAreFoundByRoleInTabOrderAndByTheirLabel() throws {
        let driver = TestDriver(Editor(), size: TerminalSize(columns: 40, rows: 12))
        #expect(driver.elements(.button).map(\.label) == ["Save", "Details"])
        #expect(driver.elements(.textField).count == 1)
        let field = try #require(driver.elements(.textField).first)
        driver.press(field)
        driver.type("Kyoto")
        #expect(driver.elements(.textField).first?.text.contains("Kyoto") == true)
        #expect(driver.elements(.textField).first?.isFocused == true)
        let frame = try #require(driver.element(label: "Details")?.frame)
        #expect(frame.height == 1 && frame.width == CGFloat("Details".count))
    }

    @Test func whatIsPresentedIsFoundFirst() throws {
        let driver = TestDriver(Editor(), size: TerminalSize(columns: 40, rows: 12))
        driver.press(try #require(driver.element(label: "Details")))
        let sheetSave = try #require(driver.element(label: "Save"))
        #expect(sheetSave.identifier == nil, "the sheet's Save, not the screen's")
        driver.press(sheetSave)
        #expect(driver.element(label: "Count")?.text == "saved 0 times")
        #expect(driver.element(label: "Save")?.identifier == "save", "the sheet has gone")
    }
}
