import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// A few screens at 80x24 and 200x50, at the fixed clock of `ScreenFixture`, compared exactly (as text,
/// without colours, trailing spaces dropped) with the files in `Snapshots/`.
///
/// A change to what a screen shows fails here until the file is updated on purpose: run
/// `UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests`, then read the diff of `Snapshots/` before
/// committing it. A missing file is written the same way, and fails without the variable.
@MainActor
struct SnapshotTests {
    private static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The screen as the files keep it: one line a row, trailing spaces dropped.
    private func text(of driver: TestDriver) -> String {
        driver.lines.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n") + "\n"
    }

    private func expect(_ driver: TestDriver, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Self.folder.appendingPathComponent("\(name).txt")
        let screen = text(of: driver)
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try screen.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let kept = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No snapshot \(name).txt: run UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests", sourceLocation: sourceLocation)
            return
        }
        #expect(screen == kept, "\(name).txt differs; the screen now:\n\(screen)", sourceLocation: sourceLocation)
    }

    @Test func wishlist() throws {
        for size in Self.sizes {
            let (driver, _) = ScreenFixture.window(size: size)
            try expect(driver, matches: "wishlist-\(size.columns)x\(size.rows)")
        }
    }

    @Test func budget() throws {
        for size in Self.sizes {
            let (driver, _) = ScreenFixture.budget(size: size)
            try expect(driver, matches: "budget-\(size.columns)x\(size.rows)")
        }
    }

    @Test func flights() throws {
        for size in Self.sizes {
            let (driver, _) = ScreenFixture.window(size: size)
            driver.press(.character("3"))
            try expect(driver, matches: "flights-\(size.columns)x\(size.rows)")
        }
    }

    /// The budget's two charts (`c`, then `c` again), at both sizes.
    @Test func budgetCharts() throws {
        for size in Self.sizes {
            let (driver, _) = ScreenFixture.budget(size: size)
            driver.press(.character("c"))
            try expect(driver, matches: "budget-by-category-\(size.columns)x\(size.rows)")
            driver.press(.character("c"))
            try expect(driver, matches: "budget-12-months-\(size.columns)x\(size.rows)")
        }
    }
}
