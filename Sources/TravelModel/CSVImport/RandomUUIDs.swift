import Foundation

/// Random (version 4) UUIDs for the expenses of an import: 122 bits of a SplitMix64 sequence seeded from the
/// system's generator for each import. Foundation's `UUID()` opens, reads and closes `/dev/urandom` for each
/// one (three system calls an expense), and the system's generator is a system call for each 64 bits; an id
/// needs to be unique, not secret. Within an import the ids are distinct (the sequence repeats no value
/// before 2^64 of them); two imports share one only when their random seeds fall within some hundred thousand
/// steps of each other on the sequence's one cycle of 2^64: about one chance in 10^14.
struct RandomUUIDs {
    private var generator: SplitMix64

    init() {
        var system = SystemRandomNumberGenerator()
        generator = SplitMix64(seed: system.next())
    }

    /// A new random UUID.
    mutating func next() -> UUID {
        var b = withUnsafeBytes(of: (generator.next(), generator.next())) { Array($0) }
        // Version 4, variant 1 (RFC 9562).
        b[6] = (b[6] & 0x0F) | 0x40
        b[8] = (b[8] & 0x3F) | 0x80
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }
}
