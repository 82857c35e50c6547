import Gallery
import TermUI

/// The TermUI gallery: every family of views and modifiers, each page showing its code beside its result.
/// Run it with `swift run termui-gallery`; ↑↓ choose a page, Tab moves into it, `q` quits.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}
