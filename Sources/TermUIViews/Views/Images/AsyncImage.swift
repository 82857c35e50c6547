import Foundation
import PictureDecoding
import TermUIBase

/// A picture loaded from a URL while its placeholder shows, as SwiftUI's `AsyncImage`. TermUI loads `file:` URLs
/// (PNG and JPEG), read and decoded off the main actor, and shows the picture as `Image(bitmap:fullSize:)` does:
/// half blocks, or the terminal's images at full size where it has them. It does not load from the network
/// (Linux's Foundation keeps `URLSession` in FoundationNetworking, which needs libcurl at run time): another URL
/// is the `.failure` phase, with an `AsyncImageError` that says so. `scale` is accepted and changes nothing: a
/// picture's size is in cells.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var loaded: (url: URL?, phase: AsyncImagePhase) = (nil, .empty)

    /// The picture at `url`, or a placeholder while it loads or if it cannot.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase in phase.image ?? Image(systemName: "photo") }
    }

    /// `content` made of the picture at `url` once loaded, `placeholder` until then (and if it cannot be).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// `content` made of each phase of the loading: empty, the picture, or why it failed; the change to the
    /// loaded phase is made in `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.transaction = transaction
        self.content = content
    }

    /// The content for the phase of the URL shown; loading starts when the view appears or the URL changes.
    public var body: some View {
        content(loaded.url == url ? loaded.phase : .empty)
            .task(id: url) {
                guard let url else { return }
                let phase = await Self.load(url)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) { loaded = (url, phase) }
            }
    }

    /// The picture at a `file:` URL, read and decoded off the main actor (the image made on it).
    static func load(_ url: URL) async -> AsyncImagePhase {
        guard url.isFileURL else { return .failure(AsyncImageError.notAFileURL(url)) }
        let decoded = await Task.detached { () -> Result<Bitmap, AsyncImageError> in
            guard let data = try? Data(contentsOf: url) else { return .failure(.unreadable(url)) }
            guard let image = try? PictureFile.decode(Array(data), target: (width: 160, height: 100), maximumPixelCount: 40_000_000),
                let bitmap = Bitmap(width: image.width, height: image.height, pixels: image.pixels)
            else { return .failure(.notAPicture(url)) }
            return .success(bitmap)
        }.value
        switch decoded {
        case .success(let bitmap):
            let path = url.path
            let file = ImageFile(identifier: path) { (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) }
            return .success(Image(bitmap: bitmap, fullSize: file))
        case .failure(let error):
            return .failure(error)
        }
    }
}
