import CPNG
import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// On a trip's screen `E` edits the trip in the sheet that adds one: its name, subtitle, collection and a
/// picture made from a file whose path is typed; Save is one change to undo, and what is typed and not saved
/// is a draft the next start offers back. `D` asks in a dialog before the trip is deleted.
@MainActor
struct TripEditingTests {
    private func makeDriver(_ model: AppModel) -> TestDriver {
        TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 100, rows: 40))
    }

    /// Opens the first recent trip and its edit sheet.
    private func editRecentTrip(_ model: AppModel = AppModel(wishlist: .sample(), budget: .sample())) throws
        -> (TestDriver, AppModel, Trip)
    {
        let driver = makeDriver(model)
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first)
        driver.press(.return)
        driver.settle()
        driver.press(KeyPress.character("E"))
        driver.settle()
        return (driver, model, trip)
    }

    /// Waits for the sheet's picture import, which runs off the main actor, to end (5 s at most).
    private func waitForImport(_ driver: TestDriver) async {
        var waited = 0
        while driver.text.contains("Importing…") && waited < 500 {
            try? await Task.sleep(for: .milliseconds(10))
            driver.update()
            waited += 1
        }
        driver.settle()
    }

    /// Writes a 64 by 40 PNG all of `color` (through libpng, as the app's decoder reads it) into `folder`.
    private func writePNG(of color: [UInt8], in folder: URL) throws -> URL {
        let pixels = Array(repeatElement(color, count: 64 * 40).joined())
        var size = 0
        try #require(cpng_write_rgb(nil, &size, pixels, 64, 40) != 0)
        var bytes = [UInt8](repeating: 0, count: size)
        try #require(bytes.withUnsafeMutableBytes { cpng_write_rgb($0.baseAddress, &size, pixels, 64, 40) } != 0)
        let file = folder.appendingPathComponent("photo.png")
        try Data(bytes.prefix(size)).write(to: file)
        return file
    }

    @Test func capitalEOpensTheSheetFilledInWithTheTrip() throws {
        let (driver, _, trip) = try editRecentTrip()
        #expect(driver.text.contains("Edit Trip"))
        #expect(driver.text.contains(trip.name))
        #expect(driver.text.contains(trip.subtitle))
        #expect(driver.text.contains("Spring Blossoms"))
        #expect(driver.text.contains("shipped with Wishlist"), "the picture it has now, which an empty path keeps")
    }

    @Test func saveChangesNameSubtitleAndCollectionInOneChangeThatUndoes() throws {
        let (driver, model, trip) = try editRecentTrip()
        driver.press(.control("u"))
        driver.type("Kyoto in autumn")
        driver.press(.tab)
        driver.press(.control("u"))
        driver.type("Maple leaves")
        driver.press(.tab, .rightArrow)  // the next collection, Summer Escapes
        driver.press(.control("s"))
        driver.settle()
        #expect(!driver.text.contains("Edit Trip"))
        let edited = try #require(model.wishlist.trip(id: trip.id))
        #expect(edited.name == "Kyoto in autumn" && edited.subtitle == "Maple leaves")
        #expect(edited.collectionID == TripCollection.summerEscapes.id)
        #expect(edited.activities == trip.activities && edited.photoName == trip.photoName)
        #expect(driver.lines[0].contains("Kyoto in autumn"))
        #expect(model.wishlist.trips(in: TripCollection.summerEscapes.id).contains { $0.id == trip.id })
        #expect(!model.wishlist.trips(in: TripCollection.springBlossoms.id).contains { $0.id == trip.id })
        #expect(model.drafts.open == nil, "saved, so no draft")

        driver.press(KeyPress.character("u"))
        driver.settle()
        #expect(model.wishlist.trip(id: trip.id) == trip, "one undo brings all of it back")
        #expect(driver.lines.last?.contains("Undone: Edit \(trip.name).") == true, "\(driver.lines.last ?? "")")
    }

    @Test func aFileThatIsNoPictureIsRefusedInTheSheetAndNothingIsSaved() async throws {
        let testFolder = TestFolder("wishlist-edit-trip"), folder = testFolder.url
        let text = folder.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        let (driver, model, trip) = try editRecentTrip()
        driver.press(.control("u"))
        driver.type("Renamed")
        driver.press(.tab, .tab, .tab)
        driver.paste(text.path)
        driver.press(.control("s"))
        await waitForImport(driver)
        #expect(driver.text.contains("Edit Trip"), "the sheet stays open")
        let message = try #require(driver.row(containing: "The file is not a PNG or JPEG picture."), "\(driver.text)")
        let column = try #require(driver.position(of: "The file is not")).column
        #expect(driver.style(atColumn: column, row: message).foreground == Color.red.backgroundColor(in: EnvironmentValues()))
        #expect(model.wishlist.trip(id: trip.id) == trip, "neither the name nor the picture changed")
        if case .trip(let draft)? = model.drafts.open {
            #expect(draft.name == "Renamed" && draft.picturePath == text.path, "still kept as a draft")
        } else {
            Issue.record("the sheet's changes are still its draft: \(String(describing: model.drafts.open))")
        }

        // A missing file says so too; editing the path takes the message away.
        driver.press(.control("u"))
        driver.type(folder.appendingPathComponent("gone.png").path)
        #expect(!driver.text.contains("not a PNG"))
        driver.press(.control("s"))
        await waitForImport(driver)
        #expect(driver.text.contains("The file cannot be read: No such file or directory."), "\(driver.text)")
        #expect(model.wishlist.trip(id: trip.id) == trip)
    }

    @Test func aPNGBecomesTheTripsPictureStoredInTheDataDirectory() async throws {
        let testFolder = TestFolder("wishlist-edit-trip"), folder = testFolder.url
        let png = try writePNG(of: [250, 120, 10], in: folder)
        let pictures = UserPictures(dataDirectory: folder)
        let (driver, model, trip) = try editRecentTrip(AppModel(wishlist: .sample(), budget: .sample(), pictures: pictures))
        driver.press(.tab, .tab, .tab)
        driver.paste("'\(png.path)'")  // as a terminal pastes a dropped file
        driver.press(.control("s"))
        // The import has not been heard from yet: the main actor is the test's until it waits.
        #expect(driver.text.contains("Importing…"), "\(driver.text)")
        #expect(driver.text.contains("Edit Trip") && model.wishlist.trip(id: trip.id) == trip)
        await waitForImport(driver)
        #expect(!driver.text.contains("Edit Trip"), "\(driver.text)")
        let name = try #require(model.wishlist.trip(id: trip.id)?.photoName)
        let id = try #require(UserPictures.identifier(inName: name), "a picture of the user's: \(name)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/\(id.uuidString.lowercased()).ppm").path))
        let color = try #require(pictures.picture(named: name)?.color(x: 5, y: 5))
        #expect([color.red, color.green, color.blue] == [250, 120, 10])
        // The header's picture, left of the progress, is orange now.
        let progress = try #require(driver.position(of: "\(trip.completedActivityCount) of \(trip.activityCount) activities"))
        let header = driver.style(atColumn: progress.column - 4, row: progress.row)
        #expect([header.foreground, header.background].contains(.rgb(250, 120, 10)), "\(header)")
        #expect(model.drafts.open == nil)

        driver.press(KeyPress.character("E"))
        driver.settle()
        #expect(driver.text.contains("Now your picture"))
        driver.press(.escape)
        driver.press(KeyPress.character("u"))
        #expect(model.wishlist.trip(id: trip.id)?.photoName == trip.photoName, "undo gives the old picture back")
    }

    @Test func changesAreADraftThatEscAsksAboutAndTheNextStartReopens() throws {
        let (driver, model, trip) = try editRecentTrip()
        #expect(model.drafts.open == nil, "nothing changed yet")
        driver.press(.end)
        driver.type(" again")
        let expected = TripDraft(
            editing: trip.id, name: trip.name + " again", subtitle: trip.subtitle, collectionID: trip.collectionID,
            picturePath: "")
        #expect(model.drafts.open == .trip(expected))
        driver.press(.escape)
        #expect(driver.text.contains("Discard changes?"))
        driver.press(.escape)  // Keep Editing
        #expect(driver.text.contains("Edit Trip"))

        // The next start offers it back; Reopen goes to the trip and shows its sheet as it was left.
        let next = AppModel(wishlist: model.wishlist, budget: .sample())
        next.drafts.offered = model.drafts.toSave
        let restarted = makeDriver(next)
        restarted.settle()
        #expect(restarted.text.contains("Unsaved changes"), "\(restarted.text)")
        restarted.press(.return)
        restarted.settle()
        #expect(restarted.text.contains("Edit Trip"), "\(restarted.text)")
        #expect(restarted.text.contains("\(trip.name) again"))
        #expect(next.drafts.reopening == nil && next.drafts.open == .trip(expected))
        restarted.press(.control("s"))
        restarted.settle()
        #expect(next.wishlist.trip(id: trip.id)?.name == trip.name + " again")
        #expect(next.drafts.open == nil)
    }

    @Test func aNewTripsDraftReopensOnTheWishlist() throws {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        model.drafts.offered = .trip(TripDraft(
            editing: nil, name: "Lofoten", subtitle: "Fishing villages", collectionID: TripCollection.winterWonders.id,
            picturePath: ""))
        let driver = makeDriver(model)
        driver.settle()
        driver.press(.return)
        driver.settle()
        #expect(driver.text.contains("New Trip") && driver.text.contains("Lofoten") && driver.text.contains("Winter Wonders"))
        driver.press(.control("s"))
        driver.settle()
        let added = try #require(model.wishlist.sortedTrips.first { $0.name == "Lofoten" })
        #expect(added.subtitle == "Fishing villages" && added.collectionID == TripCollection.winterWonders.id)
    }

    @Test func capitalDAsksInADialogWhoseEnterDeletes() throws {
        let model = AppModel(wishlist: .sample(), budget: .sample())
        let driver = makeDriver(model)
        let trip = try #require(model.wishlist.recentTrips(limit: 5).first)
        driver.press(.return)
        driver.settle()
        driver.press(KeyPress.character("D"))
        #expect(driver.text.contains("Delete \(trip.name)?"))
        let title = try #require(driver.row(containing: "Delete \(trip.name)?"))
        let row = try #require((title..<driver.lines.count).first { driver.lines[$0].contains("Delete Trip") })
        let line = driver.lines[row]
        let column = Glyph.width(of: String(line[..<(try #require(line.range(of: "Delete Trip")).lowerBound)]))
        #expect(driver.style(atColumn: column, row: row).foreground == Color.red.backgroundColor(in: EnvironmentValues()),
                "a red destructive button")
        #expect(driver.keyHints.contains(KeyHint("⏎", "delete trip")))
        #expect(!driver.keyHints.contains { $0.key == "Enter" }, "one hint for Enter")
        driver.press(.escape)
        #expect(model.wishlist.trip(id: trip.id) != nil, "Esc keeps it")
        driver.press(KeyPress.character("D"), KeyPress(.return))
        driver.settle()
        #expect(model.wishlist.trip(id: trip.id) == nil)
    }
}
