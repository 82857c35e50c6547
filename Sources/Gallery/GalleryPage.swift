import TermUI

/// One page of the gallery: a family of TermUI views or modifiers, the SwiftUI-shaped code of its example, and
/// the example itself, built from that code.
public struct GalleryPage: Identifiable, Hashable {
    /// The page's title, also its identity in the sidebar.
    public let id: String
    /// The sidebar section it is listed under.
    public let section: GallerySection
    /// The code of the example, as a SwiftUI developer would write it (with `import TermUI`).
    public let code: String
    /// The code's lines, split once.
    let codeLines: [String]
    /// Makes the example.
    let makeExample: @MainActor () -> AnyView

    /// A page of a section; `example` builds exactly what `code` shows.
    init<Example: View>(_ title: String, in section: GallerySection, code: String, example: @escaping @MainActor () -> Example) {
        id = title
        self.section = section
        self.code = code
        codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        makeExample = { AnyView(example()) }
    }

    /// The page's title.
    public var title: String { id }

    public static func == (lhs: GalleryPage, rhs: GalleryPage) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
