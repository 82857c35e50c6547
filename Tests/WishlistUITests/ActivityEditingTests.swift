import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// On a trip's screen `e` renames the selected activity in a sheet like New Activity's, and Shift-↑↓ (or K J)
/// move it through the list; each is one change to undo.
@MainActor
struct ActivityEditingTests {
    private func openTrip() throws -> (TestDriver, AppModel, Trip) {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 100, rows: 30))
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first.flatMap { model.wishlist.tripWithActivities(id: $0.id) })
        driver.press(.return)
        driver.settle()
        return (driver, model, trip)
    }

    @Test func eRenamesTheSelectedActivityInASheetStartingFromItsName() throws {
        let (driver, model, trip) = try openTrip()
        let second = (trip.activities ?? [])[1]
        driver.press(.downArrow)
        #expect(driver.keyHints.contains(KeyHint("e", "rename")))
        driver.press(KeyPress.character("e"))
        driver.settle()
        #expect(driver.text.contains("Rename Activity"))
        #expect(driver.text.contains(second.name), "the field starts with the name")
        driver.press(KeyPress(.init("u"), modifiers: .control))
        driver.type("Picnic by the river")
        driver.press(KeyPress(.init("s"), modifiers: .control))
        driver.settle()
        #expect(!driver.text.contains("Rename Activity"))
        let renamed = try #require(model.wishlist.activities(ofTrip: trip.id).dropFirst().first)
        #expect(renamed.name == "Picnic by the river" && renamed.id == second.id && renamed.isComplete == second.isComplete)
        driver.press(KeyPress.character("u"))
        #expect(model.wishlist.activities(ofTrip: trip.id)[1].name == second.name)
    }

    @Test func aBlankNameCannotBeSaved() throws {
        let (driver, model, trip) = try openTrip()
        driver.press(KeyPress.character("e"))
        driver.settle()
        driver.press(KeyPress(.init("u"), modifiers: .control))
        driver.type("   ")
        driver.press(KeyPress(.init("s"), modifiers: .control))
        #expect(driver.text.contains("Rename Activity"), "the sheet stays")
        #expect(model.wishlist.tripWithActivities(id: trip.id) == trip)
    }

    @Test func shiftArrowsAndKJMoveTheSelectedActivityAndTheSelectionFollows() throws {
        let (driver, model, trip) = try openTrip()
        let first = (trip.activities ?? [])[0]
        driver.press(KeyPress(.downArrow, modifiers: .shift))
        driver.settle()
        #expect(model.wishlist.activities(ofTrip: trip.id).map(\.id) == [(trip.activities ?? [])[1].id, first.id] + (trip.activities ?? []).dropFirst(2).map(\.id))
        driver.press(KeyPress.character("J"))
        driver.settle()
        #expect(model.wishlist.activities(ofTrip: trip.id)[2].id == first.id)
        // The moved row stays selected: Space ticks it, not the one now in its old place.
        driver.press(KeyPress.character(" "))
        #expect(model.wishlist.activities(ofTrip: trip.id)[2].isComplete == !first.isComplete)
        driver.press(KeyPress(.upArrow, modifiers: .shift))
        driver.press(KeyPress(.upArrow, modifiers: .shift))
        driver.press(KeyPress(.upArrow, modifiers: .shift))
        driver.settle()
        #expect(model.wishlist.activities(ofTrip: trip.id).first?.id == first.id, "it stops at the top")
        #expect(driver.keyHints.contains(KeyHint("⇧↑↓", "reorder")))
    }

    @Test func aSheetWithChangesAsksBeforeEscThrowsThemAwayAndKeepsItsDraftMeanwhile() throws {
        let (driver, model, trip) = try openTrip()
        driver.press(KeyPress.character("+"))
        driver.settle()
        #expect(model.drafts.open == nil, "nothing typed yet: no draft")
        // Untouched, Esc closes it at once.
        driver.press(.escape)
        driver.settle()
        #expect(!driver.text.contains("New Activity"))
        driver.press(KeyPress.character("+"))
        driver.settle()
        driver.type("Gelato")
        #expect(model.drafts.open == .activity(ActivityDraft(tripID: trip.id, editing: nil, name: "Gelato")))
        driver.press(.escape)
        driver.settle()
        #expect(driver.text.contains("Discard changes?"))
        // Keep Editing has the focus (never the destructive button): Enter goes back to the sheet as it was.
        driver.press(.return)
        driver.settle()
        #expect(!driver.text.contains("Discard changes?") && driver.text.contains("Gelato"))
        #expect(model.drafts.open != nil)
        driver.press(.escape)
        driver.settle()
        driver.press(.upArrow)
        driver.press(.return)
        driver.settle()
        #expect(!driver.text.contains("New Activity"))
        #expect(model.drafts.open == nil)
        #expect(model.wishlist.tripWithActivities(id: trip.id) == trip, "nothing was added")
    }
}
