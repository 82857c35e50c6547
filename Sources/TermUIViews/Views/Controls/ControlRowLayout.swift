/// How a control row shares its width: the label at the leading edge, the value at the trailing edge, as in
/// an iOS grouped form.
enum ControlRowLayout {
    /// Columns between the label and the value.
    static let gap = 2

    /// The widths of the label and the value in a row: both whole when they fit; otherwise the value keeps
    /// at least half the row (or all it needs, when less) and the label is cut.
    static func split(width: Int, label: Int, value: Int) -> (label: Int, value: Int) {
        guard width > 0 else { return (0, 0) }
        guard label > 0 else { return (0, min(value, width)) }
        if label + gap + value <= width { return (label, value) }
        let valueShare = max(0, min(value, max(width - label - gap, (width - gap) / 2)))
        let labelShare = max(0, min(label, width - gap - valueShare))
        return (labelShare, valueShare)
    }

    /// The widths of the label and a field that takes all the room the label leaves (at least half the row).
    static func splitFilling(width: Int, label: Int) -> (label: Int, value: Int) {
        guard width > 0 else { return (0, 0) }
        guard label > 0 else { return (0, width) }
        let labelShare = max(0, min(label, width - gap - max(1, (width - gap) / 2)))
        return (labelShare, max(0, width - labelShare - gap))
    }
}
