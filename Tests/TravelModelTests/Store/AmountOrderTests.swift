import Testing
@testable import TravelModel

/// The order by amount worked out in Swift (`AmountOrder`): the first rows picked in one pass are the first rows
/// of the whole order, ties broken by day and then by entry, either way.
@Suite("Amount order")
struct AmountOrderTests {
    /// Entries with many equal amounts and days, in no order, from a fixed seed.
    static func entries(_ count: Int) -> [AmountOrder.Entry] {
        var generator = Generator(seed: 7)
        return (0..<count).map { index in
            AmountOrder.Entry(amount: Double(generator.next() % 40) / 4, date: 800_000_000 + Double(generator.next() % 5) * 86_400,
                              entered: Int64(index + 1))
        }.shuffled(using: &generator)
    }

    @Test("The first rows picked are the first of the sorted order", arguments: [true, false])
    func firstIsPrefixOfAll(ascending: Bool) {
        let entries = Self.entries(700)
        let all = AmountOrder.rowIDs(of: entries, ascending: ascending)
        #expect(all.count == 700 && Set(all).count == 700)
        for limit in [0, 1, 2, 60, 699, 700, 1_000] {
            #expect(AmountOrder.first(limit, of: entries, ascending: ascending) == Array(all.prefix(limit)), "limit \(limit)")
        }
    }

    @Test("Ties: the newer day first, then the later entry; amounts either way")
    func ties() {
        let entries = [
            AmountOrder.Entry(amount: 5, date: 10, entered: 1), AmountOrder.Entry(amount: 5, date: 20, entered: 2),
            AmountOrder.Entry(amount: 5, date: 20, entered: 3), AmountOrder.Entry(amount: 9, date: 0, entered: 4),
            AmountOrder.Entry(amount: 1, date: 30, entered: 5),
        ]
        #expect(AmountOrder.rowIDs(of: entries, ascending: false) == [4, 3, 2, 1, 5])
        #expect(AmountOrder.rowIDs(of: entries, ascending: true) == [5, 3, 2, 1, 4])
        #expect(AmountOrder.first(3, of: entries, ascending: false) == [4, 3, 2])
        #expect(AmountOrder.first(2, of: entries, ascending: true) == [5, 3])
    }

    /// A seeded generator, so that a failure shows again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
