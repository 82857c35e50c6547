import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

@Observable @MainActor
private final class Rows {
    var names = (1...12).map { "Row \($0)" }
}

private struct RowList: View {
    let rows: Rows

    var body: some View {
        List(rows.names, id: \.self) { Text($0) }
    }
}

private struct Note: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            Text("typed \(text)")
        }
    }
}

/// The run loop the app runs on, driven through the test pilot with a manual clock: how many frames input,
/// animations and timelines make, and that an idle app leaves nothing scheduled.
@MainActor
struct RunLoopTests {
    private static let minute = Date(timeIntervalSince1970: 1_795_000_020)

    private func listDriver(_ rows: Rows = Rows()) -> TestDriver {
        TestDriver(RowList(rows: rows), size: TerminalSize(columns: 30, rows: 10), showsKeyHints: false)
    }

    private func selectedRow(_ driver: TestDriver) -> String? {
        (0..<driver.terminal.screen.rows)
            .first { driver.style(atColumn: 0, row: $0).background != nil }
            .map { driver.lines[$0].replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) }
    }

    @Test func oneKeyPressDrawsOneFrame() {
        let driver = listDriver()
        let frames = driver.terminal.frameCount
        driver.press(.downArrow)
        #expect(driver.terminal.frameCount == frames + 1)
        #expect(selectedRow(driver) == "Row 2")
        #expect(!driver.hasScheduledWork, "nothing more to draw after the key's frame")
        driver.advance(by: 1)
        #expect(driver.terminal.frameCount == frames + 1)
    }

    @Test func twoKeysInOneInputBatchMakeOneFrame() {
        let driver = listDriver()
        let frames = driver.terminal.frameCount
        driver.send([.key(KeyPress(.downArrow)), .key(KeyPress(.downArrow))])
        #expect(driver.terminal.frameCount == frames + 1)
        #expect(selectedRow(driver) == "Row 3", "both keys were handled before the frame")
    }

    @Test func anIdleAppSchedulesNothingAndDrawsNothing() {
        let driver = listDriver()
        let frames = driver.terminal.frameCount
        #expect(!driver.hasScheduledWork)
        driver.advance(by: 3600)
        #expect(driver.terminal.frameCount == frames)
    }

    @Test func anAnimationTicksAtMostSixtyTimesASecondAndStopsWhenItEnds() {
        let rows = Rows()
        let driver = listDriver(rows)
        withAnimation(.linear(duration: 1)) { _ = rows.names.remove(at: 2) }
        driver.update()
        let frames = driver.terminal.frameCount
        #expect(driver.hasScheduledWork, "the next animation frame is due")
        // Time passes four times faster than frames could come: 1.5 s in steps of 1/240 s.
        for _ in 0..<360 { driver.advance(by: 1.0 / 240) }
        let drawn = driver.terminal.frameCount - frames
        #expect(drawn <= 61, "\(drawn) frames for a one-second animation")
        #expect(drawn >= 55, "\(drawn) frames for a one-second animation")
        #expect(!driver.isAnimating)
        #expect(!driver.hasScheduledWork, "no frames once the animation has ended")
        driver.advance(by: 1)
        #expect(driver.terminal.frameCount == frames + drawn)
        #expect(driver.text.contains("Row 4"))
        #expect(!driver.text.contains("Row 3"))
    }

    @Test func aTimelineWakesAtItsNextDateAndNotBefore() {
        let driver = TestDriver(
            TimelineView(.everyMinute) { context in
                Text("at \(Int(context.date.timeIntervalSince(Self.minute)))")
            }, showsKeyHints: false, date: Self.minute.addingTimeInterval(30))
        let frames = driver.terminal.frameCount
        #expect(driver.hasScheduledWork, "the wake-up at the next minute")
        driver.advance(by: 29.9)
        #expect(driver.terminal.frameCount == frames, "no frame before the minute")
        #expect(driver.text.contains("at 0"))
        driver.advance(by: 0.1)
        #expect(driver.terminal.frameCount == frames + 1)
        #expect(driver.text.contains("at 60"))
    }

    @Test func aChangeMadeOutsideInputIsDrawnOnceWhenTheLoopTakesIt() {
        let rows = Rows()
        let driver = listDriver(rows)
        let frames = driver.terminal.frameCount
        rows.names[0] = "First"
        rows.names[1] = "Second"
        driver.update()
        #expect(driver.terminal.frameCount == frames + 1)
        #expect(driver.text.contains("First"))
        #expect(driver.text.contains("Second"))
    }

    @Test func ctrlCQuitsEvenWhileTyping() {
        let driver = TestDriver(Note(), showsKeyHints: false)
        driver.type("ab")
        #expect(driver.text.contains("typed ab"))
        driver.press(.control("c"))
        #expect(driver.didQuit)
        driver.type("c")
        #expect(driver.text.contains("typed ab"), "no input is handled once the app has quit")
    }

    @Test func ctrlZHandsTheTerminalBackAndRepaintsEverythingAfter() {
        let driver = listDriver()
        let frames = driver.terminal.frameCount
        driver.press(.control("z"))
        #expect(driver.suspendCount == 1)
        #expect(driver.terminal.suspendCount == 1)
        #expect(driver.terminal.frameCount == frames + 1)
        let painted = (0..<driver.terminal.screen.rows).reduce(0) { count, row in
            count + driver.lines[row].filter { $0 != " " }.count
        }
        #expect(driver.terminal.changedCellCount >= painted, "every cell with something on it was sent again")
        #expect(!driver.didQuit)
    }

    @Test func qQuitsOnlyWhenNothingUsesIt() {
        let driver = TestDriver(Note(), showsKeyHints: false)
        driver.press(KeyPress("q"))
        #expect(!driver.didQuit, "the focused field types q")
        #expect(driver.text.contains("typed q"))
        let list = listDriver()
        list.press(KeyPress("q"))
        #expect(list.didQuit)
    }
}

@Observable @MainActor
private final class Growing {
    var count = 1
}

/// A list whose rows, as they appear, add a row below them until there are five.
private struct GrowingList: View {
    let model: Growing

    var body: some View {
        List(0..<model.count, id: \.self) { index in
            Text("Row \(index)").onAppear {
                if index == model.count - 1, model.count < 5 { model.count += 1 }
            }
        }
    }
}

@MainActor
struct RunLoopFollowUpTests {
    @Test func workLeftByAFrameIsDrawnInAFrameOfItsOwn() {
        let model = Growing()
        let driver = TestDriver(GrowingList(model: model), size: TerminalSize(columns: 30, rows: 10), showsKeyHints: false)
        // Each row that appears adds one, so the rows come over several layouts: none is left undrawn.
        #expect(model.count == 5)
        #expect(driver.text.contains("Row 4"))
        #expect(!driver.hasScheduledWork)
        #expect(!driver.renderer.needsFrame)
    }
}
