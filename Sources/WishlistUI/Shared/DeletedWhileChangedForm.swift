import Foundation
import TermUI

/// The sheet of rows deleted on one machine while changed on another (the budget's `DeletedExpensesSheet`, the
/// wishlist's `DeletedTripsSheet`): a section for each, titled by it, with a button that brings it back and one
/// that leaves it deleted, then what it was (`details`) and where and when it was changed. Each settled row leaves the list;
/// the sheet says when none is left.
struct DeletedWhileChangedForm<Item: Identifiable, Details: View>: View {
    let items: [Item]
    /// What one of them is called ("expense").
    let itemName: String
    let title: (Item) -> String
    /// When the change the deletion won over was made (nil before sync began), and whether here.
    let changed: (Item) -> (date: Date?, here: Bool)
    @ViewBuilder let details: (Item) -> Details
    let bringBack: (Item) -> Void
    let leaveDeleted: (Item) -> Void
    /// Whether "Bring it back" can be pressed now.
    var canBringBack = true

    var body: some View {
        NavigationStack {
            Form {
                if items.isEmpty {
                    Text("Nothing is left to settle: each \(itemName) is back or stays deleted.")
                }
                ForEach(items) { item in
                    // The buttons under the title: the first takes focus, and a small window shows what it is
                    // for above it, the details below.
                    Section(title(item)) {
                        Button("Bring it back") { bringBack(item) }
                            .disabled(!canBringBack)
                        Button("Leave it deleted") { leaveDeleted(item) }
                        details(item)
                        let change = changed(item)
                        LabeledContent("Changed", value: Self.changed(at: change.date, here: change.here))
                    }
                }
            }
            .sheetChrome("Deleted while changed elsewhere", cancel: "Done")
        }
    }

    /// Where and when the change the deletion won over was made: "on this machine, 5 Dec 2026 at 14:02".
    static func changed(at date: Date?, here: Bool) -> String {
        let place = here ? "on this machine" : "on another machine"
        guard let date else { return place }
        return "\(place), \(date.formatted(date: .abbreviated, time: .shortened))"
    }
}
