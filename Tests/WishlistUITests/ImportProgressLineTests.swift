import Testing
import TravelModel
@testable import WishlistUI

/// The line that shows a long import's progress before the screen: a bar of the bytes read, the entries read
/// of those likely; nothing for an import too short to need it.
@Suite("Import progress line")
@MainActor
struct ImportProgressLineTests {
    @Test("The line says the file, the part read as a bar and a percentage, and the entries of those likely")
    func text() {
        let progress = ImportProgress(fileName: "expenses.json", entriesRead: 412_000, bytesRead: 113_000_000, totalBytes: 278_000_000)
        #expect(ImportProgressLine.text(for: progress)
            == "Importing expenses.json  [########------------]  40%  412,000 of ~1,013,592 entries")
        let done = ImportProgress(fileName: "trips.json", entriesRead: 10, bytesRead: 100, totalBytes: 100)
        #expect(ImportProgressLine.text(for: done) == "Importing trips.json  [####################]  100%  10 entries")
    }

    @Test("The update of the database says the expenses updated, then that its indexes are being made")
    func updateText() {
        let rows = DatabaseUpdateProgress(rowsDone: 700_000, totalRows: 1_000_000, indexesMade: 0, indexCount: 2)
        #expect(ImportProgressLine.text(for: rows)
            == "Updating wishlist.sqlite for this version  [####----------------]  23%  700,000 of 1,000,000 expenses")
        let indexes = DatabaseUpdateProgress(rowsDone: 1_000_000, totalRows: 1_000_000, indexesMade: 1, indexCount: 2)
        #expect(ImportProgressLine.text(for: indexes)
            == "Updating wishlist.sqlite for this version  [#############-------]  66%  making its indexes")
    }

    @Test("A short import writes nothing, not even the clearing of the line")
    func shortImportIsSilent() {
        var written: [String] = []
        let line = ImportProgressLine { written.append($0) }
        line.show(ImportProgress(fileName: "expenses.json", entriesRead: 4_096, bytesRead: 1, totalBytes: 2))
        line.finish()
        #expect(written.isEmpty)
    }
}
