import TermUIBase

/// The environment key of `graphics`.
private struct GraphicsKey: EnvironmentKey {
    static var defaultValue: GraphicsSupport { .halfBlocks }
}

extension EnvironmentValues {
    /// How the terminal shows pictures (`GraphicsSupport`): where it has an image protocol, an `Image` of a
    /// picture is also recorded as an image over its cells, which the terminal shows at its own resolution
    /// while nothing covers them; in half blocks (the default), only its cells.
    ///
    /// TermUI only.
    public var graphics: GraphicsSupport {
        get { self[GraphicsKey.self] }
        set { self[GraphicsKey.self] = newValue }
    }
}
