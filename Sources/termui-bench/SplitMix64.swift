import Foundation

/// Sebastiano Vigna's SplitMix64: a small pseudo-random generator whose sequence is fixed by its seed on every
/// platform and in every version of Swift, so that a data set made from a seed is the same in every run.
///
/// TravelModel has its own for the sample flights, internal to it; this one makes the bench's data sets.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` from one call of `next()` (the high half of a full-width product, without
    /// rejection: the bias is below the range's size / 2⁶⁴), so that it never depends on how the standard
    /// library draws numbers.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// One of `elements`, which must not be empty.
    mutating func element<Element>(of elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// True with the probability `chance` (0 to 1).
    mutating func chance(_ chance: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < chance
    }

    /// A random (version 4) identifier from two calls of `next()`.
    mutating func uuid() -> UUID {
        let high = (next() & ~0xF000) | 0x4000
        let low = (next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        return withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}
