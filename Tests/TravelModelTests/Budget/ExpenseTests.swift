import Foundation
import Testing
@testable import TravelModel

@Suite("Expense")
struct ExpenseTests {
    @Test("JSON round trip keeps id, exact amount, category and date")
    func jsonRoundTrip() throws {
        let amount = try #require(Decimal(string: "12.34", locale: Locale(identifier: "en_US_POSIX")))
        let expense = Expense(
            title: "Ramen at Ichiran",
            amount: amount,
            category: .foodAndDrink,
            date: Date(timeIntervalSinceReferenceDate: 765_432_100.5)
        )

        let data = try JSONEncoder().encode(expense)
        let decoded = try JSONDecoder().decode(Expense.self, from: data)

        #expect(decoded == expense)
        #expect(decoded.id == expense.id)
        #expect(decoded.amount == amount)
        #expect(decoded.amount.description == "12.34")
        #expect(decoded.category == .foodAndDrink)
        #expect(decoded.date == expense.date)
    }

    @Test("JSON round trip keeps amounts that Double cannot represent")
    func jsonRoundTripOfAwkwardAmounts() throws {
        for text in ["0.1", "0.3", "1234567.89", "0.01", "99999999999.99"] {
            let amount = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
            let expense = Expense(title: text, amount: amount, category: .other, date: .now)
            let decoded = try JSONDecoder().decode(Expense.self, from: JSONEncoder().encode(expense))
            #expect(decoded.amount == amount)
            #expect(decoded.amount.description == text)
        }
    }

    @Test("Categories have unique slugs and end with Other")
    func categories() {
        #expect(Set(Category.all.map(\.id)).count == Category.all.count)
        #expect(Category.all.first == .foodAndDrink)
        #expect(Category.all.last == .other)
        #expect(Category.other.symbol == "ellipsis.circle")
    }
}
