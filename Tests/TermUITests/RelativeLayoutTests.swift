import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ViewThatFits`, `containerRelativeFrame` and `aspectRatio`, read off the screen.
@MainActor
struct RelativeLayoutTests {
    private func driver<V: View>(_ view: V, columns: Int, rows: Int = 6) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    @Test func viewThatFitsShowsTheFirstThatFitsAndOnlyThatOne() {
        let choices = ViewThatFits(in: .horizontal) {
            Text("Monday 1 December 2026")
            Text("Mon 1 Dec")
            Text("1/12")
        }
        #expect(driver(choices, columns: 30).lines[0].hasPrefix("Monday 1 December 2026"))
        let middle = driver(choices, columns: 12)
        #expect(middle.lines[0].hasPrefix("Mon 1 Dec"))
        #expect(!middle.text.contains("1/12") && !middle.text.contains("Monday"), "the others are not drawn")
        // None fits: the last, cut.
        #expect(driver(choices, columns: 3).lines[0].hasPrefix("1/"))
    }

    @Test func viewThatFitsFollowsAResize() {
        let screen = driver(ViewThatFits(in: .horizontal) { Text("a long way round"); Text("short") }, columns: 30)
        #expect(screen.lines[0].hasPrefix("a long way round"))
        screen.resize(to: TerminalSize(columns: 10, rows: 6))
        #expect(screen.lines[0].hasPrefix("short"))
    }

    /// A later choice's views are built only when the earlier ones do not fit: a row of a list that shows its
    /// first choice pays for no other. Built once, a choice stays built (and keeps its state) across resizes.
    @Test func viewThatFitsBuildsALaterChoiceOnlyWhenTheEarlierOnesDoNotFit() {
        let log = BodyLog()
        let screen = driver(ViewThatFits(in: .horizontal) {
            Text("the whole sentence")
            LoggedText(text: "narrow", log: log)
            LoggedText(text: "n", log: log)
        }, columns: 30)
        #expect(screen.lines[0].hasPrefix("the whole sentence"))
        #expect(log.bodies.isEmpty, "nothing of the other choices is built while the first fits")
        screen.resize(to: TerminalSize(columns: 10, rows: 6))
        #expect(screen.lines[0].hasPrefix("narrow"))
        #expect(log.bodies == ["narrow"], "the second is built when the first no longer fits; the third is not")
        screen.resize(to: TerminalSize(columns: 30, rows: 6))
        #expect(screen.lines[0].hasPrefix("the whole sentence"))
        #expect(!screen.text.contains("narrow"))
        screen.resize(to: TerminalSize(columns: 3, rows: 6))
        #expect(screen.lines[0].hasPrefix("n "), "none fits: the last, built now")
        #expect(log.bodies.filter { $0 == "n" }.count == 1)
    }

    /// A tuple's view that is itself several views (a `Group`) offers each of them as a choice, in order.
    @Test func viewThatFitsChoosesAmongTheViewsOfAGroupInItsContent() {
        let choices = ViewThatFits(in: .horizontal) {
            Group {
                Text("Monday 1 December 2026")
                Text("Mon 1 Dec")
            }
            Text("1/12")
        }
        #expect(driver(choices, columns: 30).lines[0].hasPrefix("Monday 1 December 2026"))
        let middle = driver(choices, columns: 12)
        #expect(middle.lines[0].hasPrefix("Mon 1 Dec"))
        #expect(!middle.text.contains("Monday") && !middle.text.contains("1/12"))
        #expect(driver(choices, columns: 5).lines[0].hasPrefix("1/12"))
    }

    @Test func containerRelativeFrameTakesAShareOfTheWindowAndFollowsAResize() {
        let view = Color.red.frame(height: 1)
            .containerRelativeFrame(.horizontal) { length, _ in length / 4 }
            .border(.primary)
        let screen = driver(view, columns: 40)
        #expect(screen.lines[0] == "┌" + String(repeating: "─", count: 10) + "┐" + String(repeating: " ", count: 28))
        screen.resize(to: TerminalSize(columns: 80, rows: 6))
        #expect(screen.lines[0].hasPrefix("┌" + String(repeating: "─", count: 20) + "┐ "))
    }

    @Test func containerRelativeFrameCountsPartsWithSpacing() {
        // 41 columns in 4 parts with 1 between them: parts of 9.5, two of them with the space between: 20.
        let view = Color.red.frame(height: 1).containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 1).border(.primary)
        #expect(driver(view, columns: 41).lines[0].hasPrefix("┌" + String(repeating: "─", count: 20) + "┐ "))
    }

    @Test func aspectRatioKeepsColumnsToRowsInsideTheProposal() {
        // 3 columns to a row: 12 wide gives 4 rows; in 2 rows it fits at 6 wide.
        let wide = driver(Color.red.aspectRatio(3, contentMode: .fit).frame(width: 12).border(.primary), columns: 20, rows: 8)
        #expect(wide.lines.filter { $0.hasPrefix("│") }.count == 4)
        let low = driver(Color.red.aspectRatio(3, contentMode: .fit).frame(width: 12, height: 2).border(.primary), columns: 20, rows: 8)
        #expect(low.lines.filter { $0.contains("│") }.count == 2)
        #expect(low.lines[0].hasPrefix("┌" + String(repeating: "─", count: 12) + "┐"), "the frame keeps its width")
    }
}

/// The bodies evaluated, in order, by the `LoggedText`s that share it.
@MainActor
private final class BodyLog {
    var bodies: [String] = []
}

/// A text that writes its name in a log each time its body is evaluated.
private struct LoggedText: View {
    let text: String
    let log: BodyLog

    var body: some View {
        log.bodies.append(text)
        return Text(text)
    }
}
