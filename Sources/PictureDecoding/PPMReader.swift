/// Reads the header of a binary PPM (P6) file, byte by byte, as the Netpbm format describes it:
///
///     P6 <white space> width <white space> height <white space> maxval <one white space byte> pixels
///
/// where white space is space, tab, CR, LF, vertical tab or form feed, and a comment runs from `#` to the end
/// of its line wherever white space is allowed before the maxval. Numbers are plain ASCII decimal digits.
struct PPMReader {
    /// The size and sample range of a picture, and where its pixels start.
    struct Header: Equatable {
        var width: Int
        var height: Int
        var maxValue: Int
        var pixelOffset: Int
    }

    /// Numbers are read up to this value; longer ones saturate here, which is larger than any supported value.
    static let numberCeiling = 1_000_000_000

    private let bytes: [UInt8]
    private var index = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the header, leaving the pixels unchecked.
    static func header(of bytes: [UInt8]) throws(PictureError) -> Header {
        var reader = PPMReader(bytes)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
            throw .notBinaryPPM
        }
        reader.index = 2
        try reader.requireSeparator(before: .width)
        let width = try reader.number(named: .width)
        try reader.requireSeparator(before: .height)
        let height = try reader.number(named: .height)
        try reader.requireSeparator(before: .maximumValue)
        let maxValue = try reader.number(named: .maximumValue)
        guard reader.index < bytes.count, Self.isWhitespace(bytes[reader.index]) else {
            throw .malformedHeader(reason: .whiteSpaceAfterMaximumValue)
        }
        return Header(width: width, height: height, maxValue: maxValue, pixelOffset: reader.index + 1)
    }

    /// Skips white space and comments, and returns whether there was any.
    private mutating func skipSeparators() throws(PictureError) -> Bool {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    index += 1
                }
                guard index < bytes.count else {
                    throw .malformedHeader(reason: .endOfComment)
                }
            } else {
                break
            }
        }
        return index > start
    }

    /// Skips white space and comments, which must be there.
    private mutating func requireSeparator(before next: PictureError.Number) throws(PictureError) {
        guard try skipSeparators() else {
            throw .malformedHeader(reason: .whiteSpace(before: next))
        }
    }

    /// Reads a decimal number, saturating at `numberCeiling`.
    private mutating func number(named name: PictureError.Number) throws(PictureError) -> Int {
        var value = 0
        var digits = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), Self.numberCeiling)
            digits += 1
            index += 1
        }
        guard digits > 0 else {
            throw .malformedHeader(reason: .number(name))
        }
        return value
    }

    /// Whether `byte` is white space in a PPM header.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
