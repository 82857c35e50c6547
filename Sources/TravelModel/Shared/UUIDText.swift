import Foundation

/// A UUID's text as `uuidString` writes it (36 characters: hexadecimal digits 8-4-4-4-12, in upper case),
/// read and written by hand: `UUID(uuidString:)` scans the text with `sscanf` and `uuidString` formats it with
/// `snprintf`, which a start reading ten thousand trips, and an import of a million expenses, felt.
extension UUID {
    /// The identifier the UTF-8 bytes `text` write in `uuidString`'s layout, its digits in either case; nil
    /// for any other text (`UUID(uuidString:)` also takes some that are not in that layout).
    init?(canonicalText text: some Collection<UInt8>) {
        guard text.count == 36 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isCanonical = withUnsafeMutableBytes(of: &uuid) { bytes in
            var count = 0
            var high: UInt8?
            for (offset, character) in text.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard character == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let nibble = Self.nibble(character) else { return false }
                if let first = high {
                    bytes[count] = first << 4 | nibble
                    count += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            return true
        }
        guard isCanonical else { return nil }
        self.init(uuid: uuid)
    }

    /// Gives `body` the UTF-8 bytes of `uuidString`, without making a `String` of them; they are valid only
    /// during `body`.
    func withCanonicalText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
            withUnsafeBytes(of: uuid) { bytes in
                var count = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    text[count] = Self.digit(byte >> 4)
                    text[count + 1] = Self.digit(byte & 0x0F)
                    count += 2
                }
            }
            return try body(UnsafeBufferPointer(text))
        }
    }

    /// The value of a hexadecimal digit.
    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The upper-case hexadecimal digit of `nibble` (0 to 15).
    private static func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
