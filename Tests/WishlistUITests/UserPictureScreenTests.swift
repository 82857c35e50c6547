import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// A trip whose picture is one of the user's own photos, drawn on its card from the data directory.
@MainActor
struct UserPictureScreenTests {
    /// The colours of the cells of `row` from `column` on, `count` of them, foreground and background.
    private func colors(_ driver: TestDriver, row: Int, from column: Int, count: Int) -> Set<TerminalColor> {
        var colors = Set<TerminalColor>()
        for x in column..<(column + count) {
            let style = driver.style(atColumn: x, row: row)
            colors.formUnion([style.foreground, style.background].compactMap { $0 })
        }
        return colors
    }

    @Test func aTripShowsThePhotoItWasGivenFromTheDataDirectory() throws {
        let folder = TestFolder("wishlist-ui-test")
        let directory = folder.url

        // A photo all of one orange, made into a picture and stored as a run would.
        let orange: [UInt8] = [250, 120, 10]
        let photo = try #require(Picture(width: 64, height: 40, pixels: Array((0..<(64 * 40)).map { _ in orange }.joined())))
        let name = try UserPictures(dataDirectory: directory).add(photo)

        // A later run finds it through the data directory.
        let trip = Trip(name: "Orangeville", subtitle: "All orange", photoName: name, collectionID: "summer-escapes",
                        lastViewed: Date(timeIntervalSince1970: 1_800_000_000))
        let model = AppModel(wishlist: TripStore(trips: [trip]), budget: .sample(),
                             pictures: UserPictures(dataDirectory: directory))
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 120, rows: 40))
        driver.settle()
        // In the recently viewed pager: the picture is left of the name, 16 columns wide.
        let pager = try #require(driver.position(of: "Orangeville"), "\(driver.text)")
        let shown = colors(driver, row: pager.row, from: pager.column - 18, count: 16)
        #expect(shown == [TerminalColor.rgb(250, 120, 10)], "\(shown) on row \(pager.row):\n\(driver.text)")
        // And on its card in Summer Escapes, whose picture is above its name.
        let collection = try #require(driver.row(containing: "Summer Escapes"), "\(driver.text)")
        let card = try #require((collection..<driver.lines.count).first { driver.lines[$0].contains("Orangeville") })
        let line = driver.lines[card]
        let column = Glyph.width(of: String(line[..<(try #require(line.range(of: "Orangeville")).lowerBound)]))
        #expect(colors(driver, row: card - 1, from: column, count: 8) == [TerminalColor.rgb(250, 120, 10)], "\(driver.text)")

        // Without the data directory's pictures the same trip has its gradient.
        let without = TestDriver(
            WindowContent(model: AppModel(wishlist: TripStore(trips: [trip]), budget: .sample()))
                .environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
            size: TerminalSize(columns: 120, rows: 40))
        without.settle()
        #expect(!colors(without, row: pager.row, from: pager.column - 18, count: 16).contains(TerminalColor.rgb(250, 120, 10)))
    }
}
