/// The controls in UTF-8 bytes shown as TermUI shows them on screen (see `TerminalSafeScalar`): a C0 control
/// but the newline as its Control Picture (ESC → ␛, BEL → ␇; a tab a space), DEL as ␡, a C1 control (the
/// two bytes C2 80 to C2 9F, among them the one-byte CSI) as �, so that no escape sequence passes. For the
/// standard error the app captured while it ran, copied out when it ends or crashes: it works on bytes in
/// buffers given to it, allocating nothing, so that a signal handler may use it. (Format characters, which
/// `TerminalSafeScalar` drops from text, move no cursor and pass here.)
package struct ControlByteFilter {
    /// The most bytes one input byte becomes.
    package static let expansion = 3

    /// Whether the last byte seen was C2, whose next byte decides whether the two are a C1 control.
    private var heldLeadByte = false

    package init() {}

    /// Filters `count` bytes from `input` into `output` (room for `count * expansion + expansion` bytes) and
    /// returns how many bytes it wrote. A C2 at the end of the input is held until the next call, or `finish`.
    package mutating func filter(_ input: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        // Writes the bytes of a stand-in (one to three: the bytes after `count` are left out), without the
        // array a variadic parameter would allocate.
        func put(_ first: UInt8, _ second: UInt8 = 0, _ third: UInt8 = 0, count: Int = 1) {
            output[written] = first
            if count > 1 { output[written + 1] = second }
            if count > 2 { output[written + 2] = third }
            written += count
        }
        for index in 0..<count {
            let byte = input[index]
            if heldLeadByte {
                heldLeadByte = false
                if (0x80...0x9F).contains(byte) {
                    put(0xEF, 0xBF, 0xBD, count: 3)  // U+FFFD
                    continue
                }
                put(0xC2)
            }
            switch byte {
            case 0x0A: put(byte)
            case 0x09: put(0x20)
            case 0x00...0x1F: put(0xE2, 0x90, 0x80 + byte, count: 3)  // U+2400 + byte
            case 0x7F: put(0xE2, 0x90, 0xA1, count: 3)  // U+2421
            case 0xC2: heldLeadByte = true
            default: put(byte)
            }
        }
        return written
    }

    /// Writes a C2 still held at the end of the input into `output` (room for `expansion` bytes); returns how
    /// many bytes it wrote.
    package mutating func finish(into output: UnsafeMutablePointer<UInt8>) -> Int {
        guard heldLeadByte else { return 0 }
        heldLeadByte = false
        output[0] = 0xC2
        return 1
    }
}
