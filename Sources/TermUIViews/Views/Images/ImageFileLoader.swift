import PictureDecoding
import TermUIBase

/// The window's full-size pictures (`ImageFile`) made ready to send as images: each file read, decoded and
/// scaled in linear light to the pixels of the cells it is shown in, once for each size, off the main thread,
/// so that no key waits for a photo. Until a picture is ready, its `Image` stays in its half blocks; when it
/// is, the next frame shows it (`onReady`).
@MainActor
final class ImageFileLoader {
    /// How files are loaded.
    enum Mode {
        /// On a thread of Swift's pool; the result comes back on the main actor.
        case background
        /// At once, on the caller's thread (for tests that look at the first frame).
        case immediate
    }

    /// A picture at a size in cells for a terminal's protocol and cell size.
    private struct Key: Hashable {
        let identifier: String
        let columns: Int
        let rows: Int
        let graphics: GraphicsSupport
    }

    private enum Entry {
        case loading
        case ready(PictureSource)
        case failed
    }

    /// The most pictures kept ready (a row of 125 photos and the trip screen: about 20 MB at 24x8 cells of
    /// 10x20 pixels); past it the oldest asked for go (`ImageOutput` keeps as many).
    static let keptPictures = 160

    private let mode: Mode
    private var entries: [Key: Entry] = [:]
    /// The keys of ready pictures, least recently asked for first.
    private var readyOrder: [Key] = []
    /// Called on the main actor when a picture loaded in the background is ready (the renderer asks for a frame).
    var onReady: (() -> Void)?

    /// Whether a picture is being loaded in the background (the photo benchmark waits for none).
    var isLoading: Bool {
        entries.values.contains { entry in
            if case .loading = entry { return true }
            return false
        }
    }

    init(mode: Mode = .background) {
        self.mode = mode
    }

    /// `file` scaled for `columns` by `rows` cells of `graphics`' size and encoded for its protocol, if it is
    /// ready; else nil, and unless it failed before, its loading is started.
    func picture(_ file: ImageFile, columns: Int, rows: Int, graphics: GraphicsSupport) -> PictureSource? {
        let key = Key(identifier: file.identifier, columns: columns, rows: rows, graphics: graphics)
        switch entries[key] {
        case .ready(let source):
            if readyOrder.last != key, let index = readyOrder.firstIndex(of: key) {
                readyOrder.append(readyOrder.remove(at: index))
            }
            return source
        case .loading, .failed:
            return nil
        case nil:
            break
        }
        switch mode {
        case .immediate:
            finish(key, Self.load(file, columns: columns, rows: rows, graphics: graphics))
            if case .ready(let source) = entries[key] { return source }
        case .background:
            entries[key] = .loading
            Task.detached(priority: .utility) { [weak self] in
                let source = Self.load(file, columns: columns, rows: rows, graphics: graphics)
                await self?.finishInBackground(key, source)
            }
        }
        return nil
    }

    /// Keeps what a background load made, and asks for a frame.
    private func finishInBackground(_ key: Key, _ source: PictureSource?) {
        finish(key, source)
        onReady?()
    }

    private func finish(_ key: Key, _ source: PictureSource?) {
        guard let source else {
            entries[key] = .failed
            return
        }
        entries[key] = .ready(source)
        readyOrder.append(key)
        if readyOrder.count > Self.keptPictures {
            entries[readyOrder.removeFirst()] = nil
        }
    }

    /// The picture of `file` scaled to cover `columns` by `rows` cells of `graphics`' size exactly (its middle
    /// at their shape) and encoded for its protocol, or nil when the file cannot be read or decoded.
    nonisolated static func load(_ file: ImageFile, columns: Int, rows: Int, graphics: GraphicsSupport) -> PictureSource? {
        let cell = graphics.cellSize
        guard columns > 0, rows > 0, let bytes = file.contents() else { return nil }
        let target = (width: columns * cell.width, height: rows * cell.height)
        guard let image = try? PictureFile.decode(bytes, target: target, maximumPixelCount: maximumPixelCount) else {
            return nil
        }
        let scaled = PictureFitting.scaled(image, columns: columns, rows: rows, cell: cell)
        let prepared = PreparedImage(scaled, for: graphics.graphicsProtocol, columns: columns, rows: rows)
        return PictureSource(image: scaled, prepared: prepared)
    }

    /// The most pixels decoded from one file (as a photo's import allows).
    nonisolated static let maximumPixelCount = 40_000_000
}

private struct ImageFileLoaderKey: EnvironmentKey {
    static var defaultValue: ImageFileLoader? { nil }
}

extension EnvironmentValues {
    /// The window's loader of full-size pictures (`Image(bitmap:fullSize:)`); the renderer sets it.
    var imageFileLoader: ImageFileLoader? {
        get { self[ImageFileLoaderKey.self] }
        set { self[ImageFileLoaderKey.self] = newValue }
    }
}
