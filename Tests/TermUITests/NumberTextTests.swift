import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `NumberText.isWellFormed`: the whole text must read as one number in the locale.
struct NumberTextTests {
    private let english = Locale(identifier: "en_US")
    private let german = Locale(identifier: "de_DE")
    private let indian = Locale(identifier: "en_IN")

    @Test func plainAndGroupedNumbers() {
        for text in ["3", "3.5", ".5", "3.", "1,234", "1,234,567.25", "-3.5", "+2", "(4.50)"] {
            #expect(NumberText.isWellFormed(text, locale: english, formattedExample: "3.5"), "\(text)")
        }
        for text in ["3,5", "3,50", "1,2345", ",5", "1,,234", "3.5.1", "3 5", "12abc", "abc", "1.234,5"] {
            #expect(!NumberText.isWellFormed(text, locale: english, formattedExample: "3.5"), "\(text)")
        }
    }

    @Test func eachLocaleHasItsOwnSeparators() {
        #expect(NumberText.isWellFormed("1.234,5", locale: german, formattedExample: "1.234,5"))
        #expect(NumberText.isWellFormed("3,5", locale: german, formattedExample: "3,5"))
        #expect(!NumberText.isWellFormed("3.5", locale: german, formattedExample: "3"))
        // India groups by two above the thousands.
        #expect(NumberText.isWellFormed("12,34,567", locale: indian, formattedExample: "12,34,567"))
    }

    @Test func symbolsAroundTheDigitsAreThoseTheStyleWrites() {
        #expect(NumberText.isWellFormed("$3.50", locale: english, formattedExample: "$3.50"))
        #expect(NumberText.isWellFormed("3,50 €", locale: german, formattedExample: "3,50 €"))
        #expect(NumberText.isWellFormed("50 %", locale: english, formattedExample: "50%"))
        #expect(!NumberText.isWellFormed("3.50 EUR", locale: english, formattedExample: "$3.50"))
        #expect(!NumberText.isWellFormed("$3.50", locale: english, formattedExample: "3.5"), "no $ in a plain number")
    }
}
