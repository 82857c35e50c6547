import Foundation
import TermUI

/// The frame-cost benchmark: lists of 100, 10,000 and 1,000,000 rows on a 200x50 screen.
@MainActor
struct Benchmark {
    /// Fewer frames, for CI.
    let quick: Bool

    private let size = TerminalSize(columns: 200, rows: 50)

    /// One line of the table.
    struct Row {
        let scenario: String
        let timings: [Double]
        let bytes: [Int]
    }

    func run() throws {
        let frames = quick ? 200 : 3_000
        print("TermUI frame costs, \(size) screen, \(frames) frames per scenario\(quick ? " (quick)" : "")")
        print("time is key handled + layout + draw + diff + ncurses output, per frame; bytes are what the terminal receives")
        print("")
        var rows: [Row] = []
        for count in [100, 10_000, 1_000_000] {
            rows.append(try measureMoves(rows: count, frames: frames, scrolling: false))
        }
        for count in [10_000, 1_000_000] {
            rows.append(try measureMoves(rows: count, frames: frames, scrolling: true))
        }
        rows.append(contentsOf: try measureNavigation(frames: quick ? 50 : 500))
        rows.append(try measureSplitMoves(frames: quick ? 50 : 1_000))
        rows.append(try measureAnimatedRemoval(removals: quick ? 5 : 40))
        rows.append(try measureZoom(zooms: quick ? 3 : 20))
        rows.append(try measureIdle(frames: frames))
        rows.append(try measureFullRepaint(frames: quick ? 50 : 500))
        printTable(rows)
        let small = Statistics.median(rows[0].timings), large = Statistics.median(rows[2].timings)
        print("")
        print(String(format: "1,000,000-row move / 100-row move (median): %.2fx", large / max(small, 0.001)))
        print("move: ↓ and ↑ over the first 100 rows (about half the frames scroll); scroll: every ↓ scrolls the list one row")
    }

    private func makeList(rows count: Int) -> some View {
        List(0..<count, id: \.self) { index in
            Text("Row \(index)")
        }
    }

