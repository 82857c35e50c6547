/// The families the gallery's sidebar groups its pages into.
public enum GallerySection: String, CaseIterable, Identifiable, Sendable {
    case text = "Text and images"
    case controls = "Controls"
    case lists = "Lists and tables"
    case layout = "Layout"
    case navigation = "Navigation and presentation"
    case drawing = "Shapes, colour and charts"
    case behaviour = "Animation, state and tasks"

    public var id: String { rawValue }
}
