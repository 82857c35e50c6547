import Foundation
import TermUI
import TravelModel

/// A store of rows that may have been deleted on one machine and changed on another (sync deleted them
/// everywhere, the deletion being later, and kept each as it was changed): the budget's expenses, the
/// wishlist's trips. Its screen says so (`DeletedWhileChangedLine`) and lists them (`DeletedWhileChangedForm`).
@MainActor
protocol DeletedWhileChangedSource: AnyObject, Observable {
    /// How many are offered back now, read from the database (again after each change of the store).
    func deletedWhileChangedCount() -> Int
    /// The line above the screen's list for `count` of them, in the language of `locales`.
    static func deletedLine(count: Int, in locales: LocaleCategories) -> String
}

extension BudgetStore: DeletedWhileChangedSource {
    func deletedWhileChangedCount() -> Int { deletedWhileChanged().count }
    static func deletedLine(count: Int, in locales: LocaleCategories) -> String {
        locales.localized("\(count) expenses deleted while changed elsewhere: C reviews")
    }
}

extension TripStore: DeletedWhileChangedSource {
    func deletedWhileChangedCount() -> Int { deletedWhileChanged().count }
    static func deletedLine(count: Int, in locales: LocaleCategories) -> String {
        locales.localized("\(count) trips deleted while changed elsewhere: C reviews")
    }
}

/// A line above a screen's list while rows of its store were deleted on one machine and changed on another:
/// how many, and that `C` reviews them. Nothing while there are none. A view of its own, so that only it counts
/// them in the database, again after each change of the store: the screen's other changes (the selection
/// moving) do not.
struct DeletedWhileChangedLine<Source: DeletedWhileChangedSource>: View {
    @Environment(Source.self) private var store
    @Environment(\.localeCategories) private var locales

    var body: some View {
        let count = store.deletedWhileChangedCount()
        if count > 0 {
            Label(Source.deletedLine(count: count, in: locales), systemImage: "exclamationmark.triangle")
                .foregroundStyle(.yellow)
                .lineLimit(2)
                .padding(.horizontal, 1)
                .accessibilityIdentifier("deletedWhileChanged")
        }
    }
}

/// A screen's toolbar's "Conflicts" (`C`) while rows of its store were deleted on one machine and changed on
/// another: it opens the screen's sheet of them. Nothing while there are none.
struct DeletedWhileChangedButton<Source: DeletedWhileChangedSource>: View {
    @Binding var isReviewing: Bool
    @Environment(Source.self) private var store

    var body: some View {
        if store.deletedWhileChangedCount() > 0 {
            Button { isReviewing = true } label: { Text("Conflicts", bundle: .module) }
                .keyboardShortcut("C", modifiers: [])
        }
    }
}
