import Foundation
import PictureDecoding
import Synchronization
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// `Image(bitmap:fullSize:)`: the small bitmap's half blocks everywhere, and where the terminal shows images the
/// full-size file in their place, decoded and scaled to the cells' pixels off the main thread, once per size; a
/// terminal without images never reads the file, and one that cannot be read leaves the half blocks alone.
@MainActor
struct FullSizeImageTests {
    /// A 2x2 thumbnail, all grey.
    private static let thumbnail = Bitmap(width: 2, height: 2, pixels: Array(repeating: 128, count: 12))!

    /// A 160x100 PNG file: red on the left half, blue on the right.
    private static let fullSizeFile: [UInt8] = {
        let pixels: [UInt8] = (0..<(160 * 100)).flatMap { $0 % 160 < 80 ? [UInt8(255), 0, 0] : [UInt8(0), 0, 255] }
        return PNGEncoding.encode(RGBImage(width: 160, height: 100, pixels: pixels)) ?? []
    }()

    /// How many times a file was read (from any thread).
    private final class Reads: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    /// The file, counting its reads in `reads`.
    private static func countedFile(_ reads: Reads, bytes: [UInt8] = fullSizeFile) -> ImageFile {
        ImageFile(identifier: "photo-\(ObjectIdentifier(reads).hashValue)") {
            reads.add()
            return bytes
        }
    }

    private struct PhotoScreen: View {
        let file: ImageFile
        var body: some View {
            VStack(alignment: .leading) {
                Text("Photo")
                Image(bitmap: FullSizeImageTests.thumbnail, fullSize: file).resizable().frame(width: 8, height: 2)
                Spacer()
            }
        }
    }

    private func driver(_ file: ImageFile, graphics: GraphicsSupport, loading: ImageFileLoader.Mode) -> TestDriver {
        var environment = EnvironmentValues()
        environment.graphics = graphics
        environment.imageFileLoader = ImageFileLoader(mode: loading)
        return TestDriver(PhotoScreen(file: file), size: TerminalSize(columns: 30, rows: 8), environment: environment)
    }

    @Test func theFullSizeIsShownScaledToTheCellsPixels() throws {
        let reads = Reads()
        let sixel = GraphicsSupport(graphicsProtocol: .sixel, cellSize: try #require(CellPixelSize(width: 10, height: 24)))
        let screen = driver(Self.countedFile(reads), graphics: sixel, loading: .immediate)
        let image = try #require(screen.terminal.images.first)
        #expect(image.cells == Rect(x: 11, y: 1, width: 8, height: 2))
        // 8x2 cells of 10x24 pixels: the photo at 80x48, not the 2x2 thumbnail.
        #expect(image.source.image.width == 80)
        #expect(image.source.image.height == 48)
        let pixels = image.source.image.pixels
        #expect(Array(pixels[0..<3]) == [255, 0, 0])
        #expect(Array(pixels[(79 * 3)..<(80 * 3)]) == [0, 0, 255])
        // Redrawn, it is not read again.
        screen.press("x")
        #expect(reads.value == 1)
        #expect(screen.terminal.images == [image])
    }

    @Test func halfBlocksNeverReadTheFile() {
        let reads = Reads()
        let screen = driver(Self.countedFile(reads), graphics: .halfBlocks, loading: .immediate)
        #expect(screen.terminal.images.isEmpty)
        #expect(screen.text.contains("▀"))
        #expect(reads.value == 0)
    }

    @Test func aFileThatCannotBeDecodedLeavesTheHalfBlocks() throws {
        let reads = Reads()
        let kitty = GraphicsSupport(graphicsProtocol: .kitty)
        let screen = driver(Self.countedFile(reads, bytes: Array("not a picture".utf8)), graphics: kitty, loading: .immediate)
        #expect(screen.terminal.images.isEmpty)
        #expect(screen.text.contains("▀"))
        screen.press("x")
        // A failure is remembered: the file is not read again at each frame.
        #expect(reads.value == 1)
    }

    @Test func inTheBackgroundTheHalfBlocksShowUntilThePhotoIsReady() async throws {
        let reads = Reads()
        let screen = driver(Self.countedFile(reads), graphics: GraphicsSupport(graphicsProtocol: .kitty), loading: .background)
        #expect(screen.terminal.images.isEmpty)
        for _ in 0..<500 where screen.terminal.images.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
            _ = screen.renderer.renderIfNeeded()
        }
        let image = try #require(screen.terminal.images.first)
        #expect(image.source.image.width == 8 * CellPixelSize.assumed.width)
        #expect(reads.value == 1)
    }

    @Test func aLoadedPhotoIsEncodedAheadAndSentAsItWasEncoded() throws {
        let sixel = GraphicsSupport(graphicsProtocol: .sixel)
        let file = Self.countedFile(Reads())
        let source = try #require(ImageFileLoader.load(file, columns: 2, rows: 1, graphics: sixel))
        #expect(source.prepared?.bytes == SixelEncoding.sequence(for: source.image))
        // What goes out is the prepared encoding (here deliberately of other pixels), not one made on the key path.
        let other = RGBImage(width: 20, height: 20, pixels: Array(repeating: 40, count: 20 * 20 * 3))
        let prepared = try #require(PreparedImage(other, for: .sixel, columns: 2, rows: 1))
        let placement = ImagePlacement(source: PictureSource(image: source.image, prepared: prepared), cells: Rect(x: 0, y: 0, width: 2, height: 1))
        var output = ImageOutput(support: sixel)
        let frame = output.encode(.from([], to: [placement]), screenRows: 10)
        #expect(frame.bytes.count > prepared.bytes.count)
        #expect(frame.bytes.firstRange(of: prepared.bytes) != nil)
        #expect(frame.bytes.firstRange(of: SixelEncoding.sequence(for: source.image)) == nil)
        // At another size the prepared bytes do not fit, and the picture is encoded for it.
        let wider = ImagePlacement(source: placement.source, cells: Rect(x: 0, y: 2, width: 3, height: 1))
        #expect(output.encode(.from([placement], to: [placement, wider]), screenRows: 10).bytes.firstRange(of: prepared.bytes) == nil)
    }
}
