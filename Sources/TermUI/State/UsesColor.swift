/// The environment key of `usesColor`.
private struct UsesColorKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the terminal shows colours (false under `NO_COLOR` or `--no-color`): pictures then draw shades.
    public var usesColor: Bool {
        get { self[UsesColorKey.self] }
        set { self[UsesColorKey.self] = newValue }
    }
}
