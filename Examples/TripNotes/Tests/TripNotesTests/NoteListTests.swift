import Testing
import TermUI
import TermUITesting
@testable import TripNotes

/// The app's screens driven headless, as a user would: elements found by their identifiers, pressed, and the
/// screen read back.
@MainActor
struct NoteListTests {
    @Test func pressingANoteOpensItsDetail() throws {
        let book = NoteBook.sample()
        let driver = TestDriver(NoteListView(book: book))
        #expect(driver.text.contains("Trip notes"))

        let row = try #require(driver.element(identifier: "note.Harbour walk"))
        driver.press(row)
        driver.press(.return)
        driver.settle()

        let text = try #require(driver.element(identifier: "note.text"))
        #expect(text.text.contains("cross the bridge at dusk"))
        #expect(driver.text.contains("Porto"))
    }

    @Test func theToggleMarksTheNoteVisitedInTheModel() throws {
        let book = NoteBook.sample()
        let driver = TestDriver(NoteListView(book: book))
        driver.press(.return)
        driver.settle()

        let toggle = try #require(driver.element(identifier: "note.visited"))
        driver.press(toggle)
        #expect(book.notes[0].isVisited)
    }

    @Test func aNoteWrittenInTheSheetJoinsTheList() throws {
        let book = NoteBook.sample()
        let driver = TestDriver(NoteListView(book: book))
        driver.press(try #require(driver.element(identifier: "notes.new")))
        driver.settle()
        #expect(driver.element(identifier: "new.title")?.isFocused == true)

        driver.type("Tea house")
        driver.press(.tab)
        driver.type("Kyoto")
        driver.press(try #require(driver.element(identifier: "new.add")))
        driver.settle()

        #expect(driver.element(identifier: "new.title") == nil)
        #expect(book.notes.map(\.title) == ["Bulb fields", "Harbour walk", "Night market", "Tea house"])
        #expect(driver.element(identifier: "note.Tea house")?.text.contains("Kyoto") == true)
    }

    @Test func addIsDisabledUntilTheNoteHasATitle() throws {
        let book = NoteBook()
        let driver = TestDriver(NoteListView(book: book))
        #expect(driver.text.contains("No notes"))
        driver.press("n")
        driver.settle()

        driver.press(try #require(driver.element(identifier: "new.add")))
        #expect(book.notes.isEmpty)
        #expect(driver.element(identifier: "new.title") != nil)

        driver.press(try #require(driver.element(identifier: "new.cancel")))
        driver.settle()
        #expect(driver.element(identifier: "new.title") == nil)
        #expect(book.notes.isEmpty)
    }

    @Test func everyPreviewDraws() {
        let previews = PreviewRegistry.previews().filter { $0.fileID.hasPrefix("TripNotes/") }
        #expect(previews.map(\.displayName).count == 4)
        for preview in previews {
            let driver = TestDriver(preview.makeView())
            #expect(!driver.text.isEmpty, "\(preview.displayName)")
        }
    }
}
