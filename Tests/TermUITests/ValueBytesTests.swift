import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Comparing view values by their bytes: equal data is equal, any change is a change, padding is ignored.
@MainActor
struct ValueBytesTests {
    private struct Padded {
        let flag: Bool
        let count: Int
    }

    @Test func optionalsAndEnumsCompareTheirWholeValue() {
        #expect(!ValueBytes.equal(Optional(Text("x")), nil))
        #expect(!ValueBytes.equal(Optional(3), nil))
        #expect(ValueBytes.equal(Optional<Int>.none, nil))
        enum Choice { case one, two(Int) }
        #expect(!ValueBytes.equal(Choice.one, .two(0)))
        #expect(!ValueBytes.equal(Choice.two(1), .two(2)))
    }

    @Test func structsCompareFieldsButNotPadding() {
        #expect(ValueBytes.dataRanges(of: Padded.self) == [0..<1, 8..<16])
        #expect(ValueBytes.equal(Padded(flag: true, count: 2), Padded(flag: true, count: 2)))
        #expect(!ValueBytes.equal(Padded(flag: true, count: 2), Padded(flag: false, count: 2)))
    }

    /// A value whose bytes differ each time it is made (an array of its own), equal by its count.
    private struct Tally: ComparedByValue {
        let marks: [Int]
        func isSame(as other: Tally) -> Bool { marks.count == other.marks.count }
    }

    private struct Holder {
        let flag: Bool
        let tally: Tally
    }

    @Test func aTypeComparedByValueIsSoOnceItSaysSoEvenInLayoutsFoundBefore() {
        let first = Holder(flag: true, tally: Tally(marks: [1, 2])), second = Holder(flag: true, tally: Tally(marks: [3, 4]))
        #expect(!ValueBytes.equal(first, second), "compared as bytes before it says otherwise")
        ValueBytes.compareByValue(Tally.self)
        #expect(ValueBytes.equal(first, second))
        #expect(!ValueBytes.equal(first, Holder(flag: false, tally: Tally(marks: [5, 6]))))
        #expect(!ValueBytes.equal(first, Holder(flag: true, tally: Tally(marks: [7]))))
    }

    @Test func textsCompareByValueWhereverTheyAre() {
        // As the first text node made does.
        ValueBytes.compareByValue(Text.self)
        // Equal strings in storage of their own.
        let name = ["Ky", "ōto"].joined(), sameName = ["Kyō", "to"].joined()
        #expect(ValueBytes.equal(Text(name).bold(), Text(sameName).bold()))
        #expect(!ValueBytes.equal(Text(name), Text("Kyoto")))
        #expect(!ValueBytes.equal(Text(name).bold(), Text(name)))
        #expect(!ValueBytes.equal(Text(name).foregroundStyle(.red), Text(name).foregroundStyle(.blue)))
        #expect(ValueBytes.equal(Text(name) + Text("!").italic(), Text(name) + Text("!").italic()))
        func make(_ title: String) -> some View {
            HStack {
                Text(title).bold()
                Text("fixed")
            }
        }
        #expect(ValueBytes.equal(make(name), make(sameName)), "a stack of equal texts built twice")
        #expect(!ValueBytes.equal(make(name), make("Nara")))
    }

    @Test func builtViewsWithEqualContentAreEqualAndChangedOnesAreNot() {
        func make(_ shown: Bool, _ name: String?) -> some View {
            VStack {
                if shown { Text("extra") }
                if let name { Text(name) }
            }
        }
        let name = "Kyoto"
        let built = make(true, name)
        let copy = built
        #expect(ValueBytes.equal(built, copy))
        #expect(!ValueBytes.equal(make(true, name), make(false, name)))
        #expect(!ValueBytes.equal(make(true, name), make(true, nil)))
    }
}
