/// A small, fast pseudo-random number generator with a 64-bit state: Sebastiano Vigna's SplitMix64.
///
/// The same seed always gives the same sequence, on every platform and in every version of Swift, which makes it
/// right for sample data that must come out the same in every run. It is not suitable for anything secret.
struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state, advanced by a fixed odd step on every call of `next()`.
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns a number in `range`, using one call of `next()`.
    ///
    /// The number is the high half of the product of 64 random bits and the size of the range (Lemire's method
    /// without the rejection step), so the result depends only on this generator, never on how the standard
    /// library's `random(in:using:)` is implemented. The bias this leaves is below size / 2⁶⁴, nothing for the
    /// small ranges sample data uses.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        guard span != 0 else {
            // The range is every Int: any 64 bits will do.
            return Int(truncatingIfNeeded: next())
        }
        let offset = next().multipliedFullWidth(by: span).high
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }
}
