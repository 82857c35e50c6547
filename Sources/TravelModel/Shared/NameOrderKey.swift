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

extension NameOrderKey {
    /// Keys worked out once for names that repeat, at most `ReadingMemo.capacity` of them (beyond that, a key
    /// is worked out each time): a million expenses have some tens of thousands of titles.
    ///
    /// Names are found by their bytes (`BytewiseText`): canonically equivalent names in different bytes ("é"
    /// and "e" with a combining accent) are worked out once each, to the same key (folding sees them alike).
    struct Memo {
        private var keys: [BytewiseText: String] = [:]

        /// `NameOrderKey.key(for:)` of `name`.
        mutating func key(for name: String) -> String {
            let bytes = BytewiseText(string: name)
            if let key = keys[bytes] { return key }
            let key = NameOrderKey.key(for: name)
            if keys.count < ReadingMemo.capacity { keys[bytes] = key }
            return key
        }
    }
}
