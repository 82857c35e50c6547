/// Every page of the gallery, in the order of the sidebar.
public enum GalleryPages {
    /// The pages, section by section.
    @MainActor public static var all: [GalleryPage] {
        let pages = textPages + controlPages + stylePages + menuAndEditorPages + listPages + listActionPages
            + bindingPages + layoutPages + customLayoutPages + gridPages + navigationPages + tabViewPages
            + drawingPages + gradientAndCanvasPages + chartPages + effectPages + behaviourPages
            + focusAndEnvironmentPages + filePages
        return GallerySection.allCases.flatMap { section in pages.filter { $0.section == section } }
    }

    /// The page with a title.
    @MainActor public static func page(titled title: String) -> GalleryPage? {
        all.first { $0.id == title }
    }
}
