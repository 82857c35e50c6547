import Foundation
import TermUI
import TravelModel

/// A row of 125 photo cards scrolled with → and back with ←, on a 200x50 screen, in half blocks and under each
/// image protocol: kitty, sixel both as xterm takes it (pictures moved are drawn again, over their rows sent
/// again) and as a terminal that keeps its images in their cells does (mlterm: the rows' cells moved with them,
/// `ImageRowShift`), and iTerm2's inline images. Two ways of pressing the keys, each on a renderer of its own:
/// single keys, each followed by a pause (a second on the renderer's clock), and keys held down, 33 ms apart on
/// that clock as a key repeats, the frame that comes once the keys stop (the clock moved past the pause that
/// ends a burst) counted with them. After every key the photos decoded off the main thread are let arrive, each
/// arrival's frame counted, so that both ways see the same photos. For each: each key's own time (key, layout,
/// draw, diff, ncurses and the image bytes) and its bytes, and the bytes against the half blocks'.
@MainActor
struct PhotoRowBenchmark {
    private let size = TerminalSize(columns: 200, rows: 50)
    private let cardCount = 125
    /// The time between two keys of a key held down, as a key repeats (30 a second).
    nonisolated private static let repeatInterval = 0.033
    /// The pause after a single key, and after the last key held, before the next key.
    nonisolated private static let pause = 1.0

    /// How the keys are pressed.
    private enum Pressing: CaseIterable {
        /// Each key followed by a pause.
        case single
        /// Keys 33 ms apart, the row's length in one direction, then a pause.
        case held

        var title: String {
            switch self {
            case .single: "Single keys, each followed by a pause of \(Int(PhotoRowBenchmark.pause * 1000)) ms"
            case .held: "Keys held: \(Int(PhotoRowBenchmark.repeatInterval * 1000)) ms apart, then a pause, whose frame counts with the keys"
            }
        }
    }

    /// A terminal measured: its protocol (nil: half blocks), whether it keeps its images in their cells, and
    /// whether the renderer holds moving pictures as half blocks while keys repeat (it does wherever
    /// `PictureMotionHold` says; not holding shows what that saves).
    private struct MeasuredKind {
        let name: String
        let graphics: GraphicsProtocol?
        var movesImagesWithCharacters = false
        var holds = true

        init(_ name: String, _ graphics: GraphicsProtocol?, movesImagesWithCharacters: Bool = false, holds: Bool = true) {
            self.name = name
            self.graphics = graphics
            self.movesImagesWithCharacters = movesImagesWithCharacters
            self.holds = holds
        }
    }

    /// One protocol's run of one way of pressing.
    private struct Run {
        var forward: [(time: Double, bytes: Int)] = []
        var back: [(time: Double, bytes: Int)] = []
        var arrivals: [(time: Double, bytes: Int)] = []
        /// The bytes of the frames drawn in the pauses after → and after ← (with keys held, the frame that
        /// shows the pictures held while the keys repeated), with the arrivals after them.
        var forwardPauses = 0, backPauses = 0
        var firstFrameBytes = 0

        var forwardBytes: Int { forward.map(\.bytes).reduce(0, +) }
        var backBytes: Int { back.map(\.bytes).reduce(0, +) }
        /// Every byte after the first frame and the photos it waited for.
        var totalBytes: Int { forwardBytes + backBytes + arrivals.map(\.bytes).reduce(0, +) + forwardPauses + backPauses }
    }

