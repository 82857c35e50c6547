import TermUI

/// The gallery's window: a sidebar of pages by section, and the chosen page's code beside its result.
public struct GalleryView: View {
    @State private var selection: GalleryPage.ID?
    private let pages: [GalleryPage]

    /// The gallery, starting on its first page.
    public init() {
        pages = GalleryPages.all
        _selection = State(initialValue: pages.first?.id)
    }

    public var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(GallerySection.allCases) { section in
                    Section(section.rawValue) {
                        ForEach(pages.filter { $0.section == section }) { page in
                            Text(page.title)
                        }
                    }
                }
            }
            .navigationTitle("TermUI Gallery")
        } detail: {
            if let page = pages.first(where: { $0.id == selection }) {
                PageView(page: page)
            } else {
                ContentUnavailableView("Choose a page", systemImage: "list.bullet")
            }
        }
    }
}
