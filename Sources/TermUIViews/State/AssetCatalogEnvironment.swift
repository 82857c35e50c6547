import TermUIBase

private struct AssetCatalogKey: EnvironmentKey {
    static var defaultValue: AssetCatalog? { nil }
}

extension EnvironmentValues {
    /// The window's assets, read once each (`Image(_:bundle:)`, `Color(_:bundle:)`); the renderer sets it.
    var assetCatalog: AssetCatalog? {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }
}
