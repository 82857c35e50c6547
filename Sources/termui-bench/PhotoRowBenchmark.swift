import Foundation
import TermUI
import TravelModel

/// A row of 125 photo cards scrolled with → and back with ←, on a 200x50 screen, in half blocks and under the
/// kitty and sixel protocols, sixel both as xterm takes it (pictures moved are drawn again, over their rows sent
/// again) and as a terminal that keeps its images in their cells does (mlterm: the rows' cells moved with them,
/// `ImageRowShift`): each key's own time (key, layout, draw, diff, ncurses and the image bytes), its bytes, and
/// the frames in which a photo decoded off the main thread arrives.
@MainActor
struct PhotoRowBenchmark {
    private let size = TerminalSize(columns: 200, rows: 50)
    private let cardCount = 125

    /// One protocol's run.
    private struct Run {
        var forward: [(time: Double, bytes: Int)] = []
        var back: [(time: Double, bytes: Int)] = []
        var arrivals: [(time: Double, bytes: Int)] = []
        var firstFrameBytes = 0
    }

    func run() throws {
        print("Photo row: \(cardCount) cards of 24x8 cells (640x400 JPEG photos, decoded off the main thread), \(size) screen")
        print("→ over the row, then ← back; time is the key's own frame; arrival frames show photos decoded meanwhile")
        print("")
        let halfBlocks = try measure(nil)
        let runs: [(String, Run)] = [
            ("half blocks", halfBlocks), ("sixel", try measure(.sixel)),
            ("sixel cells", try measure(.sixel, movesImagesWithCharacters: true)), ("kitty", try measure(.kitty)),
        ]
        func pad(_ text: String, _ width: Int, right: Bool = true) -> String { TableText.pad(text, width, right: right) }
        print(pad("protocol", 12, right: false) + pad("→ median µs", 13) + pad("→ p99 µs", 11) + pad("→ bytes", 10)
            + pad("← median µs", 13) + pad("← bytes", 10) + pad("arrivals", 10) + pad("arrival bytes", 15) + pad("first", 9))
        for (name, run) in runs {
            let forwardBytes = run.forward.map(\.bytes).reduce(0, +), backBytes = run.back.map(\.bytes).reduce(0, +)
            let arrivalBytes = run.arrivals.map(\.bytes).reduce(0, +)
            print(pad(name, 12, right: false)
                + pad(String(format: "%.0f", Statistics.median(run.forward.map(\.time))), 13)
                + pad(String(format: "%.0f", Statistics.percentile(run.forward.map(\.time), 0.99)), 11)
                + pad("\(forwardBytes / max(1, run.forward.count))", 10)
                + pad(String(format: "%.0f", Statistics.median(run.back.map(\.time))), 13)
                + pad("\(backBytes / max(1, run.back.count))", 10)
                + pad("\(run.arrivals.count)", 10) + pad("\(arrivalBytes)", 15) + pad("\(run.firstFrameBytes)", 9))
        }
        print("")
        for (name, run) in runs.dropFirst() {
            // The same keys in half blocks send the same cells: a frame with nothing more changed no image.
            let steps = zip(run.forward + run.back, halfBlocks.forward + halfBlocks.back)
            let unchanged = steps.filter { $0.0.bytes == $0.1.bytes }.count
            let total = (run.forward + run.back).map(\.bytes).reduce(0, +) + run.arrivals.map(\.bytes).reduce(0, +)
            let halfTotal = (halfBlocks.forward + halfBlocks.back).map(\.bytes).reduce(0, +)
            print("\(name): \(unchanged) of \(run.forward.count + run.back.count) keys sent no image bytes; all keys with arrivals "
                + String(format: "%.2fx", Double(total) / Double(max(1, halfTotal))) + " the half blocks' bytes, "
                + "back (←) alone " + String(format: "%.2fx", Double(run.back.map(\.bytes).reduce(0, +)) / Double(max(1, halfBlocks.back.map(\.bytes).reduce(0, +)))))
        }
    }

    /// Scrolls the row under `graphics` (nil: half blocks), on a terminal that keeps its images in their cells
    /// where `movesImagesWithCharacters`.
    private func measure(_ graphics: GraphicsProtocol?, movesImagesWithCharacters: Bool = false) throws -> Run {
        let measured = try MeasuredTerminal(size: size, graphics: graphics)
        defer { measured.close() }
        if movesImagesWithCharacters {
            var support = measured.terminal.graphics
            support.movesImagesWithCharacters = true
            measured.terminal.showImages(as: support)
        }
        var environment = EnvironmentValues()
        environment.graphics = measured.terminal.graphics
        let renderer = Renderer(PhotoRowView(photos: Self.photos(count: cardCount)), terminal: measured.terminal, environment: environment)
        var run = Run()
        renderer.renderIfNeeded(force: true)
        run.firstFrameBytes = measured.bytesWritten
        _ = waitForPhotos(renderer, measured, into: &run)
        run.arrivals.removeAll()
        for _ in 1..<cardCount { run.forward.append(press(.rightArrow, renderer, measured, arrivals: &run)) }
        for _ in 1..<cardCount { run.back.append(press(.leftArrow, renderer, measured, arrivals: &run)) }
        return run
    }

    /// One key's frame, timed, then the frames of photos that arrive after it.
    private func press(_ key: KeyEquivalent, _ renderer: Renderer, _ measured: MeasuredTerminal, arrivals run: inout Run) -> (time: Double, bytes: Int) {
        let before = measured.bytesWritten
        let start = DispatchTime.now().uptimeNanoseconds
        _ = renderer.send(KeyPress(key))
        renderer.renderIfNeeded()
        let frame = (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, measured.bytesWritten - before)
        _ = waitForPhotos(renderer, measured, into: &run)
        return frame
    }

    /// Lets the photos being decoded arrive (the main queue runs), each arrival's frame timed; false when none came
    /// within a second.
    private func waitForPhotos(_ renderer: Renderer, _ measured: MeasuredTerminal, into run: inout Run) -> Bool {
        let deadline = Date().addingTimeInterval(1)
        var idleRounds = 0
        while Date() < deadline, idleRounds < 50 {
            RunLoop.main.run(until: Date().addingTimeInterval(0.004))
            let before = measured.bytesWritten
            let start = DispatchTime.now().uptimeNanoseconds
            if renderer.renderIfNeeded() {
                run.arrivals.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, measured.bytesWritten - before))
                idleRounds = 0
            } else {
                idleRounds += 1
            }
        }
        return true
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
