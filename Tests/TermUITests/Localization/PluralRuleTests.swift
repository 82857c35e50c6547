import Foundation
import Testing
@testable import TermUIViews

/// CLDR's cardinal plural categories for the languages the tables are tried in.
struct PluralRuleTests {
    private func categories(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map { PluralCategory.category(of: PluralOperands($0), language: language) }
    }

    @Test func englishAndGermanHaveOneAndOther() {
        #expect(categories("en", [0, 1, 2, 11, 21]) == [.other, .one, .other, .other, .other])
        #expect(categories("de-DE", [0, 1, 2, 101]) == [.other, .one, .other, .other])
        #expect(PluralCategory.category(of: PluralOperands(1.5), language: "de") == .other)
    }

    @Test func frenchCountsZeroAndOneAsOneAndMillionsAsMany() {
        #expect(categories("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .many, .many, .other])
        #expect(PluralCategory.category(of: PluralOperands(1.5), language: "fr") == .one)
    }

    @Test func russianHasOneFewManyAndOtherForFractions() {
        #expect(categories("ru", [1, 21, 101, 2, 3, 4, 22, 5, 11, 12, 14, 0, 111, 112])
            == [.one, .one, .one, .few, .few, .few, .few, .many, .many, .many, .many, .many, .many, .many])
        #expect(PluralCategory.category(of: PluralOperands(2.5), language: "ru") == .other)
    }

    @Test func japaneseHasOnlyOther() {
        #expect(categories("ja", [0, 1, 2, 100]) == [.other, .other, .other, .other])
    }

    @Test func arabicHasAllSix() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 103, 11, 99, 111, 100, 102, 200])
            == [.zero, .one, .two, .few, .few, .few, .many, .many, .many, .other, .other, .other])
    }

    @Test func negativeNumbersTakeTheirMagnitudesCategory() {
        #expect(categories("en", [-1]) == [.one])
        #expect(categories("ru", [-2]) == [.few])
    }
}