    /// Moves the selection one row per frame. Without `scrolling`, ↓ and ↑ over the first 100 rows (the same
    /// pattern whatever the list's length); with it, ↓ from row 1,000 on, so that every frame scrolls.
    private func measureMoves(rows count: Int, frames: Int, scrolling: Bool) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let renderer = Renderer(makeList(rows: count), terminal: measured.terminal)
        renderer.renderIfNeeded(force: true)
        if scrolling {
            for _ in 0..<1_000 { renderer.send(KeyPress(.downArrow)) }
            renderer.renderIfNeeded()
        }
        let span = min(count - 1, 99)
        var position = 0, step = 1
        let kind = scrolling ? "scroll" : "move selection"
        return sample("\(kind), \(count.formatted()) rows", on: measured, frames: frames) {
            if !scrolling {
                if position + step > span || position + step < 0 { step = -step }
                position += step
            }
            renderer.send(KeyPress(step > 0 ? .downArrow : .upArrow))
            renderer.renderIfNeeded()
        }
    }

    /// Enter pushes a detail screen and Esc pops it; `+` presents a sheet and Esc dismisses it. Each press is
    /// one frame, timed on its own.
    private func measureNavigation(frames: Int) throws -> [Row] {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let renderer = Renderer(NavigationBenchView(rowCount: 10_000), terminal: measured.terminal)
        renderer.renderIfNeeded(force: true)
        var push: [Double] = [], pop: [Double] = [], present: [Double] = [], dismiss: [Double] = []
        var pushBytes: [Int] = [], popBytes: [Int] = [], presentBytes: [Int] = [], dismissBytes: [Int] = []
        func time(_ key: KeyPress, into timings: inout [Double], bytes: inout [Int]) {
            let before = measured.bytesWritten
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.send(key)
            renderer.renderIfNeeded()
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            bytes.append(measured.bytesWritten - before)
        }
        for _ in 0..<frames {
            time(KeyPress(.return), into: &push, bytes: &pushBytes)
            time(KeyPress(.escape), into: &pop, bytes: &popBytes)
            time(KeyPress(.downArrow), into: &present, bytes: &presentBytes)  // a move between, so each push differs
            time(KeyPress("+"), into: &present, bytes: &presentBytes)
            time(KeyPress(.escape), into: &dismiss, bytes: &dismissBytes)
        }
        // Only the `+` frames are presenting; drop the moves in between.
        let presentTimes = stride(from: 1, to: present.count, by: 2).map { present[$0] }
        let presentSizes = stride(from: 1, to: presentBytes.count, by: 2).map { presentBytes[$0] }
        return [
            Row(scenario: "push a screen (Enter)", timings: push, bytes: pushBytes),
            Row(scenario: "pop a screen (Esc)", timings: pop, bytes: popBytes),
            Row(scenario: "present a sheet (+)", timings: presentTimes, bytes: presentSizes),
            Row(scenario: "dismiss a sheet (Esc)", timings: dismiss, bytes: dismissBytes),
        ]
    }

    /// Moves along the middle column of a three-column split view (↓ and ↑ over 100 rows): each move
    /// changes the selection in a model, evaluates the split again and makes the detail column anew.
    private func measureSplitMoves(frames: Int) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let renderer = Renderer(SplitBenchView(board: SplitBenchBoard(rowCount: 10_000)), terminal: measured.terminal)
        renderer.renderIfNeeded(force: true)
        renderer.send(KeyPress(.tab))  // from the sidebar to the board
        renderer.renderIfNeeded()
        var position = 0, step = 1
        return sample("split view: move on the board", on: measured, frames: frames) {
            if position + step > 99 || position + step < 0 { step = -step }
            position += step
            renderer.send(KeyPress(step > 0 ? .downArrow : .upArrow))
            renderer.renderIfNeeded()
        }
    }

    /// Frames of an animated row removal in a 10,000-row list: a row near the top is removed with the
    /// default animation and every frame until it has collapsed is timed (at 60 frames a second).
    private func measureAnimatedRemoval(removals: Int) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let model = BenchRows(count: 10_000)
        let clock = ManualClock()
        let renderer = Renderer(AnimatedListBenchView(model: model), terminal: measured.terminal, clock: clock)
        renderer.renderIfNeeded(force: true)
        var timings: [Double] = [], bytes: [Int] = []
        for removal in 0..<removals {
            withAnimation { _ = model.rows.remove(at: 5 + removal % 20) }
            recordFrames(untilSettled: renderer, on: measured, clock: clock, timings: &timings, bytes: &bytes)
        }
        return Row(scenario: "animated row removal (frame)", timings: timings, bytes: bytes)
    }

    /// Frames of zooming from a card into its screen and back out.
    private func measureZoom(zooms: Int) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let clock = ManualClock()
        let renderer = Renderer(ZoomBenchView(), terminal: measured.terminal, clock: clock)
        renderer.renderIfNeeded(force: true)
        var timings: [Double] = [], bytes: [Int] = []
        for zoom in 0..<(zooms * 2) {
            renderer.send(KeyPress(zoom.isMultiple(of: 2) ? .return : .escape))
            recordFrames(untilSettled: renderer, on: measured, clock: clock, timings: &timings, bytes: &bytes)
        }
        return Row(scenario: "zoom in and out (frame)", timings: timings, bytes: bytes)
    }

    /// Renders frame after frame, 1/60 s apart, until the renderer's animations end, recording each one.
    private func recordFrames(
        untilSettled renderer: Renderer, on measured: MeasuredTerminal, clock: ManualClock,
        timings: inout [Double], bytes: inout [Int]
    ) {
        repeat {
            let before = measured.bytesWritten
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.renderIfNeeded()
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            bytes.append(measured.bytesWritten - before)
            clock.advance(by: 1.0 / 60)
        } while renderer.isAnimating
    }

    /// A frame when nothing changed: the run loop asks and nothing is drawn.
    private func measureIdle(frames: Int) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let renderer = Renderer(makeList(rows: 10_000), terminal: measured.terminal)
        renderer.renderIfNeeded(force: true)
        return sample("frame with nothing changed", on: measured, frames: frames) {
            renderer.renderIfNeeded()
        }
    }

    /// Every cell drawn and sent again, as after Ctrl-L or a return from Ctrl-Z.
    private func measureFullRepaint(frames: Int) throws -> Row {
        let measured = try MeasuredTerminal(size: size)
        defer { measured.close() }
        let renderer = Renderer(makeList(rows: 10_000), terminal: measured.terminal)
        renderer.renderIfNeeded(force: true)
        return sample("full repaint", on: measured, frames: frames) {
            measured.terminal.invalidateScreen()
            renderer.renderIfNeeded(force: true)
        }
    }

    /// Runs `frame` a number of times, timing each run and counting the bytes it sends to the terminal.
    private func sample(_ scenario: String, on measured: MeasuredTerminal, frames: Int, _ frame: () -> Void) -> Row {
        var timings: [Double] = [], bytes: [Int] = []
        for _ in 0..<frames {
            let before = measured.bytesWritten
            let start = DispatchTime.now().uptimeNanoseconds
            frame()
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
            bytes.append(measured.bytesWritten - before)
        }
        return Row(scenario: scenario, timings: timings, bytes: bytes)
    }

    private func printTable(_ rows: [Row]) {
        func pad(_ text: String, _ width: Int, right: Bool = true) -> String { TableText.pad(text, width, right: right) }
        print(pad("scenario", 32, right: false) + pad("median µs", 11) + pad("p99 µs", 10) + pad("bytes/frame", 13))
        print(String(repeating: "-", count: 66))
        for row in rows {
            let bytes = Double(row.bytes.reduce(0, +)) / Double(max(1, row.bytes.count))
            print(
                pad(row.scenario, 32, right: false) + pad(String(format: "%.1f", Statistics.median(row.timings)), 11)
                    + pad(String(format: "%.1f", Statistics.percentile(row.timings, 0.99)), 10) + pad(String(format: "%.0f", bytes), 13))
        }
    }
}
