/// The figures the bench's tables show of a run of timings.
enum Statistics {
    /// The middle value (the nearest rank); 0 for none.
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The value at `fraction` (0 to 1) of the sorted values, by nearest rank; 0 for none.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}

/// Columns of the bench's tables, in characters.
enum TableText {
    /// `text` padded with spaces to `width`, on the left (`right`, for numbers) or on the right.
    static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
