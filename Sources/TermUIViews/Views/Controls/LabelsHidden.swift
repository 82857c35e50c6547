private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the controls here leave out their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Leaves out the labels of the controls inside, as in SwiftUI: a toggle, picker, slider, stepper, date
    /// picker or text field shows its value alone, which takes the whole row.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
