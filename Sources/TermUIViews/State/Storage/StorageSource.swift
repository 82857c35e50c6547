import Foundation

/// Where `@AppStorage` properties without a store of their own keep their values, as the environment says:
/// a `PropertyListDefaults`, or a `UserDefaults` given to `.defaultAppStorage(_:)`.
package enum StorageSource {
    case store(PropertyListDefaults)
    case userDefaults(UserDefaults)
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: StorageSource? { nil }
}

private struct SceneStorageKey: EnvironmentKey {
    static var defaultValue: PropertyListDefaults? { nil }
}

extension EnvironmentValues {
    /// The store of `@AppStorage` properties given no store; the renderer sets one for every window.
    package var defaultAppStorage: StorageSource? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }

    /// The store of the window's `@SceneStorage` properties; the renderer sets one for every window.
    package var sceneStorage: PropertyListDefaults? {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}

extension View {
    /// The store `@AppStorage` properties inside read and write when they are given none, as in SwiftUI.
    /// Foundation's `UserDefaults` on Linux writes its file only when it is synchronized: TermUI synchronizes it
    /// after each batch of input that changed it.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        EnvironmentWriter(content: self, token: ObjectIdentifier(store)) { $0.defaultAppStorage = .userDefaults(store) }
    }

    /// The store `@AppStorage` properties inside read and write when they are given none. TermUI only: a
    /// property-list file of TermUI's own (see `PropertyListDefaults`).
    public func defaultAppStorage(_ store: PropertyListDefaults) -> some View {
        EnvironmentWriter(content: self, token: ObjectIdentifier(store)) { $0.defaultAppStorage = .store(store) }
    }
}
