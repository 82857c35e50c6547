import Foundation
import Testing
import TermUI
@testable import TermUITesting
@testable import TermUIViews

/// The sheets of the Settings scene and of a `DocumentGroup` (the importer, the exporter, the question before
/// unsaved changes are dropped) in windows of 1x1, 2x2, 10x3, 20x5 and 40x12, resized while they are open: every
/// frame fills the window with no control character, and back at 80x24 the sheet and what was typed are still
/// there, and the document is saved as typed.
@MainActor
struct HostileWindowSizeTests {
    private static let sizes = [(1, 1), (2, 2), (10, 3), (20, 5), (40, 12)]

    /// Resizes through the small windows, checking each frame, and back to 80x24.
    private func shrinkAndGrow(_ screen: TestDriver, while what: String) {
        for (columns, rows) in Self.sizes {
            screen.resize(to: TerminalSize(columns: columns, rows: rows))
            #expect(screen.lines.count == rows, "\(what) at \(columns)x\(rows)")
            let controls = screen.lines.joined().unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "\(what) at \(columns)x\(rows): \(screen.lines)")
        }
        screen.resize(to: TerminalSize(columns: 80, rows: 24))
    }

    /// Draws frames while a file is read or written off the main actor, until `done`.
    private func wait(_ screen: TestDriver, until done: () -> Bool) async {
        for _ in 0..<500 where !done() {
            try? await Task.sleep(for: .milliseconds(5))
            screen.update()
        }
    }

    @Test func theSettingsSheetSurvivesTinyWindows() {
        let screen = TestDriver(app: TravelSettingsApp())
        screen.press(.character(","))
        #expect(screen.text.contains("‹ Euro ›"), "\(screen.text)")
        shrinkAndGrow(screen, while: "Settings")
        screen.press(.rightArrow)
        #expect(screen.text.contains("‹ Yen ›"), "the sheet is still open and answers: \(screen.text)")
        screen.press(.escape)
        #expect(screen.text.contains("Prices in JPY"))
    }

    @Test func theDocumentSheetsSurviveTinyWindowsAndTheSaveIsWhatWasTyped() async throws {
        let folder = TestFolder("termui-tiny")
        var environment = EnvironmentValues()
        environment.fileDialogDefaultDirectory = folder.url
        let screen = TestDriver(app: TripNotesApp(), environment: environment)
        await wait(screen) { screen.terminal.windowTitle == "Untitled" }
        screen.type("Kyoto 東京")
        shrinkAndGrow(screen, while: "the editor")

        screen.press(.control("o"))
        #expect(screen.text.contains("Save the changes"), "\(screen.text)")
        shrinkAndGrow(screen, while: "the question")
        #expect(screen.text.contains("Save the changes"), "the question is still asked: \(screen.text)")
        screen.press(.escape)

        screen.press(.control("s"))
        #expect(screen.text.contains("Untitled.txt"), "the exporter's sheet: \(screen.text)")
        shrinkAndGrow(screen, while: "the exporter")
        #expect(screen.text.contains("Untitled.txt"), "the exporter is still open: \(screen.text)")
        screen.press(.return)
        let saved = folder.url.appendingPathComponent("Untitled.txt")
        await wait(screen) { screen.terminal.windowTitle == "Untitled.txt" }
        #expect((try? String(contentsOf: saved, encoding: .utf8)) == "Kyoto 東京")

        screen.press(.control("o"))
        await wait(screen) { screen.text.contains("Untitled.txt") }
        #expect(screen.text.contains("Untitled.txt"), "the importer lists the folder: \(screen.text)")
        shrinkAndGrow(screen, while: "the importer")
        #expect(screen.text.contains("Untitled.txt"), "the importer is still open: \(screen.text)")
        screen.press(.escape)
        #expect(screen.text.contains("Kyoto 東京"))
    }
}
