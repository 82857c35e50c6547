/// The key that sorts names as people expect, by comparing plain text: case and accents ignored (folded as
/// search folds them, see `SearchQuery`), and numbers by value, so that "Banff 2" comes before "Banff 12".
///
/// Comparing two keys is a byte comparison, where `localizedStandardCompare` runs the locale's collation on
/// every comparison (sorting ten thousand trips by it took 150 ms). Names whose keys are equal ("Cafe" and
/// "Café", "Day 2" and "Day 02") are ordered by `localizedStandardCompare`.
enum NameOrderKey {
    /// The width a run of digits is padded to; a longer number keeps all its digits.
    private static let numberWidth = 20

    /// The key of `name`.
    static func key(for name: String) -> String {
        let folded = SearchQuery.fold(name)
        var key: [UInt8] = []
        key.reserveCapacity(folded.utf8.count + numberWidth)
        var digits: [UInt8] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            key += repeatElement(UInt8(ascii: "0"), count: max(0, numberWidth - significant.count))
            key += significant
            digits.removeAll(keepingCapacity: true)
        }
        for byte in folded.utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits.append(byte)
            } else {
                endNumber()
                key.append(byte)
            }
        }
        endNumber()
        return String(decoding: key, as: UTF8.self)
    }
}
