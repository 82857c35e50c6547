/// A string hashed and compared by its UTF-8 bytes, as a dictionary key for text from a file: `String` hashes
/// and compares text outside ASCII through its canonical form (normalized on every hash and every comparison),
/// which was a tenth of an import's time of titles in many scripts. Canonically equivalent texts in different
/// bytes are different keys; a memo keyed by them works a value out once for each.
struct BytewiseText: Hashable {
    let string: String

    static func == (lhs: BytewiseText, rhs: BytewiseText) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
