import Foundation
import Testing
@testable import TermUIViews

/// Putting values into a translation's format: specifiers, positions, plural variables, and formats that are
/// wrong in every way a translator can make them.
struct LocalizedFormattingTests {
    private func format(
        _ format: String, _ arguments: [FormatArgument], variables: [String: LocalizedEntry.PluralVariable] = [:],
        language: String = "en", locale: String = "en_US"
    ) -> String {
        LocalizedFormatting(
            entry: LocalizedEntry(format: format, variables: variables), arguments: arguments,
            locale: Locale(identifier: locale), language: language).string()
    }

    @Test func specifiersTakeTheirValuesInOrder() {
        #expect(format("%lld trips to %@", [.signed(3), .object("Rome")]) == "3 trips to Rome")
        #expect(format("%d%% of %u, %llu", [.signed(-4), .unsigned(7), .unsigned(8)]) == "-4% of 7, 8")
        #expect(format("%.2f | %lf | %05.1f | %x", [.double(3.14159), .double(2), .double(2.5), .signed(255)])
            == "3.14 | 2.000000 | 002.5 | ff")
        #expect(format("%10@|%-4@|", [.object("right"), .object("l")]) == "     right|l   |")
    }

    @Test func positionsReorderTheValues() {
        #expect(format("%2$@ von %1$@", [.object("Anna"), .object("Reise")]) == "Reise von Anna")
        #expect(format("%2$lld/%1$lld und %2$lld", [.signed(1), .signed(2)]) == "2/1 und 2")
    }

    @Test func decimalsTakeTheLocalesSeparator() {
        #expect(format("%.1f km", [.double(2.5)], locale: "de_DE") == "2,5 km")
    }

    @Test func aValueOfAnotherTypeIsShownAsItself() {
        #expect(format("%lld und %@", [.object("viele"), .signed(5)]) == "viele und 5")
        #expect(format("%@", [.double(1.5)]) == "1.5")
    }

    @Test func whatCannotBeReadIsShownAsWritten() {
        #expect(format("%3$@ fehlt, 100%", [.object("a")]) == "%3$@ fehlt, 100%")
        #expect(format("%y %", []) == "%y %")
        #expect(format("%99999d", [.signed(1)]) == "%99999d")
        #expect(format("%#@nowhere@", [.signed(1)]) == "%#@nowhere@")
    }

    @Test func pluralVariablesChooseTheirFormByTheLanguagesRules() {
        let trips = LocalizedEntry.PluralVariable(argument: nil, forms: [.one: "%lld Reise", .other: "%lld Reisen"])
        #expect(format("%#@trips@ geplant", [.signed(1)], variables: ["trips": trips], language: "de") == "1 Reise geplant")
        #expect(format("%#@trips@ geplant", [.signed(4)], variables: ["trips": trips], language: "de") == "4 Reisen geplant")
        let russian = LocalizedEntry.PluralVariable(
            argument: nil, forms: [.one: "%lld поездка", .few: "%lld поездки", .many: "%lld поездок", .other: "%lld поездки"])
        let shown = [1, 3, 5, 21].map { format("%#@n@", [.signed(Int64($0))], variables: ["n": russian], language: "ru") }
        #expect(shown == ["1 поездка", "3 поездки", "5 поездок", "21 поездка"])
    }

    @Test func twoVariablesEachTakeTheirOwnValue() {
        let files = LocalizedEntry.PluralVariable(argument: nil, forms: [.one: "%d file", .other: "%d files"])
        let folders = LocalizedEntry.PluralVariable(argument: nil, forms: [.one: "%d folder", .other: "%d folders"])
        #expect(format("%#@files@ in %#@folders@", [.signed(1), .signed(3)], variables: ["files": files, "folders": folders])
            == "1 file in 3 folders")
    }

    @Test func aStringsdictZeroIsForZeroInEveryLanguage() {
        let items = LocalizedEntry.PluralVariable(argument: nil, forms: [.zero: "keine", .one: "eine", .other: "%lld"], zeroIsLiteral: true)
        #expect(format("%#@i@", [.signed(0)], variables: ["i": items], language: "de") == "keine")
        let catalog = LocalizedEntry.PluralVariable(argument: nil, forms: [.zero: "keine", .one: "eine", .other: "%lld"])
        #expect(format("%#@i@", [.signed(0)], variables: ["i": catalog], language: "de") == "0")
    }
}
