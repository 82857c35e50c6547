import Foundation
import Testing
import TermUIBase
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel
@testable import WishlistUI

/// The names of undo steps, which the model gives as values (`UndoActionName`), in words: English as the app
/// has always said them, German for every one, the data in them cut short; and the words of a bulk change.
@MainActor
struct UndoNameTextTests {
    static let english = LocaleCategories(all: Locale(identifier: "en_US"))
    static let german = LocaleCategories(all: Locale(identifier: "de_DE"))

    /// Every name, with its English words.
    static let names: [(UndoActionName, String)] = [
        (.add("Kyōto"), "Add Kyōto"),
        (.addExpenses(count: 3), "Add 3 expenses"),
        (.importExpense("Gelato"), "Import Gelato"),
        (.importExpenses(count: 100_000), "Import 100000 expenses"),
        (.delete("Kyōto"), "Delete Kyōto"),
        (.deleteActivities(count: 2), "Delete 2 activities"),
        (.deleteExpenses(count: 4), "Delete 4 expenses"),
        (.change("Kyōto"), "Change Kyōto"),
        (.edit("Gelato"), "Edit Gelato"),
        (.rename("Kyōto", to: "Kyoto"), "Rename Kyōto to Kyoto"),
        (.moveTrip("Kyōto", toCollection: "Autumn Colors"), "Move Kyōto to Autumn Colors"),
        (.moveActivity("Tea ceremony"), "Move Tea ceremony"),
        (.mark("Tea ceremony", done: true), "Mark Tea ceremony done"),
        (.mark("Tea ceremony", done: false), "Mark Tea ceremony not done"),
        (.setLimit(category: "Food & Drink"), "Set the limit of Food & Drink"),
        (.removeLimit(category: "Lodging"), "Remove the limit of Lodging"),
        (.changeLimits(count: 3), "Change 3 limits"),
        (.takeOtherMachinesChange(trip: "Kyōto"), "Take the other machine's change to Kyōto"),
    ]

    @Test func englishWordsAreTheAppsSentences() {
        for (name, words) in Self.names {
            #expect(name.description(in: Self.english) == words)
        }
    }

    /// Each name has German words of its own (a table's, not the English key), with the data in them, and the
    /// names the model holds in English (a collection, a category) in German too.
    @Test func everyNameHasGermanWords() {
        for (name, english) in Self.names {
            let german = name.description(in: Self.german)
            #expect(german != english, "no German for \(name)")
            for word in ["Add", "Delete", "Change", "Rename", "Move", "Mark", "Set", "Remove", "Take", "Import", "Edit", "expenses", "activities", "limit"] {
                #expect(!german.split(separator: " ").contains(Substring(word)), "“\(german)” is English")
            }
        }
        #expect(UndoActionName.rename("Kyōto", to: "Kyoto").description(in: Self.german) == "„Kyōto“ in „Kyoto“ umbenennen")
        #expect(UndoActionName.moveTrip("Nara", toCollection: "Autumn Colors").description(in: Self.german) == "„Nara“ nach „Herbstfarben“ verschieben")
        #expect(UndoActionName.setLimit(category: "Food & Drink").description(in: Self.german).contains("Essen"))
        // The counts' plurals.
        #expect(UndoActionName.deleteExpenses(count: 1).description(in: Self.german) == "1 Ausgabe löschen")
        #expect(UndoActionName.deleteExpenses(count: 2).description(in: Self.german) == "2 Ausgaben löschen")
        #expect(UndoActionName.deleteActivities(count: 1).description(in: Self.english) == "Delete 1 activity")
    }

    /// A name of a megabyte of escapes is cut to a few words, in each language, and each part of a rename.
    @Test func hostileNamesAreCutShort() {
        let long = String(repeating: "\u{1B}]0;x\u{07}", count: 200_000)
        let names: [UndoActionName] = [
            .add(long), .importExpense(long), .delete(long), .change(long), .edit(long), .rename(long, to: long),
            .moveTrip(long, toCollection: long), .moveActivity(long), .mark(long, done: true),
            .setLimit(category: long), .removeLimit(category: long), .takeOtherMachinesChange(trip: long),
        ]
        for name in names {
            for locales in [Self.english, Self.german] {
                let words = name.description(in: locales)
                #expect(words.count < 150, "\(words.count) characters")
            }
        }
        #expect(UndoActionName.delete("%@ %lld %1$@").description(in: Self.german) == "„%@ %lld %1$@“ löschen", "data is no format")
    }

    @Test func aBulkChangeAndItsFailureAreSaidInTheLanguage() {
        let change = BulkChange(direction: .removing, count: 100_000, name: .importExpenses(count: 100_000))
        #expect(change.description(in: Self.english) == "Removing 100,000 expenses (undo Import 100000 expenses)…")
        #expect(change.completion(in: Self.english) == "Removed 100,000 expenses (undo Import 100000 expenses).")
        #expect(change.description(in: Self.german) == "100.000 Ausgaben werden entfernt (widerrufen: 100000 Ausgaben importieren)…")
        let back = BulkChange(direction: .adding, count: 1_200, name: .importExpenses(count: 1_200))
        #expect(back.description(in: Self.english) == "Adding back 1,200 expenses (redo Import 1200 expenses)…")
        #expect(back.completion(in: Self.german) == "1.200 Ausgaben zurückgeholt (wiederholen: 1200 Ausgaben importieren).")
        let failures: [(BulkChangeFailure, String)] = [
            (.earlierUnfinished(.removing, name: .importExpenses(count: 1_200)), "Nothing to undo: the redo of Import 1200 expenses did not finish."),
            (.earlierUnfinished(.adding, name: .importExpenses(count: 1_200)), "Nothing to redo: the undo of Import 1200 expenses did not finish."),
            (.failed(.removing, name: .importExpenses(count: 1_200), reason: .database(code: 10, message: "disk I/O error", naming: .none)), "Could not undo Import 1200 expenses: disk I/O error. Nothing was changed."),
            (.failed(.adding, name: .importExpenses(count: 1_200), reason: .database(code: 10, message: "disk I/O error", naming: .none)), "Could not redo Import 1200 expenses: disk I/O error. Nothing was changed."),
        ]
        var german: Set<String> = []
        for (failure, words) in failures {
            #expect(failure.description(in: Self.english) == words)
            let said = failure.description(in: Self.german)
            #expect(said != words && said.contains("1200 Ausgaben importieren"), "\(said)")
            german.insert(said)
        }
        #expect(german.count == failures.count, "each failure says its own")
    }
}
