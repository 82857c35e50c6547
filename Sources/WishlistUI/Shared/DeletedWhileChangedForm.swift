import Foundation
import TermUI

/// The sheet of rows deleted on one machine while changed on another (the budget's `DeletedExpensesSheet`, the
/// wishlist's `DeletedTripsSheet`): a section for each, titled by it, with a button that brings it back and one
/// that leaves it deleted, then what it was (`details`) and where and when it was changed. Each settled row leaves the list;
/// the sheet says when none is left.
struct DeletedWhileChangedForm<Item: Identifiable, Details: View>: View {
    let items: [Item]
    /// What the sheet says when none is left to settle.
    let settled: Text
    let title: (Item) -> String
    /// When the change the deletion won over was made (nil before sync began), and whether here.
    let changed: (Item) -> (date: Date?, here: Bool)
    @ViewBuilder let details: (Item) -> Details
    let bringBack: (Item) -> Void
    let leaveDeleted: (Item) -> Void
    /// Whether "Bring it back" can be pressed now.
    var canBringBack = true
    @Environment(\.localeCategories) private var locales

    var body: some View {
        NavigationStack {
            Form {
                if items.isEmpty {
                    settled
                }
                ForEach(items) { item in
                    // The buttons under the title: the first takes focus, and a small window shows what it is
                    // for above it, the details below.
                    Section(title(item)) {
                        Button { bringBack(item) } label: { Text("Bring it back", bundle: .module) }
                            .disabled(!canBringBack)
                        Button { leaveDeleted(item) } label: { Text("Leave it deleted", bundle: .module) }
                        details(item)
                        let change = changed(item)
                        LabeledContent {
                            Text(Self.changed(at: change.date, here: change.here, in: locales))
                        } label: {
                            Text("Changed", bundle: .module)
                        }
                    }
                }
            }
            .sheetChrome("Deleted while changed elsewhere", cancel: "Done")
        }
    }

    /// Where and when the change the deletion won over was made: "on this machine, 5 Dec 2026 at 14:02".
    static func changed(at date: Date?, here: Bool, in locales: LocaleCategories) -> String {
        let place = locales.localized(here ? "on this machine" : "on another machine")
        guard let date else { return place }
        return "\(place), \(date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locales.time)))"
    }
}