    func run() throws {
        print("Photo row: \(cardCount) cards of 24x8 cells (640x400 JPEG photos, decoded off the main thread), \(size) screen")
        print("→ over the row, then ← back; time is the key's own frame; arrival frames show photos decoded meanwhile")
        let terminals = [
            MeasuredKind("half blocks", nil), MeasuredKind("sixel", .sixel), MeasuredKind("sixel unheld", .sixel, holds: false),
            MeasuredKind("sixel cells", .sixel, movesImagesWithCharacters: true), MeasuredKind("kitty", .kitty),
            MeasuredKind("iterm", .iTerm),
        ]
        print("sixel: as xterm takes it; sixel unheld: the same without holding moving pictures as half blocks while keys")
        print("repeat (PictureMotionHold), as before it; sixel cells: a terminal that keeps its images in their cells (mlterm)")
        for pressing in Pressing.allCases {
            print("")
            print(pressing.title)
            let runs = try terminals.map { ($0.name, try measure($0, pressing: pressing)) }
            report(runs)
        }
    }

    /// The table of one way of pressing, and each protocol's bytes against the half blocks'.
    private func report(_ runs: [(String, Run)]) {
        func pad(_ text: String, _ width: Int, right: Bool = true) -> String { TableText.pad(text, width, right: right) }
        print(pad("protocol", 12, right: false) + pad("→ median µs", 13) + pad("→ p99 µs", 11) + pad("→ bytes", 10)
            + pad("← median µs", 13) + pad("← bytes", 10) + pad("arrivals", 10) + pad("arrival bytes", 15)
            + pad("pause bytes", 13) + pad("first", 9))
        for (name, run) in runs {
            print(pad(name, 12, right: false)
                + pad(String(format: "%.0f", Statistics.median(run.forward.map(\.time))), 13)
                + pad(String(format: "%.0f", Statistics.percentile(run.forward.map(\.time), 0.99)), 11)
                + pad("\(run.forwardBytes / max(1, run.forward.count))", 10)
                + pad(String(format: "%.0f", Statistics.median(run.back.map(\.time))), 13)
                + pad("\(run.backBytes / max(1, run.back.count))", 10)
                + pad("\(run.arrivals.count)", 10) + pad("\(run.arrivals.map(\.bytes).reduce(0, +))", 15)
                + pad("\(run.forwardPauses + run.backPauses)", 13) + pad("\(run.firstFrameBytes)", 9))
        }
        guard let halfBlocks = runs.first?.1 else { return }
        for (name, run) in runs.dropFirst() {
            // The same keys in half blocks send the same cells: a frame with nothing more changed no image.
            let steps = zip(run.forward + run.back, halfBlocks.forward + halfBlocks.back)
            let unchanged = steps.filter { $0.0.bytes == $0.1.bytes }.count
            // ← goes over photos placed before; the frames of the pauses after its keys count with them.
            let back = run.backBytes + run.backPauses, halfBack = halfBlocks.backBytes + halfBlocks.backPauses
            print("\(name): \(unchanged) of \(run.forward.count + run.back.count) keys sent no image bytes; all keys with arrivals "
                + String(format: "%.2fx", Double(run.totalBytes) / Double(max(1, halfBlocks.totalBytes))) + " the half blocks' bytes, "
                + "back (←) alone " + String(format: "%.2fx", Double(back) / Double(max(1, halfBack))))
        }
    }

    /// Scrolls the row on a terminal of `kind`, pressing the keys as `pressing` says.
    private func measure(_ kind: MeasuredKind, pressing: Pressing) throws -> Run {
        let measured = try MeasuredTerminal(size: size, graphics: kind.graphics)
        defer { measured.close() }
        if kind.movesImagesWithCharacters {
            var support = measured.terminal.graphics
            support.movesImagesWithCharacters = true
            measured.terminal.showImages(as: support)
        }
        var environment = EnvironmentValues()
        environment.graphics = measured.terminal.graphics
        // The renderer holds no picture on a terminal it takes for one that moves its images with the characters;
        // the terminal itself still sends every moved picture again.
        if !kind.holds { environment.graphics.movesImagesWithCharacters = true }
        let clock = ManualClock()
        let renderer = Renderer(
            PhotoRowView(photos: Self.photos(count: cardCount)), terminal: measured.terminal, environment: environment, clock: clock)
        var run = Run()
        renderer.renderIfNeeded(force: true)
        run.firstFrameBytes = measured.bytesWritten
        waitForPhotos(renderer, measured, into: &run)
        run.arrivals.removeAll()
        for (key, keys) in [(KeyEquivalent.rightArrow, \Run.forward), (.leftArrow, \Run.back)] {
            var pauses = 0
            for _ in 1..<cardCount {
                if pressing == .held { clock.advance(by: Self.repeatInterval) }
                run[keyPath: keys].append(press(key, renderer, measured, arrivals: &run))
                if pressing == .single { pauses += pause(renderer, measured, clock, arrivals: &run) }
            }
            if pressing == .held { pauses += pause(renderer, measured, clock, arrivals: &run) }
            if key == .rightArrow { run.forwardPauses = pauses } else { run.backPauses = pauses }
        }
        return run
    }

