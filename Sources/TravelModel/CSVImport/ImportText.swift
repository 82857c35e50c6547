extension String {
    /// The text without the white space and line breaks at its ends (as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, which on Linux goes through `NSString`: an eighth of an
    /// import's time), looking only at its ends: a field whose first and last bytes are neither ASCII white space
    /// nor the start of a wider character is returned as it is.
    var trimmedForImport: String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return "" }
        func mayBeSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || (0x09...0x0D).contains(byte) || byte >= 0x80
        }
        let whole = Substring(self)
        guard mayBeSpace(first) || mayBeSpace(last) else { return String(whole) }
        let scalars = whole.unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(whole[start...end])
    }
}
