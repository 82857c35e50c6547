import Foundation
import Testing
@testable import Gallery
@testable import TermUITesting
@testable import TermUIViews

/// The gallery: every page draws its example and shows its code, and the sidebar leads to each page.
@MainActor
struct GalleryTests {
    @Test func everyPageDrawsItsExampleAndShowsItsCode() {
        let pages = GalleryPages.all
        #expect(Set(pages.map(\.section)) == Set(GallerySection.allCases), "every section has pages")
        #expect(Set(pages.map(\.id)).count == pages.count, "titles are unique")
        for page in pages {
            let example = TestDriver(page.makeExample(), size: TerminalSize(columns: 80, rows: 24))
            let drawsSomething = example.text.contains { !$0.isWhitespace }
            #expect(drawsSomething, "\(page.title) draws something")
            let shown = TestDriver(PageView(page: page), size: TerminalSize(columns: 200, rows: 50))
            let firstLine = page.codeLines.first { !$0.isEmpty } ?? ""
            #expect(shown.text.contains(firstLine), "\(page.title) shows its code")
        }
    }

    @Test func downMovesToTheNextPage() {
        let screen = TestDriver(GalleryView(), size: TerminalSize(columns: 140, rows: 30))
        #expect(screen.text.contains("Plain text"))
        screen.press(.downArrow)
        #expect(screen.text.contains("systemImage: \"airplane\""))
        #expect(screen.text.contains("Flights"), "and draws that page's example")
    }

    @Test func aNarrowWindowOpensAPageWithEnterAndGoesBackWithEsc() {
        let screen = TestDriver(GalleryView(), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("Progress and Gauge") && !screen.text.contains("Plain text"))
        screen.press(.return)
        #expect(screen.text.contains("Plain text") && screen.text.contains("Text(\"Bold\").bold()"))
        screen.press(.escape)
        #expect(screen.text.contains("Progress and Gauge"))
    }

    /// A page's code is the code of its example: each paragraph of the code shown (its `@State` lines, its
    /// view) is written twice in the page's source file, once in the string and once as Swift, so the two
    /// cannot drift apart unseen.
    @Test func everyPageShowsTheCodeThatBuildsItsExample() throws {
        let pagesFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/Gallery/Pages")
        let files = try FileManager.default.contentsOfDirectory(at: pagesFolder, includingPropertiesForKeys: nil)
        // The sources as lines without indentation, with the string literals' escapes undone.
        let sources = try files.map { file in
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\\\\", with: "\\")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func occurrences(of paragraph: [String], in lines: [String]) -> Int {
            guard !paragraph.isEmpty, lines.count >= paragraph.count else { return 0 }
            return (0...(lines.count - paragraph.count)).filter { Array(lines[$0..<($0 + paragraph.count)]) == paragraph }.count
        }
        for page in GalleryPages.all {
            let lines = page.codeLines.map { $0.trimmingCharacters(in: .whitespaces) }
            let paragraphs = lines.split(separator: "", omittingEmptySubsequences: true).map(Array.init)
            for paragraph in paragraphs {
                let count = sources.map { occurrences(of: paragraph, in: $0) }.max() ?? 0
                #expect(count >= 2, "\(page.title): \(paragraph.first ?? "") is shown but not built (or built but not shown)")
            }
        }
    }
}