    /// One key's frame, timed, then the frames of photos that arrive after it.
    private func press(_ key: KeyEquivalent, _ renderer: Renderer, _ measured: MeasuredTerminal, arrivals run: inout Run) -> (time: Double, bytes: Int) {
        let before = measured.bytesWritten
        let start = DispatchTime.now().uptimeNanoseconds
        _ = renderer.send(KeyPress(key))
        renderer.renderIfNeeded()
        let frame = (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, measured.bytesWritten - before)
        waitForPhotos(renderer, measured, into: &run)
        return frame
    }

    /// The pause after keys: the clock moved on, the frame then due drawn (none where nothing waits for time),
    /// and the photos that arrive after it; their bytes.
    private func pause(_ renderer: Renderer, _ measured: MeasuredTerminal, _ clock: ManualClock, arrivals run: inout Run) -> Int {
        let before = measured.bytesWritten
        clock.advance(by: Self.pause)
        if renderer.renderIfNeeded() { waitForPhotos(renderer, measured, into: &run) }
        return measured.bytesWritten - before
    }

    /// Lets the photos being decoded arrive (the main queue runs), each arrival's frame timed, until none is being
    /// decoded (at most 20 s): every key then starts with the photos it brought into view shown, however fast the
    /// machine decodes them, so that the bytes do not depend on its load.
    private func waitForPhotos(_ renderer: Renderer, _ measured: MeasuredTerminal, into run: inout Run) {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.002))
            let before = measured.bytesWritten
            let start = DispatchTime.now().uptimeNanoseconds
            if renderer.renderIfNeeded() {
                run.arrivals.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, measured.bytesWritten - before))
            } else if !renderer.isLoadingPictures {
                return
            }
        }
    }

    /// `count` photos: the sample trips' pictures in turn, each under an identifier of its own (so each is
    /// decoded for itself, as 125 different photos would be).
    static func photos(count: Int) -> [PhotoRowView.Photo] {
        let names = Picture.sampleNames
        return (0..<count).compactMap { index in
            let name = names[index % names.count]
            guard let picture = Picture.named(name), let path = Picture.fullSizePath(named: name),
                  let bitmap = Bitmap(width: picture.width, height: picture.height, pixels: picture.pixels) else { return nil }
            let file = ImageFile(identifier: "\(path)#\(index)") { try? PhotoImport.contents(ofFileAt: path) }
            return PhotoRowView.Photo(id: index, thumbnail: bitmap, file: file)
        }
    }
}

/// The row the photo benchmark scrolls: cards of a picture and a caption in a horizontal scroll view.
struct PhotoRowView: View {
    struct Photo: Identifiable {
        let id: Int
        let thumbnail: Bitmap
        let file: ImageFile
    }

    let photos: [Photo]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Photos")
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 1) {
                    ForEach(photos) { photo in
                        Button {} label: {
                            VStack(alignment: .leading, spacing: 0) {
                                Image(bitmap: photo.thumbnail, fullSize: photo.file).resizable().frame(width: 24, height: 8)
                                Text("Photo \(photo.id + 1)").lineLimit(1)
                            }
                        }
                    }
                }
            }
            Spacer()
        }
    }
}
