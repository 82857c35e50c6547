import Testing
import TravelModel

/// A column given a role by the user (the import sheet's pickers, `wishlist import --column`): it leaves the role
/// it had, an amount takes the place of debits and credits and they of it, and the title's columns by place.
struct CSVColumnsTests {
    @Test func aColumnGivenARoleLeavesTheOneItHad() {
        var columns = CSVColumns(date: 0, title: [3, 4], amount: 5, category: 2)
        columns.assign(2, to: .trip)
        #expect(columns == CSVColumns(date: 0, title: [3, 4], amount: 5, trip: 2))
        columns.assign(4, to: .currency)
        #expect(columns == CSVColumns(date: 0, title: [3], amount: 5, currency: 4, trip: 2))
        columns.assign(nil, to: .trip)
        #expect(columns == CSVColumns(date: 0, title: [3], amount: 5, currency: 4))
    }

    @Test func anAmountTakesThePlaceOfDebitsAndCreditsAndTheyOfIt() {
        var columns = CSVColumns(date: 0, title: [1], debit: 2, credit: 3)
        columns.assign(2, to: .amount)
        #expect(columns == CSVColumns(date: 0, title: [1], amount: 2))
        columns.assign(3, to: .debit)
        #expect(columns == CSVColumns(date: 0, title: [1], debit: 3))
        #expect(columns.missingRole == nil)
        columns.assign(nil, to: .debit)
        #expect(columns.missingRole == .amount)
    }

    @Test func theTitlesColumnsByPlace() {
        var columns = CSVColumns(date: 0, title: [3], amount: 5)
        columns.assign(4, to: .title, place: 1)
        #expect(columns.title == [3, 4])
        columns.assign(2, to: .title, place: 0)
        #expect(columns.title == [2, 4], "the first replaced, the second kept")
        columns.assign(nil, to: .title, place: 1)
        #expect(columns.title == [2])
        columns.assign(nil, to: .title, place: 0)
        #expect(columns.title.isEmpty && columns.missingRole == .title)
    }
}
